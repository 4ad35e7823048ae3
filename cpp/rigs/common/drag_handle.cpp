#include "rigs/common/drag_handle.h"

#include <cmath>

namespace sm {

float keepHandleOffset(float v, float was) {
  if (!(std::fabs(v) <= kMaxHandleOffset)) return was;
  return std::nearbyint(v / kHandleGrid) * kHandleGrid;
}

}  // namespace sm
