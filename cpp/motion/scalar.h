#pragma once

#include <cmath>

#include "motion/trig.h"

namespace sm {

constexpr float kPi = 3.14159265358979f;
constexpr float kTau = 2 * kPi;

constexpr float clamp(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }
constexpr float lerp(float a, float b, float t) { return a + (b - a) * t; }
constexpr float deg(float radians) { return radians * (180 / kPi); }
constexpr float rad(float degrees) { return degrees * (kPi / 180); }
// Wraps into [0, 1); a cycle phase never leaves this range, so no seam.
inline float wrap01(float v) { return v - std::floor(v); }

// std::fmod of floats to the bit, through the double one: the remainder of
// two floats is exact, so it is a float either way, and a module then links
// one fmod, not fmodf besides.
inline float fmod(float x, float y) {
  return static_cast<float>(std::fmod(static_cast<double>(x), static_cast<double>(y)));
}

// std::remainder(a, kTau) to the bit (a - n * kTau, n the integer nearest
// a / kTau, ties to even) without libm's remainderf. In double, a / kTau
// rounds to that n while |n| < 2^28, n * kTau is exact in 52 bits and so is
// the difference, a float; fmod by 2 kTau first keeps n's parity for larger a.
inline float wrapAngle(float a) {
  constexpr double kRound = 0x1.8p52;  // adding it rounds to an integer, ties to even
  const double x = std::fabs(a) < 0x1p28f * kTau ? a : fmod(a, 2 * kTau);
  const double n = (x / kTau + kRound) - kRound;
  const double r = x - n * kTau;
  return r == 0 ? a * 0.0f : static_cast<float>(r);  // a zero keeps a's sign
}

// Trigonometry in double precision, rounded once to float. The float
// functions of glibc (native) and musl (wasm) differ in the last bit for some
// inputs, and springs and chains grow such bits into visible differences.
// sin and cos are the core's own (trig.h), the same code in both builds, so
// they agree by construction, and tan is their quotient; acos and atan2 go through the libraries'
// double functions, which land on the same float after rounding.
inline float sin(float x) { return static_cast<float>(trig::sin(x)); }
inline float cos(float x) { return static_cast<float>(trig::cos(x)); }
inline float tan(float x) { return static_cast<float>(trig::sin(x) / trig::cos(x)); }
inline float acos(float x) { return static_cast<float>(std::acos(static_cast<double>(x))); }
inline float atan2(float y, float x) {
  return static_cast<float>(std::atan2(static_cast<double>(y), static_cast<double>(x)));
}

}  // namespace sm
