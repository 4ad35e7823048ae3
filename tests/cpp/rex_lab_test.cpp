#include "scenes/rex_lab.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "motion/scalar.h"
#include "rigs/rex/bird_leg.h"
#include "rigs/rex/rig.h"
#include "rigs/rex/flesh.h"
#include "rigs/rex/sprite.h"
#include "scenes/registry.h"
#include "draw_ops.h"
#include "render/label_fit.h"
#include "scene_param.h"
#include "text_frames.h"

namespace sm {
namespace {

using namespace rex;

TEST(RexLab, IsRegistered) {
  const SceneInfo* info = findScene("rex-lab");
  ASSERT_NE(info, nullptr);
  EXPECT_STREQ(info->title, "Rex lab");
}

// Both looks: the lab's and the game sprite's bolder one.
TEST(RexFlesh, JointEllipsesSitOnTheirJointsAndCoverBothBones) {
  for (const Look* look : {&kLabLook, &kSpriteLook}) {
    for (const GaitParams* g : {&kWalk, &kRun}) {
      for (int i = 0; i <= 100; ++i) {
        RexDrive d;
        d.phase = static_cast<float>(i) / 100;
        d.gait = *g;
        RexPose p;
        solve(d, p);
        RexFlesh f;
        buildFlesh(p, f, *look);
        ASSERT_EQ(f.jointCount, 6) << "hip, knee, ankle on each leg";
        for (int k = 0; k < f.jointCount; ++k) {
          const JointEllipse& e = f.joints[k];
          EXPECT_EQ(e.centre.x, p[e.joint].x) << kJointNames[e.joint];
          EXPECT_EQ(e.centre.y, p[e.joint].y) << kJointNames[e.joint];
          EXPECT_GE(std::fmin(e.rx, e.ry), boneHalfWidthAt(e.joint, *look)) << "no tear at " << kJointNames[e.joint];
        }
      }
    }
  }
}

TEST(RexLab, WalkRunToggleChangesTheStatus) {
  auto s = makeRexLab();
  for (int i = 0; i < 30; ++i) s->buildPose(1.0f / 60);
  EXPECT_NE(s->status().find("walk, inside support"), std::string::npos) << s->status();
  EXPECT_TRUE(s->key("KeyR", true));
  bool dynamic = false, flight = false;
  for (int i = 0; i < 180; ++i) {
    s->buildPose(1.0f / 60);
    dynamic |= s->status().find("run, dynamic support") != std::string::npos;
    flight |= s->status().find("run, flight phase") != std::string::npos;
  }
  EXPECT_TRUE(dynamic);
  EXPECT_TRUE(flight);
}

TEST(RexLab, ReadoutsStayWithinTheRulesWhileWalking) {
  auto s = makeRexLab();
  float worstSlip = 0, minKnee = 180, worstTilt = 0;
  for (int i = 0; i < 240; ++i) {
    s->buildPose(1.0f / 60);
    worstSlip = std::fmax(worstSlip, param(*s, "slip"));
    minKnee = std::fmin(minKnee, param(*s, "kneeMinDeg"));
    worstTilt = std::fmax(worstTilt, std::fabs(param(*s, "pelvisTiltDeg")));
    EXPECT_EQ(param(*s, "comInside"), 1);
  }
  EXPECT_LT(worstSlip, 1e-2f);
  EXPECT_GE(minKnee, 22);
  EXPECT_LE(worstTilt, 0.8f);
}

// The drawn readout line ("slip 0.00  knee ..."), or "" when none is drawn.
std::string slipLine(const DrawList& d) {
  std::string line;
  forEachCommand(d, [&](Op op, Style, std::size_t i) {
    if (op != Op::Text) return;
    const float* f = d.data() + i;
    const std::string t(d.textData() + static_cast<std::size_t>(f[6]), static_cast<std::size_t>(f[7]));
    if (t.rfind("slip ", 0) == 0) line = t;
  });
  return line;
}

// The readout's lines as drawn: the one saying the gait and the "slip" line.
std::vector<std::string> readoutOf(const DrawList& d) {
  std::vector<std::string> lines;
  forEachCommand(d, [&](Op op, Style, std::size_t i) {
    if (op != Op::Text) return;
    const float* f = d.data() + i;
    const std::string t(d.textData() + static_cast<std::size_t>(f[6]), static_cast<std::size_t>(f[7]));
    if (t.rfind("slip ", 0) == 0 || t.rfind("walk \u00b7 ", 0) == 0 || t.rfind("run \u00b7 ", 0) == 0) lines.push_back(t);
  });
  return lines;
}

// The readout is drawn in full on a narrow stage, playing or stopped: the
// word "stopped" once made the slip line too wide for 358 and 372 px, where,
// told in two, it found no room under the rex's raised COM and was left out.
TEST(RexLab, TheReadoutIsDrawnInFullPlayingOrStopped) {
  for (const bool stopped : {false, true}) {
    auto desk = findScene("rex-lab")->make();
    for (int i = 0; i < 30; ++i) desk->buildPose(1.0f / 60);
    if (stopped) desk->key("KeyP", true), desk->buildPose(1.0f / 60);
    const std::vector<std::string> lines = readoutOf(desk->drawList());
    ASSERT_EQ(lines.size(), 2u);
    ASSERT_EQ(lines[0].find("stopped") != std::string::npos, stopped) << lines[0];
    for (const Frame& f : {Frame{358, 201}, Frame{372, 208}, Frame{374, 210}, Frame{480, 300}, Frame{483, 271}}) {
      auto s = findScene("rex-lab")->make();
      ASSERT_TRUE(s->setFrame(f.w, f.h));
      for (int i = 0; i < 30; ++i) s->buildPose(1.0f / 60);
      if (stopped) s->key("KeyP", true), s->buildPose(1.0f / 60);
      EXPECT_EQ(readoutOf(s->drawList()), lines) << f.w << "x" << f.h << (stopped ? ", stopped" : ", playing");
    }
  }
}

// R blends walk into run (and back) over two seconds while the feet keep
// stepping: the stride, duty and cadence change under a planted toe. The toe
// stays where it landed on the ground, frame by frame, through both blends,
// and the readout says so.
TEST(RexLab, WalkRunSwitchKeepsThePlantedToeOnTheGround) {
  auto s = makeRexLab();
  for (int i = 0; i < 60; ++i) s->buildPose(1.0f / 60);
  for (const char* way : {"walk -> run", "run -> walk"}) {
    ASSERT_TRUE(s->key("KeyR", true));
    float ground[2] = {NAN, NAN}, worstStep = 0, worstSlip = 0;
    float leastKnee = 180, worstTibia = 0;
    int stanceFrames = 0, notZero = 0;
    std::string shown;
    for (int i = 0; i < 180; ++i) {
      s->buildPose(1.0f / 60);
      for (int side = 0; side < 2; ++side) {
        const int toe = legJoint(side, LegToe);
        const bool planted = s->joints()[toe].y >= -1e-3f;
        const float g = s->joints()[toe].x + param(*s, "groundOffset");
        if (planted && !std::isnan(ground[side])) {
          worstStep = std::fmax(worstStep, std::fabs(g - ground[side]));
          ++stanceFrames;
        }
        ground[side] = planted ? g : NAN;
      }
      if (param(*s, "contacts") > 0) leastKnee = std::fmin(leastKnee, param(*s, "kneeMinDeg"));
      for (int side = 0; side < 2; ++side) {
        const Vec2 knee = s->joints()[legJoint(side, LegKnee)], ankle = s->joints()[legJoint(side, LegAnkle)];
        worstTibia = std::fmax(worstTibia, std::fabs(distance(knee, ankle) - kLeg.tibia));
      }
      if (param(*s, "slip") >= worstSlip) worstSlip = param(*s, "slip"), shown = slipLine(s->drawList());
      notZero += slipLine(s->drawList()).rfind("slip 0.00 ", 0) != 0;
    }
    std::printf("%s: toe moves up to %.3f a frame on the ground; slip readout up to %.2f; knee >= %.0f deg\n", way,
                worstStep, worstSlip, leastKnee);
    EXPECT_GT(stanceFrames, 100) << way;
    EXPECT_EQ(notZero, 0) << way << ", the readout at its worst: " << shown;
    EXPECT_LE(worstStep, 0.01f) << way;
    EXPECT_LT(worstSlip, 0.005f) << way;
    EXPECT_GE(leastKnee, 22) << way << ": the held leg still bends at the knee";
    EXPECT_LT(worstTibia, 1e-3f) << way << ": and still reaches its toe";
  }
}

TEST(RexLab, StopStepAndSpeed) {
  auto s = makeRexLab();
  s->key("KeyP", true);
  const float phase = param(*s, "phase");
  s->buildPose(0.2f);
  EXPECT_EQ(param(*s, "phase"), phase) << "stopped";
  s->key("Period", true);
  EXPECT_NEAR(param(*s, "phase"), phase + 0.01f, 1e-4);
  s->key("KeyP", true);
  s->key("ArrowUp", true);
  EXPECT_EQ(param(*s, "speed"), 1.25f);
  EXPECT_EQ(s->findParam("speed")->set(99), 2);
  EXPECT_EQ(s->findParam("speed")->set(NAN), 2);
  EXPECT_EQ(s->findParam("tailStrength")->set(-1), 0);
  EXPECT_FALSE(s->findParam("slip")->set) << "readouts are read-only";
  EXPECT_FALSE(s->key("KeyQ", true));
}

TEST(RexLab, LayerKeysToggleAndTheStatusSaysWhich) {
  auto s = makeRexLab();
  s->buildPose(0);
  const std::size_t full = s->drawList().size();
  for (const char* k : {"Digit1", "Digit2", "Digit3", "Digit4", "Digit5"}) EXPECT_TRUE(s->key(k, true));
  EXPECT_NE(s->status().find("labels layer hidden"), std::string::npos);
  s->buildPose(0);
  EXPECT_LT(s->drawList().size(), full);
  EXPECT_EQ(s->drawList().dropped(), 0u);
  EXPECT_EQ(param(*s, "layers"), 0);
}

TEST(RexLab, BirdLegSharesThePhaseAndBendsAtTheAnkle) {
  for (int i = 0; i <= 100; ++i) {
    const float phase = static_cast<float>(i) / 100;
    const BirdLeg b = birdLegAt(phase, kWalk, {0, 0});
    if (std::fabs(phase - kWalk.duty) > 1e-3f) {
      EXPECT_EQ(b.planted, wrap01(phase) < kWalk.duty) << "same phase as the rex's near foot";
    }
    EXPECT_LT(b.leg.ankle.x, b.leg.knee.x) << "the backward joint is the ankle";
    EXPECT_NEAR(distance(b.leg.knee, b.leg.ankle), kBirdBones.tibia, 1e-3);
  }
}

}  // namespace
}  // namespace sm

namespace sm {
namespace {

// The article's colours: the knee yellow (its own role), ankle and toe blue.
TEST(RexLab, KneesAreDrawnInTheYellowRole) {
  EXPECT_STREQ(kStyleNames[static_cast<int>(Style::Accent3)], "accent3");
  auto s = makeRexLab();
  s->buildPose(1.0f / 60);
  const DrawList& d = s->drawList();
  int kneeDots = 0, kneeWords = 0;
  const float bx = param(*s, "birdKneeX");
  forEachCommand(d, [&](Op op, Style style, std::size_t i) {
    if (style != Style::Accent3) return;
    if (op == Op::Circle) ++kneeDots;
    if (op == Op::Text) {
      const float* f = d.data() + i;
      kneeWords += std::string(d.textData() + static_cast<std::size_t>(f[6]), static_cast<std::size_t>(f[7])) == "knee";
    }
  });
  EXPECT_EQ(kneeDots, 3) << "both rex knees and the bird's";
  EXPECT_EQ(kneeWords, 2) << "the rex's label and the bird's";
  bool birdKnee = false;
  forEachCommand(d, [&](Op op, Style style, std::size_t i) {
    if (op == Op::Circle && style == Style::Accent3 && std::fabs(d.data()[i + 4] - bx) < 1e-3f) birdKnee = true;
  });
  EXPECT_TRUE(birdKnee);
}

// A yellow disc cannot stand out on light paper, nor a yellow word be read on
// it: each knee disc has its dark ring, and each knee word lies on a dark chip
// (cpp/rigs/rex/knee_mark.h; the colours' contrast: tests/node/knee_colors).
// The joints named in the paper's colour on the dark body ("hip", "COM") lie
// on a chip of the body's ink, so a small stage's larger word does not run
// off the body into the paper, where it would vanish (rigs/rex/word_chip.h).
// On every stage size, also where raised labels are left out.
TEST(RexLab, EveryKneeHasItsRingAndEveryWordOnTheRexItsChip) {
  for (const Frame& frame : kTestFrames) {
    auto s = makeRexLab();
    s->setFrame(frame.w, frame.h);
    s->buildPose(1.0f / 60);
    const DrawList& d = s->drawList();
    std::vector<const float*> discs, rings;
    forEachCommand(d, [&](Op op, Style style, std::size_t i) {
      const float* f = d.data() + i;
      if (op == Op::Circle && style == Style::Accent3 && f[2] == 1) discs.push_back(f);
      if (op == Op::Circle && style == Style::Accent3Ring && f[2] == 0) rings.push_back(f);
    });
    ASSERT_EQ(rings.size(), discs.size()) << frame.w;
    for (std::size_t k = 0; k < discs.size(); ++k) {
      EXPECT_EQ(rings[k][4], discs[k][4]);
      EXPECT_EQ(rings[k][5], discs[k][5]);
      EXPECT_EQ(rings[k][6], discs[k][6]);
    }
    // Each pair: the chip's style, its words' style; two words of each.
    for (const auto& [chipStyle, wordStyle] : {std::pair{Style::Accent3Ring, Style::Accent3}, std::pair{Style::Ink, Style::Paper}}) {
      std::vector<const float*> chips, words;
      forEachCommand(d, [&](Op op, Style style, std::size_t i) {
        const float* f = d.data() + i;
        if (op == Op::Rect && style == chipStyle && f[2] == 1) chips.push_back(f);
        if (op == Op::Text && style == wordStyle) words.push_back(f);
      });
      EXPECT_EQ(words.size(), 2u) << frame.w;
      ASSERT_EQ(chips.size(), words.size()) << frame.w << ": a chip under each word drawn, none without one";
      for (std::size_t k = 0; k < words.size(); ++k) {
        const float x = words[k][4], y = words[k][5], size = words[k][2];
        const auto* text = d.textData() + static_cast<std::size_t>(words[k][6]);
        const float width = LabelFit::emWidth(text, static_cast<std::size_t>(words[k][7])) * size;
        const float wordLeft = words[k][3] < 0 ? x : words[k][3] > 0 ? x - width : x - width / 2;
        const float left = chips[k][4], top = chips[k][5], w = chips[k][6], h = chips[k][7];
        EXPECT_LT(left, wordLeft);
        EXPECT_GT(left + w, wordLeft + width * 0.9f) << "the chip spans the word";
        EXPECT_LT(top, y - size / 2);
        EXPECT_GT(top + h, y + size / 2);
      }
    }
  }
}

}  // namespace
}  // namespace sm
