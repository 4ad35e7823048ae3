#include "scenes/spear_run/speed.h"

#include <cmath>

#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

namespace {
// Two ramps: v0 -> v1 over t1 at a1, then v1 -> v2 over t2 more at a2.
constexpr double kV0 = kStartSpeed, kV1 = kCruiseSpeed, kV2 = kTopSpeed;
constexpr double kA1 = kAcceleration, kA2 = kAcceleration2;
constexpr double kT1 = kRampSeconds, kT2 = kRamp2Seconds;
constexpr double kD1 = kV0 * kT1 + kA1 * kT1 * kT1 / 2;
constexpr double kD2 = kD1 + kV1 * kT2 + kA2 * kT2 * kT2 / 2;
}  // namespace

float speedAt(double t) {
  if (!(t > 0)) return kStartSpeed;
  if (t < kT1) return static_cast<float>(kV0 + kA1 * t);
  if (t < kT1 + kT2) return static_cast<float>(kV1 + kA2 * (t - kT1));
  return kTopSpeed;
}

double distanceAt(double t) {
  if (!(t > 0)) return 0;
  if (t <= kT1) return kV0 * t + kA1 * t * t / 2;
  if (t <= kT1 + kT2) {
    const double u = t - kT1;
    return kD1 + kV1 * u + kA2 * u * u / 2;
  }
  return kD2 + kV2 * (t - kT1 - kT2);
}

float speedAtDistance(double d) {
  if (!(d > 0)) return kStartSpeed;
  if (d < kD1) return static_cast<float>(std::sqrt(kV0 * kV0 + 2 * kA1 * d));
  if (d < kD2) return static_cast<float>(std::sqrt(kV1 * kV1 + 2 * kA2 * (d - kD1)));
  return kTopSpeed;
}

double timeAtDistance(double d) {
  if (!(d > 0)) return 0;
  if (d < kD1) return (std::sqrt(kV0 * kV0 + 2 * kA1 * d) - kV0) / kA1;
  if (d < kD2) return kT1 + (std::sqrt(kV1 * kV1 + 2 * kA2 * (d - kD1)) - kV1) / kA2;
  return kT1 + kT2 + (d - kD2) / kV2;
}

double timeAtSpeed(float v) {
  const double u = v;
  if (!(u > kV0)) return 0;
  if (u < kV1) return (u - kV0) / kA1;
  if (u < kV2) return kT1 + (u - kV1) / kA2;
  return kT1 + kT2;
}

}  // namespace sm::spear_run
