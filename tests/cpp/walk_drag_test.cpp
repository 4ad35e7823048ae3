// A walk lesson's value dragged on the page (web/drag/values.js) is the
// setting its arrow keys change, found by pressing them: each lesson must
// offer the drag and keep that contract, and a value set so is said on the
// status line as its key says it.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "scenes/scene.h"
#include "scenes/walk_cycle/walk_cycle.h"
#include "scene_param.h"

namespace sm {
namespace {

std::vector<std::string> settableChangedBy(Scene& s, const char* code) {
  std::vector<float> before;
  for (const Param& p : s.params()) before.push_back(p.get());
  EXPECT_TRUE(s.key(code, true)) << code;
  s.key(code, false);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.params().size(); ++i) {
    const Param& p = s.params()[i];
    if (p.get() != before[i] && p.set) out.push_back(p.name);
  }
  return out;
}

TEST(WalkDrag, EveryLessonOffersADragOfWhatItsArrowsSet) {
  for (int n = 1; n <= 9; ++n) {
    auto s = makeWalkCycle(n);
    EXPECT_GT(param(*s, "stepDx"), 0) << "walk-0" << n;
    EXPECT_FALSE(s->findParam("stepDx")->set) << "a readout, not a setting";
    EXPECT_EQ(settableChangedBy(*s, "ArrowRight").size(), 1u) << "walk-0" << n;
  }
}

TEST(WalkDrag, TheArrowsSetTheLessonsValue) {
  auto three = makeWalkCycle(3);
  EXPECT_EQ(settableChangedBy(*three, "ArrowRight"), std::vector<std::string>{"strideDeg"});
  EXPECT_EQ(settableChangedBy(*three, "ArrowUp"), std::vector<std::string>{"stepHz"});
  auto five = makeWalkCycle(5);
  EXPECT_EQ(settableChangedBy(*five, "ArrowUp"), std::vector<std::string>{"legRatio"});
  auto seven = makeWalkCycle(7);
  EXPECT_EQ(settableChangedBy(*seven, "ArrowRight"), std::vector<std::string>{"baseStepHz"});
}

void expectSays(int lesson, const char* name, float v, const char* says) {
  auto s = makeWalkCycle(lesson);
  s->findParam(name)->set(v);
  EXPECT_EQ(s->status().rfind(says, 0), 0u) << s->status();
}

TEST(WalkDrag, AValueSetIsSaidAsItsKeySaysIt) {
  expectSays(1, "stepHz", 2.0f, "Step rate 2.0 steps per second");
  expectSays(3, "strideDeg", 30, "Stride angle 30 degrees");
  expectSays(5, "legRatio", 0.46f, "Leg ratio 0.46");
  expectSays(7, "baseStepHz", 2.4f, "Base step rate 2.4");
  expectSays(9, "walkerSpeed", 1.15f, "Walkers at 1.15 times speed");
}

}  // namespace
}  // namespace sm
