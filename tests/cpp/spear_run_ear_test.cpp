#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "scenes/registry.h"
#include "scenes/spear_run/course.h"
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "scenes/spear_run/speed.h"
#include "spear_run_play.h"

namespace {

using namespace sm;
using namespace sm::spear_run;
using namespace sm::spear_run::testing;

TEST(SpearRunEar, EachObstacleSoundsItsFamilysEarconOnceAtTheLeadTime) {
  EXPECT_FLOAT_EQ(kEarLeadSeconds, 0.6f);
  for (Character ch : kCharacters)
    for (const KindInfo& kind : kKinds)
      for (float v : {kStartSpeed, kTopSpeed}) {
        Game g;
        g.chooseCharacter(ch);
        g.chooseByEar(true);
        g.start(timeAtSpeed(v));
        g.course().clear();
        for (int i = 0; i < 120; ++i) g.step(kStep);
        g.course().place(kind.kind, g.distance() + static_cast<double>(1.5f * g.speed() + kFrontX), kind.w.max,
                         kind.h.max, kind.lift);
        const Event mine = isTarget(kind.kind) ? Event::EarThrust : Event::EarJump;
        const Event other = isTarget(kind.kind) ? Event::EarJump : Event::EarThrust;
        Player bot(0, 1);
        float heardAt = -1;
        // On past the obstacle: it never sounds again.
        for (int i = 0; i < 360 && g.state() == State::Running; ++i) {
          const unsigned before = g.events(mine);
          bot.play(g);
          g.step(kStep);
          if (g.events(mine) != before) heardAt = timeToContact(g, *g.course().begin());
        }
        EXPECT_EQ(g.events(mine), 1u) << nameOf(ch) << " " << kind.name << " at " << v;
        EXPECT_EQ(g.events(other), 0u) << nameOf(ch) << " " << kind.name;
        // Within one frame of the lead time, at any speed.
        EXPECT_LE(heardAt, kEarLeadSeconds) << nameOf(ch) << " " << kind.name << " at " << v;
        EXPECT_GT(heardAt, kEarLeadSeconds - kStep - 1e-4f) << nameOf(ch) << " " << kind.name << " at " << v;
      }
}

TEST(SpearRunEar, NoEarconsOrFootstepsWithTheModeOff) {
  Game g;
  g.start();
  Player bot(0, 3);
  for (int i = 0; i < 20 * 120 && g.state() == State::Running; ++i) {
    bot.play(g);
    g.step(kStep);
  }
  EXPECT_GT(g.events(Event::Jump) + g.events(Event::Thrust), 5u);
  EXPECT_EQ(g.events(Event::EarJump) + g.events(Event::EarThrust) + g.events(Event::Step), 0u);
}

TEST(SpearRunEar, FootstepsTickAsFeetArePlantedNotInTheAir) {
  for (Character ch : kCharacters) {
    Game g;
    g.chooseCharacter(ch);
    g.chooseByEar(true);
    g.start();
    g.course().clear();
    for (int i = 0; i < 240; ++i) g.step(kStep);
    const unsigned twoSeconds = g.events(Event::Step);
    // A run's stride is well under a second: both feet land several times.
    EXPECT_GE(twoSeconds, 4u) << nameOf(ch);
    EXPECT_LE(twoSeconds, 20u) << nameOf(ch);
    ASSERT_TRUE(g.jump());
    const unsigned tookOff = g.events(Event::Step);
    for (int i = 0; i < 60; ++i) g.step(kStep);
    ASSERT_TRUE(g.runner().jumping());
    EXPECT_EQ(g.events(Event::Step), tookOff) << nameOf(ch) << ": no step in the air";
    while (g.runner().jumping()) g.step(kStep);
    for (int i = 0; i < 60; ++i) g.step(kStep);
    EXPECT_GT(g.events(Event::Step), tookOff) << nameOf(ch) << ": the landing and the run after are heard";
  }
}

// Every gap of a course from `seed`, in seconds at the speed there.
std::vector<float> gaps(std::uint32_t seed, bool wide) {
  Course c;
  c.widen(wide);
  c.reset(seed);
  std::vector<float> out;
  double lastEnd = -1;
  const double to = distanceAt(kRampSeconds + kRamp2Seconds + 60);
  for (double d = 0; d < to; d += 200) {
    c.update(d, 0);
    for (const Obstacle& o : c) {
      if (o.at + static_cast<double>(o.w) <= lastEnd) continue;
      if (lastEnd >= 0) out.push_back(static_cast<float>(o.at - lastEnd) / speedAtDistance(lastEnd));
      lastEnd = o.at + static_cast<double>(o.w);
    }
  }
  return out;
}

TEST(SpearRunEar, ByEarTheGapsAreAtLeastTheWiderMinimumAtEverySpeed) {
  EXPECT_GT(kEarMinGapSeconds, kMinGapSeconds);
  float narrowest = 1e9f, narrowestOff = 1e9f;
  for (std::uint32_t seed = 1; seed <= 20; ++seed) {
    const std::vector<float> on = gaps(seed, true);
    ASSERT_GT(on.size(), 100u);
    for (float s : on) narrowest = std::fmin(narrowest, s);
    for (float s : gaps(seed, false)) narrowestOff = std::fmin(narrowestOff, s);
  }
  EXPECT_GE(narrowest, kEarMinGapSeconds - 1e-3f);
  // The test can tell: the normal game does go narrower.
  EXPECT_LT(narrowestOff, kEarMinGapSeconds - 0.2f);
}

TEST(SpearRunEar, ThePerfectPlayerSurvivesByEarAtTopSpeed) {
  for (Character ch : kCharacters)
    for (std::uint32_t seed = 1; seed <= 5; ++seed) {
      Game g;
      g.reset(seed);
      g.chooseCharacter(ch);
      g.chooseByEar(true);
      g.start(kRampSeconds + kRamp2Seconds);
      Player bot(0, seed);
      for (int i = 0; i < 60 * 120 && g.state() == State::Running; ++i) {
        bot.play(g);
        g.step(kStep);
      }
      EXPECT_EQ(g.state(), State::Running) << nameOf(ch) << " seed " << seed;
      EXPECT_GT(g.events(Event::EarJump), 10u);
      EXPECT_GT(g.events(Event::EarThrust), 10u);
    }
}

// Same seed and keys: the same score and pose bit for bit, by ear or not; and
// turning the mode on and off again before a run leaves the game as it was.
float play(std::vector<float>* joints, const std::vector<float>& byEar) {
  auto scene = findScene("spear-run")->make();
  scene->findParam("seed")->set(7);
  for (float v : byEar) scene->findParam("byEar")->set(v);
  playKeyLog(*scene);
  joints->assign(reinterpret_cast<const float*>(scene->joints()),
                 reinterpret_cast<const float*>(scene->joints() + scene->jointCount()));
  return scene->findParam("score")->get() + 1e6f * scene->findParam("state")->get() +
         1e7f * scene->findParam("time")->get();
}

TEST(SpearRunEar, DeterminismHoldsAndTheModeOffChangesNothing) {
  std::vector<float> plain, off, on1, on2;
  const float a = play(&plain, {}), b = play(&off, {1, 0});
  EXPECT_EQ(a, b);
  ASSERT_EQ(plain.size(), off.size());
  EXPECT_EQ(std::memcmp(plain.data(), off.data(), plain.size() * sizeof(float)), 0);
  EXPECT_EQ(play(&on1, {1}), play(&on2, {1}));
  EXPECT_EQ(std::memcmp(on1.data(), on2.data(), on1.size() * sizeof(float)), 0);
}

TEST(SpearRunEar, TheKeyTogglesTheModeAndTheStatusSaysSo) {
  auto scene = findScene("spear-run")->make();
  EXPECT_EQ(scene->findParam("byEar")->get(), 0);
  EXPECT_EQ(scene->findParam("assertive")->get(), 0);
  EXPECT_TRUE(scene->key("KeyA", true));
  scene->key("KeyA", false);
  EXPECT_EQ(scene->findParam("byEar")->get(), 1);
  EXPECT_EQ(scene->findParam("assertive")->get(), 1);
  EXPECT_EQ(scene->status(), "Playing by ear: on.");
  EXPECT_EQ(scene->findParam("state")->get(), static_cast<float>(State::Ready)) << "the toggle does not start a run";
  scene->key("KeyA", true);
  scene->key("KeyA", false);
  EXPECT_EQ(scene->status(), "Playing by ear: off.");
  EXPECT_EQ(scene->findParam("byEar")->get(), 0);
  EXPECT_NE(std::string(scene->keysHelp()).find("A play by ear"), std::string::npos);
  // A kept setting, like a best: the page restores it on the next visit.
  EXPECT_EQ(scene->findParam("byEar")->kept, sm::Kept::Choice) << "kept, and not a record";
}

}  // namespace

namespace {

// A screen-reader user meets the game at its start message and its
// description: both name the mode and what it does before any key is known.
TEST(SpearRunEar, TheStartMessageAndDescriptionNameTheMode) {
  auto scene = findScene("spear-run")->make();
  EXPECT_NE(scene->status().find("A plays by ear"), std::string::npos) << scene->status();
  EXPECT_NE(scene->description().find("plays by ear"), std::string::npos) << scene->description();
  scene->findParam("byEar")->set(1);
  EXPECT_NE(scene->description().find("Playing by ear"), std::string::npos) << scene->description();
  EXPECT_NE(scene->status().find("Playing by ear"), std::string::npos) << scene->status();
}

}  // namespace
