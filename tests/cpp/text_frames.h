#pragma once

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

// Calls f(label) for each label of d, at the scale the page's renderer gives
// the view (and pane) it is drawn in (render/frame.h viewScale).
template <class F>
void forEachPlacedLabel(const DrawList& d, Frame frame, F f) {
  LabelFit fit;
  fit.reset(frame);
  Rect pane = wholeFrame(frame);
  float scale = 1;
  for (std::size_t i = 0; i < d.size();) {
    const std::size_t n = commandFloats(d.data(), i);
    if (n == 0) return;
    const float* c = d.data() + i;
    if (c[0] == static_cast<float>(Op::Pane)) {
      pane = paneFromFractions(c + 1, frame);
      fit.setPane(pane);
      scale = 1;
    }
    if (c[0] == static_cast<float>(Op::View)) {
      scale = viewScale(c[3], c[4], paneFrame(pane));
      fit.setView({c[1], c[2]}, scale);
    }
    if (c[0] == static_cast<float>(Op::Text)) {
      const char* text = d.textData() + static_cast<std::size_t>(c[6]);
      const auto len = static_cast<std::size_t>(c[7]);
      const int align = static_cast<int>(c[3]);
      f(PlacedLabel{c[2] * scale, fit.box({c[4], c[5]}, c[2], align, text, len), pane, c[2], {c[4], c[5]}, align, text, len});
    }
    i += n;
  }
}

// Calls f(box in frame px) for each ellipse of d drawn in `style` (the
// backdrops' clouds are Ground), placed as the page's renderer places it.
template <class F>
void forEachPlacedEllipse(const DrawList& d, Frame frame, Style style, F f) {
  Rect pane = wholeFrame(frame);
  Vec2 centre{frame.w / 2, frame.h / 2};
  float scale = 1;
  for (std::size_t i = 0; i < d.size();) {
    const std::size_t n = commandFloats(d.data(), i);
    if (n == 0) return;
    const float* c = d.data() + i;
    if (c[0] == static_cast<float>(Op::Pane)) {
      pane = paneFromFractions(c + 1, frame);
      centre = {(pane.x1 - pane.x0) / 2, (pane.y1 - pane.y0) / 2};
      scale = 1;
    }
    if (c[0] == static_cast<float>(Op::View)) {
      centre = {c[1], c[2]};
      scale = viewScale(c[3], c[4], paneFrame(pane));
    }
    if (c[0] == static_cast<float>(Op::Ellipse) && c[1] == static_cast<float>(style)) {
      const float x = (c[4] - centre.x) * scale + (pane.x0 + pane.x1) / 2;
      const float y = (c[5] - centre.y) * scale + (pane.y0 + pane.y1) / 2;
      const float rx = c[6] * scale, ry = c[7] * scale;
      f(Rect{x - rx, y - ry, x + rx, y + ry});
    }
    i += n;
  }
}

// Calls f(size in CSS px, x, y, align, text, length) for each label of d.
template <class F>
void forEachLabel(const DrawList& d, Frame frame, F f) {
  forEachPlacedLabel(d, frame, [&](const PlacedLabel& l) { f(l.px, l.at.x, l.at.y, l.align, l.text, l.n); });
}

}  // namespace sm
