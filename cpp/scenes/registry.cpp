#include "scenes/registry.h"

#include <iterator>

#include "scenes/crowd.h"
#include "scenes/lab.h"

namespace sm {

namespace {
const SceneInfo kScenes[] = {
    {"lab", "Motion Lab", makeLab},
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
