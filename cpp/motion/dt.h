#pragma once

namespace sm {

// The longest step a frame may take: a stall never turns into a jump.
constexpr float kMaxFrameDt = 1.0f / 30;

// NaN, infinities and negative values become 0; anything longer is capped.
float sanitizeDt(float dt);

}  // namespace sm
