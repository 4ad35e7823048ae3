// The walk scenes' backdrop: hills and clouds that scroll with the ground,
// behind a walker centred in the space the panel leaves.
#include <gtest/gtest.h>

#include <cmath>
#include <iterator>
#include <string>
#include <vector>

#include "draw_ops.h"
#include "rigs/walker/rig.h"
#include "scenes/walk_cycle/panel.h"
#include "scenes/walk_cycle/shell.h"
#include "scenes/walk_cycle/walk_cycle.h"
#include "scene_param.h"
#include "text_frames.h"

namespace sm {
namespace {

constexpr float kFrame = 1.0f / 60;

std::vector<Vec2> ops(const DrawList& d, Op want, int xAt) {
  std::vector<Vec2> out;
  forEachCommand(d, [&](Op op, Style style, std::size_t i) {
    if (op == want && style == Style::Ground) out.push_back({d.data()[i + xAt], d.data()[i + xAt + 1]});
  });
  return out;
}

bool movedBy(float dx, const std::vector<float>& speeds) {
  for (float v : speeds)
    if (std::fabs(dx + v * kFrame) < 1e-2f) return true;
  return false;
}

// The first riding point of each lane's hills (its x), lane by lane.
std::vector<float> hillPoints(const DrawList& d) {
  std::vector<float> out;
  forEachCommand(d, [&](Op op, Style style, std::size_t i) {
    if (op == Op::Poly && style == Style::Ground) out.push_back(d.data()[i + 7]);
  });
  return out;
}

// Every cloud moves back by its lane's ground speed times dt (one may have
// wrapped round its period) and every lane's speed shows in them; each lane's
// first riding hill point moves with its lane. A lesson with words in its sky
// has no clouds (`clouds` false).
void expectScrollsWithTheGround(int number, const std::vector<float>& speeds, bool clouds = true) {
  auto s = makeWalkCycle(number);
  s->buildPose(kFrame);
  const auto clouds0 = ops(s->drawList(), Op::Ellipse, 4);
  const auto hill0 = hillPoints(s->drawList());
  s->buildPose(kFrame);
  const auto clouds1 = ops(s->drawList(), Op::Ellipse, 4);
  const auto hill1 = hillPoints(s->drawList());
  ASSERT_EQ(clouds0.empty(), !clouds) << number << ": clouds drawn, or none";
  ASSERT_EQ(clouds0.size(), clouds1.size()) << number;
  if (clouds) {
    int moved = 0;
    for (std::size_t i = 0; i < clouds0.size(); ++i) moved += movedBy(clouds1[i].x - clouds0[i].x, speeds);
    EXPECT_GE(moved, static_cast<int>(clouds0.size()) - 1) << number << ": clouds move back by groundV*dt";
    for (float v : speeds) {
      bool seen = false;
      for (std::size_t i = 0; i < clouds0.size(); ++i) seen = seen || movedBy(clouds1[i].x - clouds0[i].x, {v});
      EXPECT_TRUE(seen) << number << ": a cloud moves at " << v;
    }
  }
  ASSERT_EQ(hill0.size(), speeds.size()) << number << ": hills drawn, a line a lane";
  ASSERT_EQ(hill1.size(), speeds.size()) << number;
  for (std::size_t lane = 0; lane < speeds.size(); ++lane) {
    const float dx = hill1[lane] - hill0[lane];
    EXPECT_TRUE(movedBy(dx, {speeds[lane]}) || dx > 0) << number << ": lane " << lane << "'s hill point moved " << dx;
  }
}

TEST(WalkBackdrop, HillsAndCloudsScrollAtGroundV) {
  auto one = makeWalkCycle(1);
  expectScrollsWithTheGround(1, {param(*one, "groundV")});
  // Three lanes of their own speeds, drawn at 0.7 scale, under a sky of words.
  auto nine = makeWalkCycle(9);
  expectScrollsWithTheGround(9, {param(*nine, "groundV") * 0.7f, param(*nine, "groundV2") * 0.7f,
                                 param(*nine, "groundV3") * 0.7f}, false);
}

// The side-panel scenes' walker: its body, and its reach over a cycle, centred
// between the stage's left edge and the panel.
TEST(WalkBackdrop, WalkerIsCentredInTheSpaceLeftOfThePanel) {
  const float centre = walk_cycle::kPanelAt.x / 2;
  for (int n : {1, 2, 5, 6, 7, 8}) {
    auto s = makeWalkCycle(n);
    float lo = 1e9f, hi = -1e9f;
    for (int f = 0; f < 75; ++f) {
      s->buildPose(kFrame);
      for (int j = 0; j < walker::kJointCount; ++j)
        lo = std::fmin(lo, s->joints()[j].x), hi = std::fmax(hi, s->joints()[j].x);
    }
    EXPECT_NEAR((lo + hi) / 2, centre, 2) << n << ": reach " << lo << ".." << hi;
  }
}

// No cloud passes behind a word: at the test frames, the articles' 480x300,
// a 374x210 post and upright phones, over the first seconds of a lap (the
// clouds scroll), every lesson's clouds keep clear of its labels.
TEST(WalkBackdrop, CloudsKeepClearOfTheWords) {
  std::vector<Frame> frames(std::begin(kTestFrames), std::end(kTestFrames));
  frames.insert(frames.end(), std::begin(kUpright), std::end(kUpright));
  frames.push_back({480, 300});
  frames.push_back({374, 210});
  for (int n = 1; n <= 9; ++n) {
    for (const Frame& f : frames) {
      auto s = makeWalkCycle(n);
      ASSERT_TRUE(s->setFrame(f.w, f.h));
      int crossings = 0;
      std::string first;
      for (int step = 0; step < 24; ++step) {
        for (int i = 0; i < 15; ++i) s->buildPose(kFrame);
        std::vector<Rect> clouds;
        forEachPlacedEllipse(s->drawList(), f, Style::Ground, [&](Rect r) { clouds.push_back(r); });
        forEachPlacedLabel(s->drawList(), f, [&](const PlacedLabel& l) {
          for (const Rect& c : clouds) {
            if (c.x1 <= l.box.x0 || c.x0 >= l.box.x1 || c.y1 <= l.box.y0 || c.y0 >= l.box.y1) continue;
            if (crossings++ == 0) first = std::string(l.text, l.n);
          }
        });
      }
      EXPECT_EQ(crossings, 0) << n << " at " << f.w << "x" << f.h << ": clouds behind words, first \"" << first << "\"";
    }
  }
}

}  // namespace
}  // namespace sm
