#pragma once

#include <memory>

#include "scenes/scene.h"

namespace sm {

// Motion Lab: the stickman's repertoire, one motion at a time; <- and -> step
// through it and every switch is eased, never popped.
std::unique_ptr<Scene> makeLab();

}  // namespace sm
