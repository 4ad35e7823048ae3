#include <benchmark/benchmark.h>

#include <string>

#include "scenes/registry.h"
#include "scenes/timed_scene.h"

namespace {

// Putting a scene near t = 600 s from t = 0, once checkpoints exist (the
// first visit to 600 s made them): the worst case, one frame short of a
// checkpoint, restores the one before and replays a spacing less one frame
// without drawing.
void BM_Seek600(benchmark::State& state, const sm::SceneInfo* info) {
  sm::TimedScene timed(*info);
  timed.seek(600);
  const long spacing = timed.spacing();
  const long last = 600L * sm::TimedScene::kFps / spacing * spacing;
  const double worst = static_cast<double>(last - 1) / sm::TimedScene::kFps;
  for (auto _ : state) {
    state.PauseTiming();
    timed.seek(0);
    state.ResumeTiming();
    timed.seek(worst);
    benchmark::DoNotOptimize(timed.scene().joints());
  }
}

const int kRegistered = [] {
  for (const sm::SceneInfo* s = sm::scenesBegin(); s != sm::scenesEnd(); ++s)
    if (s->listed)
      benchmark::RegisterBenchmark((std::string("BM_Seek600/") + s->id).c_str(), BM_Seek600, s)
          ->Unit(benchmark::kMicrosecond);
  return 0;
}();

}  // namespace
