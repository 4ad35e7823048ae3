#pragma once

#include "render/draw_list.h"
#include "render/frame.h"
#include "render/op_layout.h"

namespace sm {

// Stage sizes in CSS px: a 358 px wide phone's, the site page's on a 390x844
// phone (portrait) and on an 844x390 one (landscape), and the desktop.
inline constexpr Frame kTestFrames[] = {{358, 201}, {372, 208}, {483, 271}, {894, 503}};

// Calls f(size in CSS px, x, y, align, text, length) for each label of d, at the scale
// the page's renderer gives the view it is drawn in (render/frame.h viewScale).
template <class F>
void forEachLabel(const DrawList& d, Frame frame, F f) {
  float scale = 1;
  for (std::size_t i = 0; i < d.size();) {
    const std::size_t n = commandFloats(d.data(), i);
    if (n == 0) return;
    const float* c = d.data() + i;
    if (c[0] == static_cast<float>(Op::View)) scale = viewScale(c[3], c[4], frame);
    if (c[0] == static_cast<float>(Op::Text))
      f(c[2] * scale, c[4], c[5], static_cast<int>(c[3]), d.textData() + static_cast<std::size_t>(c[6]),
        static_cast<std::size_t>(c[7]));
    i += n;
  }
}

}  // namespace sm
