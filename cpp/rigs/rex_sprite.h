#pragma once

#include "rigs/rex.h"
#include "rigs/rex_flesh.h"

namespace sm::rex {

// The rex at another size and place (a game sprite): every point, and every
// flesh width, mapped by x -> offset + x * scale. Solving and building flesh
// at the lab's size first keeps one rig for both.
void place(RexPose& p, Vec2 offset, float scale);
void place(RexFlesh& f, Vec2 offset, float scale);

}  // namespace sm::rex
