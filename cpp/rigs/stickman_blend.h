#pragma once

#include "rigs/stickman.h"

namespace sm::stickman {

// A Drive between `a` (w = 0) and `b` (w = 1), for cross-fading one motion
// into another without a pop. Arms are compared as FK angles measured from
// each Drive's own solve (an IK grip becomes the angles that reach it), so an
// arm swinging freely and an arm on the spear blend through the shortest
// turn; at w = 0 and w = 1 every joint lands where a or b alone puts it. The
// spear's ends blend too; a Drive without one keeps it in the near hand.
Drive crossFade(const Drive& a, const Drive& b, float w);

}  // namespace sm::stickman
