#include <gtest/gtest.h>

#include <set>

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
  EXPECT_EQ(seen.size(), kOpCount) << "one recorder per op in the table";
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
