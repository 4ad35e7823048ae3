#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "render/draw_list.h"
#include "scenes/scene.h"
#include "scenes/spear_run/runner.h"

namespace sm::spear_run {

// Run time is stamped in ticks: the scene's sub-step at 60 frames a second,
// so a run stepped at that rate replays bit for bit.
constexpr int kTicksPerSecond = 120;
// A run's presses are kept as varint deltas in this many bytes (about six
// minutes of late-game play; every byte is scene state a seek copies); a run
// that makes more is recorded up to there, and its ghost ends at the last
// press it kept.
constexpr int kMaxPressBytes = 1024;
// No ghost is longer than an hour (the furthest seek).
constexpr std::uint32_t kMaxGhostTicks = 3600u * kTicksPerSecond;
// A ghost's text is at most this long; longer is refused unread.
constexpr std::size_t kMaxGhostText = 8192;

enum class Press : std::uint8_t { JumpDown, JumpUp, Thrust };

// One run's presses, enough with its course and character to play it again:
// a fixed buffer, so recording never allocates.
struct GhostRun {
  std::uint32_t course = 0;
  std::uint8_t character = 0;  // Character's value
  std::int32_t score = 0;
  std::uint32_t endTick = 0;  // 0: no run
  std::uint32_t lastTick = 0;
  std::int32_t count = 0, size = 0;
  bool full = false;
  // Each press: varint((tick - previous tick) << 2 | Press).
  std::uint8_t bytes[kMaxPressBytes];

  bool valid() const { return endTick > 0; }
  void clear();
  // Keeps a press at `tick` (not before the last one); false once full.
  bool add(std::uint32_t tick, Press p);
  // The run ended at `tick` with `score`; a full log ends at its last press.
  void end(std::uint32_t tick, int score);
};

// Reads a run's presses in order.
struct PressCursor {
  int at = 0;
  std::uint32_t tick = 0;
  Press press = Press::JumpDown;
  // The next press into tick/press; false at the end.
  bool next(const GhostRun& run);
};

// The first tick at or after `seconds` of run time (presses are stamped so).
std::uint32_t tickAt(double seconds);

// URL-safe text (base64url of a version byte and varint deltas), "" for no
// run; it lives until the next call.
const char* encodeGhost(const GhostRun& run);
// Reads text made by encodeGhost into `out`; false for anything else
// (truncated, too long, not base64url, another version, times out of order
// or past kMaxGhostTicks), leaving `out` as it was.
bool decodeGhost(std::string_view text, GhostRun& out);

// A second runner playing a recorded run in step with the game: it breaks
// nothing and scores nothing, and it is gone where that run ended.
class Ghost {
 public:
  // Plays `run` from its start (nullptr: no ghost); the runner of its
  // character is made the first time one races (a rex's is large state).
  void start(const GhostRun* run);
  void stop() { run_ = nullptr; }
  bool active() const { return run_ != nullptr; }
  // The game's step from `runSeconds` (before it): the presses due are
  // made; the runner to step with the game's, or null (none, or ended).
  Runner* due(double runSeconds);
  const Runner& runner() const;
  bool ended() const { return ended_; }

 private:
  std::unique_ptr<Runner> runners_[2];
  // The run's; a new best at the game over may write over the run itself.
  int character_ = 0;
  std::uint32_t end_ = 0;
  const GhostRun* run_ = nullptr;
  PressCursor cursor_;
  bool pending_ = false;  // cursor_ holds a press not yet applied
  bool ended_ = false;
};

}  // namespace sm::spear_run
