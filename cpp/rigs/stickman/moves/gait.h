#pragma once

#include "motion/gait.h"
#include "rigs/stickman/rig.h"

namespace sm::stickman {

// Walk: double support (duty > 0.5); ground 44 * 1.5 / 0.62 ~ 106 units/s.
inline constexpr GaitParams kWalk = [] {
  GaitParams g;
  g.stride = 44;
  g.cadence = 1.5f;
  g.duty = 0.62f;
  g.stepHeight = 10;
  g.bob = 3;
  g.bobShift = 0;
  g.hipDrop = 0;
  g.lean = 0.05f;
  g.leanReach = 20;
  g.armSwing = 0.45f;
  g.elbowFlex = 0.25f;
  g.elbowFlexFwd = 0.45f;
  return g;
}();
// Run: a flight phase (duty < 0.5), hips lower so the longer stride stays in
// reach, bob shifted so its top meets the flight; ~383 units/s.
inline constexpr GaitParams kRun = [] {
  GaitParams g;
  g.stride = 60;
  g.cadence = 2.55f;
  g.duty = 0.40f;
  g.stepHeight = 22;
  g.bob = 5;
  g.bobShift = 0.2f;
  g.hipDrop = 9;
  g.lean = 0.17f;
  g.leanReach = 20;
  g.armSwing = 0.85f;
  g.elbowFlex = 1.25f;
  g.elbowFlexFwd = 0.45f;
  return g;
}();

// The body for the clock's current phase and blend, feet on `groundY`.
Drive locomotion(const GaitClock& clock, float groundY);

// Hair streams back with the square of the running speed, like air drag.
float windFor(float groundSpeed);

}  // namespace sm::stickman
