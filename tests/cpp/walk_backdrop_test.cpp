// The walk scenes' backdrop: hills and clouds that scroll with the ground,
// behind a walker centred in the space the panel leaves.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "draw_ops.h"
#include "rigs/walker/rig.h"
#include "scenes/walk_cycle/panel.h"
#include "scenes/walk_cycle/shell.h"
#include "scenes/walk_cycle/walk_cycle.h"
#include "scene_param.h"

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

// Every cloud moves back by its lane's ground speed times dt (one may have
// wrapped round its period), every lane's speed shows, and the first riding
// hill point moves with the first lane.
void expectScrollsWithTheGround(int number, const std::vector<float>& speeds) {
  auto s = makeWalkCycle(number);
  s->buildPose(kFrame);
  const auto clouds0 = ops(s->drawList(), Op::Ellipse, 4);
  std::vector<float> hill0;
  forEachCommand(s->drawList(), [&](Op op, Style style, std::size_t i) {
    if (op == Op::Poly && style == Style::Ground && hill0.empty()) hill0.push_back(s->drawList().data()[i + 7]);
  });
  s->buildPose(kFrame);
  const auto clouds1 = ops(s->drawList(), Op::Ellipse, 4);
  ASSERT_FALSE(clouds0.empty()) << number << ": clouds drawn";
  ASSERT_EQ(clouds0.size(), clouds1.size()) << number;
  int moved = 0;
  for (std::size_t i = 0; i < clouds0.size(); ++i) moved += movedBy(clouds1[i].x - clouds0[i].x, speeds);
  EXPECT_GE(moved, static_cast<int>(clouds0.size()) - 1) << number << ": clouds move back by groundV*dt";
  for (float v : speeds) {
    bool seen = false;
    for (std::size_t i = 0; i < clouds0.size(); ++i) seen = seen || movedBy(clouds1[i].x - clouds0[i].x, {v});
    EXPECT_TRUE(seen) << number << ": a cloud moves at " << v;
  }
  float hill1 = NAN;
  forEachCommand(s->drawList(), [&](Op op, Style style, std::size_t i) {
    if (op == Op::Poly && style == Style::Ground && std::isnan(hill1)) hill1 = s->drawList().data()[i + 7];
  });
  ASSERT_FALSE(hill0.empty()) << number << ": hills drawn";
  const float dx = hill1 - hill0[0];
  EXPECT_TRUE(movedBy(dx, {speeds[0]}) || dx > 0) << number << ": a hill point moved " << dx;
}

TEST(WalkBackdrop, HillsAndCloudsScrollAtGroundV) {
  auto one = makeWalkCycle(1);
  expectScrollsWithTheGround(1, {param(*one, "groundV")});
  // Three lanes of their own speeds, drawn at 0.7 scale.
  auto nine = makeWalkCycle(9);
  expectScrollsWithTheGround(9, {param(*nine, "groundV") * 0.7f, param(*nine, "groundV2") * 0.7f,
                                 param(*nine, "groundV3") * 0.7f});
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

}  // namespace
}  // namespace sm
