#pragma once

#include <cstdint>

namespace sm {

// A small PRNG the game owns (SplitMix64): the same seed gives the same
// sequence on every platform and compiler, which std::uniform_*_distribution
// does not promise.
class SeededRandom {
 public:
  explicit SeededRandom(std::uint64_t seed = 0) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, 1), from the top 24 bits so every value is exact in a float.
  float unit() { return static_cast<float>(next() >> 40) * (1.0f / 16777216.0f); }
  float range(float lo, float hi) { return lo + (hi - lo) * unit(); }
  // Uniform in [0, n) for n > 0.
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

 private:
  std::uint64_t state_;
};

}  // namespace sm
