#pragma once

#include "motion/timeline.h"

namespace sm::walk_cycle {

// What a scripted event does; its value is in the event.
enum Action : int { SetStepHz, SetStride, SetLegRatio, GazeTo, Turn, SlopeTo };

// What ←/→ and ↑/↓ change in a scene.
enum class Keys { StepHz, Stride, WalkerSpeed, LegRatio, None };

struct Script {
  const char* summary;  // the scene's idea in one sentence, for the status line
  const TimelineEvent* events;
  int eventCount;
  float lapSeconds;
  float restSeconds;  // the still frame: where a restart (and reduced motion) lands
  Keys leftRight;
  Keys upDown;
};

// number 1..9
const Script& script(int number);

}  // namespace sm::walk_cycle
