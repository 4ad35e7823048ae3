#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

#include "render/draw_list.h"
#include "render/op_layout.h"

namespace sm {
namespace {

// Each recorder writes exactly as many floats as the layout table says, so a
// reader that steps by the table (the tests, the page) never loses its place.
TEST(OpLayout, EveryRecorderWritesItsTableLength) {
  DrawList d;
  const Vec2 pts[3] = {{0, 0}, {1, 1}, {2, 0}};
  std::set<int> seen;
  auto check = [&](auto record) {
    const std::size_t before = d.size();
    record();
    ASSERT_GT(d.size(), before);
    EXPECT_EQ(d.size() - before, commandFloats(d.data(), before)) << "op " << d.data()[before];
    seen.insert(static_cast<int>(d.data()[before]));
  };
  check([&] { d.view({1, 2}, 3, 4); });
  check([&] { d.limb(Style::Ink, {0, 0}, {1, 1}, {2, 2}, 3, 2); });
  check([&] { d.circle(Style::Ink, {0, 0}, 1, true); });
  check([&] { d.line(Style::Ink, {0, 0}, {1, 1}, 2); });
  check([&] { d.poly(Style::Ink, pts, 3, 0, 1); });
  check([&] { d.dots(Style::Ground, 1, 2, 0, 1, 0, 10); });
  check([&] { d.rect(Style::Paper, {0, 0}, {2, 2}, true); });
  check([&] { d.text(Style::Muted, {0, 0}, 10, -1, "hi"); });
  check([&] { d.textf(Style::Muted, {0, 0}, 10, 1, "%d", 7); });
  check([&] { d.ellipse(Style::Ink, {0, 0}, 2, 1, 0.5f, false); });
  check([&] { d.layer(); });
  check([&] { d.pane({10, 20, 110, 220}); });
  EXPECT_EQ(seen.size(), kOpCount) << "one recorder per op in the table";
}

// A pane is recorded as fractions of the frame; the views after it are
// fitted to it, and a raised label stays inside it.
TEST(DrawListPane, ViewsFitThePaneAndRaisedLabelsStayInIt) {
  DrawList d;
  d.setFrame({400, 600});
  d.clear();
  d.pane({0, 400, 400, 600});
  const float* p = d.data();
  EXPECT_EQ(p[0], static_cast<float>(Op::Pane));
  EXPECT_FLOAT_EQ(p[1], 0);
  EXPECT_FLOAT_EQ(p[2], 400.0f / 600);
  EXPECT_FLOAT_EQ(p[3], 1);
  EXPECT_FLOAT_EQ(p[4], 200.0f / 600);
  d.view({50, 25}, 100, 50);
  EXPECT_FLOAT_EQ(d.scale(), 4);  // 400 x 200 px for 100 x 50
  EXPECT_EQ(d.labelsDropped(), 0u);
  // At 4 px a unit, 2 units is 8 px: raised to 12, it would leave the pane's
  // top, so it is moved down into the pane rather than left out.
  d.text(Style::Muted, {50, 0.5f}, 2, 0, "top");
  EXPECT_EQ(d.labelsDropped(), 0u);
  const float* top = d.data() + d.size() - 8;
  ASSERT_EQ(top[0], static_cast<float>(Op::Text));
  EXPECT_FLOAT_EQ(top[2], 3);  // 12 px in units
  EXPECT_GE(top[5] * 4 + 400, 400 + 0.62f * 12) << "its box starts inside the pane";
  EXPECT_LT(top[5], 6) << "moved no further than it must";
  d.text(Style::Muted, {50, 25}, 2, 0, "middle");
  EXPECT_EQ(d.labelsDropped(), 0u);
  // Asked for where "middle" is, a second label is moved a line off it.
  d.text(Style::Muted, {50, 25}, 2, 0, "middle");
  const float* again = d.data() + d.size() - 8;
  EXPECT_NEAR(std::abs(again[5] - 25) * 4, 1.24f * 12, 0.01f);
  // Too wide for the pane at 12 px: drawn as two lines about the asked baseline.
  const std::size_t before = d.size();
  d.text(Style::Muted, {50, 25}, 2, 0, "a sentence far too long for one line of this narrow pane, and longer still");
  ASSERT_EQ(d.size() - before, 16u);
  const float* first = d.data() + before;
  const float* second = first + 8;
  EXPECT_EQ(first[0], static_cast<float>(Op::Text));
  EXPECT_EQ(second[0], static_cast<float>(Op::Text));
  EXPECT_EQ(std::string(d.textData() + static_cast<std::size_t>(first[6]), static_cast<std::size_t>(first[7])) + " " +
                std::string(d.textData() + static_cast<std::size_t>(second[6]), static_cast<std::size_t>(second[7])),
            "a sentence far too long for one line of this narrow pane, and longer still");
  EXPECT_NE(first[5], second[5]);
  // The whole frame again: no operands, the frame's own scale.
  d.wholePane();
  EXPECT_EQ(d.data()[d.size() - 5], static_cast<float>(Op::Pane));
  EXPECT_EQ(d.data()[d.size() - 2], 0);
  d.view({50, 50}, 100, 100);
  EXPECT_FLOAT_EQ(d.scale(), 4);
  EXPECT_EQ(d.visible().y1, 125);  // 50 + 300 px / 4
}

TEST(OpLayout, OpCodesAreDistinctAndNamed) {
  std::set<int> codes;
  std::set<std::string> names;
  for (const OpLayout& l : kOpLayouts) {
    codes.insert(static_cast<int>(l.op));
    names.insert(l.name);
    EXPECT_EQ(opLayout(static_cast<float>(l.op)), &l);
  }
  EXPECT_EQ(codes.size(), kOpCount);
  EXPECT_EQ(names.size(), kOpCount);
  EXPECT_EQ(opLayout(0), nullptr);
}

TEST(OpLayout, StylesAreNamedByTheirValue) {
  EXPECT_STREQ(kStyleNames[static_cast<int>(Style::InkFar)], "ink-far");
  EXPECT_STREQ(kStyleNames[static_cast<int>(Style::Paper)], "paper");
  EXPECT_STREQ(kStyleNames[static_cast<int>(Style::Warn)], "warn");
}

}  // namespace
}  // namespace sm
