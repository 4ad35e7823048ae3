#include "rigs/rex/rig.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "motion/scalar.h"
#include "rigs/rex/flesh.h"

namespace sm::rex {
namespace {

constexpr int kSamples = 101;

RexPose at(float phase, const GaitParams& g, float tail = 1) {
  RexDrive d;
  d.phase = phase;
  d.gait = g;
  d.tailStrength = tail;
  RexPose p;
  solve(d, p);
  return p;
}

float angleOf(Vec2 v) { return std::atan2(v.y, v.x); }

// What 101 evenly spaced phases of one gait measure: the spec's numbers.
struct Sweep {
  float slip = 0;               // worst drift of a planted toe against the ground
  float kneeMinDeg = 180;       // least stance knee flexion
  float tiltMaxDeg = 0;         // worst pelvis pitch, from the body's own points
  float pushOffDeg = 0;         // widest metatarsus turn within one stance
  int comOutside = 0, noContact = 0, stanceSamples[2] = {0, 0};
};

Sweep sweep(const GaitParams& g, float tail = 1) {
  Sweep s;
  const RexPose rest = at(0, g, tail);
  const float restAngle = angleOf(rest[Shoulder] - rest[Pelvis]) - rest.tilt;
  float anchor[2] = {NAN, NAN}, metMin[2] = {INFINITY, INFINITY}, metMax[2] = {-INFINITY, -INFINITY};
  const double cycleTravel = static_cast<double>(groundSpeed(g)) / g.cadence;
  for (int i = 0; i < kSamples; ++i) {
    const float phase = static_cast<float>(i) / (kSamples - 1);
    const RexPose p = at(phase, g, tail);
    // The ground has moved left by speed * time since phase 0.
    const double groundOffset = cycleTravel * phase;
    for (int side = 0; side < 2; ++side) {
      const double footPhase = phase + 0.5 * side;
      const double k = std::floor(footPhase);  // which stance of this foot
      if (!p.planted[side]) continue;
      ++s.stanceSamples[side];
      const float ground = static_cast<float>(p[legJoint(side, LegToe)].x + groundOffset - k * cycleTravel);
      if (std::isnan(anchor[side])) anchor[side] = ground;
      s.slip = std::fmax(s.slip, std::fabs(ground - anchor[side]));
      s.slip = std::fmax(s.slip, std::fabs(p[legJoint(side, LegToe)].y));
      s.kneeMinDeg = std::fmin(s.kneeMinDeg, deg(kneeFlexion(p.leg(side))));
      const float met = deg(angleOf(p[legJoint(side, LegMetatarsus)] - p[legJoint(side, LegAnkle)]));
      metMin[side] = std::fmin(metMin[side], met);
      metMax[side] = std::fmax(metMax[side], met);
    }
    const float tilt = angleOf(p[Shoulder] - p[Pelvis]) - restAngle;
    s.tiltMaxDeg = std::fmax(s.tiltMaxDeg, std::fabs(deg(tilt)));
    const Support sup = support(p);
    s.comOutside += sup.comInside ? 0 : 1;
    s.noContact += sup.contacts == 0 ? 1 : 0;
  }
  for (int side = 0; side < 2; ++side) s.pushOffDeg = std::fmax(s.pushOffDeg, metMax[side] - metMin[side]);
  return s;
}

void print(const char* name, const Sweep& s) {
  std::printf("%s: slip %.2e kneeMin %.2f tilt %.3f pushOff %.3f comOutside %d noContact %d\n", name,
              static_cast<double>(s.slip), static_cast<double>(s.kneeMinDeg), static_cast<double>(s.tiltMaxDeg),
              static_cast<double>(s.pushOffDeg), s.comOutside, s.noContact);
}

TEST(Rex, WalkNumbersAreTheSpecs) {
  EXPECT_NEAR(1 / kWalk.cadence, 0.76f, 1e-6);
  EXPECT_EQ(kWalk.stride, 86);
  EXPECT_EQ(kWalk.duty, 0.62f);
  EXPECT_EQ(kWalk.stepHeight, 34);
  EXPECT_GT(kRun.stride, kWalk.stride);
  EXPECT_LT(1 / kRun.cadence, 1 / kWalk.cadence);
  EXPECT_LT(kRun.duty, 0.5f) << "a run has a flight phase";
}

TEST(Rex, WalkSweepMeetsEveryRule) {
  const Sweep s = sweep(kWalk);
  print("walk", s);
  EXPECT_GT(s.stanceSamples[0], 50);
  EXPECT_GT(s.stanceSamples[1], 50);
  EXPECT_LT(s.slip, 1e-4f);
  EXPECT_GE(s.kneeMinDeg, 22);
  EXPECT_LE(s.tiltMaxDeg, 0.8f);
  EXPECT_GT(s.tiltMaxDeg, 0.1f) << "the pelvis does carry the weight shift";
  EXPECT_LE(s.pushOffDeg, 2);
  EXPECT_EQ(s.comOutside, 0);
  EXPECT_EQ(s.noContact, 0) << "a walk always has a foot down";
}

TEST(Rex, RunSweepMeetsEveryRuleAndFlies) {
  const Sweep s = sweep(kRun);
  print("run", s);
  EXPECT_GT(s.stanceSamples[0], 30);
  EXPECT_LT(s.slip, 1e-4f);
  EXPECT_GE(s.kneeMinDeg, 22);
  EXPECT_LE(s.tiltMaxDeg, 0.8f);
  EXPECT_LE(s.pushOffDeg, 2);
  EXPECT_GT(s.noContact, 0) << "flight phase";
}

TEST(Rex, RulesHoldForEveryTailStrength) {
  for (float tail : {0.0f, 0.5f, 2.0f}) {
    const Sweep w = sweep(kWalk, tail), r = sweep(kRun, tail);
    EXPECT_EQ(w.comOutside, 0) << tail;
    EXPECT_LE(w.tiltMaxDeg, 0.8f);
    EXPECT_GE(std::fmin(w.kneeMinDeg, r.kneeMinDeg), 22);
  }
}

TEST(Rex, LegsBendLikeABirdsAndKeepTheirLengths) {
  for (const GaitParams* g : {&kWalk, &kRun}) {
    for (int i = 0; i < kSamples; ++i) {
      const RexPose p = at(static_cast<float>(i) / (kSamples - 1), *g);
      for (int side = 0; side < 2; ++side) {
        const LegPoints l = p.leg(side);
        EXPECT_NEAR(distance(l.hip, l.knee), kLeg.femur, 1e-3);
        EXPECT_NEAR(distance(l.knee, l.ankle), kLeg.tibia, 1e-3) << "the ankle is reached";
        EXPECT_NEAR(distance(l.ankle, l.metatarsus), kLeg.metatarsus, 1e-3);
        EXPECT_NEAR(distance(l.metatarsus, l.toe), kLeg.toe, 1e-3);
        // hip->knee forward: the knee is on the travel side of the hip->ankle line.
        const Vec2 a = l.ankle - l.hip, k = l.knee - l.hip;
        EXPECT_LT(a.x * k.y - a.y * k.x, 0) << "knee forward at sample " << i;
        EXPECT_LT(l.ankle.x, l.knee.x) << "knee->ankle back at sample " << i;
        EXPECT_GT(l.toe.x, l.ankle.x) << "ankle->toe forward at sample " << i;
        EXPECT_LT(l.toe.y, 1e-4f) << "never below the ground";
      }
    }
  }
}

TEST(Rex, PelvisIsTheRigidRoot) {
  // Body points keep their distances to the pelvis whatever the phase.
  const RexPose a = at(0, kWalk), b = at(0.37f, kWalk);
  for (int j : {Shoulder, TailRoot, HipNear, HipFar})
    EXPECT_NEAR(distance(a[j], a[Pelvis]), distance(b[j], b[Pelvis]), 1e-3) << kJointNames[j];
  EXPECT_NE(a[Pelvis].y, b[Pelvis].y) << "the root itself moves";
}

TEST(Rex, CentreOfMassIsTheDesignFormula) {
  const RexPose p = at(0.3f, kWalk);
  const Vec2 expect = (p[Head] * 4 + p[Pelvis] * 10 + p[Shoulder] * 6 + p[TailMid] * 10) * (1.0f / 30);
  EXPECT_NEAR(p.com.x, expect.x, 1e-4);
  EXPECT_NEAR(p.com.y, expect.y, 1e-4);
  EXPECT_GT(p.com.x, p[Pelvis].x) << "the heavy head puts it ahead of the hips";
}

TEST(Rex, TailStrengthMovesTheTail) {
  const RexPose stiff = at(0.1f, kWalk, 0), strong = at(0.1f, kWalk, 2);
  EXPECT_GT(distance(stiff[TailTip], strong[TailTip]), 3);
}

TEST(Rex, NoNanForAnyInput) {
  RexDrive d;
  for (float v : {NAN, INFINITY, -INFINITY, -3.0f, 1e9f}) {
    d.phase = v;
    d.tailStrength = 1;
    RexPose p;
    solve(d, p);
    (void)p;
  }
  SUCCEED();
}

}  // namespace
}  // namespace sm::rex

namespace sm::rex {
namespace {

// The body's top outline above screen x, from the spine's upper half-widths
// (tailRoot, pelvis, shoulder): the back line the legs hang under.
float backLineY(const RexPose& p, float x) {
  const int spine[] = {TailRoot, Pelvis, Shoulder};
  const float up[] = {kLabLook.spineUp[2], kLabLook.spineUp[3], kLabLook.spineUp[4]};
  Vec2 top[3];
  for (int i = 0; i < 3; ++i) {
    const Vec2 along = p[spine[i < 2 ? i + 1 : 2]] - p[spine[i < 2 ? i : 1]];
    const Vec2 n = Vec2{along.y, -along.x} * (1 / length(along));  // up, for a body facing +x
    top[i] = p[spine[i]] + n * up[i];
  }
  const int s = x < top[1].x ? 0 : 1;
  const float u = clamp((x - top[s].x) / (top[s + 1].x - top[s].x), 0, 1);
  return lerp(top[s].y, top[s + 1].y, u);
}

// The swinging knee, flesh and all, stays under the back: the far thigh
// never pokes above the torso.
TEST(Rex, KneesStayBelowTheBackLineInTheRun) {
  float worst = INFINITY;
  for (int i = 0; i < kSamples; ++i) {
    const RexPose p = at(static_cast<float>(i) / (kSamples - 1), kRun);
    for (int side : {kNear, kFar}) {
      const Vec2 knee = p[legJoint(side, LegKnee)];
      const float kneeTop = knee.y - kLabLook.legJoint[1][1];
      const float margin = kneeTop - backLineY(p, knee.x);
      worst = std::fmin(worst, margin);
      EXPECT_GT(margin, 0) << "phase " << i << " side " << side;
    }
  }
  std::printf("least room between a knee's top and the back line in the run: %.1f\n", worst);
}

}  // namespace
}  // namespace sm::rex
