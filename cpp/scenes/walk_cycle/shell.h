#pragma once

#include "motion/fixed_step_clock.h"
#include "motion/ring_history.h"
#include "motion/timeline.h"
#include "rigs/walker/rig.h"
#include "scenes/scene.h"
#include "scenes/walk_cycle/script.h"

namespace sm::walk_cycle {

constexpr int kMaxWalkers = 3;
constexpr float kViewW = 480, kViewH = 300;
// The panel each scene draws beside its walker.
constexpr Vec2 kPanelAt{262, 14}, kPanelSize{206, 224};
// 09's three walkers keep their own stride and rate.
struct LaneGait {
  float strideDeg, stepHz;
};
constexpr LaneGait kLockLanes[kMaxWalkers] = {{28, 1.6f}, {18, 2.0f}, {40, 1.2f}};
constexpr float kMismatch = 0.82f;  // 03: the lower walker's body speed share
constexpr float kSwayHz = 3.1f, kSwayPx = 3;

// What a walk scene's keys do.
enum KeyAction : int {
  SlowerSteps, FasterSteps, NarrowerStride, WiderStride, ShorterShin, LongerShin,
  WalkersSlower, WalkersFaster, Pause, NextEvent, Restart,
};

// What the last user action changed, for the status line.
enum class Changed { Nothing, StepHz, Stride, LegRatio, WalkerSpeed, Pause, Event, NoEvent, Restart };

// One walk-cycle scene. All nine share this class; the scene number picks the
// script, the walkers, the keys and the panel.
class WalkCycle final : public Scene {
 public:
  explicit WalkCycle(int number);

  int jointCount() const override { return walkerCount_ * walker::kJointCount; }
  const Vec2* joints() const override { return joints_; }
  const char* const* jointNames() const override;
  std::string status() const override;
  std::string description() const override;
  void reset() override;
  void resync() override { fixed_.resync(); }
  // The walk clock's own cap (0.05 s into its accumulator), not the default 1/30 s.
  float maxFrameDt() const override { return FixedStepClock::kMaxFeedDt; }

 protected:
  void act(int action) override;
  void advance(float dt) override;
  void step(float h) override;
  void draw(DrawList& out) const override;

 private:
  void addParams();
  void addKeys();
  void beginLap();
  void apply(const TimelineEvent& e);
  void update(float h);
  void afterAdvance();
  void prefillHistories();
  void gatherJoints();
  void setStepHz(float v);
  void setStride(float v);
  void setLegRatio(float v);
  void setWalkerSpeed(float v);
  void arrow(Keys what, int dir);
  void toManual();
  void syncGait();
  void refresh();
  void valueSentence(char* buf, int size) const;
  float laneSpeed(int i) const;  // screen px/s the ground of lane i moves back

  // Drawing (walk_cycle_draw.cpp).
  void drawGround(DrawList& out, int lane) const;
  void drawPanel(DrawList& out) const;
  void panelPhase(DrawList& out) const;
  void panelStance(DrawList& out) const;
  void panelStride(DrawList& out) const;
  void panelGaze(DrawList& out) const;
  void panelElbow(DrawList& out) const;
  void panelTwist(DrawList& out) const;
  void panelSlope(DrawList& out) const;
  void panelArc(DrawList& out) const;
  void panelLock(DrawList& out) const;

  const int number_;
  const Script& script_;
  const char* title_;  // the registry's, so the tab and the status agree
  FixedStepClock fixed_;
  SceneClock clock_;
  walker::Gait gait_;  // the scene's gait (07: its base rate before the slope)
  walker::Walker walkers_[kMaxWalkers];
  int walkerCount_ = 1;
  double groundOffset_[kMaxWalkers] = {};
  float walkerSpeed_ = 1;  // 09: the three rates scaled by this
  bool paused_ = false;
  int lap_ = 0;
  Changed changed_ = Changed::Nothing;
  bool becameManual_ = false;
  const TimelineEvent* lastEvent_ = nullptr;

  // 01
  int seamJumps_ = 0;
  float lastSine_[2] = {0, 0};
  RingHistory<120> stepsHist_;
  // 03
  struct Trail {
    double from = 0, to = 0;  // ground coordinates of a foot's slide
  };
  static constexpr int kTrails = 8;
  Trail trails_[kTrails];
  int trailAt_ = 0;
  int openTrail_[2] = {-1, -1};
  // 04
  float gazeX_ = 320, gazeFrom_ = 320, gazeTo_ = 320, gazeStart_ = -1;
  float eyeLo_ = 0, eyeHi_ = 0, hipLo_ = 0, hipHi_ = 0;
  float eyeAmp_ = 0, hipBob_ = 0;
  float lastPhase_ = 0;
  RingHistory<150> eyeHist_, hipHist_;
  // 06
  RingHistory<150> hipTwistHist_, shoulderTwistHist_;
  // 07
  float slopeNow_ = 0, slopeTarget_ = 0;
  // 08
  int swingFrames_ = 0, scuffFramesRaw_ = 0, scuffFramesFix_ = 0;
  // The 100-sample shares change only with the gait: kept, not redone each frame.
  float scuffRaw_ = 0, scuffFix_ = 0, scuffStepHz_ = -1, scuffLegPx_ = -1;
  // 09
  float maxSlip_ = 0, footSlip_ = 0;
  double lastGroundX_[kMaxWalkers][2] = {};
  bool wasPlanted_[kMaxWalkers][2] = {};

  Vec2 joints_[kMaxWalkers * walker::kJointCount];
};

}  // namespace sm::walk_cycle
