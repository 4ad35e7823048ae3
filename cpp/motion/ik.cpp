#include "motion/ik.h"

#include <cmath>

#include "motion/scalar.h"

namespace sm {

namespace {

struct Reach {
  Vec2 along;  // unit vector root->target
  float d;     // clamped distance
};

Reach reach(const TwoBoneIk& ik) {
  const Vec2 delta = ik.target - ik.root;
  const float raw = length(delta);
  const Vec2 along = raw > 1e-6f ? delta * (1 / raw) : Vec2{0, 1};
  return {along, clamp(raw, std::fabs(ik.l1 - ik.l2) + 0.01f, ik.l1 + ik.l2 - 0.01f)};
}

}  // namespace

Vec2 TwoBoneIk::joint() const {
  const auto [along, d] = reach(*this);
  // The triangle's sides are l1, l2, d. Written as products of differences
  // (Heron's form), the projection and the offset keep their precision when
  // the chain is nearly straight or nearly folded.
  const float straight = l1 + l2 - d, folded = d - std::fabs(l1 - l2);
  const float inv2d = 1 / (2 * d);
  const float a = l1 - straight * (d - l1 + l2) * inv2d;  // l1 * cos(angle at root)
  const float h = std::sqrt(clamp(straight * folded * (d + std::fabs(l1 - l2)) * (d + l1 + l2), 0, INFINITY)) * inv2d;
  return root + along * a + perp(along) * (bendSign < 0 ? -h : h);
}

Vec2 TwoBoneIk::end() const {
  const auto [along, d] = reach(*this);
  return root + along * d;
}

Vec2 withinReach(Vec2 root, Vec2 target, float maxReach) {
  const Vec2 delta = target - root;
  const float d = length(delta);
  if (d <= maxReach) return target;
  return root + delta * (maxReach / d);
}

}  // namespace sm
