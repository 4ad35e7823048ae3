#pragma once

#include <string>
#include <vector>

#include "render/frame.h"
#include "scenes/registry.h"
#include "scenes/scene.h"
#include "scenes/walk_cycle/walk_cycle.h"
#include "text_frames.h"

namespace sm {

// The articles' own canvases: the walk article's (480x300) and a small
// phone's (374x210). Their lines must be drawn there as on the desktop.
inline constexpr Frame kArticleFrames[] = {{480, 300}, {374, 210}};

inline std::vector<std::string> walkLessons() {
  std::vector<std::string> ids;
  for (int i = 0; i < walkLessonCount(); ++i) ids.push_back(walkLessonId(i));
  return ids;
}

// The scenes whose lines the articles quote: every walk lesson and the rex lab.
inline std::vector<std::string> articleScenes() {
  std::vector<std::string> ids = walkLessons();
  ids.push_back("rex-lab");
  return ids;
}

// Ten seconds of the scene on the desktop stage; every two seconds,
// at(scene, frames played) with the scene's drawing still for the desktop.
template <class F>
void sampleArticle(Scene& s, F at) {
  constexpr int kFrames = 600, kEvery = 120;
  for (int i = 0; i <= kFrames; ++i) {
    s.setFrame(kDefaultFrame.w, kDefaultFrame.h);
    s.buildPose(i ? 1.0f / 60 : 0);
    if (i % kEvery == 0) at(s, i);
  }
}

// The scene's labels drawn again for frame f, each as its text.
inline std::vector<std::string> linesAt(Scene& s, Frame f) {
  s.setFrame(f.w, f.h);
  s.redraw();
  std::vector<std::string> v;
  forEachPlacedLabel(s.drawList(), f, [&](const PlacedLabel& l) { v.emplace_back(l.text, l.n); });
  return v;
}

// Its words, in drawing order: a line broken in two on a small canvas is still all there.
inline std::vector<std::string> wordsOf(const std::vector<std::string>& lines) {
  std::vector<std::string> v;
  for (const std::string& l : lines) {
    std::size_t i = 0;
    while (i < l.size()) {
      std::size_t j = l.find(' ', i);
      if (j == std::string::npos) j = l.size();
      if (j > i) v.push_back(l.substr(i, j - i));
      i = j + 1;
    }
  }
  return v;
}

}  // namespace sm
