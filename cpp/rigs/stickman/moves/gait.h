#pragma once

#include "motion/gait.h"
#include "rigs/stickman/rig.h"

namespace sm::stickman {

// Walk: double support (duty > 0.5); ground 44 * 1.5 / 0.62 ~ 106 units/s.
inline const GaitParams kWalk{44, 1.5f, 0.62f, 10, 3, 0, 0, 0.05f, 20, 0.45f, 0.25f, 0.45f};
// Run: a flight phase (duty < 0.5), hips lower so the longer stride stays in
// reach, bob shifted so its top meets the flight; ~383 units/s.
inline const GaitParams kRun{60, 2.55f, 0.40f, 22, 5, 0.2f, 9, 0.17f, 20, 0.85f, 1.25f, 0.45f};

// The body for the clock's current phase and blend, feet on `groundY`.
Drive locomotion(const GaitClock& clock, float groundY);

// Hair streams back with the square of the running speed, like air drag.
float windFor(float groundSpeed);

}  // namespace sm::stickman
