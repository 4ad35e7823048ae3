#pragma once

// Sine, cosine and tangent in double precision, computed by this file's own
// code rather than the C library's, so the native and the wasm build run the
// same operations and return the same bits (see scalar.h).
namespace sm::trig {

double sin(double x);
double cos(double x);
double tan(double x);

}  // namespace sm::trig
