#include "scenes/spear_run/game.h"

#include <cmath>

#include "motion/cold.h"
#include "motion/scalar.h"
#include "scenes/spear_run/rex_runner.h"
#include "scenes/spear_run/rules.h"
#include "scenes/spear_run/speed.h"
#include "scenes/spear_run/stickman_runner.h"

namespace sm::spear_run {

namespace {
// Obstacles this far from the runner cannot touch it this step.
constexpr float kNear0 = -260, kNear1 = 420;
}  // namespace

const char* const kEventNames[kEventCount] = {"jump", "thrust", "break", "hit", "crash", "milestone", "best",
                                              "earJump",   "earThrust", "step"};

SM_COLD Game::Game() {
  runners_[0] = makeStickmanRunner();
  runners_[1] = makeRexRunner();
  reset(1);
}

SM_COLD void Game::reset(std::uint32_t seed) {
  seed_ = seed;
  runs_ = 0;
  character_ = next_;
  slower_ = nextSlower_;
  state_ = State::Ready;
  time_ = startTime_ = 0;
  hits_ = 0;
  fade_ = 0;
  overFor_ = hitStop_ = 0;
  milestones_ = 0;
  sinceMilestone_ = 1e9f;
  newBest_ = false;
  course_.reset(courseSeed());
  ghost_.stop();
  runner().stand();
}

SM_COLD void Game::start(double startTime) {
  character_ = next_;
  slower_ = nextSlower_;
  daily_ = nextDaily_;
  ++runs_;
  state_ = State::Running;
  time_ = startTime_ = startTime > 0 ? startTime : 0;
  hits_ = 0;
  fade_ = 0;
  overFor_ = hitStop_ = 0;
  milestones_ = 0;
  sinceMilestone_ = 1e9f;
  newBest_ = false;
  pressedAt_[0] = pressedAt_[1] = -1e9;
  course_.reset(courseSeed(), distance());
  course_.update(distance(), 0);
  runner().stand();
  startRecording();
}

SM_COLD float Game::secondsToContact(const Obstacle& o) const {
  return (static_cast<float>(o.at - distance()) - kFrontX) / speed();
}

SM_COLD float Game::crashTiming() const {
  const Range w = kindInfo(crash_.kind).window;
  // Seconds from the press to contact.
  const float lead = static_cast<float>(time_ - pressedAt_[isTarget(crash_.kind)]) + secondsToContact(crash_);
  if (!(lead <= 1)) return NAN;
  return lead < w.min ? w.min - lead : lead > w.max ? w.max - lead : 0;
}

float Game::speed() const { return state_ == State::Ready ? 0 : speedAt(time_); }
double Game::distance() const { return distanceAt(time_); }

int Game::score() const {
  const double run = distanceAt(time_) - distanceAt(startTime_);
  return static_cast<int>(run / static_cast<double>(kUnitsPerPoint)) + hits_ * kHitPoints;
}

double Game::runDistance() const { return distanceAt(time_) - distanceAt(startTime_); }

SM_COLD int Game::setBest(float v, Record r) {
  int& best = best_[static_cast<int>(r)];
  if (std::isfinite(v)) best = static_cast<int>(std::floor(clamp(v, 0, kMaxBest)));
  return best;
}

SM_COLD float Game::setBestDistance(float v, Record r) {
  float& best = bestDistance_[static_cast<int>(r)];
  if (std::isfinite(v)) best = std::floor(clamp(v, 0, kMaxBestDistance));
  return best;
}

SM_COLD std::uint32_t Game::courseSeed() const {
  // The day's course is the same for every run and every player.
  if (daily_) return daily_ * 2654435761u ^ 0x5EA5u;
  if (const GhostRun* g = raceGhost()) return g->course;
  return seed_ + (runs_ > 0 ? runs_ - 1 : 0);
}

SM_COLD void Game::chooseDaily(std::uint32_t day) {
  if (day && day != bestDay_) {
    bestDay_ = day;
    setBest(0, Record::Daily);
    setBestDistance(0, Record::Daily);
  }
  nextDaily_ = day;
  // Like the character, a change mid-run waits for the next run.
  if (state_ == State::Running || state_ == State::Paused || day == daily_) return;
  daily_ = day;
  toStartScreen();
  runner().stand();
}

SM_COLD void Game::toStartScreen() {
  state_ = State::Ready;
  time_ = startTime_ = 0;
  hits_ = 0;
  course_.reset(courseSeed());
  ghost_.stop();
}

SM_COLD void Game::chooseSlower(bool on) {
  nextSlower_ = on;
  if (state_ == State::Ready || state_ == State::Over) slower_ = on;
}

SM_COLD bool Game::jump() {
  if (state_ != State::Running) return false;
  record(Press::JumpDown);
  pressedAt_[0] = time_;
  if (!runner().jump()) return false;
  note(Event::Jump);
  return true;
}
SM_COLD void Game::releaseJump() {
  if (state_ == State::Running || state_ == State::Paused) record(Press::JumpUp);
  runner().releaseJump();
}

SM_COLD bool Game::restart() {
  if (state_ == State::Paused || (state_ == State::Over && overFor_ >= kRestartDelay)) {
    start();
    return true;
  }
  return false;
}

SM_COLD bool Game::thrust() {
  if (state_ != State::Running) return false;
  record(Press::Thrust);
  pressedAt_[1] = time_;
  if (!runner().thrust()) return false;
  note(Event::Thrust);
  return true;
}

SM_COLD void Game::pause() {
  if (state_ == State::Running) state_ = State::Paused;
}
SM_COLD void Game::resume() {
  if (state_ == State::Paused) state_ = State::Running;
}

SM_COLD void Game::chooseCharacter(Character c) {
  next_ = c;
  if (state_ == State::Running || state_ == State::Paused) return;
  character_ = c;
  if (state_ == State::Over) toStartScreen();
  runner().stand();
}

void Game::step(float dt) {
  if (!(dt > 0)) return;
  if (slower_) dt *= kSlowerScale;
  if (state_ == State::Over) {
    overFor_ += dt;
    runner().fall(dt);
  }
  if (state_ != State::Running) return;
  // A hit-stop holds the world still for a moment; the clock waits with it.
  if (hitStop_ > 0) {
    hitStop_ = std::fmax(0, hitStop_ - dt);
    return;
  }
  const double from = time_ - startTime_;
  time_ += static_cast<double>(dt);
  sinceMilestone_ += dt;
  fade_ = std::fmin(1, fade_ + dt / kStartFade);
  course_.update(distance(), dt);
  const unsigned jumps = runner().jumpsStarted(), thrusts = runner().thrustsStarted();
  // One call site for both runners keeps Runner::step inlined once.
  for (Runner* r : {&runner(), ghost_.due(from)})
    if (r) r->step(dt, speed(), fade_);
  // A kept press that started its action now is heard now.
  if (runner().jumpsStarted() != jumps) note(Event::Jump);
  if (runner().thrustsStarted() != thrusts) note(Event::Thrust);
  if (byEar_) listen();
  if (collide()) {
    state_ = State::Over;
    note(Event::Crash);
    recording_.end(tickAt(time_ - startTime_), score());
    if (score() > best()) {
      // A run from the start line becomes its record's ghost.
      if (startTime_ == 0) {
        ghosts_[static_cast<int>(record())] = recording_;
        ++ghostsSet_;
      }
      setBest(static_cast<float>(score()), record());
      // A first run's best is heard here: it had nothing to pass.
      if (!newBest_) note(Event::Best);
      newBest_ = true;
    }
    const float run = static_cast<float>(runDistance());
    if (run > bestDistance(record())) setBestDistance(run, record());
    return;
  }
  // Passing the best is heard the moment it happens, not at the game over.
  if (!newBest_ && best() > 0 && score() > best()) {
    newBest_ = true;
    note(Event::Best);
  }
  const int m = score() / kMilestonePoints;
  if (m > milestones_) {
    milestones_ = m;
    sinceMilestone_ = 0;
    note(Event::Milestone);
  }
}

SM_COLD void Game::chooseByEar(bool on) {
  byEar_ = on;
  course_.widen(on);
}

void Game::listen() {
  const double at = distance();
  const double lead = static_cast<double>(kEarLeadSeconds * speed() + kFrontX);
  for (Obstacle& o : course_) {
    if (o.heard || o.broken || o.at - at > lead) continue;
    o.heard = true;
    // One already upon the runner when the mode came on stays silent.
    if (o.at - at > kFrontX) note(isTarget(o.kind) ? Event::EarThrust : Event::EarJump);
  }
  for (int side = 0; side < 2; ++side) {
    const bool now = runner().planted(side) && !runner().jumping();
    if (now && !planted_[side]) note(Event::Step);
    planted_[side] = now;
  }
}

bool Game::collide() {
  const Contact c = runner().contact();
  const double at = distance();
  for (Obstacle& o : course_) {
    if (o.broken) continue;
    const Box b = boxOf(o, at, kGround);
    if (b.x1 < kNear0 || b.x0 > kNear1) continue;
    if (isTarget(o.kind)) {
      // A tip past the target's face breaks it, even one gone right through.
      if (c.hot && c.tip.x > b.x0 + kForgive && c.tip.y > b.y0 + kForgive && c.tip.y < b.y1 - kForgive &&
          b.x1 > 0) {
        o.broken = true;
        ++hits_;
        hitStop_ = kHitStopSeconds;
        note(o.kind == Kind::Dummy ? Event::Hit : Event::Break);
        continue;
      }
      for (int i = 0; i < c.bodyCount; ++i)
        if (touches(b, c.body[i], kForgive)) {
          crash_ = o;
          return true;
        }
    } else {
      for (int i = 0; i < c.lowCount; ++i)
        if (touches(b, c.low[i], kForgive)) {
          crash_ = o;
          return true;
        }
    }
  }
  return false;
}

}  // namespace sm::spear_run
