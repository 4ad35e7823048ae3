#include "scenes/registry.h"

#include <vector>

#include "scenes/calisthenics.h"
#include "scenes/crowd.h"
#include "scenes/lab.h"
#include "scenes/rex_lab.h"
#include "scenes/spear_run/spear_run.h"
#include "scenes/walk_cycle/walk_cycle.h"

namespace sm {

namespace {

template <std::unique_ptr<Scene> (*Make)()>
std::unique_ptr<Scene> only(int) {
  return Make();
}

// Built once: the walk lessons' rows come from their own table.
const std::vector<SceneInfo>& scenes() {
  static const std::vector<SceneInfo> all = [] {
    std::vector<SceneInfo> v = {
        {"spear-run", "Spear Run", only<makeSpearRun>},
        {"lab", "Motion Lab", only<makeLab>},
    };
    for (int i = 0; i < walkLessonCount(); ++i) v.push_back({walkLessonId(i), walkLessonTitle(i), makeWalkLesson, i});
    v.push_back({"calisthenics", "Calisthenics", only<makeCalisthenics>});
    v.push_back({"rex-lab", "Rex lab", only<makeRexLab>});
    v.push_back({"crowd", "Crowd", only<makeCrowd>, 0, false});
    return v;
  }();
  return all;
}

}  // namespace

const SceneInfo* scenesBegin() { return scenes().data(); }
const SceneInfo* scenesEnd() { return scenes().data() + scenes().size(); }

const SceneInfo* findScene(std::string_view id) {
  for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s)
    if (id == s->id) return s;
  return nullptr;
}

}  // namespace sm
