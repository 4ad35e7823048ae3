#include "scenes/spear_run/speed.h"

#include <cmath>

#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

namespace {
constexpr double kV0 = kStartSpeed, kA = kAcceleration, kT = kRampSeconds;
constexpr double kRampDistance = kV0 * kT + kA * kT * kT / 2;
}  // namespace

float speedAt(double t) {
  if (!(t > 0)) return kStartSpeed;
  return t >= kT ? kTopSpeed : static_cast<float>(kV0 + kA * t);
}

double distanceAt(double t) {
  if (!(t > 0)) return 0;
  if (t <= kT) return kV0 * t + kA * t * t / 2;
  return kRampDistance + static_cast<double>(kTopSpeed) * (t - kT);
}

float speedAtDistance(double d) {
  if (!(d > 0)) return kStartSpeed;
  if (d >= kRampDistance) return kTopSpeed;
  return static_cast<float>(std::sqrt(kV0 * kV0 + 2 * kA * d));
}

}  // namespace sm::spear_run
