#include "rigs/stickman_blend.h"

#include <cmath>

#include "motion/ik.h"
#include "motion/scalar.h"

namespace sm::stickman {

namespace {

float angleFromDown(Vec2 v) { return std::atan2(v.x, v.y); }

// An arm's elbow and hand relative to its shoulder.
struct ArmPoints {
  Vec2 elbow, hand;
};

ArmPoints armOf(const Drive& d, int side) {
  const ArmDrive& arm = d.arm[side];
  if (!arm.useIk) {
    const Vec2 elbow = fromDown(arm.angle) * kUpperArm;
    return {elbow, elbow + fromDown(arm.angle + arm.flex) * kForearm};
  }
  const Vec2 shoulder = chestOf(d);
  const TwoBoneIk ik{shoulder, arm.target, kUpperArm, kForearm, arm.bendSign};
  return {ik.joint() - shoulder, ik.end() - shoulder};
}

// Elbow and hand move on straight lines between the two arms (the shortest
// way, not a sweep around the shoulder), then the bones are put back to length.
ArmDrive blendArm(const ArmPoints& a, const ArmPoints& b, float w) {
  const Vec2 elbowGoal = lerp(a.elbow, b.elbow, w), handGoal = lerp(a.hand, b.hand, w);
  const float upper = angleFromDown(elbowGoal);
  const Vec2 elbow = fromDown(upper) * kUpperArm;
  const Vec2 forearm = handGoal - elbow;
  ArmDrive arm;
  arm.angle = upper;
  arm.flex = dot(forearm, forearm) > 1e-8f ? angleFromDown(forearm) - upper : 0;
  return arm;
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
    const ArmPoints x = armOf(a, side), y = armOf(b, side);
    d.arm[side] = blendArm(x, y, w);
    if (side == kNear) handNear[0] = sa + x.hand, handNear[1] = sb + y.hand;
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
