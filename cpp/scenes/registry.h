#pragma once

#include <memory>
#include <string_view>

#include "scenes/scene.h"

namespace sm {

struct SceneInfo {
  const char* id;     // the URL hash and the JS name: "lab", "walk-03", ...
  const char* title;  // the page's tab label
  std::unique_ptr<Scene> (*factory)(int variant);
  int variant = 0;     // which of the factory's scenes (a walk lesson's index)
  bool listed = true;  // in the page's mode tabs; unlisted scenes (benchmarks) open by id only

  std::unique_ptr<Scene> make() const { return factory(variant); }
};

// Every scene, in menu order; the first is the page's default.
const SceneInfo* scenesBegin();
const SceneInfo* scenesEnd();
const SceneInfo* findScene(std::string_view id);

}  // namespace sm
