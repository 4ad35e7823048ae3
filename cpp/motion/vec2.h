#pragma once

#include <cmath>
#include "motion/scalar.h"

namespace sm {

// Stage units, x to the right, y down (canvas convention).
struct Vec2 {
  float x = 0, y = 0;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
constexpr Vec2 operator*(Vec2 a, float s) { return {a.x * s, a.y * s}; }
constexpr Vec2 operator*(float s, Vec2 a) { return {a.x * s, a.y * s}; }
constexpr float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
inline float length(Vec2 a) { return std::sqrt(dot(a, a)); }
inline float distance(Vec2 a, Vec2 b) { return length(b - a); }
constexpr Vec2 lerp(Vec2 a, Vec2 b, float t) { return a + (b - a) * t; }
// Quarter turn that carries +x to +y (clockwise on screen).
constexpr Vec2 perp(Vec2 a) { return {-a.y, a.x}; }
// Unit vector at angle a from straight down, positive toward +x: the FK convention.
inline Vec2 fromDown(float a) { return {sm::sin(a), sm::cos(a)}; }
// v turned by a radians, clockwise on screen (y is down).
inline Vec2 rotate(Vec2 v, float a) {
  const float c = sm::cos(a), s = sm::sin(a);
  return {v.x * c - v.y * s, v.x * s + v.y * c};
}
inline Vec2 rotateAbout(Vec2 p, Vec2 pivot, float a) { return pivot + rotate(p - pivot, a); }
inline bool isFinite(Vec2 a) { return std::isfinite(a.x) && std::isfinite(a.y); }

}  // namespace sm
