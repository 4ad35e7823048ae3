#pragma once

#include <string>

#include "scenes/scene.h"

namespace sm {

// Pose, drawing and text of a frame, compared as bytes.
inline std::string frameBytes(const Scene& s) {
  const DrawList& d = s.drawList();
  std::string out(reinterpret_cast<const char*>(s.joints()), s.jointCount() * sizeof(Vec2));
  out.append(reinterpret_cast<const char*>(d.data()), d.size() * sizeof(float));
  out.append(d.textData(), d.textSize());
  return out;
}

}  // namespace sm
