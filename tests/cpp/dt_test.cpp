#include "motion/dt.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace sm {
namespace {

TEST(SanitizeDt, KeepsOrdinaryFrames) {
  EXPECT_FLOAT_EQ(sanitizeDt(1.0f / 60), 1.0f / 60);
  EXPECT_FLOAT_EQ(sanitizeDt(0), 0);
}

TEST(SanitizeDt, BadValuesBecomeZero) {
  EXPECT_EQ(sanitizeDt(std::nanf("")), 0);
  EXPECT_EQ(sanitizeDt(-0.016f), 0);
  EXPECT_EQ(sanitizeDt(std::numeric_limits<float>::infinity()), 0);
  EXPECT_EQ(sanitizeDt(-std::numeric_limits<float>::infinity()), 0);
}

TEST(SanitizeDt, LongFramesAreCappedAtOneThirtieth) {
  EXPECT_FLOAT_EQ(kMaxFrameDt, 1.0f / 30);
  EXPECT_FLOAT_EQ(sanitizeDt(0.5f), 1.0f / 30);
  EXPECT_FLOAT_EQ(sanitizeDt(1e30f), 1.0f / 30);
}

}  // namespace
}  // namespace sm
