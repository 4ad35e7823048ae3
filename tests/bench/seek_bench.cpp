#include <benchmark/benchmark.h>

#include <string>

#include "scenes/registry.h"
#include "scenes/timed_scene.h"

namespace {

// Putting a scene at t = 600 s from another moment: a fresh scene and 36 000
// frames replayed without drawing.
void BM_Seek600(benchmark::State& state, const sm::SceneInfo* info) {
  sm::TimedScene timed(*info);
  timed.seek(600);
  for (auto _ : state) {
    state.PauseTiming();
    timed.step(1);
    state.ResumeTiming();
    timed.seek(600);
    benchmark::DoNotOptimize(timed.scene().joints());
  }
}

const int kRegistered = [] {
  for (const sm::SceneInfo* s = sm::scenesBegin(); s != sm::scenesEnd(); ++s)
    if (s->listed)
      benchmark::RegisterBenchmark((std::string("BM_Seek600/") + s->id).c_str(), BM_Seek600, s)
          ->Unit(benchmark::kMillisecond);
  return 0;
}();

}  // namespace
