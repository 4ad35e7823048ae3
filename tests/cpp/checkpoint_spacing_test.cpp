#include <gtest/gtest.h>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "scenes/registry.h"
#include "scenes/timed_scene.h"

namespace sm {
namespace {

// A seek replays at most one spacing of frames; at 10 minutes every scene's
// checkpoints are as close as the rule says and fit the memory cap.
TEST(CheckpointSpacing, EverySceneAt600sFollowsTheRule) {
  for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s) {
    TimedScene timed(*s);
    ASSERT_TRUE(timed.seek(600));
    const std::size_t bytes = timed.stateBytes();
    const long last = 600 * TimedScene::kFps;
    const long rule = TimedScene::plannedSpacing(bytes);
    EXPECT_EQ(timed.spacing(), rule) << s->id;
    // The seek bench looks for the worst case within 12 s before 600 s, in
    // the page's scenes (the crowd is a benchmark).
    if (s->listed) {
      EXPECT_LT(rule, 12 * TimedScene::kFps) << s->id;
    }
    ASSERT_GT(timed.checkpoints(), 0) << s->id;
    EXPECT_EQ(timed.checkpointFrame(0), 0) << s->id;
    for (int i = 1; i < timed.checkpoints(); ++i)
      EXPECT_LE(timed.checkpointFrame(i) - timed.checkpointFrame(i - 1), rule) << s->id;
    EXPECT_GE(timed.checkpointFrame(timed.checkpoints() - 1), last - rule + 1) << s->id;
    EXPECT_LE(timed.checkpoints(), TimedScene::maxCheckpoints(bytes)) << s->id;
    EXPECT_LE((timed.checkpoints() - 1) * bytes, TimedScene::kCheckpointBytes) << s->id;
    std::cout << s->id << ": " << bytes << " B state, " << timed.checkpoints() << " checkpoints every "
              << timed.spacing() << " frames, " << timed.checkpoints() * bytes / 1024 << " KiB\n";
  }
}

// A game racing a ghost holds a third runner: a stickman's keeps its
// checkpoints within the 12 s the seek bench searches; a rex's (its flesh is
// 11 KB of state) spaces them 14 s apart, within the rule all the same.
TEST(CheckpointSpacing, TheGameRacingAGhostFollowsTheRule) {
  for (float character : {0.0f, 1.0f}) {
    TimedScene source(*findScene("spear-run"));
    source.setParam("character", character);
    source.key("Space", true);
    ASSERT_TRUE(source.seek(20));
    const std::string ghost = source.scene().text("lastRun");  // a copy: the text lives until the next call
    ASSERT_NE(ghost, "");
    TimedScene timed(*findScene("spear-run"));
    timed.setParam("character", character);
    ASSERT_TRUE(timed.setText("ghost", ghost));
    timed.key("Space", true);
    ASSERT_TRUE(timed.seek(1));
    ASSERT_EQ(timed.scene().findParam("ghostRacing")->get(), 1);
    ASSERT_TRUE(timed.seek(600));
    const long rule = TimedScene::plannedSpacing(timed.stateBytes());
    EXPECT_LT(rule, (character > 0 ? 15 : 12) * TimedScene::kFps) << "character " << character;
    std::cout << "spear-run racing a ghost of character " << character << ": " << timed.stateBytes()
              << " B state, every " << rule << " frames\n";
  }
}

// Memory buys nearness: a second apart for a small state, further for a big one.
TEST(CheckpointSpacing, SpacingFollowsStateSize) {
  EXPECT_EQ(TimedScene::plannedSpacing(1), TimedScene::kFps);
  EXPECT_EQ(TimedScene::plannedSpacing(TimedScene::kCheckpointBytes), 600L * TimedScene::kFps);
  EXPECT_EQ(TimedScene::plannedSpacing(TimedScene::kCheckpointBytes / 300), 120);
  EXPECT_EQ(TimedScene::maxCheckpoints(TimedScene::kCheckpointBytes / 300), 301);
}

// Past the planned ten minutes the memory stays capped: the spacing doubles.
TEST(CheckpointSpacing, PastThePlannedSeekSpacingDoubles) {
  TimedScene timed(*findScene("walk-02"));
  ASSERT_TRUE(timed.seek(1800));
  const long planned = TimedScene::plannedSpacing(timed.stateBytes());
  EXPECT_EQ(timed.spacing(), 4 * planned);
  EXPECT_LE(timed.checkpoints(), TimedScene::maxCheckpoints(timed.stateBytes()));
}

// The start needs no checkpoint: a seek there gives their memory back, and
// so does deleting the scene.
TEST(CheckpointMemory, SeekToTheStartFreesEveryCheckpoint) {
  ASSERT_EQ(TimedScene::checkpointBytesInUse(), 0u);
  {
    TimedScene timed(*findScene("lab"));
    ASSERT_TRUE(timed.seek(3600));
    EXPECT_GT(timed.checkpoints(), 1);
    EXPECT_GT(TimedScene::checkpointBytesInUse(), 0u);
    EXPECT_LE(TimedScene::checkpointBytesInUse(), TimedScene::kCheckpointBytes + timed.stateBytes());
    ASSERT_TRUE(timed.seek(0));
    EXPECT_EQ(timed.checkpoints(), 0);
    EXPECT_EQ(TimedScene::checkpointBytesInUse(), 0u);
    ASSERT_TRUE(timed.seek(30));
    EXPECT_GT(TimedScene::checkpointBytesInUse(), 0u);
  }
  EXPECT_EQ(TimedScene::checkpointBytesInUse(), 0u);
}

// Scenes that together would pass the module's cap thin their own: the
// module's memory stays capped and every seek still lands where it should.
TEST(CheckpointMemory, ScenesShareTheModulesCap) {
  const SceneInfo& info = *findScene("walk-03");
  std::vector<std::unique_ptr<TimedScene>> scenes;
  const int n = static_cast<int>(TimedScene::kModuleCheckpointBytes / TimedScene::kCheckpointBytes) + 2;
  for (int i = 0; i < n; ++i) {
    scenes.push_back(std::make_unique<TimedScene>(info));
    ASSERT_TRUE(scenes.back()->seek(600));
    EXPECT_LE(TimedScene::checkpointBytesInUse(), TimedScene::kModuleCheckpointBytes);
  }
  EXPECT_GT(scenes.back()->spacing(), TimedScene::plannedSpacing(scenes.back()->stateBytes()));
  EXPECT_GE(scenes.back()->checkpoints(), 1);
  scenes.clear();
  EXPECT_EQ(TimedScene::checkpointBytesInUse(), 0u);
}

// A seek's work is its replayed frames times the figures simulated: a crowd
// of 3000 cannot be sent an hour on in one call (nothing changes), but goes
// there in steps each within the bound, and a count once reached is what a
// replay may meet again.
TEST(SeekWork, TooMuchWorkIsRefusedAndChangesNothing) {
  TimedScene timed(*findScene("crowd"));
  EXPECT_EQ(timed.seekWork(1.0), 61 * 100.0);
  EXPECT_EQ(timed.seekWork(-1), -1);
  EXPECT_EQ(timed.seekWork(TimedScene::kMaxSeek + 1), -1);
  ASSERT_EQ(timed.setParam("count", 5000), 3000);
  ASSERT_TRUE(timed.seek(1));
  EXPECT_GT(timed.seekWork(3600), TimedScene::kMaxSeekWork);
  EXPECT_FALSE(timed.seek(3600));
  EXPECT_EQ(timed.time(), 1);
  // Forward from here costs only the frames between.
  EXPECT_EQ(timed.seekWork(2), 61 * 3000.0);
  EXPECT_TRUE(timed.seek(2));
  timed.setParam("count", 1);
  EXPECT_EQ(timed.replayWeight(), 3000);
  // Every other scene goes anywhere in one call.
  for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s) {
    if (!s->listed) continue;
    TimedScene page(*s);
    EXPECT_LE(page.seekWork(TimedScene::kMaxSeek), TimedScene::kMaxSeekWork) << s->id;
  }
}

}  // namespace
}  // namespace sm
