#include <cmath>

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
    {4, SetStride, 36, "the stride opens to 36 degrees"},
    {7, SetStride, 28, "the stride closes back to 28 degrees"},
};
constexpr Script kScript = {
    "The stride angle sets the step length and the ground speed; a body at 0.82 of that speed "
    "drags its planted foot.",
    kEvents, countOf(kEvents), 10, 0.5f, Keys::Stride, Keys::StepHz};
constexpr float kMismatch = 0.82f;  // the lower walker's body speed share
constexpr float kLaneEnd = 250;     // where the two lanes' ground ends
constexpr std::size_t kBelowBreak = 21;  // the space after "below: body at 0.82×"
constexpr float kLaneX = 120, kLaneScale = 0.6f;  // where the walkers stand, and how large
// Where the walkers' reach ends ahead of them, with room for a toe's width.
constexpr float kReachEnd = kLaneX + kLaneScale * (kReachAhead + kWalkerReach / 2) + 4;

class StrideSpeed final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override {
    s.count = 2;
    s.walkers[0].origin = {kLaneX, 130};
    s.walkers[1].origin = {kLaneX, 276};
    s.walkers[0].scale = s.walkers[1].scale = kLaneScale;
  }
  SM_COLD void addReadouts(Readouts& r) override {
    static constexpr ReadRow<StrideSpeed> kReads[] = {
        {"bodyV", [](const StrideSpeed& l) { return kMismatch * groundV(l.walker(1).gait); }},
        {"drift", [](const StrideSpeed& l) { return (1 - kMismatch) * groundV(l.walker(1).gait); }},
        {"groundOffset2", [](const StrideSpeed& l) { return static_cast<float>(l.stage().groundOffset[1]); }},
    };
    r.add(*this, kReads);
  }
  float bodyShare(int lane) const override { return lane == 1 ? kMismatch : 1; }

  void beginLap() override {
    for (Trail& t : trails_) t = {};
    openTrail_[0] = openTrail_[1] = -1;
  }

  // Where each planted foot of the mismatched walker has slid over the ground.
  void afterStep() override {
    const Walker& m = walker(1);
    for (int leg = 0; leg < 2; ++leg) {
      const double gx = static_cast<double>(m[AnkleNear + leg].x) + stage().groundOffset[1];
      if (m.planted(leg)) {
        if (openTrail_[leg] < 0) {
          openTrail_[leg] = trailAt_;
          trails_[trailAt_] = {gx, gx};
          trailAt_ = (trailAt_ + 1) % kTrails;
        }
        trails_[openTrail_[leg]].to = gx;
      } else {
        openTrail_[leg] = -1;
      }
    }
  }

  // Each lane's sky holds its label.
  void drawGround(DrawList& out, int lane) const override {
    flatGround(out, lane, laneStart(out) + 8, kLaneEnd, Sky::Clear);
  }

  void drawUnder(DrawList& out) const override {
    const Walker& m = walker(1);
    const float y = m.origin.y;  // on the floor line, where the foot drags
    const float off = static_cast<float>(stage().groundOffset[1]);
    for (const Trail& t : trails_) {
      if (t.from == t.to) continue;
      const float a = static_cast<float>(t.from) - off, b = static_cast<float>(t.to) - off;
      if (std::fmax(a, b) < 6 || std::fmin(a, b) > kLaneEnd) continue;
      out.line(Style::Warn, {clamp(a, 6, kLaneEnd), y}, {clamp(b, 6, kLaneEnd), y}, 3);
    }
  }

  // The lanes' labels over the walkers, on the stage's left edge, with room
  // above the first for it drawn larger in a small pane.
  Rect walkerArea() const override { return {0, -8, kPanelAt.x, 292}; }
  // The walkers at their pane's right end: their labels take the sky left of
  // them, a second line beside the head.
  float besideWordsCentre(float half) const override { return kReachEnd - half; }

  void drawPanel(DrawList& out, int parts) const override {
    // Drawn larger beside the lanes, the panel's widest line is told in two,
    // so the lanes keep room for their labels.
    const bool inTwo = (parts & kBeside) && kSmall < out.minText();
    if (parts & kPanelPart) drawBox(out, inTwo);
    if (!(parts & kWalkerPart)) return;
    const float x = laneStart(out) + 8;
    // Wider than the lanes' pane, the first lane's label is broken here, its
    // shorter second line passing the head (the label fitter would break it
    // with the longer second, across the head). With the solve shown, the
    // lines would lie on the reaches: the lanes are just "matched" and
    // "mismatched", as the panel's "below: body at" tells.
    const char* matched = "matched: ground at walking speed";
    const bool split = inTwo && LabelFit::emWidth(matched) * out.minText() > out.visible().x1 - x;
    const bool bare = split && stage().solveShown;
    out.text(Style::Muted, {x, 12}, kSmall, -1, bare ? "matched" : split ? "matched: ground at" : matched);
    if (split && !bare) out.text(Style::Muted, {x, 12 + out.minLineGap()}, kSmall, -1, "walking speed");
    out.textf(Style::Muted, {x, 158}, kSmall, -1, bare ? "mismatched" : "mismatched: body at %.2f\u00d7", kMismatch);
  }

  void sentence(char* buf, std::size_t n) const override {
    const Gait& g = walker().gait;
    sm::format(buf, n,
               "stride angle %.0f degrees gives steps of %.1f px and a ground speed of %.1f px/s; "
               "below, a body at %.1f px/s drags its planted foot %.1f px/s",
               g.strideDeg, stepDist(g), groundV(g), kMismatch * groundV(g), (1 - kMismatch) * groundV(g));
  }

 private:
  void drawBox(DrawList& out, bool inTwo) const {
    panelBox(out, panelTitle());
    const Gait& g = walker().gait;
    // The stride angle: both legs open by it, at 70% size.
    const float len = g.legPx * 0.7f;
    const Vec2 leg = fromDown(rad(g.strideDeg)) * len;
    Rows rows = panelRows(out);
    const Vec2 hip{365, rows.block(40, leg.y)};
    const Vec2 front = hip + leg, back = hip + Vec2{-leg.x, leg.y};
    out.line(Style::Ink, hip, front, 3);
    out.line(Style::Ink, hip, back, 3);
    out.line(Style::Accent, back, front, 2);
    // The angle, beside the front leg: between the legs it has no room at a
    // narrow stride, nor drawn larger at any.
    out.textf(Style::Muted, hip + leg * 0.45f + Vec2{10, 0}, kSmall, -1, "\u00b1%.0f\u00b0", g.strideDeg);
    out.textf(Style::Accent, {hip.x, rows.at(front.y + 10)}, kSmall, 0, "step %.1f px", stepDist(g));
    out.textf(Style::Ink, {kPanelL, rows.at(136)}, kSmall, -1, "2 \u00b7 %.0f \u00b7 sin %.0f\u00b0 = %.1f px", g.legPx,
              g.strideDeg, stepDist(g));
    out.textf(Style::Ink, {kPanelL, rows.at(154)}, kSmall, -1, "speed = %.1f \u00d7 %.1f = %.1f px/s", stepDist(g),
              g.stepHz, groundV(g));
    char below[48];
    sm::format(below, sizeof below, "below: body at %.2f\u00d7 = %.1f px/s", kMismatch, kMismatch * groundV(g));
    if (inTwo) below[kBelowBreak] = '\0';
    out.text(Style::Muted, {kPanelL, rows.at(178)}, kSmall, -1, below);
    if (inTwo) out.text(Style::Muted, {kPanelL, rows.at(178)}, kSmall, -1, below + kBelowBreak + 1);
    out.textf(Style::Warn, {kPanelL, rows.at(196)}, kSmall, -1, "planted foot drifts %.1f px/s", (1 - kMismatch) * groundV(g));
    out.text(Style::Muted, {kPanelL, rows.at(222)}, kSmall, -1, "red: the sliding foot's trail");
  }

  // Where the lanes start: the stage's left edge, or the left edge of the
  // pane they have to themselves beside the panel's words drawn larger.
  static float laneStart(const DrawList& out) { return kSmall < out.minText() ? out.visible().x0 : 0; }

  struct Trail {
    double from = 0, to = 0;  // ground coordinates of a foot's slide
  };
  static constexpr int kTrails = 8;
  Trail trails_[kTrails];
  int trailAt_ = 0;
  int openTrail_[2] = {-1, -1};
};

}  // namespace

std::unique_ptr<Lesson> makeStrideSpeed() { return std::make_unique<StrideSpeed>(); }

}  // namespace sm::walk_cycle
