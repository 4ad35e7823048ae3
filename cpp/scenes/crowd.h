#pragma once

#include <memory>

#include "scenes/scene.h"

namespace sm {

// Crowd: N stickmen (param "count", 1..3000) walking, jogging and running
// across the stage in lanes, each at its own phase. The benchmark of scale:
// nothing new is rigged, every figure is the stickman with its own gait clock.
std::unique_ptr<Scene> makeCrowd();

}  // namespace sm
