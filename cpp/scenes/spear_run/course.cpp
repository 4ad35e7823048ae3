#include "scenes/spear_run/course.h"

#include <cmath>

#include "motion/cold.h"
#include "motion/scalar.h"
#include "scenes/spear_run/obstacle_draw.h"
#include "scenes/spear_run/rules.h"
#include "scenes/spear_run/speed.h"

namespace sm::spear_run {

namespace {

// Share of targets among the obstacles.
constexpr float kTargetShare = 0.38f;
constexpr Range kJumpWindow{kJumpWindowFrom, kJumpWindowTo};
constexpr Range kTallJumpWindow{kTallJumpWindowFrom, kTallJumpWindowTo};
constexpr Range kThrustWindow{kThrustWindowFrom, kThrustWindowTo};

}  // namespace

// Jumped ones stay well under the jump (feet reach 180 at the apex); targets
// stand above it, so a thrust is the only way through. Each kind's row sits at
// its enum value.
const KindInfo kKinds[kKindCount] = {
    {Kind::Rock, "rock", Family::Jumped, {40, 64}, {26, 40}, drawRock, {}, kJumpWindow},
    {Kind::Hurdle, "hurdle", Family::Jumped, {22, 30}, {46, 60}, drawHurdle, {}, kJumpWindow, 0, 0, kHurdleLateWeight},
    {Kind::Dummy, "straw dummy", Family::Target, {46, 46}, {200, 200}, drawDummy, {Style::Accent2, 9, 2}, kThrustWindow},
    {Kind::Crates, "crate stack", Family::Target, {60, 60}, {198, 198}, drawCrates, {Style::Muted, 14, 4}, kThrustWindow},
    {Kind::RockPair, "pair of rocks", Family::Jumped, {88, 104}, {26, 36}, drawRockPair, {}, kJumpWindow, kRockPairFrom},
    {Kind::TallHurdle, "tall hurdle", Family::Jumped, {22, 26}, {74, 82}, drawHurdle, {}, kTallJumpWindow, kTallHurdleFrom,
     0, kTallHurdleLateWeight},
    {Kind::Bird, "straw bird", Family::Target, {56, 56}, {150, 150}, drawBird, {Style::Accent2, 9, 2}, kThrustWindow,
     kBirdFrom, kBirdLift},
};

Box boxOf(const Obstacle& o, double distance, float groundY) {
  const float x0 = static_cast<float>(o.at - distance);
  return {x0, groundY - o.lift - o.h, x0 + o.w, groundY - o.lift};
}

bool touches(const Box& b, Vec2 p, float forgive) {
  return p.x > b.x0 + forgive && p.x < b.x1 - forgive && p.y > b.y0 + forgive && p.y < b.y1 - forgive;
}

SM_COLD void Course::reset(std::uint64_t seed, double from) {
  rng_ = SeededRandom(seed);
  n_ = 0;
  lastFamily_ = -1;
  repeat_ = 0;
  intoTarget_ = intoJump_ = false;
  spawning_ = true;
  nextAt_ = from + static_cast<double>(kClearSeconds * speedAtDistance(from) + kFrontX);
}

SM_COLD void Course::clear() {
  n_ = 0;
  spawning_ = false;
}

void Course::place(Kind k, double at, float w, float h, float lift) {
  if (n_ >= kCapacity) return;
  Obstacle& o = items_[n_++];
  o = Obstacle{};
  o.kind = k;
  o.at = at;
  o.w = w;
  o.h = h;
  o.lift = lift;
}

SM_COLD void Course::spawn() {
  const double t = timeAtDistance(nextAt_);
  const float late = static_cast<float>(t - static_cast<double>(kLateFrom));
  const float close = clamp(late / kLateCloseSeconds, 0, 1);
  int family = rng_.unit() < kTargetShare ? 1 : 0;
  if (family == lastFamily_ && repeat_ >= kMaxRepeat) family = 1 - family;
  if (intoTarget_) family = 1;
  if (intoJump_) family = 0;
  intoTarget_ = intoJump_ = false;
  repeat_ = family == lastFamily_ ? repeat_ + 1 : 1;
  lastFamily_ = family;
  const Family f = family ? Family::Target : Family::Jumped;
  // Only the kinds this far into a run has reached; late, one of them is
  // featured (weight kLateFeature), in turn wave by wave.
  int inFamily = 0;
  for (const KindInfo& k : kKinds) inFamily += k.family == f && t >= static_cast<double>(k.fromSeconds);
  const int featured = late >= 0 ? static_cast<int>(late / kLateWaveSeconds) % inFamily : -1;
  const auto weight = [featured](const KindInfo& k, int i) {
    return featured < 0 ? 1 : k.lateWeight * (i == featured ? kLateFeature : 1);
  };
  float total = 0;
  int n = 0;
  for (const KindInfo& k : kKinds)
    if (k.family == f && t >= static_cast<double>(k.fromSeconds)) total += weight(k, n++);
  // (Before the late game, the same draw as ever: early courses stay as they were.)
  float pick = featured < 0 ? static_cast<float>(rng_.below(inFamily)) + 0.5f : rng_.unit() * total;
  const KindInfo* kind = nullptr;
  int i = 0;
  for (const KindInfo& k : kKinds) {
    if (k.family != f || t < static_cast<double>(k.fromSeconds)) continue;
    kind = &k;
    pick -= weight(k, i++);
    if (pick < 0) break;
  }
  // Late, the sizes drawn come from the upper part of each kind's range.
  const float grow = kLateSizeRise * close;
  const float w = rng_.range(lerp(kind->w.min, kind->w.max, grow), kind->w.max);
  const float h = rng_.range(lerp(kind->h.min, kind->h.max, grow), kind->h.max);
  place(kind->kind, nextAt_, w, h, kind->lift);
  items_[n_ - 1].look = static_cast<std::uint32_t>(rng_.next());

  // The gap is timed at the speed the runner will have when it gets there:
  // it shrinks over the first ramp, then again over the second, then late.
  const double end = nextAt_ + static_cast<double>(w);
  const float v = speedAtDistance(end);
  const float rise = clamp((v - kStartSpeed) / (kCruiseSpeed - kStartSpeed), 0, 1);
  const float rise2 = clamp((v - kCruiseSpeed) / (kTopSpeed - kCruiseSpeed), 0, 1);
  const float shortest = wide_ ? kEarMinGapSeconds
                               : late > 0 ? lerp(kMinGapSecondsTop, kMinGapSecondsLate, close)
                                          : lerp(kMinGapSeconds, kMinGapSecondsTop, rise2);
  const float longest = std::fmax(shortest, late > 0    ? lerp(kMaxGapSecondsEnd, kMaxGapSecondsLate, close)
                                            : rise2 > 0 ? lerp(kMaxGapSecondsTop, kMaxGapSecondsEnd, rise2)
                                                        : lerp(kMaxGapSecondsStart, kMaxGapSecondsTop, rise));
  float seconds = rng_.range(shortest, longest);
  // A combination: the next one close behind, of the other family (not by
  // ear: two earcons would run together). A jump into a target from
  // kJumpIntoTargetFrom; late, more often, and a thrust into a jump too.
  const float share = late >= 0 ? kLateComboShare : kJumpIntoTargetShare;
  if (!wide_ && t >= static_cast<double>(kJumpIntoTargetFrom) && (f == Family::Jumped || late >= 0) &&
      rng_.unit() < share) {
    seconds = kJumpIntoTargetGap;
    (f == Family::Jumped ? intoTarget_ : intoJump_) = true;
  }
  nextAt_ = end + static_cast<double>(seconds * v);
}

void Course::update(double distance, float dt) {
  int kept = 0;
  for (int i = 0; i < n_; ++i) {
    Obstacle& o = items_[i];
    if (o.broken) o.brokenFor += dt;
    if (o.at + static_cast<double>(o.w) < distance - static_cast<double>(kDropBehind)) continue;
    items_[kept++] = o;
  }
  n_ = kept;
  while (spawning_ && n_ < kCapacity && nextAt_ < distance + static_cast<double>(kSpawnAhead)) spawn();
}

}  // namespace sm::spear_run
