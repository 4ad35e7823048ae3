#include "rigs/common/solve_layer.h"

#include <algorithm>
#include <cmath>

#include "motion/scalar.h"
#include "render/draw_list.h"
#include "render/label_fit.h"
#include "text/format.h"

namespace sm {

namespace {

// The layer is sized for the stickman's 74-unit leg and scales with the leg
// it draws, so a walker's or a small figure's construction keeps proportion.
constexpr float kDesignLeg = 74;
constexpr int kRingPoints = 24;

void oval(DrawList& out, Style s, Vec2 c, float rx, float ry, float width) {
  out.ellipse(s, c, rx, ry, 0, false, width);
}

// An arc of the phase ring from fraction a to b of the cycle, clockwise from
// the top like a clock's hand.
void arc(DrawList& out, Style s, Vec2 c, float r, float a, float b, float width) {
  Vec2 pts[kRingPoints + 1];
  const int n = std::max(2, static_cast<int>(std::ceil((b - a) * kRingPoints)) + 1);
  for (int i = 0; i < n; ++i) {
    const float t = 6.2831853f * (a + (b - a) * static_cast<float>(i) / static_cast<float>(n - 1));
    pts[i] = c + Vec2{sm::sin(t), -sm::cos(t)} * r;
  }
  out.poly(s, pts, n, 0, width);
}

// One design unit of the layer, drawn, for a leg.
float unitOf(const LegSolve& leg) { return (leg.thigh + leg.shin) * std::fabs(leg.scale.y) / kDesignLeg; }

// The numbers' lines part by their size, raised to a legible size on a
// small stage (u: one design unit, drawn).
float readoutStep(float u, const DrawList& out) { return 1.3f * std::fmax(10 * u, out.minText()); }

// The near leg's numbers: a few lines, written only where all of them fit.
struct Readout {
  char line[kSolveReadoutLines][32] = {"", "", "out of reach"};
  int n = 2;
  float size = 10;
  Vec2 step;

  // The hip->foot length and the knee's angle, and "out of reach" when the
  // foot is pulled back, sized for the leg drawn (u: one design unit).
  Readout(const LegSolve& leg, const DrawList& out, float u) {
    const TwoBoneIk chain = leg.chain();
    const Vec2 foot = chain.end(), knee = chain.joint();
    const Vec2 a = leg.hip - knee, b = foot - knee;
    const float deg = sm::atan2(std::fabs(a.x * b.y - a.y * b.x), dot(a, b)) * 57.29578f;
    sm::format(line[0], sizeof line[0], "%.0f hip\u2013%s", static_cast<double>(distance(leg.hip, foot)), leg.endName);
    sm::format(line[1], sizeof line[1], "%.0f\u00b0 knee", static_cast<double>(deg));
    n = leg.clamped() ? 3 : 2;
    size = 10 * u;
    step = {0, readoutStep(u, out)};
  }

  // Every line kept by the label fit where it is asked for and inside the
  // view across (a label at its own size is never dropped, so leaving the
  // canvas is checked here); for a scene that places them itself (`clear`
  // given), inside it up and down too, and off every box of clear.
  bool fits(const DrawList& out, Vec2 at, int align, const Rect* clear = nullptr, int boxes = 0) const {
    const Rect seen = out.visible();
    // A scene's place holds every line the numbers may grow to, so they stay
    // put when "out of reach" comes and goes.
    float px = 0;
    for (int i = 0; i < (clear ? kSolveReadoutLines : n); ++i) {
      const Vec2 p = at + step * static_cast<float>(i);
      if (i < n) px = out.labelSize(p, size, align, line[i]);
      if (px <= 0) return false;
      const float w = LabelFit::emWidth(line[i]) * px, x0 = align < 0 ? p.x : p.x - w, half = LabelFit::kHalfHeightEm * px;
      if (x0 < seen.x0 || x0 + w > seen.x1) return false;
      if (!clear) continue;
      const float slack = LabelFit::kSlackPx / out.scale();  // as the fitter measures the box
      const Rect r{x0 - slack, p.y - half, x0 + w + slack, p.y + half};
      if (r.y0 < seen.y0 || r.y1 > seen.y1) return false;
      for (int k = 0; k < boxes; ++k)
        if (r.x0 < clear[k].x1 && clear[k].x0 < r.x1 && r.y0 < clear[k].y1 && clear[k].y0 < r.y1) return false;
    }
    return true;
  }
  // The point under the last line.
  Vec2 write(DrawList& out, Vec2 at, int align) const {
    for (int i = 0; i < n; ++i)
      out.text(i == 2 ? Style::Accent : Style::Accent2, at + step * static_cast<float>(i), size, align, line[i]);
    return at + step * static_cast<float>(n);
  }
};

}  // namespace

SolveMarks solveMarks(const LegSolve& leg) {
  const TwoBoneIk chain = leg.chain();
  const float sx = std::fabs(leg.scale.x), sy = std::fabs(leg.scale.y);
  return {leg.drawn(leg.hip),      leg.drawn(chain.end()), leg.drawn(chain.joint()),
          leg.drawn(leg.rejectedKnee()), leg.drawn(leg.target), leg.thigh * sx, leg.thigh * sy,
          leg.shin * sx,           leg.shin * sy};
}

Vec2 drawLegSolve(const LegSolve& leg, bool near, DrawList& out, int readoutSide, const Vec2* readoutAt) {
  Vec2 next;
  if (!leg.ik) return next;
  const SolveMarks m = solveMarks(leg);
  const float sx = std::fabs(leg.scale.x), sy = std::fabs(leg.scale.y);
  const float u = unitOf(leg);  // one design unit, drawn
  const float w = (near ? 1.0f : 0.6f) * u;
  const bool clamped = leg.clamped();

  // The reach limit: the farthest the foot may be from the hip.
  const float reach = std::fmin(leg.reach, leg.thigh + leg.shin);
  oval(out, clamped ? Style::Accent : Style::Ground, m.hip, reach * sx, reach * sy, (clamped ? 2.0f : 1.0f) * w);
  // The two bone circles: every point a thigh from the hip, a shin from the foot.
  oval(out, Style::Muted, m.hip, m.thighRx, m.thighRy, w);
  oval(out, Style::Muted, m.foot, m.shinRx, m.shinRy, w);

  // The rejected knee and its bones, faint; the chosen knee bold.
  out.line(Style::Muted, m.hip, m.rejected, 0.8f * w);
  out.line(Style::Muted, m.rejected, m.foot, 0.8f * w);
  out.circle(Style::Muted, m.rejected, 3 * u, false, w);
  out.line(Style::Accent2, m.hip, m.foot, 1.2f * w);
  out.circle(Style::Accent2, m.knee, (near ? 3.5f : 2.8f) * u, true);

  // The foot target: a cross; pulled back when out of reach.
  const Vec2 tx{4 * u, 0}, ty{0, 4 * u};
  const Style targetStyle = clamped ? Style::Accent : Style::Accent2;
  if (clamped) out.line(Style::Accent, m.foot, m.target, 1.5f * w);
  out.line(targetStyle, m.target - tx - ty, m.target + tx + ty, 1.4f * w);
  out.line(targetStyle, m.target - tx + ty, m.target + tx - ty, 1.4f * w);

  if (near && readoutSide != kReadoutByScene) {
    // The numbers beside the figure, just outside the reach limit on the
    // side the knee points to, where no limb is.
    const Readout r(leg, out, u);
    if (readoutAt) return r.fits(out, *readoutAt, -1) ? r.write(out, *readoutAt, -1) : *readoutAt;
    const float knees = m.knee.x >= lerp(m.hip, m.foot, 0.5f).x ? 1.0f : -1.0f;
    const float side = readoutSide ? static_cast<float>(readoutSide) : knees;
    // Where the words would be left out (off a small stage, over another
    // label), the other side; where neither has room, none: fewer words,
    // never smaller ones.
    for (const float s : {side, -side}) {
      const Vec2 at{m.hip.x + s * (reach * sx + 6 * u), m.hip.y};
      if (r.fits(out, at, s > 0 ? -1 : 1)) {
        next = r.write(out, at, s > 0 ? -1 : 1);
        break;
      }
    }
  }

  // The foot's gait cycle round it, like a clock's face: hung under the
  // foot it would fall out of a small stage's pane below the ground.
  if (leg.phase >= 0) {
    const float r = 8 * u;
    const Vec2 c = m.foot;
    arc(out, Style::Accent2, c, r, 0, leg.duty, 2.4f * w);
    arc(out, Style::Muted, c, r, leg.duty, 1, 0.8f * w);
    const float t = 6.2831853f * leg.phase;
    out.circle(near ? Style::Accent : Style::Muted, c + Vec2{sm::sin(t), -sm::cos(t)} * r, 2.2f * u, true);
  }
  return next;
}

bool drawSolveReadout(const LegSolve& leg, DrawList& out, const ReadoutSpot* spots, int count, const Rect* clear, int n) {
  if (!leg.ik) return false;
  const Readout r(leg, out, unitOf(leg));
  for (int k = 0; k < count; ++k) {
    if (!r.fits(out, spots[k].at, spots[k].align, clear, n)) continue;
    r.write(out, spots[k].at, spots[k].align);
    return true;
  }
  return false;
}

float solveReadoutHeight(const LegSolve& leg, const DrawList& out) {
  return kSolveReadoutLines * readoutStep(unitOf(leg), out);
}

Rect solveExtent(const LegSolve& leg) {
  // The foot is within reach of the hip: its circle is within a shin more.
  const Vec2 hip = leg.drawn(leg.hip), s{std::fabs(leg.scale.x), std::fabs(leg.scale.y)};
  const float reach = std::fmin(leg.reach, leg.thigh + leg.shin);
  return {hip.x - reach * s.x, hip.y - reach * s.y, hip.x + reach * s.x, hip.y + (reach + leg.shin) * s.y};
}

}  // namespace sm
