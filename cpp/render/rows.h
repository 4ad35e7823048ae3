#pragma once

#include "render/draw_list.h"

namespace sm {

// Baselines of lines drawn one under another, top down: each where it is
// asked for, or a legible line's gap under the one before when a small stage
// draws them larger.
class Rows {
 public:
  explicit Rows(const DrawList& out) : gap_(out.minLineGap()) {}
  float at(float y) {
    last_ = y > last_ + gap_ ? y : last_ + gap_;
    return last_;
  }

 private:
  float gap_;
  float last_ = -1e9f;
};

}  // namespace sm
