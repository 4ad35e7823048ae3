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

// A card's box (its top and height on the desktop) and its lines; a line
// whose text is null takes the next of the texts the caller fills in.
struct Card {
  static constexpr int kMaxLines = 5;
  float top, h;
  int n;
  CardLine lines[kMaxLines];
};

// A card centred on x, drawn as given where every line is legible as it
// stands; on a smaller frame the lines are raised to the legible size and
// stacked, and secondary ones that no longer fit are left out. Returns the
// top of the box drawn.
float drawCard(DrawList& out, float x, const Card& card, const char* const* filled);

}  // namespace sm::spear_run
