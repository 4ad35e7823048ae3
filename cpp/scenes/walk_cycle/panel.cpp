#include "scenes/walk_cycle/panel.h"

namespace sm::walk_cycle {

void panelBox(DrawList& out, const char* title) {
  out.rect(Style::Paper, kPanelAt, kPanelSize, true);
  // Where its words are drawn larger than asked (a small stage), they reach
  // past the box: the panel is then a column of words without a frame to cross.
  if (!(kSmall < out.minText())) out.rect(Style::Muted, kPanelAt, kPanelSize, false, 1);
  out.text(Style::Muted, {kPanelL, kTitleY}, kText, -1, title);
}

void gauge(DrawList& out, Vec2 at, float w, float lo, float hi, float v, Style s) {
  out.line(Style::Muted, at, {at.x + w, at.y}, 2);
  const float u = clamp((v - lo) / (hi - lo), 0, 1);
  out.circle(s, {at.x + u * w, at.y}, 4, true);
}

}  // namespace sm::walk_cycle
