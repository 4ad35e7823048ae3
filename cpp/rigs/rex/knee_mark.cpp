#include "rigs/rex/knee_mark.h"

#include "rigs/rex/word_chip.h"

namespace sm {

namespace {
constexpr float kRingShare = 0.35f;  // of the disc's radius
}  // namespace

void drawKneeMark(DrawList& out, Vec2 centre, float r) {
  out.circle(Style::Accent3, centre, r, true);
  out.circle(Style::Accent3Ring, centre, r, false, r * kRingShare);
}

void drawKneeLabel(DrawList& out, Vec2 at, float size, int align) {
  drawWordOnChip(out, Style::Accent3Ring, Style::Accent3, at, size, align, "knee");
}

}  // namespace sm
