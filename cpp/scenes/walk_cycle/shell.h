#pragma once

#include <memory>

#include "motion/fixed_step_clock.h"
#include "motion/timeline.h"
#include "scenes/scene.h"
#include "scenes/walk_cycle/lesson.h"

namespace sm::walk_cycle {

// What a walk scene's keys do.
enum KeyAction : int {
  SlowerSteps, FasterSteps, NarrowerStride, WiderStride, ShorterShin, LongerShin,
  WalkersSlower, WalkersFaster, Pause, NextEvent, Restart,
};

// What the last user action changed, for the status line.
enum class Changed { Nothing, StepHz, Stride, LegRatio, WalkerSpeed, Pause, Event, NoEvent, Restart };

// One walk-cycle scene: a lesson on the shared walker, played by one walk
// clock. The shell owns time, the keys and the gait the page sets; the
// lesson owns its walkers' placement, its state, its panel and its words.
class WalkCycle final : public Scene, private Readouts {
 public:
  WalkCycle(const LessonInfo& info, std::unique_ptr<Lesson> lesson);

  int jointCount() const override { return stage_.count * walker::kJointCount; }
  const Vec2* joints() const override { return joints_; }
  const char* const* jointNames() const override;
  std::string status() const override;
  std::string description() const override;
  void reset() override;
  // The walk clock's own cap (0.05 s into its accumulator), not the default 1/30 s.
  float maxFrameDt() const override { return FixedStepClock::kMaxFeedDt; }
  // Upright, the walkers stand over their panel (stack.h).
  bool tallFrame() const override { return true; }
  // The walkers and their ground, for checks that need more than the joints.
  const Stage& stage() const { return stage_; }

 protected:
  void act(int action) override;
  void advance(float dt) override;
  void discardPending() override { fixed_.reset(); }
  void step(float h) override;
  void draw(DrawList& out) const override;

 private:
  void add(const char* name, Callback<float()> get) override { addParam(name, get); }
  void addParams();
  void addKeys();
  void playToRest();
  void beginLap();
  void apply(const TimelineEvent& e);
  void gatherJoints();
  [[gnu::noinline]] void set(float& value, float v, float lo, float hi, Changed what);
  void setStepHz(float v);
  void setStride(float v);
  void setLegRatio(float v);
  void setWalkerSpeed(float v);
  void arrow(Keys what, int dir);
  void toManual();
  void syncGait() { lesson_->syncGait(); }
  void refresh();
  float laneSpeed(int i) const;  // screen px/s the ground of lane i moves back
  void drawStacked(DrawList& out) const;
  void drawInBand(DrawList& out, Rect band) const;
  void drawBesideWords(DrawList& out) const;
  bool walkerBesidePanel() const;
  // Not inlined: each layout (beside, around, stacked) draws them, and the
  // wasm would pay for a copy in each.
  [[gnu::noinline]] void drawWalkersIn(DrawList& out, Rect p, Rect a, int parts) const;
  [[gnu::noinline]] void drawWalkers(DrawList& out) const;
  [[gnu::noinline]] void drawSolve(DrawList& out) const;
  float walkerLeft(const DrawList& out) const;
  [[gnu::noinline]] void drawShellLabels(DrawList& out, Vec2 pausedAt) const;
  void drawTimeline(DrawList& out) const;

  const LessonInfo& info_;
  std::unique_ptr<Lesson> lesson_;
  const Script& script_;
  FixedStepClock fixed_;
  SceneClock clock_;
  Stage stage_;
  bool paused_ = false;
  int lap_ = 0;
  Changed changed_ = Changed::Nothing;
  bool becameManual_ = false;
  const TimelineEvent* lastEvent_ = nullptr;
  Vec2 joints_[kMaxWalkers * walker::kJointCount];
  float lapPhase_[kMaxWalkers] = {};  // steps into the cycle each walker starts a lap at
};

}  // namespace sm::walk_cycle
