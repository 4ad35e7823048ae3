#include "rigs/stickman/moves/spear.h"

#include <cmath>

#include "motion/keyframe_track.h"
#include "motion/scalar.h"

namespace sm::stickman {

namespace {

// A hand this close to full reach keeps the arm from locking straight.
constexpr float kArmReach = kUpperArm + kForearm - 0.5f;
// Front elbow below the shaft, rear elbow out the other way.
constexpr float kFrontElbow = 1, kRearElbow = -1;

// The point along the shaft (distance from the butt) nearest `want` that a
// hand from `shoulder` can reach.
float reachableGrip(Vec2 shoulder, Vec2 butt, Vec2 along, float want) {
  const Vec2 w = butt - shoulder;
  const float b = dot(w, along);
  const Vec2 at = w + along * want;
  if (dot(at, at) <= kArmReach * kArmReach) return want;
  const float disc = b * b - (dot(w, w) - kArmReach * kArmReach);
  if (disc < 0) return clamp(-b, 0, kSpearLength);
  const float r = std::sqrt(disc);
  const float t0 = -b - r, t1 = -b + r;
  return clamp(std::fabs(want - t0) < std::fabs(want - t1) ? t0 : t1, 0, kSpearLength);
}

}  // namespace

SpearHold blend(const SpearHold& a, const SpearHold& b, float t) {
  return {lerp(a.front, b.front, t), lerp(a.angle, b.angle, t), lerp(a.gripFront, b.gripFront, t),
          lerp(a.gripRear, b.gripRear, t)};
}

void grip(Drive& d, const SpearHold& h) {
  const Vec2 shoulder = chestOf(d);
  const Vec2 along{sm::cos(h.angle), -sm::sin(h.angle)};
  const Vec2 butt = shoulder + h.front - along * h.gripFront;
  d.spear = true;
  d.spearButt = butt;
  d.spearTip = butt + along * kSpearLength;
  const float grips[2] = {h.gripFront, h.gripRear};
  const float bends[2] = {kFrontElbow, kRearElbow};
  for (int side = kNear; side <= kFar; ++side) {
    ArmDrive& arm = d.arm[side];
    arm.useIk = true;
    arm.bendSign = bends[side];
    arm.target = butt + along * reachableGrip(shoulder, butt, along, grips[side]);
  }
}

namespace {
// Out fast and settling (easeOutCubic), a beat at full reach, then back.
constexpr Key kThrustOut[] = {{0, 0, Ease::OutCubic}, {0.3f, 1, Ease::Smooth, 0.2f}, {1, 0}};
// The shaft slides out through the front hand as the rear hand drives the butt.
constexpr SpearHold kExtended{{51, 4}, 0.03f, 64, 16};
constexpr float kThrustLean = 0.22f;
}  // namespace

void thrust(Drive& d, const SpearHold& rest, float p) {
  const float out = sample(kThrustOut, p);
  d.lean += kThrustLean * out;
  grip(d, blend(rest, kExtended, out));
}

}  // namespace sm::stickman
