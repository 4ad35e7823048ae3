// A small canvas tells a crowded line in two rather than leave it out.
#include <gtest/gtest.h>

#include <string>

#include "render/draw_list.h"
#include "render/op_layout.h"

namespace sm {
namespace {

// A 100 x 100 view on a 200 x 200 px canvas: 2 px a unit, so a label of 3
// units (6 px) is raised to 12 px, 6 units.
DrawList small() {
  DrawList d;
  d.setFrame({200, 200});
  d.clear();
  d.view({50, 50}, 100, 100);
  return d;
}

TEST(LabelRoom, ALineWithNoRoomWholeIsToldInTwo) {
  DrawList d = small();
  // Raised labels down both sides of the view leave a gap in the middle
  // narrower than the line but wider than either half of it.
  for (float y = 4; y < 100; y += 7.5f) {
    d.text(Style::Muted, {0, y}, 3, -1, "MMMM");
    d.text(Style::Muted, {100, y}, 3, 1, "MMMM");
  }
  const std::size_t before = d.size();
  d.text(Style::Muted, {50, 50}, 3, 0, "a line that needs two");
  ASSERT_EQ(d.size() - before, 2 * fixedFloats(Op::Text));
  auto piece = [&](std::size_t at) {
    const float* t = d.data() + at;
    return std::string(d.textData() + static_cast<std::size_t>(t[6]), static_cast<std::size_t>(t[7]));
  };
  EXPECT_EQ(piece(before) + " " + piece(before + fixedFloats(Op::Text)), "a line that needs two");
  EXPECT_EQ(d.labelsDropped(), 0u);
}

}  // namespace
}  // namespace sm
