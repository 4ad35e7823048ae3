#include "rigs/stickman/moves/gait.h"

#include <cmath>

namespace sm::stickman {

Drive locomotion(const GaitClock& clock, float groundY) {
  const GaitParams& g = clock.params();
  Drive d;
  d.lean = g.lean;
  d.pelvis = {0, groundY - (kHipHeight - g.hipDrop) - hipRise(clock.phase(), g)};
  d.groundPoint = {0, groundY};
  const float half = g.stride / 2;
  for (int side = kNear; side <= kFar; ++side) {
    const FootSample f = footAt(clock.phase() + 0.5f * static_cast<float>(side), g);
    d.foot[side] = {d.pelvis.x + f.x + g.lean * g.leanReach, groundY - f.lift};
    // Each arm swings against its own leg, bending more on the way forward.
    const float swing = -f.x / half;
    d.arm[side].angle = g.armSwing * swing;
    d.arm[side].flex = g.elbowFlex + g.elbowFlexFwd * std::fmax(0.0f, swing);
  }
  d.windX = windFor(groundSpeed(g));
  return d;
}

float windFor(float groundSpeed) { return -0.0006f * groundSpeed * groundSpeed; }

}  // namespace sm::stickman
