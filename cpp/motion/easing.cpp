#include "motion/easing.h"

#include "motion/scalar.h"

namespace sm {

float smoothstep(float u) {
  u = clamp(u, 0, 1);
  return u * u * (3 - 2 * u);
}

float easeInCubic(float u) {
  u = clamp(u, 0, 1);
  return u * u * u;
}

float easeOutCubic(float u) {
  const float v = 1 - clamp(u, 0, 1);
  return 1 - v * v * v;
}

float easeInOutCubic(float u) {
  u = clamp(u, 0, 1);
  if (u < 0.5f) return 4 * u * u * u;
  const float v = -2 * u + 2;
  return 1 - v * v * v / 2;
}

float ease(Ease kind, float u) {
  switch (kind) {
    case Ease::Linear: return clamp(u, 0, 1);
    case Ease::InCubic: return easeInCubic(u);
    case Ease::OutCubic: return easeOutCubic(u);
    case Ease::InOutCubic: return easeInOutCubic(u);
    case Ease::Smooth: break;
  }
  return smoothstep(u);
}

}  // namespace sm
