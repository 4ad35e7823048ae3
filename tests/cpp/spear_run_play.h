#pragma once

#include <cmath>
#include <cstdint>

#include "motion/seeded_random.h"

// Shared by the Spear Run tests: a game set up one obstacle at a time, at a
// chosen speed and stride phase, with the key pressed at a chosen time to contact.
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "scenes/spear_run/speed.h"

namespace sm::spear_run::testing {

constexpr float kStep = 1.0f / 120;
constexpr Character kCharacters[] = {Character::Stickman, Character::Rex};
inline const char* nameOf(Character c) { return c == Character::Rex ? "rex" : "stickman"; }

// Seconds until the obstacle's leading edge reaches the runner's front.
inline float timeToContact(const Game& g, const Obstacle& o) { return g.secondsToContact(o); }

// A fixed input log of 1800 frames at mixed frame times: keys pressed and
// held for a varying while (taps and full jumps both).
template <class SceneT>
void playKeyLog(SceneT& scene) {
  const char* keys[] = {"Space", "KeyF", "ArrowUp", "ArrowRight"};
  for (int f = 0; f < 1800; ++f) {
    if (f % 37 == 0) scene.key(keys[(f / 37) % 4], true);
    if (f % 37 == 3 + (f / 37) % 20) scene.key(keys[(f / 37) % 4], false);
    scene.buildPose(f % 3 == 0 ? 1.0f / 30 : 1.0f / 144);
  }
}

struct Trial {
  bool survived;
  int hits;
};

// A key held this long (seconds) and let go; kHeld: never let go.
constexpr float kHeld = -1;

// A run at speed v, stepped until the stride reaches `phase` (any, when
// negative), then one obstacle placed tau seconds from contact and, with
// `act`, its key pressed for `press` seconds.
inline void playOneObstacle(Game& g, Character c, Kind k, float w, float h, float v, float tau, bool act,
                            float phase = -1, float lift = 0, float press = kHeld) {
  g.chooseCharacter(c);
  g.start(timeAtSpeed(v));
  g.course().clear();
  for (int i = 0; i < 120; ++i) g.step(kStep);  // into the run
  if (phase >= 0) {
    // Step until the phase passes `phase`, then a last partial step onto it.
    for (int i = 0; i < 240; ++i) {
      const float before = g.runner().gaitPhase();
      float ahead = phase - before;
      if (ahead < 0) ahead += 1;
      if (ahead < 0.02f) break;
      g.step(kStep / 2);
    }
  }
  g.course().place(k, g.distance() + static_cast<double>(tau * g.speed() + kFrontX), w, h, lift);
  if (act) isTarget(k) ? g.thrust() : g.jump();
  for (int i = 0; i < 360 && g.state() == State::Running; ++i) {
    if (press >= 0 && static_cast<float>(i) * kStep >= press - 1e-5f) g.releaseJump();
    g.step(kStep);
  }
}
inline Trial oneObstacle(Character c, Kind k, float w, float h, float v, float tau, bool act, float phase = -1,
                         float lift = 0, float press = kHeld) {
  Game g;
  playOneObstacle(g, c, k, w, h, v, tau, act, phase, lift, press);
  return {g.state() == State::Running, g.hits()};
}

// A player who sees each obstacle coming and presses once for it, aiming at
// the middle of its window, off by Gaussian noise of `sigma` seconds
// (seeded: the same seed, the same presses). sigma = 0 is a perfect player.
// The jump key goes up after a press of 60 to 300 ms, as a person's does.
class Player {
 public:
  Player(float sigma, std::uint64_t seed) : sigma_(sigma), rng_(seed * 7919 + 17) {}

  void play(Game& g) {
    if (g.state() != State::Running) return;
    if (releaseAt_ >= 0 && g.time() >= releaseAt_) {
      g.releaseJump();
      releaseAt_ = -1;
    }
    for (const Obstacle& o : g.course()) {
      if (o.broken || o.at <= lastAt_) continue;
      const float tau = timeToContact(g, o);
      if (tau > 1.5f) break;
      if (o.at != aimAt_) {
        const Range w = kindInfo(o.kind).window;
        aimAt_ = o.at;
        aim_ = (w.min + w.max) / 2 + sigma_ * gaussian();
      }
      if (tau > aim_) break;
      if (isTarget(o.kind)) {
        g.thrust();
      } else {
        g.jump();
        releaseAt_ = g.time() + 0.06 + 0.24 * static_cast<double>(rng_.unit());
      }
      lastAt_ = o.at;
    }
  }

 private:
  float gaussian() {
    const float u = std::fmax(rng_.unit(), 1e-7f), v = rng_.unit();
    return std::sqrt(-2 * std::log(u)) * std::cos(6.2831853f * v);
  }
  float sigma_;
  SeededRandom rng_;
  double lastAt_ = -1e18, aimAt_ = -1e18, releaseAt_ = -1;
  float aim_ = 0;
};

// Seconds a player of `sigma` lasts on seed's course (capped at `cap`), in
// steps played (hit-stops included); `crash` gets what ended the run.
inline double survival(Character ch, std::uint32_t seed, float sigma, double cap, Kind* crash = nullptr) {
  Game g;
  g.reset(seed);
  g.chooseCharacter(ch);
  g.start();
  Player p(sigma, seed);
  const int steps = static_cast<int>(std::lround(cap / static_cast<double>(kStep)));
  int i = 0;
  for (; i < steps && g.state() == State::Running; ++i) {
    p.play(g);
    g.step(kStep);
  }
  if (crash) *crash = g.crash().kind;
  return i * static_cast<double>(kStep);
}

}  // namespace sm::spear_run::testing
