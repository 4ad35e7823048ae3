#include "rigs/rex/bird_leg.h"

#include "motion/scalar.h"
#include "rigs/rex/knee_mark.h"

namespace sm {

namespace {
// The foot lands under the body: a bird's ankle stays behind its knee all stride.
constexpr FootGait kBirdFoot{9, rad(16), rad(1.5f), rad(30), rad(35)};
constexpr float kLabelSize = 13;
}  // namespace

GaitParams birdGait(const GaitParams& rex) {
  GaitParams g = rex;
  g.stride *= kBirdScale;
  g.stepHeight *= kBirdScale * 0.75f;
  g.bob *= kBirdScale;
  g.hipDrop *= kBirdScale;
  return g;
}

BirdLeg birdLegAt(float phase, const GaitParams& rexGait, Vec2 origin) {
  const GaitParams g = birdGait(rexGait);
  const Vec2 hip{origin.x, origin.y - (kBirdHipHeight - g.hipDrop) - hipRise(phase, g)};
  BirdLeg b;
  b.leg = solveLeg(hip, placeFoot(phase, g, origin, kBirdFoot), kBirdBones);
  b.planted = wrap01(phase) < g.duty;
  return b;
}

void drawBirdLeg(const BirdLeg& b, DrawList& out, bool labels) {
  const LegPoints& l = b.leg;
  // A hint of the body the hip hangs from, so the femur reads as tucked in.
  out.ellipse(Style::Muted, l.hip + Vec2{4, -10}, 34, 20, 0, false, 1.5f);
  out.line(Style::Ink, l.hip, l.knee, 5);
  out.line(Style::Ink, l.knee, l.ankle, 4);
  out.line(Style::Ink, l.ankle, l.metatarsus, 3.5f);
  out.line(Style::Ink, l.metatarsus, l.toe, 2.5f);
  out.line(Style::Ink, l.metatarsus, l.innerToe, 2);
  out.circle(Style::Muted, l.hip, 5, true);
  drawKneeMark(out, l.knee, 5.5f);
  out.circle(Style::Accent2, l.ankle, 5.5f, true);
  out.circle(Style::Accent2, l.metatarsus, 4.5f, true);
  if (!labels) return;
  // Hip to the left, knee to the right: the knee swings forward of the hip
  // (and up near it), so the two words never meet.
  out.text(Style::Muted, l.hip + Vec2{-10, 0}, kLabelSize, 1, "hip");
  drawKneeLabel(out, l.knee + Vec2{10, 0}, kLabelSize, -1);
  out.text(Style::Accent2, l.ankle + Vec2{-10, 0}, kLabelSize, 1, "ankle");
  out.text(Style::Accent2, l.metatarsus + Vec2{-8, 10}, kLabelSize, 1, "toe");
}

}  // namespace sm
