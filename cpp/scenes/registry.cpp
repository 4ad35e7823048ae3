#include "scenes/registry.h"

#include <vector>

#include "scenes/calisthenics.h"
#include "scenes/crowd.h"
#include "scenes/lab.h"
#include "scenes/rex_lab.h"
#include "scenes/spear_run/spear_run.h"
#include "scenes/walk_cycle/walk_cycle.h"

// A core built for a few scene families only (CMakeLists.txt, SM_CORES)
// defines SM_FAMILY_<NAME> for each of them and SM_SOME_FAMILIES; a build
// without SM_SOME_FAMILIES has them all. A family left out is never
// referenced here, so the linker drops its scenes and rigs from that core.
namespace sm {

namespace {

template <std::unique_ptr<Scene> (*Make)()>
std::unique_ptr<Scene> only(int) {
  return Make();
}

// Built once: the walk lessons' rows come from their own table.
const std::vector<SceneInfo>& scenes() {
  static const std::vector<SceneInfo> all = [] {
    std::vector<SceneInfo> v;
#if !defined(SM_SOME_FAMILIES) || defined(SM_FAMILY_GAME)
    v.push_back({"spear-run", "Spear Run", only<makeSpearRun>});
#endif
#if !defined(SM_SOME_FAMILIES) || defined(SM_FAMILY_LAB)
    v.push_back({"lab", "Motion Lab", only<makeLab>});
#endif
#if !defined(SM_SOME_FAMILIES) || defined(SM_FAMILY_WALK)
    for (int i = 0; i < walkLessonCount(); ++i) v.push_back({walkLessonId(i), walkLessonTitle(i), makeWalkLesson, i});
#endif
#if !defined(SM_SOME_FAMILIES) || defined(SM_FAMILY_CALISTHENICS)
    v.push_back({"calisthenics", "Calisthenics", only<makeCalisthenics>});
#endif
#if !defined(SM_SOME_FAMILIES) || defined(SM_FAMILY_REX)
    v.push_back({"rex-lab", "Rex lab", only<makeRexLab>});
#endif
#if !defined(SM_SOME_FAMILIES) || defined(SM_FAMILY_CROWD)
    v.push_back({"crowd", "Crowd", only<makeCrowd>, 0, false});
#endif
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
