// The kernels and the medium-range argument reduction are fdlibm's, as musl
// carries them (src/math/__sin.c, __cos.c, __rem_pio2.c), under this
// notice:
/*
 * ====================================================
 * Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
 *
 * Developed at SunSoft, a Sun Microsystems, Inc. business.
 * Permission to use, copy, modify, and distribute this
 * software is freely granted, provided that this notice
 * is preserved.
 * ====================================================
 */
// Arguments beyond 2^20 * pi/2 are first brought into range by subtracting a
// multiple of 2*pi rounded to double: deterministic, and accurate to about
// |x| * 1e-16 rad, which for a float input is far below its own ulp. That
// replaces fdlibm's large-argument reduction (__rem_pio2_large and its table
// of 2/pi), which is most of the code size. Compiled without FMA contraction
// (CMakeLists.txt) so that every compiler rounds each step the same way.
#include "motion/trig.h"

#include <cstdint>
#include <cstring>

namespace sm::trig {
namespace {

std::uint32_t highWord(double x) {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return static_cast<std::uint32_t>(bits >> 32);
}

constexpr double kToInt = 1.5 / 2.220446049250313080847e-16;  // 1.5 / DBL_EPSILON: adding it rounds to an integer
constexpr double kInvPio2 = 6.36619772367581382433e-01;  // 0x3FE45F30, 0x6DC9C883
constexpr double kPio2_1 = 1.57079632673412561417e+00;   // first 33 bits of pi/2
constexpr double kPio2_1t = 6.07710050650619224932e-11;  // pi/2 - kPio2_1
constexpr double kPio2_2 = 6.07710050630396597660e-11;   // second 33 bits
constexpr double kPio2_2t = 2.02226624879595063154e-21;  // pi/2 - (kPio2_1 + kPio2_2)
constexpr double kPio2_3 = 2.02226624871116645580e-21;   // third 33 bits
constexpr double kPio2_3t = 8.47842766036889956997e-32;  // pi/2 - (kPio2_1 + kPio2_2 + kPio2_3)
constexpr double kInv2Pi = 1.59154943091895335769e-01;
constexpr double k2Pi = 6.28318530717958647693e+00;
constexpr std::uint32_t kMediumEnd = 0x413921fb;  // high word of 2^20 * pi/2

// Brings |x| >= 2^20 * pi/2 below that bound, keeping the quadrant.
double shrink(double x) {
  while ((highWord(x) & 0x7fffffff) >= kMediumEnd) {
    double k = x * kInv2Pi;
    if (k < 0x1p51 && k > -0x1p51) k = (k + kToInt) - kToInt;
    x -= k * k2Pi;
  }
  return x;
}

// x - n * pi/2 as y[0] + y[1] with |y[0]| <= ~pi/4; returns n. fdlibm's medium
// path (musl skips it for a few small ranges only to save time).
int remPio2(double x, double* y) {
  if ((highWord(x) & 0x7fffffff) >= kMediumEnd) x = shrink(x);
  const int ex = static_cast<int>((highWord(x) & 0x7fffffff) >> 20);
  const double fn = x * kInvPio2 + kToInt - kToInt;
  const int n = static_cast<int>(fn);
  // fdlibm's correction of n by one when |y| passes pi/4 matters with
  // directed rounding only, which nothing here sets.
  double r = x - fn * kPio2_1;
  double w = fn * kPio2_1t;  // 1st round, good to 85 bits
  y[0] = r - w;
  int ey = static_cast<int>((highWord(y[0]) >> 20) & 0x7ff);
  if (ex - ey > 16) {  // 2nd round, good to 118 bits
    double t = r;
    w = fn * kPio2_2;
    r = t - w;
    w = fn * kPio2_2t - ((t - r) - w);
    y[0] = r - w;
    ey = static_cast<int>((highWord(y[0]) >> 20) & 0x7ff);
    if (ex - ey > 49) {  // 3rd round, good to 151 bits, covers all cases
      t = r;
      w = fn * kPio2_3;
      r = t - w;
      w = fn * kPio2_3t - ((t - r) - w);
      y[0] = r - w;
    }
  }
  y[1] = (r - y[0]) - w;
  return n;
}

// sin(x + y) on ~[-pi/4, pi/4]; y is the tail of x (0 when iy is 0).
double kernelSin(double x, double y, int iy) {
  constexpr double S1 = -1.66666666666666324348e-01, S2 = 8.33333333332248946124e-03,
                   S3 = -1.98412698298579493134e-04, S4 = 2.75573137070700676789e-06,
                   S5 = -2.50507602534068634195e-08, S6 = 1.58969099521155010221e-10;
  const double z = x * x;
  const double w = z * z;
  const double r = S2 + z * (S3 + z * S4) + z * w * (S5 + z * S6);
  const double v = z * x;
  if (iy == 0) return x + v * (S1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

// cos(x + y) on [-pi/4, pi/4].
double kernelCos(double x, double y) {
  constexpr double C1 = 4.16666666666666019037e-02, C2 = -1.38888888888741095749e-03,
                   C3 = 2.48015872894767294178e-05, C4 = -2.75573143513906633035e-07,
                   C5 = 2.08757232129817482790e-09, C6 = -1.13596475577881948265e-11;
  const double z = x * x;
  double w = z * z;
  const double r = z * (C1 + z * (C2 + z * C3)) + w * w * (C4 + z * (C5 + z * C6));
  const double hz = 0.5 * z;
  w = 1.0 - hz;
  return w + (((1.0 - w) - hz) + (z * r - x * y));
}

// sin(x + quadrant * pi/2): sine for quadrant 0, cosine for 1, one body for
// both (fdlibm's table of which kernel each quadrant takes, turned by one).
double sinQuadrant(double x, unsigned quadrant) {
  const std::uint32_t ix = highWord(x) & 0x7fffffff;
  double y[2] = {x, 0.0};
  unsigned n = 0;
  int iy = 0;
  if (ix <= 0x3fe921fb) {                         // |x| ~< pi/4
    if (ix < 0x3e46a09e) return quadrant ? 1.0 : x;  // |x| < 2^-27 * sqrt(2); keeps sin(-0) = -0
  } else if (ix >= 0x7ff00000) {
    return x - x;  // NaN or Inf: NaN
  } else {
    n = static_cast<unsigned>(remPio2(x, y));
    iy = 1;
  }
  switch ((n + quadrant) & 3) {
    case 0: return kernelSin(y[0], y[1], iy);
    case 1: return kernelCos(y[0], y[1]);
    case 2: return -kernelSin(y[0], y[1], iy);
    default: return -kernelCos(y[0], y[1]);
  }
}

}  // namespace

double sin(double x) { return sinQuadrant(x, 0); }
double cos(double x) { return sinQuadrant(x, 1); }

}  // namespace sm::trig
