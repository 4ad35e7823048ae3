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

#include "article_text.h"

using namespace sm;

namespace {

std::vector<std::string> sortedWords(Scene& s, Frame f) {
  std::vector<std::string> v = wordsOf(linesAt(s, f));
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  const bool verbose = argc > 1 && std::strcmp(argv[1], "-v") == 0;
  std::printf("%-8s %8s %8s %8s   (words over 10 s, sampled every 2 s)\n", "scene", "desktop", "480x300", "374x210");
  int all[3] = {};
  for (const std::string& id : articleScenes()) {
    auto scene = findScene(id.c_str())->make();
    int counts[3] = {};
    sampleArticle(*scene, [&](Scene& s, int frame) {
      const auto desk = sortedWords(s, kDefaultFrame);
      counts[0] += static_cast<int>(desk.size());
      for (int f = 0; f < 2; ++f) {
        const auto small = sortedWords(s, kArticleFrames[f]);
        std::vector<std::string> lost;
        std::set_difference(desk.begin(), desk.end(), small.begin(), small.end(), std::back_inserter(lost));
        counts[1 + f] += static_cast<int>(lost.size());
        if (verbose)
          for (const auto& t : lost)
            std::printf("  %s %gx%g frame %d: %s\n", id.c_str(), kArticleFrames[f].w, kArticleFrames[f].h, frame, t.c_str());
      }
    });
    std::printf("%-8s %8d %8d %8d\n", id.c_str(), counts[0], counts[1], counts[2]);
    for (int k = 0; k < 3; ++k) all[k] += counts[k];
  }
  std::printf("%-8s %8d %8d %8d   (drawn on the desktop; missing at each size)\n", "all", all[0], all[1], all[2]);
}
