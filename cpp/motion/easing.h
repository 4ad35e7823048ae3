#pragma once

#include <cstdint>

namespace sm {

// Maps u in [0, 1] to [0, 1] with ease(0) = 0 and ease(1) = 1; u is clamped first.
enum class Ease : std::uint8_t { Smooth, Linear, InCubic, OutCubic, InOutCubic };

float ease(Ease kind, float u);
float smoothstep(float u);
float easeInCubic(float u);
float easeOutCubic(float u);
float easeInOutCubic(float u);

}  // namespace sm
