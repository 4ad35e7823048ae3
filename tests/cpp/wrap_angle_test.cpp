// sm::wrapAngle against the C library's remainder by 2 pi, bit for bit.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "motion/scalar.h"

namespace {

std::uint32_t bitsOf(float f) {
  std::uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

int mismatches = 0;
void same(float a) {
  const float want = std::remainder(a, sm::kTau), got = sm::wrapAngle(a);
  const bool ok = std::isnan(want) ? std::isnan(got) : bitsOf(got) == bitsOf(want);
  if (!ok && ++mismatches <= 5) ADD_FAILURE() << "wrapAngle(" << a << ") = " << got << ", remainder " << want;
}

TEST(WrapAngle, MatchesRemainderOnEvery997thFloat) {
  mismatches = 0;
  for (std::uint64_t bits = 0; bits <= 0xffffffffu; bits += 997) {
    float a;
    const auto b = static_cast<std::uint32_t>(bits);
    std::memcpy(&a, &b, sizeof a);
    same(a);
  }
  EXPECT_EQ(mismatches, 0);
}

TEST(WrapAngle, MatchesOnTiesZerosAndTheEdges) {
  mismatches = 0;
  // k * pi as floats lands on exact halves of kTau only sometimes; their
  // neighbours test the rounding of n on both sides.
  for (int k = -100000; k <= 100000; ++k) {
    const float a = static_cast<float>(k) * (sm::kTau / 2);
    for (float x : {std::nextafter(a, -1e30f), a, std::nextafter(a, 1e30f)}) same(x);
  }
  const float inf = std::numeric_limits<float>::infinity();
  for (float x : {0.0f, -0.0f, sm::kTau, -sm::kTau, sm::kTau / 2, -sm::kTau / 2, 3 * sm::kTau / 2, 1.6e9f, 1.8e9f,
                  -3e9f, 1e20f, std::numeric_limits<float>::max(), std::numeric_limits<float>::denorm_min(), inf,
                  -inf, std::numeric_limits<float>::quiet_NaN()})
    same(x);
  EXPECT_EQ(mismatches, 0);
  EXPECT_TRUE(std::signbit(sm::wrapAngle(-sm::kTau)));
}

}  // namespace
