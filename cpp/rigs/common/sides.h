#pragma once

namespace sm {

// A side-view figure's two legs and arms: the near side is drawn over the body,
// the far side under it. Every rig indexes its pairs by these.
constexpr int kNear = 0, kFar = 1;

}  // namespace sm
