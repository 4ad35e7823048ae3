#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "scenes/registry.h"
#include "scenes/spear_run/draw.h"
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "spear_run_play.h"

namespace {

using namespace sm;
using namespace sm::spear_run;
using namespace sm::spear_run::testing;

// Runs until the crash with no input; returns the score.
int crashRun(Game& g) {
  g.start();
  while (g.state() == State::Running) g.step(kStep);
  return g.score();
}

TEST(SpearRunModes, ASlowerRunKeepsItsOwnBestAndNeverTheNormalOne) {
  Game g;
  g.setBest(1000, Record::Normal);
  g.chooseSlower(true);
  EXPECT_TRUE(g.slower());
  const int score = crashRun(g);
  EXPECT_GT(score, 0);
  EXPECT_EQ(g.best(Record::Slower), score);
  EXPECT_EQ(g.best(Record::Normal), 1000) << "the normal best is untouched";
  EXPECT_EQ(g.best(), score) << "the HUD shows the slower game's best";
  EXPECT_TRUE(g.newBest());
  // Slower: the same real time covers kSlowerScale of the ground.
  Game fast, slow;
  slow.chooseSlower(true);
  fast.start();
  slow.start();
  fast.course().clear();
  slow.course().clear();
  for (int i = 0; i < 240; ++i) {
    fast.step(kStep);
    slow.step(kStep);
  }
  EXPECT_NEAR(slow.time() / fast.time(), kSlowerScale, 1e-4);
}

TEST(SpearRunModes, TheSlowerChoiceWaitsForTheNextRunAndTheSceneHasAKeyAndAButtonForIt) {
  auto scene = findScene("spear-run")->make();
  bool button = false;
  for (const Control& c : scene->controls()) button |= std::string(c.label) == "Slower";
  EXPECT_TRUE(button);
  scene->key("KeyS", true);
  scene->key("KeyS", false);
  EXPECT_EQ(scene->findParam("slower")->get(), 1);
  EXPECT_NE(scene->status().find("slower"), std::string::npos) << scene->status();
  EXPECT_TRUE(scene->findParam("bestSlower")->kept == sm::Kept::Record);
  EXPECT_TRUE(scene->findParam("bestDistance")->kept == sm::Kept::Record);
  EXPECT_EQ(scene->findParam("slower")->set(NAN), 0);
  Game g;
  g.start();
  g.chooseSlower(true);
  EXPECT_FALSE(g.slower()) << "not mid-run";
  EXPECT_TRUE(g.nextSlower());
}

// A shared link carries the course's seed: a fresh game on that seed runs
// the same course first. (With the ghost off: on, a run races the best on
// the best's course, spear_run_ghost_test.cpp.)
TEST(SpearRunModes, TheCourseSeedReplaysTheSameCourse) {
  Game a;
  a.chooseGhost(false);
  a.reset(40);
  crashRun(a);
  crashRun(a);  // a second run: a different course
  EXPECT_EQ(a.courseSeed(), 41u);
  Game c;
  c.reset(41);
  c.start();
  // The second run of seed 40 and the first of seed 41: obstacle for obstacle.
  Game e;
  e.chooseGhost(false);
  e.reset(40);
  crashRun(e);
  e.start();
  ASSERT_EQ(e.course().size(), c.course().size());
  for (int k = 0; k < c.course().size(); ++k) {
    EXPECT_EQ(e.course().begin()[k].kind, c.course().begin()[k].kind);
    EXPECT_EQ(e.course().begin()[k].at - e.distance(), c.course().begin()[k].at - c.distance());
    EXPECT_EQ(e.course().begin()[k].w, c.course().begin()[k].w);
  }
}

// The flag marks the best score, not the furthest run: it stands where this
// run's points (distance and targets) reach the best, and a broken target
// brings it 25 points closer.
TEST(SpearRunModes, AFlagStandsWhereThisRunsScoreReachesTheBest) {
  Game g;
  crashRun(g);
  const float run = static_cast<float>(g.runDistance());
  EXPECT_NEAR(g.bestDistance(Record::Normal), run, 1) << "still kept";
  const int best = g.best();
  ASSERT_GT(best, 0);
  g.start();
  g.course().clear();
  const auto flagSeen = [&g] {
    DrawList out;
    drawWorld(g, out);
    return std::string(out.textData(), out.textSize()).find("BEST") != std::string::npos;
  };
  double seenAt = -1;
  while (g.score() < best + 5) {
    g.step(kStep);
    if (seenAt < 0 && flagSeen()) seenAt = g.runDistance();
  }
  ASSERT_GE(seenAt, 0);
  // Seen first as it comes in at the right edge, well before the score gets there.
  EXPECT_LT(seenAt, best * kUnitsPerPoint);
  // A break: the flag moves kHitPoints closer.
  Game h;
  h.setBest(best);
  h.start();
  h.course().clear();
  for (int i = 0; i < 120; ++i) h.step(kStep);
  h.course().place(Kind::Crates, h.distance() + static_cast<double>(0.25f * h.speed() + kFrontX), 60, 198);
  h.thrust();
  while (h.hits() == 0 && h.state() == State::Running) h.step(kStep);
  ASSERT_EQ(h.hits(), 1);
  const auto flagIn = [&h](int b) {
    h.setBest(static_cast<float>(b));
    DrawList out;
    drawWorld(h, out);
    return std::string(out.textData(), out.textSize()).find("BEST") != std::string::npos;
  };
  // 400 units ahead counting the target's points; 1400, out of sight, without them.
  const int near = static_cast<int>((h.runDistance() + 400) / kUnitsPerPoint) + kHitPoints;
  EXPECT_TRUE(flagIn(near));
  EXPECT_FALSE(flagIn(near + kHitPoints));
  EXPECT_EQ(g.setBestDistance(NAN, Record::Normal), std::floor(run));
  EXPECT_EQ(g.setBestDistance(-4, Record::Normal), 0);
}

TEST(SpearRunModes, TheDaysCourseIsTheSameEveryRunAndKeepsItsOwnBestForThatDay) {
  Game g;
  g.setBest(500, Record::Normal);
  g.chooseDaily(20000);
  EXPECT_EQ(g.record(), Record::Daily);
  const int score = crashRun(g);
  EXPECT_EQ(g.best(Record::Daily), score);
  EXPECT_EQ(g.best(Record::Normal), 500);
  const std::uint32_t course = g.courseSeed();
  crashRun(g);
  EXPECT_EQ(g.courseSeed(), course) << "every run of the day, the same course";
  EXPECT_EQ(g.score(), score) << "and the same result for the same (no) input";
  Game other;
  other.chooseDaily(20000);
  other.start();
  EXPECT_EQ(other.courseSeed(), course) << "every player, the same course";
  // The next day: a new course, and its best starts at 0.
  g.chooseDaily(20001);
  EXPECT_NE(g.courseSeed(), course);
  EXPECT_EQ(g.best(Record::Daily), 0);
  EXPECT_EQ(g.bestDay(), 20001u);
  // Off again: the normal game and its best.
  g.chooseDaily(0);
  EXPECT_EQ(g.record(), Record::Normal);
  EXPECT_EQ(g.best(), 500);
  auto scene = findScene("spear-run")->make();
  EXPECT_EQ(scene->findParam("daily")->set(NAN), 0);
  EXPECT_EQ(scene->findParam("daily")->set(-3), 0);
  EXPECT_EQ(scene->findParam("daily")->set(20000.7f), 20000);
  EXPECT_TRUE(scene->findParam("bestDaily")->kept == sm::Kept::Record);
  EXPECT_TRUE(scene->findParam("bestDay")->kept == sm::Kept::Record);
  EXPECT_EQ(scene->findParam("daily")->kept, sm::Kept::No) << "a link may carry the day";
}

}  // namespace
