#pragma once

#include <memory>

#include "scenes/scene.h"

namespace sm {

constexpr int kWalkSceneCount = 9;

// The nine walk-cycle scenes: one walker and one walk clock, each scene
// showing one value of the walk with its own panel. number is 1..9.
std::unique_ptr<Scene> makeWalkCycle(int number);

template <int N>
std::unique_ptr<Scene> makeWalkCycleScene() {
  static_assert(N >= 1 && N <= kWalkSceneCount, "walk scenes are numbered 1..9");
  return makeWalkCycle(N);
}

}  // namespace sm
