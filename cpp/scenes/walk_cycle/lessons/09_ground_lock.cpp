#include <cmath>

#include "motion/cold.h"
#include "motion/scalar.h"
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
constexpr float kLaneHalf = 72;              // each walker's ground either side of it
constexpr float kLaneTop = 252, kLaneRow = 14;  // the lines under each walker: the first's baseline, their gap
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
      s.walkers[i].origin = {85 + 155.0f * static_cast<float>(i), 228};
      s.walkers[i].scale = 0.7f;
    }
  }
  SM_COLD void addReadouts(Readouts& r) override {
    r.add("maxSlip", [this] { return maxSlip_; });
    r.add("footSlip", [this] { return footSlip_; });
    r.add("stepDist2", [this] { return stepDist(walker(1).gait); });
    r.add("groundV2", [this] { return groundV(walker(1).gait); });
    r.add("stepDist3", [this] { return stepDist(walker(2).gait); });
    r.add("groundV3", [this] { return groundV(walker(2).gait); });
    r.add("sway", [this] { return walker().sway; });
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

  // Stacked, the numbers leave the walkers for a panel of their own.
  Rect walkerArea() const override { return {0, 62, kViewW, 246}; }
  Rect panelArea() const override {
    return {kStackBox.x - 2, kStackBox.y - 2, kStackBox.x + kStackSize.x + 2, kPanelAt.y + kPanelSize.y + 32};
  }

  void drawPanel(DrawList& out, int parts) const override {
    const bool beside = parts == kBothParts;
    const Words& words = kWords[beside ? 0 : 1];
    const float x = beside ? 12 : kStackBox.x + 10, top = beside ? 0 : kStackBox.y;
    if (parts & kPanelPart) {
      if (!beside) {
        out.rect(Style::Paper, kStackBox, kStackSize, true);
        out.rect(Style::Muted, kStackBox, kStackSize, false, 1);
      }
      out.text(Style::Muted, {x, top + 14}, kText, -1, "09 \u00b7 ground lock");
      out.textf(Style::Ink, {x, top + 32}, kSmall, -1, words.held, kSwayPx);
      out.textf(Style::Muted, {x, top + 48}, kSmall, -1, words.slip, maxSlip_, footSlip_);
    }
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
        // Under each walker, between its ground and the stage's foot: a
        // small stage spaces them a legible line apart, as low as they go.
        const float at = w.origin.x, gap = std::fmax(kLaneRow, out.minLineGap());
        const float y = std::fmin(kLaneTop, kViewH - 2.5f * gap);
        out.textf(Style::Ink, {at, y}, kSmall, 0, "%.0f\u00b0 \u00b7 %.2f steps/s", g.strideDeg, g.stepHz);
        out.textf(Style::Muted, {at, y + gap}, kSmall, 0, "step %.1f px", stepDist(g));
        out.textf(Style::Muted, {at, y + 2 * gap}, kSmall, 0, "speed %.1f px/s", groundV(g));
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
  float maxSlip_ = 0, footSlip_ = 0;
  double lastGroundX_[kMaxWalkers][2] = {};
  bool wasPlanted_[kMaxWalkers][2] = {};
};

}  // namespace

std::unique_ptr<Lesson> makeGroundLock() { return std::make_unique<GroundLock>(); }

}  // namespace sm::walk_cycle
