#include "rigs/front/rig.h"

#include <gtest/gtest.h>

#include <cmath>

#include "motion/scalar.h"
#include "rigs/front/routine.h"
#include "rigs/stickman/rig.h"

namespace sm::front {
namespace {

bool allFinite(const Pose& p) {
  for (const Vec2& j : p.joints)
    if (!isFinite(j)) return false;
  return std::isfinite(p.bodyClamp);
}

void expectBonesKept(const Pose& p) {
  EXPECT_NEAR(distance(p[Pelvis], p[Chest]), kSpine, 1e-3);
  for (int s = kLeft; s <= kRight; ++s) {
    EXPECT_NEAR(distance(p[HipL + s], p[KneeL + s]), kThigh, 1e-3);
    EXPECT_NEAR(distance(p[KneeL + s], p[FootL + s]), kShin, 1e-3);
    EXPECT_NEAR(distance(p[ShoulderL + s], p[ElbowL + s]), kUpperArm, 1e-3);
    EXPECT_NEAR(distance(p[ElbowL + s], p[HandL + s]), kForearm, 1e-3);
  }
}

// Positive when the knee is on its own leg's outer side of the hip-foot line.
float kneeOutward(const Pose& p, int side) {
  const Vec2 along = p[FootL + side] - p[HipL + side], toKnee = p[KneeL + side] - p[HipL + side];
  const float cross = along.x * toKnee.y - along.y * toKnee.x;
  // For a leg pointing down, a knee toward -x gives a positive cross product.
  return -kOutward[side] * cross / length(along);
}

TEST(FrontStickman, SharesTheSideViewBoneLengths) {
  EXPECT_EQ(kThigh, stickman::kThigh);
  EXPECT_EQ(kShin, stickman::kShin);
  EXPECT_EQ(kUpperArm, stickman::kUpperArm);
  EXPECT_EQ(kForearm, stickman::kForearm);
  EXPECT_EQ(kSpine, stickman::kSpine);
  EXPECT_EQ(kThigh + kShin, 74);
  EXPECT_EQ(kLegReach, kThigh + kShin - 0.5f);
  EXPECT_EQ(kStandY, -72);
  EXPECT_LT(distance({kHipHalf, kStandY}, kFloorPoint[kRight]), kLegReach) << "standing is within reach";
}

TEST(FrontStickman, StandingIsSymmetricWithFeetOnTheirMarks) {
  Pose p;
  solve(Drive{}, Legs::Ik, p);
  EXPECT_FLOAT_EQ(p[Pelvis].x, 0);
  EXPECT_FLOAT_EQ(p[Pelvis].y, kStandY);
  EXPECT_FLOAT_EQ(p.bodyClamp, 0);
  for (int j : {Chest, Head}) EXPECT_NEAR(p[j].x, 0, 1e-4);
  for (int l : {ShoulderL, ElbowL, HandL, HipL, KneeL, FootL}) {
    EXPECT_NEAR(p[l].x, -p[l + 1].x, 1e-4) << kJointNames[l];
    EXPECT_NEAR(p[l].y, p[l + 1].y, 1e-4) << kJointNames[l];
  }
  EXPECT_NEAR(distance(p[FootL], kFloorPoint[kLeft]), 0, 1e-4);
  EXPECT_NEAR(distance(p[FootR], kFloorPoint[kRight]), 0, 1e-4);
  EXPECT_GT(kneeOutward(p, kLeft), 3) << "soft knees, bent outward";
  EXPECT_GT(kneeOutward(p, kRight), 3);
  expectBonesKept(p);
}

TEST(FrontStickman, FkEqualsIkForACentredBody) {
  Drive d;
  d.pelvis.y += 20;
  Pose ik, fk;
  solve(d, Legs::Ik, ik);
  solve(d, Legs::Fk, fk);
  for (int j = 0; j < kJointCount; ++j) EXPECT_NEAR(distance(ik[j], fk[j]), 0, 1e-3) << kJointNames[j];
}

// knees -1 is the inner of the two IK knees, the outer one mirrored across
// the hip-foot line; between, the knee turns toward the viewer by the depth
// that keeps both bones their length. IK and FK legs turn alike.
TEST(FrontStickman, KneesTurnFromTheOuterToTheInnerSideThroughTheFront) {
  for (Legs legs : {Legs::Ik, Legs::Fk}) {
    Drive bent;
    bent.pelvis.y += 20;
    Pose out;
    solve(bent, legs, out);
    for (float k : {-1.0f, -0.5f, 0.0f, 0.5f, 1.0f}) {
      Drive d = bent;
      d.knees = k;
      Pose p;
      solve(d, legs, p);
      for (int s = kLeft; s <= kRight; ++s) {
        EXPECT_NEAR(distance(p[FootL + s], out[FootL + s]), 0, 1e-3) << "the feet stay";
        EXPECT_NEAR(kneeOutward(p, s), k * kneeOutward(out, s), 1e-3) << k;
        const float depth = p.kneeDepth[s];
        EXPECT_NEAR(std::hypot(distance(p[HipL + s], p[KneeL + s]), depth), kThigh, 1e-3) << k;
        EXPECT_NEAR(std::hypot(distance(p[KneeL + s], p[FootL + s]), depth), kShin, 1e-3) << k;
        if (std::fabs(k) == 1) {
          EXPECT_EQ(depth, 0);
        }
      }
    }
  }
  Drive wild;
  wild.knees = NAN;
  Pose p;
  solve(wild, Legs::Ik, p);
  EXPECT_TRUE(allFinite(p));
  EXPECT_GT(kneeOutward(p, kLeft), 3) << "a non-finite side is the rest's";
}

TEST(FrontStickman, FkFeetFollowTheHipsSideways) {
  Drive d;
  d.pelvis.x = 10;
  Pose fk, ik;
  solve(d, Legs::Fk, fk);
  solve(d, Legs::Ik, ik);
  EXPECT_NEAR(fk[FootL].x - kFloorPoint[kLeft].x, 10, 1e-3);
  EXPECT_NEAR(footDrift(fk), 10, 1e-3);
  EXPECT_NEAR(footDrift(ik), 0, 1e-3);
  expectBonesKept(fk);
}

TEST(FrontStickman, HipsAskedTooHighAreClampedToTheLegsReach) {
  for (float askedY : {kStandY - 10, -150.0f, -1e6f, -INFINITY}) {
    Drive d;
    d.pelvis.y = askedY;
    Pose p;
    solve(d, Legs::Ik, p);
    ASSERT_TRUE(allFinite(p)) << askedY;
    for (int s = kLeft; s <= kRight; ++s) {
      EXPECT_LE(distance(p[HipL + s], p[FootL + s]), kLegReach + 1e-3);
      EXPECT_NEAR(distance(p[FootL + s], kFloorPoint[s]), 0, 1e-3) << "the leg did not tear off";
    }
    expectBonesKept(p);
    if (std::isfinite(askedY)) {
      EXPECT_NEAR(p.bodyClamp, p[Pelvis].y - askedY, std::fabs(askedY) * 1e-6f);
      EXPECT_GT(p.bodyClamp, 3);
    } else {
      EXPECT_FLOAT_EQ(p[Pelvis].y, kStandY) << "a non-finite ask stands the body up";
    }
  }
}

TEST(FrontStickman, ReachLimitIsExactlyTheLegReach) {
  const Vec2 top = reachablePelvis({0, -500}, 0, 0);
  const float dx = kFootHalf - kHipHalf;
  EXPECT_NEAR(top.y, -std::sqrt(kLegReach * kLegReach - dx * dx), 1e-3);
  EXPECT_NEAR(top.x, 0, 1e-6);
  const Vec2 low = reachablePelvis({0, 10}, 0, 0);
  EXPECT_NEAR(low.y, -kMinHipHeight, 1e-4) << "a squat, never a sit";
  const Vec2 asked{3, -50};
  EXPECT_EQ(reachablePelvis(asked, 0, 0).x, asked.x) << "within reach: untouched";
  EXPECT_EQ(reachablePelvis(asked, 0, 0).y, asked.y);
}

TEST(FrontStickman, ReachFollowsTheLiftedFeet) {
  const Vec2 top = reachablePelvis({0, -500}, 0, 9);
  EXPECT_NEAR(top.y, reachablePelvis({0, -500}, 0, 0).y - 9, 1e-3);
}

TEST(FrontStickman, HipsAskedFarSidewaysOrTiltedStayReachable) {
  for (float x : {-400.0f, -60.0f, 60.0f, 400.0f}) {
    for (float tilt : {-3.0f, 0.0f, 0.4f}) {
      Drive d;
      d.pelvis = {x, -200};
      d.tilt = tilt;
      Pose p;
      solve(d, Legs::Ik, p);
      ASSERT_TRUE(allFinite(p));
      for (int s = kLeft; s <= kRight; ++s) {
        EXPECT_NEAR(distance(p[FootL + s], kFloorPoint[s]), 0, 1e-2) << x << " " << tilt;
        EXPECT_GT(kneeOutward(p, s), 0) << x << " " << tilt;
      }
      expectBonesKept(p);
    }
  }
}

TEST(FrontStickman, NonFiniteDriveGivesAFinitePose) {
  Drive d;
  d.pelvis = {NAN, INFINITY};
  d.tilt = NAN;
  d.lean = INFINITY;
  d.twist = -INFINITY;
  d.headTilt = NAN;
  d.lift = NAN;
  d.arm[kLeft] = {NAN, INFINITY};
  d.arm[kRight] = {1e30f, -1e30f};
  for (Legs legs : {Legs::Ik, Legs::Fk}) {
    Pose p;
    solve(d, legs, p);
    EXPECT_TRUE(allFinite(p));
    expectBonesKept(p);
  }
  EXPECT_TRUE(isFinite(reachablePelvis({NAN, NAN}, NAN, NAN)));
}

TEST(FrontStickman, ArmAnglesMirrorAndLeanTurnsTheTorso) {
  Drive d;
  d.arm[kLeft].angle = d.arm[kRight].angle = kPi / 2;
  d.arm[kLeft].flex = d.arm[kRight].flex = 0;
  Pose p;
  solve(d, Legs::Ik, p);
  EXPECT_NEAR(p[HandR].x - p[ShoulderR].x, kUpperArm + kForearm, 1e-3) << "pi/2: straight out";
  EXPECT_NEAR(p[HandL].x - p[ShoulderL].x, -(kUpperArm + kForearm), 1e-3);
  d.lean = 0.4f;
  solve(d, Legs::Ik, p);
  EXPECT_GT(p[Chest].x, p[Pelvis].x + 15) << "positive lean tips the chest toward +x";
  EXPECT_LT(p[HandL].y, p[ShoulderL].y - 10) << "the arms turn with the torso";
  EXPECT_GT(p[HandR].y, p[ShoulderR].y + 10);
}

TEST(FrontStickman, TwistNarrowsTheShoulders) {
  Drive d;
  d.twist = 1;
  Pose p;
  solve(d, Legs::Ik, p);
  EXPECT_NEAR(distance(p[ShoulderL], p[ShoulderR]), 2 * kShoulderHalf * std::cos(1.0f), 1e-3);
}

TEST(FrontStickman, BlendTakesArmsTheShortWayRound) {
  Drive a, b;
  a.arm[kLeft].angle = 0.1f;
  b.arm[kLeft].angle = 0.1f - kTau + 0.2f;
  const Drive mid = blend(a, b, 0.5f);
  EXPECT_NEAR(mid.arm[kLeft].angle, 0.2f, 1e-4);
  b.pelvis = {10, -40};
  EXPECT_NEAR(blend(a, b, 0.25f).pelvis.x, 2.5f, 1e-5);
}

TEST(Routine, AtLeastSixExercisesEachStartingAndEndingStanding) {
  ASSERT_GE(kExerciseCount, 6);
  const Drive rest;
  for (const Exercise& e : kRoutine) {
    ASSERT_GT(e.counts, 0);
    for (float beat : {0.0f, static_cast<float>(e.counts) - 1e-4f}) {
      const Drive d = e.at(beat);
      EXPECT_NEAR(distance(d.pelvis, rest.pelvis), 0, 0.05f) << e.name << " at " << beat;
      EXPECT_NEAR(d.lean, 0, 1e-3) << e.name;
      EXPECT_NEAR(d.twist, 0, 1e-3) << e.name;
      EXPECT_NEAR(d.lift, 0, 1e-3) << e.name;
      for (int s = kLeft; s <= kRight; ++s) {
        EXPECT_NEAR(std::remainder(d.arm[s].angle - rest.arm[s].angle, kTau), 0, 0.01f) << e.name;
        EXPECT_NEAR(d.arm[s].flex, rest.arm[s].flex, 0.01f) << e.name;
      }
    }
  }
}

TEST(Routine, TipToeStretchAsksMoreThanTheLegsReach) {
  const Exercise* stretch = nullptr;
  for (const Exercise& e : kRoutine)
    if (std::string_view(e.name) == "Tip-toe stretch") stretch = &e;
  ASSERT_NE(stretch, nullptr);
  const Drive d = stretch->at(4);
  EXPECT_LT(d.pelvis.y, reachablePelvis(d.pelvis, d.tilt, d.lift).y - 5);
}

}  // namespace
}  // namespace sm::front
