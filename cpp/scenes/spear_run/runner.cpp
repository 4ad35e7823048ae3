#include "scenes/spear_run/runner.h"

#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

void Runner::stand() {
  jumpT_ = thrustT_ = -1;
  standPose();
}

void Runner::step(float dt, float speed, float run) {
  if (jumpT_ >= 0 && (jumpT_ += dt) >= kRunJumpSeconds) jumpT_ = -1;
  if (thrustT_ >= 0 && (thrustT_ += dt) >= kThrustSeconds) thrustT_ = -1;
  pose(dt, speed, run);
}

bool Runner::jump() {
  if (jumping()) return false;
  jumpT_ = 0;
  return true;
}

bool Runner::thrust() {
  if (thrusting()) return false;
  thrustT_ = 0;
  return true;
}

float Runner::jumpProgress() const { return jumping() ? kJumpFromP + jumpT_ * kJumpRate : 0; }
float Runner::thrustProgress() const { return thrusting() ? thrustT_ / kThrustSeconds : 0; }
bool Runner::thrustHot() const {
  const float p = thrustProgress();
  return thrusting() && p >= kThrustHotFrom && p <= kThrustHotTo;
}

}  // namespace sm::spear_run
