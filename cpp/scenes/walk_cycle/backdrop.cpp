#include <algorithm>
#include <cmath>

#include "motion/scalar.h"
#include "render/draw_list.h"
#include "scenes/walk_cycle/lesson.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {
// The hills repeat every kHillPeriod of ground and rise up to kHillH above
// the floor; the clouds repeat every kCloudPeriod. Both in walker units.
constexpr float kHillPeriod = 260, kHillH = 34, kHillStep = 10;  // kHillStep in screen px
constexpr float kCloudPeriod = 300;
struct Cloud {
  float at, height, rx, ry;  // along the period; above the floor; radii
};
constexpr Cloud kClouds[] = {{60, 222, 22, 7}, {205, 200, 15, 5}};  // above the head
constexpr int kMaxHillPoints = 64;

// Hill height at ground position u in [0, kHillPeriod]: two waves whose sum
// stays above the floor, sampled once a unit and read back in straight lines
// (within a thousandth of a pixel), so a frame takes no sines for its hills.
float hillAt(float u) {
  static const auto table = [] {
    struct Table {
      float h[static_cast<int>(kHillPeriod) + 1];
    } t{};
    for (int i = 0; i <= static_cast<int>(kHillPeriod); ++i) {
      const float a = kTau * static_cast<float>(i) / kHillPeriod;
      t.h[i] = kHillH * (0.55f + 0.3f * sm::sin(a) + 0.15f * sm::sin(2 * a + 1));
    }
    return t;
  }();
  const float at = clamp(u, 0, kHillPeriod);
  const int i = std::min(static_cast<int>(at), static_cast<int>(kHillPeriod) - 1);
  return lerp(table.h[i], table.h[i + 1], at - static_cast<float>(i));
}

double wrapTo(double v, double period) {
  const double r = std::fmod(v, period);
  return r < 0 ? r + period : r;
}
}  // namespace

void Lesson::backdrop(DrawList& out, int lane, float x0, float x1, Sky sky) const {
  // With the solve shown the backdrop gives its room to the construction and
  // its numbers.
  if (stage().solveShown) return;
  const Walker& w = walker(lane);
  const float sc = w.scale;
  // Screen y of the floor under screen x: the slope, seen the way the walker faces.
  const float dir = w.facing < 0 ? -1.0f : 1.0f;
  const float slope = -sm::tan(rad(w.slopeDeg)) * dir;
  auto floorY = [&](float x) { return w.origin.y + slope * (x - w.origin.x); };
  const double moved = stage().groundOffset[lane];

  // The hills' points ride with the ground, like its dots, between two fixed ends.
  Vec2 hills[kMaxHillPoints];
  int n = 0;
  // The ground moved is wrapped once; each point's stretch of the stage is
  // under two periods past it, so a subtraction or two wraps the point.
  const double hillPeriod = static_cast<double>(kHillPeriod * sc), base = wrapTo(moved, hillPeriod);
  const auto hillPoint = [&](float x) {
    double at = static_cast<double>(x) + base;
    while (at >= hillPeriod) at -= hillPeriod;
    while (at < 0) at += hillPeriod;
    return Vec2{x, floorY(x) - hillAt(static_cast<float>(at) / sc) * sc};
  };
  hills[n++] = hillPoint(x0);
  const float first = x0 + kHillStep - static_cast<float>(wrapTo(moved, kHillStep));
  for (float x = first; x < x1 && n < kMaxHillPoints - 1; x += kHillStep) hills[n++] = hillPoint(x);
  hills[n++] = hillPoint(x1);
  out.poly(Style::Ground, hills, n, 0, 1.5f);

  if (sky == Sky::Clear) return;
  // A pane that shows less of the ground (a small stage's) cuts the hills
  // as a window would; the clouds shrink away at its edges instead.
  const Rect seen = out.visible();
  x0 = std::fmax(x0, seen.x0 + 8), x1 = std::fmin(x1, seen.x1 - 8);
  const float period = kCloudPeriod * sc;
  for (const Cloud& c : kClouds) {
    const float rx = c.rx * sc;
    float x = x0 - rx + static_cast<float>(wrapTo(static_cast<double>(c.at * sc - (x0 - rx)) - moved, period));
    // The sky is level whatever the path does, and stays on the stage.
    const float y = std::fmax(w.origin.y - c.height * sc, c.ry * sc + 6);
    for (; x <= x1 + rx; x += period) {
      // Near either end of the ground a cloud shrinks away instead of
      // reaching past it (over a panel and its title).
      const float room = std::fmin(x - x0, x1 - x);
      const float k = clamp(room / rx - 1, 0, 1);
      if (k > 0) out.ellipse(Style::Ground, {x, y}, rx * k, c.ry * sc * k, 0, false, 1.5f);
    }
  }
}

}  // namespace sm::walk_cycle
