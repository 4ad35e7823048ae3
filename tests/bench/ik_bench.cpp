#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "motion/ik.h"

namespace {

using sm::Vec2;

// The seed article's direct form, for comparison: atan2, acos, cos, sin.
Vec2 trigIk(Vec2 root, Vec2 target, float l1, float l2, float sign) {
  const float dx = target.x - root.x, dy = target.y - root.y;
  const float d = std::clamp(std::hypot(dx, dy), std::fabs(l1 - l2) + 0.01f, l1 + l2 - 0.01f);
  const float base = std::atan2(dy, dx);
  const float ca = std::clamp((l1 * l1 + d * d - l2 * l2) / (2 * l1 * d), -1.0f, 1.0f);
  const float ang = base + sign * std::acos(ca);
  return {root.x + std::cos(ang) * l1, root.y + std::sin(ang) * l1};
}

const std::vector<Vec2>& targets() {
  static const std::vector<Vec2> t = [] {
    std::mt19937 rng(1);
    std::uniform_real_distribution<float> u(-80, 80);
    std::vector<Vec2> v(4096);
    for (Vec2& p : v) p = {u(rng), u(rng)};
    return v;
  }();
  return t;
}

void BM_IkClosedForm(benchmark::State& state) {
  const auto& t = targets();
  std::size_t i = 0;
  for (auto _ : state) {
    Vec2 j = sm::TwoBoneIk{{0, 0}, t[i++ & 4095], 37, 37, -1}.joint();
    benchmark::DoNotOptimize(j);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_IkClosedForm);

void BM_IkTrigForm(benchmark::State& state) {
  const auto& t = targets();
  std::size_t i = 0;
  for (auto _ : state) {
    Vec2 j = trigIk({0, 0}, t[i++ & 4095], 37, 37, -1);
    benchmark::DoNotOptimize(j);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_IkTrigForm);

}  // namespace
