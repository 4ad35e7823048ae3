#include "motion/dt.h"

#include <cmath>

namespace sm {

float sanitizeDt(float dt) {
  if (!std::isfinite(dt) || dt <= 0) return 0;
  return dt > kMaxFrameDt ? kMaxFrameDt : dt;
}

}  // namespace sm
