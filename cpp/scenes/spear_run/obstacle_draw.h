#pragma once

#include "render/draw_list.h"
#include "scenes/spear_run/course.h"

namespace sm::spear_run {

// One per obstacle kind (the kind table names which): the obstacle in its box
// on the ground, in style s (Warn when it is what the runner hit).
void drawRock(const Obstacle& o, const Box& b, Style s, DrawList& out);
void drawHurdle(const Obstacle& o, const Box& b, Style s, DrawList& out);
void drawDummy(const Obstacle& o, const Box& b, Style s, DrawList& out);
void drawCrates(const Obstacle& o, const Box& b, Style s, DrawList& out);
void drawRockPair(const Obstacle& o, const Box& b, Style s, DrawList& out);
void drawBird(const Obstacle& o, const Box& b, Style s, DrawList& out);

void drawObstacle(const Obstacle& o, const Box& b, Style s, DrawList& out);
// A broken target's pieces, flung up and back from where it stood.
void drawDebris(const Obstacle& o, const Box& b, DrawList& out);

}  // namespace sm::spear_run
