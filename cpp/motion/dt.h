#pragma once

namespace sm {

// The longest step a frame may take: a stall never turns into a jump.
constexpr float kMaxFrameDt = 1.0f / 30;

// NaN, infinities and negative values become 0; anything longer than maxDt
// is capped at maxDt.
float sanitizeDt(float dt, float maxDt = kMaxFrameDt);

}  // namespace sm
