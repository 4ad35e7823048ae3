#include "scenes/spear_run/obstacle_draw.h"

#include "motion/scalar.h"
#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

namespace {
// Broken pieces fly this long.
constexpr float kDebrisSeconds = 1.1f;
constexpr float kDebrisGravity = 1400;

// A rock's outline around half a circle, at a = pi i / 8: the same for every
// rock on every frame, so worked out once.
struct RockArc {
  Vec2 at[8];
};
const RockArc& rockArc() {
  static const RockArc arc = [] {
    RockArc r{};
    for (int i = 1; i < 8; ++i) {
      const float a = kPi * static_cast<float>(i) / 8;
      r.at[i] = {sm::cos(a), sm::sin(a)};
    }
    return r;
  }();
  return arc;
}
}  // namespace

void drawRock(const Obstacle& o, const Box& b, Style s, DrawList& out) {
  // A rock is grey unless it is what the runner hit.
  s = s == Style::Warn ? s : Style::Muted;
  Vec2 pts[9];
  const float cx = (b.x0 + b.x1) / 2, w = b.x1 - b.x0, h = b.y1 - b.y0;
  pts[0] = {b.x0, kGround};
  const RockArc& arc = rockArc();
  for (int i = 1; i < 8; ++i) {
    const float bump = 0.82f + 0.18f * static_cast<float>((o.look >> (i * 3)) & 7) / 7;
    pts[i] = {cx - arc.at[i].x * w / 2 * bump, kGround - arc.at[i].y * h * bump};
  }
  pts[8] = {b.x1, kGround};
  out.poly(s, pts, 9, 1, 0);
}

void drawHurdle(const Obstacle&, const Box& b, Style s, DrawList& out) {
  const float h = b.y1 - b.y0;
  out.line(s, {b.x0 + 3, kGround}, {b.x0 + 3, b.y0}, 5);
  out.line(s, {b.x1 - 3, kGround}, {b.x1 - 3, b.y0}, 5);
  out.line(s, {b.x0 - 3, b.y0 + 4}, {b.x1 + 3, b.y0 + 4}, 6);
  out.line(s, {b.x0, b.y0 + h * 0.55f}, {b.x1, b.y0 + h * 0.55f}, 4);
}

void drawDummy(const Obstacle&, const Box& b, Style s, DrawList& out) {
  const float cx = (b.x0 + b.x1) / 2;
  out.line(Style::Muted, {cx, kGround}, {cx, b.y0 + 20}, 6);
  out.line(Style::Muted, {b.x0 - 14, b.y0 + 62}, {b.x1 + 14, b.y0 + 62}, 5);
  const Vec2 body{cx, b.y0 + 96};
  out.ellipse(Style::Paper, body, 23, 52, 0, true);
  out.ellipse(s, body, 23, 52, 0, false, 3);
  for (int i = -1; i <= 1; ++i) {
    const float y = body.y + 30 * static_cast<float>(i);
    out.line(s, {cx - 18, y}, {cx + 18, y + 4}, 1.5f);
  }
  out.circle(Style::Paper, {cx, b.y0 + 22}, 17, true);
  out.circle(s, {cx, b.y0 + 22}, 17, false, 3);
  // A painted target on the chest says "hit me".
  out.circle(Style::Accent, {cx + 2, body.y - 8}, 13, true);
  out.circle(Style::Paper, {cx + 2, body.y - 8}, 8, true);
  out.circle(Style::Accent, {cx + 2, body.y - 8}, 3.5f, true);
}

void drawCrates(const Obstacle&, const Box& b, Style s, DrawList& out) {
  const float h = (b.y1 - b.y0) / 3, w = b.x1 - b.x0;
  for (int i = 0; i < 3; ++i) {
    const float y = b.y1 - h * static_cast<float>(i + 1);
    const float x = b.x0 + (i == 1 ? 4.0f : 0.0f);
    out.rect(Style::Paper, {x, y}, {w, h}, true);
    out.rect(s, {x, y}, {w, h}, false, 3.5f);
    out.line(s, {x + 3, y + h - 3}, {x + w - 3, y + 3}, 2.5f);
    out.line(s, {x, y + h / 2}, {x + w, y + h / 2}, 1.5f);
  }
  out.circle(Style::Accent, {b.x0 + w / 2, b.y0 + h * 1.5f + 14}, 7, true);
}

// Two rocks, each a little over a third of the box, with clear ground between.
void drawRockPair(const Obstacle& o, const Box& b, Style s, DrawList& out) {
  const float w = (b.x1 - b.x0) * 0.38f;
  Obstacle second = o;
  second.look = o.look * 2654435761u + 1;
  drawRock(o, {b.x0, b.y0 + 4, b.x0 + w, b.y1}, s, out);
  drawRock(second, {b.x1 - w, b.y0, b.x1, b.y1}, s, out);
}

// A straw bird on a kite string: a body at head height, wings up, and the
// painted target; nothing under it but its string.
void drawBird(const Obstacle&, const Box& b, Style s, DrawList& out) {
  const float cx = (b.x0 + b.x1) / 2, w = b.x1 - b.x0;
  const Vec2 body{cx, b.y0 + (b.y1 - b.y0) * 0.55f};
  out.line(Style::Muted, {cx, b.y1}, {cx + 40, kGround}, 1);
  out.line(s, body + Vec2{-8, -20}, {b.x0 - 18, b.y0 + 10}, 4);
  out.line(s, body + Vec2{8, -20}, {b.x1 + 12, b.y0 + 4}, 4);
  out.ellipse(Style::Paper, body, w / 2, (b.y1 - b.y0) * 0.36f, 0, true);
  out.ellipse(s, body, w / 2, (b.y1 - b.y0) * 0.36f, 0, false, 3);
  out.circle(Style::Paper, {b.x0 + 4, body.y - 30}, 13, true);
  out.circle(s, {b.x0 + 4, body.y - 30}, 13, false, 3);
  out.line(s, {b.x0 - 9, body.y - 30}, {b.x0 - 24, body.y - 26}, 3);
  out.circle(Style::Accent, {cx, body.y}, 12, true);
  out.circle(Style::Paper, {cx, body.y}, 7, true);
  out.circle(Style::Accent, {cx, body.y}, 3, true);
}

// Straw bits or planks flung up and back from where the target stood.
void drawDebris(const Obstacle& o, const Box& b, DrawList& out) {
  const float t = o.brokenFor;
  const Debris& debris = kindInfo(o.kind).debris;
  if (t > kDebrisSeconds) return;
  for (int i = 0; i < 9; ++i) {
    const float r0 = static_cast<float>((o.look >> (i * 3)) & 7) / 7;
    const float r1 = static_cast<float>((o.look >> (i * 2 + 5)) & 3) / 3;
    const Vec2 from{b.x0 + (b.x1 - b.x0) * r0, b.y1 - (b.y1 - b.y0) * (0.25f + 0.6f * r1)};
    const Vec2 v{120 + 240 * r1, -260 - 220 * r0};
    const Vec2 p = from + v * t + Vec2{0, kDebrisGravity * t * t / 2};
    if (p.y > kGround) continue;
    const float a = 3 * t * (r0 - 0.5f) + r1;
    const Vec2 half = Vec2{sm::cos(a), sm::sin(a)} * debris.halfLength;
    out.line(debris.style, p - half, p + half, debris.width);
  }
}

void drawObstacle(const Obstacle& o, const Box& b, Style s, DrawList& out) { kindInfo(o.kind).draw(o, b, s, out); }


}  // namespace sm::spear_run
