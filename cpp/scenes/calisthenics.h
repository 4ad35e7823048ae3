#pragma once

#include <memory>

#include "scenes/scene.h"

namespace sm {

// Calisthenics: a front-view stickman doing a looping morning exercise
// routine with its feet pinned to the floor by IK; I switches the legs to FK,
// where the feet float and slide as the body sways.
std::unique_ptr<Scene> makeCalisthenics();

}  // namespace sm
