#pragma once

#include <algorithm>

#include "motion/vec2.h"

namespace sm {

// The canvas a scene is drawn for, in CSS px. A view setting, never state a
// scene plays from: the same inputs give the same poses at any frame.
struct Frame {
  float w, h;
};
// The desktop stage (16:9) until the page says otherwise.
inline constexpr Frame kDefaultFrame{894, 503};
// Larger than any screen: a side past it is a mistake, not a stage.
inline constexpr float kMaxFramePx = 16384;
// Smaller than a pixel is no stage to lay out for: text fitted to a frame of
// 1e-40 px grows to infinity (found by tests/fuzz/scene_fuzz.cpp).
inline constexpr float kMinFramePx = 1;
// The smallest label a person reads on any screen.
inline constexpr float kMinTextPx = 12;

// Finite, from kMinFramePx to kMaxFramePx a side.
inline bool validFrame(float w, float h) {
  return w >= kMinFramePx && h >= kMinFramePx && w <= kMaxFramePx && h <= kMaxFramePx;  // false for NaN too
}

// CSS px per world unit for a View op of size w x h, exactly as the page's
// renderer fits it (web/renderer.js, OP.VIEW): the whole view inside the
// canvas (or the pane it is drawn in, as its frame), or with w = 0 its
// height h filling it.
inline float viewScale(float w, float h, Frame f) {
  return w > 0 ? std::min(f.w / w, f.h / h) : f.h / h;
}

struct Rect {
  float x0, y0, x1, y1;
};

// A pane: the part of the canvas (frame px) later views are fitted into and
// clipped to, as if it were the whole canvas (a Pane op). The whole frame by
// default.
inline Rect wholeFrame(Frame f) { return {0, 0, f.w, f.h}; }
inline Frame paneFrame(Rect p) { return {p.x1 - p.x0, p.y1 - p.y0}; }
// A Pane op's operands: its rectangle as fractions of the frame, so the page
// scales it to whatever pixels its canvas has; all zero is the whole frame.
inline Rect paneFractions(Rect p, Frame f) { return {p.x0 / f.w, p.y0 / f.h, (p.x1 - p.x0) / f.w, (p.y1 - p.y0) / f.h}; }
inline Rect paneFromFractions(const float* xywh, Frame f) {
  if (!(xywh[2] > 0 && xywh[3] > 0)) return wholeFrame(f);
  return {xywh[0] * f.w, xywh[1] * f.h, (xywh[0] + xywh[2]) * f.w, (xywh[1] + xywh[3]) * f.h};
}

// The world the canvas shows for a view centred at c with scale s.
inline Rect visibleRect(Vec2 c, float s, Frame f) {
  const float hw = f.w / 2 / s, hh = f.h / 2 / s;
  return {c.x - hw, c.y - hh, c.x + hw, c.y + hh};
}

}  // namespace sm
