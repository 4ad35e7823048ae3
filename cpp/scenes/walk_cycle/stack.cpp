#include "scenes/walk_cycle/stack.h"

#include <algorithm>

#include "scenes/walk_cycle/panel.h"

namespace sm::walk_cycle {

namespace {
constexpr float kMaxPanelShare = 0.75f;  // of the frame's height; the walkers keep the rest
}  // namespace

Stack stackFor(Frame f, Rect area) {
  const float w = area.x1 - area.x0, h = area.y1 - area.y0;
  // A hair over kMinTextPx, so float rounding never has LabelFit raise it.
  constexpr float kUnraised = kMinTextPx / kTiny * 1.001f;
  const float scale = std::min({kUnraised, f.w / w, f.h * kMaxPanelShare / h});
  const float top = f.h - h * scale;
  return {{0, 0, f.w, top}, {0, top, f.w, f.h}};
}

void viewOf(DrawList& out, Rect a) { out.view({(a.x0 + a.x1) / 2, (a.y0 + a.y1) / 2}, a.x1 - a.x0, a.y1 - a.y0); }

}  // namespace sm::walk_cycle
