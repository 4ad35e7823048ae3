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

float Walker::floorAt(float localX) const { return -sm::tan(rad(slopeDeg)) * localX; }

void Walker::reset() {
  steps_ = 0;
  for (int leg = 0; leg < 2; ++leg) {
    const float ph = legPhase(leg);
    planted_[leg] = inStance(gait, ph);
    plantX_[leg] = stepDist(gait) * (gait.contactShare * 0.5f - ph);
    liftX_[leg] = -touchDownX(gait);
  }
  solve();
}

void Walker::advance(float h) {
  const float before = steps_;
  steps_ += gait.stepHz * h;
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
      planted_[leg] = false;
    }
  }
  solve();
}

Vec2 Walker::ankle(int leg) const {
  const float ph = legPhase(leg);
  if (planted_[leg]) return {plantX_[leg], floorAt(plantX_[leg]) - kAnkleH};
  const float k = clamp(swingK(gait, ph), 0, 1);
  const float x = lerp(liftX_[leg], touchDownX(gait), smoothstep(k));
  const float lift = correctedArc ? correctedLift(gait, k) : rawLift(gait, k);
  return {x, floorAt(x) - kAnkleH - lift};
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
    const TwoBoneIk ik{hip, foot[leg], thigh, shin, -1};
    const Vec2 a = ik.end();
    roll_[leg] = ankleRollDeg(gait, lph);
    const float pitch = rad(roll_[leg] - slopeDeg);
    const Vec2 along{sm::cos(pitch), sm::sin(pitch)};
    local[KneeNear + leg] = ik.joint();
    local[AnkleNear + leg] = a;
    local[HeelNear + leg] = a - along * kHeelLen;
    local[ToeNear + leg] = a + along * kFootLen;

    const Vec2 elbow = shoulder + fromDown(rad(shoulderDeg(gait, lph) + leanDeg)) * kUpperArm;
    local[ElbowNear + leg] = elbow;
    local[HandNear + leg] = elbow + fromDown(rad(forearmDeg(gait, lph) + leanDeg)) * kForearm;
  }
  for (int j = 0; j < kJointCount; ++j)
    if (j != Eye) joints_[j] = toScreen(local[j]);

  // Eyes sit toward the front of the head, or toward what they look at.
  Vec2 dir{facing, 0};
  if (looking) {
    const Vec2 d = lookAt - joints_[Head];
    const float len = length(d);
    if (len > 1e-3f) dir = d * (1 / len);
  }
  joints_[Eye] = joints_[Head] + dir * (kHeadR * 0.55f * scale);
}

}  // namespace sm::walker
