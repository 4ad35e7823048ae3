#include "rigs/common/drag_handle.h"

#include <cmath>
#include <cstring>

#include "render/draw_list.h"
#include "text/format.h"

namespace sm {

float keepHandleOffset(float v, float was) {
  if (!(std::fabs(v) <= kMaxHandleOffset)) return was;
  return std::nearbyint(v / kHandleGrid) * kHandleGrid;
}

bool anyMoved(const Vec2* offsets, int n) {
  for (int i = 0; i < n; ++i)
    if (offsets[i].x != 0 || offsets[i].y != 0) return true;
  return false;
}

void drawHandle(DrawList& out, Vec2 at) { out.circle(Style::Accent2, at, 7, false, 1); }

void sayMoved(char* buf, std::size_t size, const HandleNames* names, const Vec2* offsets, int n, const char* back,
              const char* forward) {
  std::size_t at = std::strlen(buf);
  for (int i = 0; i < n && at < size; ++i) {
    const Vec2 o = offsets[i];
    if (o.x == 0 && o.y == 0) continue;
    // A part that did not move is not said ("Hip moved 60 up.").
    char x[24] = "", y[24] = "";
    if (o.x != 0) format(x, sizeof x, " %.0f %s%s", std::fabs(o.x), o.x < 0 ? back : forward, o.y != 0 ? "," : "");
    if (o.y != 0) format(y, sizeof y, " %.0f %s", std::fabs(o.y), o.y < 0 ? "up" : "down");
    const int wrote = format(buf + at, size - at, " %s moved%s%s.", names[i].says, x, y);
    at = wrote < 0 ? size : at + static_cast<std::size_t>(wrote);
  }
}

}  // namespace sm
