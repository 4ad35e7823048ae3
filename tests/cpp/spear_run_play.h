#pragma once

// Shared by the Spear Run tests: a game set up one obstacle at a time, at a
// chosen speed and stride phase, with the key pressed at a chosen time to contact.
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"

namespace sm::spear_run::testing {

constexpr float kStep = 1.0f / 120;
constexpr Character kCharacters[] = {Character::Stickman, Character::Rex};
inline const char* nameOf(Character c) { return c == Character::Rex ? "rex" : "stickman"; }
inline double timeAtSpeed(float v) { return (v - kStartSpeed) / kAcceleration; }

// Seconds until the obstacle's leading edge reaches the runner's front.
inline float timeToContact(const Game& g, const Obstacle& o) {
  return (static_cast<float>(o.at - g.distance()) - kFrontX) / g.speed();
}

struct Trial {
  bool survived;
  int hits;
};

// A run at speed v, stepped until the stride reaches `phase` (any, when
// negative), then one obstacle placed tau seconds from contact and, with
// `act`, its key pressed and held.
inline Trial oneObstacle(Character c, Kind k, float w, float h, float v, float tau, bool act, float phase = -1,
                         float lift = 0) {
  Game g;
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
  for (int i = 0; i < 360 && g.state() == State::Running; ++i) g.step(kStep);
  return {g.state() == State::Running, g.hits()};
}

}  // namespace sm::spear_run::testing
