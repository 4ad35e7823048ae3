#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <string>
#include <vector>

#include "motion/gait.h"
#include "rigs/stickman/moves/gait.h"
#include "scenes/registry.h"
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "scenes/spear_run/speed.h"
#include "spear_run_play.h"

namespace {

using namespace sm;
using namespace sm::spear_run;
using namespace sm::spear_run::testing;

TEST(SpearRun, StartsAtTheLabsRunSpeedAndRampsTwiceToTheTop) {
  EXPECT_FLOAT_EQ(kStartSpeed, groundSpeed(stickman::kRun));
  EXPECT_FLOAT_EQ(speedAt(0), kStartSpeed);
  EXPECT_FLOAT_EQ(speedAt(kRampSeconds / 2), (kStartSpeed + kCruiseSpeed) / 2);
  EXPECT_FLOAT_EQ(speedAt(kRampSeconds), kCruiseSpeed);
  EXPECT_FLOAT_EQ(speedAt(kRampSeconds + kRamp2Seconds / 2), (kCruiseSpeed + kTopSpeed) / 2);
  EXPECT_FLOAT_EQ(speedAt(kRampSeconds + kRamp2Seconds), kTopSpeed);
  EXPECT_FLOAT_EQ(speedAt(1e6), kTopSpeed);
  EXPECT_FLOAT_EQ(kCruiseSpeed / kStartSpeed, 1.8f);
  EXPECT_FLOAT_EQ(kTopSpeed / kStartSpeed, 2.3f);
  // Distance is the integral of speed, and speedAtDistance and timeAtDistance invert it.
  for (double t : {0.5, 20.0, 89.0, 90.0, 150.0, 209.0, 210.0, 400.0}) {
    const double h = 1e-3;
    EXPECT_NEAR((distanceAt(t + h) - distanceAt(t - h)) / (2 * h), speedAt(t), 0.01) << t;
    EXPECT_NEAR(speedAtDistance(distanceAt(t)), speedAt(t), 0.01) << t;
    EXPECT_NEAR(timeAtDistance(distanceAt(t)), t, 1e-3) << t;
    if (t < kRampSeconds + kRamp2Seconds) {
      EXPECT_NEAR(timeAtSpeed(speedAt(t)), t, 1e-3) << t;
    }
  }
}

TEST(SpearRun, SpeedRampIsTheSameAt30_60And144Hz) {
  const float rates[3] = {30, 60, 144};
  float speed[3];
  double dist[3];
  for (int r = 0; r < 3; ++r) {
    Game g;
    g.start();
    g.course().clear();  // a ghost run: nothing ends it
    // As the scene does: each frame split into sub-steps of at most 1/120 s.
    const float dt = 1 / rates[r];
    const int n = static_cast<int>(std::ceil(dt / kStep - 1e-4f));
    for (int f = 0; f < static_cast<int>(60 * rates[r]); ++f)
      for (int i = 0; i < n; ++i) g.step(dt / static_cast<float>(n));
    speed[r] = g.speed();
    dist[r] = g.distance();
    EXPECT_EQ(g.state(), State::Running);
  }
  EXPECT_GT(speed[0], kStartSpeed * 1.3f);
  for (int r = 1; r < 3; ++r) {
    EXPECT_NEAR(speed[r] / speed[0], 1, 1e-3) << rates[r] << " Hz";
    EXPECT_NEAR(dist[r] / dist[0], 1, 1e-3) << rates[r] << " Hz";
  }
}

TEST(SpearRun, GapsNeverShorterThanTheReactionTimeAtTheirSpeed) {
  const double patterns = distanceAt(kJumpIntoTargetFrom), phase2 = distanceAt(kRampSeconds);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Course c;
    c.reset(seed);
    double d = 0, lastEnd = -1;
    float early = 1e9f, late = 1e9f;
    for (int i = 0; i < 4000; ++i, d += 200) {
      c.update(d, 0);
      for (const Obstacle& o : c) {
        if (o.at <= lastEnd) continue;
        if (lastEnd >= 0) {
          const float gap = static_cast<float>(o.at - lastEnd) / speedAtDistance(lastEnd);
          if (lastEnd < patterns) early = std::fmin(early, gap);
          else late = std::fmin(late, gap);
          if (lastEnd > phase2) {
            EXPECT_LT(gap, kMaxGapSecondsTop + 1e-3f) << "the second phase is tighter";
          }
        }
        lastEnd = o.at + o.w;
      }
    }
    EXPECT_GE(early, kMinGapSeconds * 0.999f) << "seed " << seed;
    EXPECT_LT(early, kMinGapSeconds * 1.2f) << "seed " << seed;
    // Later, a jump straight into a target comes closer than any other gap.
    EXPECT_GE(late, kJumpIntoTargetGap * 0.999f) << "seed " << seed;
    EXPECT_LT(late, kMinGapSecondsTop) << "seed " << seed;
  }
}

TEST(SpearRun, ScriptedPlayerSurvivesFiveMinutesAtTopSpeedForTwentySeeds) {
  for (Character ch : kCharacters) {
    for (std::uint32_t seed = 1; seed <= 20; ++seed) {
      Game g;
      g.reset(seed);
      g.chooseCharacter(ch);
      g.start(kRampSeconds + kRamp2Seconds);
      Player bot(0, seed);
      int jumps = 0, thrusts = 0;
      for (int i = 0; i < 5 * 60 * 120 && g.state() == State::Running; ++i) {
        const bool j = g.runner().jumping(), t = g.runner().thrusting();
        bot.play(g);
        jumps += !j && g.runner().jumping();
        thrusts += !t && g.runner().thrusting();
        g.step(kStep);
      }
      EXPECT_EQ(g.state(), State::Running) << nameOf(ch) << " seed " << seed << " hit a "
                                           << kindName(g.crash().kind) << " after " << g.time() << " s";
      EXPECT_FLOAT_EQ(g.speed(), kTopSpeed);
      EXPECT_GT(jumps, 60);
      EXPECT_GT(thrusts, 40);
      // Every thrust breaks its target (the last may still be on its way at the end).
      EXPECT_GE(g.hits(), thrusts - 1);
    }
  }
}

TEST(SpearRun, SameSeedAndInputsGiveTheSameScoreAndPoseBitForBit) {
  auto play = [](std::vector<float>* joints) {
    auto scene = findScene("spear-run")->make();
    scene->findParam("seed")->set(7);
    playKeyLog(*scene);
    joints->assign(reinterpret_cast<const float*>(scene->joints()),
                   reinterpret_cast<const float*>(scene->joints() + scene->jointCount()));
    return scene->findParam("score")->get() + 1e6f * scene->findParam("state")->get();
  };
  std::vector<float> a, b;
  EXPECT_EQ(play(&a), play(&b));
  ASSERT_EQ(a.size(), b.size());
  EXPECT_EQ(std::memcmp(a.data(), b.data(), a.size() * sizeof(float)), 0);
}

TEST(SpearRun, NoObstacleIsPassedByDoingNothing) {
  for (Character ch : kCharacters)
    for (const KindInfo& kind : kKinds)
      for (float v : {kStartSpeed, kTopSpeed}) {
        EXPECT_FALSE(oneObstacle(ch, kind.kind, kind.w.min, kind.h.min, v, 0.2f, false, -1, kind.lift).survived)
            << nameOf(ch) << " " << kind.name << " at " << v;
        EXPECT_FALSE(oneObstacle(ch, kind.kind, kind.w.max, kind.h.max, v, 0.3f, false, -1, kind.lift).survived)
            << nameOf(ch) << " " << kind.name << " at " << v;
      }
}

TEST(SpearRun, AJumpNeverClearsATarget) {
  for (Character ch : kCharacters)
    for (Kind k : {Kind::Dummy, Kind::Bird})
      for (float v = kStartSpeed; v <= kTopSpeed + 1; v += (kTopSpeed - kStartSpeed) / 4)
        for (float tau = -0.05f; tau <= 0.8f; tau += 0.01f) {
          Game g;
          g.chooseCharacter(ch);
          g.start(timeAtSpeed(v));
          for (int i = 0; i < 120; ++i) g.step(kStep);
          g.course().clear();
          const KindInfo& kind = kindInfo(k);
          g.course().place(k, g.distance() + static_cast<double>(tau * g.speed() + kFrontX), kind.w.max, kind.h.max,
                           kind.lift);
          g.jump();
          for (int i = 0; i < 360 && g.state() == State::Running; ++i) g.step(kStep);
          EXPECT_EQ(g.state(), State::Over) << nameOf(ch) << " " << kind.name << " " << v << " " << tau;
        }
}

TEST(SpearRun, BestScoreClampsHostileValues) {
  Game g;
  EXPECT_EQ(g.setBest(-5), 0);
  EXPECT_EQ(g.setBest(1234.9f), 1234);
  EXPECT_EQ(g.setBest(NAN), 1234);
  EXPECT_EQ(g.setBest(INFINITY), 1234);
  EXPECT_EQ(g.setBest(-INFINITY), 1234);
  EXPECT_EQ(g.setBest(1e30f), static_cast<int>(kMaxBest));
  EXPECT_EQ(g.setBest(0.5f), 0);
  auto scene = findScene("spear-run")->make();
  const Param* best = scene->findParam("best");
  ASSERT_NE(best, nullptr);
  EXPECT_TRUE(best->kept == sm::Kept::Record);
  EXPECT_EQ(best->set(-5), 0);
  EXPECT_EQ(best->set(3e38f), kMaxBest);
  EXPECT_EQ(best->set(77.7f), 77);
  EXPECT_EQ(best->set(NAN), 77);
  EXPECT_EQ(best->get(), 77);
}

TEST(SpearRun, AGameOverRaisesTheBestAndTellsThePage) {
  auto scene = findScene("spear-run")->make();
  scene->findParam("best")->set(3);
  const unsigned serial = scene->statusSerial();
  EXPECT_TRUE(scene->key("Space", true));
  for (int f = 0; f < 600 && scene->findParam("state")->get() == 1; ++f) scene->buildPose(1.0f / 60);
  EXPECT_EQ(scene->findParam("state")->get(), static_cast<float>(State::Over));
  EXPECT_NE(scene->statusSerial(), serial);
  const float score = scene->findParam("score")->get();
  EXPECT_GT(score, 3);
  EXPECT_EQ(scene->findParam("best")->get(), score);
  EXPECT_NE(scene->status().find("Game over"), std::string::npos) << scene->status();
  EXPECT_NE(scene->status().find("best " + std::to_string(static_cast<int>(score))), std::string::npos);
  // Space or Enter right away is a late press, not a restart; a fresh one
  // after the delay runs again.
  scene->key("Space", false);
  scene->key("Space", true);
  scene->key("Enter", true);
  EXPECT_EQ(scene->findParam("state")->get(), static_cast<float>(State::Over));
  scene->key("Space", false);
  scene->key("Enter", false);
  for (int f = 0; f < 40; ++f) scene->buildPose(1.0f / 60);
  scene->key("Enter", true);
  EXPECT_EQ(scene->findParam("state")->get(), static_cast<float>(State::Running));
  EXPECT_EQ(scene->findParam("score")->get(), 0);
}

TEST(SpearRun, TheKindTableHasARowPerKindAndTheCourseKeepsToIt) {
  for (int i = 0; i < kKindCount; ++i) {
    const KindInfo& k = kKinds[i];
    EXPECT_EQ(static_cast<int>(k.kind), i) << "row at its kind's value";
    EXPECT_NE(k.draw, nullptr) << k.name;
    EXPECT_LE(k.w.min, k.w.max) << k.name;
    EXPECT_LE(k.h.min, k.h.max) << k.name;
    EXPECT_EQ(isTarget(k.kind), k.family == Family::Target);
    // Targets stand above any jump, jumped ones below it.
    if (k.family == Family::Target) EXPECT_GT(k.lift + k.h.min, 180) << k.name;
    else EXPECT_LT(k.h.max, 180) << k.name;
  }
  Course c;
  c.reset(7);
  int seen[kKindCount] = {};
  for (double d = 0; d < 200000; d += 500) {
    c.update(d, 0.1f);
    for (const Obstacle& o : c) {
      const KindInfo& k = kindInfo(o.kind);
      ++seen[static_cast<int>(o.kind)];
      EXPECT_GE(o.w, k.w.min);
      EXPECT_LE(o.w, k.w.max);
      EXPECT_GE(o.h, k.h.min);
      EXPECT_LE(o.h, k.h.max);
    }
  }
  for (int i = 0; i < kKindCount; ++i) EXPECT_GT(seen[i], 0) << kKinds[i].name << " appears";
}

TEST(SpearRun, AJumpRestartsAGameOverOnlyAfterTheRestartDelay) {
  Game g;
  EXPECT_FALSE(g.restart()) << "the start screen is not a game over";
  g.start();
  EXPECT_FALSE(g.restart()) << "a jump mid-run is a jump";
  for (int i = 0; i < 60 * 120 && g.state() == State::Running; ++i) g.step(kStep);
  ASSERT_EQ(g.state(), State::Over);
  const int score = g.score();
  float waited = 0;
  while (waited + kStep < kRestartDelay - 1e-4f) {
    g.step(kStep);
    waited += kStep;
    ASSERT_FALSE(g.restart()) << waited;
    ASSERT_EQ(g.score(), score) << "the result stays on screen";
  }
  g.step(kStep);
  g.step(kStep);
  EXPECT_TRUE(g.restart());
  EXPECT_EQ(g.state(), State::Running);
  EXPECT_EQ(g.score(), 0);
}

TEST(SpearRun, PlantedFeetDoNotSlipAtGameSpeed) {
  for (Character ch : kCharacters)
    for (double start : {0.0, 45.0, 200.0}) {
      Game g;
      g.chooseCharacter(ch);
      g.start(start);
      g.course().clear();
      float anchor[2] = {NAN, NAN}, worst = 0;
      int stances = 0;
      for (int i = 0; i < 600; ++i) {
        g.step(kStep);
        if (i < 60) continue;  // the start cross-fade
        for (int side = 0; side < 2; ++side) {
          const double world = static_cast<double>(g.runner().foot(side).x) + g.distance();
          if (!g.runner().planted(side)) {
            anchor[side] = NAN;
          } else if (std::isnan(anchor[side])) {
            anchor[side] = static_cast<float>(world);
            ++stances;
          } else {
            worst = std::fmax(worst, std::fabs(static_cast<float>(world) - anchor[side]));
          }
        }
      }
      EXPECT_GT(stances, 6) << nameOf(ch);
      EXPECT_LT(worst, 0.5f) << nameOf(ch) << " from t = " << start;
    }
}

TEST(SpearRun, IsThePagesDefaultModeWithJumpAndThrustFirst) {
  ASSERT_STREQ(scenesBegin()->id, "spear-run");
  EXPECT_STREQ(scenesBegin()->title, "Spear Run");
  auto scene = scenesBegin()->make();
  const auto controls = scene->controls();
  ASSERT_GE(controls.size(), 5u);
  EXPECT_STREQ(controls[0].label, "Jump");
  EXPECT_STREQ(controls[1].label, "Thrust");
  EXPECT_STREQ(controls[2].label, "Pause game");
  EXPECT_STREQ(controls[3].label, "Restart");
  EXPECT_STREQ(controls[4].label, "Character");
  EXPECT_TRUE(controls[0].primary && controls[1].primary);
  for (std::size_t i = 2; i < controls.size(); ++i) EXPECT_FALSE(controls[i].primary) << controls[i].label;
  EXPECT_FALSE(scene->key("KeyQ", true));
}

// The HUD keeps its numbers' text between frames: each frame must still show
// the score and best of that frame, through a run, a game over and a restart.
TEST(SpearRun, EveryFrameShowsThatFramesScoreAndBest) {
  auto scene = findScene("spear-run")->make();
  const Param* score = scene->findParam("score");
  const Param* best = scene->findParam("best");
  const Param* state = scene->findParam("state");
  auto shows = [&](const char* fmt, float value) {
    char want[16];
    std::snprintf(want, sizeof want, fmt, static_cast<int>(value));
    return std::string(scene->drawList().textData(), scene->drawList().textSize()).find(want) != std::string::npos;
  };
  auto press = [&](const char* code) { scene->key(code, true), scene->key(code, false); };
  int scores = 0, overs = 0;
  float last = -1;
  press("Space");
  for (int frame = 0; frame < 4000 && overs < 2; ++frame) {
    scene->buildPose(1.0f / 60);
    ASSERT_TRUE(shows("%05d", score->get())) << "frame " << frame << ", score " << score->get();
    ASSERT_TRUE(shows("HI %05d", best->get())) << "frame " << frame << ", best " << best->get();
    if (score->get() != last) ++scores, last = score->get();
    if (state->get() == 3) ++overs, press("Enter");
  }
  EXPECT_GE(scores, 10) << "the score changed";
  EXPECT_EQ(overs, 2) << "two runs ended, the second after a restart from 00000";
  EXPECT_GT(best->get(), 0);
}

TEST(SpearRun, TheStartScreenIsCompleteOnTheFirstStillFrame) {
  auto scene = findScene("spear-run")->make();
  scene->buildPose(0);
  const std::string text(scene->drawList().textData(), scene->drawList().textSize());
  EXPECT_NE(text.find("SPEAR RUN"), std::string::npos);
  EXPECT_NE(text.find("Press Space or tap to start"), std::string::npos);
  EXPECT_NE(text.find("HI 00000"), std::string::npos);
  EXPECT_EQ(scene->drawList().dropped(), 0u);
  for (int i = 0; i < scene->jointCount(); ++i) EXPECT_TRUE(isFinite(scene->joints()[i])) << i;
  EXPECT_NE(scene->status().find("press Space or tap to start"), std::string::npos);
  // Nothing moves on the start screen, whatever the frame time.
  std::vector<float> a(reinterpret_cast<const float*>(scene->joints()),
                       reinterpret_cast<const float*>(scene->joints() + scene->jointCount()));
  scene->buildPose(1.0f / 30);
  EXPECT_EQ(std::memcmp(a.data(), scene->joints(), a.size() * sizeof(float)), 0);
}

TEST(SpearRun, PauseAndInterruptFreezeTheRunAndResumeWithoutAJump) {
  auto scene = findScene("spear-run")->make();
  scene->key("Space", true);
  for (int f = 0; f < 30; ++f) scene->buildPose(1.0f / 60);
  scene->interrupt();
  EXPECT_EQ(scene->findParam("state")->get(), static_cast<float>(State::Paused));
  EXPECT_NE(scene->status().find("Paused"), std::string::npos);
  const float t = scene->findParam("time")->get();
  for (int f = 0; f < 100; ++f) scene->buildPose(1.0f / 30);
  EXPECT_EQ(scene->findParam("time")->get(), t);
  scene->key("KeyP", true);
  scene->key("KeyP", false);
  EXPECT_EQ(scene->findParam("state")->get(), static_cast<float>(State::Running));
  EXPECT_EQ(scene->findParam("jumping")->get(), 0) << "resuming is not a jump";
  scene->buildPose(1.0f / 60);
  EXPECT_NEAR(scene->findParam("time")->get(), t + 1.0f / 60, 1e-4f);
  scene->key("Escape", true);
  EXPECT_EQ(scene->findParam("state")->get(), static_cast<float>(State::Paused));
}

TEST(SpearRun, CharacterSwitchesBetweenRunsAndTheRexBites) {
  auto scene = findScene("spear-run")->make();
  EXPECT_TRUE(scene->key("KeyC", true));
  EXPECT_EQ(scene->findParam("character")->get(), 1);
  EXPECT_NE(scene->status().find("rex"), std::string::npos);
  EXPECT_NE(scene->status().find("bite"), std::string::npos);
  EXPECT_EQ(scene->findParam("character")->set(0), 0);
  EXPECT_EQ(scene->findParam("character")->set(NAN), 0);
  EXPECT_EQ(scene->findParam("character")->set(1), 1);
}

TEST(SpearRun, NoInputEverMakesANaN) {
  auto scene = findScene("spear-run")->make();
  const char* keys[] = {"Space", "KeyF", "KeyP", "Enter", "KeyC", "ArrowUp", "Escape"};
  const float dts[] = {NAN, -1, INFINITY, 0, 1.0f / 60, 5, 1e-7f};
  for (int f = 0; f < 3000; ++f) {
    if (f % 13 == 0) scene->key(keys[(f / 13) % 7], true);
    scene->buildPose(dts[f % 7]);
    for (int i = 0; i < scene->jointCount(); ++i) ASSERT_TRUE(isFinite(scene->joints()[i])) << f << " " << i;
  }
}

}  // namespace
