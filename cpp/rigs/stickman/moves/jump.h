#pragma once

#include "rigs/stickman/rig.h"

namespace sm::stickman {

// One jump, crouch to settle, lasts this long in the lab.
constexpr float kJumpSeconds = 1.5f;

// The root's offset from standing (y down) at normalised time p: crouch,
// take-off, 160 up, fall, landing absorbed just below, settle.
// easeOutCubic while p < 0.5 (rising, slowing to the apex), easeInCubic
// after (falling, speeding up): a cheap parabola.
float jumpRootY(float p);

// Vertical squash: 0.84 in the crouch, 1.14 at take-off, 0.82 on landing,
// only while the feet are on the ground.
float jumpSquash(float p);

// The whole body for the jump at p, standing at x over groundY.
Drive jump(float p, float groundY, float x = 0);

}  // namespace sm::stickman
