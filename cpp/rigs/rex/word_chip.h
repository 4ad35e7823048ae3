#pragma once

#include "render/draw_list.h"

namespace sm {

// A word on a chip of its own colour, so it reads on the rex and off it
// alike: the knee's yellow on dark, a joint's name in the paper's colour on
// the dark body, which a small stage draws larger than the body is wide.
// The chip is drawn at the size the word will be drawn at, and only where it
// will be.
void drawWordOnChip(DrawList& out, Style chip, Style word, Vec2 at, float size, int align, const char* text);

}  // namespace sm
