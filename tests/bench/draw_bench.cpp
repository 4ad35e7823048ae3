#include <benchmark/benchmark.h>

#include <string>

#include "scenes/registry.h"

namespace {

// Recording one frame's draw list alone: buildPose(0) advances no time and
// redraws, so BuildPose minus this is the motion itself.
void BM_DrawList(benchmark::State& state, const sm::SceneInfo* info) {
  auto scene = info->make();
  for (int i = 0; i < 60; ++i) scene->buildPose(1.0f / 60);
  for (auto _ : state) {
    scene->buildPose(0);
    benchmark::DoNotOptimize(scene->drawList().data());
  }
  state.counters["floats"] = static_cast<double>(scene->drawList().size());
}

const int kRegistered = [] {
  for (const sm::SceneInfo* s = sm::scenesBegin(); s != sm::scenesEnd(); ++s)
    benchmark::RegisterBenchmark((std::string("BM_DrawList/") + s->id).c_str(), BM_DrawList, s);
  return 0;
}();

}  // namespace
