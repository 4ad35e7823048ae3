#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "draw_ops.h"
#include "scenes/registry.h"
#include "scenes/timed_scene.h"
#include "scenes/spear_run/ghost.h"
#include "spear_run_play.h"

namespace {

using namespace sm;
using namespace sm::spear_run;
using namespace sm::spear_run::testing;

using Pose = std::vector<Vec2>;

Pose poseOf(const Runner& r) { return Pose(r.joints(), r.joints() + r.jointCount()); }

bool samePose(const Pose& a, const Runner& r) {
  return static_cast<int>(a.size()) == r.jointCount() && std::memcmp(a.data(), r.joints(), a.size() * sizeof(Vec2)) == 0;
}

// One run of a noisy player on seed's course, until the crash or `cap`
// seconds (then it stops pressing and crashes); the poses after each step.
std::vector<Pose> playRun(Game& g, std::uint32_t seed, Character c, double cap = 1e9) {
  g.reset(seed);
  g.chooseCharacter(c);
  g.start();
  Player p(0.035f, seed);
  std::vector<Pose> poses;
  while (g.state() == State::Running) {
    if (g.time() < cap) p.play(g);
    g.step(kStep);
    poses.push_back(poseOf(g.runner()));
  }
  return poses;
}

// Base64url of raw bytes, to write texts the encoder never would.
std::string base64url(const std::vector<int>& bytes) {
  const char* a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string out;
  unsigned acc = 0;
  int bits = 0;
  for (int b : bytes) {
    acc = (acc << 8) | static_cast<unsigned>(b & 0xFF);
    bits += 8;
    while (bits >= 6) out.push_back(a[(acc >> (bits -= 6)) & 63]);
    acc &= (1u << bits) - 1;
  }
  if (bits) out.push_back(a[(acc << (6 - bits)) & 63]);
  return out;
}

int ghostOps(const Scene& s) {
  int n = 0;
  forEachCommand(s.drawList(), [&](Op, Style style, std::size_t) { n += style == Style::Ghost; });
  return n;
}

TEST(SpearRunGhost, ReplayingARunsLogDrawsItsPoseBitForBitUntilItsEnd) {
  for (Character c : kCharacters) {
    Game a;
    // Within its log's bytes: the player stops pressing at 90 s.
    const std::vector<Pose> poses = playRun(a, 12, c, 90);
    ASSERT_GT(poses.size(), 600u) << nameOf(c) << ": a run of some seconds";
    const GhostRun& run = a.lastRun();
    ASSERT_TRUE(run.valid());
    EXPECT_GT(run.count, 6);
    EXPECT_FALSE(run.full);
    EXPECT_EQ(run.course, 12u);
    EXPECT_EQ(run.endTick, tickAt(a.time())) << "ends where the run did";
    EXPECT_EQ(a.ghostsSet(), 1u) << "a first run with points is a new best";

    // A new game on another seed, given the ghost: it runs the ghost's
    // course, and a player pressing as before plays the same run beside it.
    Game b;
    b.reset(500);
    ASSERT_TRUE(b.setGhost(Record::Normal, encodeGhost(a.ghostOf(Record::Normal))));
    b.chooseCharacter(c);
    b.start();
    EXPECT_EQ(b.courseSeed(), 12u);
    ASSERT_NE(b.ghost(), nullptr);
    Player p(0.035f, 12);
    std::size_t i = 0;
    for (; b.state() == State::Running; ++i) {
      if (b.time() < 90) p.play(b);
      b.step(kStep);
      ASSERT_LT(i, poses.size());
      ASSERT_TRUE(samePose(poses[i], b.ghost()->runner())) << nameOf(c) << " step " << i;
      ASSERT_TRUE(samePose(poses[i], b.runner())) << nameOf(c) << " step " << i;
    }
    EXPECT_EQ(i, poses.size());
    EXPECT_EQ(b.score(), a.score()) << "the ghost breaks nothing and scores nothing";
    EXPECT_EQ(b.hits(), a.hits());
  }
}

// Without any presses, the ghost still plays its run's jumps and thrusts.
TEST(SpearRunGhost, TheGhostPlaysItsOwnPressesAndIsGoneWhereItsRunEnded) {
  Game a;
  playRun(a, 7, Character::Stickman);
  const GhostRun run = a.lastRun();
  Game b;
  ASSERT_TRUE(b.setGhost(Record::Normal, encodeGhost(run)));
  b.start();
  b.course().clear();  // nothing to crash into: the player outlives the ghost
  bool jumped = false, thrust = false;
  while (b.ghost()) {
    ASSERT_LE(tickAt(b.time()), run.endTick) << "shown only up to its end";
    b.step(kStep);
    if (!b.ghost()) break;
    jumped |= b.ghost()->runner().jumping();
    thrust |= b.ghost()->runner().thrusting();
    EXPECT_FALSE(b.runner().jumping());
  }
  EXPECT_TRUE(jumped);
  EXPECT_TRUE(thrust);
  EXPECT_EQ(tickAt(b.time()), run.endTick + 1) << "gone the step after its run's end";
  EXPECT_EQ(b.state(), State::Running);
  EXPECT_EQ(b.hits(), 0);
}

// The ghost changes nothing of the player's run: the same presses on the same
// course with and without a ghost give the same poses, obstacles and score.
TEST(SpearRunGhost, TheGhostNeverChangesThePlayersScoreOrCourse) {
  Game a;
  playRun(a, 31, Character::Rex);
  Game with, without;
  ASSERT_TRUE(with.setGhost(Record::Normal, encodeGhost(a.lastRun())));
  without.chooseGhost(false);
  with.reset(31);
  without.reset(31);
  with.start();
  without.start();
  ASSERT_NE(with.ghost(), nullptr);
  EXPECT_EQ(without.ghost(), nullptr);
  // A player who plays differently from the ghost: pressing on its own clock.
  for (int i = 0; i < 120 * 40 && without.state() == State::Running; ++i) {
    for (Game* g : {&with, &without}) {
      if (i % 97 == 10) g->jump();
      if (i % 97 == 30) g->releaseJump();
      if (i % 131 == 50) g->thrust();
      g->step(kStep);
    }
    ASSERT_TRUE(samePose(poseOf(without.runner()), with.runner())) << i;
    ASSERT_EQ(with.score(), without.score());
    ASSERT_EQ(with.course().size(), without.course().size());
    for (int k = 0; k < with.course().size(); ++k) {
      ASSERT_EQ(with.course().begin()[k].at, without.course().begin()[k].at);
      ASSERT_EQ(with.course().begin()[k].broken, without.course().begin()[k].broken);
    }
  }
  EXPECT_EQ(with.state(), without.state());
}

TEST(SpearRunGhost, TextRoundTripsAndIsCompact) {
  for (double cap : {60.0, 300.0}) {
    Game a;
    // A steady player that lasts: its presses, as many as a long run has.
    a.reset(3);
    a.start();
    Player p(0.0f, 3);
    while (a.state() == State::Running) {
      if (a.time() < cap) p.play(a);
      a.step(kStep);
    }
    ASSERT_GE(a.time(), cap) << "the perfect player lasts";
    const std::string text = encodeGhost(a.lastRun());
    std::cout << "a " << cap << " s run: " << a.lastRun().count << " presses, " << text.size() << " characters\n";
    EXPECT_LT(text.size(), cap < 100 ? 400u : 1600u);
    GhostRun back;
    ASSERT_TRUE(decodeGhost(text, back));
    EXPECT_EQ(encodeGhost(back), text);
    EXPECT_EQ(back.course, a.lastRun().course);
    EXPECT_EQ(back.score, a.lastRun().score);
    EXPECT_EQ(back.endTick, a.lastRun().endTick);
    EXPECT_EQ(back.count, a.lastRun().count);
    EXPECT_EQ(back.size, a.lastRun().size);
    EXPECT_EQ(std::memcmp(back.bytes, a.lastRun().bytes, static_cast<std::size_t>(back.size)), 0);
  }
}

// Past its byte cap a log keeps what it has: the ghost ends at its last press.
TEST(SpearRunGhost, AFullLogEndsAtItsLastPress) {
  GhostRun run;
  run.clear();
  std::uint32_t tick = 0;
  while (run.add(tick += 50, Press::Thrust)) {
  }
  EXPECT_TRUE(run.full);
  EXPECT_LE(run.size, kMaxPressBytes);
  run.end(tick + 1000, 40);
  EXPECT_EQ(run.endTick, run.lastTick);
  GhostRun back;
  EXPECT_TRUE(decodeGhost(encodeGhost(run), back));
}

TEST(SpearRunGhost, HostileTextsAreRefusedAndChangeNothing) {
  Game a;
  playRun(a, 5, Character::Stickman);
  const std::string good = encodeGhost(a.lastRun());
  Game g;
  ASSERT_TRUE(g.setGhost(Record::Normal, good));
  const std::vector<std::string> bad = {
      "",
      "!!!!",
      good + "=",
      good + "AAAA",
      good.substr(0, good.size() / 2),
      std::string(20000, 'A'),
      "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      base64url({2, 0, 5, 10, 100, 0}),                          // another version
      base64url({1, 7, 5, 10, 100, 0}),                          // no such character
      base64url({1, 0, 5, 10, 0, 0}),                            // ends before it starts
      base64url({1, 0, 5, 10, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0}), // an absurd end time
      base64url({1, 0, 5, 0xC0, 0x84, 0x3D, 100, 0}),            // a score past the highest
      base64url({1, 0, 5, 10, 100, 2, 4, 3}),                    // a press of no kind
      base64url({1, 0, 5, 10, 100, 1, 0xFC, 0x03}),              // a press after the end
      base64url({1, 0, 5, 10, 100, 3, 4}),                       // fewer presses than counted
      base64url({1, 0, 5, 10, 100, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F}),  // a huge count
  };
  for (const std::string& t : bad) {
    if (t.empty()) continue;  // "" forgets the ghost, by design (below)
    EXPECT_FALSE(g.setGhost(Record::Normal, t)) << t.substr(0, 60);
    EXPECT_FALSE(g.setChallenge(t)) << t.substr(0, 60);
    EXPECT_EQ(encodeGhost(g.ghostOf(Record::Normal)), good) << "unchanged by " << t.substr(0, 60);
    EXPECT_FALSE(g.challenge().valid());
  }
  for (std::size_t n = 1; n < good.size(); ++n) {
    GhostRun out;
    EXPECT_FALSE(decodeGhost(good.substr(0, n), out)) << "cut to " << n;
  }
  EXPECT_TRUE(g.setGhost(Record::Normal, ""));
  EXPECT_FALSE(g.ghostOf(Record::Normal).valid());
}

// With the ghost on, a run races the best on the best's course; off, the
// course moves on run by run as before.
TEST(SpearRunGhost, TheGhostChoosesTheCourseWhileOn) {
  Game g;
  g.reset(40);
  playRun(g, 40, Character::Stickman);
  ASSERT_TRUE(g.ghostOf(Record::Normal).valid());
  g.start();
  EXPECT_EQ(g.courseSeed(), 40u);
  EXPECT_NE(g.ghost(), nullptr);
  g.chooseGhost(false);
  EXPECT_EQ(g.ghost(), nullptr) << "hidden at once";
  while (g.state() == State::Running) g.step(kStep);
  g.start();
  EXPECT_EQ(g.courseSeed(), 42u) << "the seed's third run";
  // A challenge wins over the record's own ghost.
  Game other;
  playRun(other, 77, Character::Rex);
  g.chooseGhost(true);
  ASSERT_TRUE(g.setChallenge(encodeGhost(other.lastRun())));
  while (g.state() == State::Running) g.step(kStep);
  g.start();
  EXPECT_EQ(g.courseSeed(), 77u);
  EXPECT_EQ(g.challenge().score, other.score());
  // The day's course is everyone's: a ghost of another course is not shown.
  g.chooseDaily(20000);
  while (g.state() == State::Running) g.step(kStep);
  g.start();
  EXPECT_EQ(g.ghost(), nullptr);
}

// The scene draws the ghost in its own ink, G hides it and shows it again,
// the status line says what a run races, and nothing drawn is NaN.
TEST(SpearRunGhost, TheSceneDrawsTheGhostInItsInkAndGTogglesIt) {
  Game a;
  playRun(a, 9, Character::Stickman);
  const std::string text = encodeGhost(a.lastRun());
  auto s = findScene("spear-run")->make();
  EXPECT_EQ(std::string(s->text("ghost")), "");
  EXPECT_FALSE(s->setText("nothing", text));
  EXPECT_FALSE(s->setText("ghost", "not a ghost"));
  ASSERT_TRUE(s->setText("ghost", text));
  EXPECT_EQ(std::string(s->text("ghost")), text);
  EXPECT_NE(s->status().find("ghost races you"), std::string::npos) << s->status();
  s->key("Space", true);
  s->key("Space", false);
  s->buildPose(1.0f / 60);
  EXPECT_GT(ghostOps(*s), 5);
  for (std::size_t i = 0; i < s->drawList().size(); ++i) ASSERT_TRUE(std::isfinite(s->drawList().data()[i]));
  s->key("KeyG", true);
  s->key("KeyG", false);
  EXPECT_EQ(s->status(), "Ghost off: a new course each run.");
  s->buildPose(1.0f / 60);
  EXPECT_EQ(ghostOps(*s), 0);
  s->key("KeyG", true);
  s->key("KeyG", false);
  s->buildPose(1.0f / 60);
  EXPECT_GT(ghostOps(*s), 5);
  // A challenge names the score to beat.
  ASSERT_TRUE(s->setText("challenge", text));
  s->reset();
  char beat[64];
  std::snprintf(beat, sizeof beat, "Beat %d: their ghost runs with you.", a.score());
  EXPECT_NE(s->status().find(beat), std::string::npos) << s->status();
  s->buildPose(0);
  const std::string card(s->drawList().textData(), s->drawList().textSize());
  std::snprintf(beat, sizeof beat, "Beat %d: their ghost runs with you", a.score());
  EXPECT_NE(card.find(beat), std::string::npos) << "the start card says it too";
  EXPECT_NE(std::string(s->text("lastRun")), "") << "before a run, a link carries the best";
}

// A seek back into a run raced by a ghost shows that frame again, bit for bit.
TEST(SpearRunGhost, ASeekIntoARacedRunLandsExactly) {
  Game a;
  playRun(a, 1, Character::Stickman);
  TimedScene t(*findScene("spear-run"));
  ASSERT_TRUE(t.setText("ghost", encodeGhost(a.lastRun())));
  std::vector<float> shown;
  for (int f = 0; f < 600; ++f) {
    if (f % 45 == 0) t.key("Space", true);
    if (f % 45 == 7) t.key("Space", false);
    t.buildPose(1.0f / 60);
    if (f == 299) {
      ASSERT_GT(ghostOps(t.scene()), 5);
      shown.assign(t.scene().drawList().data(), t.scene().drawList().data() + t.scene().drawList().size());
    }
  }
  ASSERT_TRUE(t.seek(5.0));
  const DrawList& d = t.scene().drawList();
  ASSERT_EQ(d.size(), shown.size());
  EXPECT_EQ(std::memcmp(d.data(), shown.data(), shown.size() * sizeof(float)), 0);
}

}  // namespace
