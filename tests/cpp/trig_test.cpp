// sm::trig's sine and cosine, and the float tangent made of them, against the C library's: the same float
// once rounded (what the core keeps) and at most one ulp apart in double.
#include "motion/trig.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "motion/scalar.h"

namespace {

// Distance in units in the last place between two finite doubles.
std::uint64_t ulps(double a, double b) {
  auto ordered = [](double d) {
    std::int64_t i;
    std::memcpy(&i, &d, sizeof i);
    return i < 0 ? std::numeric_limits<std::int64_t>::min() - i : i;
  };
  const std::int64_t ia = ordered(a), ib = ordered(b);
  return ia > ib ? static_cast<std::uint64_t>(ia - ib) : static_cast<std::uint64_t>(ib - ia);
}

float fromBits(std::uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

constexpr std::uint32_t kMillionBits = 0x49742400;  // the bits of 1e6f

struct Pair {
  const char* name;
  double (*ours)(double);
  double (*libc)(double);
};
const Pair kPairs[] = {{"sin", sm::trig::sin, [](double x) { return std::sin(x); }},
                       {"cos", sm::trig::cos, [](double x) { return std::cos(x); }}};

// Counts the mismatches rather than stopping at the first, and names a few.
void agree(float x, int& failures) {
  for (const Pair& p : kPairs) {
    const double ours = p.ours(x), libc = p.libc(x);
    const bool same = static_cast<float>(ours) == static_cast<float>(libc) && ulps(ours, libc) <= 1;
    if (!same && ++failures <= 5)
      ADD_FAILURE() << p.name << "(" << x << "): " << ours << " against " << libc << ", " << ulps(ours, libc)
                    << " ulp";
  }
}

TEST(Trig, AgreesWithTheCLibraryOnEvery997thFloatUpToAMillion) {
  int failures = 0;
  for (std::uint32_t bits = 0; bits <= kMillionBits; bits += 997) {
    agree(fromBits(bits), failures);
    agree(fromBits(bits | 0x80000000u), failures);
  }
  EXPECT_EQ(failures, 0);
}

TEST(Trig, AgreesOnZerosSubnormalsAndMultiplesOfHalfPi) {
  int failures = 0;
  for (float x : {0.0f, -0.0f, std::numeric_limits<float>::denorm_min(), -std::numeric_limits<float>::denorm_min(),
                  std::numeric_limits<float>::min() / 3, 1e-20f, 1.6e6f, -1.6e6f})
    agree(x, failures);
  // The floats nearest k * pi/2 and their neighbours, where reduction cancels most.
  for (int k = -300000; k <= 300000; k += (k > -100 && k < 100) ? 1 : 997) {
    const float x = static_cast<float>(k * 1.57079632679489661923);
    for (float y : {std::nextafter(x, -1e9f), x, std::nextafter(x, 1e9f)}) agree(y, failures);
  }
  EXPECT_EQ(failures, 0);
  EXPECT_TRUE(std::signbit(sm::trig::sin(-0.0)));
  EXPECT_TRUE(std::signbit(sm::tan(-0.0f)));
  EXPECT_EQ(sm::trig::cos(-0.0), 1.0);
}

TEST(Trig, BeyondTwoToTheTwentyHalfPisWithinAMillionthOfARadian) {
  // There the reduction is deterministic but not exact: off by about |x| * 1e-16.
  for (float x : {1.7e6f, -2e6f, 1e7f, -1e7f, 123456789.0f, 1e9f}) {
    EXPECT_NEAR(sm::trig::sin(x), std::sin(static_cast<double>(x)), std::fabs(x) * 1e-15) << x;
    EXPECT_NEAR(sm::trig::cos(x), std::cos(static_cast<double>(x)), std::fabs(x) * 1e-15) << x;
  }
}

TEST(Trig, HugeArgumentsStayFiniteAndBounded) {
  for (float x : {1e30f, -1e30f, 3e38f, std::numeric_limits<float>::max(), -std::numeric_limits<float>::max(),
                  1.7e15f, 9e15f}) {
    const double s = sm::trig::sin(x), c = sm::trig::cos(x);
    EXPECT_TRUE(std::isfinite(s) && std::fabs(s) <= 1) << x << ": " << s;
    EXPECT_TRUE(std::isfinite(c) && std::fabs(c) <= 1) << x << ": " << c;
    EXPECT_NEAR(s * s + c * c, 1.0, 1e-15) << x;
    EXPECT_FALSE(std::isnan(sm::tan(x))) << x;
  }
}

TEST(Trig, NotANumberAndInfinityGiveNotANumber) {
  for (double x : {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                   -std::numeric_limits<double>::infinity()}) {
    EXPECT_TRUE(std::isnan(sm::trig::sin(x)));
    EXPECT_TRUE(std::isnan(sm::trig::cos(x)));
    EXPECT_TRUE(std::isnan(sm::tan(static_cast<float>(x))));
    EXPECT_TRUE(std::isnan(sm::sin(static_cast<float>(x))));
  }
}

TEST(Trig, TheFloatFunctionsRoundOurDoubles) {
  for (float x : {0.3f, -2.5f, 100.0f, 1234.5f}) {
    EXPECT_EQ(sm::sin(x), static_cast<float>(sm::trig::sin(x)));
    EXPECT_EQ(sm::cos(x), static_cast<float>(sm::trig::cos(x)));
  }
}

// The quotient of the two, rounded once, is the library's tangent rounded.
TEST(Trig, TheFloatTangentIsTheLibrarysOnEvery997thFloatUpToAMillion) {
  int failures = 0;
  for (std::uint32_t bits = 0; bits <= kMillionBits; bits += 997) {
    for (const float x : {fromBits(bits), fromBits(bits | 0x80000000u)}) {
      const float libc = static_cast<float>(std::tan(static_cast<double>(x)));
      if (sm::tan(x) != libc && ++failures <= 5)
        ADD_FAILURE() << "tan(" << x << "): " << sm::tan(x) << " against " << libc;
    }
  }
  EXPECT_EQ(failures, 0);
}

}  // namespace
