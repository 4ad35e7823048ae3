#include "scenes/registry.h"

#include <iterator>

#include "scenes/calisthenics.h"
#include "scenes/crowd.h"
#include "scenes/lab.h"
#include "scenes/rex_lab.h"
#include "scenes/spear_run/spear_run.h"
#include "scenes/walk_cycle/walk_cycle.h"

namespace sm {

namespace {
const SceneInfo kScenes[] = {
    {"spear-run", "Spear Run", makeSpearRun},
    {"lab", "Motion Lab", makeLab},
    {"walk-01", "Walk 01 \u00b7 phase wrap", makeWalkCycleScene<1>},
    {"walk-02", "Walk 02 \u00b7 five stance phases", makeWalkCycleScene<2>},
    {"walk-03", "Walk 03 \u00b7 stride angle \u2192 speed", makeWalkCycleScene<3>},
    {"walk-04", "Walk 04 \u00b7 head bob & gaze", makeWalkCycleScene<4>},
    {"walk-05", "Walk 05 \u00b7 elbow counter-swing", makeWalkCycleScene<5>},
    {"walk-06", "Walk 06 \u00b7 torso/pelvis twist", makeWalkCycleScene<6>},
    {"walk-07", "Walk 07 \u00b7 slope lean", makeWalkCycleScene<7>},
    {"walk-08", "Walk 08 \u00b7 foot arc correction", makeWalkCycleScene<8>},
    {"walk-09", "Walk 09 \u00b7 ground lock", makeWalkCycleScene<9>},
    {"calisthenics", "Calisthenics", makeCalisthenics},
    {"rex-lab", "Rex lab", makeRexLab},
    {"crowd", "Crowd", makeCrowd, false},
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
