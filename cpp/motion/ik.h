#pragma once

#include "motion/vec2.h"

namespace sm {

// Two-bone IK by the law of cosines, without trigonometry: the middle joint is
// found by projecting onto the root->target line plus one square root for the
// offset across it.
//
// Guarantees, for any finite input:
// - the root-target distance is clamped to [|l1-l2|+0.01, l1+l2-0.01], so an
//   unreachable target stretches the chain toward it and a target too close
//   folds it, and the chain is never fully straight or fully folded;
// - the result is at distance l1 from the root (to float rounding);
// - bendSign >= 0 puts the joint on the clockwise side of root->target
//   (screen y down), bendSign < 0 on the other; the two are mirror images;
// - root == target picks "straight down" as the line, so no NaN ever.
struct TwoBoneIk {
  Vec2 root;
  Vec2 target;
  float l1 = 1;
  float l2 = 1;
  float bendSign = 1;

  Vec2 joint() const;
  // The end of the second bone: the target when reachable, else the nearest
  // point of the reachable band on the root->target line.
  Vec2 end() const;
};

// A target farther than maxReach from root, pulled back along the same line.
// Legs use THIGH+SHIN-1.5 so the chain never snaps fully straight.
Vec2 withinReach(Vec2 root, Vec2 target, float maxReach);

}  // namespace sm
