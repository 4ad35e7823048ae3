#include <cmath>

#include "motion/cold.h"
#include "motion/fixed_step_clock.h"
#include "motion/ring_history.h"
#include "render/label_fit.h"
#include "scenes/walk_cycle/lesson.h"
#include "scenes/walk_cycle/panel.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

constexpr TimelineEvent kEvents[] = {
    {5, SetStepHz, 2.4f, "the step rate rises to 2.4 steps per second"},
};
// A lap of whole steps at both rates, so its restart does not jump the legs.
// It rests at 0.5 s, 0.8 steps in: the far foot at mid-stance, where the
// walker can stand.
constexpr Script kScript = {
    "One clock drives both legs, the right leg half a step behind; the phase wraps without a seam.",
    kEvents, countOf(kEvents), 10, 0.5f, Keys::StepHz, Keys::None};
constexpr float kSeamJump = 0.35f;  // a sine step this large in one frame is a seam

class PhaseWrap final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override { s.walkers[0].origin = {kWalkerX, 258}; }
  SM_COLD void addReadouts(Readouts& r) override {
    r.add("seamJumps", [this] { return static_cast<float>(seamJumps_); });
  }
  void reset() override { seamJumps_ = 0; }

  void afterLapStart() override {
    for (int leg = 0; leg < 2; ++leg) lastSine_[leg] = sm::sin(kTau * walker().legPhase(leg));
  }

  // The graph starts full: the walk has been going before the scene opened.
  void afterRestart() override {
    const float now = walker().steps(), perStep = walker().gait.stepHz * FixedStepClock::kStep;
    for (int leg = 0; leg < 2; ++leg)
      sines_[leg].fill([&](int i) { return legSine(now - perStep * static_cast<float>(i), leg); });
  }

  void afterStep() override {
    const Walker& w = walker();
    for (int leg = 0; leg < 2; ++leg) sines_[leg].push(legSine(w.steps(), leg));
    for (int leg = 0; leg < 2; ++leg) {
      const float s = sm::sin(kTau * w.legPhase(leg));
      if (std::fabs(s - lastSine_[leg]) > kSeamJump) ++seamJumps_;
      lastSine_[leg] = s;
    }
  }

  void drawPanel(DrawList& out, int parts) const override {
    if (!(parts & kPanelPart)) return;  // nothing on the walkers
    panelBox(out, panelTitle());
    const Walker& w = walker();
    Rows rows = panelRows(out);
    // The legend clear of the title, its two names on one row where they fit;
    // a second row is taken from the graph's height.
    const float legend = rows.at(42);
    const bool oneRow = rows.fits(LabelFit::emWidth("left leg   right leg +0.5"), kSmall, kPanelR - kPanelL);
    const float legend2 = oneRow ? legend : rows.at(legend);
    const float amp = 30 - (legend2 - legend) / 2;
    const float mid = rows.block(54, 2 * amp) + amp;
    out.line(Style::Muted, {kPanelL, mid}, {kPanelR, mid}, 1);
    auto y = [&](float v) { return mid - v * amp; };
    graph(out, Style::Accent2, sines_[1], kPanelL, kPanelR, y, 2);
    graph(out, Style::Accent, sines_[0], kPanelL, kPanelR, y, 2);
    out.text(Style::Accent, {kPanelL, legend}, kSmall, -1, "left leg");
    out.text(Style::Accent2, {kPanelR, legend2}, kSmall, 1, "right leg +0.5");
    out.text(Style::Muted, {kPanelL, rows.at(128)}, kSmall, -1, "last 2 s of sin(2\u03c0 \u00b7 leg phase)");

    const float cyc = fmod(w.steps(), 2.0f);
    // The widest line, a size smaller, stays inside the panel's frame.
    out.text(Style::Muted, {kPanelL, rows.at(148)}, kTiny, -1, "cycle phase = (time \u00b7 steps/s) mod 2");
    // The value at the gauge's end: the formula fills its own line. Drawn
    // larger, the value takes more of the gauge's row.
    const float valueW = LabelFit::emWidth("0.00") * std::fmax(kText, out.minText()) + 8;
    const float gaugeY = rows.at(164);
    out.textf(Style::Ink, {kPanelR, gaugeY}, kText, 1, "%.2f", cyc);
    gauge(out, {kPanelL, gaugeY}, kPanelR - kPanelL - valueW, 0, 2, cyc, Style::Accent);
    out.textf(Style::Muted, {kPanelL, rows.at(184)}, kSmall, -1, "%.1f steps per second", w.gait.stepHz);
    // Stacked, where nothing is raised to make room, the count sits under its
    // line's end, clear of the panel's frame; beside the walker, at it, or under it where the line drawn
    // larger fills its row (its figures taller than a line).
    const bool beside = parts & kBeside;
    const float seamY = rows.at(beside ? 210.0f : 204.0f);
    out.textf(Style::Ink, {kPanelL, seamY}, kText, -1, "seam jumps (> %.2g a frame)", kSeamJump);
    const float countY = !beside ? 224.0f : kText < out.minText() ? rows.at(seamY) + 5 : seamY;
    out.textf(seamJumps_ > 0 ? Style::Warn : Style::Accent, {kPanelR, countY}, 20, 1, "%d", seamJumps_);
  }

  void sentence(char* buf, std::size_t n) const override {
    const Walker& w = walker();
    sm::format(buf, n,
               "both legs run from one phase, the right half a step behind, at %.1f steps per "
               "second; cycle phase %.2f of 2; %d seam jumps",
               w.gait.stepHz, fmod(w.steps(), 2.0f), seamJumps_);
  }

 private:
  // The graph's value for leg 0 (left) or 1 (right, half a step behind) at
  // `steps` steps: worked out once as a sample comes in, not every frame.
  static float legSine(float steps, int leg) { return sm::sin(kTau * (leg ? steps + 0.5f : steps)); }

  int seamJumps_ = 0;
  float lastSine_[2] = {0, 0};
  RingHistory<120> sines_[2];
};

}  // namespace

std::unique_ptr<Lesson> makePhaseWrap() { return std::make_unique<PhaseWrap>(); }

}  // namespace sm::walk_cycle
