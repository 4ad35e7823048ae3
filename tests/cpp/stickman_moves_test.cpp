#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "motion/scalar.h"
#include "rigs/stickman/rig.h"
#include "rigs/stickman/blend.h"
#include "rigs/stickman/moves/jump.h"
#include "rigs/stickman/moves/kata.h"
#include "rigs/stickman/moves/spear.h"
#include "rigs/stickman/moves/throw.h"

namespace sm::stickman {
namespace {

Pose solved(const Drive& d) {
  Pose p;
  solve(d, p);
  return p;
}

float maxJointGap(const Pose& a, const Pose& b) {
  float worst = 0;
  for (int j = 0; j < kJointCount; ++j) worst = std::fmax(worst, distance(a[j], b[j]));
  return worst;
}

float distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const float t = clamp(dot(p - a, ab) / std::fmax(dot(ab, ab), 1e-9f), 0, 1);
  return distance(p, a + ab * t);
}

TEST(Jump, RootFollowsTheSpecTrackWithItsEasingSwitch) {
  const float keys[][2] = {{0, 0}, {0.2f, 10}, {0.32f, -6}, {0.5f, -160}, {0.68f, -70}, {0.82f, 4}, {0.9f, -2}, {1, 0}};
  for (const auto& k : keys) EXPECT_NEAR(jumpRootY(k[0]), k[1], 1e-3) << k[0];
  EXPECT_NEAR(jumpRootY(0.41f), -6 - 154 * easeOutCubic(0.5f), 1e-2) << "easeOutCubic rising";
  EXPECT_NEAR(jumpRootY(0.59f), -160 + 90 * easeInCubic(0.5f), 1e-2) << "easeInCubic falling";
}

TEST(Jump, RootPeaksAt160Up) {
  float top = INFINITY;
  for (int i = 0; i <= 1000; ++i) top = std::fmin(top, solved(jump(i / 1000.0f, 0))[Pelvis].y);
  EXPECT_NEAR(-top - kHipHeight, 160, 1);
}

TEST(Jump, SquashesAndStretchesByTheSpecNumbers) {
  EXPECT_NEAR(jumpSquash(0.2f), 0.84f, 1e-4);
  EXPECT_NEAR(jumpSquash(0.32f), 1.14f, 1e-4);
  EXPECT_NEAR(jumpSquash(0.86f), 0.82f, 1e-4);
  Drive d = jump(0.2f, 0);
  Drive plain = d;
  plain.squashY = 1;
  const Pose a = solved(d), b = solved(plain);
  const float sx = 1 + (1 - 0.84f) * 0.7f;
  EXPECT_NEAR(a[Chest].y, b[Chest].y * 0.84f, 1e-3) << "scaled about the ground point";
  EXPECT_NEAR(a[Chest].x, b[Chest].x * sx, 1e-3);
  EXPECT_NEAR(a.headR, kHeadR * (sx + 0.84f) / 2, 1e-4);
}

TEST(Jump, FeetStayOnTheGroundWhileSquashed) {
  int squashed = 0;
  for (int i = 0; i <= 2000; ++i) {
    const float p = i / 2000.0f;
    if (jumpSquash(p) >= 1) continue;
    ++squashed;
    const Pose pose = solved(jump(p, 0));
    EXPECT_NEAR(pose[FootNear].y, 0, 0.5f) << p;
    EXPECT_NEAR(pose[FootFar].y, 0, 0.5f) << p;
  }
  EXPECT_GT(squashed, 300);
}

TEST(Throw, WindsBackReleasesForwardAndLoops) {
  const Pose windup = solved(throwing(0.42f, 0)), release = solved(throwing(0.56f, 0));
  EXPECT_LT(windup[HandNear].x, windup[Chest].x - 15) << "anticipation: the hand behind";
  EXPECT_LT(windup[Pelvis].x, -8) << "weight back";
  EXPECT_GT(release[HandNear].x, release[Chest].x + 15) << "release: the hand out in front";
  EXPECT_GT(release[Pelvis].x, 8) << "weight forward";
  EXPECT_LT(maxJointGap(solved(throwing(0, 0)), solved(throwing(1, 0))), 1e-3);
}

TEST(Kata, HasSeventeenFormsAndClosesOnTheFirst) {
  EXPECT_EQ(kKataWaypoints, 18);
  EXPECT_EQ(kKata[0].t, 0);
  EXPECT_EQ(kKata[17].t, 1);
  EXPECT_STREQ(kKata[17].name, kKata[0].name);
  for (int i = 0; i + 1 < kKataWaypoints; ++i) EXPECT_LT(kKata[i].t + kKata[i].hold, kKata[i + 1].t) << i;
}

TEST(Kata, LoopsWithoutASeam) {
  EXPECT_LT(maxJointGap(solved(kata(0, 0)), solved(kata(1, 0))), 1e-3);
  EXPECT_LT(maxJointGap(solved(kata(1e-6f, 0)), solved(kata(1 - 1e-6f, 0))), 1e-3);
}

TEST(Kata, HoldsKeepEveryJointStill) {
  int holds = 0;
  for (const KataForm& f : kKata) {
    if (f.hold <= 0) continue;
    ++holds;
    const Pose start = solved(kata(f.t, 0));
    for (int i = 1; i <= 20; ++i) EXPECT_LT(maxJointGap(start, solved(kata(f.t + f.hold * i / 20, 0))), 1e-3) << f.name;
  }
  EXPECT_GE(holds, 2);
}

TEST(Kata, BothHandsStayOnTheShaftWithElbowsBendingApart) {
  for (int i = 0; i <= 4000; ++i) {
    const Drive d = kata(i / 4000.0f, 0);
    ASSERT_TRUE(d.spear);
    EXPECT_EQ(d.arm[kNear].bendSign, -d.arm[kFar].bendSign);
    const Pose p = solved(d);
    EXPECT_NEAR(distance(d.spearButt, d.spearTip), kSpearLength, 1e-2) << "before the squash, which scales it";
    EXPECT_LT(distanceToSegment(p[HandNear], p[SpearButt], p[SpearTip]), 0.5f) << i;
    EXPECT_LT(distanceToSegment(p[HandFar], p[SpearButt], p[SpearTip]), 0.5f) << i;
  }
}

TEST(Kata, ThrustsShootOutWithEaseOutCubic) {
  int thrusts = 0;
  for (int i = 1; i < kKataWaypoints; ++i) {
    if (!std::strstr(kKata[i].name, "thrust")) continue;
    ++thrusts;
    const KataForm& before = kKata[i - 1];
    EXPECT_TRUE(before.ease == Ease::OutCubic || before.twice) << kKata[i].name;
  }
  EXPECT_GE(thrusts, 4);
}

const KataForm& form(const char* name) {
  for (const KataForm& f : kKata)
    if (std::strstr(f.name, name)) return f;
  ADD_FAILURE() << name;
  return kKata[0];
}

// Form 10 kneels: through its hold a knee is on the floor.
TEST(Kata, KneelingThrustKneels) {
  const KataForm& f = form("kneeling");
  EXPECT_EQ(&f - kKata, 9) << "form 10";
  for (int i = 0; i <= 10; ++i) {
    const Pose p = solved(kata(f.t + f.hold * static_cast<float>(i) / 10, 0));
    EXPECT_LT(std::fmin(-p[KneeNear].y, -p[KneeFar].y), 5) << "a knee within 5 of the ground";
  }
}

// Form 12 turns round: the body faces -x through its hold and swings there
// and back over the forms either side, never flipping in a frame.
TEST(Kata, PivotTurnFacesBackAndSwingsRound) {
  const KataForm& f = form("pivot turn");
  EXPECT_EQ(&f - kKata, 11) << "form 12";
  EXPECT_FLOAT_EQ(kataFacing(f.t + f.hold / 2), -1);
  EXPECT_FLOAT_EQ(kataFacing(0), 1);
  EXPECT_FLOAT_EQ(kataFacing(1), 1);
  const int frames = static_cast<int>(kKataSeconds * 60);
  float worst = 0, last = kataFacing(0);
  int back = 0;
  for (int i = 1; i <= frames; ++i) {
    const float now = kataFacing(static_cast<float>(i) / static_cast<float>(frames));
    worst = std::fmax(worst, std::fabs(now - last));
    back += now < 0;
    last = now;
  }
  EXPECT_GT(back, 30) << "faces -x for over half a second";
  EXPECT_LT(worst, 0.06f) << "per 1/60 s: a turn, not a flip";
}

TEST(Kata, StaysOnOrAboveTheGround) {
  for (int i = 0; i <= 2000; ++i) {
    const Pose p = solved(kata(i / 2000.0f, 0));
    for (int j = 0; j < kJointCount; ++j) EXPECT_LE(p[j].y, 0.5f) << "a kneeling knee may touch the floor, not sink" << kJointNames[j] << " at " << i;
  }
}

TEST(SpearThrust, ShootsForwardAndComesBackForAnyBody) {
  Drive base;
  base.foot[kNear] = {-10, 0};
  base.foot[kFar] = {10, 0};
  Drive rest = base, out = base, back = base;
  thrust(rest, kCarry, 0);
  thrust(out, kCarry, 0.35f);
  thrust(back, kCarry, 1);
  EXPECT_GT(out.spearTip.x, rest.spearTip.x + 30);
  EXPECT_LT(distance(rest.spearTip, back.spearTip), 1e-3);
  for (const Drive* d : {&rest, &out}) {
    const Pose p = solved(*d);
    EXPECT_LT(distanceToSegment(p[HandNear], p[SpearButt], p[SpearTip]), 0.5f);
    EXPECT_LT(distanceToSegment(p[HandFar], p[SpearButt], p[SpearTip]), 0.5f);
  }
}

TEST(CrossFade, StartsAtOneDriveAndEndsAtTheOther) {
  const Drive a = jump(0.4f, 0), b = kata(0.3f, 0);
  EXPECT_LT(maxJointGap(solved(crossFade(a, b, 0)), solved(a)), 1e-3);
  EXPECT_LT(maxJointGap(solved(crossFade(a, b, 1)), solved(b)), 1e-3);
  Drive half = crossFade(a, b, 0.5f);
  half.squashY = 1;
  const Pose mid = solved(half);
  for (int j = 0; j < kJointCount; ++j) EXPECT_TRUE(isFinite(mid[j]));
  EXPECT_NEAR(distance(mid[ShoulderNear], mid[ElbowNear]), kUpperArm, 1e-3) << "bones keep their lengths";
}

}  // namespace
}  // namespace sm::stickman
