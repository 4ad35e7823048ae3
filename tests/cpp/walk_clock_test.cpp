#include <gtest/gtest.h>

#include <cmath>

#include "motion/fixed_step_clock.h"
#include "motion/ring_history.h"
#include "motion/timeline.h"

namespace sm {
namespace {

TEST(FixedStepClock, OneStepPerSixtiethFrameNeverAStillFrame) {
  FixedStepClock c;
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(c.feed(1.0f / 60), 1) << "frame " << i;
}

TEST(FixedStepClock, ThirtyHertzFramesPayTwoSteps) {
  FixedStepClock c;
  int steps = 0;
  for (int i = 0; i < 30; ++i) steps += c.feed(1.0f / 30);
  EXPECT_EQ(steps, 60);
}

TEST(FixedStepClock, FrameDtIsCappedAtFiftyMilliseconds) {
  FixedStepClock c;
  EXPECT_EQ(c.feed(2.0f), 3);  // 0.05 s = 3 steps
  EXPECT_NEAR(c.pending(), 0, 1e-5f);
}

TEST(FixedStepClock, BadDtPaysNothing) {
  FixedStepClock c;
  EXPECT_EQ(c.feed(NAN), 0);
  EXPECT_EQ(c.feed(-1), 0);
  EXPECT_EQ(c.feed(INFINITY), 0);
  EXPECT_EQ(c.pending(), 0);
}

TEST(FixedStepClock, ResyncEmptiesTheAccumulatorAndDropsTheFirstDt) {
  FixedStepClock c;
  EXPECT_EQ(c.feed(0.01f), 0);
  EXPECT_GT(c.pending(), 0);
  c.resync();
  EXPECT_EQ(c.pending(), 0);
  EXPECT_EQ(c.feed(0.05f), 0) << "first dt after a stop is dropped";
  EXPECT_EQ(c.feed(1.0f / 60), 1);
}

constexpr TimelineEvent kEvents[] = {{1, 0, 10, "a"}, {2, 1, 20, "b"}};

TEST(Timeline, EventsFireInOrderWhenDue) {
  Timeline t(kEvents, 2, 5);
  EXPECT_EQ(t.due(0.5f), nullptr);
  const TimelineEvent* a = t.due(1.0f);
  ASSERT_NE(a, nullptr);
  EXPECT_STREQ(a->label, "a");
  EXPECT_EQ(t.due(1.5f), nullptr);
  EXPECT_STREQ(t.due(3.0f)->label, "b");
  EXPECT_EQ(t.due(4.0f), nullptr);
  t.restart();
  EXPECT_STREQ(t.due(9.0f)->label, "a");
}

TEST(Timeline, NextIgnoresTimeAndWraps) {
  Timeline t(kEvents, 2, 5);
  EXPECT_STREQ(t.next()->label, "a");
  EXPECT_STREQ(t.next()->label, "b");
  EXPECT_STREQ(t.next()->label, "a");
  Timeline empty;
  EXPECT_EQ(empty.next(), nullptr);
}

TEST(SceneClock, ManualModeStopsEventsAndLapsButNotTime) {
  SceneClock c(Timeline(kEvents, 2, 5));
  c.tick(1.5f);
  EXPECT_NE(c.due(), nullptr);
  c.setManual(true);
  c.tick(10);
  EXPECT_EQ(c.due(), nullptr);
  EXPECT_FALSE(c.lapOver());
  EXPECT_FLOAT_EQ(c.walkT(), 11.5f);
  c.setManual(false);
  EXPECT_TRUE(c.lapOver());
  c.restartLap();
  EXPECT_EQ(c.walkT(), 0);
  EXPECT_EQ(c.sceneT(), 0);
}

TEST(RingHistory, NewestFirstAndFillOldestFirst) {
  RingHistory<4> h;
  for (int i = 1; i <= 6; ++i) h.push(static_cast<float>(i));
  EXPECT_EQ(h.at(0), 6);
  EXPECT_EQ(h.at(3), 3);
  h.fill([](int i) { return static_cast<float>(10 * i); });
  for (int i = 0; i < 4; ++i) EXPECT_EQ(h.at(i), 10 * i);
}

}  // namespace
}  // namespace sm
