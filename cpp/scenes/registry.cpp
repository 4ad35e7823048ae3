#include "scenes/registry.h"

#include <iterator>

#include "scenes/calisthenics.h"
#include "scenes/lab.h"
#include "scenes/rex_lab.h"
#include "scenes/spear_run.h"

namespace sm {

namespace {
const SceneInfo kScenes[] = {
    {"spear-run", "Spear Run", makeSpearRun},
    {"lab", "Motion Lab", makeLab},
    {"calisthenics", "Calisthenics", makeCalisthenics},
    {"rex-lab", "Rex lab", makeRexLab},
};
}  // namespace

const SceneInfo* scenesBegin() { return std::begin(kScenes); }
const SceneInfo* scenesEnd() { return std::end(kScenes); }

const SceneInfo* findScene(std::string_view id) {
  for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s)
    if (id == s->id) return s;
  return nullptr;
}

}  // namespace sm
