#include "rigs/walker/rig.h"

#include <gtest/gtest.h>

#include <cmath>

#include "motion/scalar.h"
#include "rigs/walker/gait.h"

namespace sm::walker {
namespace {

// SPEC §5: each number within 1% unless stated.
void expectPct(float actual, float expected, const char* what) {
  EXPECT_NEAR(actual, expected, std::fabs(expected) * 0.01f) << what;
}

TEST(WalkerGait, FiveConstants) {
  const Gait g;
  EXPECT_FLOAT_EQ(g.stepHz, 1.6f);
  EXPECT_FLOAT_EQ(g.strideDeg, 28);
  EXPECT_FLOAT_EQ(g.legPx, 90);
  EXPECT_FLOAT_EQ(g.legRatio, 0.48f);
  EXPECT_FLOAT_EQ(g.contactShare, 0.6f);
}

TEST(WalkerGait, LegSplitsIntoThighAndShinByTheRatio) {
  Gait g;
  EXPECT_NEAR(thighLength(g), 60.81f, 0.005f);
  EXPECT_NEAR(shinLength(g), 29.19f, 0.005f);
  g.legRatio = 0.42f;
  EXPECT_NEAR(thighLength(g), 63.4f, 0.05f);
  EXPECT_NEAR(shinLength(g), 26.6f, 0.05f);
}

TEST(WalkerGait, StepTimes) {
  const Gait g;
  expectPct(1 / g.stepHz, 0.625f, "a step");
  expectPct(2 / g.stepHz, 1.25f, "a two-step cycle");
  expectPct(stanceSeconds(g), 0.375f, "stance");
  expectPct(swingSeconds(g), 0.25f, "swing");
  expectPct(doubleSupportSteps(g), 0.2f, "double support in steps");
  expectPct(doubleSupportSteps(g) / g.stepHz, 0.125f, "double support in seconds");
}

TEST(WalkerGait, StrideAngleGivesStepAndSpeed) {
  Gait g;
  expectPct(stepDist(g), 84.5f, "stepDist");
  expectPct(groundV(g), 135.2f, "groundV");
  expectPct(groundV(g) * 0.82f, 110.9f, "0.82x body");
  expectPct(groundV(g) * stanceSeconds(g), 50.7f, "body travel over a stance");
  g.strideDeg = 18, g.stepHz = 2.0f;
  expectPct(stepDist(g), 55.6f, "18 deg step");
  expectPct(groundV(g), 111.3f, "18 deg at 2.0 Hz");
  g.strideDeg = 40, g.stepHz = 1.2f;
  expectPct(stepDist(g), 115.7f, "40 deg step");
  expectPct(groundV(g), 138.8f, "40 deg at 1.2 Hz");
}

TEST(WalkerGait, HipHeightRunsBetween80_10And87_30) {
  const Gait g;
  float lo = 1e9f, hi = -1e9f;
  for (int i = 0; i <= 1000; ++i) {
    const float h = hipHeight(g, static_cast<float>(i) / 1000);
    lo = std::fmin(lo, h), hi = std::fmax(hi, h);
  }
  EXPECT_NEAR(lo, 80.10f, 0.01f);
  EXPECT_NEAR(hi, 87.30f, 0.01f);
  expectPct(hi - lo, 7.20f, "hip bob amplitude");
  EXPECT_NEAR(hipHeight(g, 0), 80.10f, 0.01f) << "lowest at touch-down";
  EXPECT_NEAR(hipHeight(g, 0.5f), 80.10f, 0.01f) << "and at the other foot's touch-down";
}

TEST(WalkerGait, FiveStancePhasesAndAnkleRoll) {
  const Gait g;
  EXPECT_EQ(stancePhase(0.05f), StancePhase::Contact);
  EXPECT_EQ(stancePhase(0.2f), StancePhase::Loading);
  EXPECT_EQ(stancePhase(0.4f), StancePhase::Mid);
  EXPECT_EQ(stancePhase(0.5f), StancePhase::Push);
  EXPECT_EQ(stancePhase(0.7f), StancePhase::Lift);
  EXPECT_FLOAT_EQ(ankleRollDeg(g, 0), -14);
  EXPECT_NEAR(ankleRollDeg(g, 0.12f), 0, 1e-4f);
  EXPECT_FLOAT_EQ(ankleRollDeg(g, 0.3f), 0);
  EXPECT_FLOAT_EQ(ankleRollDeg(g, 0.45f), 0);
  EXPECT_NEAR(ankleRollDeg(g, 0.5999f), 16, 0.05f);
  // The swing carries the foot back to the heel strike: no jump at either end.
  EXPECT_NEAR(ankleRollDeg(g, 0.6f), 16, 0.05f);
  EXPECT_NEAR(ankleRollDeg(g, 0.9999f), -14, 0.05f);
}

TEST(WalkerGait, MinimumArcFollowsStepRate) {
  Gait g;
  EXPECT_NEAR(minArc(g), 20, 0.2f);
  g.stepHz = 2.4f;
  EXPECT_NEAR(minArc(g), 13.3f, 0.133f);
  g.stepHz = 0.8f;
  EXPECT_NEAR(minArc(g), 40, 0.4f);
}

TEST(WalkerGait, CorrectionCutsScuffing) {
  const Gait g;
  EXPECT_NEAR(scuffShare(g, false), 34, 1) << "raw arc within 4 px of the floor";
  EXPECT_NEAR(scuffShare(g, true), 3, 1) << "corrected";
  EXPECT_NEAR(correctedLift(g, 0.5f) - rawLift(g, 0.5f), 20 * 1.2f * std::sin(kPi * 0.5f / 0.85f), 0.01f);
  EXPECT_GE(correctedLift(g, 0.85f), minArc(g)) << "held until k = 0.85";
  EXPECT_NEAR(correctedLift(g, 1), 0, 1e-3f) << "set down at touch-down";
}

// The foot a walker draws leaves and meets the floor gently at every rate:
// no frame at lift-off or set-down moves the ankle much more than the
// ground does, and mid-swing it clears the floor without marching.
TEST(Walker, SwingFootLeavesAndMeetsTheFloorWithoutASnap) {
  for (float hz : {0.8f, 1.6f, 2.4f}) {
    for (Walker::Arc arc : {Walker::Arc::Natural, Walker::Arc::Corrected}) {
      Walker w;
      w.gait.stepHz = hz;
      w.arc = arc;
      w.reset();
      const float h = 1.0f / 60, ground = groundV(w.gait) * h;
      Vec2 last = w[AnkleNear], lastV{0, 0};
      float peak = 0, worstJump = 0;
      for (int f = 0; f < 300; ++f) {
        w.advance(h);
        const Vec2 v = w[AnkleNear] - last;
        if (f > 0) worstJump = std::fmax(worstJump, length(v - lastV));
        peak = std::fmax(peak, -w[AnkleNear].y - kAnkleH);
        last = w[AnkleNear], lastV = v;
      }
      EXPECT_LT(worstJump, 2.5f * ground) << hz << " Hz: the ankle's speed never jumps (it snapped 13-40 units)";
      if (arc == Walker::Arc::Natural) {
        EXPECT_LT(peak, 0.16f * w.gait.legPx) << hz << " Hz: a low arc, not a march";
        EXPECT_GT(peak, kScuffPx + 4) << hz << " Hz: it still clears the floor";
      }
    }
  }
}

// The bend's share of the forearm moves with the shoulder, never in one frame.
TEST(WalkerGait, ForearmSwingsWithoutAJump) {
  const Gait g;
  float worst = 0;
  for (int i = 1; i <= 1000; ++i) {
    const float a = static_cast<float>(i - 1) / 1000, b = static_cast<float>(i) / 1000;
    worst = std::fmax(worst, std::fabs(forearmDeg(g, b) - forearmDeg(g, a)));
  }
  EXPECT_LT(worst, 0.5f) << "degrees per thousandth of a step";
  EXPECT_NEAR(forearmDeg(g, 0.5f), shoulderDeg(g, 0.5f) + elbowMaxDeg(g), 1e-3f) << "full bend at the front";
}

TEST(WalkerGait, ArmsSwingAgainstTheLegs) {
  Gait g;
  float lo = 0, hi = 0, elbow = 0;
  for (int i = 0; i <= 1000; ++i) {
    const float ph = static_cast<float>(i) / 1000;
    lo = std::fmin(lo, shoulderDeg(g, ph)), hi = std::fmax(hi, shoulderDeg(g, ph));
    elbow = std::fmax(elbow, elbowDeg(g, ph));
  }
  expectPct(hi, 16.8f, "shoulder forward");
  expectPct(-lo, 16.8f, "shoulder back");
  expectPct(elbow, 61.6f, "elbow");
  EXPECT_LT(shoulderDeg(g, 0), 0) << "arm back when its foot strikes";
  EXPECT_GT(elbowDeg(g, 0.5f), elbowDeg(g, 0.05f)) << "more bent on the forward swing";
  g.legRatio = 0.42f;
  expectPct(elbowMaxDeg(g), 57.4f, "elbow at 0.42");
}

TEST(WalkerGait, TwistGrowsWithStepRate) {
  Gait g;
  expectPct(hipTwistDeg(g, 0.25f), 6, "pelvis at 1.6 Hz");
  expectPct(shoulderTwistDeg(g, 0.25f), -7.2f, "shoulders at 1.6 Hz, opposite");
  g.stepHz = 2.4f;
  expectPct(hipTwistDeg(g, 0.25f), 9, "pelvis at 2.4 Hz");
  expectPct(shoulderTwistDeg(g, 0.25f), -10.8f, "shoulders at 2.4 Hz");
}

TEST(WalkerGait, SlopeLeanAndStepRate) {
  EXPECT_NEAR(slopeLeanDeg(-14), -7, 0.07f);
  expectPct(slopeStepHz(1.6f, slopeLeanDeg(-14)), 2.02f, "downhill rate");
  EXPECT_NEAR(slopeLeanDeg(10), 2.5f, 0.025f);
  expectPct(slopeStepHz(1.6f, slopeLeanDeg(10)), 1.6f, "uphill rate");
  EXPECT_FLOAT_EQ(slopeStepHz(2.8f, -20), 2.8f) << "clamped";
}

TEST(WalkerGait, SwaySlipEstimate) {
  Gait g;
  EXPECT_NEAR(swaySlipEstimate(g, 0), 0.27f, 0.05f);
  expectPct(swaySlipEstimate(g, 0), 135.2f * 0.12f / 60, "walker 1");
}

// ---- the walker ------------------------------------------------------------

float legLength(const Walker& w, int leg, bool upper) {
  return upper ? distance(w[Pelvis], w[KneeNear + leg]) : distance(w[KneeNear + leg], w[AnkleNear + leg]);
}

TEST(Walker, LegsAreTwoLinksOfThighAndShin) {
  Walker w;
  w.reset();
  for (int f = 0; f < 200; ++f) {
    w.advance(1.0f / 60);
    for (int leg = 0; leg < 2; ++leg) {
      ASSERT_NEAR(legLength(w, leg, true), 60.81f, 0.01f);
      ASSERT_NEAR(legLength(w, leg, false), 29.19f, 0.01f);
      ASSERT_LE(distance(w[Pelvis], w[AnkleNear + leg]), 90 - 0.01f + 1e-3f);
    }
  }
}

TEST(Walker, KneesBendForwardFacingEitherWay) {
  for (float facing : {1.0f, -1.0f}) {
    Walker w;
    w.facing = facing;
    w.reset();
    for (int f = 0; f < 80; ++f) {
      w.advance(1.0f / 60);
      for (int leg = 0; leg < 2; ++leg) {
        const Vec2 hip = w[Pelvis], ankle = w[AnkleNear + leg], knee = w[KneeNear + leg];
        // Knee ahead of the hip->ankle line, in the facing direction.
        const float cross = (ankle.x - hip.x) * (knee.y - hip.y) - (ankle.y - hip.y) * (knee.x - hip.x);
        ASSERT_LT(cross * facing, 0) << "frame " << f << " leg " << leg;
      }
    }
  }
}

TEST(Walker, HipHeightAtDefaultsFollowsTheFormula) {
  Walker w;
  w.reset();
  float lo = 1e9f, hi = -1e9f;
  for (int f = 0; f < 75; ++f) {
    w.advance(1.0f / 60);
    lo = std::fmin(lo, w.hipHeightNow()), hi = std::fmax(hi, w.hipHeightNow());
  }
  EXPECT_NEAR(lo, 80.10f, 0.8f);
  EXPECT_NEAR(hi, 87.30f, 0.87f);
}

TEST(Walker, PlantedFootStaysOnTheGroundWhileTheBodySways) {
  Walker w;
  w.reset();
  float ground = 0, worst = 0, sway = 0;
  float groundX[2] = {0, 0};
  bool was[2] = {false, false};
  int checked = 0;
  for (int f = 0; f < 600; ++f) {
    const float h = 1.0f / 60;
    w.sway = std::sin(static_cast<float>(f) * h * 3.1f) * 3;
    sway = std::fmax(sway, std::fabs(w.sway));
    w.advance(h);
    ground += groundV(w.gait) * h;
    for (int leg = 0; leg < 2; ++leg) {
      const float gx = w[AnkleNear + leg].x + ground;
      if (w.planted(leg) && was[leg]) {
        worst = std::fmax(worst, std::fabs(gx - groundX[leg]));
        ++checked;
      }
      was[leg] = w.planted(leg);
      groundX[leg] = gx;
    }
  }
  EXPECT_GT(sway, 2.9f);
  EXPECT_GT(checked, 300);
  EXPECT_LT(worst, 1e-3f);
}

TEST(Walker, NoNanForWildInput) {
  Walker w;
  w.gait.stepHz = 1e6f;
  w.gait.strideDeg = 89;
  w.slopeDeg = 80;
  w.reset();
  for (int f = 0; f < 20; ++f) w.advance(1.0f / 60);
  for (int j = 0; j < kJointCount; ++j) EXPECT_TRUE(isFinite(w[j])) << kJointNames[j];
}

}  // namespace
}  // namespace sm::walker
