#pragma once

#include <memory>

#include "scenes/scene.h"

namespace sm {

// The walk-cycle scenes: one walker and one walk clock, each lesson showing
// one value of the walk with its own panel (walk_cycle/lessons/).
int walkLessonCount();
const char* walkLessonId(int index);
const char* walkLessonTitle(int index);
// index is 0-based and clamped to the lessons there are.
std::unique_ptr<Scene> makeWalkLesson(int index);
// number is 1-based, as in the lessons' ids.
std::unique_ptr<Scene> makeWalkCycle(int number);

}  // namespace sm
