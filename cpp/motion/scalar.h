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

// Trigonometry in double precision, rounded once to float. The float
// functions of glibc (native) and musl (wasm) differ in the last bit for some
// inputs, and springs and chains grow such bits into visible differences.
// sin, cos and tan are the core's own (trig.h), the same code in both builds,
// so they agree by construction; acos and atan2 go through the libraries'
// double functions, which land on the same float after rounding.
inline float sin(float x) { return static_cast<float>(trig::sin(x)); }
inline float cos(float x) { return static_cast<float>(trig::cos(x)); }
inline float tan(float x) { return static_cast<float>(trig::tan(x)); }
inline float acos(float x) { return static_cast<float>(std::acos(static_cast<double>(x))); }
inline float atan2(float y, float x) {
  return static_cast<float>(std::atan2(static_cast<double>(y), static_cast<double>(x)));
}

}  // namespace sm
