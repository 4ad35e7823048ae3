// Every label of every scene is at least 12 CSS px on every stage size the
// pages give and the articles' canvases, at the scale the page's renderer
// draws the scene's view, and none is left out, playing or paused.
#include <gtest/gtest.h>

#include <cstdio>
#include <iterator>
#include <string>
#include <vector>

#include "scenes/registry.h"
#include "scenes/spear_run/game.h"
#include "scene_param.h"
#include "article_text.h"
#include "text_frames.h"

namespace sm {
namespace {

struct Seen {
  float least = 1e9f;
  std::string smallest;
  int labels = 0;
};

void look(const Scene& s, Frame f, Seen& seen) {
  forEachLabel(s.drawList(), f, [&](float px, float, float, int, const char* text, std::size_t n) {
    ++seen.labels;
    if (px < seen.least) seen.least = px, seen.smallest.assign(text, n);
  });
}

// Ten seconds of the scene, then paused (or stopped) for half a second, and
// for the game its start, run, pause and game-over cards.
Seen playAt(const SceneInfo& info, Frame f, bool touch, std::size_t& dropped) {
  auto s = info.make();
  s->setFrame(f.w, f.h);
  s->setTouch(touch);
  Seen seen;
  dropped = 0;
  auto frame = [&](float dt) {
    s->buildPose(dt);
    look(*s, f, seen);
    dropped += s->drawList().labelsDropped();
  };
  frame(0);
  for (int i = 1; i <= 600; ++i) {
    s->buildPose(1.0f / 60);
    if (i % 15 == 0) frame(0);
  }
  if (std::string(info.id) != "spear-run") {
    s->key("KeyP", true), s->key("KeyP", false);
    for (int i = 0; i < 30; ++i) frame(1.0f / 60);
  }
  if (std::string(info.id) == "spear-run") {
    s->key("Space", true), s->key("Space", false);
    for (int i = 0; i < 60; ++i) frame(1.0f / 60);
    s->key("KeyP", true), s->key("KeyP", false);
    frame(0);
    s->key("KeyP", true), s->key("KeyP", false);
    for (int i = 0; i < 60 * 60 && param(*s, "state") != static_cast<float>(spear_run::State::Over); ++i) frame(1.0f / 60);
    EXPECT_EQ(param(*s, "state"), static_cast<float>(spear_run::State::Over));
    for (int i = 0; i < 30; ++i) frame(1.0f / 60);
  }
  return seen;
}

class LabelsOfEveryScene : public ::testing::TestWithParam<const SceneInfo*> {};

TEST_P(LabelsOfEveryScene, EveryLabelIsAtLeast12CssPxAndNoneIsLeftOutAtEveryStageSize) {
  const SceneInfo& info = *GetParam();
  std::vector<Frame> frames(std::begin(kTestFrames), std::end(kTestFrames));
  frames.insert(frames.end(), std::begin(kArticleFrames), std::end(kArticleFrames));
  for (const Frame& f : frames)
    for (bool touch : {false, true}) {
      std::size_t dropped = 0;
      const Seen seen = playAt(info, f, touch, dropped);
      EXPECT_GE(seen.least, kMinTextPx - 1e-3f)
          << info.id << " at " << f.w << "x" << f.h << ": \"" << seen.smallest << "\" " << seen.least << " px";
      EXPECT_GT(seen.labels, 0) << info.id << " shows no words at " << f.w << "x" << f.h;
      EXPECT_EQ(dropped, 0u) << info.id << " at " << f.w << "x" << f.h << (touch ? " by touch" : "") << ": labels left out";
    }
}

INSTANTIATE_TEST_SUITE_P(TextSize, LabelsOfEveryScene, ::testing::ValuesIn([] {
                           std::vector<const SceneInfo*> v;
                           for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s)
                             v.push_back(s);
                           return v;
                         }()),
                         [](const ::testing::TestParamInfo<const SceneInfo*>& p) {
                           std::string s = p.param->id;
                           for (char& c : s)
                             if (c == '-') c = '_';
                           return s;
                         });

}  // namespace
}  // namespace sm
