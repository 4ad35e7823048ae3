#include "rigs/stickman/blend.h"

#include <cmath>

#include "motion/ik.h"
#include "motion/scalar.h"

namespace sm::stickman {

namespace {

float angleFromDown(Vec2 v) { return sm::atan2(v.x, v.y); }

// An arm's bones as absolute angles from straight down.
struct ArmAngles {
  float upper, fore;
};

ArmAngles anglesOf(const Drive& d, int side) {
  const ArmDrive& arm = d.arm[side];
  if (!arm.useIk) return {arm.angle, arm.angle + arm.flex};
  const Vec2 shoulder = chestOf(d);
  const TwoBoneIk ik{shoulder, arm.target, kUpperArm, kForearm, arm.bendSign};
  const Vec2 elbow = ik.joint();
  return {angleFromDown(elbow - shoulder), angleFromDown(ik.end() - elbow)};
}

// A Drive without a spear holds its ends in the near hand.
void spearEnds(const Drive& d, Vec2& tip, Vec2& butt) {
  if (d.spear) {
    tip = d.spearTip, butt = d.spearButt;
    return;
  }
  const ArmAngles a = anglesOf(d, kNear);
  tip = butt = chestOf(d) + fromDown(a.upper) * kUpperArm + fromDown(a.fore) * kForearm;
}

}  // namespace

DriveOffset offsetBetween(const Drive& shown, const Drive& target) {
  DriveOffset o;
  o.pelvis = shown.pelvis - target.pelvis;
  o.lean = shown.lean - target.lean;
  for (int side = kNear; side <= kFar; ++side) {
    o.foot[side] = shown.foot[side] - target.foot[side];
    const ArmAngles s = anglesOf(shown, side), t = anglesOf(target, side);
    o.upper[side] = wrapAngle(s.upper - t.upper);
    o.fore[side] = wrapAngle(s.fore - t.fore);
  }
  o.spear = shown.spear || target.spear;
  Vec2 st, sb, tt, tb;
  spearEnds(shown, st, sb);
  spearEnds(target, tt, tb);
  o.spearTip = st - tt;
  o.spearButt = sb - tb;
  o.squashY = shown.squashY - target.squashY;
  o.groundPoint = shown.groundPoint - target.groundPoint;
  o.windX = shown.windX - target.windX;
  return o;
}

Drive applyOffset(const Drive& target, const DriveOffset& o, float weight) {
  const float k = clamp(std::isfinite(weight) ? weight : 0, 0, 1);
  if (k == 0) return target;
  Drive d = target;
  d.pelvis = target.pelvis + o.pelvis * k;
  d.lean = target.lean + o.lean * k;
  for (int side = kNear; side <= kFar; ++side) {
    d.foot[side] = target.foot[side] + o.foot[side] * k;
    const ArmAngles t = anglesOf(target, side);
    ArmDrive& arm = d.arm[side];
    arm.useIk = false;
    arm.angle = t.upper + o.upper[side] * k;
    arm.flex = t.fore + o.fore[side] * k - arm.angle;
  }
  d.spear = o.spear;
  Vec2 tip, butt;
  spearEnds(target, tip, butt);
  // The long spear would sweep far out of the body's path (over the head of
  // a jump); it settles into the new motion's hands sooner than the body.
  const float ks = k * k;
  d.spearTip = tip + o.spearTip * ks;
  d.spearButt = butt + o.spearButt * ks;
  d.squashY = target.squashY + o.squashY * k;
  d.groundPoint = target.groundPoint + o.groundPoint * k;
  d.windX = target.windX + o.windX * k;
  return d;
}

Drive crossFade(const Drive& a, const Drive& b, float w) {
  return applyOffset(b, offsetBetween(a, b), 1 - clamp(std::isfinite(w) ? w : 0, 0, 1));
}

}  // namespace sm::stickman
