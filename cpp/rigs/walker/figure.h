#pragma once

#include "rigs/walker/rig.h"

namespace sm {
class DrawList;
}

namespace sm::walker {

// Circle head and round sticks: far limbs first, thinner and in the far ink,
// then the body and the near limbs.
void draw(const Walker& w, DrawList& out);

}  // namespace sm::walker
