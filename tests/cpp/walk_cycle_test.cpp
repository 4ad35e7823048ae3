#include "scenes/walk_cycle/walk_cycle.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "motion/scalar.h"
#include "render/draw_list.h"
#include "rigs/walker/rig.h"
#include "scenes/registry.h"
#include "scenes/walk_cycle/panel.h"
#include "scenes/walk_cycle/shell.h"
#include "scene_param.h"
#include "draw_ops.h"
#include "text_frames.h"

namespace sm {
namespace {

constexpr float kFrame = 1.0f / 60;
using walker::AnkleNear;
using walker::kJointCount;

float setParam(Scene& s, const char* name, float v) {
  const Param* p = s.findParam(name);
  EXPECT_TRUE(p && p->set) << name << " is settable";
  return p && p->set ? p->set(v) : NAN;
}

void expectPct(float actual, float expected, const char* what) {
  EXPECT_NEAR(actual, expected, std::fabs(expected) * 0.01f) << what;
}

void run(Scene& s, int frames) {
  for (int i = 0; i < frames; ++i) s.buildPose(kFrame);
}

void press(Scene& s, const char* code) {
  EXPECT_TRUE(s.key(code, true)) << code;
  EXPECT_TRUE(s.key(code, false)) << code;
  s.buildPose(0);
}

std::unique_ptr<Scene> scene(int n) { return makeWalkCycle(n); }

// Runs until the timeline starts a new lap: sceneT is then 0.
void toLapStart(Scene& s) {
  const float lap = param(s, "lap");
  for (int i = 0; i < 1200 && param(s, "lap") == lap; ++i) s.buildPose(kFrame);
  ASSERT_NEAR(param(s, "sceneT"), 0, 1e-6f);
}

// ---- registry ---------------------------------------------------------------

TEST(WalkCycle, NineScenesAfterTheLabInOrder) {
  const SceneInfo* lab = findScene("lab");
  ASSERT_NE(lab, nullptr);
  const char* titles[] = {"phase wrap", "five stance phases", "stride angle", "head bob",
                          "elbow counter-swing", "twist", "slope lean", "foot arc", "ground lock"};
  for (int n = 1; n <= 9; ++n) {
    const std::string id = "walk-0" + std::to_string(n);
    const SceneInfo* s = findScene(id);
    ASSERT_NE(s, nullptr) << id;
    EXPECT_EQ(s, lab + n) << id << " follows the lab in order";
    EXPECT_EQ(std::string(s->title).rfind("Walk 0" + std::to_string(n) + " \u00b7 ", 0), 0u) << s->title;
    EXPECT_NE(std::strstr(s->title, titles[n - 1]), nullptr) << s->title;
    EXPECT_TRUE(s->listed);
  }
}

// ---- the clock --------------------------------------------------------------

TEST(WalkCycle, FixedStepsOfOneSixtieth) {
  auto s = scene(1);
  const float t0 = param(*s, "walkT");
  s->buildPose(1.0f / 120);
  EXPECT_FLOAT_EQ(param(*s, "walkT"), t0) << "half a step waits in the accumulator";
  s->buildPose(1.0f / 120);
  EXPECT_NEAR(param(*s, "walkT"), t0 + kFrame, 1e-6f);
  s->buildPose(10);
  // SPEC 5: frame dt capped at 0.05 s into the accumulator, three 1/60 s steps.
  EXPECT_NEAR(param(*s, "walkT"), t0 + kFrame + 0.05f, 1e-5f) << "a stall never becomes a jump";
}

TEST(WalkCycle, ResyncDropsPiledUpTime) {
  auto s = scene(1);
  s->buildPose(0.01f);
  s->resync();
  const float t0 = param(*s, "walkT");
  s->buildPose(1.0f / 30);
  EXPECT_FLOAT_EQ(param(*s, "walkT"), t0) << "first dt after the loop resumes is dropped";
  s->buildPose(kFrame);
  EXPECT_NEAR(param(*s, "walkT"), t0 + kFrame, 1e-6f);
}

TEST(WalkCycle, SameTimelineGivesIdenticalFrames) {
  for (int n = 1; n <= 9; ++n) {
    auto a = scene(n), b = scene(n);
    float dt = 0.011f;
    for (int f = 0; f < 700; ++f) {
      dt = f % 7 == 0 ? 0.031f : (f % 3 ? 0.0167f : 0.009f);
      a->buildPose(dt);
      b->buildPose(dt);
    }
    ASSERT_EQ(a->jointCount(), b->jointCount());
    for (int j = 0; j < a->jointCount(); ++j) {
      EXPECT_EQ(a->joints()[j].x, b->joints()[j].x) << n;
      EXPECT_EQ(a->joints()[j].y, b->joints()[j].y) << n;
    }
    ASSERT_EQ(a->drawList().size(), b->drawList().size());
    EXPECT_EQ(std::memcmp(a->drawList().data(), b->drawList().data(), a->drawList().size() * sizeof(float)), 0);
  }
}

TEST(WalkCycle, ALapReplaysTheSameWalk) {
  for (int n : {1, 2, 6, 8, 9}) {
    auto s = scene(n);
    toLapStart(*s);
    run(*s, 90);
    Vec2 first[3 * kJointCount];
    std::memcpy(first, s->joints(), sizeof(Vec2) * static_cast<std::size_t>(s->jointCount()));
    toLapStart(*s);
    run(*s, 90);
    for (int j = 0; j < s->jointCount(); ++j) {
      EXPECT_NEAR(s->joints()[j].x, first[j].x, 1e-3f) << n << " joint " << j;
      EXPECT_NEAR(s->joints()[j].y, first[j].y, 1e-3f) << n << " joint " << j;
    }
  }
}

TEST(WalkCycle, RestFrameIsFullyDrawnRightAway) {
  for (int n = 1; n <= 9; ++n) {
    auto s = scene(n);
    s->buildPose(0);
    const DrawList& d = s->drawList();
    const int walkers = n == 3 ? 2 : (n == 9 ? 3 : 1);
    EXPECT_GE(countOps(d, Op::Limb), 4 * walkers) << n << ": legs and arms of every walker";
    EXPECT_GE(countOps(d, Op::Text), 5) << n << ": the panel's labels";
    EXPECT_EQ(d.dropped(), 0u) << n;
    if (n != 9) { EXPECT_GE(countOps(d, Op::Rect), 1) << n << ": the panel"; }
    if (n == 1 || n == 4 || n == 6) { EXPECT_GE(countOps(d, Op::Poly), 2) << n << ": full graphs"; }
    for (int j = 0; j < s->jointCount(); ++j) EXPECT_TRUE(isFinite(s->joints()[j])) << n;
  }
}

TEST(WalkCycle, ResetReturnsToTheRestFrame) {
  for (int n = 1; n <= 9; ++n) {
    auto s = scene(n);
    s->buildPose(0);
    Vec2 rest[3 * kJointCount];
    std::memcpy(rest, s->joints(), sizeof(Vec2) * static_cast<std::size_t>(s->jointCount()));
    const float restT = param(*s, "sceneT");
    run(*s, 77);
    press(*s, "ArrowRight");
    s->reset();
    s->buildPose(0);
    EXPECT_FLOAT_EQ(param(*s, "sceneT"), restT);
    EXPECT_EQ(param(*s, "manual"), 0);
    for (int j = 0; j < s->jointCount(); ++j) EXPECT_EQ(s->joints()[j].x, rest[j].x) << n;
  }
}

TEST(WalkCycle, NoNanForBadDtOrBadParams) {
  for (int n = 1; n <= 9; ++n) {
    auto s = scene(n);
    for (float dt : {NAN, INFINITY, -1.0f, 1e9f, 0.0f, 1e-9f}) s->buildPose(dt);
    for (const char* name : {"stepHz", "strideDeg", "legRatio", "walkerSpeed", "baseStepHz"}) {
      const Param* p = s->findParam(name);
      if (!p || !p->set) continue;
      for (float v : {NAN, INFINITY, -INFINITY, -1e9f, 1e9f}) {
        const float kept = p->set(v);
        EXPECT_TRUE(std::isfinite(kept)) << n << " " << name;
        run(*s, 3);
      }
    }
    for (int j = 0; j < s->jointCount(); ++j) EXPECT_TRUE(isFinite(s->joints()[j])) << n;
    for (const Param& p : s->params()) EXPECT_TRUE(std::isfinite(p.get())) << n << " " << p.name;
  }
}

TEST(WalkCycle, SettersClampToTheSpecRanges) {
  auto s = scene(5);
  EXPECT_FLOAT_EQ(setParam(*s, "stepHz", 9), 2.8f);
  EXPECT_FLOAT_EQ(setParam(*s, "stepHz", 0), 0.8f);
  EXPECT_FLOAT_EQ(setParam(*s, "strideDeg", 90), 44);
  EXPECT_FLOAT_EQ(setParam(*s, "strideDeg", 1), 10);
  EXPECT_FLOAT_EQ(setParam(*s, "legRatio", 1), 0.56f);
  EXPECT_FLOAT_EQ(setParam(*s, "legRatio", 0), 0.40f);
  auto lock = scene(9);
  EXPECT_FALSE(lock->findParam("stepHz")->set) << "09's walkers keep their own rates";
  auto slope = scene(7);
  EXPECT_FALSE(slope->findParam("stepHz")->set) << "07's rate follows the slope";
}

// ---- keys -------------------------------------------------------------------

TEST(WalkCycle, ArrowsChangeTheStepRateWithinRange) {
  for (int n : {1, 2, 4, 5, 6, 8}) {
    auto s = scene(n);
    press(*s, "ArrowRight");
    EXPECT_NEAR(param(*s, "stepHz"), 2.0f, 1e-5f) << n;
    EXPECT_EQ(s->status().rfind("Step rate 2.0 steps per second", 0), 0u) << s->status();
    EXPECT_NE(s->status().find("Manual mode"), std::string::npos) << "says the timeline stopped";
    EXPECT_EQ(param(*s, "manual"), 1);
    for (int i = 0; i < 10; ++i) press(*s, "ArrowRight");
    EXPECT_NEAR(param(*s, "stepHz"), 2.8f, 1e-5f);
    for (int i = 0; i < 10; ++i) press(*s, "ArrowLeft");
    EXPECT_NEAR(param(*s, "stepHz"), 0.8f, 1e-5f);
    EXPECT_EQ(s->status().find("Manual mode"), std::string::npos) << "said once";
  }
}

TEST(WalkCycle, Scene03ArrowsChangeTheStrideAndUpDownTheRate) {
  auto s = scene(3);
  press(*s, "ArrowRight");
  EXPECT_FLOAT_EQ(param(*s, "strideDeg"), 30);
  EXPECT_NE(s->status().find("Stride angle 30 degrees"), std::string::npos) << s->status();
  for (int i = 0; i < 20; ++i) press(*s, "ArrowRight");
  EXPECT_FLOAT_EQ(param(*s, "strideDeg"), 44);
  for (int i = 0; i < 20; ++i) press(*s, "ArrowLeft");
  EXPECT_FLOAT_EQ(param(*s, "strideDeg"), 10);
  press(*s, "ArrowUp");
  EXPECT_NEAR(param(*s, "stepHz"), 2.0f, 1e-5f);
}

TEST(WalkCycle, Scene05UpDownChangeTheLegRatio) {
  auto s = scene(5);
  press(*s, "ArrowDown");
  EXPECT_NEAR(param(*s, "legRatio"), 0.46f, 1e-5f);
  EXPECT_NE(s->status().find("Leg ratio 0.46"), std::string::npos) << s->status();
  for (int i = 0; i < 10; ++i) press(*s, "ArrowDown");
  EXPECT_NEAR(param(*s, "legRatio"), 0.40f, 1e-5f);
  for (int i = 0; i < 10; ++i) press(*s, "ArrowUp");
  EXPECT_NEAR(param(*s, "legRatio"), 0.56f, 1e-5f);
  auto other = scene(1);
  EXPECT_FALSE(other->key("ArrowUp", true)) << "scenes without an up/down value leave the key alone";
}

TEST(WalkCycle, Scene09ArrowsScaleTheWalkers) {
  auto s = scene(9);
  press(*s, "ArrowRight");
  EXPECT_NEAR(param(*s, "walkerSpeed"), 1.15f, 1e-5f);
  EXPECT_NEAR(param(*s, "stepHz"), 1.6f * 1.15f, 1e-4f);
  EXPECT_NE(s->status().find("1.15 times"), std::string::npos) << s->status();
  press(*s, "ArrowLeft");
  EXPECT_NEAR(param(*s, "walkerSpeed"), 1.15f * 0.87f, 1e-4f);
}

TEST(WalkCycle, PauseNextAndRestart) {
  auto s = scene(4);
  for (const char* code : {"Enter", "Space", "KeyP"}) {
    press(*s, code);
    EXPECT_EQ(s->status().rfind(param(*s, "paused") ? "Paused." : "Playing.", 0), 0u) << s->status();
    press(*s, code);
  }
  press(*s, "KeyP");
  EXPECT_EQ(param(*s, "paused"), 1);
  Vec2 still = s->joints()[walker::Pelvis];
  run(*s, 30);
  EXPECT_EQ(s->joints()[walker::Pelvis].y, still.y) << "nothing moves while paused";
  press(*s, "KeyP");
  run(*s, 5);

  const float facing = param(*s, "facing");
  press(*s, "KeyN");  // at 2.2 s the next event is the turn
  EXPECT_EQ(s->status(), "Next event: the walker turns.");
  run(*s, static_cast<int>(walker::Walker::kTurnSeconds * 60) + 1);
  EXPECT_EQ(param(*s, "facing"), -facing);

  press(*s, "KeyR");
  EXPECT_EQ(s->status(), "Restarted: the timeline plays from the start.");
  EXPECT_EQ(param(*s, "manual"), 0);
  EXPECT_EQ(param(*s, "facing"), 1);

  auto lock = scene(9);
  press(*lock, "KeyN");
  EXPECT_EQ(lock->status(), "This scene has no scripted events. Manual mode: the scripted changes wait, the walk goes on.");
  EXPECT_FALSE(lock->key("KeyQ", true));
}

TEST(WalkCycle, ManualModeStopsTheTimelineButNotTheGait) {
  auto s = scene(6);
  press(*s, "ArrowLeft");  // 1.2 Hz, manual
  const float t0 = param(*s, "walkT");
  run(*s, 60 * 12);
  EXPECT_NEAR(param(*s, "stepHz"), 1.2f, 1e-5f) << "the 5 s speed change did not run";
  EXPECT_EQ(param(*s, "lap"), 0) << "no lap restart";
  EXPECT_NEAR(param(*s, "walkT"), t0 + 12, 0.01f) << "the gait kept computing";
}

// ---- SPEC §5, scene by scene --------------------------------------------------

TEST(WalkCycle01, NoSeamJumpsOver225FramesNorAcrossLaps) {
  auto s = scene(1);
  run(*s, 225);
  EXPECT_EQ(param(*s, "seamJumps"), 0);
  run(*s, 60 * 25);
  EXPECT_GE(param(*s, "lap"), 2);
  EXPECT_EQ(param(*s, "seamJumps"), 0) << "laps and the speed change keep the phase continuous";
  for (int i = 0; i < 6; ++i) press(*s, i % 2 ? "ArrowLeft" : "ArrowRight");
  run(*s, 120);
  EXPECT_EQ(param(*s, "seamJumps"), 0) << "nor does a rate change by key";
}

TEST(WalkCycle01, CyclePhaseRunsTwoStepsAndTheRightLegHalfAStepBehind) {
  auto s = scene(1);
  float hi = 0;
  for (int f = 0; f < 90; ++f) {
    s->buildPose(kFrame);
    const float c = param(*s, "cyclePhase");
    ASSERT_GE(c, 0);
    ASSERT_LT(c, 2);
    hi = std::fmax(hi, c);
    ASSERT_NEAR(param(*s, "walkT") * 1.6f, std::floor(param(*s, "walkT") * 1.6f / 2) * 2 + c, 1e-3f);
  }
  EXPECT_GT(hi, 1.9f);
}

TEST(WalkCycle02, AnkleRollsThroughTheFiveStancePhasesWithTheFootPinned) {
  auto s = scene(2);
  float minRoll = 0, maxRoll = 0, atMid = 1, groundX = NAN, worst = 0;
  bool seen[5] = {};
  for (int f = 0; f < 150; ++f) {
    s->buildPose(kFrame);
    const float ph = param(*s, "legPhase"), roll = param(*s, "ankleRollDeg");
    seen[static_cast<int>(param(*s, "stancePhase"))] = true;
    if (ph < 0.6f) {
      minRoll = std::fmin(minRoll, roll), maxRoll = std::fmax(maxRoll, roll);
      if (ph >= 0.12f && ph <= 0.45f) atMid = std::fmax(atMid == 1 ? 0 : atMid, std::fabs(roll));
      const float gx = s->joints()[AnkleNear].x + param(*s, "groundOffset");
      if (!std::isnan(groundX)) worst = std::fmax(worst, std::fabs(gx - groundX));
      groundX = gx;
    } else {
      groundX = NAN;
    }
    if (ph < 0.6f && ph > 0.575f) { EXPECT_GT(roll, 13) << "rolling onto the toe"; }
  }
  // Sampled at 60 Hz a frame moves the phase 0.027: up to 3.1 degrees of roll.
  EXPECT_NEAR(minRoll, -14, 3.2f) << "heel strike";
  EXPECT_NEAR(maxRoll, 16, 3.2f) << "toe-off";
  EXPECT_EQ(atMid, 0) << "flat from 12% to 45%";
  EXPECT_LT(worst, 1e-3f) << "the stance foot is pinned to the ground";
  for (bool b : seen) EXPECT_TRUE(b);
  expectPct(param(*s, "stanceSeconds"), 0.375f, "stance");
  expectPct(param(*s, "swingSeconds"), 0.25f, "swing");
}

TEST(WalkCycle03, StrideAngleToSpeedAndTheMismatchedDrift) {
  auto s = scene(3);
  expectPct(param(*s, "stepDist"), 84.5f, "stepDist");
  expectPct(param(*s, "groundV"), 135.2f, "groundV");
  expectPct(param(*s, "bodyV"), 110.9f, "0.82x body");
  run(*s, 120);
  expectPct(param(*s, "groundOffset2") / param(*s, "groundOffset"), 0.82f, "lower ground at 0.82x");
  // The lower walker's planted foot slides back over its ground: the drift.
  const int near2 = kJointCount + AnkleNear;
  float slideMax = 0, start = NAN;
  for (int f = 0; f < 40; ++f) {
    s->buildPose(kFrame);
    const float ph = param(*s, "legPhase");
    const float gx = s->joints()[near2].x + param(*s, "groundOffset2");
    if (ph < 0.6f) {
      if (std::isnan(start)) start = gx;
      slideMax = std::fmax(slideMax, start - gx);
    } else {
      start = NAN;
    }
  }
  EXPECT_GT(slideMax, 2) << "a visible drift trail";
}

TEST(WalkCycle04, EyesCancelTheBobAndTheGazeLeadsTheTurn) {
  auto s = scene(4);
  expectPct(param(*s, "hipBob"), 7.20f, "hip bob");
  EXPECT_NEAR(param(*s, "eyeAmp"), 1.3f, 0.05f);
  toLapStart(*s);
  run(*s, 60);
  expectPct(param(*s, "hipBob"), 7.20f, "hip bob, measured");
  EXPECT_NEAR(param(*s, "eyeAmp"), 1.3f, 0.05f);
  // Frame by frame to 2.5 s: the gaze starts at 2.0 and ends at the 2.4 s turn.
  float gazeStart = -1, turnAt = -1, turned = -1, lastFacing = 1;
  const float turnS = walker::Walker::kTurnSeconds;
  while (param(*s, "sceneT") < 2.5f + turnS) {
    s->buildPose(kFrame);
    const float t = param(*s, "sceneT"), facing = param(*s, "facing");
    if (gazeStart < 0 && param(*s, "gazeX") < 320) gazeStart = t;
    if (turnAt < 0 && facing < 1) turnAt = t;
    if (turned < 0 && facing <= -1) turned = t;
    // Swung round, not flipped: no frame turns it by more than a few percent.
    EXPECT_LT(std::fabs(facing - lastFacing), 1.05f * 2 * 1.5f / (turnS * 60)) << "at " << t;
    lastFacing = facing;
    // Half way by 2.2 s; it eases, so a frame late is 12 px off.
    if (t > 2.19f && t < 2.21f) { EXPECT_NEAR(param(*s, "gazeX"), 220, 15); }
  }
  EXPECT_NEAR(turned - turnAt, turnS, 1.5f * kFrame) << "the turn takes its time";
  // The gaze shows its first move a frame after its event.
  EXPECT_NEAR(gazeStart, 2.0f, 2.5f * kFrame);
  EXPECT_NEAR(turnAt, 2.4f, 1.5f * kFrame);
  EXPECT_NEAR(turnAt - gazeStart, 0.4f, 2.5f * kFrame);
  EXPECT_FLOAT_EQ(param(*s, "gazeX"), 120);
}

TEST(WalkCycle05, ElbowCounterSwing) {
  auto s = scene(5);
  auto sweep = [&](float& sh, float& el) {
    sh = el = 0;
    for (int f = 0; f < 80; ++f) {
      s->buildPose(kFrame);
      sh = std::fmax(sh, std::fabs(param(*s, "shoulderDeg")));
      el = std::fmax(el, param(*s, "elbowDeg"));
    }
  };
  float sh, el;
  sweep(sh, el);
  expectPct(sh, 16.8f, "shoulder");
  expectPct(el, 61.6f, "elbow");
  expectPct(param(*s, "elbowMaxDeg"), 61.6f, "elbow max");
  setParam(*s, "legRatio", 0.42f);
  sweep(sh, el);
  expectPct(el, 57.4f, "elbow at 0.42");
  expectPct(param(*s, "elbowMaxDeg"), 57.4f, "elbow max at 0.42");
  expectPct(param(*s, "shin"), 26.6f, "shin at 0.42");
}

TEST(WalkCycle06, TwistGrowsWithTheStepRate) {
  auto s = scene(6);
  auto sweep = [&](float& hip, float& sh) {
    hip = sh = 0;
    for (int f = 0; f < 80; ++f) {
      s->buildPose(kFrame);
      const float h = param(*s, "hipTwistDeg"), k = param(*s, "shoulderTwistDeg");
      ASSERT_LE(h * k, 0) << "shoulders turn against the pelvis";
      hip = std::fmax(hip, std::fabs(h)), sh = std::fmax(sh, std::fabs(k));
    }
  };
  float hip, sh;
  sweep(hip, sh);
  expectPct(hip, 6, "pelvis at 1.6 Hz");
  expectPct(sh, 7.2f, "shoulders at 1.6 Hz");
  setParam(*s, "stepHz", 2.4f);
  sweep(hip, sh);
  expectPct(hip, 9, "pelvis at 2.4 Hz");
  expectPct(sh, 10.8f, "shoulders at 2.4 Hz");
}

// The walker's body shows the twist the panel graphs: its near and far hips
// (the legs' roots) draw apart and together with the pelvis's turn, its
// shoulders the other way, both enlarged as the panel's view from above is.
TEST(WalkCycle06, TheBodyShowsTheTwist) {
  auto s = scene(6);
  float hipMost = 0, shoulderMost = 0;
  for (int f = 0; f < 80; ++f) {
    s->buildPose(kFrame);
    const DrawList& d = s->drawList();
    float legRoot[2] = {NAN, NAN}, armRoot[2] = {NAN, NAN};
    int limbs[2] = {0, 0};
    forEachCommand(d, [&](Op op, Style style, std::size_t i) {
      if (op != Op::Limb || (style != Style::Ink && style != Style::InkFar)) return;
      const int side = style == Style::Ink ? 0 : 1;
      (limbs[side]++ == 0 ? legRoot : armRoot)[side] = d.data()[i + 4];
    });
    const float hips = legRoot[0] - legRoot[1], shoulders = armRoot[0] - armRoot[1];
    ASSERT_LE(hips * shoulders, 1e-3f) << "the shoulders turn against the pelvis";
    hipMost = std::fmax(hipMost, std::fabs(hips));
    shoulderMost = std::fmax(shoulderMost, std::fabs(shoulders));
  }
  EXPECT_NEAR(hipMost, 2 * walker::kPelvisHalf * std::sin(rad(3 * 6.0f)), 0.3f) << "pelvis +-6 deg, x3";
  EXPECT_NEAR(shoulderMost, 2 * walker::kShoulderHalf * std::sin(rad(3 * 7.2f)), 0.3f) << "shoulders +-7.2 deg, x3";
}

// The y of each point of each graph of `points` samples a lesson draws.
std::vector<std::vector<float>> graphsOf(const DrawList& d, int points) {
  std::vector<std::vector<float>> graphs;
  forEachCommand(d, [&](Op op, Style, std::size_t i) {
    const float* f = d.data() + i;
    if (op != Op::Poly || f[4] != static_cast<float>(points)) return;
    std::vector<float> ys;
    for (int k = 0; k < points; ++k) ys.push_back(f[5 + 2 * k + 1]);
    graphs.push_back(ys);
  });
  return graphs;
}

// A lesson's graphs start full, as if the walk had been going before the
// scene opened, and from then on only scroll: no vertical seam where the
// made-up past meets the walk (none steeper between two samples than the
// data at 1.6 steps per second draws), and no refill when a lap starts again.
struct GraphedLesson {
  int n, points;
  float maxStepPx;  // the steepest the lesson's data at 1.6 steps/s draws, and a little
  bool scrolls;     // each sample keeps its y as it scrolls (04's eye graph centres on its mean)
};
constexpr GraphedLesson kGraphed[] = {{1, 120, 6, true}, {4, 150, 4, false}, {6, 150, 6, true}};

TEST(WalkCycle, GraphsHaveNoSeamAndScrollOnAcrossLaps) {
  for (const GraphedLesson& l : kGraphed) {
    auto s = scene(l.n);
    float worst = 0, worstAt = 0;
    for (int f = 0; f < l.points; ++f) {
      s->buildPose(kFrame);
      for (const auto& g : graphsOf(s->drawList(), l.points)) {
        for (std::size_t k = 1; k < g.size(); ++k) {
          if (std::fabs(g[k] - g[k - 1]) > worst) worst = std::fabs(g[k] - g[k - 1]), worstAt = param(*s, "sceneT");
        }
      }
    }
    std::printf("%02d: the graphs' largest step between samples %.1f px (at %.2f s)\n", l.n, worst, worstAt);
    EXPECT_LE(worst, l.maxStepPx) << l.n << " at " << worstAt << " s";
    if (!l.scrolls) continue;
    while (param(*s, "lap") < 1 && param(*s, "sceneT") < 9.96f) s->buildPose(kFrame);
    std::vector<std::vector<float>> before;
    int redrawn = 0;
    for (int f = 0; f < 6; ++f) {
      const auto now = graphsOf(s->drawList(), l.points);
      ASSERT_EQ(now.size(), 2u);
      for (std::size_t g = 0; g < before.size(); ++g)
        for (int k = 1; k < l.points; ++k) redrawn += now[g][k] != before[g][k - 1];
      before = now;
      s->buildPose(kFrame);
    }
    EXPECT_EQ(redrawn, 0) << l.n << ": samples that did not scroll on by one across the lap's start";
  }
}

TEST(WalkCycle07, SlopeLeanStepRateAndFootOnTheSlope) {
  auto s = scene(7);
  EXPECT_NEAR(param(*s, "slopeDeg"), -14, 0.01f);
  EXPECT_NEAR(param(*s, "leanDeg"), -7, 0.07f) << "7 degrees forward";
  expectPct(param(*s, "stepHz"), 2.02f, "downhill rate");
  // A planted foot moves along the slope line, and the body is lowered by cos(slope).
  float x0 = NAN, y0 = NAN, ratio = NAN;
  for (int f = 0; f < 20; ++f) {
    s->buildPose(kFrame);
    // While the sole is flat: the heel strike and the push lift the ankle.
    if (param(*s, "legPhase") > walker::kStancePhaseEnds[0] && param(*s, "legPhase") < walker::kStancePhaseEnds[2]) {
      const Vec2 a = s->joints()[AnkleNear];
      if (std::isnan(x0)) x0 = a.x, y0 = a.y;
      else if (std::fabs(a.x - x0) > 10) ratio = (a.y - y0) / (a.x - x0);
    }
  }
  EXPECT_NEAR(ratio, std::tan(rad(14)), 0.005f) << "downhill ahead: y grows with x";
  while (param(*s, "sceneT") < 7) s->buildPose(kFrame);
  EXPECT_NEAR(param(*s, "slopeDeg"), 10, 0.01f);
  EXPECT_NEAR(param(*s, "leanDeg"), 2.5f, 0.025f) << "2.5 degrees back";
  expectPct(param(*s, "stepHz"), 1.6f, "uphill rate");
  const float ph = param(*s, "legPhase");
  const float bob = -std::cos(2 * kTau * ph);
  EXPECT_NEAR(param(*s, "hipHeight"), 90 * (0.93f + 0.04f * bob) * std::cos(rad(10)), 0.05f);
}

TEST(WalkCycle08, MinimumArcAndScuffShares) {
  auto s = scene(8);
  expectPct(param(*s, "minArc"), 20, "1.6 Hz");
  EXPECT_NEAR(param(*s, "scuffRaw"), 34, 1);
  EXPECT_NEAR(param(*s, "scuffFix"), 3, 1);
  setParam(*s, "stepHz", 2.4f);
  expectPct(param(*s, "minArc"), 13.3f, "2.4 Hz");
  setParam(*s, "stepHz", 0.8f);
  expectPct(param(*s, "minArc"), 40, "0.8 Hz");
  setParam(*s, "stepHz", 1.6f);
  const float raw0 = param(*s, "scuffFramesRaw"), fix0 = param(*s, "scuffFramesFix");
  run(*s, 300);
  const float raw = param(*s, "scuffFramesRaw") - raw0, fix = param(*s, "scuffFramesFix") - fix0;
  EXPECT_GT(raw, 10) << "the raw arc scuffs every swing";
  EXPECT_LT(fix * 4, raw) << "the corrected one rarely";
}

// The step rate changes twice a lap, each time with a foot in the air (2.4 Hz
// at 3.75 s, 0.8 Hz at 6.25 s), and the clearance follows the rate. Over three
// laps, at each rate, no swinging ankle moves in one frame more than 1.5x the
// 90th percentile of the swinging ankles' moves at that rate.
TEST(WalkCycle08, ASwingingFootNeverJumpsWhenTheRateChanges) {
  auto s = scene(8);
  const walker::Walker& w = dynamic_cast<const walk_cycle::WalkCycle&>(*s).stage().walkers[0];
  struct Moves {
    std::vector<float> all;
    float worst = 0, at = 0;
  };
  std::map<int, Moves> byLapAndRate;  // lap * 100 + tenths of a step per second
  Vec2 before[2] = {w[AnkleNear], w[walker::AnkleFar]};
  bool swinging[2] = {!w.planted(kNear), !w.planted(kFar)};
  for (;;) {
    s->buildPose(kFrame);
    if (param(*s, "lap") >= 3) break;
    const int key = static_cast<int>(param(*s, "lap")) * 100 + static_cast<int>(std::lround(param(*s, "stepHz") * 10));
    for (int leg = 0; leg < 2; ++leg) {
      const Vec2 a = w[AnkleNear + leg];
      if (swinging[leg] && !w.planted(leg)) {
        Moves& m = byLapAndRate[key];
        const float d = distance(a, before[leg]);
        m.all.push_back(d);
        if (d > m.worst) m.worst = d, m.at = param(*s, "sceneT");
      }
      before[leg] = a, swinging[leg] = !w.planted(leg);
    }
  }
  ASSERT_EQ(byLapAndRate.size(), 9u) << "three rates in each of three laps";
  for (auto& [key, m] : byLapAndRate) {
    std::sort(m.all.begin(), m.all.end());
    const float p90 = m.all[m.all.size() * 9 / 10];
    std::printf("lap %d at %.1f Hz: worst swing move %.2f at %.3f s, p90 %.2f\n", key / 100,
                static_cast<float>(key % 100) / 10, m.worst, m.at, p90);
    EXPECT_LE(m.worst, 1.5f * p90) << "lap " << key / 100 << " at " << m.at << " s";
  }
}

TEST(WalkCycle09, ThreeWalkersAndPlantedFeetThatHold) {
  auto s = scene(9);
  expectPct(param(*s, "stepDist"), 84.5f, "walker 1 step");
  expectPct(param(*s, "stepDist2"), 55.6f, "walker 2 step");
  expectPct(param(*s, "stepDist3"), 115.7f, "walker 3 step");
  expectPct(param(*s, "groundV"), 135.2f, "walker 1 speed");
  expectPct(param(*s, "groundV2"), 111.3f, "walker 2 speed");
  expectPct(param(*s, "groundV3"), 138.8f, "walker 3 speed");
  EXPECT_EQ(s->jointCount(), 3 * kJointCount);
  float swayLo = 0, swayHi = 0;
  for (int f = 0; f < 600; ++f) {
    s->buildPose(kFrame);
    swayLo = std::fmin(swayLo, param(*s, "sway")), swayHi = std::fmax(swayHi, param(*s, "sway"));
  }
  EXPECT_NEAR(swayHi, 3, 0.05f);
  EXPECT_NEAR(swayLo, -3, 0.05f);
  EXPECT_LT(param(*s, "footSlip"), 0.01f) << "planted feet do not move while bodies sway";
  EXPECT_NEAR(param(*s, "maxSlip"), 0.27f, 0.05f);
  expectPct(param(*s, "maxSlip"), 138.8f * 0.12f / 60, "the largest of the three estimates");
}

// A lesson's panel box is framed where its words are drawn as asked (the
// desktop); where they are drawn larger (the article's 480x300, a small post,
// a phone on its side) they reach past the box, and it has no frame for them
// to cross. 04 and 09 have no panel box.
TEST(WalkPanel, FramedOnlyWhereItsWordsFitIt) {
  const auto frameLines = [](const Scene& s) {
    int n = 0;
    forEachCommand(s.drawList(), [&](Op op, Style style, std::size_t i) {
      const float* c = s.drawList().data() + i;
      if (op == Op::Rect && style == Style::Muted && c[2] == 0 && c[4] == walk_cycle::kPanelAt.x &&
          c[5] == walk_cycle::kPanelAt.y && c[6] == walk_cycle::kPanelSize.x)
        ++n;
    });
    return n;
  };
  for (int n : {1, 2, 3, 5, 6, 7, 8}) {
    for (const auto& [w, h, framed] : {std::tuple{894.0f, 503.0f, 1}, {960.0f, 600.0f, 1}, {480.0f, 300.0f, 0},
                                       {374.0f, 210.0f, 0}, {483.0f, 271.0f, 0}}) {
      auto s = makeWalkCycle(n);
      ASSERT_TRUE(s->setFrame(w, h));
      s->buildPose(1.0f / 60);
      EXPECT_EQ(frameLines(*s), framed) << n << " at " << w << "x" << h;
    }
  }
}

// How many level muted lines (a track, a gauge) run into the box of the label
// that starts with `prefix`; -1 when no such label is drawn.
int linesThroughLabel(const Scene& s, Frame f, const char* prefix) {
  Rect label{0, 0, 0, 0};
  forEachPlacedLabel(s.drawList(), f, [&](const PlacedLabel& l) {
    if (std::strncmp(l.text, prefix, std::strlen(prefix)) == 0) label = l.box;
  });
  if (!(label.x1 > label.x0)) return -1;
  int crossing = 0;
  forEachPlacedCommand(s.drawList(), f, [&](const float* c, const Placement& at) {
    if (c[0] != static_cast<float>(Op::Line) || c[1] != static_cast<float>(Style::Muted)) return;
    const Vec2 a = at.toFrame({c[3], c[4]}), b = at.toFrame({c[5], c[6]});
    const bool level = std::fabs(a.y - b.y) < 0.5f, inRow = a.y > label.y0 && a.y < label.y1;
    if (level && inRow && std::fmax(a.x, b.x) > label.x0 && std::fmin(a.x, b.x) < label.x1) ++crossing;
  });
  return crossing;
}

// The phones', the articles' and the iframe's sizes, and the desktop stage;
// and two phones held upright, where the panel is stacked under the walkers.
constexpr Frame kPanelFrames[] = {{358, 201}, {374, 210}, {480, 300}, {483, 271}, {640, 360},
                                  {640, 480}, {894, 503}, {360, 640}, {390, 844}};
constexpr int kBesideFrames = 7;  // the first ones: the panel beside the walkers

// Lesson `number` on each of kPanelFrames (the upright ones too if `upright`),
// `steps` times `frames` frames apart: at(scene, frame, step) after each;
// with the solve shown if `solve`.
template <class F>
void atPanelFrames(int number, int steps, int frames, F at, bool solve = false, bool upright = false) {
  for (const Frame& f : kPanelFrames) {
    if (!upright && &f - kPanelFrames >= kBesideFrames) break;
    auto s = makeWalkCycle(number);
    ASSERT_TRUE(s->setFrame(f.w, f.h));
    s->setSolveShown(solve);
    for (int step = 0; step < steps; ++step) {
      for (int i = 0; i < frames; ++i) s->buildPose(1.0f / 60);
      at(*s, f, step);
    }
  }
}

bool inside(Vec2 p, const Rect& r) { return p.x > r.x0 && p.x < r.x1 && p.y > r.y0 && p.y < r.y1; }

// The lap's label and its track share a row under the panel: the track
// starts after the label, and where the label (drawn larger) leaves it too
// little room it is left out rather than run back over the label.
TEST(WalkPanel, TheLapTrackNeverCrossesItsLabel) {
  for (int n = 1; n <= 8; ++n) {
    for (const Frame& f : kPanelFrames) {
      auto s = makeWalkCycle(n);
      ASSERT_TRUE(s->setFrame(f.w, f.h));
      s->buildPose(1.0f / 60);
      // Paused and on to the next event: the label's longest, "lap held at 0.3 s, paused".
      for (const char* key : {"KeyP", "KeyN"}) s->key(key, true), s->key(key, false);
      s->buildPose(1.0f / 60);
      EXPECT_EQ(linesThroughLabel(*s, f, "lap "), 0) << n << " at " << f.w << "x" << f.h;
    }
  }
}

// 05's gauges start together after the longer label, which a small stage
// draws larger (the shoulder's gauge ran through its number at every size
// from 358 to 483 px wide), and are left out where that leaves no room.
TEST(WalkPanel, TheArmGaugesNeverCrossTheirLabels) {
  atPanelFrames(5, 8, 15, [](Scene& s, const Frame& f, int) {
    for (const char* label : {"shoulder ", "elbow "})
      EXPECT_EQ(linesThroughLabel(s, f, label), 0) << label << "at " << f.w << "x" << f.h;
  });
}

// 04's band holds its three lines at every size, a legible line apart, and
// its graphs of the hip and the eyes run beside the numbers, never through
// them: drawn larger, "hip bob" ran into its graph at 480x300 and the fitter
// moved the numbers out of the band, over the walker, at 374x210.
TEST(WalkPanel, TheHeadBobBandHoldsItsWordsClearOfItsGraphs) {
  constexpr const char* kLines[] = {"04 ", "hip bob ", "eyes "};
  atPanelFrames(4, 4, 40, [&](Scene& s, const Frame& f, int) {
    Rect band{0, 0, 0, 0};
    forEachPlacedCommand(s.drawList(), f, [&](const float* c, const Placement& at) {
      if (c[0] != static_cast<float>(Op::Rect) || c[1] != static_cast<float>(Style::Paper) || c[2] != 1 || c[4] != 12 || c[5] != 6)
        return;
      const Vec2 a = at.toFrame({c[4], c[5]}), b = at.toFrame({c[4] + c[6], c[5] + c[7]});
      band = {a.x, a.y, b.x, b.y};
    });
    ASSERT_LT(band.x0, band.x1) << f.w << "x" << f.h << ": the band is drawn";
    std::vector<Rect> words;
    forEachPlacedLabel(s.drawList(), f, [&](const PlacedLabel& l) {
      for (const char* line : kLines) {
        if (std::strncmp(l.text, line, std::strlen(line)) != 0) continue;
        words.push_back(l.box);
        EXPECT_TRUE(l.box.x0 >= band.x0 && l.box.x1 <= band.x1 && l.box.y0 >= band.y0 && l.box.y1 <= band.y1)
            << line << "outside the band at " << f.w << "x" << f.h << ": " << l.box.y0 << ".." << l.box.y1 << " in "
            << band.y0 << ".." << band.y1;
      }
    });
    EXPECT_EQ(words.size(), 3u) << f.w << "x" << f.h;
    int graphs = 0;
    forEachPlacedCommand(s.drawList(), f, [&](const float* c, const Placement& at) {
      const bool graph = c[0] == static_cast<float>(Op::Poly) &&
                         (c[1] == static_cast<float>(Style::Accent) || c[1] == static_cast<float>(Style::Accent2));
      if (!graph) return;
      ++graphs;
      for (int i = 0; i < static_cast<int>(c[4]); ++i) {
        const Vec2 p = at.toFrame({c[5 + 2 * i], c[6 + 2 * i]});
        for (const Rect& r : words)
          ASSERT_FALSE(inside(p, r)) << f.w << "x" << f.h << ": a graph runs through words at " << p.x << "," << p.y;
      }
    });
    EXPECT_EQ(graphs, 2) << f.w << "x" << f.h;
  });
}

// 03's stride angle stands between the drawn legs where its words are drawn
// as asked, and beside the front leg where they are drawn larger (between
// the legs it crossed them), at 28 degrees and at 36 once the stride opens.
TEST(WalkPanel, TheStrideAngleCrossesNoLeg) {
  for (const Frame& f : {Frame{374, 210}, Frame{480, 300}, Frame{483, 271}, Frame{600, 338}}) {
    auto s = makeWalkCycle(3);
    ASSERT_TRUE(s->setFrame(f.w, f.h));
    for (const int frames : {1, 300}) {
      for (int i = 0; i < frames; ++i) s->buildPose(1.0f / 60);
      Rect angle{0, 0, 0, 0};
      forEachPlacedLabel(s->drawList(), f, [&](const PlacedLabel& l) {
        if (std::strncmp(l.text, "\u00b1", 2) == 0) angle = l.box;
      });
      ASSERT_LT(angle.x0, angle.x1) << f.w << "x" << f.h << ": the angle is drawn";
      int legs = 0;
      forEachPlacedCommand(s->drawList(), f, [&](const float* c, const Placement& at) {
        // The two legs: ink lines from the panel's hip at (365, 40).
        if (c[0] != static_cast<float>(Op::Line) || c[1] != static_cast<float>(Style::Ink) || c[3] != 365 || c[4] != 40)
          return;
        ++legs;
        const Vec2 a = at.toFrame({c[3], c[4]}), b = at.toFrame({c[5], c[6]});
        for (int i = 0; i <= 40; ++i) {
          const Vec2 p = a + (b - a) * (static_cast<float>(i) / 40);
          EXPECT_FALSE(inside(p, angle))
              << f.w << "x" << f.h << ": a leg crosses the angle at " << p.x << "," << p.y;
        }
      });
      EXPECT_EQ(legs, 2) << f.w << "x" << f.h;
    }
  }
}

// No lesson's words lie on its drawings (graphs, gauges, bars, marks, the
// walkers and their ground), on the desktop stage and at the articles' and
// phones' sizes, which draw them larger. At 374x210 the fitter had moved 01's
// legend onto its sines, 02's phase names into their bar and 08's last line
// onto its arcs; lines wider than the panel ran over the walker's hand and
// the hills, 07's slope into its formulas and 09's sentences over two heads;
// 03's lane labels lay on its upper walker and its step length on the
// stride's legs. On the desktop 03's angle lay on a leg, 01's gauge ran into
// its value and 02's marker into the names over its bar. On an upright
// phone 01's count touched its panel's frame and 04's gaze label, pushed in
// from the stage's edge, lay on its target's mark and the line of sight.
//
// With the solve shown, each walker's numbers keep off every walker's
// figure and construction, its circles included: a lone walker's over its
// head or at its left, 09's three over their own heads on a large stage
// (they were written over each other at the left, at the desktop's size),
// and on a small one the first's up to its left and none for the others;
// 03's lanes' up to their walkers' left (they lay on the reach). The
// lessons' own words give way to the construction's circles too: 03's lane
// labels on a small stage are just "matched" and "mismatched" (their second
// lines lay on the reaches), 04's gaze label is not drawn in flight and its
// lead line is in two, and 09's captions go to the stage's foot (a long
// leg's shin circle reached the first).
TEST(WalkPanel, NoWordsLieOnTheDrawings) {
  for (const bool solve : {false, true}) {
    for (int n = 1; n <= 9; ++n) {
      atPanelFrames(n, 10, 60, [&](Scene& s, const Frame& f, int step) {
        std::vector<PlacedLabel> words;
        forEachPlacedLabel(s.drawList(), f, [&](const PlacedLabel& l) { words.push_back(l); });
        EXPECT_GE(words.size(), 4u) << "walk-0" << n << " at " << f.w << "x" << f.h;
        int points = 0, crossed = 0;
        // Each word a drawing runs into, once, with the first point and op
        // that does: a second word crossed is not hidden behind the first.
        std::string hits;
        std::vector<const PlacedLabel*> hit;
        forEachDrawnPoint(s.drawList(), f, [&](Vec2 p, const float* c) {
          ++points;
          for (const PlacedLabel& l : words) {
            if (!inside(p, l.box)) continue;
            ++crossed;
            if (std::find(hit.begin(), hit.end(), &l) != hit.end()) continue;
            hit.push_back(&l);
            hits += " \"" + std::string(l.text, l.n) + "\" at " + std::to_string(p.x) + "," + std::to_string(p.y) + " (op " +
                    std::to_string(static_cast<int>(c[0])) + ", style " + std::to_string(static_cast<int>(c[1])) + ");";
          }
        });
        EXPECT_GE(points, 500) << "walk-0" << n << " at " << f.w << "x" << f.h << ": its drawings";
        EXPECT_EQ(crossed, 0) << "walk-0" << n << (solve ? " with its solve" : "") << " at " << f.w << "x" << f.h
                              << ", " << step + 1 << " s: drawings run into" << hits;
      }, solve, true);
    }
  }
}

// With the solve shown, every walker of a lesson has its numbers where a
// large stage has room over its head: 09's three, each over its own.
TEST(WalkPanel, EachOfThreeWalkersHasItsSolveNumbers) {
  auto s = makeWalkCycle(9);
  const Frame f{894, 503};
  ASSERT_TRUE(s->setFrame(f.w, f.h));
  s->setSolveShown(true);
  s->buildPose(1.0f / 60);
  std::vector<Rect> numbers;
  forEachPlacedLabel(s->drawList(), f, [&](const PlacedLabel& l) {
    if (std::string(l.text, l.n).find("hip\u2013") != std::string::npos) numbers.push_back(l.box);
  });
  ASSERT_EQ(numbers.size(), 3u);
  for (std::size_t i = 0; i < numbers.size(); ++i)
    for (std::size_t k = i + 1; k < numbers.size(); ++k)
      EXPECT_TRUE(numbers[i].x1 <= numbers[k].x0 || numbers[k].x1 <= numbers[i].x0 || numbers[i].y1 <= numbers[k].y0 ||
                  numbers[k].y1 <= numbers[i].y0)
          << "walker " << i << "'s numbers lie on walker " << k << "'s";
}

// On an upright phone 07's walker fills its pane's height (no room over its
// head nor under its feet) and reaches nearly to its left edge: its solve
// numbers go to its right, clear of every drawing, at each second of a lap.
TEST(WalkPanel, AnUprightSlopeWalkerHasItsSolveNumbers) {
  auto s = makeWalkCycle(7);
  const Frame f{360, 640};
  ASSERT_TRUE(s->setFrame(f.w, f.h));
  s->setSolveShown(true);
  for (int second = 1; second <= 10; ++second) {
    for (int i = 0; i < 60; ++i) s->buildPose(1.0f / 60);
    std::vector<Rect> numbers;
    forEachPlacedLabel(s->drawList(), f, [&](const PlacedLabel& l) {
      if (std::string(l.text, l.n).find("hip\u2013") != std::string::npos) numbers.push_back(l.box);
    });
    ASSERT_EQ(numbers.size(), 1u) << second << " s";
    int crossed = 0;
    forEachDrawnPoint(s->drawList(), f, [&](Vec2 p, const float*) { crossed += inside(p, numbers[0]); });
    EXPECT_EQ(crossed, 0) << second << " s";
  }
}

}  // namespace
}  // namespace sm
