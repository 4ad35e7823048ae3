#pragma once

#include "render/draw_list.h"

namespace sm {

// Baselines of lines drawn one under another, top down: each where it is
// asked for, or a legible line's gap under the one before when a small stage
// draws them larger. A drawing among them (a graph, a gauge) keeps half a
// line from the words above and below it, so larger words push it down
// rather than run into it.
class Rows {
 public:
  explicit Rows(const DrawList& out) : gap_(out.minLineGap()), min_(out.minText()) {}
  float at(float y) {
    last_ = y > last_ + gap_ ? y : last_ + gap_;
    return last_;
  }
  // The top of a drawing h tall asked to start at top.
  float block(float top, float h) {
    const float y = top > last_ + gap_ / 2 ? top : last_ + gap_ / 2;
    last_ = y + h - gap_ / 2;
    return y;
  }
  // Whether words ems wide at size fit in width as drawn (raised on a small stage).
  bool fits(float ems, float size, float width) const { return ems * (size > min_ ? size : min_) <= width; }
  float gap() const { return gap_; }

 private:
  float gap_, min_;
  float last_ = -1e9f;
};

}  // namespace sm
