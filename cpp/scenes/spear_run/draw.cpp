#include "scenes/spear_run/draw.h"

#include <cmath>

#include "motion/scalar.h"
#include "scenes/spear_run/obstacle_draw.h"
#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

namespace {

constexpr float kLeft = kViewCx - 1000, kRight = kViewCx + 1000;
constexpr float kTop = kViewCy - kViewH / 2, kRightEdge = kViewCx + kViewW / 2;
// Far layers move slower than the ground: a little depth for free.
constexpr float kHillRate = 0.12f, kCloudRate = 0.04f;
constexpr float kHillSpacing = 520, kCloudSpacing = 700, kCloudY = 48;
// A broken target's "+25" rises this long; a milestone's score flash lasts this long.
constexpr float kPointsFloatSeconds = 0.8f, kFlashSeconds = 0.6f;

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
    // High in the sky, above every card: a cloud never shows through one.
    const Vec2 c{x + 180, kTop + kCloudY};
    out.ellipse(Style::Ground, c, 34, 11, 0, false, 2);
    out.ellipse(Style::Ground, c + Vec2{26, -9}, 22, 10, 0, false, 2);
  }
  // The ground line and two rows of grit moving at full speed.
  out.line(Style::Ground, {kLeft, kGround}, {kRight, kGround}, 2.5f);
  out.dots(Style::Ground, kGround + 12, 37, scrolled(distance, 1, 37), 1.8f, kLeft, kRight);
  out.dots(Style::Ground, kGround + 26, 53, scrolled(distance + 19, 1, 53), 1.3f, kLeft, kRight);
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
      // The points float up from where it stood, and fade out.
      if (o.brokenFor < kPointsFloatSeconds)
        out.textf(Style::Accent, {(b.x0 + b.x1) / 2, b.y0 - 10 - 90 * o.brokenFor}, 22, 0, "+%d", kHitPoints);
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

// A flag on the ground where the best run of this mode ended.
void drawBestFlag(const Game& g, DrawList& out) {
  const float best = g.bestDistance(g.record());
  if (!(best > 0) || g.state() == State::Ready) return;
  const float x = best - static_cast<float>(g.runDistance()) + kFrontX;
  if (x < kLeft || x > kRight) return;
  out.line(Style::Muted, {x, kGround}, {x, kGround - 110}, 3);
  const Vec2 flag[3] = {{x, kGround - 110}, {x + 44, kGround - 96}, {x, kGround - 82}};
  out.poly(Style::Accent, flag, 3, 1, 0);
  out.text(Style::Muted, {x + 6, kGround - 118}, 14, -1, "BEST");
}

}  // namespace

void drawWorld(const Game& g, DrawList& out) {
  drawBackdrop(g.distance(), out);
  drawBestFlag(g, out);
  drawObstacles(g, false, out);
  g.runner().draw(out);
  drawObstacles(g, true, out);
}

void drawHud(const Game& g, DrawList& out) {
  const float y = kTop + 34;
  out.textf(Style::Muted, {kRightEdge - 150, y}, 24, 1, "HI %05d", g.best());
  if (g.daily()) out.text(Style::Muted, {kRightEdge - 250, y}, 16, 1, g.slower() ? "TODAY \u00b7 SLOWER" : "TODAY");
  else if (g.slower()) out.text(Style::Muted, {kRightEdge - 250, y}, 16, 1, "SLOWER");
  // Every kMilestonePoints the score blinks in the accent colour.
  const bool flash = g.sinceMilestone() < kFlashSeconds && std::fmod(g.sinceMilestone(), 0.2f) < 0.12f;
  out.textf(flash ? Style::Accent : Style::Ink, {kRightEdge - 24, y}, flash ? 28 : 24, 1, "%05d", g.score());
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
      card(out, cy - 100, 196);
      out.text(Style::Warn, {kViewCx, cy - 62}, 40, 0, "GAME OVER");
      out.textf(Style::Muted, {kViewCx, cy - 30}, 17, 0, "Hit a %s", kindName(g.crash().kind));
      out.textf(Style::Ink, {kViewCx, cy + 6}, 24, 0, "%d points \u00b7 best %d", g.score(), g.best());
      out.textf(Style::Muted, {kViewCx, cy + 36}, 17, 0, "%d target%s broken \u00b7 %.1f s%s", g.hits(),
                g.hits() == 1 ? "" : "s", g.time(), g.slower() ? " \u00b7 slower game" : "");
      out.text(Style::Muted, {kViewCx, cy + 72}, 16, 0, "Enter, Space or tap to run again");
      if (g.newBest()) {
        // The banner above the card: the reason to go again.
        out.rect(Style::Accent, {kViewCx - 130, cy - 128}, {260, 38}, true);
        out.text(Style::Paper, {kViewCx, cy - 100}, 26, 0, "NEW BEST!");
      }
      break;
    case State::Running: break;
  }
}

}  // namespace sm::spear_run
