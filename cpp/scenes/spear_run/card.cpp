#include "scenes/spear_run/card.h"

#include <algorithm>

#include "render/label_fit.h"

namespace sm::spear_run {

namespace {

constexpr float kDesktopWidth = 600;
// Line pitch in ems when stacked, and the card's padding and edge margin (world units).
constexpr float kPitchEm = 1.3f, kPad = 16, kMargin = 20;

void box(DrawList& out, float x, float top, float w, float h) {
  const Vec2 at{x - w / 2, top};
  out.rect(Style::Paper, at, {w, h}, true);
  out.rect(Style::Muted, at, {w, h}, false, 2);
}

}  // namespace

float drawCard(DrawList& out, float x, const Card& card, const char* const* filled) {
  const float top = card.top, h = card.h;
  const int n = card.n;
  const CardLine* lines = card.lines;
  const char* text[Card::kMaxLines];
  for (int i = 0, k = 0; i < n; ++i) text[i] = lines[i].text ? lines[i].text : filled[k++];
  const float least = out.minText();
  bool roomy = true;
  for (int i = 0; i < n; ++i) roomy = roomy && lines[i].size >= least;
  if (roomy) {
    box(out, x, top, kDesktopWidth, h);
    for (int i = 0; i < n; ++i) out.text(lines[i].style, {x, top + lines[i].y}, lines[i].size, 0, text[i]);
    return top;
  }
  // Stacked at legible sizes, as wide as the canvas allows.
  const Rect shown = out.visible();
  const float widest = shown.x1 - shown.x0 - 2 * kMargin - 2 * kPad;
  bool keep[Card::kMaxLines] = {};
  float w = kDesktopWidth - 2 * kPad, stack = 0;
  for (int i = 0; i < n; ++i) {
    const float size = std::max(lines[i].size, least);
    const float lw = LabelFit::emWidth(text[i]) * size;
    keep[i] = !lines[i].secondary || lw <= widest;
    if (!keep[i]) continue;
    w = std::max(w, std::min(lw, widest));
    stack += kPitchEm * size;
  }
  const float centre = top + h / 2;
  const float boxH = stack + 2 * kPad;
  const float boxTop = centre - boxH / 2;
  box(out, x, boxTop, w + 2 * kPad, boxH);
  float y = boxTop + kPad;
  for (int i = 0; i < n; ++i) {
    if (!keep[i]) continue;
    const float size = std::max(lines[i].size, least);
    out.text(lines[i].style, {x, y + kPitchEm * size / 2}, size, 0, text[i]);
    y += kPitchEm * size;
  }
  return boxTop;
}

}  // namespace sm::spear_run
