#pragma once

#include "motion/vec2.h"

namespace sm {

// A damped spring pulling a point toward a moving goal; lightly damped, it
// lags, overshoots a little and settles. Semi-implicit Euler: stable for
// dt * sqrt(stiffness) well below 1, which the caller's sub-steps keep.
struct Spring2 {
  float stiffness = 260;
  float damping = 26;
  Vec2 pos, vel;

  void snap(Vec2 goal) { pos = goal, vel = {}; }
  void step(Vec2 goal, float dt) {
    vel = vel + ((goal - pos) * stiffness - vel * damping) * dt;
    pos = pos + vel * dt;
  }
};

}  // namespace sm
