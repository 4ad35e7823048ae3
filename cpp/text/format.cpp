#include "text/format.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace sm {

namespace {

// Exact products of a 53-bit mantissa and a power of ten (GCC and Clang both have it).
__extension__ typedef unsigned __int128 u128;

// Writes into out[0, size) and counts every byte, so the caller learns the full length.
struct Sink {
  char* out;
  std::size_t size;
  std::size_t n = 0;
  void put(char c) {
    if (n + 1 < size) out[n] = c;
    ++n;
  }
  void put(const char* s, std::size_t len) {
    if (n + 1 < size) std::memcpy(out + n, s, len < size - 1 - n ? len : size - 1 - n);
    n += len;
  }
  void fill(char c, int count) {
    for (int i = 0; i < count; ++i) put(c);
  }
};

struct Spec {
  bool left = false, plus = false, space = false, zero = false;
  int width = 0;
  int precision = -1;
};

// 10^0 to 10^19, every power of ten under 2^64.
constexpr std::uint64_t kPow10[20] = {1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull,
                                      100000000ull, 1000000000ull, 10000000000ull, 100000000000ull,
                                      1000000000000ull, 10000000000000ull, 100000000000000ull,
                                      1000000000000000ull, 10000000000000000ull, 100000000000000000ull,
                                      1000000000000000000ull, 10000000000000000000ull};

u128 pow10(int n) { return kPow10[n]; }  // n in [0, 19]

// Only for values far outside what the core prints (libm's pow costs more wasm than this file).
double approxPow10(int n) {
  double p = 1;
  for (int i = 0; i < (n < 0 ? -n : n); ++i) p *= 10;
  return n < 0 ? 1 / p : p;
}

// round(|v| * 10^s), ties to even, exact on the binary value of v while the
// numbers fit in 128 bits (every value the core prints); beyond, a double
// approximation.
u128 scaled(double v, int s) {
  int e = 0;
  const double m = std::frexp(std::fabs(v), &e);  // |v| = m * 2^e, m in [0.5, 1)
  const u128 mant = static_cast<u128>(std::ldexp(m, 53));  // exact: 53 bits
  e -= 53;                                                  // |v| = mant * 2^e
  // What the core prints most, %.0f to %.3f of |v| under 2^53: 53 bits times
  // 10^3 fit in 64, so the same rounding needs no 128-bit library calls.
  if (s >= 0 && s <= 3 && e < 0) {
    const std::uint64_t num64 = static_cast<std::uint64_t>(mant) * kPow10[s];
    if (-e >= 64) return 0;  // |v| * 10^s < 2^-1: rounds to 0
    const int bits64 = -e;
    const std::uint64_t q = num64 >> bits64, r = num64 - (q << bits64), half = std::uint64_t{1} << (bits64 - 1);
    return q + ((r > half || (r == half && (q & 1))) ? 1 : 0);
  }
  u128 num = mant, den = 1;
  if (s >= 0) {
    if (s > 19) return static_cast<u128>(std::nearbyint(std::fabs(v) * approxPow10(s)));
    num *= pow10(s);
  } else {
    if (-s > 19) return static_cast<u128>(std::nearbyint(std::fabs(v) / approxPow10(-s)));
    den = pow10(-s);
  }
  if (e >= 0) {
    if (e >= 127 || (num >> (127 - e)) != 0) return static_cast<u128>(std::nearbyint(std::fabs(v) * approxPow10(s)));
    num <<= e;
  } else {
    if (-e >= 127 || (den >> (127 + e)) != 0) return 0;  // under 2^-10: rounds to 0
    den <<= -e;
  }
  // With s >= 0 den is 2^bits, and a shift divides: 128-bit division is a
  // library call, slowest of all in wasm.
  const int bits = e < 0 ? -e : 0;
  const u128 q = s >= 0 ? num >> bits : num / den, r = s >= 0 ? num - (q << bits) : num % den;
  const u128 twice = r * 2;
  return q + ((twice > den || (twice == den && (q & 1))) ? 1 : 0);
}

// Decimal digits of q, most significant first; returns their count.
int digits(u128 q, char* buf) {
  char rev[40];
  int n = 0;
  // 64-bit steps once the value fits, as every value printed does: the
  // compiler turns them into multiplications, not 128-bit division calls.
  while (q >> 64) {
    rev[n++] = static_cast<char>('0' + static_cast<int>(q % 10));
    q /= 10;
  }
  std::uint64_t small = static_cast<std::uint64_t>(q);
  do {
    rev[n++] = static_cast<char>('0' + static_cast<int>(small % 10));
    small /= 10;
  } while (small);
  for (int i = 0; i < n; ++i) buf[i] = rev[n - 1 - i];
  return n;
}

// Pads body (sign already separate) to the width: spaces left or right, or zeros after the sign.
void emit(Sink& out, const Spec& spec, const char* sign, const char* body, int len, bool numeric) {
  const int signLen = static_cast<int>(std::strlen(sign));
  const int pad = spec.width > len + signLen ? spec.width - len - signLen : 0;
  if (!spec.left && !(spec.zero && numeric)) out.fill(' ', pad);
  out.put(sign, signLen);
  if (!spec.left && spec.zero && numeric) out.fill('0', pad);
  out.put(body, len);
  if (spec.left) out.fill(' ', pad);
}

const char* signOf(bool negative, const Spec& spec) { return negative ? "-" : spec.plus ? "+" : spec.space ? " " : ""; }

// Fixed notation of q * 10^-decimals into buf.
int fixed(u128 q, int decimals, char* buf) {
  char d[48];
  int n = digits(q, d);
  int len = 0;
  if (n <= decimals) {  // 0.00ddd
    buf[len++] = '0';
    buf[len++] = '.';
    for (int i = n; i < decimals; ++i) buf[len++] = '0';
    for (int i = 0; i < n; ++i) buf[len++] = d[i];
    return len;
  }
  for (int i = 0; i < n - decimals; ++i) buf[len++] = d[i];
  if (decimals > 0) {
    buf[len++] = '.';
    for (int i = n - decimals; i < n; ++i) buf[len++] = d[i];
  }
  return len;
}

void formatFloat(Sink& out, const Spec& spec, double v, char conv) {
  const bool negative = std::signbit(v);
  char buf[96];
  int len = 0;
  if (!std::isfinite(v)) {
    const char* text = std::isnan(v) ? "nan" : "inf";
    emit(out, spec, signOf(negative, spec), text, 3, false);
    return;
  }
  if (conv == 'f') {
    const int p = spec.precision < 0 ? 6 : spec.precision > 40 ? 40 : spec.precision;
    len = fixed(scaled(v, p), p, buf);
  } else {  // g: p significant digits, fixed or exponential by the rounded exponent
    int p = spec.precision < 0 ? 6 : spec.precision == 0 ? 1 : spec.precision;
    if (p > 17) p = 17;
    int x = 0;
    u128 d = 0;
    if (v != 0) {
      x = static_cast<int>(std::floor(std::log10(std::fabs(v))));
      const u128 lo = pow10(p - 1), hi = pow10(p);
      for (int tries = 0; tries < 4; ++tries) {
        d = scaled(v, p - 1 - x);
        if (d == hi) {  // rounded up to the next power of ten
          d = lo;
          ++x;
          break;
        }
        if (d > hi) ++x;
        else if (d < lo) --x;
        else break;
      }
    }
    if (x >= -4 && x < p) {
      len = fixed(d, p - 1 - x, buf);
    } else {
      char m[48];
      const int n = digits(d, m);
      buf[len++] = m[0];
      if (n > 1) buf[len++] = '.';
      for (int i = 1; i < n; ++i) buf[len++] = m[i];
    }
    // No '#': trailing zeros of the fraction go, and the point with them.
    if (std::memchr(buf, '.', len)) {
      while (buf[len - 1] == '0') --len;
      if (buf[len - 1] == '.') --len;
    }
    if (!(x >= -4 && x < p)) {
      buf[len++] = 'e';
      buf[len++] = x < 0 ? '-' : '+';
      const int ax = x < 0 ? -x : x;
      if (ax < 10) buf[len++] = '0';
      char e[8];
      const int n = digits(static_cast<u128>(ax), e);
      for (int i = 0; i < n; ++i) buf[len++] = e[i];
    }
  }
  emit(out, spec, signOf(negative, spec), buf, len, true);
}

void formatInt(Sink& out, Spec spec, long long v, bool isUnsigned) {
  const bool negative = !isUnsigned && v < 0;
  const u128 mag = isUnsigned ? static_cast<u128>(static_cast<unsigned long long>(v))
                              : negative ? static_cast<u128>(-(v + 1)) + 1 : static_cast<u128>(v);
  char d[48];
  int n = (spec.precision == 0 && mag == 0) ? 0 : digits(mag, d);
  char buf[96];
  int len = 0;
  for (int i = n; i < spec.precision && len < 48; ++i) buf[len++] = '0';
  for (int i = 0; i < n; ++i) buf[len++] = d[i];
  if (spec.precision >= 0) spec.zero = false;  // a precision turns the 0 flag off for integers
  emit(out, spec, signOf(negative, spec), buf, len, true);
}

}  // namespace

int vformat(char* out, std::size_t size, const char* fmt, std::va_list args) {
  Sink sink{out, size};
  for (const char* p = fmt; *p; ++p) {
    if (*p != '%') {
      const char* run = p;
      while (p[1] && p[1] != '%') ++p;
      sink.put(run, static_cast<std::size_t>(p - run + 1));
      continue;
    }
    Spec spec;
    for (++p;; ++p) {
      if (*p == '-') spec.left = true;
      else if (*p == '+') spec.plus = true;
      else if (*p == ' ') spec.space = true;
      else if (*p == '0') spec.zero = true;
      else break;
    }
    if (*p == '*') {
      spec.width = va_arg(args, int);
      if (spec.width < 0) {
        spec.left = true;
        spec.width = -spec.width;
      }
      ++p;
    } else {
      while (*p >= '0' && *p <= '9') spec.width = spec.width * 10 + (*p++ - '0');
    }
    if (*p == '.') {
      ++p;
      spec.precision = 0;
      if (*p == '*') {
        spec.precision = va_arg(args, int);
        ++p;
      } else {
        while (*p >= '0' && *p <= '9') spec.precision = spec.precision * 10 + (*p++ - '0');
      }
    }
    int longs = 0;
    while (*p == 'l') ++longs, ++p;
    switch (*p) {
      case 'd':
      case 'i':
        formatInt(sink, spec, longs >= 2 ? va_arg(args, long long) : longs ? va_arg(args, long) : va_arg(args, int), false);
        break;
      case 'u':
        formatInt(sink, spec, static_cast<long long>(longs >= 2 ? va_arg(args, unsigned long long) : longs ? va_arg(args, unsigned long) : va_arg(args, unsigned)), true);
        break;
      case 'c': {
        const char c = static_cast<char>(va_arg(args, int));
        emit(sink, spec, "", &c, 1, false);
        break;
      }
      case 's': {
        const char* s = va_arg(args, const char*);
        if (!s) s = "(null)";
        int len = 0;
        while (s[len] && (spec.precision < 0 || len < spec.precision)) ++len;
        emit(sink, spec, "", s, len, false);
        break;
      }
      case 'f':
      case 'g':
        formatFloat(sink, spec, va_arg(args, double), *p);
        break;
      case '%':
        sink.put('%');
        break;
      default:
        if (size) out[0] = '\0';
        return -1;
    }
  }
  if (size) out[sink.n < size ? sink.n : size - 1] = '\0';
  return static_cast<int>(sink.n);
}

int format(char* out, std::size_t size, const char* fmt, ...) {
  std::va_list args;
  va_start(args, fmt);
  const int n = vformat(out, size, fmt, args);
  va_end(args);
  return n;
}

}  // namespace sm
