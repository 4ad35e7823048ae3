#include "scenes/registry.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace sm {
namespace {

// The page's tabs, in SPEC's order of modes; unlisted scenes (benchmarks) come after.
TEST(Registry, ListsTheModesInMenuOrder) {
  std::vector<std::string> listed;
  for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s)
    if (s->listed) listed.push_back(s->id);
  const std::vector<std::string> expected = {"spear-run", "lab",     "walk-01", "walk-02", "walk-03",      "walk-04",
                                             "walk-05", "walk-06", "walk-07", "walk-08",      "walk-09",
                                             "calisthenics", "rex-lab"};
  EXPECT_EQ(listed, expected);
}

TEST(Registry, EveryIdIsUniqueAndFindable) {
  for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s) {
    EXPECT_EQ(findScene(s->id), s) << s->id;
    EXPECT_NE(std::string(s->title), "") << s->id;
  }
  EXPECT_EQ(findScene(""), nullptr);
  EXPECT_EQ(findScene("LAB"), nullptr);
}

}  // namespace
}  // namespace sm
