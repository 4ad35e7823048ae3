#include "motion/timeline.h"

namespace sm {

const TimelineEvent* Timeline::due(float sceneT) {
  if (cursor_ >= count_ || events_[cursor_].t > sceneT) return nullptr;
  return &events_[cursor_++];
}

const TimelineEvent* Timeline::next() {
  if (count_ == 0) return nullptr;
  if (cursor_ >= count_) cursor_ = 0;
  return &events_[cursor_++];
}

}  // namespace sm
