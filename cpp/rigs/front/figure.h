#pragma once

#include "rigs/front/rig.h"

namespace sm {
class DrawList;
}

namespace sm::front {

// The floor marks where the feet are pinned, then the figure: legs, torso,
// shoulders, head, and the arms last so an arm across the chest shows.
void draw(const Pose& p, DrawList& out);

}  // namespace sm::front
