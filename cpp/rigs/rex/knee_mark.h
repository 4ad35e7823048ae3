#pragma once

#include "render/draw_list.h"

namespace sm {

// The knee as the article colours it, yellow, on the rex and on the bird leg.
// No yellow stands out on light paper, and the yellow of the dark theme sinks
// into its light rex, so the knee's disc has a dark ring (accent3-ring) and its
// word sits on a chip of the same dark (word_chip.h): in either theme, on
// paper or on the body, the yellow or its ring stands out.
void drawKneeMark(DrawList& out, Vec2 centre, float r);
void drawKneeLabel(DrawList& out, Vec2 at, float size, int align);

}  // namespace sm
