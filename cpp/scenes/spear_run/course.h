#pragma once

#include <cstdint>

#include "motion/seeded_random.h"
#include "motion/vec2.h"
#include "render/draw_list.h"

namespace sm::spear_run {

// Rocks and hurdles are jumped; straw dummies and crate stacks stand taller
// than any jump and must be broken by a thrust (or a bite).
// Later in a run come two rocks close together (one long jump), a tall
// hurdle (an early press) and a flying straw bird at head height that no jump
// clears and nothing runs under: only a thrust.
enum class Kind : std::uint8_t { Rock, Hurdle, Dummy, Crates, RockPair, TallHurdle, Bird };
constexpr int kKindCount = 7;
enum class Family : std::uint8_t { Jumped, Target };

struct Obstacle;
struct Box;

struct Range {
  float min, max;
};
// What a broken target leaves: pieces of this style, half-length and width.
struct Debris {
  Style style;
  float halfLength, width;
};
// One row per kind: a new obstacle is one row here and one draw function.
struct KindInfo {
  Kind kind;
  const char* name;
  Family family;
  Range w, h;  // the sizes the course draws from
  void (*draw)(const Obstacle& o, const Box& b, Style s, DrawList& out);
  Debris debris = {Style::Muted, 0, 0};
  // The promise: a press this many seconds before contact (window.max down
  // to window.min) clears or breaks it, for either runner at any speed.
  Range window = {0, 0};
  // First seen this many seconds into a run (on the speed curve).
  float fromSeconds = 0;
  float lift = 0;  // the bottom's height above the ground
  // How often it comes in the late game, against 1 for the others (a
  // narrow window is met less often, so no one kind ends most late runs).
  float lateWeight = 1;
};
extern const KindInfo kKinds[kKindCount];
inline const KindInfo& kindInfo(Kind k) { return kKinds[static_cast<int>(k)]; }
inline bool isTarget(Kind k) { return kindInfo(k).family == Family::Target; }
inline const char* kindName(Kind k) { return kindInfo(k).name; }

struct Obstacle {
  Kind kind = Kind::Rock;
  double at = 0;            // course distance of the leading (left) edge
  float w = 0, h = 0;
  float lift = 0;           // the bottom's height above the ground (a target in the air)
  bool broken = false;
  bool heard = false;       // its by-ear earcon has sounded
  float brokenFor = 0;      // seconds since it broke: the debris flies on this clock
  std::uint32_t look = 0;   // per-obstacle variety for drawing only
};

// An axis-aligned box in stage units relative to the runner (y down, x0 < x1, y0 < y1).
struct Box {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};
Box boxOf(const Obstacle& o, double distance, float groundY);
// Whether p is inside b shrunk by `forgive` on every side.
bool touches(const Box& b, Vec2 p, float forgive);

// The obstacles ahead, generated from a seed as the runner advances: spacing
// depends only on positions along the course (see speedAtDistance), so one
// seed gives one course at any frame rate. Fixed capacity: never allocates.
class Course {
 public:
  static constexpr int kCapacity = 24;

  // A new course from `seed`, its first obstacle kClearSeconds ahead of `from`.
  void reset(std::uint64_t seed, double from = 0);
  // Adds obstacles up to kSpawnAhead past `distance`, drops those well behind,
  // and ages broken targets by dt.
  void update(double distance, float dt);
  // For tests and the start screen: no more random obstacles, just these.
  void clear();
  void place(Kind k, double at, float w, float h, float lift = 0);
  // Playing by ear: gaps spawned from now on last at least kEarMinGapSeconds.
  void widen(bool on) { wide_ = on; }

  Obstacle* begin() { return items_; }
  Obstacle* end() { return items_ + n_; }
  const Obstacle* begin() const { return items_; }
  const Obstacle* end() const { return items_ + n_; }
  int size() const { return n_; }

 private:
  void spawn();

  Obstacle items_[kCapacity];
  int n_ = 0;
  SeededRandom rng_;
  double nextAt_ = 0;
  int lastFamily_ = -1, repeat_ = 0;
  // The next obstacle's family is forced: a combination's second half.
  bool spawning_ = true, intoTarget_ = false, intoJump_ = false, wide_ = false;
};

}  // namespace sm::spear_run
