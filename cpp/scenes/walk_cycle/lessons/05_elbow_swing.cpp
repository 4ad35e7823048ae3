#include <algorithm>

#include "motion/cold.h"
#include "motion/scalar.h"
#include "render/label_fit.h"
#include "scenes/walk_cycle/lesson.h"
#include "scenes/walk_cycle/panel.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

constexpr TimelineEvent kEvents[] = {
    {5, SetLegRatio, 0.42f, "the shin shortens to a leg ratio of 0.42"},
};
constexpr Script kScript = {"Each arm swings against its leg, the elbow bending most on the forward swing.",
                            kEvents, countOf(kEvents), 10, 0.3f, Keys::StepHz, Keys::LegRatio};
constexpr float kArmZoom = 1.7f;
// The shortest gauge worth drawing (view units).
constexpr float kMinGauge = 30;

class ElbowSwing final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override { s.walkers[0].origin = {kWalkerX, 258}; }
  SM_COLD void addReadouts(Readouts& r) override {
    static constexpr ReadRow<ElbowSwing> kReads[] = {
        {"shoulderDeg", [](const ElbowSwing& l) { return l.shownNear(shoulderDeg); }},
        {"elbowDeg", [](const ElbowSwing& l) { return l.shownNear(elbowDeg); }},
        {"elbowMaxDeg", [](const ElbowSwing& l) { return elbowMaxDeg(l.walker().gait); }},
    };
    r.add(*this, kReads);
  }

  void drawPanel(DrawList& out, int parts) const override {
    if (!(parts & kPanelPart)) return;  // nothing on the walkers
    panelBox(out, panelTitle());
    const Walker& w = walker();
    const Gait& g = w.gait;
    const float sh = shownNear(shoulderDeg), el = shownNear(elbowDeg);
    const float swing = g.strideDeg * kArmSwingShare;
    // The near arm, enlarged, bending as the walker's does (hanging while it stands).
    const Vec2 shoulder{340, 40};
    const Vec2 elbow = shoulder + fromDown(rad(sh)) * (kUpperArm * kArmZoom);
    const Vec2 hand = elbow + fromDown(rad(shownNear(forearmDeg))) * (kForearm * kArmZoom);
    out.line(Style::Muted, shoulder, shoulder + Vec2{0, 110}, 1);
    out.limb(Style::Ink, shoulder, elbow, hand, 6, 4);
    out.circle(Style::Accent, elbow, 3.5f, true);
    Rows rows(out);
    const float shoulderY = rows.at(168), elbowY = rows.at(186);
    // The gauges start together after the longer label at its widest, which
    // a small stage draws larger (it ran through the number), and are left
    // out with no room.
    const float size = std::max(kText, out.minText()), end = kPanelL + 186;
    const float x = std::max(kPanelL + 100, kPanelL + LabelFit::emWidth("shoulder +00.0\u00b0") * size + 6);
    const bool gauges = end - x >= kMinGauge;
    out.textf(Style::Ink, {kPanelL, shoulderY}, kText, -1, "shoulder %+.1f\u00b0", sh);
    if (gauges) gauge(out, {x, shoulderY}, end - x, -swing, swing, sh, Style::Accent2);
    out.textf(Style::Ink, {kPanelL, elbowY}, kText, -1, "elbow %.1f\u00b0", el);
    if (gauges) gauge(out, {x, elbowY}, end - x, 0, elbowMaxDeg(g), el, Style::Accent);
    out.textf(Style::Muted, {kPanelL, rows.at(206)}, kSmall, -1, "swing \u00b1%.1f\u00b0 = stride angle \u00d7 %.1f", swing,
              kArmSwingShare);
    out.textf(Style::Muted, {kPanelL, rows.at(222)}, kSmall, -1, "elbow max %.0f \u00d7 (%.1f + %.2f) = %.1f\u00b0",
              kElbowMaxDeg, kElbowRatioBase, g.legRatio, elbowMaxDeg(g));
  }

  void sentence(char* buf, std::size_t n) const override {
    const Gait& g = walker().gait;
    sm::format(buf, n,
               "the shoulders swing up to %.1f degrees and the elbows bend up to %.1f degrees at "
               "leg ratio %.2f",
               g.strideDeg * kArmSwingShare, elbowMaxDeg(g), g.legRatio);
  }
};

}  // namespace

std::unique_ptr<Lesson> makeElbowSwing() { return std::make_unique<ElbowSwing>(); }

}  // namespace sm::walk_cycle
