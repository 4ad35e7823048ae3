#include <benchmark/benchmark.h>

#include "scenes/crowd.h"

namespace {

// A crowd frame (motion and draw list) at N stickmen: the cost per figure
// should stay flat as N grows.
void BM_Crowd(benchmark::State& state) {
  auto scene = sm::makeCrowd();
  scene->findParam("count")->set(static_cast<float>(state.range(0)));
  for (int i = 0; i < 60; ++i) scene->buildPose(1.0f / 60);
  for (auto _ : state) {
    scene->buildPose(1.0f / 60);
    benchmark::DoNotOptimize(scene->joints());
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Crowd)->Arg(1)->Arg(10)->Arg(100)->Arg(1000)->Arg(3000)->Unit(benchmark::kMicrosecond);

}  // namespace
