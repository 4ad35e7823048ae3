#include "scenes/spear_run/draw.h"

#include <algorithm>
#include <cmath>

#include "motion/cold.h"
#include "motion/scalar.h"
#include "render/label_fit.h"
#include "scenes/spear_run/card.h"
#include "scenes/spear_run/obstacle_draw.h"
#include "scenes/spear_run/rules.h"
#include "text/format.h"

namespace sm::spear_run {

namespace {

// Drawn from a little left of what the canvas shows to well past its right edge.
constexpr float kTileOrigin = kViewCx - 1000, kRight = kViewCx + 1000, kLeftMargin = 60;
constexpr float kTop = kViewCy - kViewH / 2, kRightEdge = kViewCx + kViewW / 2, kBottom = kViewCy + kViewH / 2;
// Far layers move slower than the ground: a little depth for free.
constexpr float kHillRate = 0.12f, kCloudRate = 0.04f;
constexpr float kHillSpacing = 520, kCloudSpacing = 700, kCloudY = 48;
// A broken target's "+25" rises this long; a milestone's score flash lasts this long.
constexpr float kPointsFloatSeconds = 0.8f, kFlashSeconds = 0.6f;

float scrolled(double distance, float rate, float spacing) {
  return static_cast<float>(std::fmod(distance * static_cast<double>(rate), static_cast<double>(spacing)));
}

// A hill's height over its tile at u = i / 8: the same every frame, so worked
// out once (it took two sines a point, every frame).
struct HillShape {
  float h[9];
};
const HillShape& hillShape() {
  static const HillShape shape = [] {
    HillShape s{};
    for (int i = 0; i < 9; ++i) {
      const float u = static_cast<float>(i) / 8;
      s.h[i] = 30 * sm::sin(kPi * u) * (0.6f + 0.4f * sm::sin(kTau * u));
    }
    return s;
  }();
  return shape;
}

// The first tile of a scrolling row at or left of `left`, in step with the row's origin.
float firstTile(float left, float scroll, float spacing) {
  float x = kTileOrigin - scroll;
  while (x > left) x -= spacing;
  return x;
}

void drawBackdrop(double distance, float kLeft, const Rect& shown, DrawList& out) {
  // Rolling hills: one open outline per tile, repeated.
  const float hills = scrolled(distance, kHillRate, kHillSpacing);
  const HillShape& hill = hillShape();
  for (float x0 = firstTile(kLeft, hills, kHillSpacing); x0 < kRight; x0 += kHillSpacing) {
    Vec2 pts[9];
    for (int i = 0; i < 9; ++i) {
      const float u = static_cast<float>(i) / 8;
      pts[i] = {x0 + u * kHillSpacing, kGround - 14 - hill.h[i]};
    }
    out.poly(Style::Ground, pts, 9, 0, 1.5f);
  }
  const float clouds = scrolled(distance, kCloudRate, kCloudSpacing);
  for (float x = firstTile(kLeft, clouds, kCloudSpacing); x < kRight; x += kCloudSpacing) {
    // High in the sky, above every card: a cloud never shows through one.
    const Vec2 c{x + 180, std::min(kTop, shown.y0) + kCloudY};
    out.ellipse(Style::Ground, c, 34, 11, 0, false, 2);
    out.ellipse(Style::Ground, c + Vec2{26, -9}, 22, 10, 0, false, 2);
  }
  // The ground line and two rows of grit moving at full speed.
  out.line(Style::Ground, {kLeft, kGround}, {kRight, kGround}, 2.5f);
  out.dots(Style::Ground, kGround + 12, 37, scrolled(distance, 1, 37), 1.8f, kLeft, kRight);
  out.dots(Style::Ground, kGround + 26, 53, scrolled(distance + 19, 1, 53), 1.3f, kLeft, kRight);
  // A deeper ground (a tall frame's) has finer grit all the way down.
  int row = 0;
  for (float y = kGround + 44; y < shown.y1 - 16; y += 18, ++row) {
    const float spacing = static_cast<float>(41 + 8 * (row % 3));
    out.dots(Style::Ground, y, spacing, scrolled(distance + 11 * row, 1, spacing), 1.1f, kLeft, kRight);
  }
}

void drawObstacles(const Game& g, bool targets, float kLeft, DrawList& out) {
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

// A flag on the ground where this run's score reaches the best of its mode:
// the points for distance plus those of the targets broken so far, so each
// break brings it closer.
void drawBestFlag(const Game& g, float kLeft, DrawList& out) {
  const int best = g.best();
  if (best <= 0 || g.state() == State::Ready) return;
  const float at = static_cast<float>(best - g.hits() * kHitPoints) * kUnitsPerPoint;
  const float x = at - static_cast<float>(g.runDistance()) + kFrontX;
  if (x < kLeft || x > kRight) return;
  out.line(Style::Muted, {x, kGround}, {x, kGround - 110}, 3);
  const Vec2 flag[3] = {{x, kGround - 110}, {x + 44, kGround - 96}, {x, kGround - 82}};
  out.poly(Style::Accent, flag, 3, 1, 0);
  out.text(Style::Muted, {x + 6, kGround - 118}, 14, -1, "BEST");
}

}  // namespace

// The ghost behind the runner, in its pale ink.
void drawGhost(const Game& g, DrawList& out) {
  const Ghost* ghost = g.ghost();
  if (!ghost) return;
  const std::size_t from = out.size();
  ghost->runner().draw(out);
  out.restyle(from, Style::Ghost);
}

void drawWorld(const Game& g, DrawList& out) {
  const Rect shown = shownBy(out.frame());
  const float left = std::min(kTileOrigin, shown.x0 - kLeftMargin);
  drawBackdrop(g.distance(), left, shown, out);
  drawBestFlag(g, left, out);
  drawObstacles(g, false, left, out);
  drawGhost(g, out);
  g.runner().draw(out);
  drawObstacles(g, true, left, out);
}

Rect shownBy(Frame f) {
  const float s = viewScale(kViewW, kViewH, f);
  const float hw = f.w / 2 / s, hh = f.h / 2 / s;
  // A frame taller than the view keeps its width (the look-ahead) and shows
  // more above and below: a third of it ground, under the thumbs' tap zones.
  const float bottom = kBottom + (2 * hh - kViewH) / 3;
  return {kRightEdge - 2 * hw, bottom - 2 * hh, kRightEdge, bottom};
}

void drawView(DrawList& out) {
  const Rect r = shownBy(out.frame());
  out.view({(r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2}, kViewW, kViewH);
}

namespace {

float widthOf(const char* text, float size) { return LabelFit::emWidth(text) * size; }

// The run's numbers along the top edge of the canvas, right to left: score,
// best, the kind of run; the hits under the score.
void drawNumbers(const Game& g, const Rect& shown, DrawList& out, HudText& text) {
  const float least = out.minText();
  const float big = std::max(24.0f, least), small = std::max(16.0f, least);
  const float right = shown.x1 - 24, y = shown.y0 + std::max(34.0f, 0.62f * big + 8);
  // Every kMilestonePoints the score blinks in the accent colour.
  const bool flash = g.sinceMilestone() < kFlashSeconds && fmod(g.sinceMilestone(), 0.2f) < 0.12f;
  const char* score = text.score.of(g.score());
  const char* best = text.best.of(g.best());
  out.text(flash ? Style::Accent : Style::Ink, {right, y}, flash ? std::max(28.0f, least) : big, 1, score);
  // Where the desktop puts them, or further left when the numbers are raised.
  const float gap = 0.6f * big;
  const float bestAt = std::min(kRightEdge - 150 - (kRightEdge - shown.x1), right - widthOf(score, big) - gap);
  out.text(Style::Muted, {bestAt, y}, big, 1, best);
  const char* kind = g.daily() ? (g.slower() ? "TODAY \u00b7 SLOWER" : "TODAY") : g.slower() ? "SLOWER" : nullptr;
  if (kind) out.text(Style::Muted, {std::min(bestAt - 100, bestAt - widthOf(best, big) - gap), y}, small, 1, kind);
  if (g.hits() > 0)
    out.textf(Style::Accent, {right, y + std::max(30.0f, 0.62f * (big + small) + 2)}, small, 1, "%d hit%s", g.hits(),
              g.hits() == 1 ? "" : "s");
}

// The first run's hint on a touch screen: the canvas's halves are the controls.
void drawTapZones(const Rect& shown, DrawList& out) {
  const float mid = (shown.x0 + shown.x1) / 2;
  const float size = std::max(20.0f, out.minText());
  const float y = kGround + (shown.y1 - kGround) / 2;
  out.line(Style::Muted, {mid, shown.y0}, {mid, shown.y1}, 2);
  out.text(Style::Accent, {(shown.x0 + mid) / 2, y}, size, 0, "JUMP");
  out.text(Style::Accent, {(mid + shown.x1) / 2, y}, size, 0, "THRUST");
}

// The cards, by state and by touch or keys; a line without text takes the
// next one the state fills in.
constexpr float kCardY = kViewCy - 60;
constexpr Card kReadyKeys{kCardY - 90, 170, 4,
                          {{Style::Ink, 44, 40, "SPEAR RUN"},
                           {Style::Accent, 22, 96, "Press Space or tap to start"},
                           {Style::Muted, 16, 138, "Space / \u2191 jump rocks and hurdles \u00b7 F / \u2192 break dummies and crates", true},
                           {Style::Muted, 14, 158, nullptr, true}}};
constexpr Card kReadyTouch{kCardY - 90, 170, 3,
                           {{Style::Ink, 44, 40, "SPEAR RUN"}, {Style::Accent, 22, 96, "Tap to run"}, {Style::Muted, 16, 138, nullptr, true}}};
constexpr Card kPausedKeys{kCardY - 60, 110, 2, {{Style::Ink, 38, 38, "PAUSED"}, {Style::Muted, 18, 84, "P, Escape or Space to resume"}}};
constexpr Card kPausedTouch{kCardY - 60, 110, 2, {{Style::Ink, 38, 38, "PAUSED"}, {Style::Muted, 18, 84, "Tap to resume"}}};
constexpr Card kOverKeys{kCardY - 100, 196, 5,
                         {{Style::Warn, 40, 38, "GAME OVER"},
                          {Style::Muted, 17, 70, nullptr, true},
                          {Style::Ink, 24, 106, nullptr},
                          {Style::Muted, 17, 136, nullptr, true},
                          {Style::Muted, 16, 172, "Enter, Space or tap to run again"}}};
constexpr Card kOverTouch{kOverKeys.top, kOverKeys.h, 5,
                          {kOverKeys.lines[0], kOverKeys.lines[1], kOverKeys.lines[2], kOverKeys.lines[3],
                           {Style::Muted, 16, 172, "Tap to run again"}}};

// Off the running frames: a card shows only on the start screen, a pause or a game over.
SM_COLD void drawStateCard(const Game& g, const Rect& shown, DrawList& out, bool touch) {
  char a[96], b[96], c[96];
  const char* filled[] = {a, b, c};
  const Card* card = nullptr;
  switch (g.state()) {
    case State::Ready:
      if (touch) {
        drawTapZones(shown, out);
        sm::format(a, sizeof a, "Tap left to jump, right to %s", g.runner().thrustName());
      } else if (g.ghostOn() && g.challenge().valid()) {
        sm::format(a, sizeof a, "Beat %d: their ghost runs with you \u00b7 G hides it", static_cast<int>(g.challenge().score));
      } else if (g.ghostOn() && g.ghostOf(g.record()).valid()) {
        filled[0] = "Your best run's ghost races you on its course \u00b7 G hides it";
      } else {
        filled[0] = g.character() == Character::Rex ? "C: play as the stickman" : "C: play as the rex";
      }
      card = touch ? &kReadyTouch : &kReadyKeys;
      break;
    case State::Paused: card = touch ? &kPausedTouch : &kPausedKeys; break;
    case State::Over:
      crashTiming(g, c, sizeof c);
      sm::format(a, sizeof a, "Hit a %s%s", kindName(g.crash().kind), c);
      sm::format(b, sizeof b, "%d points \u00b7 best %d", g.score(), g.best());
      sm::format(c, sizeof c, "%d target%s broken \u00b7 %.1f s%s", g.hits(), g.hits() == 1 ? "" : "s", g.time(),
                 g.slower() ? " \u00b7 slower game" : "");
      card = touch ? &kOverTouch : &kOverKeys;
      break;
    case State::Running: return;
  }
  // A frame taller than the view (an upright phone) has sky over it: the card
  // rises to the middle of that sky, clear of the runner and the course.
  Card placed = *card;
  placed.top += std::min(0.0f, (shown.y0 - kTop) / 2);
  const float top = drawCard(out, kViewCx, placed, filled);
  if (g.state() == State::Over && g.newBest()) {
    // The banner above the card, over its edge by no more than the card's
    // padding (a taller banner rises): the reason to go again.
    const float size = std::max(26.0f, out.minText()), bh = std::max(38.0f, 1.4f * size);
    const float y = top + 10 - bh;
    out.rect(Style::Accent, {kViewCx - 130, y}, {260, bh}, true);
    out.text(Style::Paper, {kViewCx, y + bh * (28.0f / 38)}, size, 0, "NEW BEST!");
  }
}

}  // namespace

const char* NumberText::of(int value) {
  if (!set_ || value != value_) {
    sm::format(text_, sizeof text_, fmt_, value);
    value_ = value;
    set_ = true;
  }
  return text_;
}

void drawHud(const Game& g, DrawList& out, HudText& text, bool touch) {
  const Rect shown = shownBy(out.frame());
  drawNumbers(g, shown, out, text);
  if (g.state() != State::Running) drawStateCard(g, shown, out, touch);
}

SM_COLD void crashTiming(const Game& g, char* buf, std::size_t n) {
  const float off = g.crashTiming();
  const char* what = isTarget(g.crash().kind) ? g.runner().thrustName() : "jump";
  buf[0] = 0;
  if (std::isnan(off))
    sm::format(buf, n, "; no %s", what);
  else if (off != 0)
    sm::format(buf, n, "; the %s came %.0f ms %s", what, std::fabs(off) * 1000, off > 0 ? "late" : "early");
}

}  // namespace sm::spear_run
