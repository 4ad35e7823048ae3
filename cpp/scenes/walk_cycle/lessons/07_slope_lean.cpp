#include <algorithm>
#include <cmath>

#include "motion/cold.h"
#include "motion/easing.h"
#include "motion/scalar.h"
#include "scenes/walk_cycle/lesson.h"
#include "scenes/walk_cycle/panel.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

// Each lap ends back on its first slope.
constexpr TimelineEvent kEvents[] = {
    {0, SlopeTo, -14, "the path goes downhill at 14 degrees"},
    {3.5f, SlopeTo, 0, "the path levels out"},
    {5.5f, SlopeTo, 10, "the path goes uphill at 10 degrees"},
    {7.5f, SlopeTo, -14, "the path goes downhill at 14 degrees"},
};
constexpr Script kScript = {"On a slope the body leans and lowers; downhill the steps come faster.",
                            kEvents, countOf(kEvents), 10, 1.5f, Keys::StepHz, Keys::None, Tuning::SlopeBase};
constexpr float kLeanReach = 5;   // leaning downhill, the walker reaches this much further ahead
constexpr float kSlopeRate = 12;  // degrees per second a slope change averages

class SlopeLean final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override { s.walkers[0].origin = {kWalkerX - kLeanReach, 196}; }
  SM_COLD void addReadouts(Readouts& r) override {
    r.add("slopeDeg", [this] { return slopeNow_; });
    r.add("leanDeg", [this] { return slopeLeanDeg(slopeNow_); });
  }

  void beginLap() override { slopeNow_ = slopeFrom_ = slopeTarget_ = 0; }

  void apply(const TimelineEvent& e) override {
    if (e.action != SlopeTo) return;
    slopeFrom_ = slopeNow_;
    slopeTarget_ = e.value;
    changeAt_ = stage().sceneT();
    // The lap's first slope is where the walk starts, not a change.
    if (changeAt_ <= 0) slopeNow_ = slopeFrom_ = e.value;
  }

  void syncGait() override {
    Stage& s = stage();
    for (int i = 0; i < s.count; ++i) {
      Gait g = s.gait;
      g.stepHz = slopeStepHz(s.gait.stepHz, slopeLeanDeg(slopeNow_));
      s.walkers[i].slopeDeg = slopeNow_;
      s.walkers[i].leanDeg = -slopeLeanDeg(slopeNow_);
      s.walkers[i].gait = g;
    }
  }

  // Eased in and out, so the lean and the rate start and stop moving gently.
  void beforeStep(float) override {
    const float span = std::fabs(slopeTarget_ - slopeFrom_) / kSlopeRate;
    const float u = span > 0 ? (stage().sceneT() - changeAt_) / span : 1;
    slopeNow_ = lerp(slopeFrom_, slopeTarget_, smoothstep(u));
  }

  // The slope: a line through the walker and dots that ride on it. Where a
  // small stage draws the formulas wider than the panel, the walker's pane
  // ends before them, and the slope with it (at their height, it ran into them).
  void drawGround(DrawList& out, int lane) const override {
    const Walker& w = walker(lane);
    const float spacing = dotSpacing(lane), off = dotOffset(lane);
    const float x0 = -w.origin.x + 8, x1 = kPanelAt.x - 8 - w.origin.x;
    backdrop(out, lane, w.origin.x + x0, w.origin.x + x1);
    out.line(Style::Ground, w.toScreen(Vec2{x0, w.floorAt(x0)}), w.toScreen(Vec2{x1, w.floorAt(x1)}), 1.5f);
    for (float x = x0 + spacing - off; x < x1; x += spacing)
      out.circle(Style::Ground, w.toScreen(Vec2{x, w.floorAt(x)}) + Vec2{0, kDotDrop * w.scale}, 2, true);
  }

  // The walker stands higher here, the slope's far end higher still.
  Rect walkerArea() const override { return {0, 4, kPanelAt.x, 244}; }

  void drawPanel(DrawList& out, int parts) const override {
    if (!(parts & kPanelPart)) return;  // nothing on the walkers
    panelBox(out, panelTitle());
    const float lean = slopeLeanDeg(slopeNow_);
    // The readouts a row each under the title's, a legible line apart.
    Rows rows = panelRows(out);
    out.textf(Style::Ink, {kPanelL, rows.at(40)}, kText, -1, "slope %+.1f\u00b0 (%s)", slopeNow_,
              slopeNow_ < -0.05f ? "downhill" : (slopeNow_ > 0.05f ? "uphill" : "level"));
    out.textf(Style::Accent, {kPanelL, rows.at(58)}, kText, -1, "lean %.1f\u00b0 %s", std::fabs(lean), lean < 0 ? "forward" : "back");
    const float rateY = rows.at(76);
    out.textf(Style::Accent2, {kPanelL, rateY}, kText, -1, "step rate %.2f per second", walker().gait.stepHz);
    // The lean against the vertical, its top half a line under the rows.
    const Vec2 base{365, std::max(166.0f, rateY + out.minLineGap() / 2 + 62)};
    out.line(Style::Muted, base, base + Vec2{0, -62}, 1);
    out.line(Style::Accent, base, base + Vec2{sm::sin(rad(-lean)), -sm::cos(rad(-lean))} * 62, 4);
    const Vec2 d{sm::cos(rad(slopeNow_)), -sm::sin(rad(slopeNow_))};
    out.line(Style::Ground, base - d * 60, base + d * 60, 2);
    char line[kFormulaChars];
    for (int i = 0; i < kFormulaRows; ++i) {
      formula(i, line, sizeof line);
      out.text(Style::Muted, {kPanelL, rows.at(base.y + 30 + 16 * static_cast<float>(i))}, kSmall, -1, line);
    }
  }

  // The formulas under the panel, a line each.
  static constexpr int kFormulaRows = 3;
  static constexpr std::size_t kFormulaChars = 48;
  void formula(int row, char* buf, std::size_t n) const {
    if (row == 0) sm::format(buf, n, "lean = %.1f \u00d7 slope down, %.2f \u00d7 up", kLeanDownhill, kLeanUphill);
    else if (row == 1) sm::format(buf, n, "rate = %.1f + %.2f \u00d7 forward lean", stage().gait.stepHz, kLeanStepHz);
    else sm::format(buf, n, "body lowered by cos(slope)");
  }
  void sentence(char* buf, std::size_t n) const override {
    const float lean = slopeLeanDeg(slopeNow_);
    sm::format(buf, n, "on a %.0f degree %s the body leans %.1f degrees %s at %.2f steps per second",
               std::fabs(slopeNow_), slopeNow_ < 0 ? "downhill" : "uphill", std::fabs(lean),
               lean < 0 ? "forward" : "back", walker().gait.stepHz);
  }

  void stepRateNews(char* buf, std::size_t n) const override {
    sm::format(buf, n, "Base step rate %.1f steps per second; on this slope %.2f.", stage().gait.stepHz,
               walker().gait.stepHz);
  }

 private:
  float slopeNow_ = 0, slopeFrom_ = 0, slopeTarget_ = 0, changeAt_ = 0;
};

}  // namespace

std::unique_ptr<Lesson> makeSlopeLean() { return std::make_unique<SlopeLean>(); }

}  // namespace sm::walk_cycle
