#include "rigs/stickman/rig.h"

#include <cmath>

#include "motion/cold.h"
#include "motion/ik.h"
#include "motion/scalar.h"

namespace sm::stickman {

const char* const kJointNames[kJointCount] = {
    "pelvis",    "chest",     "head",      "shoulderNear", "shoulderFar", "hipNear",  "hipFar",
    "kneeNear",  "kneeFar",   "footNear",  "footFar",      "elbowNear",   "elbowFar", "handNear",
    "handFar",   "hair0",     "hair1",     "hair2",        "hair3",       "spearTip", "spearButt",
};

namespace {

// Knees bend forward (+x): the mirror solution on the counter-clockwise side of hip->foot.
constexpr float kKneeSign = -1;

// A neck stretches only so far: on a fast take-off the spring's lag is capped
// so the head never sinks into the chest.
constexpr float kMaxHeadLag = 6;

// Hair gravity, in the chain's per-60 Hz-frame force units.
constexpr float kHairGravity = 40;

LegSolve legSolve(const Drive& d, int side) {
  return {d.pelvis, d.foot[side], kThigh, kShin, kLegReach, kKneeSign};
}

Vec2 headGoal(const Pose& p, float lean) {
  return p[Chest] + Vec2{sm::sin(lean), -sm::cos(lean)} * (kNeck + kHeadR);
}

Vec2 hairPin(Vec2 head, float headR, float lean) {
  // The back of the head, a little above its centre.
  const Vec2 forward{sm::cos(lean), sm::sin(lean)};
  return head - forward * (headR * 0.85f) + Vec2{0, -headR * 0.35f};
}

void solveBody(const Drive& d, Pose& p) {
  p[Pelvis] = d.pelvis;
  p[Chest] = chestOf(d);
  p[HipNear] = p[HipFar] = d.pelvis;
  p[ShoulderNear] = p[ShoulderFar] = p[Chest];

  for (int side = kNear; side <= kFar; ++side) {
    const int knee = KneeNear + side, foot = FootNear + side;
    const TwoBoneIk leg = legSolve(d, side).chain();
    p[knee] = leg.joint();
    p[foot] = leg.end();

    const int shoulder = ShoulderNear + side, elbow = ElbowNear + side, hand = HandNear + side;
    const ArmDrive& arm = d.arm[side];
    if (arm.useIk) {
      const TwoBoneIk ik{p[shoulder], arm.target, kUpperArm, kForearm, arm.bendSign};
      p[elbow] = ik.joint();
      p[hand] = ik.end();
    } else {
      p[elbow] = p[shoulder] + fromDown(arm.angle) * kUpperArm;
      p[hand] = p[elbow] + fromDown(arm.angle + arm.flex) * kForearm;
    }
  }

  p.spear = d.spear;
  p[SpearTip] = d.spear ? d.spearTip : p[HandNear];
  p[SpearButt] = d.spear ? d.spearButt : p[HandNear];
  p.headR = kHeadR;
}

}  // namespace

Vec2 chestOf(const Drive& d) { return d.pelvis + Vec2{sm::sin(d.lean), -sm::cos(d.lean)} * kSpine; }

// Squash scales the body about the ground point; the hair is simulated after
// it, pinned to the squashed head, so it keeps its spacing in world space.
void solve(const Drive& d, Pose& out) {
  solveBody(d, out);
  out[Head] = headGoal(out, d.lean);
  if (d.squashY != 1) squash(out, d.groundPoint, d.squashY);
  const Vec2 pin = hairPin(out[Head], out.headR, d.lean);
  for (int i = 0; i < 4; ++i) out[Hair0 + i] = pin + Vec2{0, 9.0f * static_cast<float>(i)};
}

void legSolves(const Drive& d, LegSolve out[2]) {
  for (int side = kNear; side <= kFar; ++side) {
    out[side] = legSolve(d, side);
    out[side].ik = true;
    if (d.squashY != 1) scaleAbout(out[side], d.groundPoint, squashWidth(d.squashY), d.squashY);
  }
}

void Figure::reset(const Drive& d) {
  solve(d, pose_);
  head_.snap(pose_[Head]);
  hair_.rest(pose_[Hair0]);
}

void Figure::update(const Drive& d, float dt) {
  solveBody(d, pose_);
  const Vec2 goal = headGoal(pose_, d.lean);
  head_.step(goal, dt);
  const float lag = distance(goal, head_.pos);
  if (lag > kMaxHeadLag) head_.pos = goal + (head_.pos - goal) * (kMaxHeadLag / lag);
  pose_[Head] = head_.pos;
  if (d.squashY != 1) squash(pose_, d.groundPoint, d.squashY);
  hair_.step(hairPin(pose_[Head], pose_.headR, d.lean), Vec2{d.windX, kHairGravity}, dt);
  for (int i = 0; i < 4; ++i) pose_[Hair0 + i] = hair_.pts[i];
}

SM_COLD void Figure::hold(const Drive& d) {
  const Vec2 was = pose_[Pelvis];
  solveBody(d, pose_);
  pose_[Head] = head_.pos;
  if (d.squashY != 1) squash(pose_, d.groundPoint, d.squashY);
  const Vec2 shift = pose_[Pelvis] - was;
  head_.pos = head_.pos + shift;
  pose_[Head] = pose_[Head] + shift;
  for (int i = 0; i < 4; ++i) {
    hair_.pts[i] = hair_.pts[i] + shift;
    hair_.prev[i] = hair_.prev[i] + shift;
    pose_[Hair0 + i] = hair_.pts[i];
  }
}

float squashWidth(float sy) { return 1 + (1 - sy) * 0.7f; }

void squash(Pose& p, Vec2 pivot, float sy) {
  const float sx = squashWidth(sy);
  for (Vec2& j : p.joints) j = {pivot.x + (j.x - pivot.x) * sx, pivot.y + (j.y - pivot.y) * sy};
  p.headR *= (sx + sy) / 2;
}

}  // namespace sm::stickman
