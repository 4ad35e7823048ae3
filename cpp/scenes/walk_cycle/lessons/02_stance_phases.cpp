#include <algorithm>

#include "motion/cold.h"
#include "motion/scalar.h"
#include "scenes/walk_cycle/lesson.h"
#include "scenes/walk_cycle/panel.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

constexpr TimelineEvent kEvents[] = {
    {5, SetStepHz, 1.2f, "the step rate drops to 1.2 steps per second"},
};
constexpr Script kScript = {
    "Contact, loading, mid-stance, push and lift: the foot stays pinned while the ankle rolls.",
    kEvents, countOf(kEvents), 10, 0.3f, Keys::StepHz, Keys::None};

class StancePhases final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override { s.walkers[0].origin = {kWalkerX, 258}; }
  SM_COLD void addReadouts(Readouts& r) override {
    static constexpr ReadRow<StancePhases> kReads[] = {
        {"ankleRollDeg", [](const StancePhases& l) { return l.walker().rollDeg(kNear); }},
        {"stancePhase",
         [](const StancePhases& l) { return static_cast<float>(stancePhase(l.walker().legPhase(kNear))); }},
        {"stanceSeconds", [](const StancePhases& l) { return stanceSeconds(l.walker().gait); }},
        {"swingSeconds", [](const StancePhases& l) { return swingSeconds(l.walker().gait); }},
        {"doubleSupportSteps", [](const StancePhases& l) { return doubleSupportSteps(l.walker().gait); }},
    };
    r.add(*this, kReads);
  }

  void drawPanel(DrawList& out, int parts) const override {
    if (!(parts & kPanelPart)) return;  // nothing on the walkers
    panelBox(out, panelTitle());
    const Walker& w = walker();
    const float ph = w.legPhase(kNear);
    const StancePhase now = stancePhase(ph);
    constexpr float kEnds[] = {0, kStancePhaseEnds[0], kStancePhaseEnds[1], kStancePhaseEnds[2],
                               kStancePhaseEnds[3], 1};
    constexpr const char* kShort[] = {"contact", "load", "mid", "push", "lift"};
    // The phases' names alternate over and under the bar. Drawn larger (a
    // small stage) they push the bar down, clear of the title, and the names
    // under it further down, so none is moved into the bar or its marker.
    Rows rows = panelRows(out);
    const float over = rows.at(40), h = 14, overshoot = 2;
    const float x0 = kPanelL, wBar = kPanelR - kPanelL, y = rows.block(48 - overshoot, h + 2 * overshoot) + overshoot;
    const float under = rows.at(y + h + 9);
    for (int i = 0; i < 5; ++i) {
      const float a = x0 + kEnds[i] * wBar, b = x0 + kEnds[i + 1] * wBar;
      out.rect(static_cast<int>(now) == i ? Style::Accent : Style::Paper, {a, y}, {b - a, h}, true);
      out.rect(Style::Muted, {a, y}, {b - a, h}, false, 1);
    }
    const float mx = x0 + ph * wBar;
    out.line(Style::Ink, {mx, y - overshoot}, {mx, y + h + overshoot}, 2);
    for (int i = 0; i < 5; ++i) {
      const float a = x0 + kEnds[i] * wBar, b = x0 + kEnds[i + 1] * wBar;
      out.text(static_cast<int>(now) == i ? Style::Accent : Style::Muted, {(a + b) / 2, i % 2 ? under : over}, kTiny, 0,
               kShort[i]);
    }

    // The near foot, four times size, rolling about its ankle on the floor.
    const Vec2 ankle{365, 138};
    const float roll = rad(w.rollDeg(kNear));
    const Vec2 along{sm::cos(roll), sm::sin(roll)};
    out.line(Style::Ground, {ankle.x - 60, ankle.y + 14}, {ankle.x + 70, ankle.y + 14}, 1.5f);
    out.line(Style::Ink, ankle - along * 16, ankle + along * 52, 6);
    out.circle(Style::Ink, ankle, 5, true);
    out.textf(Style::Ink, {kPanelL, rows.at(176)}, kText, -1, "ankle roll %+.0f\u00b0 (%s)", w.rollDeg(kNear),
              stancePhaseName(now));
    out.text(w.planted(kNear) ? Style::Accent : Style::Muted, {kPanelL, rows.at(194)}, kSmall, -1,
             w.planted(kNear) ? "stance: foot pinned to the ground" : "swing: foot in the air");
    const Gait& g = w.gait;
    out.textf(Style::Muted, {kPanelL, rows.at(212)}, kSmall, -1, "stance %.3g s \u00b7 swing %.3g s", stanceSeconds(g),
              swingSeconds(g));
    out.textf(Style::Muted, {kPanelL, rows.at(227)}, kSmall, -1, "both feet down %.3g s (%.1f step)",
              doubleSupportSteps(g) / g.stepHz, doubleSupportSteps(g));
  }

  void sentence(char* buf, std::size_t n) const override {
    const Walker& w = walker();
    sm::format(buf, n, "the near foot is in the %s phase with the ankle rolled %.0f degrees",
               stancePhaseName(stancePhase(w.legPhase(kNear))), w.rollDeg(kNear));
  }
};

}  // namespace

std::unique_ptr<Lesson> makeStancePhases() { return std::make_unique<StancePhases>(); }

}  // namespace sm::walk_cycle
