#pragma once

#include "rigs/stickman/rig.h"

namespace sm::stickman {

// How far a shown Drive is from a target Drive, captured once when one motion
// hands over to another. Applied to the target with a weight that falls from 1
// to 0, it carries the body from where it was to the new motion while that
// motion keeps playing underneath (inertialization): nothing pops at the
// switch and nothing depends on the old motion still running.
//
// Arms are compared as absolute bone angles (an IK grip becomes the angles
// that reach it), each turned the short way. The difference is taken once, so
// it never flips side mid-transition the way a per-frame shortest turn would.
struct DriveOffset {
  Vec2 pelvis, foot[2], spearTip, spearButt, groundPoint;
  float lean = 0, squashY = 0, windX = 0;
  float upper[2] = {}, fore[2] = {};
  bool spear = false;  // either side carries the spear
};

DriveOffset offsetBetween(const Drive& shown, const Drive& target);

// The target moved by `weight` (1: where `shown` was, 0: the target itself).
// Weight 0 returns the target unchanged, IK grips and all.
Drive applyOffset(const Drive& target, const DriveOffset& o, float weight);

// A Drive between `a` (w = 0) and `b` (w = 1): applyOffset(b, offsetBetween(a, b), 1 - w).
Drive crossFade(const Drive& a, const Drive& b, float w);

}  // namespace sm::stickman
