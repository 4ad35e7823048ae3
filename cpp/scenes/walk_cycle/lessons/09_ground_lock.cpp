#include <algorithm>
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

constexpr Script kScript = {
    "Three walkers of different stride and rate: planted feet hold still while the bodies sway.",
    nullptr, 0, 10, 0.5f, Keys::WalkerSpeed, Keys::None, Tuning::Lanes};
// Each walker keeps its own stride and rate.
struct LaneGait {
  float strideDeg, stepHz;
};
constexpr LaneGait kLanes[kMaxWalkers] = {{28, 1.6f}, {18, 2.0f}, {40, 1.2f}};
// Radians per second, screen px. The article's sway runs at 3.1 rad/s; π puts
// five whole sways in the 10 s lap, so the bodies do not jerk where it wraps.
constexpr float kSwayHz = kPi, kSwayPx = 3;
constexpr float kLanePitch = 155, kLaneHalf = 72;  // walkers this far apart; each one's ground either side of it
constexpr float kLaneTop = 252, kLaneRow = 14;     // the lines under each walker: the first's baseline, their gap
// Under each walker its lines leave this much between lanes; in a table, between columns.
constexpr float kLaneGap = 8, kCellGap = 12;
constexpr int kLaneLines = 3;
constexpr std::size_t kLaneChars = 32;
// Each of a walker's lines at its widest (every digit is as wide): a table's columns.
constexpr const char* kLaneWidest[kLaneLines] = {"00\u00b0 \u00b7 0.00 steps/s", "step 000.0 px", "speed 000.0 px/s"};
// Beside the walkers the words run across the stage; stacked, in a panel
// under them, shorter.
struct Words {
  const char* held;
  const char* slip;
};
constexpr Words kWords[] = {
    {"planted feet held on the ground while bodies sway \u00b1%.0f px",
     "re-solving them would slip up to %.2f px a frame; measured slip %.2f px"},
    {"planted feet held while bodies sway \u00b1%.0f px", "slip if re-solved %.2f px, measured %.2f px"},
};
constexpr const char* kLaneNames[kMaxWalkers] = {"left", "middle", "right"};
constexpr Vec2 kStackBox{208, kPanelAt.y}, kStackSize{260, kPanelSize.y};

class GroundLock final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override {
    s.count = kMaxWalkers;
    for (int i = 0; i < kMaxWalkers; ++i) {
      s.walkers[i].origin = {85 + kLanePitch * static_cast<float>(i), 228};
      s.walkers[i].scale = 0.7f;
    }
  }
  SM_COLD void addReadouts(Readouts& r) override {
    static constexpr ReadRow<GroundLock> kReads[] = {
        {"maxSlip", [](const GroundLock& l) { return l.maxSlip_; }},
        {"footSlip", [](const GroundLock& l) { return l.footSlip_; }},
        {"stepDist2", [](const GroundLock& l) { return stepDist(l.walker(1).gait); }},
        {"groundV2", [](const GroundLock& l) { return groundV(l.walker(1).gait); }},
        {"stepDist3", [](const GroundLock& l) { return stepDist(l.walker(2).gait); }},
        {"groundV3", [](const GroundLock& l) { return groundV(l.walker(2).gait); }},
        {"sway", [](const GroundLock& l) { return l.walker().sway; }},
    };
    r.add(*this, kReads);
  }
  void reset() override { maxSlip_ = footSlip_ = 0; }
  void afterLapStart() override {
    for (auto& lane : wasPlanted_) lane[0] = lane[1] = false;
  }

  void syncGait() override {
    Stage& s = stage();
    for (int i = 0; i < s.count; ++i) {
      Gait g = s.gait;
      g.strideDeg = kLanes[i].strideDeg;
      g.stepHz = clamp(kLanes[i].stepHz * s.walkerSpeed, kMinStepHz, kMaxStepHz);
      s.walkers[i].gait = g;
    }
  }

  void beforeStep(float) override {
    Stage& s = stage();
    for (int i = 0; i < s.count; ++i) s.walkers[i].sway = sm::sin(s.sceneT() * kSwayHz) * kSwayPx;
  }

  // How far planted feet would slip if solved again, and how far they did.
  void afterStep() override {
    const Stage& s = stage();
    for (int i = 0; i < s.count; ++i) {
      const Walker& w = s.walkers[i];
      for (int leg = 0; leg < 2; ++leg) {
        const double gx = static_cast<double>(w[AnkleNear + leg].x) + s.groundOffset[i];
        if (w.planted(leg)) {
          maxSlip_ = std::fmax(maxSlip_, swaySlipEstimate(w.gait, s.sceneT() * kSwayHz));
          if (wasPlanted_[i][leg])
            footSlip_ = std::fmax(footSlip_, static_cast<float>(std::fabs(gx - lastGroundX_[i][leg])));
        }
        wasPlanted_[i][leg] = w.planted(leg);
        lastGroundX_[i][leg] = gx;
      }
    }
  }

  void drawGround(DrawList& out, int lane) const override {
    const float x = walker(lane).origin.x;
    // The sky over the lanes holds the lesson's sentences.
    flatGround(out, lane, x - kLaneHalf, x + kLaneHalf, Sky::Clear);
  }

  // Stacked, the numbers leave the walkers for a panel of their own; around
  // them, for the rows at the stage's foot. Either way the walkers' pane
  // shows them from their heads to their planted feet's marks.
  Rect walkerArea() const override { return {0, 96, kViewW, 240}; }
  Rect panelArea() const override {
    return {kStackBox.x - 2, kStackBox.y - 2, kStackBox.x + kStackSize.x + 2, kPanelAt.y + kPanelSize.y + 32};
  }

  void drawPanel(DrawList& out, int parts) const override {
    const bool beside = parts == kBothParts;
    const float x = beside ? 12 : kStackBox.x + 10, top = beside ? 0 : kStackBox.y;
    if (parts & kPanelPart) {
      if (!beside) {
        out.rect(Style::Paper, kStackBox, kStackSize, true);
        out.rect(Style::Muted, kStackBox, kStackSize, false, 1);
      }
      drawSentences(out, kWords[beside ? 0 : 1], x, top);
    }
    const LaneRows rows = laneRows(out);
    for (int i = 0; i < stage().count; ++i) {
      const Walker& w = walker(i);
      const Gait& g = w.gait;
      for (int leg = 0; (parts & kWalkerPart) && leg < 2; ++leg) {
        if (!w.planted(leg)) continue;
        const Vec2 a = w[AnkleNear + leg];
        out.circle(Style::Accent, {a.x, w.origin.y + (kAnkleH + 3) * w.scale}, 3, true);
      }
      if (!(parts & kPanelPart)) continue;
      if (beside) {
        // Under each walker, between its ground and the stage's foot.
        drawLane(out, i, {w.origin.x, rows.y}, rows.gap, nullptr);
      } else {
        // A row a walker, named by where it walks.
        const float y = top + 74 + 46 * static_cast<float>(i);
        out.textf(Style::Ink, {x, y}, kSmall, -1, "%s: %.0f\u00b0 \u00b7 %.2f steps/s", kLaneNames[i], g.strideDeg,
                  g.stepHz);
        out.textf(Style::Muted, {x, y + 16}, kSmall, -1, "step %.1f px", stepDist(g));
        out.textf(Style::Muted, {kStackBox.x + kStackSize.x - 10, y + 16}, kSmall, 1, "speed %.1f px/s", groundV(g));
      }
    }
  }

  // Where the walkers' lines are wider than a lane (a small stage draws them
  // larger), they leave the walkers for a table across the stage's foot, a
  // row a walker from the left; the sentences stay on top, and the walkers
  // take the band between.
  SM_COLD Rect drawWordsAround(DrawList& out) const override {
    const float size = std::max(kSmall, out.minText());
    float columns[kLaneLines + 1] = {0};
    for (int r = 0; r < kLaneLines; ++r) columns[r + 1] = columns[r] + LabelFit::emWidth(kLaneWidest[r]) * size + kCellGap;
    if (columns[1] - kCellGap + kLaneGap <= kLanePitch) return {0, 0, 0, 0};
    drawSentences(out, kWords[0], 12, 0);
    const float top = out.labels().y1;
    const LaneRows rows = laneRows(out);
    const Rect v = out.visible();
    const float left = (v.x0 + v.x1 - columns[kLaneLines] + kCellGap) / 2;
    for (float& x : columns) x += left;
    for (int i = 0; i < stage().count; ++i) drawLane(out, i, {0, rows.y + rows.gap * static_cast<float>(i)}, 0, columns);
    return {0, top, out.frame().w, (rows.y - rows.gap / 2 - v.y0) * out.scale()};
  }

  void sentence(char* buf, std::size_t n) const override {
    const Gait& a = walker(0).gait;
    const Gait& b = walker(1).gait;
    const Gait& c = walker(2).gait;
    sm::format(buf, n,
               "three walkers step %.1f, %.1f and %.1f px at %.1f, %.1f and %.1f px/s; their planted "
               "feet stay put while the bodies sway",
               stepDist(a), stepDist(b), stepDist(c), groundV(a), groundV(b), groundV(c));
  }

 private:
  [[gnu::noinline]] void drawSentences(DrawList& out, const Words& words, float x, float top) const {
    out.text(Style::Muted, {x, top + 14}, kText, -1, "09 \u00b7 ground lock");
    out.textf(Style::Ink, {x, top + 32}, kSmall, -1, words.held, kSwayPx);
    out.textf(Style::Muted, {x, top + 48}, kSmall, -1, words.slip, maxSlip_, footSlip_);
  }
  // Walker `lane`'s lines from `at`: centred one under another `gap` apart,
  // or, given their columns' left edges, side by side.
  [[gnu::noinline]] void drawLane(DrawList& out, int lane, Vec2 at, float gap, const float* columns) const {
    const Gait& g = walker(lane).gait;
    char line[kLaneChars];
    for (int r = 0; r < kLaneLines; ++r) {
      if (r == 0) sm::format(line, sizeof line, "%.0f\u00b0 \u00b7 %.2f steps/s", g.strideDeg, g.stepHz);
      else if (r == 1) sm::format(line, sizeof line, "step %.1f px", stepDist(g));
      else sm::format(line, sizeof line, "speed %.1f px/s", groundV(g));
      const Vec2 p = columns ? Vec2{columns[r], at.y} : Vec2{at.x, at.y + gap * static_cast<float>(r)};
      out.text(r ? Style::Muted : Style::Ink, p, kSmall, columns ? -1 : 0, line);
    }
  }
  // The walkers' lines' first baseline and their gap: a legible line apart,
  // as low as they go. With the solve shown, at the stage's foot: a long
  // leg's shin circle reaches below its foot, into the first line.
  struct LaneRows {
    float y, gap;
  };
  LaneRows laneRows(const DrawList& out) const {
    const float gap = std::max(kLaneRow, out.minLineGap());
    return {std::min(stage().solveShown ? kViewH : kLaneTop, kViewH - 2.5f * gap), gap};
  }

  float maxSlip_ = 0, footSlip_ = 0;
  double lastGroundX_[kMaxWalkers][2] = {};
  bool wasPlanted_[kMaxWalkers][2] = {};
};

}  // namespace

std::unique_ptr<Lesson> makeGroundLock() { return std::make_unique<GroundLock>(); }

}  // namespace sm::walk_cycle
