#include "rigs/stickman/figure.h"

#include "render/draw_list.h"

namespace sm::stickman {

namespace {

struct LimbWidths {
  float root, tip;
};
constexpr LimbWidths kLeg{7, 4}, kArm{5.5f, 3.5f};
// Far limbs are drawn thinner as well as fainter, for depth without 3D.
constexpr float kFarScale = 0.8f;

void limbs(const Pose& p, DrawList& out, int side, Style style, float scale) {
  out.limb(style, p[HipNear + side], p[KneeNear + side], p[FootNear + side], kLeg.root * scale,
           kLeg.tip * scale);
  out.limb(style, p[ShoulderNear + side], p[ElbowNear + side], p[HandNear + side], kArm.root * scale,
           kArm.tip * scale);
}

}  // namespace

void draw(const Pose& p, DrawList& out) {
  limbs(p, out, kFar, Style::InkFar, kFarScale);
  out.poly(Style::Ink, &p.joints[Hair0], 4, 0, 3);
  out.limb(Style::Ink, p[Pelvis], lerp(p[Pelvis], p[Chest], 0.5f), p[Chest], 8, 6.5f);
  out.line(Style::Ink, p[Chest], p[Head], 5);
  out.circle(Style::Ink, p[Head], p.headR, true);
  if (p.spear) out.line(Style::Ink, p[SpearButt], p[SpearTip], 3);
  limbs(p, out, kNear, Style::Ink, 1);
}

}  // namespace sm::stickman
