#include "scenes/spear_run/draw.h"

#include <cmath>

#include "motion/scalar.h"
#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

namespace {

constexpr float kGround = 0;
constexpr float kLeft = kViewCx - 1000, kRight = kViewCx + 1000;
constexpr float kTop = kViewCy - kViewH / 2, kRightEdge = kViewCx + kViewW / 2;
// Far layers move slower than the ground: a little depth for free.
constexpr float kHillRate = 0.12f, kCloudRate = 0.04f;
constexpr float kHillSpacing = 520, kCloudSpacing = 700;
// Broken pieces fly this long.
constexpr float kDebrisSeconds = 1.1f;
constexpr float kDebrisGravity = 1400;

float scrolled(double distance, float rate, float spacing) {
  return static_cast<float>(std::fmod(distance * static_cast<double>(rate), static_cast<double>(spacing)));
}

void drawBackdrop(double distance, DrawList& out) {
  // Rolling hills: one open outline per tile, repeated.
  const float hills = scrolled(distance, kHillRate, kHillSpacing);
  for (float x0 = kLeft - hills; x0 < kRight; x0 += kHillSpacing) {
    Vec2 pts[9];
    for (int i = 0; i < 9; ++i) {
      const float u = static_cast<float>(i) / 8;
      pts[i] = {x0 + u * kHillSpacing, kGround - 14 - 30 * sm::sin(kPi * u) * (0.6f + 0.4f * sm::sin(kTau * u))};
    }
    out.poly(Style::Ground, pts, 9, 0, 1.5f);
  }
  const float clouds = scrolled(distance, kCloudRate, kCloudSpacing);
  for (float x = kLeft - clouds; x < kRight; x += kCloudSpacing) {
    const Vec2 c{x + 180, kTop + 120};
    out.ellipse(Style::Ground, c, 34, 11, 0, false, 2);
    out.ellipse(Style::Ground, c + Vec2{26, -9}, 22, 10, 0, false, 2);
  }
  // The ground line and two rows of grit moving at full speed.
  out.line(Style::Ground, {kLeft, kGround}, {kRight, kGround}, 2.5f);
  out.dots(Style::Ground, kGround + 12, 37, scrolled(distance, 1, 37), 1.8f, kLeft, kRight);
  out.dots(Style::Ground, kGround + 26, 53, scrolled(distance + 19, 1, 53), 1.3f, kLeft, kRight);
}

void drawRock(const Obstacle& o, const Box& b, Style s, DrawList& out) {
  Vec2 pts[9];
  const float cx = (b.x0 + b.x1) / 2, w = b.x1 - b.x0, h = b.y1 - b.y0;
  pts[0] = {b.x0, kGround};
  for (int i = 1; i < 8; ++i) {
    const float a = kPi * static_cast<float>(i) / 8;
    const float bump = 0.82f + 0.18f * static_cast<float>((o.look >> (i * 3)) & 7) / 7;
    pts[i] = {cx - sm::cos(a) * w / 2 * bump, kGround - sm::sin(a) * h * bump};
  }
  pts[8] = {b.x1, kGround};
  out.poly(s, pts, 9, 1, 0);
}

void drawHurdle(const Box& b, Style s, DrawList& out) {
  const float h = b.y1 - b.y0;
  out.line(s, {b.x0 + 3, kGround}, {b.x0 + 3, b.y0}, 5);
  out.line(s, {b.x1 - 3, kGround}, {b.x1 - 3, b.y0}, 5);
  out.line(s, {b.x0 - 3, b.y0 + 4}, {b.x1 + 3, b.y0 + 4}, 6);
  out.line(s, {b.x0, b.y0 + h * 0.55f}, {b.x1, b.y0 + h * 0.55f}, 4);
}

void drawDummy(const Box& b, Style s, DrawList& out) {
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

void drawCrates(const Box& b, Style s, DrawList& out) {
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

// Straw bits or planks flung up and back from where the target stood.
void drawDebris(const Obstacle& o, const Box& b, DrawList& out) {
  const float t = o.brokenFor;
  if (t > kDebrisSeconds) return;
  for (int i = 0; i < 9; ++i) {
    const float r0 = static_cast<float>((o.look >> (i * 3)) & 7) / 7;
    const float r1 = static_cast<float>((o.look >> (i * 2 + 5)) & 3) / 3;
    const Vec2 from{b.x0 + (b.x1 - b.x0) * r0, b.y1 - (b.y1 - b.y0) * (0.25f + 0.6f * r1)};
    const Vec2 v{120 + 240 * r1, -260 - 220 * r0};
    const Vec2 p = from + v * t + Vec2{0, kDebrisGravity * t * t / 2};
    if (p.y > kGround) continue;
    const float a = 3 * t * (r0 - 0.5f) + r1;
    const Vec2 half = Vec2{sm::cos(a), sm::sin(a)} * (o.kind == Kind::Crates ? 14.0f : 9.0f);
    out.line(o.kind == Kind::Crates ? Style::Muted : Style::Accent2, p - half, p + half,
             o.kind == Kind::Crates ? 4.0f : 2.0f);
  }
}

void drawObstacle(const Obstacle& o, const Box& b, Style s, DrawList& out) {
  switch (o.kind) {
    case Kind::Rock: drawRock(o, b, s == Style::Warn ? s : Style::Muted, out); break;
    case Kind::Hurdle: drawHurdle(b, s, out); break;
    case Kind::Dummy: drawDummy(b, s, out); break;
    case Kind::Crates: drawCrates(b, s, out); break;
  }
}

void drawObstacles(const Game& g, bool targets, DrawList& out) {
  const double at = g.distance();
  const bool over = g.state() == State::Over;
  for (const Obstacle& o : g.course()) {
    if (isTarget(o.kind) != targets) continue;
    const Box b = boxOf(o, at, kGround);
    if (b.x1 < kLeft || b.x0 > kRight) continue;
    if (o.broken) {
      drawDebris(o, b, out);
      continue;
    }
    const bool crashed = over && o.at == g.crash().at;
    drawObstacle(o, b, crashed ? Style::Warn : Style::Ink, out);
  }
}

void card(DrawList& out, float y0, float h) {
  const Vec2 at{kViewCx - 300, y0};
  out.rect(Style::Paper, at, {600, h}, true);
  out.rect(Style::Muted, at, {600, h}, false, 2);
}

}  // namespace

void drawWorld(const Game& g, DrawList& out) {
  drawBackdrop(g.distance(), out);
  drawObstacles(g, false, out);
  g.runner().draw(out);
  drawObstacles(g, true, out);
}

void drawHud(const Game& g, DrawList& out) {
  const float y = kTop + 34;
  out.textf(Style::Muted, {kRightEdge - 150, y}, 24, 1, "HI %05d", g.best());
  out.textf(Style::Ink, {kRightEdge - 24, y}, 24, 1, "%05d", g.score());
  if (g.hits() > 0) out.textf(Style::Accent, {kRightEdge - 24, y + 30}, 16, 1, "%d hit%s", g.hits(), g.hits() == 1 ? "" : "s");

  const float cy = kViewCy - 60;
  switch (g.state()) {
    case State::Ready:
      card(out, cy - 90, 170);
      out.text(Style::Ink, {kViewCx, cy - 50}, 44, 0, "SPEAR RUN");
      out.text(Style::Accent, {kViewCx, cy + 6}, 22, 0, "Press Space or tap to start");
      out.text(Style::Muted, {kViewCx, cy + 48}, 16, 0,
               "Space / \u2191 jump rocks and hurdles \u00b7 F / \u2192 break dummies and crates");
      out.textf(Style::Muted, {kViewCx, cy + 68}, 14, 0, "C: play as the %s", g.character() == Character::Rex ? "stickman" : "rex");
      break;
    case State::Paused:
      card(out, cy - 60, 110);
      out.text(Style::Ink, {kViewCx, cy - 22}, 38, 0, "PAUSED");
      out.text(Style::Muted, {kViewCx, cy + 24}, 18, 0, "P, Escape or Space to resume");
      break;
    case State::Over:
      card(out, cy - 80, 150);
      out.text(Style::Warn, {kViewCx, cy - 42}, 40, 0, "GAME OVER");
      out.textf(Style::Ink, {kViewCx, cy + 4}, 22, 0, "%d points%s", g.score(), g.newBest() ? " \u2014 new best!" : "");
      out.text(Style::Muted, {kViewCx, cy + 42}, 17, 0, "Enter, Space or tap to run again");
      break;
    case State::Running: break;
  }
}

}  // namespace sm::spear_run
