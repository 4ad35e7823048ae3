#include "rigs/front/figure.h"

#include "render/draw_list.h"

namespace sm::front {

namespace {

// The side view's limb widths, so the two stickmen look like one person.
constexpr float kLegRoot = 7, kLegTip = 4, kArmRoot = 5.5f, kArmTip = 3.5f;
constexpr float kFootLength = 7;
// A foot farther than this from its mark is drifting: the FK failure, drawn.
constexpr float kDriftShown = 0.5f;

void floorMark(const Pose& p, int side, DrawList& out) {
  const Vec2 mark = p.mark[side];
  out.ellipse(Style::Accent2, mark + Vec2{kOutward[side] * 3, 2}, 9, 3, 0, false, 1.5f);
  const Vec2 foot = p[FootL + side];
  if (distance(foot, p.footTarget[side]) > kDriftShown) out.line(Style::Warn, p.footTarget[side], foot, 1.5f);
}

void leg(const Pose& p, int side, DrawList& out) {
  const Vec2 foot = p[FootL + side];
  out.limb(Style::Ink, p[HipL + side], p[KneeL + side], foot, kLegRoot, kLegTip);
  // Toes turned out, the way the knees point.
  out.line(Style::Ink, foot, foot + Vec2{kOutward[side] * kFootLength, 1.5f}, 4);
}

void arm(const Pose& p, int side, DrawList& out) {
  out.limb(Style::Ink, p[ShoulderL + side], p[ElbowL + side], p[HandL + side], kArmRoot, kArmTip);
}

}  // namespace

void draw(const Pose& p, DrawList& out) {
  for (int s = kLeft; s <= kRight; ++s) floorMark(p, s, out);
  for (int s = kLeft; s <= kRight; ++s) leg(p, s, out);
  out.line(Style::Ink, p[HipL], p[HipR], 6);
  out.limb(Style::Ink, p[Pelvis], lerp(p[Pelvis], p[Chest], 0.5f), p[Chest], 8, 6.5f);
  out.line(Style::Ink, p[ShoulderL], p[ShoulderR], 5.5f);
  out.line(Style::Ink, p[Chest], p[Head], 5);
  out.circle(Style::Ink, p[Head], kHeadR, true);
  for (int s = kLeft; s <= kRight; ++s) arm(p, s, out);
}

}  // namespace sm::front
