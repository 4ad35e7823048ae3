#include "rigs/walker/gait.h"

#include <cmath>

#include "motion/easing.h"
#include "motion/scalar.h"

namespace sm::walker {

float thighLength(const Gait& g) { return g.legPx / (1 + g.legRatio); }
float shinLength(const Gait& g) { return g.legPx * g.legRatio / (1 + g.legRatio); }

float stepDist(const Gait& g) { return 2 * g.legPx * sm::sin(rad(g.strideDeg)); }
float groundV(const Gait& g) { return stepDist(g) * g.stepHz; }

bool inStance(const Gait& g, float legPhase) { return legPhase < g.contactShare; }
float stanceSeconds(const Gait& g) { return g.contactShare / g.stepHz; }
float swingSeconds(const Gait& g) { return (1 - g.contactShare) / g.stepHz; }
float doubleSupportSteps(const Gait& g) { return 2 * g.contactShare - 1; }

float swingK(const Gait& g, float legPhase) {
  if (inStance(g, legPhase)) return -1;
  return (legPhase - g.contactShare) / (1 - g.contactShare);
}

float hipHeight(const Gait& g, float legPhase) {
  const float bob = -sm::cos(2 * kTau * legPhase);
  return g.legPx * (kHipHeightShare + kHipBobShare * bob);
}

namespace {
constexpr float kHeelStrikeDeg = -14, kToeOffDeg = 16;
}  // namespace

StancePhase stancePhase(float legPhase) {
  int i = 0;
  while (i < 4 && legPhase >= kStancePhaseEnds[i]) ++i;
  return static_cast<StancePhase>(i);
}

const char* stancePhaseName(StancePhase p) {
  switch (p) {
    case StancePhase::Contact: return "contact";
    case StancePhase::Loading: return "loading";
    case StancePhase::Mid: return "mid-stance";
    case StancePhase::Push: return "push";
    case StancePhase::Lift: return "lift";
  }
  return "";
}

float ankleRollDeg(const Gait& g, float ph) {
  constexpr float kFlat = kStancePhaseEnds[0], kPush = kStancePhaseEnds[2];
  if (ph < kFlat) return lerp(kHeelStrikeDeg, 0, ph / kFlat);
  if (ph <= kPush) return 0;
  if (inStance(g, ph)) return lerp(0, kToeOffDeg, (ph - kPush) / (g.contactShare - kPush));
  return lerp(kToeOffDeg, kHeelStrikeDeg, smoothstep(swingK(g, ph)));
}

float minArc(const Gait& g) { return 20 * clamp(1.6f / g.stepHz, 0.5f, 2); }

float rawLift(const Gait& g, float k) { return sm::sin(kPi * clamp(k, 0, 1)) * g.legPx * 0.09f; }

float correctedLift(const Gait& g, float k) {
  k = clamp(k, 0, 1);
  const float minH = minArc(g);
  const float drop = k > kArcHoldK ? (k - kArcHoldK) / (1 - kArcHoldK) : 0;
  const float held = minH * (1 - drop);
  const float arc = sm::sin(kPi * std::fmin(k / kArcHoldK, 1)) * minH * 1.2f;
  return rawLift(g, k) + std::fmax(held, arc);
}

// sin^2: the foot's speed never jumps at lift-off or touch-down.
float swingBump(float k) {
  const float s = sm::sin(kPi * clamp(k, 0, 1));
  return s * s;
}

float swingPeak(const Gait& g, bool corrected) {
  return corrected ? minArc(g) + rawLift(g, 0.5f) : kSwingLiftShare * g.legPx;
}

float scuffShare(const Gait& g, bool corrected) {
  constexpr int kSamples = 100;
  int low = 0;
  for (int i = 0; i < kSamples; ++i) {
    const float k = static_cast<float>(i) / (kSamples - 1);
    if ((corrected ? correctedLift(g, k) : rawLift(g, k)) < kScuffPx) ++low;
  }
  return 100.0f * static_cast<float>(low) / kSamples;
}

float shoulderDeg(const Gait& g, float legPhase) {
  return -sm::cos(kTau * legPhase) * g.strideDeg * kArmSwingShare;
}

// sin^2 rather than |sin|: the bend eases out of its straightest at the
// cycle's wrap instead of bouncing off it.
float elbowDeg(const Gait& g, float legPhase) {
  const float s = sm::sin(kPi * legPhase);
  return s * s * elbowMaxDeg(g);
}

float elbowMaxDeg(const Gait& g) { return kElbowMaxDeg * (kElbowRatioBase + g.legRatio); }

float forearmDeg(const Gait& g, float legPhase) {
  // The bend's share follows the shoulder's swing, 1 at its front and
  // kBackSwingBend at its back, so it never switches in one frame.
  const float share = lerp(kBackSwingBend, 1, 0.5f - 0.5f * sm::cos(kTau * legPhase));
  return shoulderDeg(g, legPhase) + elbowDeg(g, legPhase) * share;
}

float twistAmpDeg(const Gait& g) { return kTwistAmpDeg * (g.stepHz / kTwistBaseHz); }
float hipTwistDeg(const Gait& g, float legPhase) { return sm::sin(kTau * legPhase) * twistAmpDeg(g); }
float shoulderTwistDeg(const Gait& g, float legPhase) { return -kShoulderTwistShare * hipTwistDeg(g, legPhase); }

float slopeLeanDeg(float slopeDeg) { return slopeDeg < 0 ? kLeanDownhill * slopeDeg : kLeanUphill * slopeDeg; }

float slopeStepHz(float baseHz, float leanDeg) {
  return clamp(baseHz + std::fmax(0, -leanDeg) * kLeanStepHz, kMinStepHz, kMaxStepHz);
}

float swaySlipEstimate(const Gait& g, float swayRad) {
  return std::fabs(groundV(g) * sm::cos(swayRad) * kSwayWobble * (1.0f / 60));
}

}  // namespace sm::walker
