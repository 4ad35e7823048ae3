#pragma once

#include <memory>

#include "scenes/spear_run/runner.h"

namespace sm::spear_run {

// The stickman with his long spear: the lab's run (same GaitClock, kRun and
// locomotion, its cadence scaled with the game's speed so planted feet keep
// pace with the ground), the lab's jump and the lab's thrust layered on top.
std::unique_ptr<Runner> makeStickmanRunner();

}  // namespace sm::spear_run
