#pragma once

#include "render/draw_list.h"
#include "scenes/spear_run/game.h"

namespace sm::spear_run {

// The world: far hills and the ground scrolling at their own rates, jumped
// obstacles, the runner, then targets (in front, so a spear goes into them)
// and the straw and splinters of broken ones.
void drawWorld(const Game& g, DrawList& out);
// Score, best, and the start, pause and game-over cards.
void drawHud(const Game& g, DrawList& out);

}  // namespace sm::spear_run
