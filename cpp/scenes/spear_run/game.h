#pragma once

#include <cstdint>
#include <memory>

#include "scenes/spear_run/course.h"
#include "scenes/spear_run/ghost.h"
#include "scenes/spear_run/runner.h"

namespace sm::spear_run {

enum class State : std::uint8_t { Ready, Running, Paused, Over };
enum class Character : std::uint8_t { Stickman, Rex };
// Each way of playing keeps its own records: a slower run or the day's
// course never sets the normal best.
enum class Record : std::uint8_t { Normal, Slower, Daily };
constexpr int kRecordCount = 3;
// What the page may want to hear or show: each kind counts up when it happens.
// By ear only: EarJump / EarThrust as an obstacle of that family comes
// kEarLeadSeconds from contact, Step as a foot is planted.
enum class Event : std::uint8_t { Jump, Thrust, Break, Hit, Crash, Milestone, Best, EarJump, EarThrust, Step };
constexpr int kEventCount = 10;
extern const char* const kEventNames[kEventCount];

// The rules of Spear Run, apart from keys and drawing: a state machine over
// game time, a seeded course, one runner, collisions read from its pose,
// score and best. Deterministic: the same seed, the same dt sequence and the
// same calls give the same result, bit for bit.
class Game {
 public:
  Game();

  // Back to the start screen; every run draws its course from (seed, run number).
  void reset(std::uint32_t seed);
  // From the start screen or a game over: a fresh run. `startTime` starts the
  // clock later on the speed ramp (tests play at the top speed with it).
  void start(double startTime = 0);
  void step(float dt);

  bool jump();
  void releaseJump();
  // A fresh run, only from a game over (once kRestartDelay has passed, so a
  // late press meant for the last obstacle keeps the result on screen) or
  // from a pause; never mid-run. True when a new run started.
  bool restart();
  bool thrust();
  void pause();
  void resume();
  // Takes effect at once on the start screen or after a game over; during a
  // run it waits for the next one.
  void chooseCharacter(Character c);

  State state() const { return state_; }
  Character character() const { return character_; }
  Character nextCharacter() const { return next_; }
  double time() const { return time_; }
  float speed() const;
  double distance() const;
  int score() const;
  int hits() const { return hits_; }
  // The best of the way being played (see Record).
  int best() const { return best(record()); }
  int best(Record r) const { return best_[static_cast<int>(r)]; }
  // Clamps to [0, kMaxBest], whole points; NaN and infinities keep the old best.
  int setBest(float v, Record r = Record::Normal);
  // The furthest run, in units: a flag stands there.
  float bestDistance(Record r) const { return bestDistance_[static_cast<int>(r)]; }
  float setBestDistance(float v, Record r);
  Record record() const { return daily_ ? Record::Daily : slower_ ? Record::Slower : Record::Normal; }
  // The day's course: `day` (days since 1970-01-01, UTC; 0: off) seeds every
  // run alike. The day's best starts again when the day changes.
  void chooseDaily(std::uint32_t day);
  std::uint32_t daily() const { return daily_; }
  std::uint32_t nextDaily() const { return nextDaily_; }
  std::uint32_t bestDay() const { return bestDay_; }
  void setBestDay(std::uint32_t day) { bestDay_ = day; }
  // This run has passed the best (from the moment it does). After the game
  // over, only while the best is still this run's score: a page that keeps
  // no record of this run (a stage not at speed 1) puts its stored best back,
  // and the card must not call "best 0" a new best.
  bool newBest() const { return newBest_ && (state_ != State::Over || best() == score()); }
  std::uint32_t seed() const { return seed_; }
  // The course of the current (or last) run: seed() + runs - 1, so a link
  // with this seed replays it as its first run.
  std::uint32_t courseSeed() const;
  // The slower game (kSlowerScale of the speed) has its own best. Like the
  // character, a change waits for the next run.
  void chooseSlower(bool on);
  bool slower() const { return slower_; }
  bool nextSlower() const { return nextSlower_; }
  // Playing by ear: earcons before each obstacle, footsteps and wider gaps
  // (from the next obstacle spawned on). Off, the game is as without it.
  void chooseByEar(bool on);
  bool byEar() const { return byEar_; }
  // Distance run this run, in units.
  double runDistance() const;
  // What ended the run (valid in State::Over).
  const Obstacle& crash() const { return crash_; }
  // Seconds until the obstacle's leading edge reaches the runner's front
  // (kFrontX): the time the promise's windows are measured in.
  float secondsToContact(const Obstacle& o) const;
  // How far the press that met the crash was from the promise's window
  // (its kind's KindInfo::window): seconds
  // late (> 0) or early (< 0), 0 within it; NaN when no such key went down
  // in the second before contact. Valid in State::Over.
  float crashTiming() const;
  // How many times each event has happened since construction.
  unsigned events(Event e) const { return events_[static_cast<int>(e)]; }
  // Seconds since the game over (0 before one).
  float overFor() const { return overFor_; }
  // Seconds of frozen time left after a break or a crash (a hit-stop).
  float hitStop() const { return hitStop_; }
  // Seconds since the last milestone (large before the first): the score flashes.
  float sinceMilestone() const { return sinceMilestone_; }

  // A ghost races each run: the record's best run (or a challenge's), on its
  // course. With it on, runs take that course; off, every run a new one.
  void chooseGhost(bool on);
  bool ghostOn() const { return ghostOn_; }
  // The best run of record r, kept to race; a text that does not decode is
  // refused (false) and changes nothing; "" forgets it.
  bool setGhost(Record r, std::string_view text);
  const GhostRun& ghostOf(Record r) const { return ghosts_[static_cast<int>(r)]; }
  // Someone else's run (a challenge link): raced instead of the record's own.
  bool setChallenge(std::string_view text);
  const GhostRun& challenge() const { return challenge_; }
  // The run being played, or the last one.
  const GhostRun& lastRun() const { return recording_; }
  // Counts up when a run becomes its record's ghost.
  unsigned ghostsSet() const { return ghostsSet_; }
  // The ghost racing this run while shown; gone where its run ended.
  const Ghost* ghost() const { return ghostOn() && ghost_.active() && !ghost_.ended() ? &ghost_ : nullptr; }

  const Runner& runner() const { return *runners_[static_cast<int>(character_)]; }
  Runner& runner() { return *runners_[static_cast<int>(character_)]; }
  const Runner& runner(Character c) const { return *runners_[static_cast<int>(c)]; }
  const Course& course() const { return course_; }
  Course& course() { return course_; }

 private:
  bool collide();
  // Back to the start screen on the current course, after a game over.
  void toStartScreen();
  void note(Event e) { ++events_[static_cast<int>(e)]; }
  // By ear: the earcons due this step and the feet planted.
  void listen();
  // The ghost this run races: the challenge, else the record's own, if on.
  const GhostRun* raceGhost() const;
  void record(Press p);
  // A run starts: its log, and the ghost it races.
  void startRecording();

  std::unique_ptr<Runner> runners_[2];
  Course course_;
  State state_ = State::Ready;
  Character character_ = Character::Stickman, next_ = Character::Stickman;
  std::uint32_t seed_ = 1, runs_ = 0;
  double time_ = 0, startTime_ = 0;
  // When a jump and a thrust key last went down this run (the game's time).
  double pressedAt_[2] = {-1e9, -1e9};
  int hits_ = 0, best_[kRecordCount] = {};
  float bestDistance_[kRecordCount] = {};
  std::uint32_t daily_ = 0, nextDaily_ = 0, bestDay_ = 0;
  bool slower_ = false, nextSlower_ = false, byEar_ = false;
  bool planted_[2] = {};
  float overFor_ = 0, fade_ = 0, hitStop_ = 0;
  int milestones_ = 0;
  float sinceMilestone_ = 1e9f;
  unsigned events_[kEventCount] = {};
  bool newBest_ = false;
  Obstacle crash_;
  // Runs as press logs (ghost.h): fixed buffers, never grown.
  GhostRun recording_, ghosts_[kRecordCount], challenge_;
  Ghost ghost_;
  bool ghostOn_ = true;
  unsigned ghostsSet_ = 0;
};

}  // namespace sm::spear_run
