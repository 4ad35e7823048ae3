// The core formats its text with sm::vformat (text/format.h). In the wasm
// cores these definitions also take the place of libc's printf family, so
// nothing else links the C library's float and wide-character conversions
// (a few KB of wasm); tests/cpp/format_test.cpp holds sm::vformat to the C
// library's bytes.
#include <cstdarg>
#include <cstdio>

#include "text/format.h"

extern "C" int vsnprintf(char* out, std::size_t size, const char* fmt, std::va_list args) {
  return sm::vformat(out, size, fmt, args);
}

extern "C" int snprintf(char* out, std::size_t size, const char* fmt, ...) {
  std::va_list args;
  va_start(args, fmt);
  const int n = sm::vformat(out, size, fmt, args);
  va_end(args);
  return n;
}

// Names the compiler and libc give vsnprintf when the arguments hold no float.
extern "C" int vsniprintf(char* out, std::size_t size, const char* fmt, std::va_list args) {
  return sm::vformat(out, size, fmt, args);
}
extern "C" int __small_vsnprintf(char* out, std::size_t size, const char* fmt, std::va_list args) {
  return sm::vformat(out, size, fmt, args);
}
