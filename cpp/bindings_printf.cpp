// The wasm cores format every status line and label with sm::vformat, not
// libc's printf: these definitions take the place of libc's, whose float and
// wide-character conversions the core never uses (a few KB of wasm). The
// native build keeps the C library's, and tests/cpp/format_test.cpp holds the
// two to the same bytes.
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
