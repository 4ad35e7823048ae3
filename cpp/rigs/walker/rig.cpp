#include "rigs/walker/rig.h"

#include <cmath>

#include "motion/easing.h"
#include "motion/ik.h"
#include "motion/scalar.h"

namespace sm::walker {

const char* const kJointNames[kJointCount] = {
    "pelvis", "shoulder", "neck", "head", "eye",
    "kneeNear", "kneeFar", "ankleNear", "ankleFar", "heelNear", "heelFar", "toeNear", "toeFar",
    "elbowNear", "elbowFar", "handNear", "handFar",
};

namespace {
// Touch-down ahead of the hip and lift-off behind it, symmetric: a stance of
// contactShare of a step at groundV covers stepDist*contactShare.
float touchDownX(const Gait& g) { return stepDist(g) * g.contactShare * 0.5f; }
// A hair inside full reach: a planted foot stays reachable, so the solver
// never has to pull it off its place.
constexpr float kReachSlack = 0.05f;
}  // namespace

float Walker::legPhase(int leg) const { return wrap01(steps_ + 0.5f * static_cast<float>(leg)); }

float Walker::swingShare() const { return smoothstep(walking_); }

float Walker::hipSpread() const {
  const float twist = twistZoom * swingShare() * hipTwistDeg(gait, legPhase(kNear));
  return facing * scale * kPelvisHalf * sm::sin(rad(twist));
}

float Walker::shoulderSpread() const {
  const float twist = twistZoom * swingShare() * shoulderTwistDeg(gait, legPhase(kNear));
  return facing * scale * kShoulderHalf * sm::sin(rad(twist));
}

float Walker::floorAt(float localX) const { return -sm::tan(rad(slopeDeg)) * localX; }

void Walker::reset(float steps) {
  steps_ = steps;
  turnT_ = -1;
  walking_ = 1;
  for (int leg = 0; leg < 2; ++leg) {
    const float ph = legPhase(leg);
    planted_[leg] = inStance(gait, ph);
    plantX_[leg] = stepDist(gait) * (gait.contactShare * 0.5f - ph);
    liftX_[leg] = -touchDownX(gait);
    peak_[leg] = swingPeak(gait, arc == Arc::Corrected);
  }
  solve();
}

void Walker::stand() {
  walking_ = 0;
  solve();
}

void Walker::turn() {
  // A turn during a turn heads back from where the figure is now.
  const float to = turning() ? turnFrom_ : (facing < 0 ? 1.0f : -1.0f);
  turnFrom_ = -to;
  turnT_ = turning() ? kTurnSeconds - turnT_ : 0;
}

void Walker::advance(float h) {
  if (turning()) {
    turnT_ += h;
    facing = lerp(turnFrom_, -turnFrom_, smoothstep(turnT_ / kTurnSeconds));
    if (turnT_ >= kTurnSeconds) turnT_ = -1;
  }
  const float before = steps_;
  steps_ += gait.stepHz * h;
  walking_ = std::fmin(1, walking_ + gait.stepHz * h / kStartSteps);
  if (steps_ >= 2) steps_ -= 2;  // two steps are a whole cycle: kept small, kept precise
  for (int leg = 0; leg < 2; ++leg) {
    const float ph0 = wrap01(before + 0.5f * static_cast<float>(leg));
    const float ph1 = legPhase(leg);
    if (inStance(gait, ph1)) {
      if (planted_[leg] && ph1 >= ph0) {
        plantX_[leg] -= groundV(gait) * h;
      } else {
        plantX_[leg] = stepDist(gait) * (gait.contactShare * 0.5f - ph1);
        planted_[leg] = true;
      }
    } else if (planted_[leg]) {
      liftX_[leg] = plantX_[leg];
      peak_[leg] = swingPeak(gait, arc == Arc::Corrected);
      planted_[leg] = false;
    }
  }
  solve();
}

// How far a rolled foot lifts its ankle: the heel (heel strike) or the toe
// (push) stays on the floor instead of sinking into it.
float Walker::soleRise(int leg) const {
  const float pitch = rad(ankleRollDeg(gait, legPhase(leg)) - slopeDeg);
  const float slope = sm::tan(rad(slopeDeg));
  const Vec2 along{sm::cos(pitch), sm::sin(pitch)};
  // Below the slope line, per unit along the foot.
  const float drop = along.y + slope * along.x;
  return std::fmax(0, std::fmax(drop * kFootLen, -drop * kHeelLen));
}

Vec2 Walker::ankle(int leg) const {
  const float ph = legPhase(leg);
  if (planted_[leg]) return {plantX_[leg], floorAt(plantX_[leg]) - kAnkleH - soleRise(leg)};
  const float k = clamp(swingK(gait, ph), 0, 1);
  // Cubic Hermite: the foot leaves and meets the ground moving with it, so
  // its speed carries on through lift-off and touch-down.
  const float x0 = liftX_[leg], x1 = touchDownX(gait), m = -groundV(gait) * swingSeconds(gait);
  const float k2 = k * k, k3 = k2 * k;
  const float x = (2 * k3 - 3 * k2 + 1) * x0 + (k3 - 2 * k2 + k) * m + (3 * k2 - 2 * k3) * x1 + (k3 - k2) * m;
  return {x, floorAt(x) - kAnkleH - soleRise(leg) - lift(leg)};
}

float Walker::lift(int leg) const {
  return planted_[leg] ? 0 : swingShare() * peak_[leg] * swingBump(swingK(gait, legPhase(leg)));
}

void Walker::solve() {
  const float cosSlope = sm::cos(rad(slopeDeg));
  const float ph = legPhase(kNear);
  const float ideal = hipHeight(gait, ph) * cosSlope;
  Vec2 foot[2] = {ankle(kNear), ankle(kFar)};
  Vec2 hip{sway, floorAt(sway) - kAnkleH - ideal};
  // A long stride or a slope can put a planted foot out of reach of the ideal
  // hip: the body sinks instead, so the foot keeps its place.
  const float reach = gait.legPx - kReachSlack;
  for (int leg = 0; leg < 2; ++leg) {
    if (!planted_[leg]) continue;
    const float dx = foot[leg].x - hip.x;
    if (std::fabs(dx) >= reach) continue;
    hip.y = std::fmax(hip.y, foot[leg].y - std::sqrt(reach * reach - dx * dx));
  }
  hipHeight_ = floorAt(sway) - kAnkleH - hip.y;

  const float lean = rad(leanDeg);
  const Vec2 up{sm::sin(lean), -sm::cos(lean)};
  const Vec2 shoulder = hip + up * kTorso;
  const Vec2 neck = shoulder + up * kNeck;
  // The neck cancels most of the hip bob, so the eyes ride almost level.
  const float cancel = kHeadCancel * (hipHeight_ - kHipHeightShare * gait.legPx);
  const Vec2 head = neck + up * (kHeadR + 1) + Vec2{0, cancel};

  const float thigh = thighLength(gait), shin = shinLength(gait);
  Vec2 local[kJointCount];
  local[Pelvis] = hip;
  local[Shoulder] = shoulder;
  local[Neck] = neck;
  local[Head] = head;
  for (int leg = 0; leg < 2; ++leg) {
    const float lph = legPhase(leg);
    // Knees bend forward: ahead of the hip->ankle line.
    LegSolve& rec = legs_[leg];
    rec = LegSolve{hip, foot[leg], thigh, shin};
    rec.bendSign = -1;
    rec.phase = lph;
    rec.duty = gait.contactShare;
    rec.offset = origin;
    rec.scale = {facing * scale, scale};
    rec.ik = true;
    const TwoBoneIk ik = rec.chain();
    const Vec2 a = ik.end();
    roll_[leg] = ankleRollDeg(gait, lph);
    const float pitch = rad(roll_[leg] - slopeDeg);
    const Vec2 along{sm::cos(pitch), sm::sin(pitch)};
    local[KneeNear + leg] = ik.joint();
    local[AnkleNear + leg] = a;
    local[HeelNear + leg] = a - along * kHeelLen;
    local[ToeNear + leg] = a + along * kFootLen;

    const float arm = swingShare();
    const Vec2 elbow = shoulder + fromDown(rad(arm * shoulderDeg(gait, lph) + leanDeg)) * kUpperArm;
    local[ElbowNear + leg] = elbow;
    local[HandNear + leg] = elbow + fromDown(rad(arm * forearmDeg(gait, lph) + leanDeg)) * kForearm;
  }
  for (int j = 0; j < kJointCount; ++j)
    if (j != Eye) joints_[j] = toScreen(local[j]);
  aimEyes();
}

// Eyes sit toward the front of the head, or toward what they look at.
// Within kEyeReach of the head they come to its middle, so a target that
// crosses in front of the face moves them across it, not in one jump.
void Walker::aimEyes() {
  constexpr float kEyeReach = 130;
  Vec2 dir{facing, 0};
  if (looking) {
    const Vec2 d = lookAt - joints_[Head];
    dir = d * (1 / std::fmax(length(d), kEyeReach * scale));
  }
  joints_[Eye] = joints_[Head] + dir * (kHeadR * 0.55f * scale);
}

}  // namespace sm::walker
