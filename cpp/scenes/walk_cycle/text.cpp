#include <cmath>

#include "motion/cold.h"
#include "scenes/walk_cycle/shell.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

// What ←/→ or ↑/↓ change, by Keys.
constexpr Binding kLeftRight[][2] = {
    {{{"ArrowLeft"}, SlowerSteps, "Slower steps", "\u2190 \u2192 step rate"}, {{"ArrowRight"}, FasterSteps, "Faster steps"}},
    {{{"ArrowLeft"}, NarrowerStride, "Narrower stride", "\u2190 \u2192 stride angle"},
     {{"ArrowRight"}, WiderStride, "Wider stride"}},
    {{{"ArrowLeft"}, WalkersSlower, "Walkers slower", "\u2190 \u2192 walkers slower / faster"},
     {{"ArrowRight"}, WalkersFaster, "Walkers faster"}},
};
constexpr Binding kUpDown[][2] = {
    {{{"ArrowDown"}, SlowerSteps, "Slower steps", "\u2191 \u2193 step rate"}, {{"ArrowUp"}, FasterSteps, "Faster steps"}},
    {{{"ArrowDown"}, ShorterShin, "Shorter shin", "\u2191 \u2193 leg ratio"}, {{"ArrowUp"}, LongerShin, "Longer shin"}},
};
constexpr Binding kShellKeys[] = {
    {{"KeyP", "Enter", "NumpadEnter", "Space"}, Pause, "Pause scene", "Enter, Space or P pause"},
    {{"KeyN"}, NextEvent, "Next event", "N next event"},
    {{"KeyR"}, Restart, "Restart", "R restart"},
};

}  // namespace

SM_COLD void WalkCycle::addKeys() {
  switch (script_.leftRight) {
    case Keys::Stride: bind(kLeftRight[1]); break;
    case Keys::WalkerSpeed: bind(kLeftRight[2]); break;
    default: bind(kLeftRight[0]); break;
  }
  if (script_.upDown == Keys::StepHz) bind(kUpDown[0]);
  if (script_.upDown == Keys::LegRatio) bind(kUpDown[1]);
  bind(kShellKeys);
  bindSolve();
}

void Lesson::stepRateNews(char* buf, std::size_t n) const {
  const Gait& g = walker().gait;
  sm::format(buf, n, "Step rate %.1f steps per second: ground speed %.1f px/s.", g.stepHz, groundV(g));
}

SM_COLD std::string WalkCycle::description() const {
  char values[240];
  lesson_->sentence(values, sizeof values);
  char buf[360];
  sm::format(buf, sizeof buf, "%s: a stick figure walking in place while the ground moves; %s.",
             info_.title, values);
  return buf;
}

SM_COLD std::string WalkCycle::status() const {
  char buf[360];
  const Walker* w = stage_.walkers;
  const Gait& g = w[0].gait;
  switch (changed_) {
    case Changed::Nothing:
      sm::format(buf, sizeof buf, "%s. %s", info_.title, script_.summary);
      break;
    case Changed::StepHz:
      lesson_->stepRateNews(buf, sizeof buf);
      break;
    case Changed::Stride:
      sm::format(buf, sizeof buf, "Stride angle %.0f degrees: steps of %.1f px, ground speed %.1f px/s.",
                 g.strideDeg, stepDist(g), groundV(g));
      break;
    case Changed::LegRatio:
      sm::format(buf, sizeof buf, "Leg ratio %.2f: thigh %.1f, shin %.1f; elbows bend up to %.1f degrees.",
                 g.legRatio, thighLength(g), shinLength(g), elbowMaxDeg(g));
      break;
    case Changed::WalkerSpeed:
      sm::format(buf, sizeof buf, "Walkers at %.2f times speed: %.2f, %.2f and %.2f steps per second.",
                 stage_.walkerSpeed, w[0].gait.stepHz, w[1].gait.stepHz, w[2].gait.stepHz);
      break;
    case Changed::Pause:
      sm::format(buf, sizeof buf, "%s", paused_ ? "Paused." : "Playing.");
      break;
    case Changed::Event:
      sm::format(buf, sizeof buf, "Next event: %s.", lastEvent_->label);
      break;
    case Changed::NoEvent:
      sm::format(buf, sizeof buf, "This scene has no scripted events.");
      break;
    case Changed::Restart:
      sm::format(buf, sizeof buf, "Restarted: the timeline plays from the start.");
      break;
  }
  std::string out = buf;
  // The walk goes on; only the scripted changes wait, so the value set stays.
  if (becameManual_) out += " Manual mode: the scripted changes wait, the walk goes on.";
  return out;
}

}  // namespace sm::walk_cycle
