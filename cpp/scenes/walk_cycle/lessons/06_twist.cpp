
#include "motion/cold.h"
#include "motion/fixed_step_clock.h"
#include "motion/ring_history.h"
#include "motion/scalar.h"
#include "scenes/walk_cycle/lesson.h"
#include "scenes/walk_cycle/panel.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

constexpr TimelineEvent kEvents[] = {
    {5, SetStepHz, 2.4f, "the step rate rises to 2.4 steps per second"},
};
constexpr Script kScript = {"The pelvis turns with each step and the shoulders turn against it.",
                            kEvents, countOf(kEvents), 10, 0.15f, Keys::StepHz, Keys::None};
constexpr float kTopZoom = 3;  // the view from above, angles enlarged
// How far the shoulders' bar reaches above and below its centre, turned
// kTopZoom times the most it turns (10.8 degrees at 2.4 steps a second).
constexpr float kTopReach = 26;

class Twist final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override {
    s.walkers[0].origin = {kWalkerX, 258};
    s.walkers[0].twistZoom = kTopZoom;  // the body shows the twist as the panel does
  }
  SM_COLD void addReadouts(Readouts& r) override {
    static constexpr ReadRow<Twist> kReads[] = {
        {"hipTwistDeg", [](const Twist& l) { return l.shownNear(hipTwistDeg); }},
        {"shoulderTwistDeg", [](const Twist& l) { return l.shownNear(shoulderTwistDeg); }},
        {"twistAmpDeg", [](const Twist& l) { return twistAmpDeg(l.walker().gait); }},
    };
    r.add(*this, kReads);
  }

  // The graphs start full, as if the walk had been going before the scene opened.
  void afterRestart() override {
    const Gait& g = walker().gait;
    const float now = walker().legPhase(kNear), perStep = g.stepHz * FixedStepClock::kStep;
    hipHist_.fill([&](int i) { return hipTwistDeg(g, wrap01(now - perStep * static_cast<float>(i))); });
    shoulderHist_.fill([&](int i) { return shoulderTwistDeg(g, wrap01(now - perStep * static_cast<float>(i))); });
  }

  void afterStep() override {
    const Walker& w = walker();
    const float ph = w.legPhase(kNear);
    hipHist_.push(hipTwistDeg(w.gait, ph));
    shoulderHist_.push(shoulderTwistDeg(w.gait, ph));
  }

  void drawPanel(DrawList& out, int parts) const override {
    if (parts & kPanelPart) panelBox(out, panelTitle());
    const Walker& w = walker();
    if (parts & kWalkerPart) {
      // On the body: the pelvis and the shoulders, across it, in the panel's colours.
      const Vec2 hs{w.hipSpread(), 0}, ss{w.shoulderSpread(), 0};
      out.line(Style::Accent2, w[Pelvis] - hs, w[Pelvis] + hs, 4);
      out.line(Style::Accent, w[Shoulder] - ss, w[Shoulder] + ss, 4);
    }
    if (!(parts & kPanelPart)) return;
    const Gait& g = w.gait;
    // From above, the body's turn as it shows it (none while it stands); the
    // graphs are the walk's.
    const float hip = shownNear(hipTwistDeg), sh = shownNear(shoulderTwistDeg);
    // Top down, each under the words before it: larger words push the rest down.
    Rows rows = panelRows(out);
    const float aboveY = rows.at(44);
    // Asked low enough that the words above push it down only where they are
    // raised: at a canvas from LARGE_FROM px tall (still-frames.js) it is
    // drawn where it is asked, and the large still fits those canvases.
    const Vec2 c{365, rows.block(51, 2 * kTopReach) + kTopReach};
    out.circle(Style::Muted, c, 4, true);
    const Vec2 hd = Vec2{sm::cos(rad(kTopZoom * hip)), sm::sin(rad(kTopZoom * hip))};
    const Vec2 sd = Vec2{sm::cos(rad(kTopZoom * sh)), sm::sin(rad(kTopZoom * sh))};
    out.line(Style::Accent2, c - hd * 34, c + hd * 34, 5);
    out.line(Style::Accent, c - sd * 48, c + sd * 48, 3);
    out.textf(Style::Muted, {kPanelR, aboveY}, kTiny, 1, "from above, \u00d7%.0f", kTopZoom);
    out.textf(Style::Accent2, {kPanelL, rows.at(112)}, kSmall, -1, "pelvis %+.1f\u00b0 (\u00b1%.1f\u00b0)", hip,
              twistAmpDeg(g));
    out.textf(Style::Accent, {kPanelL, rows.at(127)}, kSmall, -1, "shoulders %+.1f\u00b0 (\u00b1%.1f\u00b0)", sh,
              kShoulderTwistShare * twistAmpDeg(g));
    constexpr float kGraphReach = 37, perDeg = 3.4f;  // the pelvis's 10.8 degrees at 2.4 steps a second
    const float mid = rows.block(176 - kGraphReach, 2 * kGraphReach) + kGraphReach;
    out.line(Style::Muted, {kPanelL, mid}, {kPanelR, mid}, 1);
    auto y = [&](float v) { return mid - v * perDeg; };
    graph(out, Style::Accent2, hipHist_, kPanelL, kPanelR, y, 2);
    graph(out, Style::Accent, shoulderHist_, kPanelL, kPanelR, y, 2);
    out.textf(Style::Muted, {kPanelL, rows.at(228)}, kSmall, -1, "last 2.5 s \u00b7 amp %.0f \u00d7 %.1f / %.1f",
              kTwistAmpDeg, g.stepHz, kTwistBaseHz);
  }

  void sentence(char* buf, std::size_t n) const override {
    const Gait& g = walker().gait;
    sm::format(buf, n,
               "at %.1f steps per second the pelvis turns up to %.1f degrees and the shoulders "
               "%.1f degrees the other way",
               g.stepHz, twistAmpDeg(g), kShoulderTwistShare * twistAmpDeg(g));
  }

 private:
  RingHistory<150> hipHist_, shoulderHist_;
};

}  // namespace

std::unique_ptr<Lesson> makeTwist() { return std::make_unique<Twist>(); }

}  // namespace sm::walk_cycle
