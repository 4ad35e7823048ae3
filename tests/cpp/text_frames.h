#pragma once

#include <cmath>

#include "motion/scalar.h"
#include "render/draw_list.h"
#include "render/frame.h"
#include "render/label_fit.h"
#include "render/op_layout.h"

namespace sm {

// Stage sizes in CSS px: a 358 px wide phone's, the site page's on a 390x844
// phone (portrait) and on an 844x390 one (landscape), and the desktop.
inline constexpr Frame kTestFrames[] = {{358, 201}, {372, 208}, {483, 271}, {894, 503}};
// The site page's canvas upright on a 390x844 phone (measured), a 375x667 one and a 360x640 one.
inline constexpr Frame kUpright[] = {{372, 621}, {341, 498}, {326, 478}};

// One label as the page's renderer draws it: its size in CSS px, its box in
// frame px (estimated wide, as LabelFit keeps it) and the pane it is clipped to.
struct PlacedLabel {
  float px;
  Rect box, pane;
  float size;  // as recorded, in view units
  Vec2 at;
  int align;
  const char* text;
  std::size_t n;
};

// Where the page's renderer puts a command: the pane (frame px) and the view
// (its centre, and its scale: render/frame.h viewScale) it is drawn in.
struct Placement {
  Rect pane;
  Vec2 centre;
  float scale;
  Vec2 toFrame(Vec2 p) const {
    return {(p.x - centre.x) * scale + (pane.x0 + pane.x1) / 2, (p.y - centre.y) * scale + (pane.y0 + pane.y1) / 2};
  }
};

// Calls f(command's floats, placement) for each command of d.
template <class F>
void forEachPlacedCommand(const DrawList& d, Frame frame, F f) {
  Placement at{wholeFrame(frame), {frame.w / 2, frame.h / 2}, 1};
  for (std::size_t i = 0; i < d.size();) {
    const std::size_t n = commandFloats(d.data(), i);
    if (n == 0) return;
    const float* c = d.data() + i;
    if (c[0] == static_cast<float>(Op::Pane)) {
      at.pane = paneFromFractions(c + 1, frame);
      at.centre = {(at.pane.x1 - at.pane.x0) / 2, (at.pane.y1 - at.pane.y0) / 2};
      at.scale = 1;
    }
    if (c[0] == static_cast<float>(Op::View)) {
      at.centre = {c[1], c[2]};
      at.scale = viewScale(c[3], c[4], paneFrame(at.pane));
    }
    f(c, at);
    i += n;
  }
}

// Calls f(label) for each label of d, placed as the page's renderer places it.
template <class F>
void forEachPlacedLabel(const DrawList& d, Frame frame, F f) {
  LabelFit fit;
  fit.reset(frame);
  forEachPlacedCommand(d, frame, [&](const float* c, const Placement& at) {
    if (c[0] != static_cast<float>(Op::Text)) return;
    fit.setPane(at.pane);
    fit.setView(at.centre, at.scale);
    const char* text = d.textData() + static_cast<std::size_t>(c[6]);
    const auto len = static_cast<std::size_t>(c[7]);
    const int align = static_cast<int>(c[3]);
    f(PlacedLabel{c[2] * at.scale, fit.box({c[4], c[5]}, c[2], align, text, len), at.pane, c[2], {c[4], c[5]}, align, text, len});
  });
}

// Calls f(box in frame px) for each ellipse of d drawn in `style` (the
// backdrops' clouds are Ground).
template <class F>
void forEachPlacedEllipse(const DrawList& d, Frame frame, Style style, F f) {
  forEachPlacedCommand(d, frame, [&](const float* c, const Placement& at) {
    if (c[0] != static_cast<float>(Op::Ellipse) || c[1] != static_cast<float>(style)) return;
    const Vec2 o = at.toFrame({c[4], c[5]});
    const float rx = c[6] * at.scale, ry = c[7] * at.scale;
    f(Rect{o.x - rx, o.y - ry, o.x + rx, o.y + ry});
  });
}

// Calls f(point in frame px, command) for points along each line, polyline,
// limb, circle and rectangle's edge of d (a panel's Paper ground aside),
// where they are inside the pane they are drawn in: the renderer clips them
// there. For checks that words stay off drawings.
template <class F>
void forEachDrawnPoint(const DrawList& d, Frame frame, F f) {
  constexpr int kSteps = 40;  // a point every few px along the longest line
  forEachPlacedCommand(d, frame, [&](const float* c, const Placement& at) {
    auto visit = [&](Vec2 p) {
      if (p.x >= at.pane.x0 && p.x <= at.pane.x1 && p.y >= at.pane.y0 && p.y <= at.pane.y1) f(p, c);
    };
    auto along = [&](Vec2 a, Vec2 b) {
      a = at.toFrame(a), b = at.toFrame(b);
      for (int i = 0; i <= kSteps; ++i) visit(a + (b - a) * (static_cast<float>(i) / kSteps));
    };
    const Op op = static_cast<Op>(static_cast<int>(c[0]));
    if (op == Op::Line) along({c[3], c[4]}, {c[5], c[6]});
    if (op == Op::Poly)
      for (int i = 0; i + 1 < static_cast<int>(c[4]); ++i) along({c[5 + 2 * i], c[6 + 2 * i]}, {c[7 + 2 * i], c[8 + 2 * i]});
    if (op == Op::Limb) along({c[4], c[5]}, {c[6], c[7]}), along({c[6], c[7]}, {c[8], c[9]});
    if (op == Op::Rect && c[1] != static_cast<float>(Style::Paper)) {
      const Vec2 a{c[4], c[5]}, b{c[4] + c[6], c[5] + c[7]};
      along(a, {b.x, a.y}), along({b.x, a.y}, b), along(b, {a.x, b.y}), along({a.x, b.y}, a);
    }
    if (op == Op::Circle) {
      const Vec2 o = at.toFrame({c[4], c[5]});
      const float r = c[6] * at.scale;
      for (int i = 0; i < 16; ++i) {
        const float t = kTau * static_cast<float>(i) / 16;
        visit(o + Vec2{r * std::cos(t), r * std::sin(t)});
      }
    }
    // An ellipse's outline (a cloud, the solve layer's reach and bones), a
    // point every few px round it.
    if (op == Op::Ellipse) {
      const Vec2 o{c[4], c[5]};
      const float rx = c[6], ry = c[7], turn = c[8];
      for (int i = 0; i < kSteps * 2; ++i) {
        const float t = kTau * static_cast<float>(i) / (kSteps * 2);
        const Vec2 e{rx * std::cos(t), ry * std::sin(t)};
        visit(at.toFrame(o + Vec2{e.x * std::cos(turn) - e.y * std::sin(turn), e.x * std::sin(turn) + e.y * std::cos(turn)}));
      }
    }
  });
}

// Calls f(size in CSS px, x, y, align, text, length) for each label of d.
template <class F>
void forEachLabel(const DrawList& d, Frame frame, F f) {
  forEachPlacedLabel(d, frame, [&](const PlacedLabel& l) { f(l.px, l.at.x, l.at.y, l.align, l.text, l.n); });
}

}  // namespace sm
