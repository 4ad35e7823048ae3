#include "motion/leg_solve.h"

#include <cmath>

namespace sm {

bool LegSolve::clamped() const {
  const float solverReach = thigh + shin - 0.01f;
  return distance(hip, target) > std::fmin(reach, solverReach);
}

void LegSolve::then(Vec2 moreOffset, Vec2 moreScale) {
  offset = {moreOffset.x + moreScale.x * offset.x, moreOffset.y + moreScale.y * offset.y};
  scale = {scale.x * moreScale.x, scale.y * moreScale.y};
}

void scaleAbout(LegSolve& leg, Vec2 pivot, float sx, float sy) {
  leg.then({pivot.x - sx * pivot.x, pivot.y - sy * pivot.y}, {sx, sy});
}

}  // namespace sm
