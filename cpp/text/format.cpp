#include "text/format.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace sm {

namespace {

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

// 10^0 to 10^9, every power of ten under 2^32.
constexpr std::uint32_t kPow10[10] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000};

// Digits a conversion may hold: a double's 309 integer digits and 40 decimals.
constexpr int kMaxDigits = 360;

// An unsigned integer in 32-bit limbs, least significant first, with 64-bit
// products and quotients only (128-bit arithmetic is a library call in wasm).
// 40 limbs hold any double times 10^40 or times the 10^340 that %g asks of the
// smallest, so every conversion is exact.
struct Big {
  std::uint32_t limb[40];
  int n = 1;
  explicit Big(std::uint64_t v) : limb{static_cast<std::uint32_t>(v), static_cast<std::uint32_t>(v >> 32)} {
    if (limb[1]) n = 2;
  }
  void mul(std::uint32_t m) {
    std::uint64_t carry = 0;
    for (int i = 0; i < n; ++i) {
      carry += std::uint64_t{limb[i]} * m;
      limb[i] = static_cast<std::uint32_t>(carry);
      carry >>= 32;
    }
    if (carry) limb[n++] = static_cast<std::uint32_t>(carry);
  }
  // Divides in place; returns the remainder.
  std::uint32_t div(std::uint32_t d) {
    std::uint64_t r = 0;
    for (int i = n; i-- > 0;) {
      r = r << 32 | limb[i];
      limb[i] = static_cast<std::uint32_t>(r / d);
      r %= d;
    }
    while (n > 1 && !limb[n - 1]) --n;
    return static_cast<std::uint32_t>(r);
  }
  void increment() {
    int i = 0;
    while (i < n && ++limb[i] == 0) ++i;
    if (i == n) limb[n++] = 1;
  }
};

// Decimal digits of v, most significant first; returns their count.
int digits(std::uint64_t v, char* buf) {
  char rev[20];
  int n = 0;
  do {
    rev[n++] = static_cast<char>('0' + static_cast<int>(v % 10));
    v /= 10;
  } while (v);
  for (int i = 0; i < n; ++i) buf[i] = rev[n - 1 - i];
  return n;
}

// The same of b: limb by limb only while b passes 64 bits, which no value
// the core prints does.
int digits(Big& b, char* buf) {
  char rev[kMaxDigits];
  int low = 0;
  while (b.n > 2) rev[low++] = static_cast<char>('0' + b.div(10));
  const int n = digits(b.limb[0] | (b.n > 1 ? std::uint64_t{b.limb[1]} << 32 : 0), buf);
  for (int i = 0; i < low; ++i) buf[n + i] = rev[low - 1 - i];
  return n + low;
}

// The digits of round(|v| * 10^s), ties to even on the exact binary value of
// v; returns their count.
int scaled(double v, int s, char* buf) {
  // |v| = mant * 2^e, read from the bits: no library call, and exact.
  std::uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof bits);
  const int field = static_cast<int>(bits >> 52 & 0x7ff);
  std::uint64_t mant = bits & ((std::uint64_t{1} << 52) - 1);
  int e = -1074;  // a subnormal (or zero)
  if (field) {
    mant |= std::uint64_t{1} << 52;
    e = field - 1075;
  }
  // What the core prints most, %.0f to %.3f of |v| under 2^53: 53 bits times
  // 10^3 fit in 64, so one shift divides.
  if (s >= 0 && s <= 3 && e < 0) {
    const std::uint64_t num = mant * kPow10[s];
    std::uint64_t q = 0;  // |v| * 10^s < 2^-1 when -e >= 64: rounds to 0
    if (-e < 64) {
      const int bits = -e;
      q = num >> bits;
      const std::uint64_t r = num - (q << bits), half = std::uint64_t{1} << (bits - 1);
      q += (r > half || (r == half && (q & 1))) ? 1 : 0;
    }
    return digits(q, buf);
  }
  // |v| * 10^s = mant * 2^e * 10^s: multiply by the positive powers, then
  // divide by the others step by step. Every step's divisor is even, so the
  // last remainder against half of it, and whether any earlier one was
  // nonzero, decide the rounding.
  Big x(mant);
  for (int t = s; t > 0; t -= 9) x.mul(kPow10[t < 9 ? t : 9]);
  for (int b = e; b > 0; b -= 31) x.mul(std::uint32_t{1} << (b < 31 ? b : 31));
  bool sticky = false;
  std::uint32_t rem = 0, half = 0;
  auto divide = [&](std::uint32_t d) {
    sticky |= rem != 0;
    rem = x.div(d);
    half = d / 2;
  };
  for (int b = -e; b > 0; b -= 31) divide(std::uint32_t{1} << (b < 31 ? b : 31));
  for (int t = -s; t > 0; t -= 9) divide(kPow10[t < 9 ? t : 9]);
  if (half && (rem > half || (rem == half && (sticky || (x.limb[0] & 1))))) x.increment();
  return digits(x, buf);
}

bool onlyZeros(const char* d, int n) {
  for (int i = 0; i < n; ++i)
    if (d[i] != '0') return false;
  return true;
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

// Fixed notation into buf of the n digits of d, the last `decimals` of them after the point.
int fixed(const char* d, int n, int decimals, char* buf) {
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
  char buf[kMaxDigits + 8], d[kMaxDigits];
  int len = 0;
  if (!std::isfinite(v)) {
    const char* text = std::isnan(v) ? "nan" : "inf";
    emit(out, spec, signOf(negative, spec), text, 3, false);
    return;
  }
  if (conv == 'f') {
    const int p = spec.precision < 0 ? 6 : spec.precision > 40 ? 40 : spec.precision;
    len = fixed(d, scaled(v, p, d), p, buf);
  } else {  // g: p significant digits, fixed or exponential by the rounded exponent
    int p = spec.precision < 0 ? 6 : spec.precision == 0 ? 1 : spec.precision;
    if (p > 17) p = 17;
    int x = 0, n = 1;
    d[0] = '0';
    if (v != 0) {
      x = static_cast<int>(std::floor(std::log10(std::fabs(v))));
      for (int tries = 0; tries < 4; ++tries) {
        n = scaled(v, p - 1 - x, d);
        if (n == p + 1 && d[0] == '1' && onlyZeros(d + 1, p)) {
          n = p;  // rounded up to the next power of ten
          ++x;
          break;
        }
        if (n > p) ++x;
        else if (n < p || d[0] == '0') --x;
        else break;
      }
    }
    if (x >= -4 && x < p) {
      len = fixed(d, n, p - 1 - x, buf);
    } else {
      buf[len++] = d[0];
      if (n > 1) buf[len++] = '.';
      for (int i = 1; i < n; ++i) buf[len++] = d[i];
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
      len += digits(static_cast<std::uint64_t>(ax), buf + len);
    }
  }
  emit(out, spec, signOf(negative, spec), buf, len, true);
}

void formatInt(Sink& out, Spec spec, long long v, bool isUnsigned) {
  const bool negative = !isUnsigned && v < 0;
  const std::uint64_t mag = isUnsigned || !negative ? static_cast<std::uint64_t>(v)
                                                    : static_cast<std::uint64_t>(-(v + 1)) + 1;
  char d[24];
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
