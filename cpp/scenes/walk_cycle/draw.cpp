#include <cmath>

#include "motion/scalar.h"
#include "render/draw_list.h"
#include "rigs/walker/figure.h"
#include "scenes/walk_cycle/shell.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

constexpr float kDotSpacing = 22;
constexpr float kPanelL = kPanelAt.x + 10, kPanelR = kPanelAt.x + kPanelSize.x - 10;
constexpr float kText = 11, kSmall = 9.5f;

void panelBox(DrawList& out, const char* title) {
  out.rect(Style::Paper, kPanelAt, kPanelSize, true);
  out.rect(Style::Muted, kPanelAt, kPanelSize, false, 1);
  out.text(Style::Muted, {kPanelL, kPanelAt.y + 12}, kText, -1, title);
}

// A graph of samples newest-right between x0 and x1, value v mapped by y(v).
template <class History, class Map>
void graph(DrawList& out, Style s, const History& h, int n, float x0, float x1, Map y, float width) {
  constexpr int kMaxPoints = 160;
  Vec2 pts[kMaxPoints];
  n = n > kMaxPoints ? kMaxPoints : n;
  for (int i = 0; i < n; ++i) {
    const float u = static_cast<float>(i) / static_cast<float>(n - 1);
    pts[i] = {lerp(x1, x0, u), y(h.at(i))};
  }
  out.poly(s, pts, n, 0, width);
}

// A horizontal gauge: track from lo to hi, marker at v.
void gauge(DrawList& out, Vec2 at, float w, float lo, float hi, float v, Style s) {
  out.line(Style::Muted, at, {at.x + w, at.y}, 2);
  const float u = clamp((v - lo) / (hi - lo), 0, 1);
  out.circle(s, {at.x + u * w, at.y}, 4, true);
}

}  // namespace

void WalkCycle::draw(DrawList& out) const {
  out.view({kViewW / 2, kViewH / 2}, kViewW, kViewH);
  for (int i = 0; i < walkerCount_; ++i) drawGround(out, i);
  if (number_ == 3) {
    // The mismatched lane: where each planted foot slid over the ground.
    const Walker& m = walkers_[1];
    const float y = m.origin.y + (kAnkleH + 1.5f) * m.scale;
    const float off = static_cast<float>(groundOffset_[1]);
    for (const Trail& t : trails_) {
      if (t.from == t.to) continue;
      const float a = static_cast<float>(t.from) - off, b = static_cast<float>(t.to) - off;
      if (std::fmax(a, b) < 6 || std::fmin(a, b) > 250) continue;
      out.line(Style::Warn, {clamp(a, 6, 250), y}, {clamp(b, 6, 250), y}, 3);
    }
  }
  for (int i = 0; i < walkerCount_; ++i) walker::draw(walkers_[i], out);
  drawPanel(out);

  if (script_.eventCount > 0) {
    // The lap's timeline: event ticks and where the scene is in it.
    const float x0 = kPanelL + 74, x1 = kPanelR, y = 284;
    const float lapS = script_.lapSeconds;
    out.line(Style::Muted, {x0, y}, {x1, y}, 1.5f);
    for (int i = 0; i < script_.eventCount; ++i) {
      const float x = lerp(x0, x1, script_.events[i].t / lapS);
      out.line(Style::Muted, {x, y - 4}, {x, y + 4}, 1.5f);
    }
    const float now = lerp(x0, x1, clamp(clock_.sceneT() / lapS, 0, 1));
    out.circle(clock_.manual() ? Style::Muted : Style::Accent, {now, y}, 3.5f, true);
    out.textf(Style::Muted, {kPanelL, y}, kSmall, -1, "%s %.1f s", clock_.manual() ? "manual" : "timeline",
              clock_.sceneT());
  }
  if (paused_) out.text(Style::Accent, {kPanelR, 258}, kText, 1, "paused");
}

void WalkCycle::drawGround(DrawList& out, int lane) const {
  const Walker& w = walkers_[lane];
  const float spacing = kDotSpacing * w.scale;
  const float off = static_cast<float>(std::fmod(groundOffset_[lane], static_cast<double>(spacing)));
  const float y = w.origin.y + (kAnkleH + 3) * w.scale;
  if (number_ == 7) {
    // The slope: a line through the walker and dots that ride on it.
    const float x0 = -w.origin.x + 8, x1 = kPanelAt.x - 8 - w.origin.x;
    const Vec2 lift{0, kAnkleH * w.scale};
    out.line(Style::Ground, w.toScreen(Vec2{x0, w.floorAt(x0)}) + lift, w.toScreen(Vec2{x1, w.floorAt(x1)}) + lift, 1.5f);
    for (float x = x0 + spacing - off; x < x1; x += spacing)
      out.circle(Style::Ground, w.toScreen(Vec2{x, w.floorAt(x)}) + lift + Vec2{0, 3}, 2, true);
    return;
  }
  float x0 = 8, x1 = number_ == 4 ? kViewW - 8 : kPanelAt.x - 8;
  if (number_ == 9) x0 = w.origin.x - 72, x1 = w.origin.x + 72;
  if (number_ == 3) x1 = 250;
  out.line(Style::Ground, {x0, y - 3}, {x1, y - 3}, 1);
  out.dots(Style::Ground, y, spacing, off, 2 * w.scale, x0, x1);
}

void WalkCycle::drawPanel(DrawList& out) const {
  switch (number_) {
    case 1: panelPhase(out); break;
    case 2: panelStance(out); break;
    case 3: panelStride(out); break;
    case 4: panelGaze(out); break;
    case 5: panelElbow(out); break;
    case 6: panelTwist(out); break;
    case 7: panelSlope(out); break;
    case 8: panelArc(out); break;
    default: panelLock(out); break;
  }
}

void WalkCycle::panelPhase(DrawList& out) const {
  panelBox(out, "01 \u00b7 phase wrap");
  const Walker& w = walkers_[0];
  const float top = 44, mid = 84, amp = 30;
  out.line(Style::Muted, {kPanelL, mid}, {kPanelR, mid}, 1);
  auto y = [&](float v) { return mid - v * amp; };
  graph(out, Style::Accent2, stepsHist_, 120, kPanelL, kPanelR, [&](float s) { return y(sm::sin(kTau * (s + 0.5f))); }, 2);
  graph(out, Style::Accent, stepsHist_, 120, kPanelL, kPanelR, [&](float s) { return y(sm::sin(kTau * s)); }, 2);
  out.text(Style::Accent, {kPanelL, top - 10}, kSmall, -1, "left leg");
  out.text(Style::Accent2, {kPanelR, top - 10}, kSmall, 1, "right leg +0.5");
  out.text(Style::Muted, {kPanelL, 128}, kSmall, -1, "last 2 s of sin(2\u03c0 \u00b7 legPhase)");

  const float cyc = std::fmod(w.steps(), 2.0f);
  out.text(Style::Muted, {kPanelL, 148}, kSmall, -1, "cyclePhase = (walkT \u00b7 STEP_HZ) % 2");
  out.textf(Style::Ink, {kPanelR, 148}, kText, 1, "%.2f", cyc);
  gauge(out, {kPanelL, 164}, kPanelR - kPanelL, 0, 2, cyc, Style::Accent);
  out.textf(Style::Muted, {kPanelL, 184}, kSmall, -1, "%.1f steps per second", w.gait.stepHz);
  out.text(Style::Ink, {kPanelL, 210}, kText, -1, "seam jumps (> 0.35 a frame)");
  out.textf(seamJumps_ > 0 ? Style::Warn : Style::Accent, {kPanelR, 210}, 20, 1, "%d", seamJumps_);
}

void WalkCycle::panelStance(DrawList& out) const {
  panelBox(out, "02 \u00b7 five stance phases");
  const Walker& w = walkers_[0];
  const float ph = w.legPhase(kNear);
  const StancePhase now = stancePhase(ph);
  constexpr float kEnds[] = {0, 0.12f, 0.30f, 0.45f, 0.60f, 1};
  constexpr const char* kShort[] = {"contact", "load", "mid", "push", "lift"};
  const float x0 = kPanelL, wBar = kPanelR - kPanelL, y = 46, h = 14;
  for (int i = 0; i < 5; ++i) {
    const float a = x0 + kEnds[i] * wBar, b = x0 + kEnds[i + 1] * wBar;
    const bool on = static_cast<int>(now) == i;
    out.rect(on ? Style::Accent : Style::Paper, {a, y}, {b - a, h}, true);
    out.rect(Style::Muted, {a, y}, {b - a, h}, false, 1);
    out.text(on ? Style::Accent : Style::Muted, {(a + b) / 2, i % 2 ? y + h + 9 : y - 7}, 8.5f, 0, kShort[i]);
  }
  const float mx = x0 + ph * wBar;
  out.line(Style::Ink, {mx, y - 2}, {mx, y + h + 2}, 2);

  // The near foot, four times size, rolling about its ankle on the floor.
  const Vec2 ankle{365, 138};
  const float roll = rad(w.rollDeg(kNear));
  const Vec2 along{sm::cos(roll), sm::sin(roll)};
  out.line(Style::Ground, {ankle.x - 60, ankle.y + 14}, {ankle.x + 70, ankle.y + 14}, 1.5f);
  out.line(Style::Ink, ankle - along * 16, ankle + along * 52, 6);
  out.circle(Style::Ink, ankle, 5, true);
  out.textf(Style::Ink, {kPanelL, 176}, kText, -1, "ankle roll %+.0f\u00b0 (%s)", w.rollDeg(kNear),
            stancePhaseName(now));
  out.text(w.planted(kNear) ? Style::Accent : Style::Muted, {kPanelL, 194}, kSmall, -1,
           w.planted(kNear) ? "stance: foot pinned to the ground" : "swing: foot in the air");
  const Gait& g = w.gait;
  out.textf(Style::Muted, {kPanelL, 212}, kSmall, -1, "stance %.3g s \u00b7 swing %.3g s", stanceSeconds(g),
            swingSeconds(g));
  out.textf(Style::Muted, {kPanelL, 227}, kSmall, -1, "both feet down %.3g s (%.1f step)",
            doubleSupportSteps(g) / g.stepHz, doubleSupportSteps(g));
}

void WalkCycle::panelStride(DrawList& out) const {
  panelBox(out, "03 \u00b7 stride angle \u2192 speed");
  const Gait& g = walkers_[0].gait;
  // The stride angle: both legs open by it, at 70% size.
  const Vec2 hip{365, 40};
  const float len = g.legPx * 0.7f, a = rad(g.strideDeg);
  const Vec2 front = hip + fromDown(a) * len, back = hip + fromDown(-a) * len;
  out.line(Style::Ink, hip, front, 3);
  out.line(Style::Ink, hip, back, 3);
  out.line(Style::Accent, back, front, 2);
  out.textf(Style::Muted, {hip.x, hip.y + len * 0.45f}, kSmall, 0, "\u00b1%.0f\u00b0", g.strideDeg);
  out.textf(Style::Accent, {hip.x, front.y + 10}, kSmall, 0, "stepDist %.1f px", stepDist(g));
  out.textf(Style::Ink, {kPanelL, 136}, kSmall, -1, "2 \u00b7 %.0f \u00b7 sin %.0f\u00b0 = %.1f px", g.legPx,
            g.strideDeg, stepDist(g));
  out.textf(Style::Ink, {kPanelL, 154}, kSmall, -1, "groundV = %.1f \u00d7 %.1f = %.1f px/s", stepDist(g), g.stepHz,
            groundV(g));
  out.textf(Style::Muted, {kPanelL, 178}, kSmall, -1, "below: body at %.2f\u00d7 = %.1f px/s", kMismatch,
            kMismatch * groundV(g));
  out.textf(Style::Warn, {kPanelL, 196}, kSmall, -1, "planted foot drifts %.1f px/s", (1 - kMismatch) * groundV(g));
  out.text(Style::Muted, {kPanelL, 222}, kSmall, -1, "red: the sliding foot's trail");
  out.text(Style::Muted, {8, 12}, kSmall, -1, "matched: ground at groundV");
  out.text(Style::Muted, {8, 158}, kSmall, -1, "mismatched: body at 0.82\u00d7");
}

void WalkCycle::panelGaze(DrawList& out) const {
  const Walker& w = walkers_[0];
  const Vec2 at{12, 6}, size{kViewW - 24, 54};
  out.rect(Style::Paper, at, size, true);
  out.rect(Style::Muted, at, size, false, 1);
  // Heights, exaggerated 2.5x about their mean so the bob reads.
  const float midHip = 0.93f * w.gait.legPx;
  const float hipY = at.y + 30, eyeY = at.y + 30;
  const float x0 = at.x + 96, x1 = at.x + size.x - 8;
  float eyeMean = 0;
  for (int i = 0; i < decltype(eyeHist_)::kSize; ++i) eyeMean += eyeHist_.at(i);
  eyeMean /= decltype(eyeHist_)::kSize;
  graph(out, Style::Accent2, hipHist_, decltype(hipHist_)::kSize, x0, x1, [&](float v) { return hipY - (v - midHip) * 2.5f; }, 1.5f);
  graph(out, Style::Accent, eyeHist_, decltype(eyeHist_)::kSize, x0, x1, [&](float v) { return eyeY - (v - eyeMean) * 2.5f; }, 2);
  out.text(Style::Muted, {at.x + 8, at.y + 11}, kSmall, -1, "04 \u00b7 head bob & gaze");
  out.textf(Style::Accent2, {at.x + 8, at.y + 27}, kSmall, -1, "hip bob %.2f px", hipBob_);
  out.textf(Style::Accent, {at.x + 8, at.y + 42}, kSmall, -1, "eyes %.2f px", eyeAmp_);

  // The gaze target, and the line of sight to it.
  const Vec2 eye = w[Eye];
  const Vec2 target{gazeX_, eye.y};
  out.line(Style::Muted, eye, target, 1);
  out.circle(Style::Accent, target, 5, false, 2);
  out.circle(Style::Accent, target, 1.8f, true);
  out.textf(Style::Accent, {target.x, target.y - 14}, kSmall, 0, "gaze %.0f", gazeX_);
  out.text(Style::Muted, {kViewW - 12, 84}, kSmall, 1, "the gaze leads a turn by 0.4 s");
}

void WalkCycle::panelElbow(DrawList& out) const {
  panelBox(out, "05 \u00b7 elbow counter-swing");
  const Walker& w = walkers_[0];
  const Gait& g = w.gait;
  const float ph = w.legPhase(kNear);
  const float sh = shoulderDeg(g, ph), el = elbowDeg(g, ph);
  // The near arm, 1.7 times size, bending as the walker's does.
  const Vec2 shoulder{340, 40};
  const Vec2 elbow = shoulder + fromDown(rad(sh)) * (kUpperArm * 1.7f);
  const Vec2 hand = elbow + fromDown(rad(forearmDeg(g, ph))) * (kForearm * 1.7f);
  out.line(Style::Muted, shoulder, shoulder + Vec2{0, 110}, 1);
  out.limb(Style::Ink, shoulder, elbow, hand, 6, 4);
  out.circle(Style::Accent, elbow, 3.5f, true);
  out.textf(Style::Ink, {kPanelL, 168}, kText, -1, "shoulder %+.1f\u00b0", sh);
  gauge(out, {kPanelL + 100, 168}, 86, -g.strideDeg * 0.6f, g.strideDeg * 0.6f, sh, Style::Accent2);
  out.textf(Style::Ink, {kPanelL, 186}, kText, -1, "elbow %.1f\u00b0", el);
  gauge(out, {kPanelL + 100, 186}, 86, 0, elbowMaxDeg(g), el, Style::Accent);
  out.textf(Style::Muted, {kPanelL, 206}, kSmall, -1, "swing \u00b1%.1f\u00b0 = STRIDE_DEG \u00d7 0.6", g.strideDeg * 0.6f);
  out.textf(Style::Muted, {kPanelL, 222}, kSmall, -1, "elbow max 70 \u00d7 (0.4 + %.2f) = %.1f\u00b0", g.legRatio,
            elbowMaxDeg(g));
}

void WalkCycle::panelTwist(DrawList& out) const {
  panelBox(out, "06 \u00b7 torso / pelvis twist");
  const Walker& w = walkers_[0];
  const Gait& g = w.gait;
  const float ph = w.legPhase(kNear);
  const float hip = hipTwistDeg(g, ph), sh = shoulderTwistDeg(g, ph);
  // Seen from above, angles drawn three times size.
  const Vec2 c{365, 72};
  out.circle(Style::Muted, c, 4, true);
  const Vec2 hd = Vec2{sm::cos(rad(3 * hip)), sm::sin(rad(3 * hip))};
  const Vec2 sd = Vec2{sm::cos(rad(3 * sh)), sm::sin(rad(3 * sh))};
  out.line(Style::Accent2, c - hd * 34, c + hd * 34, 5);
  out.line(Style::Accent, c - sd * 48, c + sd * 48, 3);
  out.text(Style::Muted, {kPanelR, 44}, 8.5f, 1, "from above, \u00d73");
  out.textf(Style::Accent2, {kPanelL, 112}, kSmall, -1, "pelvis %+.1f\u00b0 (\u00b1%.1f\u00b0)", hip, twistAmpDeg(g));
  out.textf(Style::Accent, {kPanelL, 127}, kSmall, -1, "shoulders %+.1f\u00b0 (\u00b1%.1f\u00b0)", sh,
            1.2f * twistAmpDeg(g));
  const float mid = 176, perDeg = 3.4f;
  out.line(Style::Muted, {kPanelL, mid}, {kPanelR, mid}, 1);
  auto y = [&](float v) { return mid - v * perDeg; };
  graph(out, Style::Accent2, hipTwistHist_, decltype(hipTwistHist_)::kSize, kPanelL, kPanelR, y, 2);
  graph(out, Style::Accent, shoulderTwistHist_, decltype(shoulderTwistHist_)::kSize, kPanelL, kPanelR, y, 2);
  out.textf(Style::Muted, {kPanelL, 228}, kSmall, -1, "last 2.5 s \u00b7 amp 6 \u00d7 %.1f / 1.6", g.stepHz);
}

void WalkCycle::panelSlope(DrawList& out) const {
  panelBox(out, "07 \u00b7 slope lean");
  const Walker& w = walkers_[0];
  const float lean = slopeLeanDeg(slopeNow_);
  out.textf(Style::Ink, {kPanelL, 40}, kText, -1, "slope %+.1f\u00b0 (%s)", slopeNow_,
            slopeNow_ < -0.05f ? "downhill" : (slopeNow_ > 0.05f ? "uphill" : "level"));
  out.textf(Style::Accent, {kPanelL, 58}, kText, -1, "lean %.1f\u00b0 %s", std::fabs(lean), lean < 0 ? "forward" : "back");
  out.textf(Style::Accent2, {kPanelL, 76}, kText, -1, "step rate %.2f per second", w.gait.stepHz);
  // The lean against the vertical.
  const Vec2 base{365, 166};
  out.line(Style::Muted, base, base + Vec2{0, -62}, 1);
  out.line(Style::Accent, base, base + Vec2{sm::sin(rad(-lean)), -sm::cos(rad(-lean))} * 62, 4);
  const Vec2 d{sm::cos(rad(slopeNow_)), -sm::sin(rad(slopeNow_))};
  out.line(Style::Ground, base - d * 60, base + d * 60, 2);
  out.text(Style::Muted, {kPanelL, 196}, kSmall, -1, "lean = 0.5 \u00d7 slope down, 0.25 \u00d7 up");
  out.textf(Style::Muted, {kPanelL, 212}, kSmall, -1, "rate = %.1f + 0.06 \u00d7 forward lean", gait_.stepHz);
  out.text(Style::Muted, {kPanelL, 228}, kSmall, -1, "body lowered by cos(slope)");
}

void WalkCycle::panelArc(DrawList& out) const {
  panelBox(out, "08 \u00b7 foot arc correction");
  const Walker& w = walkers_[0];
  const Gait& g = w.gait;
  const float floorY = 140, perPx = 1.3f;
  out.rect(Style::Warn, {kPanelL, floorY - kScuffPx * perPx}, {kPanelR - kPanelL, kScuffPx * perPx}, true);
  out.line(Style::Ground, {kPanelL, floorY}, {kPanelR, floorY}, 1.5f);
  constexpr int kN = 41;
  Vec2 raw[kN], fix[kN];
  for (int i = 0; i < kN; ++i) {
    const float k = static_cast<float>(i) / (kN - 1);
    const float x = lerp(kPanelL, kPanelR, k);
    raw[i] = {x, floorY - rawLift(g, k) * perPx};
    fix[i] = {x, floorY - correctedLift(g, k) * perPx};
  }
  out.poly(Style::Muted, raw, kN, 0, 2);
  out.poly(Style::Accent, fix, kN, 0, 2);
  if (!w.planted(kNear)) {
    const float k = swingK(g, w.legPhase(kNear));
    const float x = lerp(kPanelL, kPanelR, k);
    out.circle(Style::Ink, {x, floorY - rawLift(g, k) * perPx}, 3.5f, true);
    out.circle(Style::Accent, {x, floorY - correctedLift(g, k) * perPx}, 4, true);
    // The raw arc's foot on the walker, for comparison.
    const Vec2 a = w[AnkleNear];
    out.circle(Style::Warn, {a.x, a.y + correctedLift(g, k) - rawLift(g, k)}, 3.5f, false, 1.5f);
  }
  out.text(Style::Muted, {kPanelL, floorY + 11}, 8.5f, -1, "k = 0 (lift-off)");
  out.text(Style::Muted, {kPanelR, floorY + 11}, 8.5f, 1, "1 (touch-down)");
  out.textf(Style::Accent, {kPanelL, 170}, kSmall, -1, "min arc %.1f px, held to k = 0.85", minArc(g));
  out.textf(Style::Ink, {kPanelL, 188}, kSmall, -1, "within 4 px: raw %.0f%% \u2192 fixed %.0f%%", scuffRaw_,
            scuffFix_);
  out.textf(Style::Muted, {kPanelL, 206}, kSmall, -1, "scuff frames: raw %d \u00b7 fixed %d", scuffFramesRaw_,
            scuffFramesFix_);
  out.textf(Style::Muted, {kPanelL, 222}, kSmall, -1, "of %d swing frames", swingFrames_);
}

void WalkCycle::panelLock(DrawList& out) const {
  out.text(Style::Muted, {12, 14}, kText, -1, "09 \u00b7 ground lock");
  out.textf(Style::Ink, {12, 32}, kSmall, -1, "planted feet held on the ground while bodies sway \u00b1%.0f px", kSwayPx);
  out.textf(Style::Muted, {12, 48}, kSmall, -1, "re-solving them would slip up to %.2f px a frame; measured slip %.2f px",
            maxSlip_, footSlip_);
  for (int i = 0; i < walkerCount_; ++i) {
    const Walker& w = walkers_[i];
    const Gait& g = w.gait;
    for (int leg = 0; leg < 2; ++leg) {
      if (!w.planted(leg)) continue;
      const Vec2 a = w[AnkleNear + leg];
      out.circle(Style::Accent, {a.x, w.origin.y + (kAnkleH + 3) * w.scale}, 3, true);
    }
    const float x = w.origin.x;
    out.textf(Style::Ink, {x, 252}, kSmall, 0, "%.0f\u00b0 \u00b7 %.2f steps/s", g.strideDeg, g.stepHz);
    out.textf(Style::Muted, {x, 266}, kSmall, 0, "step %.1f px", stepDist(g));
    out.textf(Style::Muted, {x, 280}, kSmall, 0, "speed %.1f px/s", groundV(g));
  }
}

}  // namespace sm::walk_cycle
