#include "motion/ik.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace sm {
namespace {

constexpr float kL1 = 37, kL2 = 37;

TEST(TwoBoneIk, ReachesAReachableTarget) {
  const TwoBoneIk ik{{0, 0}, {20, 50}, kL1, kL2, 1};
  const Vec2 j = ik.joint();
  EXPECT_NEAR(distance(ik.root, j), kL1, 1e-3);
  EXPECT_NEAR(distance(j, ik.target), kL2, 1e-3);
  const Vec2 end = ik.end();
  EXPECT_NEAR(end.x, 20, 1e-3);
  EXPECT_NEAR(end.y, 50, 1e-3);
}

TEST(TwoBoneIk, StretchesTowardAnUnreachableTarget) {
  const TwoBoneIk ik{{0, 0}, {0, 500}, kL1, kL2, 1};
  const Vec2 j = ik.joint();
  const Vec2 end = ik.end();
  EXPECT_NEAR(distance(ik.root, j), kL1, 1e-3);
  EXPECT_NEAR(end.x, 0, 1e-4);
  // Clamped to L1+L2-0.01: almost straight, pointing at the target, never past reach.
  EXPECT_NEAR(end.y, kL1 + kL2 - 0.01f, 1e-3);
  EXPECT_GT(std::fabs(j.x), 0.1f) << "the joint stays bent, never exactly straight";
}

TEST(TwoBoneIk, BendSignPicksTheMirrorSolution) {
  const TwoBoneIk forward{{0, 0}, {0, 60}, kL1, kL2, -1};
  const TwoBoneIk back{{0, 0}, {0, 60}, kL1, kL2, 1};
  // Root above target: +1 bends toward -x, -1 toward +x (knees forward).
  EXPECT_GT(forward.joint().x, 0);
  EXPECT_LT(back.joint().x, 0);
  EXPECT_NEAR(forward.joint().x, -back.joint().x, 1e-5);
  EXPECT_NEAR(forward.joint().y, back.joint().y, 1e-5);
}

TEST(TwoBoneIk, MatchesTheLawOfCosinesFormWithAtan2AndAcos) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> u(-90, 90);
  for (int i = 0; i < 1000; ++i) {
    const Vec2 target{u(rng), u(rng)};
    const float sign = i % 2 ? 1.0f : -1.0f;
    const Vec2 j = TwoBoneIk{{0, 0}, target, 30, 40, sign}.joint();
    double d = std::hypot(double(target.x), double(target.y));
    d = std::clamp(d, 10.0 + 0.01, 70.0 - 0.01);
    const double base = std::atan2(double(target.y), double(target.x));
    const double ca = std::clamp((30.0 * 30 + d * d - 40.0 * 40) / (2 * 30 * d), -1.0, 1.0);
    const double ang = base + sign * std::acos(ca);
    EXPECT_NEAR(j.x, 30 * std::cos(ang), 1e-3);
    EXPECT_NEAR(j.y, 30 * std::sin(ang), 1e-3);
  }
}

TEST(TwoBoneIk, RootOnTargetGivesAFiniteFoldedChain) {
  const TwoBoneIk ik{{5, 5}, {5, 5}, 30, 20, 1};
  const Vec2 j = ik.joint();
  ASSERT_TRUE(isFinite(j));
  EXPECT_NEAR(distance(ik.root, j), 30, 1e-3);
  ASSERT_TRUE(isFinite(ik.end()));
}

TEST(TwoBoneIk, ZeroLengthSecondBoneStaysFinite) {
  const TwoBoneIk ik{{0, 0}, {3, 4}, 10, 0, 1};
  const Vec2 j = ik.joint();
  ASSERT_TRUE(isFinite(j));
  EXPECT_NEAR(distance(ik.root, j), 10, 1e-3);
}

TEST(TwoBoneIk, MillionRandomTargetsNoNaNAndBonesKept) {
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> pos(-1000, 1000);
  std::uniform_real_distribution<float> len(0.5f, 80);
  int bad = 0;
  for (int i = 0; i < 1000000; ++i) {
    // Small offsets too: targets right on or next to the root.
    const float scale = i % 4 == 0 ? 1e-3f : 1;
    const TwoBoneIk ik{{pos(rng), pos(rng)}, {}, len(rng), len(rng), i % 2 ? 1.0f : -1.0f};
    TwoBoneIk t = ik;
    t.target = ik.root + Vec2{pos(rng), pos(rng)} * scale;
    const Vec2 j = t.joint();
    const Vec2 e = t.end();
    if (!isFinite(j) || !isFinite(e) || std::fabs(distance(t.root, j) - t.l1) > 1e-3f * std::fmax(1, t.l1 / 10) ||
        std::fabs(distance(j, e) - t.l2) > 1e-3f * std::fmax(1, t.l2 / 10))
      if (++bad <= 3)
        ADD_FAILURE() << "l1 " << t.l1 << " l2 " << t.l2 << " d " << distance(t.root, t.target) << ": bones "
                      << distance(t.root, j) << ", " << distance(j, e);
  }
  EXPECT_EQ(bad, 0);
}

TEST(WithinReach, PullsAFarTargetBackAlongTheSameLine) {
  const Vec2 t = withinReach({0, 0}, {0, 100}, 72.5f);
  EXPECT_FLOAT_EQ(t.x, 0);
  EXPECT_FLOAT_EQ(t.y, 72.5f);
  const Vec2 near = withinReach({0, 0}, {10, 20}, 72.5f);
  EXPECT_FLOAT_EQ(near.x, 10);
  EXPECT_FLOAT_EQ(near.y, 20);
}

}  // namespace
}  // namespace sm
