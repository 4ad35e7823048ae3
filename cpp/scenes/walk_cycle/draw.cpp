#include <algorithm>
#include <cmath>
#include <iterator>

#include "motion/cold.h"
#include "motion/scalar.h"
#include "render/draw_list.h"
#include "render/label_fit.h"
#include "rigs/common/solve_layer.h"
#include "rigs/walker/figure.h"
#include "scenes/walk_cycle/panel.h"
#include "scenes/walk_cycle/shell.h"
#include "scenes/walk_cycle/stack.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {
constexpr float kDotSpacing = 22;
// The shortest lap track worth drawing (view units): room for its ticks.
constexpr float kMinTrack = 30;
// Between the panel's leftmost word and the walker's pane (frame px).
constexpr float kWordGapPx = 8;
}  // namespace

float Lesson::dotSpacing(int lane) const { return kDotSpacing * walker(lane).scale; }

float Lesson::dotOffset(int lane) const {
  return static_cast<float>(std::fmod(stage().groundOffset[lane], static_cast<double>(dotSpacing(lane))));
}

void Lesson::flatGround(DrawList& out, int lane, float x0, float x1, Sky sky) const {
  const Walker& w = walker(lane);
  backdrop(out, lane, x0, x1, sky);
  out.line(Style::Ground, {x0, w.origin.y}, {x1, w.origin.y}, 1);
  out.dots(Style::Ground, w.origin.y + kDotDrop * w.scale, dotSpacing(lane), dotOffset(lane), 2 * w.scale, x0, x1);
}

void Lesson::drawGround(DrawList& out, int lane) const { flatGround(out, lane, 8, kPanelAt.x - 8); }

// A walker beside the panel, from the clouds to under its ground's dots.
Rect Lesson::walkerArea() const { return {0, 24, kPanelAt.x, 272}; }
// The panel, the paused label and the timeline, with room on the right for
// a line that runs up to the stage's edge, and as much on the left so the panel is centred.
Rect Lesson::panelArea() const { return {kPanelAt.x - 12, kPanelAt.y - 2, kViewW, 296}; }
// The walker's reach centred, as in the space left of the panel.
float Lesson::besideWordsCentre(float) const { return kPanelAt.x / 2; }

void WalkCycle::draw(DrawList& out) const {
  stage_.solveShown = solveShown();
  if (stacked(out.frame())) return drawStacked(out);
  out.view({kViewW / 2, kViewH / 2}, kViewW, kViewH);
  const Rect band = lesson_->drawWordsAround(out);
  if (band.y1 > band.y0) return drawInBand(out, band);
  if (kSmall < out.minText() && walkerBesidePanel()) return drawBesideWords(out);
  drawWalkers(out);
  drawShellLabels(out, {kPanelR, 14});
  lesson_->drawPanel(out, kBothParts);
  drawSolve(out);
}

// The lesson's words drawn around it, the walkers in the band between, in a
// pane of their own.
SM_COLD void WalkCycle::drawInBand(DrawList& out, Rect band) const {
  drawShellLabels(out, {kPanelR, 14});
  drawWalkersIn(out, band, lesson_->walkerArea(), kWalkerPart);
}

// The panel's words first, drawn larger than asked: where they reach left
// of the panel, the walker goes in the room they leave, in a pane of its own,
// as large as beside the panel or smaller where that room is narrower than
// its reach (never under a quarter of the stage, on a stage far too small).
SM_COLD void WalkCycle::drawBesideWords(DrawList& out) const {
  drawShellLabels(out, {kPanelR, 14});
  lesson_->drawPanel(out, kPanelPart | kBeside);
  const Frame f = out.frame();
  const float s = out.scale(), panelLeft = (kPanelAt.x - kViewW / 2) * s + f.w / 2;
  const float room = std::fmax(std::fmin(out.labels().x0, panelLeft) - kWordGapPx, f.w / 4);
  const float half = std::fmax(room / s, kWalkerReach) / 2, x = lesson_->besideWordsCentre(half);
  drawWalkersIn(out, {0, 0, room, f.h}, {x - half, 0, x + half, kViewH}, kWalkerPart | kBeside);
}

// The walkers on top, the panel under them, each fitted to its own pane.
SM_COLD void WalkCycle::drawStacked(DrawList& out) const {
  const Rect panel = lesson_->panelArea();
  const Stack stack = stackFor(out.frame(), panel);
  drawWalkersIn(out, stack.walker, lesson_->walkerArea(), kWalkerPart);
  out.pane(stack.panel);
  viewOf(out, panel);
  drawShellLabels(out, {panel.x1 - 12, panel.y1 - 10});
  lesson_->drawPanel(out, kPanelPart);
}

// Walkers whose area ends where the panel starts. A lesson with its own
// layout (a band across the stage) keeps its words off its walkers itself.
bool WalkCycle::walkerBesidePanel() const { return lesson_->walkerArea().x1 == kPanelAt.x; }

// The walkers and what the lesson draws on them (its parts asked for), in
// pane p, showing area a of the view.
void WalkCycle::drawWalkersIn(DrawList& out, Rect p, Rect a, int parts) const {
  out.pane(p);
  viewOf(out, a);
  drawWalkers(out);
  lesson_->drawPanel(out, parts);
  drawSolve(out);
}

void WalkCycle::drawWalkers(DrawList& out) const {
  for (int i = 0; i < stage_.count; ++i) lesson_->drawGround(out, i);
  lesson_->drawUnder(out);
  for (int i = 0; i < stage_.count; ++i) walker::draw(stage_.walkers[i], out);
}

// The solve layer's numbers: at the left of the walkers' area, or of their
// pane where it shows less of it.
float WalkCycle::walkerLeft(const DrawList& out) const {
  return std::fmax(lesson_->walkerArea().x0, out.visible().x0) + 8;
}

// After the panel's words in the walkers' view, so the layer's give way to
// them. Each walker's numbers keep off every walker's figure and
// construction (the backdrop gives them its room): over a lone walker's
// head at the top of its pane beside the panel; at the pane's left, at its
// hips; over its own head (09's three abreast); up to its left, at its hips
// (a small stage's lanes); under its feet (07's, high on its slope); to its
// right (07's on an upright phone); or, with no room, none. Each place holds
// every line the layer may write.
void WalkCycle::drawSolve(DrawList& out) const {
  if (!solveShown()) return;
  const int count = stage_.count;
  Rect drawn[kMaxWalkers];
  for (int i = 0; i < count; ++i) {
    const Walker& w = stage_.walkers[i];
    drawLegSolve(w.leg(kFar), false, out);
    drawLegSolve(w.leg(kNear), true, out, kReadoutByScene);
    // The legs share a hip: the near one's reach holds the far one's.
    drawn[i] = solveExtent(w.leg(kNear));
    drawn[i].y0 = std::fmin(drawn[i].y0, w[Head].y - kHeadR * w.scale);
  }
  const float gap = out.minLineGap();
  for (int i = 0; i < count; ++i) {
    const LegSolve& near = stage_.walkers[i].leg(kNear);
    const Rect& d = drawn[i];
    const float left = walkerLeft(out), hips = stage_.walkers[i][Pelvis].y;
    const ReadoutSpot spots[] = {{{left, out.visible().y0 + 0.6f * gap}, -1},
                                 {{left, hips}, -1},
                                 {{d.x0, d.y0 - solveReadoutHeight(near, out)}, -1},
                                 {{d.x0 - gap / 2, hips}, 1},
                                 {{d.x0, d.y1 + gap}, -1},
                                 {{d.x1 + gap / 2, hips}, -1}};
    const int from = count == 1 && walkerBesidePanel() ? 0 : 1;
    drawSolveReadout(near, out, spots + from, static_cast<int>(std::size(spots)) - from, drawn, count);
  }
}

// Before the panel: its lines, moved on a small stage, find the lap's clock in
// its place. A lesson with a lap's timeline says it is held in the
// timeline's label, which the track makes room for; one without (09, whose
// walkers' numbers run across the bottom) says it at `pausedAt`, a corner
// its words leave free.
void WalkCycle::drawShellLabels(DrawList& out, Vec2 pausedAt) const {
  if (script_.eventCount > 0) drawTimeline(out);
  else if (paused_) out.text(Style::Accent, pausedAt, kText, 1, "paused");
}

// The lap's timeline: event ticks and where the scene is in it. Its clock is
// the lap's, which starts again each lap (or holds, in manual mode), not the
// stage's time, so the label says "lap".
void WalkCycle::drawTimeline(DrawList& out) const {
  char label[40];
  sm::format(label, sizeof label, "%s %.1f s%s", clock_.manual() ? "lap held at" : "lap", clock_.sceneT(),
             paused_ ? ", paused" : "");
  // The track starts after its label, which a small stage draws larger.
  const float size = std::max(kSmall, out.minText());
  const float x0 = std::max(kPanelL + 74, kPanelL + LabelFit::emWidth(label) * size + 6), x1 = kPanelR, y = 284;
  const float lapS = script_.lapSeconds;
  // Where the label leaves the track too little room (it would run back over
  // the label), the label alone tells the lap's time.
  if (x1 - x0 >= kMinTrack) {
    out.line(Style::Muted, {x0, y}, {x1, y}, 1.5f);
    for (int i = 0; i < script_.eventCount; ++i) {
      const float x = lerp(x0, x1, script_.events[i].t / lapS);
      out.line(Style::Muted, {x, y - 4}, {x, y + 4}, 1.5f);
    }
    const float now = lerp(x0, x1, clamp(clock_.sceneT() / lapS, 0, 1));
    out.circle(clock_.manual() ? Style::Muted : Style::Accent, {now, y}, 3.5f, true);
  }
  out.text(Style::Muted, {kPanelL, y}, kSmall, -1, label);
}

}  // namespace sm::walk_cycle
