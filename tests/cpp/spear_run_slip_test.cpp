#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "spear_run_play.h"

namespace {

using namespace sm::spear_run;
using namespace sm::spear_run::testing;

// A foot this close to the ground in two frames running stands on it (a
// gait sets a swinging foot down from a few hundredths above).
constexpr float kOnGround = 0.02f;

struct Slip {
  float worst = 0;  // the most a grounded foot moved against the ground in one frame
  int frames = 0;   // grounded foot-frames measured
};

// One jump (the key down `press` seconds) from stride phase `phase` at speed
// v, and the running after it until the stride has settled: how far the feet
// on the ground move against the ground, frame to frame.
Slip jumpSlip(Character ch, float v, float phase, float press) {
  Game g;
  g.chooseCharacter(ch);
  g.start(timeAtSpeed(v));
  g.course().clear();
  for (int i = 0; i < 120; ++i) g.step(kStep);
  for (int i = 0; i < 240 && std::fabs(g.runner().gaitPhase() - phase) > 0.02f; ++i) g.step(kStep / 2);
  Slip s;
  double last[2] = {NAN, NAN};
  g.jump();
  for (int i = 0; i < 240; ++i) {
    if (press >= 0 && static_cast<float>(i) * kStep >= press) g.releaseJump();
    g.step(kStep);
    for (int side = 0; side < 2; ++side) {
      const sm::Vec2 f = g.runner().foot(side);
      const double world = static_cast<double>(f.x) + g.distance();
      if (f.y < kGround - kOnGround) {
        last[side] = NAN;
        continue;
      }
      if (!std::isnan(last[side])) {
        s.worst = std::fmax(s.worst, static_cast<float>(std::fabs(world - last[side])));
        ++s.frames;
      }
      last[side] = world;
    }
  }
  return s;
}

// The seed's promise: a planted foot never slides. Through a jump's crouch,
// take-off and landing the feet on the ground travel with it, as in the run.
TEST(SpearRunSlip, FeetOnTheGroundTravelWithItThroughAJump) {
  for (Character ch : kCharacters)
    for (float v : {kStartSpeed, kTopSpeed})
      for (float press : {0.1f, kHeld})
        for (int ph = 0; ph < 8; ++ph) {
          const Slip s = jumpSlip(ch, v, ph / 8.0f, press);
          EXPECT_GT(s.frames, 20) << nameOf(ch) << " phase " << ph;
          EXPECT_LE(s.worst, 0.01f) << nameOf(ch) << " at " << v << ", phase " << ph << "/8, key down " << press;
        }
}

}  // namespace
