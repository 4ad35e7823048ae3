#include "rigs/stickman_blend.h"

#include <cmath>

#include "motion/ik.h"
#include "motion/scalar.h"

namespace sm::stickman {

namespace {

float wrapAngle(float a) { return a - kTau * std::floor((a + kPi) / kTau); }
float angleFromDown(Vec2 v) { return std::atan2(v.x, v.y); }
float lerpAngle(float a, float b, float t) { return a + wrapAngle(b - a) * t; }

struct ArmAngles {
  float angle, flex;
  Vec2 hand;
};

ArmAngles anglesOf(const Drive& d, int side, Vec2 shoulder) {
  const ArmDrive& arm = d.arm[side];
  if (!arm.useIk) {
    const Vec2 elbow = shoulder + fromDown(arm.angle) * kUpperArm;
    return {arm.angle, arm.flex, elbow + fromDown(arm.angle + arm.flex) * kForearm};
  }
  const TwoBoneIk ik{shoulder, arm.target, kUpperArm, kForearm, arm.bendSign};
  const Vec2 elbow = ik.joint(), hand = ik.end();
  const float upper = angleFromDown(elbow - shoulder);
  return {upper, wrapAngle(angleFromDown(hand - elbow) - upper), hand};
}

}  // namespace

Drive crossFade(const Drive& a, const Drive& b, float w) {
  w = clamp(std::isfinite(w) ? w : 0, 0, 1);
  Drive d;
  d.pelvis = lerp(a.pelvis, b.pelvis, w);
  d.lean = lerp(a.lean, b.lean, w);
  const Vec2 sa = chestOf(a), sb = chestOf(b);
  Vec2 handNear[2];
  for (int side = kNear; side <= kFar; ++side) {
    d.foot[side] = lerp(a.foot[side], b.foot[side], w);
    const ArmAngles x = anglesOf(a, side, sa), y = anglesOf(b, side, sb);
    d.arm[side].angle = lerpAngle(x.angle, y.angle, w);
    d.arm[side].flex = lerpAngle(x.flex, y.flex, w);
    if (side == kNear) handNear[0] = x.hand, handNear[1] = y.hand;
  }
  d.spear = a.spear || b.spear;
  d.spearTip = lerp(a.spear ? a.spearTip : handNear[0], b.spear ? b.spearTip : handNear[1], w);
  d.spearButt = lerp(a.spear ? a.spearButt : handNear[0], b.spear ? b.spearButt : handNear[1], w);
  d.squashY = lerp(a.squashY, b.squashY, w);
  d.groundPoint = lerp(a.groundPoint, b.groundPoint, w);
  d.windX = lerp(a.windX, b.windX, w);
  return d;
}

}  // namespace sm::stickman
