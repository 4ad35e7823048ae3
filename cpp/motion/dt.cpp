#include "motion/dt.h"

#include <cmath>

namespace sm {

float sanitizeDt(float dt, float maxDt) {
  if (!std::isfinite(dt) || dt <= 0) return 0;
  return dt > maxDt ? maxDt : dt;
}

}  // namespace sm
