#include <gtest/gtest.h>

#include <iostream>

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

}  // namespace
}  // namespace sm
