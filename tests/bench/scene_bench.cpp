#include <benchmark/benchmark.h>

#include "scenes/registry.h"

namespace {

// One frame of a scene: pose and drawing, at 60 Hz.
void BM_BuildPose(benchmark::State& state, const sm::SceneInfo* info) {
  auto scene = info->make();
  for (int i = 0; i < 60; ++i) scene->buildPose(1.0f / 60);
  for (auto _ : state) {
    scene->buildPose(1.0f / 60);
    benchmark::DoNotOptimize(scene->joints());
  }
}

const int kRegistered = [] {
  for (const sm::SceneInfo* s = sm::scenesBegin(); s != sm::scenesEnd(); ++s)
    benchmark::RegisterBenchmark((std::string("BM_BuildPose/") + s->id).c_str(), BM_BuildPose, s);
  return 0;
}();

}  // namespace
