#pragma once

// Sine and cosine in double precision, computed by this file's own
// code rather than the C library's, so the native and the wasm build run the
// same operations and return the same bits (see scalar.h).
namespace sm::trig {

double sin(double x);
double cos(double x);

}  // namespace sm::trig
