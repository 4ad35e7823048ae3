#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "rigs/rex/rig.h"
#include "rigs/stickman/rig.h"
#include "scenes/registry.h"
#include "scenes/spear_run/draw.h"
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "draw_ops.h"
#include "spear_run_play.h"

namespace {

using namespace sm;
using namespace sm::spear_run;
using namespace sm::spear_run::testing;

unsigned count(const Game& g, Event e) { return g.events(e); }

TEST(SpearRunFeel, EveryEventCountsOnceWhenItHappens) {
  for (Kind k : {Kind::Crates, Kind::Dummy}) {
    Game g;
    g.start();
    g.course().clear();
    for (int i = 0; i < 120; ++i) g.step(kStep);
    EXPECT_TRUE(g.jump());
    EXPECT_EQ(count(g, Event::Jump), 1u);
    EXPECT_FALSE(g.jump()) << "a press in the air is no second jump";
    EXPECT_EQ(count(g, Event::Jump), 1u);
    while (g.runner().jumping()) g.step(kStep);
    g.course().place(k, g.distance() + static_cast<double>(0.25f * g.speed() + kFrontX), 60, 198);
    EXPECT_TRUE(g.thrust());
    EXPECT_EQ(count(g, Event::Thrust), 1u);
    const Event blow = k == Kind::Crates ? Event::Break : Event::Hit;
    double frozeAt = -1;
    for (int i = 0; i < 120 && count(g, blow) == 0; ++i) g.step(kStep);
    ASSERT_EQ(count(g, blow), 1u) << kindName(k);
    EXPECT_EQ(count(g, k == Kind::Crates ? Event::Hit : Event::Break), 0u);
    // The hit-stop: the world holds still for kHitStopSeconds.
    frozeAt = g.time();
    EXPECT_GT(g.hitStop(), 0);
    float held = 0;
    while (g.time() == frozeAt) {
      g.step(kStep);
      held += kStep;
    }
    EXPECT_NEAR(held, kHitStopSeconds + kStep, kStep + 1e-4f);
    EXPECT_EQ(count(g, Event::Crash), 0u);
  }
}

TEST(SpearRunFeel, ACrashAMilestoneAndANewBestAreEvents) {
  Game g;
  g.setBest(3);
  g.start();
  Player bot(0, 1);
  // A perfect player passes 100 points: one milestone, the score flashes.
  while (g.score() < kMilestonePoints) {
    bot.play(g);
    g.step(kStep);
  }
  EXPECT_EQ(count(g, Event::Milestone), 1u);
  EXPECT_LT(g.sinceMilestone(), 0.1f);
  // The best (3) was passed long ago: heard then, once, mid-run.
  EXPECT_EQ(count(g, Event::Best), 1u);
  EXPECT_TRUE(g.newBest());
  // Then no more presses: the next obstacle ends the run, a new best.
  while (g.state() == State::Running) g.step(kStep);
  EXPECT_EQ(count(g, Event::Crash), 1u);
  EXPECT_EQ(count(g, Event::Best), 1u) << "not again at the game over";
  EXPECT_EQ(g.best(), g.score());
  EXPECT_TRUE(g.newBest());
  // A page that keeps no record of this run puts its stored best back.
  g.setBest(0);
  EXPECT_FALSE(g.newBest()) << "best 0 is no new best";
  EXPECT_EQ(count(g, Event::Milestone), static_cast<unsigned>(g.score() / kMilestonePoints));
}

TEST(SpearRunFeel, TheSceneReportsEventsAsCueReadoutsAndDrawsTheFloatingPoints) {
  auto scene = findScene("spear-run")->make();
  for (int e = 0; e < kEventCount; ++e) {
    const Param* p = scene->findParam(std::string("cue.") + kEventNames[e]);
    ASSERT_NE(p, nullptr) << kEventNames[e];
    EXPECT_FALSE(p->set) << "a readout";
    EXPECT_EQ(p->get(), 0);
  }
  scene->key("Space", true);
  scene->key("Space", false);
  for (int f = 0; f < 60; ++f) scene->buildPose(kStep);
  scene->key("Space", true);
  EXPECT_EQ(scene->findParam("cue.jump")->get(), 1);
  // A crash, heard through its readout.
  for (int f = 0; f < 60 * 120 && scene->findParam("state")->get() == 1; ++f) scene->buildPose(kStep);
  EXPECT_EQ(scene->findParam("cue.crash")->get(), 1);
}

TEST(SpearRunFeel, ABrokenTargetShowsItsPointsFloatingUp) {
  Game g;
  g.start();
  g.course().clear();
  for (int i = 0; i < 120; ++i) g.step(kStep);
  g.course().place(Kind::Crates, g.distance() + static_cast<double>(0.25f * g.speed() + kFrontX), 60, 198);
  g.thrust();
  while (g.hits() == 0 && g.state() == State::Running) g.step(kStep);
  ASSERT_EQ(g.hits(), 1);
  DrawList out;
  drawWorld(g, out);
  EXPECT_NE(std::string(out.textData(), out.textSize()).find("+25"), std::string::npos);
  for (int i = 0; i < 120; ++i) g.step(kStep);
  out.clear();
  drawWorld(g, out);
  EXPECT_EQ(std::string(out.textData(), out.textSize()).find("+25"), std::string::npos) << "gone after a second";
}

TEST(SpearRunFeel, TheGameOverCardSaysTheCauseThePointsTheBestTheTargetsAndTheTime) {
  Game g;
  g.start();
  while (g.state() == State::Running) g.step(kStep);
  DrawList out;
  HudText hud;
  drawHud(g, out, hud);
  const std::string text(out.textData(), out.textSize());
  EXPECT_NE(text.find(std::string("Hit a ") + kindName(g.crash().kind)), std::string::npos) << text;
  EXPECT_NE(text.find(std::to_string(g.score()) + " points"), std::string::npos) << text;
  EXPECT_NE(text.find("best " + std::to_string(g.best())), std::string::npos) << text;
  EXPECT_NE(text.find("0 targets broken"), std::string::npos) << text;
  EXPECT_NE(text.find("NEW BEST!"), std::string::npos) << "a first run is a new best";
}

}  // namespace

namespace {

using namespace sm;
using namespace sm::spear_run;

// Boxes of filled paper rectangles (the cards) and of the sky's ellipses (the clouds).
struct Boxes {
  std::vector<Box> cards, clouds;
};
Boxes boxesOf(const DrawList& d) {
  Boxes out;
  forEachCommand(d, [&](Op op, Style style, std::size_t i) {
    const float* f = d.data() + i + 2;
    if (op == Op::Rect && style == Style::Paper && f[0] == 1) out.cards.push_back({f[2], f[3], f[2] + f[4], f[3] + f[5]});
    if (op == Op::Ellipse && style == Style::Ground)
      out.clouds.push_back({f[2] - f[4], f[3] - f[5], f[2] + f[4], f[3] + f[5]});
  });
  return out;
}

TEST(SpearRunFeel, CloudsStayClearOfTheStartAndGameOverCards) {
  Game g;
  for (int phase = 0; phase < 2; ++phase) {
    if (phase == 1) {
      g.start();
      while (g.state() == State::Running) g.step(1.0f / 120);
    }
    DrawList d;
    drawWorld(g, d);
    HudText hud;
    drawHud(g, d, hud);
    const Boxes b = boxesOf(d);
    ASSERT_FALSE(b.cards.empty());
    ASSERT_FALSE(b.clouds.empty());
    for (const Box& card : b.cards)
      for (const Box& cloud : b.clouds)
        EXPECT_TRUE(cloud.y1 < card.y0 || cloud.y0 > card.y1 || cloud.x1 < card.x0 || cloud.x0 > card.x1)
            << (phase ? "game over" : "start") << ": a cloud at y " << cloud.y0 << ".." << cloud.y1 << " meets a card at y "
            << card.y0 << ".." << card.y1;
  }
}

}  // namespace

namespace {

using namespace sm;
using namespace sm::spear_run;
using namespace sm::spear_run::testing;

TEST(SpearRunFeel, ACrashThrowsTheStickmanForwardAndDropsTheSpearAndTheRexFalls) {
  for (Character ch : kCharacters) {
    Game g;
    g.chooseCharacter(ch);
    g.start();
    while (g.state() == State::Running) g.step(kStep);
    const int n = g.runner().jointCount();
    std::vector<Vec2> at(g.runner().joints(), g.runner().joints() + n);
    for (int i = 0; i < 120; ++i) {
      g.step(kStep);
      for (int j = 0; j < n; ++j) ASSERT_TRUE(isFinite(g.runner().joints()[j])) << nameOf(ch) << " " << j;
    }
    const Vec2* p = g.runner().joints();
    if (ch == Character::Stickman) {
      EXPECT_GT(p[stickman::Head].y, at[stickman::Head].y + 80) << "the head goes down";
      EXPECT_GT(p[stickman::Head].x, at[stickman::Head].x + 40) << "forward";
      EXPECT_GT(p[stickman::SpearTip].y, -5) << "the spear lies on the ground";
      EXPECT_GT(p[stickman::SpearButt].y, -5);
      for (int j = 0; j < n; ++j) EXPECT_LE(p[j].y, 0) << "above the ground: " << j;
    } else {
      EXPECT_GT(p[rex::Jaw].y, at[rex::Jaw].y + 30) << "the snout goes down";
    }
    // Still after the fall.
    std::vector<Vec2> still(p, p + n);
    g.step(kStep);
    for (int j = 0; j < n; ++j) EXPECT_EQ(g.runner().joints()[j].y, still[j].y);
  }
}

}  // namespace

namespace {

using namespace sm;

// The status line (heard) and the card (seen) tell one story: the same
// targets and the same time, with "target" singular for one.
TEST(SpearRunFeel, TheSpokenGameOverMatchesTheCard) {
  auto scene = findScene("spear-run")->make();
  scene->buildPose(0);
  scene->key("Space", true);
  scene->key("Space", false);
  const Param* state = scene->findParam("state");
  const Param* time = scene->findParam("time");
  for (int i = 0; i < 60 * 60 && state->get() != static_cast<float>(spear_run::State::Over); ++i) scene->buildPose(1.0f / 60);
  ASSERT_EQ(state->get(), static_cast<float>(spear_run::State::Over));
  scene->buildPose(1.0f / 60);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f s", static_cast<double>(time->get()));
  const DrawList& out = scene->drawList();
  const std::string card(out.textData(), out.textSize());
  const std::string said = scene->status();
  EXPECT_NE(card.find(seconds), std::string::npos) << card;
  EXPECT_NE(said.find(seconds), std::string::npos) << said;
  EXPECT_EQ(said.find("1 targets"), std::string::npos) << said;
}

}  // namespace
