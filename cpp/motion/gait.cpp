#include "motion/gait.h"

#include <cmath>

#include "motion/easing.h"
#include "motion/scalar.h"

namespace sm {

GaitParams blend(const GaitParams& a, const GaitParams& b, float t) {
  GaitParams r;
  r.stride = lerp(a.stride, b.stride, t);
  r.cadence = lerp(a.cadence, b.cadence, t);
  r.duty = lerp(a.duty, b.duty, t);
  r.stepHeight = lerp(a.stepHeight, b.stepHeight, t);
  r.bob = lerp(a.bob, b.bob, t);
  r.bobShift = lerp(a.bobShift, b.bobShift, t);
  r.hipDrop = lerp(a.hipDrop, b.hipDrop, t);
  r.lean = lerp(a.lean, b.lean, t);
  r.leanReach = lerp(a.leanReach, b.leanReach, t);
  r.armSwing = lerp(a.armSwing, b.armSwing, t);
  r.elbowFlex = lerp(a.elbowFlex, b.elbowFlex, t);
  r.elbowFlexFwd = lerp(a.elbowFlexFwd, b.elbowFlexFwd, t);
  return r;
}

float groundSpeed(const GaitParams& g) { return g.stride * g.cadence / g.duty; }

FootSample footAt(float footPhase, const GaitParams& g) {
  const float p = wrap01(footPhase);
  const float half = g.stride / 2;
  if (p < g.duty) return {lerp(half, -half, p / g.duty), 0, true};
  const float u = (p - g.duty) / (1 - g.duty);
  return {lerp(-half, half, smoothstep(u)), g.stepHeight * sm::sin(kPi * u), false};
}

float hipRise(float phase, const GaitParams& g) {
  return std::fabs(sm::sin(kTau * (phase - g.bobShift))) * g.bob;
}

namespace {
// Blend units per second: walk->run takes 2 s, about three strides, a change of pace the
// eye can follow (faster, the lean and the lowered hips jerk the head).
constexpr float kBlendRate = 0.5f;
}  // namespace

void GaitClock::advance(float dt) {
  const float step = kBlendRate * dt;
  blend_ = target_ > blend_ ? std::fmin(target_, blend_ + step) : std::fmax(target_, blend_ - step);
  current_ = blend(walk_, run_, smoothstep(blend_));
  phase_ = wrap01(phase_ + current_.cadence * dt);
}

void GaitClock::reset(float blendTo) {
  phase_ = 0;
  blend_ = target_ = blendTo;
  current_ = blend(walk_, run_, smoothstep(blend_));
}

}  // namespace sm
