#pragma once

#include "render/draw_list.h"

namespace sm::spear_run {

// One line of a card: its desktop size and place (y from the card's top), and
// whether a small screen may leave it out.
struct CardLine {
  Style style;
  float size;
  float y;
  const char* text;
  bool secondary = false;
};

// A card of lines centred on x, its box at top (h tall) where every line is
// legible as it stands; on a smaller frame the lines are raised to the
// legible size and stacked, and secondary ones that no longer fit are left
// out. Returns the top of the box drawn.
float drawCard(DrawList& out, float x, float top, float h, const CardLine* lines, int n);

}  // namespace sm::spear_run
