#pragma once

#include "rigs/front/rig.h"

namespace sm::front {

// One count of the routine, in seconds: the steady beat of a morning radio
// exercise.
constexpr float kCountSeconds = 0.6f;

// Which of the two knees the legs' IK finds, seen from the front.
enum class Knees { In = -1, Out = 1 };

// An exercise is its body drive as a function of the beat (counts since it
// began, 0 .. counts) and the side its knees bend to. Every exercise starts
// and ends on the standing pose, so the routine loops and chains without a pop.
struct Exercise {
  const char* name;
  int counts;
  Drive (*at)(float beat);
  Knees knees;
};

constexpr int kExerciseCount = 8;
extern const Exercise kRoutine[kExerciseCount];

// The knees turn from one exercise's side to the next one's over this many
// counts, half before the change and half after, passing through the front.
constexpr float kKneeTurnCounts = 1;

// Exercise e's drive `beat` counts in, its knees on the exercise's side or
// turning to or from a neighbour's across a change of exercise.
Drive routinePose(int e, float beat);

}  // namespace sm::front
