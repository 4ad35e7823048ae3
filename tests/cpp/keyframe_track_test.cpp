#include "motion/keyframe_track.h"

#include <gtest/gtest.h>

#include <cmath>

namespace sm {
namespace {

TEST(KeyframeTrack, EndsAtItsFirstAndLastValuesAndClampsOutside) {
  constexpr Key keys[] = {{0, 2}, {0.5f, 10}, {1, -4}};
  EXPECT_FLOAT_EQ(sample(keys, 0), 2);
  EXPECT_FLOAT_EQ(sample(keys, 0.5f), 10);
  EXPECT_FLOAT_EQ(sample(keys, 1), -4);
  EXPECT_FLOAT_EQ(sample(keys, -3), 2);
  EXPECT_FLOAT_EQ(sample(keys, 7), -4);
  EXPECT_FLOAT_EQ(sample(keys, NAN), 2) << "NaN time reads as the start, never NaN";
}

TEST(KeyframeTrack, DefaultsToSmoothstepAndEasesEachSegmentItsOwnWay) {
  constexpr Key keys[] = {{0, 0}, {0.2f, 1, Ease::Linear}, {0.4f, 0, Ease::OutCubic}, {0.6f, 1, Ease::InCubic}, {0.8f, 0}};
  EXPECT_NEAR(sample(keys, 0.05f), smoothstep(0.25f), 1e-6);
  EXPECT_NEAR(sample(keys, 0.25f), 1 - 0.25f, 1e-6);
  EXPECT_NEAR(sample(keys, 0.45f), easeOutCubic(0.25f), 1e-6);
  EXPECT_NEAR(sample(keys, 0.65f), 1 - easeInCubic(0.25f), 1e-6);
}

TEST(KeyframeTrack, RepeatedKeysAndHoldsKeepTheValue) {
  constexpr Key repeated[] = {{0, 0}, {0.3f, 5}, {0.6f, 5}, {1, 0}};
  constexpr Key held[] = {{0, 0}, {0.3f, 5, Ease::Smooth, 0.3f}, {1, 0}};
  for (float p = 0.3f; p <= 0.6f; p += 0.01f) {
    EXPECT_FLOAT_EQ(sample(repeated, p), 5) << p;
    EXPECT_FLOAT_EQ(sample(held, p), 5) << p;
  }
  for (float p = 0; p <= 1; p += 0.01f) EXPECT_NEAR(sample(repeated, p), sample(held, p), 1e-5) << p;
}

TEST(KeyframeTrack, OverrideEasesEverySegment) {
  constexpr Key keys[] = {{0, 0}, {1, 10}};
  EXPECT_NEAR(sample(keys, 0.5f, Ease::OutCubic), 8.75f, 1e-5);
  EXPECT_NEAR(sample(keys, 0.5f, Ease::InCubic), 1.25f, 1e-5);
}

TEST(KeyframeTrack, LocatesAnyWaypointTypeTheSameWay) {
  struct Pose {
    float t;
    Ease ease;
    float hold;
  };
  constexpr Pose poses[] = {{0, Ease::Linear, 0.2f}, {0.6f, Ease::Smooth, 0}, {1, Ease::Smooth, 0}};
  EXPECT_EQ(segmentAt(poses, 3, 0.1f).u, 0);
  const SegmentAt s = segmentAt(poses, 3, 0.4f);
  EXPECT_EQ(s.i, 0);
  EXPECT_NEAR(s.u, 0.5f, 1e-6);
  EXPECT_EQ(segmentAt(poses, 3, 0.8f).i, 1);
}

}  // namespace
}  // namespace sm
