#pragma once

#include <cstdarg>
#include <cstddef>

namespace sm {

// vsnprintf for the conversions the core's text uses (%d %i %u %c %s %f %g %%,
// flags - + space 0, width, precision), with the same bytes as a correctly
// rounding C library (round half to even on the exact binary value). The
// core formats all its text with it, native and wasm alike, so the bytes
// agree by construction; a C library's %f was half a walk lesson's native
// frame, and in wasm libc's printf is several kilobytes of conversions the
// core never asks for. Returns the length the whole output needs, like
// vsnprintf; an unknown conversion returns -1.
int vformat(char* out, std::size_t size, const char* fmt, std::va_list args) __attribute__((format(printf, 3, 0)));
int format(char* out, std::size_t size, const char* fmt, ...) __attribute__((format(printf, 3, 4)));

}  // namespace sm
