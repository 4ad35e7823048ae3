#pragma once

#include <memory>

#include "scenes/scene.h"

namespace sm {

// Stickman Spear Run, the page's default mode: a runner game on the lab's
// rig, gait, jump and thrust; keys, status and drawing around spear_run::Game.
std::unique_ptr<Scene> makeSpearRun();

}  // namespace sm
