#include "motion/fixed_step_clock.h"

#include <cmath>

namespace sm {

namespace {
// A frame of exactly kStep must pay for exactly one step despite float
// rounding, or a 60 Hz display would show a still frame now and then.
constexpr float kSlack = 1e-6f;
}  // namespace

int FixedStepClock::feed(float dt) {
  if (dropNext_) {
    dropNext_ = false;
    return 0;
  }
  if (!std::isfinite(dt) || dt <= 0) return 0;
  acc_ += dt > kMaxFeedDt ? kMaxFeedDt : dt;
  int steps = 0;
  while (acc_ >= kStep - kSlack) {
    acc_ -= kStep;
    ++steps;
  }
  if (acc_ < 0) acc_ = 0;
  return steps;
}

void FixedStepClock::resync() {
  acc_ = 0;
  dropNext_ = true;
}

void FixedStepClock::reset() {
  acc_ = 0;
  dropNext_ = false;
}

}  // namespace sm
