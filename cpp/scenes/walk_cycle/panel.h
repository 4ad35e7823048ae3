#pragma once

#include "motion/scalar.h"
#include "render/draw_list.h"
#include "render/rows.h"

namespace sm::walk_cycle {

// The panel each lesson draws beside its walker.
constexpr Vec2 kPanelAt{262, 14}, kPanelSize{206, 224};
constexpr float kPanelL = kPanelAt.x + 10, kPanelR = kPanelAt.x + kPanelSize.x - 10;
constexpr float kTitleY = kPanelAt.y + 12;  // the title's baseline: rows under it start after it
constexpr float kText = 11, kSmall = 9.5f, kTiny = 8.5f;
// Where a walker beside the panel stands: its reach over a cycle centred in
// the space left of the panel. It reaches further ahead (toes, the forward
// hand) than behind, so its hip stands kReachAhead behind that middle.
constexpr float kReachAhead = 4.5f;
constexpr float kWalkerX = kPanelAt.x / 2 - kReachAhead;
// How wide that reach is (view units): heel to toes and the forward hand, 08's raw foot included.
constexpr float kWalkerReach = 90;

// The panel's box (framed where its words fit it as drawn) and its title.
void panelBox(DrawList& out, const char* title);

// Rows for the panel's lines and drawings, the first under the title.
inline Rows panelRows(const DrawList& out) {
  Rows rows(out);
  rows.at(kTitleY);
  return rows;
}

// A horizontal gauge: track from lo to hi, marker at v.
void gauge(DrawList& out, Vec2 at, float w, float lo, float hi, float v, Style s);

// A graph of samples newest-right between x0 and x1, value v mapped by y(v).
template <class History, class Map>
void graph(DrawList& out, Style s, const History& h, int n, float x0, float x1, Map y, float width) {
  constexpr int kMaxPoints = 160;
  Vec2 pts[kMaxPoints];
  n = n > kMaxPoints ? kMaxPoints : n;
  for (int i = 0; i < n; ++i) {
    const float u = static_cast<float>(i) / static_cast<float>(n - 1);
    pts[i] = {lerp(x1, x0, u), y(h.at(i))};
  }
  out.poly(s, pts, n, 0, width);
}

// The same, over the whole history.
template <class History, class Map>
void graph(DrawList& out, Style s, const History& h, float x0, float x1, Map y, float width) {
  graph(out, s, h, History::kSize, x0, x1, y, width);
}

}  // namespace sm::walk_cycle
