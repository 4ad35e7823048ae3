#pragma once

#include "rigs/rex/rig.h"
#include "rigs/rex/flesh.h"

namespace sm::rex {

// The flesh for a rex a few dozen pixels tall (a game sprite at about 32 to
// 120 px): a bigger, blunter head, an eye large enough to stay a light spot,
// a thicker tail and legs, and paper cuts that keep the jaw line, the tiny
// arm and the thigh apart from the dark body.
extern const Look kSpriteLook;

// The rex at another size and place (a game sprite): every point, and every
// flesh width, mapped by x -> offset + x * scale. Solving and building flesh
// at the lab's size first keeps one rig for both.
void place(RexPose& p, Vec2 offset, float scale);
void place(RexFlesh& f, Vec2 offset, float scale);

}  // namespace sm::rex
