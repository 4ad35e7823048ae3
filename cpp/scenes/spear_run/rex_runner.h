#pragma once

#include <memory>

#include "scenes/spear_run/runner.h"

namespace sm::spear_run {

// The rex of the rex lab at kRexScale: the same RexDrive -> RexPose -> flesh,
// its run cadence scaled with the game's speed; the stickman's jump curve
// lifts it, and its thrust is a bite.
std::unique_ptr<Runner> makeRexRunner();

}  // namespace sm::spear_run
