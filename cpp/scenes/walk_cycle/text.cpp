#include <cmath>
#include <cstdio>

#include "scenes/walk_cycle/shell.h"

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

void WalkCycle::addKeys() {
  switch (script_.leftRight) {
    case Keys::Stride: bind(kLeftRight[1]); break;
    case Keys::WalkerSpeed: bind(kLeftRight[2]); break;
    default: bind(kLeftRight[0]); break;
  }
  if (script_.upDown == Keys::StepHz) bind(kUpDown[0]);
  if (script_.upDown == Keys::LegRatio) bind(kUpDown[1]);
  bind(kShellKeys);
}

// The scene's main values in one sentence.
void WalkCycle::valueSentence(char* buf, int size) const {
  const auto n = static_cast<std::size_t>(size);
  const Walker& w = walkers_[0];
  const Gait& g = w.gait;
  const float ph = w.legPhase(kNear);
  switch (number_) {
    case 1:
      std::snprintf(buf, n,
                    "both legs run from one phase, the right half a step behind, at %.1f steps per "
                    "second; cycle phase %.2f of 2; %d seam jumps",
                    g.stepHz, std::fmod(w.steps(), 2.0f), seamJumps_);
      break;
    case 2:
      std::snprintf(buf, n, "the near foot is in the %s phase with the ankle rolled %.0f degrees",
                    stancePhaseName(stancePhase(ph)), w.rollDeg(kNear));
      break;
    case 3:
      std::snprintf(buf, n,
                    "stride angle %.0f degrees gives steps of %.1f px and a ground speed of %.1f px/s; "
                    "below, a body at %.1f px/s drags its planted foot %.1f px/s",
                    g.strideDeg, stepDist(g), groundV(g), kMismatch * groundV(g), (1 - kMismatch) * groundV(g));
      break;
    case 4:
      std::snprintf(buf, n,
                    "the hips bob %.1f px while the eyes move %.1f px; the gaze is at x %.0f and the "
                    "walker faces %s",
                    hipBob_, eyeAmp_, gazeX_, w.facing > 0 ? "right" : "left");
      break;
    case 5:
      std::snprintf(buf, n,
                    "the shoulders swing up to %.1f degrees and the elbows bend up to %.1f degrees at "
                    "leg ratio %.2f",
                    g.strideDeg * 0.6f, elbowMaxDeg(g), g.legRatio);
      break;
    case 6:
      std::snprintf(buf, n,
                    "at %.1f steps per second the pelvis turns up to %.1f degrees and the shoulders "
                    "%.1f degrees the other way",
                    g.stepHz, twistAmpDeg(g), 1.2f * twistAmpDeg(g));
      break;
    case 7: {
      const float lean = slopeLeanDeg(slopeNow_);
      std::snprintf(buf, n, "on a %.0f degree %s the body leans %.1f degrees %s at %.2f steps per second",
                    std::fabs(slopeNow_), slopeNow_ < 0 ? "downhill" : "uphill", std::fabs(lean),
                    lean < 0 ? "forward" : "back", g.stepHz);
      break;
    }
    case 8:
      std::snprintf(buf, n,
                    "swing clearance at least %.1f px; the raw arc is within 4 px of the floor for %.0f%% "
                    "of the swing, the corrected one for %.0f%%",
                    minArc(g), scuffRaw_, scuffFix_);
      break;
    default: {
      const Gait& a = walkers_[0].gait;
      const Gait& b = walkers_[1].gait;
      const Gait& c = walkers_[2].gait;
      std::snprintf(buf, n,
                    "three walkers step %.1f, %.1f and %.1f px at %.1f, %.1f and %.1f px/s; their planted "
                    "feet stay put while the bodies sway",
                    stepDist(a), stepDist(b), stepDist(c), groundV(a), groundV(b), groundV(c));
      break;
    }
  }
}

std::string WalkCycle::description() const {
  char values[240];
  valueSentence(values, sizeof values);
  char buf[360];
  std::snprintf(buf, sizeof buf, "%s: a stick figure walking in place while the ground moves; %s.",
                title_, values);
  return buf;
}

std::string WalkCycle::status() const {
  char buf[360];
  const Gait& g = walkers_[0].gait;
  switch (changed_) {
    case Changed::Nothing:
      std::snprintf(buf, sizeof buf, "%s. %s", title_, script_.summary);
      break;
    case Changed::StepHz:
      if (number_ == 7)
        std::snprintf(buf, sizeof buf, "Base step rate %.1f steps per second; on this slope %.2f.",
                      gait_.stepHz, g.stepHz);
      else
        std::snprintf(buf, sizeof buf, "Step rate %.1f steps per second: ground speed %.1f px/s.", g.stepHz,
                      groundV(g));
      break;
    case Changed::Stride:
      std::snprintf(buf, sizeof buf, "Stride angle %.0f degrees: steps of %.1f px, ground speed %.1f px/s.",
                    g.strideDeg, stepDist(g), groundV(g));
      break;
    case Changed::LegRatio:
      std::snprintf(buf, sizeof buf, "Leg ratio %.2f: thigh %.1f, shin %.1f; elbows bend up to %.1f degrees.",
                    g.legRatio, thighLength(g), shinLength(g), elbowMaxDeg(g));
      break;
    case Changed::WalkerSpeed:
      std::snprintf(buf, sizeof buf, "Walkers at %.2f times speed: %.2f, %.2f and %.2f steps per second.",
                    walkerSpeed_, walkers_[0].gait.stepHz, walkers_[1].gait.stepHz, walkers_[2].gait.stepHz);
      break;
    case Changed::Pause:
      std::snprintf(buf, sizeof buf, "%s", paused_ ? "Paused." : "Playing.");
      break;
    case Changed::Event:
      std::snprintf(buf, sizeof buf, "Next event: %s.", lastEvent_->label);
      break;
    case Changed::NoEvent:
      std::snprintf(buf, sizeof buf, "This scene has no scripted events.");
      break;
    case Changed::Restart:
      std::snprintf(buf, sizeof buf, "Restarted: the timeline plays from the start.");
      break;
  }
  std::string out = buf;
  if (becameManual_) out += " Manual mode: the timeline is stopped.";
  return out;
}

}  // namespace sm::walk_cycle
