#include "rigs/common/digitigrade_leg.h"

#include <cmath>

#include "motion/easing.h"
#include "motion/ik.h"
#include "motion/scalar.h"

namespace sm {

namespace {
// The second toe sits a little above the main one in side view, so both read.
constexpr float kInnerToeSpread = 0.12f;
// TwoBoneIk puts bendSign < 0 on the counter-clockwise side of a downward
// hip->ankle line, which is +x: the travel side.
constexpr float kKneeForward = -1;

Vec2 toeDir(float pitch) { return {sm::cos(pitch), sm::sin(pitch)}; }
}  // namespace

FootPlacement placeFoot(float footPhase, const GaitParams& g, Vec2 origin, const FootGait& fg) {
  const float p = wrap01(footPhase);
  const FootSample f = footAt(p, g);
  FootPlacement out;
  out.toe = {origin.x + fg.forward + f.x, origin.y - f.lift};
  if (f.planted) {
    // Only the last 30% of stance pushes off, eased so the turn starts gently.
    const float push = fg.pushOff * smoothstep(clamp((p / g.duty - 0.7f) / 0.3f, 0, 1));
    out.metatarsus = fg.metatarsusStance - push;
  } else {
    const float u = (p - g.duty) / (1 - g.duty);
    const float arc = sm::sin(kPi * u);
    out.toePitch = fg.toeCurl * arc;
    out.metatarsus = fg.metatarsusStance - fg.pushOff * (1 - u) - fg.swingFold * arc;
  }
  return out;
}

LegPoints solveLeg(Vec2 hip, const FootPlacement& foot, const LegBones& bones) {
  LegPoints p;
  p.hip = hip;
  p.toe = foot.toe;
  p.metatarsus = foot.toe - toeDir(foot.toePitch) * bones.toe;
  p.innerToe = p.metatarsus + toeDir(foot.toePitch - kInnerToeSpread) * bones.innerToe;
  p.ankle = p.metatarsus - fromDown(foot.metatarsus) * bones.metatarsus;
  p.knee = TwoBoneIk{hip, p.ankle, bones.femur, bones.tibia, kKneeForward}.joint();
  return p;
}

LegSolve kneeSolve(const LegPoints& leg, const LegBones& bones) {
  LegSolve s{leg.hip, leg.ankle, bones.femur, bones.tibia};
  s.bendSign = kKneeForward;
  s.ik = true;
  s.endName = "ankle";
  return s;
}

float kneeFlexion(const LegPoints& leg) {
  const Vec2 a = leg.knee - leg.hip, b = leg.ankle - leg.knee;
  const float c = dot(a, b) / std::fmax(1e-6f, length(a) * length(b));
  return sm::acos(clamp(c, -1, 1));
}

}  // namespace sm
