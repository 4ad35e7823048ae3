// Counts the words each walk lesson and the rex lab draw on the desktop stage
// but not at the articles' canvas (480x300) or a small phone's (374x210): the
// words LabelFit drops when a raised label has no room. Prints a table, one
// row a scene, and with -v the words themselves.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <string>
#include <vector>

#include "text_frames.h"
#include "scenes/registry.h"
#include "scenes/walk_cycle/walk_cycle.h"

using namespace sm;

namespace {

constexpr Frame kSmall[] = {{480, 300}, {374, 210}};

std::vector<std::string> textsAt(Scene& s, Frame f) {
  s.setFrame(f.w, f.h);
  s.redraw();
  std::vector<std::string> v;
  // By word: a line broken in two on a small canvas is still all there.
  forEachPlacedLabel(s.drawList(), f, [&](const PlacedLabel& l) {
    std::size_t i = 0;
    while (i < l.n) {
      std::size_t j = i;
      while (j < l.n && l.text[j] != ' ') ++j;
      if (j > i) v.emplace_back(l.text + i, j - i);
      i = j + 1;
    }
  });
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  const bool verbose = argc > 1 && std::strcmp(argv[1], "-v") == 0;
  std::vector<std::string> ids;
  for (int i = 0; i < walkLessonCount(); ++i) ids.push_back(walkLessonId(i));
  ids.push_back("rex-lab");
  std::printf("%-8s %8s %8s %8s   (words over 10 s, sampled every 2 s)\n", "scene", "desktop", "480x300", "374x210");
  int all[3] = {};
  for (const std::string& id : ids) {
    auto s = findScene(id.c_str())->make();
    int counts[3] = {};
    for (int i = 0; i <= 600; ++i) {
      s->setFrame(kDefaultFrame.w, kDefaultFrame.h);
      s->buildPose(i ? 1.0f / 60 : 0);
      if (i % 120) continue;
      const auto desk = textsAt(*s, kDefaultFrame);
      counts[0] += static_cast<int>(desk.size());
      for (int f = 0; f < 2; ++f) {
        const auto small = textsAt(*s, kSmall[f]);
        std::vector<std::string> lost;
        std::set_difference(desk.begin(), desk.end(), small.begin(), small.end(), std::back_inserter(lost));
        counts[1 + f] += static_cast<int>(lost.size());
        if (verbose && i == 0)
          for (const auto& t : lost) std::printf("  %s %gx%g: %s\n", id.c_str(), kSmall[f].w, kSmall[f].h, t.c_str());
      }
    }
    std::printf("%-8s %8d %8d %8d\n", id.c_str(), counts[0], counts[1], counts[2]);
    for (int k = 0; k < 3; ++k) all[k] += counts[k];
  }
  std::printf("%-8s %8d %8d %8d   (drawn on the desktop; missing at each size)\n", "all", all[0], all[1], all[2]);
}
