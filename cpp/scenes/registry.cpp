#include "scenes/registry.h"

#include <iterator>

#include "scenes/lab.h"
#include "scenes/walk_cycle.h"

namespace sm {

namespace {
const SceneInfo kScenes[] = {
    {"lab", "Motion Lab", makeLab},
    {"walk-01", walkCycleTitle(1), makeWalkCycleScene<1>},
    {"walk-02", walkCycleTitle(2), makeWalkCycleScene<2>},
    {"walk-03", walkCycleTitle(3), makeWalkCycleScene<3>},
    {"walk-04", walkCycleTitle(4), makeWalkCycleScene<4>},
    {"walk-05", walkCycleTitle(5), makeWalkCycleScene<5>},
    {"walk-06", walkCycleTitle(6), makeWalkCycleScene<6>},
    {"walk-07", walkCycleTitle(7), makeWalkCycleScene<7>},
    {"walk-08", walkCycleTitle(8), makeWalkCycleScene<8>},
    {"walk-09", walkCycleTitle(9), makeWalkCycleScene<9>},
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
