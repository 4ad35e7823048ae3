#pragma once

#include "rigs/stickman/rig.h"

namespace sm::stickman {

// One unarmed throw, ready to ready, lasts this long in the lab.
constexpr float kThrowSeconds = 1.8f;

// The overhand throw at normalised time p, standing over groundY with the
// near arm throwing: anticipation (weight back, arm wound behind, front foot
// lifted), release (a step, the hips and torso whip forward, the arm comes
// over the top), follow-through (arm down across the body), recovery.
Drive throwing(float p, float groundY);

}  // namespace sm::stickman
