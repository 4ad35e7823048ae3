#pragma once

#include <cmath>

namespace sm {

constexpr float kPi = 3.14159265358979f;
constexpr float kTau = 2 * kPi;

constexpr float clamp(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }
constexpr float lerp(float a, float b, float t) { return a + (b - a) * t; }
constexpr float deg(float radians) { return radians * (180 / kPi); }
constexpr float rad(float degrees) { return degrees * (kPi / 180); }
// Wraps into [0, 1); a cycle phase never leaves this range, so no seam.
inline float wrap01(float v) { return v - std::floor(v); }

}  // namespace sm
