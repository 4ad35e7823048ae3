#include "rigs/rex/knee_mark.h"

#include "render/label_fit.h"

namespace sm {

namespace {
constexpr const char* kWord = "knee";
constexpr float kRingShare = 0.35f;   // of the disc's radius
constexpr float kChipPadEm = 0.25f;   // around the word
constexpr float kChipHalfEm = 0.62f;  // half the chip's height: the word's ascenders and descenders
}  // namespace

void drawKneeMark(DrawList& out, Vec2 centre, float r) {
  out.circle(Style::Accent3, centre, r, true);
  out.circle(Style::Accent3Ring, centre, r, false, r * kRingShare);
}

void drawKneeLabel(DrawList& out, Vec2 at, float size, int align) {
  // The chip at the size the word will be drawn at, and only where it will be.
  const float s = out.labelSize(at, size, align, kWord);
  if (s > 0) {
    const float w = LabelFit::emWidth(kWord) * s, pad = kChipPadEm * s;
    const float left = align < 0 ? at.x : align > 0 ? at.x - w : at.x - w / 2;
    out.rect(Style::Accent3Ring, {left - pad, at.y - kChipHalfEm * s - pad / 2},
             {w + 2 * pad, 2 * kChipHalfEm * s + pad}, true);
  }
  out.text(Style::Accent3, at, size, align, kWord);
}

}  // namespace sm
