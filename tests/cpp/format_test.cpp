// sm::vformat against the C library's snprintf, byte for byte: the wasm cores
// print every status and label with it instead of libc's printf.
#include "text/format.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>

namespace {

template <typename... A>
void same(const char* fmt, A... args) {
  char want[512], got[512];
  const int n = std::snprintf(want, sizeof want, fmt, args...);
  const int m = sm::format(got, sizeof got, fmt, args...);
  ASSERT_EQ(std::string(got), std::string(want)) << fmt;
  ASSERT_EQ(m, n) << fmt;
}

const char* const kFloatFormats[] = {"%.0f", "%.1f", "%.2f", "%.3f", "%+.1f", "%+.2f", "%+.0f", "%f",   "%.2g",
                                     "%.3g", "%g",   "%.1g", "%8.2f", "%-8.1f|", "%08.2f", "%+.3g", "%.6g"};

TEST(Format, TiesRoundToEvenOnTheExactBinaryValue) {
  for (double v : {0.125, 0.375, 2.5, 3.5, -2.5, 0.05, 0.15, 0.25, 1.005, 9.995, 99.95, 0.0, -0.0, -0.01, -0.4,
                   0.5, 1.5, 1e-5, 0.00095, 0.0001, 123456.0, 999.5, 9.5, 0.95, 1e21, 1e-300, 4.35, 1234567.0})
    for (const char* f : kFloatFormats) same(f, v);
}

TEST(Format, AgreesOnAMillionValuesOfEveryMagnitude) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> mant(-1.0, 1.0);
  std::uniform_int_distribution<int> exp10(-7, 9);
  for (int i = 0; i < 1000000; ++i) {
    double v = mant(rng) * std::pow(10.0, exp10(rng));
    // Floats as the core holds them, and halves and quarters (exact ties) besides.
    if (i % 3 == 1) v = static_cast<float>(v);
    if (i % 3 == 2) v = std::round(v * 8) / 8;
    same(kFloatFormats[i % (sizeof kFloatFormats / sizeof *kFloatFormats)], v);
  }
}

TEST(Format, ExactAtEveryMagnitudeADoubleHas) {
  for (double v : {1.7976931348623157e308, -1e308, 4.9406564584124654e-324, 2.2250738585072014e-308, 1e-300,
                   123456789012345678901234567890.0, 18446744073709551616.0, 18446744073709555712.0,
                   9007199254740993.0, 3.4028234663852886e38, 1.401298464324817e-45, 5e-324 * 3})
    for (const char* f : {"%f", "%.40f", "%.0f", "%g", "%.17g", "%.1g", "%.6g", "%+.3f"}) same(f, v);
}

TEST(Format, IntegersStringsAndThePercentSign) {
  for (int v : {0, 7, -7, 42, -42, 12345, -99999, 2147483647, -2147483647 - 1})
    for (const char* f : {"%d", "%05d", "%i", "%+d", "%3d|", "%-4d|", "%.3d", "%u"}) same(f, v);
  for (long long v : {9223372036854775807ll, -9223372036854775807ll - 1, -1ll}) same("%lld", v);
  same("%llu", 18446744073709551615ull);
  same("%s and %s", "a", "bc");
  same("[%5s|%-5s|%.2s]", "ab", "cd", "efgh");
  same("100%% sure, %c", 'x');
  same("%s: %.1f m/s, %d%%", "speed", 3.25, 40);
  char small[4];
  EXPECT_EQ(sm::format(small, sizeof small, "%d", 123456), 6);
  EXPECT_STREQ(small, "123");
  // Cut mid-string and mid-literal alike, the length still counts every byte.
  EXPECT_EQ(sm::format(small, sizeof small, "%s!", "abcdef"), 7);
  EXPECT_STREQ(small, "abc");
  EXPECT_EQ(sm::format(small, sizeof small, "ab%.1f", 2.25), 5);
  EXPECT_STREQ(small, "ab2");
  EXPECT_EQ(sm::format(small, 1, "%s", "x"), 1);
  EXPECT_STREQ(small, "");
  // An unknown conversion, on purpose: the compiler would refuse it.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
  EXPECT_EQ(sm::format(small, sizeof small, "%q", 1), -1);
#pragma GCC diagnostic pop
}

}  // namespace
