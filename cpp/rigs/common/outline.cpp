#include "rigs/common/outline.h"

namespace sm {

namespace {

// One Catmull-Rom segment: its polynomial's coefficients are worked out once
// for all its samples.
struct CatmullRom {
  Vec2 a, b, c, d;
  CatmullRom(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3)
      : a(2 * p1), b(p2 - p0), c(2 * p0 - 5 * p1 + 4 * p2 - p3), d(3 * p1 - p0 - 3 * p2 + p3) {}
  Vec2 at(float t) const {
    const float t2 = t * t, t3 = t2 * t;
    return 0.5f * (a + b * t + c * t2 + d * t3);
  }
  // The direction of the chord from at(t - h) to at(t + h), whose length is
  // 2h times this: the curve's tangent, rounded off as a short chord is.
  Vec2 chord(float t, float h) const { return b + c * (2 * t) + d * (3 * t * t + h * h); }
};

Vec2 unit(Vec2 v) {
  const float l = length(v);
  return l > 1e-6f ? v * (1 / l) : Vec2{1, 0};
}

}  // namespace

int taperedOutline(const Vec2* pts, const float* upper, const float* lower, int n, int samples, Vec2* out) {
  const int m = (n - 1) * samples + 1;
  // A segment's curve once for all its samples; the last segment also takes the end (t = 1).
  for (int seg = 0; seg < n - 1; ++seg) {
    // Mirrored phantom ends keep the curve's tangent along the end bones.
    const Vec2 p1 = pts[seg], p2 = pts[seg + 1];
    const Vec2 p0 = seg > 0 ? pts[seg - 1] : 2 * p1 - p2;
    const Vec2 p3 = seg + 2 < n ? pts[seg + 2] : 2 * p2 - p1;
    const CatmullRom curve(p0, p1, p2, p3);
    const int last = seg == n - 2 ? samples : samples - 1;
    for (int j = 0; j <= last; ++j) {
      const int k = seg * samples + j;
      const float t = static_cast<float>(j) / static_cast<float>(samples);
      const Vec2 at = curve.at(t);
      const Vec2 across = perp(unit(curve.chord(t, 0.01f)));
      const float up = upper[seg] + (upper[seg + 1] - upper[seg]) * t;
      const float down = lower[seg] + (lower[seg + 1] - lower[seg]) * t;
      out[k] = at - across * up;
      out[2 * m - 1 - k] = at + across * down;
    }
  }
  return 2 * m;
}

Vec2 inBoneFrame(Vec2 from, Vec2 to, float restLength, Vec2 local) {
  const Vec2 along = (to - from) * (1 / (restLength > 1e-6f ? restLength : 1));
  return from + along * local.x + perp(along) * local.y;
}

}  // namespace sm
