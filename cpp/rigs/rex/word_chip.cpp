#include "rigs/rex/word_chip.h"

#include "render/label_fit.h"

namespace sm {

namespace {
constexpr float kChipPadEm = 0.25f;   // around the word
constexpr float kChipHalfEm = 0.62f;  // half the chip's height: the word's ascenders and descenders
}  // namespace

void drawWordOnChip(DrawList& out, Style chip, Style word, Vec2 at, float size, int align, const char* text) {
  const float s = out.labelSize(at, size, align, text);
  if (s > 0) {
    const float w = LabelFit::emWidth(text) * s, pad = kChipPadEm * s;
    const float left = align < 0 ? at.x : align > 0 ? at.x - w : at.x - w / 2;
    out.rect(chip, {left - pad, at.y - kChipHalfEm * s - pad / 2}, {w + 2 * pad, 2 * kChipHalfEm * s + pad}, true);
  }
  out.text(word, at, size, align, text);
}

}  // namespace sm
