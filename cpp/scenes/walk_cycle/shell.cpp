#include "scenes/walk_cycle/shell.h"

#include <cmath>

#include "motion/cold.h"
#include "motion/scalar.h"
#include "scenes/walk_cycle/walk_cycle.h"
#include "text/format.h"

namespace sm {

namespace walk_cycle {

using namespace walker;

namespace {

constexpr float kStepHzKey = 0.4f, kStrideKey = 2, kLegRatioKey = 0.02f;
constexpr float kSpeedUp = 1.15f, kSlowDown = 0.87f;
// How far (stage units) a drag on the stage goes for one arrow key's step of
// the value that key sets (web/drag/values.js): a stride step moves the front
// foot about a third of it, so the value keeps pace with a hand, not a pixel.
constexpr float kDragPerStep = 6;
// Lanes: the rates (1.2 to 2.0 steps per second) keep their proportions
// inside the gait's limits.
constexpr float kMinWalkerSpeed = kMinStepHz / 1.2f, kMaxWalkerSpeed = kMaxStepHz / 2.0f;

float roundTo(float v, float unit) { return std::round(v / unit) * unit; }

// Joint names of up to three walkers, the second and third suffixed.
const char* const* walkerJointNames() {
  static const char* names[kMaxWalkers * kJointCount];
  static char storage[kMaxWalkers * kJointCount][24];
  static const bool filled = [] {
    for (int w = 0; w < kMaxWalkers; ++w)
      for (int j = 0; j < kJointCount; ++j) {
        char* s = storage[w * kJointCount + j];
        if (w == 0)
          sm::format(s, sizeof storage[0], "%s", kJointNames[j]);
        else
          sm::format(s, sizeof storage[0], "%s%d", kJointNames[j], w + 1);
        names[w * kJointCount + j] = s;
      }
    return true;
  }();
  (void)filled;
  return names;
}

}  // namespace

SM_COLD WalkCycle::WalkCycle(const LessonInfo& info, std::unique_ptr<Lesson> lesson)
    : info_(info),
      lesson_(std::move(lesson)),
      script_(lesson_->script()),
      clock_(Timeline(script_.events, script_.eventCount, script_.lapSeconds)) {
  stage_.clock = &clock_;
  lesson_->attach(stage_, info.title);
  lesson_->place(stage_);
  addParams();
  lesson_->addReadouts(*this);
  addKeys();
  reset();
}

const char* const* WalkCycle::jointNames() const { return walkerJointNames(); }

SM_COLD void WalkCycle::addParams() {
  static constexpr ReadRow<WalkCycle> kReads[] = {
      {"walkT", [](const WalkCycle& s) { return s.clock_.walkT(); }},
      {"sceneT", [](const WalkCycle& s) { return s.clock_.sceneT(); }},
      {"lap", [](const WalkCycle& s) { return static_cast<float>(s.lap_); }},
      {"manual", [](const WalkCycle& s) { return s.clock_.manual() ? 1.0f : 0.0f; }},
      {"paused", [](const WalkCycle& s) { return s.paused_ ? 1.0f : 0.0f; }},
      {"legPhase", [](const WalkCycle& s) { return s.stage_.walkers[0].legPhase(kNear); }},
      {"cyclePhase", [](const WalkCycle& s) { return fmod(s.stage_.walkers[0].steps(), 2.0f); }},
      {"groundOffset", [](const WalkCycle& s) { return static_cast<float>(s.stage_.groundOffset[0]); }},
      {"stepDist", [](const WalkCycle& s) { return stepDist(s.stage_.walkers[0].gait); }},
      {"groundV", [](const WalkCycle& s) { return groundV(s.stage_.walkers[0].gait); }},
      {"hipHeight", [](const WalkCycle& s) { return s.stage_.walkers[0].hipHeightNow(); }},
      {"thigh", [](const WalkCycle& s) { return thighLength(s.stage_.walkers[0].gait); }},
      {"shin", [](const WalkCycle& s) { return shinLength(s.stage_.walkers[0].gait); }},
      {"stepDx", [](const WalkCycle&) { return kDragPerStep; }},
  };
  addReads(*this, kReads);
  // The settings: each row is there in the tunings `in` names, and set in
  // those `set` names (read-only in the others). In one loop, as the reads.
  using Get = float (*)(const WalkCycle&);
  using Set = float (*)(WalkCycle&, float);
  struct SetRow {
    const char* name;
    unsigned char in, set;
    Get get;
    Set put;
  };
  constexpr unsigned char kGait = 1, kSlope = 2, kLanes = 4, kAll = 7;
  static constexpr Set kRate = [](WalkCycle& s, float v) {
    s.setStepHz(v);
    return s.stage_.gait.stepHz;
  };
  static constexpr SetRow kSets[] = {
      {"stepHz", kAll, kGait, [](const WalkCycle& s) { return s.stage_.walkers[0].gait.stepHz; }, kRate},
      {"baseStepHz", kSlope, kAll, [](const WalkCycle& s) { return s.stage_.gait.stepHz; }, kRate},
      {"walkerSpeed", kLanes, kAll, [](const WalkCycle& s) { return s.stage_.walkerSpeed; },
       [](WalkCycle& s, float v) {
         s.setWalkerSpeed(v);
         return s.stage_.walkerSpeed;
       }},
      {"strideDeg", kLanes, 0, [](const WalkCycle& s) { return s.stage_.walkers[0].gait.strideDeg; }, nullptr},
      {"strideDeg", kGait | kSlope, kAll, [](const WalkCycle& s) { return s.stage_.gait.strideDeg; },
       [](WalkCycle& s, float v) {
         s.setStride(v);
         return s.stage_.gait.strideDeg;
       }},
      {"legRatio", kLanes, 0, [](const WalkCycle& s) { return s.stage_.walkers[0].gait.legRatio; }, nullptr},
      {"legRatio", kGait | kSlope, kAll, [](const WalkCycle& s) { return s.stage_.gait.legRatio; },
       [](WalkCycle& s, float v) {
         s.setLegRatio(v);
         return s.stage_.gait.legRatio;
       }},
  };
  const unsigned char tuning = 1 << static_cast<int>(script_.tuning);
  for (const SetRow& r : kSets) {
    if (!(r.in & tuning)) continue;
    Callback<float(float)> set;
    if (r.set & tuning) set = [this, put = r.put](float v) { return put(*this, v); };
    addParam(r.name, [this, get = r.get] { return get(*this); }, set);
  }
}

// ---- clocks ---------------------------------------------------------------

// The still frame (reduced motion shows only it) is the article's standing
// pose at the rest time: each walker starts its laps as far into a step as
// lands it then with its far foot at mid-stance, under the hips, and the near
// one passing it, and stands there; playing walks on from it.
SM_COLD void WalkCycle::reset() {
  constexpr float kSameStep = 1e-3f;  // off the rest phase by less than this: already there
  const float restSteps = 0.5f + Gait{}.contactShare / 2;
  for (float& p : lapPhase_) p = 0;
  playToRest();
  for (int i = 0; i < stage_.count; ++i) {
    // The nearest such moment. A walker already there keeps its phase: 01
    // rests where its legs are the article's formula of walkT itself.
    const float d = restSteps - stage_.walkers[i].steps();
    float off = d - std::round(d);
    if (std::fabs(off) < kSameStep) off = 0;
    lapPhase_[i] = off < 0 ? off + 2 : off;
  }
  playToRest();
  for (int i = 0; i < stage_.count; ++i) stage_.walkers[i].stand();
  gatherJoints();
  changed_ = Changed::Nothing;
  becameManual_ = false;
  lastEvent_ = nullptr;
}

SM_COLD void WalkCycle::playToRest() {
  lap_ = 0;
  paused_ = false;
  clock_.setManual(false);
  fixed_.reset();
  stage_.gait = Gait{};
  stage_.walkerSpeed = 1;
  lesson_->reset();
  beginLap();
  while (clock_.sceneT() < script_.restSeconds - 1e-4f) step(FixedStepClock::kStep);
}

// A restart puts everything back. A lap that wraps walks on from where it
// is, so nothing jumps there; a walker that ends the lap where it started
// (the scripts are timed so, in whole steps) is set exactly there, so every
// lap replays.
void WalkCycle::beginLap() {
  constexpr float kOnStep = 0.05f;  // steps off a step's start that still count as on it
  clock_.restartLap();
  stage_.gait = Gait{};
  stage_.walkerSpeed = 1;
  const bool restart = lap_ == 0;
  for (int i = 0; restart && i < stage_.count; ++i) {
    stage_.walkers[i].facing = 1;
    stage_.walkers[i].sway = 0;
    stage_.groundOffset[i] = 0;
  }
  lesson_->beginLap();
  while (const TimelineEvent* e = clock_.due()) apply(*e);
  syncGait();
  for (int i = 0; i < stage_.count; ++i) {
    Walker& w = stage_.walkers[i];
    const float onStep = std::round(w.steps() - lapPhase_[i]);
    if (restart) w.reset(lapPhase_[i]);
    else if (std::fabs(w.steps() - lapPhase_[i] - onStep) < kOnStep) w.reset(fmod(lapPhase_[i] + onStep, 2.0f));
    else w.solve();
  }
  lesson_->afterLapStart();
  if (restart) lesson_->afterRestart();
  gatherJoints();
}

void WalkCycle::advance(float dt) {
  for (int n = fixed_.feed(dt); n > 0; --n) step(FixedStepClock::kStep);
}

void WalkCycle::step(float h) {
  if (paused_) return;
  clock_.tick(h);
  while (const TimelineEvent* e = clock_.due()) apply(*e);
  lesson_->beforeStep(h);
  syncGait();
  for (int i = 0; i < stage_.count; ++i) {
    stage_.walkers[i].advance(h);
    stage_.groundOffset[i] += static_cast<double>(stage_.walkers[i].facing * laneSpeed(i) * h);
  }
  lesson_->afterStep();
  if (clock_.lapOver()) {
    ++lap_;
    beginLap();
  }
  gatherJoints();
}

void WalkCycle::apply(const TimelineEvent& e) {
  Gait& g = stage_.gait;
  switch (e.action) {
    case SetStepHz: g.stepHz = clamp(e.value, kMinStepHz, kMaxStepHz); break;
    case SetStride: g.strideDeg = clamp(e.value, kMinStrideDeg, kMaxStrideDeg); break;
    case SetLegRatio: g.legRatio = clamp(e.value, kMinLegRatio, kMaxLegRatio); break;
    default: lesson_->apply(e); break;
  }
  syncGait();
}

float WalkCycle::laneSpeed(int i) const {
  const Walker& w = stage_.walkers[i];
  return groundV(w.gait) * w.scale * lesson_->bodyShare(i);
}

void WalkCycle::gatherJoints() {
  lesson_->aim();
  for (int i = 0; i < stage_.count; ++i)
    for (int j = 0; j < kJointCount; ++j) joints_[i * kJointCount + j] = stage_.walkers[i][j];
}

// ---- input ------------------------------------------------------------------

void WalkCycle::toManual() {
  if (!clock_.manual()) becameManual_ = true;
  clock_.setManual(true);
}

void WalkCycle::refresh() {
  syncGait();
  for (int i = 0; i < stage_.count; ++i) stage_.walkers[i].solve();
  gatherJoints();
}

// A value the page or a key sets: kept in its range, and the scene held
// there (manual) with its walkers solved anew; a value not finite changes nothing.
void WalkCycle::set(float& value, float v, float lo, float hi, Changed what) {
  if (!std::isfinite(v)) return;
  value = clamp(v, lo, hi);
  changed_ = what;
  toManual();
  refresh();
}

void WalkCycle::setStepHz(float v) { set(stage_.gait.stepHz, v, kMinStepHz, kMaxStepHz, Changed::StepHz); }
void WalkCycle::setStride(float v) { set(stage_.gait.strideDeg, v, kMinStrideDeg, kMaxStrideDeg, Changed::Stride); }
void WalkCycle::setLegRatio(float v) { set(stage_.gait.legRatio, v, kMinLegRatio, kMaxLegRatio, Changed::LegRatio); }
void WalkCycle::setWalkerSpeed(float v) {
  set(stage_.walkerSpeed, v, kMinWalkerSpeed, kMaxWalkerSpeed, Changed::WalkerSpeed);
}

void WalkCycle::arrow(Keys what, int dir) {
  const Gait& g = stage_.gait;
  const auto d = static_cast<float>(dir);
  switch (what) {
    case Keys::StepHz:
      setStepHz(roundTo(g.stepHz + kStepHzKey * d, 0.1f));
      break;
    case Keys::Stride:
      setStride(roundTo(g.strideDeg + kStrideKey * d, 1));
      break;
    case Keys::LegRatio:
      setLegRatio(roundTo(g.legRatio + kLegRatioKey * d, 0.01f));
      break;
    case Keys::WalkerSpeed:
      setWalkerSpeed(stage_.walkerSpeed * (dir > 0 ? kSpeedUp : kSlowDown));
      break;
    case Keys::None: break;
  }
}

SM_COLD void WalkCycle::act(int action) {
  becameManual_ = false;
  // The arrow actions come in (less, more) pairs, in this order.
  constexpr Keys kPairs[] = {Keys::StepHz, Keys::Stride, Keys::LegRatio, Keys::WalkerSpeed};
  if (action < Pause) {
    arrow(kPairs[action / 2], action % 2 ? 1 : -1);
  } else if (action == Pause) {
    paused_ = !paused_;
    toManual();
    changed_ = Changed::Pause;
  } else if (action == NextEvent) {
    toManual();
    lastEvent_ = clock_.timeline().next();
    if (lastEvent_) apply(*lastEvent_);
    refresh();
    changed_ = lastEvent_ ? Changed::Event : Changed::NoEvent;
  } else {
    reset();
    changed_ = Changed::Restart;
  }
}

}  // namespace walk_cycle

int walkLessonCount() { return walk_cycle::kLessonCount; }
const char* walkLessonId(int index) { return walk_cycle::kLessons[index].id; }
const char* walkLessonTitle(int index) { return walk_cycle::kLessons[index].title; }

std::unique_ptr<Scene> makeWalkLesson(int index) {
  using namespace walk_cycle;
  const int i = index < 0 ? 0 : (index >= kLessonCount ? kLessonCount - 1 : index);
  return std::make_unique<WalkCycle>(kLessons[i], kLessons[i].make());
}

std::unique_ptr<Scene> makeWalkCycle(int number) { return makeWalkLesson(number - 1); }

}  // namespace sm
