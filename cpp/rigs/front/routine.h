#pragma once

#include "rigs/front/rig.h"

namespace sm::front {

// One count of the routine, in seconds: the steady beat of a morning radio
// exercise.
constexpr float kCountSeconds = 0.6f;

// An exercise is its body drive as a function of the beat (counts since it
// began, 0 .. counts). Every exercise starts and ends on the standing pose, so
// the routine loops and chains without a pop.
struct Exercise {
  const char* name;
  int counts;
  Drive (*at)(float beat);
};

constexpr int kExerciseCount = 8;
extern const Exercise kRoutine[kExerciseCount];

}  // namespace sm::front
