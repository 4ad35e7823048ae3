#pragma once

#include "render/draw_list.h"
#include "render/frame.h"

namespace sm::walk_cycle {

// The stacked layout of a frame taller than wide: the walker part on top and
// the panel part under it, each in its own pane (frame px) at its own scale.
struct Stack {
  Rect walker, panel;
};

inline bool stacked(Frame f) { return f.h > f.w; }

// The panel's pane is as tall as its area needs for the panel's smallest
// text to reach kMinTextPx unraised, within the frame's width and never more
// than most of its height; the walkers take the rest.
Stack stackFor(Frame f, Rect panelArea);

// A view showing area (view units), fitted into the current pane.
void viewOf(DrawList& out, Rect area);

}  // namespace sm::walk_cycle
