#pragma once

#include "rigs/stickman/rig.h"

namespace sm {
class DrawList;
}

namespace sm::stickman {

// Far limbs first (thinner, in the far ink), then hair, torso, head, the spear
// and the near limbs: rubber-hose limbs through each limb's three points.
void draw(const Pose& p, DrawList& out);

}  // namespace sm::stickman
