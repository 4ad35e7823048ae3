#include "scenes/spear_run/runner.h"

#include <cmath>

#include "motion/cold.h"
#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

SM_COLD void Runner::stand() {
  jumpP_ = thrustT_ = jumpWait_ = thrustWait_ = -1;
  height_ = 1;
  fallT_ = -1;
  held_ = false;
  standPose();
}

void Runner::step(float dt, float speed, float run) {
  if (jumping()) {
    if (held_ && jumpP_ < kHoldUntil) height_ = std::fmin(kHoldHeight, height_ + dt * (kHoldHeight - 1) / kHoldSeconds);
    jumpP_ += dt * kJumpRate;
    if (jumpP_ >= 1) jumpP_ = -1;
  }
  if (thrustT_ >= 0 && (thrustT_ += dt) >= kThrustSeconds) thrustT_ = -1;
  if (jumpWait_ >= 0 && (jumpWait_ += dt) > kBufferSeconds) jumpWait_ = -1;
  if (thrustWait_ >= 0 && (thrustWait_ += dt) > kBufferSeconds) thrustWait_ = -1;
  // A kept press plays the moment its action is free again.
  if (jumpWait_ >= 0 && !jumping()) {
    jumpWait_ = -1;
    startJump();
  }
  if (thrustWait_ >= 0 && !thrusting()) {
    thrustWait_ = -1;
    startThrust();
  }
  pose(dt, speed, run);
}

void Runner::fall(float dt) {
  fallT_ = fallT_ < 0 ? 0 : fallT_ + dt;
  if (fallT_ <= kFallSeconds + dt) fallPose(fallT_);
}

SM_COLD void Runner::startThrust() {
  thrustT_ = 0;
  ++thrusts_;
}

SM_COLD void Runner::startJump() {
  ++jumps_;
  jumpP_ = kJumpFromP;
  height_ = 1;
}

SM_COLD bool Runner::jump() {
  held_ = true;
  if (jumping()) {
    jumpWait_ = 0;
    return false;
  }
  startJump();
  return true;
}

void Runner::releaseJump() { held_ = false; }

SM_COLD bool Runner::thrust() {
  if (thrusting()) {
    thrustWait_ = 0;
    return false;
  }
  startThrust();
  return true;
}

float Runner::jumpProgress() const { return jumping() ? jumpP_ : 0; }
float Runner::thrustProgress() const { return thrusting() ? thrustT_ / kThrustSeconds : 0; }
bool Runner::thrustHot() const {
  const float p = thrustProgress();
  return thrusting() && p >= kThrustHotFrom && p <= kThrustHotTo;
}

}  // namespace sm::spear_run
