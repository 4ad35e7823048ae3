#include "motion/foot_hold.h"

#include "motion/easing.h"
#include "motion/scalar.h"

namespace sm {

float FootHold::place(float footPhase, float duty, float x, double groundOffset) {
  const float p = wrap01(footPhase);
  return place(p < duty, (p - duty) / (1 - duty), x, groundOffset);
}

float FootHold::place(bool planted, float swing, float x, double groundOffset) {
  if (planted) {
    if (!held_) groundAt_ = static_cast<double>(x) + groundOffset;
    held_ = true;
    const float at = static_cast<float>(groundAt_ - groundOffset);
    slack_ = at - x;
    return at;
  }
  held_ = false;
  return x + slack_ * (1 - smoothstep(swing / kLetGo));
}

}  // namespace sm
