// sm::fmod (floats through the double fmod) against the C library's float
// fmod, bit for bit.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "motion/scalar.h"

namespace {

float floatOf(std::uint32_t b) {
  float f;
  std::memcpy(&f, &b, sizeof f);
  return f;
}
std::uint32_t bitsOf(float f) {
  std::uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

int mismatches = 0;
void same(float x, float y) {
  const float want = std::fmod(x, y), got = sm::fmod(x, y);
  const bool ok = std::isnan(want) ? std::isnan(got) : bitsOf(got) == bitsOf(want);
  if (!ok && ++mismatches <= 5) ADD_FAILURE() << "fmod(" << x << ", " << y << ") = " << got << ", fmodf " << want;
}

// The divisors the scenes use (a cycle of 2 steps, 4 beats, 0.2 s, 2 tau) and
// others of every size, against dividends across the whole float range.
TEST(FloatFmod, MatchesFmodfOnEvery997thFloat) {
  mismatches = 0;
  const float inf = std::numeric_limits<float>::infinity();
  for (float y : {2.0f, 4.0f, 0.2f, 2 * sm::kTau, 3.0f, 1e-3f, 7.5e5f, 1e30f, -2.0f,
                  std::numeric_limits<float>::denorm_min(), 0.0f, inf}) {
    for (std::uint64_t bits = 0; bits <= 0xffffffffu; bits += 997 * 13) same(floatOf(static_cast<std::uint32_t>(bits)), y);
  }
  for (float x : {0.0f, -0.0f, inf, -inf, std::numeric_limits<float>::quiet_NaN(), 1.9999999f, 4.0f, -4.0f})
    for (float y : {2.0f, 4.0f, 0.2f, inf, 0.0f}) same(x, y);
  EXPECT_EQ(mismatches, 0);
}

}  // namespace
