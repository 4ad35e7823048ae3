#pragma once

#include <memory>

#include "scenes/scene.h"

namespace sm {

// Rex lab: the Tyrannosaurus rig walking or running in place over scrolling
// ground, with its support range, centre of mass and a bird reference leg in
// the same phase; every diagnostic layer can be switched off.
std::unique_ptr<Scene> makeRexLab();

}  // namespace sm
