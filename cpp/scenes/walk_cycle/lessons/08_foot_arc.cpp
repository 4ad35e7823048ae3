
#include "motion/cold.h"
#include "motion/scalar.h"
#include "render/label_fit.h"
#include "scenes/walk_cycle/lesson.h"
#include "scenes/walk_cycle/panel.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

// The lap ends on a whole number of steps at every rate it plays.
constexpr TimelineEvent kEvents[] = {
    {3.75f, SetStepHz, 2.4f, "the step rate rises to 2.4 steps per second"},
    {6.25f, SetStepHz, 0.8f, "the step rate drops to 0.8 steps per second"},
};
constexpr Script kScript = {"A minimum swing clearance keeps the foot off the floor that the raw arc scuffs.",
                            kEvents, countOf(kEvents), 10, 0.5f, Keys::StepHz, Keys::None};

class FootArc final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override {
    s.walkers[0].origin = {kWalkerX, 258};
    s.walkers[0].arc = Walker::Arc::Corrected;
  }
  SM_COLD void addReadouts(Readouts& r) override {
    static constexpr ReadRow<FootArc> kReads[] = {
        {"minArc", [](const FootArc& l) { return minArc(l.walker().gait); }},
        {"scuffRaw", [](const FootArc& l) { return l.scuffRaw_; }},
        {"scuffFix", [](const FootArc& l) { return l.scuffFix_; }},
        {"scuffFramesRaw", [](const FootArc& l) { return static_cast<float>(l.scuffFramesRaw_); }},
        {"scuffFramesFix", [](const FootArc& l) { return static_cast<float>(l.scuffFramesFix_); }},
        {"swingFrames", [](const FootArc& l) { return static_cast<float>(l.swingFrames_); }},
    };
    r.add(*this, kReads);
  }
  void reset() override { swingFrames_ = scuffFramesRaw_ = scuffFramesFix_ = 0; }

  // The 100-sample shares and the panel's two curves change only with the
  // gait's step rate and leg: kept, not redone each frame.
  void syncGait() override {
    Lesson::syncGait();
    const Gait& g = walker().gait;
    if (g.stepHz == stepHz_ && g.legPx == legPx_) return;
    scuffRaw_ = scuffShare(g, false);
    scuffFix_ = scuffShare(g, true);
    for (int i = 0; i < kCurveSamples; ++i) {
      const float k = static_cast<float>(i) / (kCurveSamples - 1);
      rawLifts_[i] = rawLift(g, k);
      fixedLifts_[i] = correctedLift(g, k);
    }
    stepHz_ = g.stepHz, legPx_ = g.legPx;
  }

  void afterStep() override {
    const Walker& w = walker();
    if (w.planted(kNear)) return;
    const float k = swingK(w.gait, w.legPhase(kNear));
    ++swingFrames_;
    if (rawLift(w.gait, k) < kScuffPx) ++scuffFramesRaw_;
    if (correctedLift(w.gait, k) < kScuffPx) ++scuffFramesFix_;
  }

  void drawPanel(DrawList& out, int parts) const override {
    const Walker& w = walker();
    const Gait& g = w.gait;
    if (!(parts & kPanelPart)) {
      if (!w.planted(kNear)) rawFoot(out, swingK(g, w.legPhase(kNear)));
      return;
    }
    panelBox(out, panelTitle());
    // Where the labels of k's two ends, drawn larger, need a row each, the
    // arcs stand a row higher: the room between them and the title pays for it.
    Rows rows = panelRows(out);
    const bool oneRow = rows.fits(LabelFit::emWidth("k = 0 (lift-off)   1 (touch-down)"), kTiny, kPanelR - kPanelL);
    const float floorY = rows.block(140 - kArcRoom - (oneRow ? 0 : rows.gap()), kArcRoom) + kArcRoom;
    const float perPx = 1.3f;
    out.rect(Style::Warn, {kPanelL, floorY - kScuffPx * perPx}, {kPanelR - kPanelL, kScuffPx * perPx}, true);
    out.line(Style::Ground, {kPanelL, floorY}, {kPanelR, floorY}, 1.5f);
    Vec2 raw[kCurveSamples], fix[kCurveSamples];
    for (int i = 0; i < kCurveSamples; ++i) {
      const float k = static_cast<float>(i) / (kCurveSamples - 1);
      const float x = lerp(kPanelL, kPanelR, k);
      raw[i] = {x, floorY - rawLifts_[i] * perPx};
      fix[i] = {x, floorY - fixedLifts_[i] * perPx};
    }
    out.poly(Style::Muted, raw, kCurveSamples, 0, 2);
    out.poly(Style::Accent, fix, kCurveSamples, 0, 2);
    if (!w.planted(kNear)) {
      const float k = swingK(g, w.legPhase(kNear));
      const float x = lerp(kPanelL, kPanelR, k);
      out.circle(Style::Ink, {x, floorY - rawLift(g, k) * perPx}, 3.5f, true);
      out.circle(Style::Accent, {x, floorY - correctedLift(g, k) * perPx}, 4, true);
      if (parts & kWalkerPart) rawFoot(out, k);
    }
    const float k0 = rows.at(floorY + 11);
    out.text(Style::Muted, {kPanelL, k0}, kTiny, -1, "k = 0 (lift-off)");
    out.text(Style::Muted, {kPanelR, oneRow ? k0 : rows.at(k0)}, kTiny, 1, "1 (touch-down)");
    out.textf(Style::Accent, {kPanelL, rows.at(170)}, kSmall, -1, "min arc %.1f px, held to k = %.2f", minArc(g), kArcHoldK);
    out.textf(Style::Ink, {kPanelL, rows.at(188)}, kSmall, -1, "within %.0f px: raw %.0f%% \u2192 fixed %.0f%%", kScuffPx,
              scuffRaw_, scuffFix_);
    out.textf(Style::Muted, {kPanelL, rows.at(206)}, kSmall, -1, "scuff frames: raw %d \u00b7 fixed %d", scuffFramesRaw_,
              scuffFramesFix_);
    out.textf(Style::Muted, {kPanelL, rows.at(222)}, kSmall, -1, "of %d swing frames", swingFrames_);
  }

  // The raw arc's foot on the walker, for comparison.
  void rawFoot(DrawList& out, float k) const {
    const Walker& w = walker();
    const Vec2 a = w[AnkleNear];
    out.circle(Style::Warn, {a.x, a.y + w.lift(kNear) - rawLift(w.gait, k)}, 3.5f, false, 1.5f);
  }

  void sentence(char* buf, std::size_t n) const override {
    sm::format(buf, n,
               "swing clearance at least %.1f px; the raw arc is within %.0f px of the floor for %.0f%% "
               "of the swing, the corrected one for %.0f%%",
               minArc(walker().gait), kScuffPx, scuffRaw_, scuffFix_);
  }

 private:
  static constexpr int kCurveSamples = 41;
  static constexpr float kArcRoom = 72;  // over the floor, for the highest arc
  int swingFrames_ = 0, scuffFramesRaw_ = 0, scuffFramesFix_ = 0;
  float scuffRaw_ = 0, scuffFix_ = 0, stepHz_ = -1, legPx_ = -1;
  float rawLifts_[kCurveSamples] = {}, fixedLifts_[kCurveSamples] = {};
};

}  // namespace

std::unique_ptr<Lesson> makeFootArc() { return std::make_unique<FootArc>(); }

}  // namespace sm::walk_cycle
