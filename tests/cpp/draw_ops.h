#pragma once

#include <gtest/gtest.h>

#include "render/draw_list.h"
#include "render/op_layout.h"

namespace sm {

// Calls f(op, style, at) for each command of d, stepping by the wire format's
// own table; a float that is no op code fails the test and ends the walk.
template <class F>
void forEachCommand(const DrawList& d, F f) {
  for (std::size_t i = 0; i < d.size();) {
    const std::size_t n = commandFloats(d.data(), i);
    if (n == 0) {
      ADD_FAILURE() << "unknown op " << d.data()[i] << " at " << i;
      return;
    }
    const auto op = static_cast<Op>(static_cast<int>(d.data()[i]));
    const auto style = op == Op::View ? Style::Ink : static_cast<Style>(static_cast<int>(d.data()[i + 1]));
    f(op, style, i);
    i += n;
  }
}

inline int countOps(const DrawList& d, Op want) {
  int n = 0;
  forEachCommand(d, [&](Op op, Style, std::size_t) { n += op == want; });
  return n;
}

// The floats of d's first `want` command (its op code first), or null.
inline const float* findOp(const DrawList& d, Op want) {
  const float* found = nullptr;
  forEachCommand(d, [&](Op op, Style, std::size_t at) {
    if (op == want && !found) found = d.data() + at;
  });
  return found;
}

}  // namespace sm
