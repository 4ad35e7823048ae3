#include "motion/gait.h"

#include <gtest/gtest.h>

#include "rigs/stickman/moves/gait.h"

namespace sm {
namespace {

using stickman::kRun;
using stickman::kWalk;

TEST(StickmanGait, SpecNumbers) {
  EXPECT_FLOAT_EQ(kWalk.stride, 44);
  EXPECT_FLOAT_EQ(kWalk.cadence, 1.5f);
  EXPECT_FLOAT_EQ(kWalk.duty, 0.62f);
  EXPECT_FLOAT_EQ(kRun.stride, 60);
  EXPECT_FLOAT_EQ(kRun.cadence, 2.55f);
  EXPECT_FLOAT_EQ(kRun.duty, 0.40f);
  EXPECT_GT(kWalk.duty, 0.5f) << "walk has double support";
  EXPECT_LT(kRun.duty, 0.5f) << "run has a flight phase";
}

TEST(GroundSpeed, IsStrideTimesCadenceOverDuty) {
  EXPECT_NEAR(groundSpeed(kWalk), 44 * 1.5 / 0.62, 1e-3);
  EXPECT_NEAR(groundSpeed(kWalk), 106.45, 0.01);
  EXPECT_NEAR(groundSpeed(kRun), 382.5, 0.01);
}

TEST(FootAt, StanceRunsFrontToBackOnTheGround) {
  const FootSample start = footAt(0, kWalk);
  EXPECT_TRUE(start.planted);
  EXPECT_FLOAT_EQ(start.x, 22);
  EXPECT_FLOAT_EQ(start.lift, 0);
  const FootSample mid = footAt(0.31f, kWalk);
  EXPECT_TRUE(mid.planted);
  EXPECT_NEAR(mid.x, 0, 1e-4);
  const FootSample late = footAt(0.6199f, kWalk);
  EXPECT_NEAR(late.x, -22, 0.01);
}

TEST(FootAt, SwingLiftsBySineAndReturnsForward) {
  const float midSwing = 0.62f + 0.38f / 2;
  const FootSample f = footAt(midSwing, kWalk);
  EXPECT_FALSE(f.planted);
  EXPECT_NEAR(f.lift, kWalk.stepHeight, 1e-3);
  EXPECT_NEAR(f.x, 0, 1e-3);
  EXPECT_NEAR(footAt(0.9999f, kWalk).x, 22, 0.01);
}

TEST(FootAt, PhaseWrapsWithoutASeam) {
  EXPECT_NEAR(footAt(1.0f, kWalk).x, footAt(0.0f, kWalk).x, 1e-5);
  EXPECT_NEAR(footAt(1.25f, kWalk).x, footAt(0.25f, kWalk).x, 1e-4);
}

TEST(HipRise, TopsOutTwicePerCycleAndRunTopMeetsFlight) {
  EXPECT_NEAR(hipRise(0.25f, kWalk), kWalk.bob, 1e-4);
  EXPECT_NEAR(hipRise(0.75f, kWalk), kWalk.bob, 1e-4);
  EXPECT_NEAR(hipRise(0, kWalk), 0, 1e-4);
  // Run flight: near foot lifts at duty 0.40, far lands at 0.5: the top is at 0.45.
  EXPECT_NEAR(hipRise(0.45f, kRun), kRun.bob, 1e-3);
  EXPECT_NEAR(hipRise(0.95f, kRun), kRun.bob, 1e-3);
}

TEST(GaitClock, BlendsEveryParameterWithoutAJump) {
  GaitClock clock(kWalk, kRun);
  clock.reset(0);
  clock.setTarget(1);
  float last = clock.speed();
  float biggest = 0;
  for (int i = 0; i < 240; ++i) {
    clock.advance(1.0f / 120);
    biggest = std::max(biggest, std::fabs(clock.speed() - last));
    last = clock.speed();
  }
  EXPECT_NEAR(clock.blendValue(), 1, 1e-6);
  EXPECT_NEAR(clock.speed(), groundSpeed(kRun), 1e-3);
  // 276 u/s of change spread over the blend: no 1/120 s step takes more than 4% of it.
  EXPECT_LT(biggest, 0.04f * (groundSpeed(kRun) - groundSpeed(kWalk)));
}

TEST(GaitClock, PhaseAdvancesByCadence) {
  GaitClock clock(kWalk, kRun);
  clock.reset(0);
  for (int i = 0; i < 20; ++i) clock.advance(0.01f);
  EXPECT_NEAR(clock.phase(), 0.2f * 1.5f, 1e-4);
}

}  // namespace
}  // namespace sm
