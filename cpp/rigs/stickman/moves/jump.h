#pragma once

#include "rigs/stickman/rig.h"

namespace sm::stickman {

// One jump, crouch to settle, lasts this long in the lab.
constexpr float kJumpSeconds = 1.5f;

// The root's offset from standing (y down) at normalised time p: crouch,
// take-off, 160 up, fall, landing absorbed just below, settle.
// easeOutCubic while p < 0.5 (rising, slowing to the apex), easeInCubic
// after (falling, speeding up): a cheap parabola.
// `height` scales the flight (the part above standing): 1 is the full jump,
// less a lower hop, so a jump can be cut short in the air without a jump in y.
float jumpRootY(float p, float height = 1);

// Vertical squash: 0.84 in the crouch, 1.14 at take-off, 0.82 on landing,
// only while the feet are on the ground.
float jumpSquash(float p);

// The whole body for the jump at p, standing at x over groundY, its flight
// scaled by `height` as in jumpRootY.
Drive jump(float p, float groundY, float x = 0, float height = 1);

}  // namespace sm::stickman
