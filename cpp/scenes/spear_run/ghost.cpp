#include "scenes/spear_run/ghost.h"

#include <cmath>

#include "motion/cold.h"
#include "scenes/spear_run/rex_runner.h"
#include "scenes/spear_run/rules.h"
#include "scenes/spear_run/stickman_runner.h"

namespace sm::spear_run {

namespace {

constexpr std::uint8_t kVersion = 1;
// A press is stamped with the first tick at or after it; times are sums of
// float steps, so "at" allows this much of a tick.
constexpr double kSameTick = 1e-3;
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int sextet(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

// Bytes of base64url text, read as varints; any fault sticks.
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}
  SM_COLD bool byte(std::uint8_t& b) {
    if (bits_ < 8) {
      while (bits_ < 8 && at_ < text_.size()) {
        const int s = sextet(text_[at_++]);
        if (s < 0) return fail();
        acc_ = (acc_ << 6) | static_cast<std::uint32_t>(s);
        bits_ += 6;
      }
      if (bits_ < 8) return fail();
    }
    bits_ -= 8;
    b = static_cast<std::uint8_t>(acc_ >> bits_);
    acc_ &= (1u << bits_) - 1;
    return true;
  }
  SM_COLD bool varint(std::uint32_t& v) {
    v = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      std::uint8_t b;
      if (!byte(b)) return false;
      if (shift == 28 && b > 0x0F) return fail();
      v |= static_cast<std::uint32_t>(b & 0x7F) << shift;
      if (!(b & 0x80)) return true;
    }
    return fail();
  }
  // Everything read, and the padding bits of the last character are zero.
  bool done() const { return ok_ && at_ == text_.size() && bits_ < 6 && acc_ == 0; }
  bool ok() const { return ok_; }

 private:
  bool fail() { return ok_ = false; }
  std::string_view text_;
  std::size_t at_ = 0;
  std::uint32_t acc_ = 0;
  int bits_ = 0;
  bool ok_ = true;
};

}  // namespace

// A varint at `at` of `bytes` (`size` long): its value, and `at` past it; false if cut short.
bool readVarint(const std::uint8_t* bytes, int size, int& at, std::uint32_t& v) {
  v = 0;
  for (int shift = 0; shift < 35 && at < size; shift += 7) {
    const std::uint8_t b = bytes[at++];
    if (shift == 28 && b > 0x0F) return false;
    v |= static_cast<std::uint32_t>(b & 0x7F) << shift;
    if (!(b & 0x80)) return true;
  }
  return false;
}

SM_COLD void GhostRun::clear() {
  endTick = lastTick = 0;
  count = size = 0;
  full = false;
  score = 0;
}

SM_COLD bool GhostRun::add(std::uint32_t tick, Press p) {
  if (tick < lastTick) tick = lastTick;
  std::uint32_t v = (tick - lastTick) << 2 | static_cast<std::uint32_t>(p);
  // Room for the longest varint, or the log is full from here on.
  if (full || size + 5 > kMaxPressBytes) {
    full = true;
    return false;
  }
  while (v >= 0x80) {
    bytes[size++] = static_cast<std::uint8_t>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  bytes[size++] = static_cast<std::uint8_t>(v);
  lastTick = tick;
  ++count;
  return true;
}

SM_COLD void GhostRun::end(std::uint32_t tick, int s) {
  if (full && lastTick < tick) tick = lastTick;
  endTick = tick < 1 ? 1 : tick > kMaxGhostTicks ? kMaxGhostTicks : tick;
  score = s;
}

bool PressCursor::next(const GhostRun& run) {
  std::uint32_t v;
  if (!readVarint(run.bytes, run.size, at, v)) return false;
  tick += v >> 2;
  press = static_cast<Press>(v & 3);
  return true;
}

std::uint32_t tickAt(double seconds) {
  const double t = std::ceil(seconds * kTicksPerSecond - kSameTick);
  return t <= 0 ? 0 : t >= kMaxGhostTicks ? kMaxGhostTicks : static_cast<std::uint32_t>(t);
}

// Base64url of bytes, as they come.
class Writer {
 public:
  explicit Writer(char* out) : out_(out) {}
  SM_COLD void byte(std::uint32_t b) {
    acc_ = (acc_ << 8) | (b & 0xFF);
    bits_ += 8;
    while (bits_ >= 6) out_[n_++] = kAlphabet[(acc_ >> (bits_ -= 6)) & 63];
    acc_ &= (1u << bits_) - 1;
  }
  SM_COLD void varint(std::uint32_t v) {
    for (; v >= 0x80; v >>= 7) byte((v & 0x7F) | 0x80);
    byte(v);
  }
  void finish() {
    if (bits_ > 0) out_[n_++] = kAlphabet[(acc_ << (6 - bits_)) & 63];
    out_[n_] = 0;
  }

 private:
  char* out_;
  int n_ = 0;
  std::uint32_t acc_ = 0;
  int bits_ = 0;
};

SM_COLD const char* encodeGhost(const GhostRun& run) {
  // The header's bytes and the log's, as base64url, and a NUL.
  static char text[(2 + 4 * 5 + kMaxPressBytes) * 4 / 3 + 3];
  Writer out(text);
  if (run.valid()) {
    out.byte(kVersion);
    out.byte(run.character);
    out.varint(run.course);
    out.varint(static_cast<std::uint32_t>(run.score));
    out.varint(run.endTick);
    out.varint(static_cast<std::uint32_t>(run.count));
    for (int i = 0; i < run.size; ++i) out.byte(run.bytes[i]);
  }
  out.finish();
  return text;
}

SM_COLD bool decodeGhost(std::string_view text, GhostRun& out) {
  if (text.empty() || text.size() > kMaxGhostText) return false;
  Reader in(text);
  std::uint8_t version = 0, character = 0;
  std::uint32_t course = 0, score = 0, end = 0, count = 0;
  if (!in.byte(version) || version != kVersion || !in.byte(character) || character > 1) return false;
  if (!in.varint(course) || !in.varint(score) || !in.varint(end) || !in.varint(count)) return false;
  if (score > static_cast<std::uint32_t>(kMaxBest) || end < 1 || end > kMaxGhostTicks ||
      count > static_cast<std::uint32_t>(kMaxPressBytes))
    return false;
  // Read into a scratch run first: a refused text changes nothing.
  static GhostRun scratch;
  scratch.clear();
  for (std::uint32_t i = 0; i < count; ++i) {
    std::uint32_t v;
    if (!in.varint(v) || (v & 3) == 3) return false;
    const std::uint32_t tick = scratch.lastTick + (v >> 2);
    if (v >> 2 > end || tick > end || !scratch.add(tick, static_cast<Press>(v & 3))) return false;
  }
  if (!in.done()) return false;
  scratch.course = course;
  scratch.character = character;
  scratch.score = static_cast<std::int32_t>(score);
  scratch.endTick = end;
  out = scratch;
  return true;
}

SM_COLD void Ghost::start(const GhostRun* run) {
  run_ = run && run->valid() ? run : nullptr;
  cursor_ = {};
  pending_ = false;
  ended_ = false;
  if (!run_) return;
  character_ = run_->character & 1;
  end_ = run_->endTick;
  std::unique_ptr<Runner>& r = runners_[character_];
  if (!r) r = character_ ? makeRexRunner() : makeStickmanRunner();
  r->stand();
}


const Runner& Ghost::runner() const { return *runners_[character_]; }

Runner* Ghost::due(double runSeconds) {
  if (!run_ || ended_) return nullptr;
  Runner& r = *runners_[character_];
  // Ticks, not seconds: the run was stamped by the same sums of steps.
  const std::uint32_t now = tickAt(runSeconds);
  if (now >= end_) {
    ended_ = true;
    return nullptr;
  }
  while (pending_ || cursor_.next(*run_)) {
    pending_ = cursor_.tick > now;
    if (pending_) break;
    switch (cursor_.press) {
      case Press::JumpDown: r.jump(); break;
      case Press::JumpUp: r.releaseJump(); break;
      case Press::Thrust: r.thrust(); break;
    }
  }
  return &r;
}

}  // namespace sm::spear_run
