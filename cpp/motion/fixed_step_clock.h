#pragma once

namespace sm {

// Frame time in, whole fixed steps out. A frame's dt is capped and piled into
// an accumulator that is paid out in steps of kStep, so the motion is the same
// at 30, 60 or 144 Hz and for the same dt sequence always identical.
class FixedStepClock {
 public:
  static constexpr float kStep = 1.0f / 60;
  static constexpr float kMaxFeedDt = 0.05f;

  // How many fixed steps this frame's dt pays for. NaN, infinite or negative
  // dt counts as 0; the first dt after resync() is dropped.
  int feed(float dt);
  // The loop restarts after a stop: time that piled up must not be played.
  void resync();
  void reset();

  float pending() const { return acc_; }

 private:
  float acc_ = 0;
  bool dropNext_ = false;
};

}  // namespace sm
