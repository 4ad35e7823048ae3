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
// The smallest label a person reads on any screen.
inline constexpr float kMinTextPx = 12;

// Finite, positive and at most kMaxFramePx a side.
inline bool validFrame(float w, float h) {
  return w > 0 && h > 0 && w <= kMaxFramePx && h <= kMaxFramePx;  // false for NaN too
}

// CSS px per world unit for a View op of size w x h, exactly as the page's
// renderer fits it (web/renderer.js, OP.VIEW): the whole view inside the
// canvas, or with w = 0 its height h filling the canvas.
inline float viewScale(float w, float h, Frame f) {
  return w > 0 ? std::min(f.w / w, f.h / h) : f.h / h;
}

struct Rect {
  float x0, y0, x1, y1;
};

// The world the canvas shows for a view centred at c with scale s.
inline Rect visibleRect(Vec2 c, float s, Frame f) {
  const float hw = f.w / 2 / s, hh = f.h / 2 / s;
  return {c.x - hw, c.y - hh, c.x + hw, c.y + hh};
}

}  // namespace sm
