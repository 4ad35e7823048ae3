#include <cmath>

#include "motion/cold.h"
#include "motion/easing.h"
#include "motion/fixed_step_clock.h"
#include "motion/ring_history.h"
#include "motion/scalar.h"
#include "render/label_fit.h"
#include "render/rows.h"
#include "scenes/walk_cycle/lesson.h"
#include "scenes/walk_cycle/panel.h"
#include "text/format.h"

namespace sm::walk_cycle {

using namespace walker;

namespace {

constexpr TimelineEvent kEvents[] = {
    {2.0f, GazeTo, 120, "the gaze moves ahead of the turn"},
    {2.4f, Turn, 0, "the walker turns"},
    {7.0f, GazeTo, 320, "the gaze moves ahead of the turn back"},
    {7.4f, Turn, 0, "the walker turns back"},
};
constexpr Script kScript = {"The hips bob, the head cancels most of it, and the gaze leads each turn.",
                            kEvents, countOf(kEvents), 10, 2.2f, Keys::StepHz, Keys::None};
constexpr float kGazeLead = 0.4f;   // seconds the gaze moves ahead of a turn
constexpr float kEyeLineY = 262;    // the ankle line, for heights
constexpr float kEyeLow = 101;      // the eyes' lowest, bobbing
constexpr float kWalkerRight = 245;  // past the walker's forward hand
constexpr std::size_t kLeadBreak = 14;  // the space after "the gaze leads"
constexpr float kGazeHome = 320;    // where the gaze rests at a lap's start
constexpr float kExaggerate = 2.5f;  // the graphs' scale about their mean

// Where the graphs go: a band across the top beside the walker, or stacked,
// the panel, with the graphs in rows under the numbers. Offsets from `at`.
struct Band {
  Vec2 at, size;
  float textX, graphX, hipY, eyeY;
  float rows[3];
};
constexpr Band kTopBand{{12, 6}, {kViewW - 24, 54}, 8, 96, 30, 30, {11, 27, 42}};
constexpr Band kPanelBand{kPanelAt, kPanelSize, 10, 10, 100, 170, {12, 30, 46}};

class HeadBob final : public Lesson {
 public:
  const Script& script() const override { return kScript; }
  void place(Stage& s) override {
    s.walkers[0].origin = {200, kEyeLineY};
    s.walkers[0].looking = true;
  }
  SM_COLD void addReadouts(Readouts& r) override {
    static constexpr ReadRow<HeadBob> kReads[] = {
        {"eyeAmp", [](const HeadBob& l) { return l.eyeAmp_; }},
        {"hipBob", [](const HeadBob& l) { return l.hipBob_; }},
        {"gazeX", [](const HeadBob& l) { return l.gazeX_; }},
        {"facing", [](const HeadBob& l) { return l.walker().facing; }},
    };
    r.add(*this, kReads);
  }

  void beginLap() override {
    gazeX_ = gazeFrom_ = gazeTo_ = kGazeHome;
    gazeStart_ = -1;
  }

  void apply(const TimelineEvent& e) override {
    if (e.action == GazeTo) {
      gazeFrom_ = gazeX_;
      gazeTo_ = e.value;
      gazeStart_ = stage().sceneT();
    } else if (e.action == Turn) {
      for (int i = 0; i < stage().count; ++i) stage().walkers[i].turn();
    }
  }

  // The graphs start full: a stand-in walker walks the samples they would
  // have seen, its last sample landing on the walker's phase.
  void afterRestart() override {
    constexpr int kSamples = decltype(eyeHist_)::kSize;
    Walker scratch = walker();
    scratch.facing = 1;
    scratch.looking = false;
    const float back = walker().steps() - scratch.gait.stepHz * FixedStepClock::kStep * kSamples;
    scratch.reset(2 * wrap01(back / 2));
    eyeLo_ = hipLo_ = 1e9f;
    eyeHi_ = hipHi_ = -1e9f;
    for (int i = 0; i < kSamples; ++i) {
      scratch.advance(FixedStepClock::kStep);
      const float eye = kEyeLineY - scratch[Head].y, hip = scratch.hipHeightNow();
      eyeHist_.push(eye);
      hipHist_.push(hip);
      eyeLo_ = std::fmin(eyeLo_, eye), eyeHi_ = std::fmax(eyeHi_, eye);
      hipLo_ = std::fmin(hipLo_, hip), hipHi_ = std::fmax(hipHi_, hip);
    }
    eyeAmp_ = eyeHi_ - eyeLo_;
    hipBob_ = hipHi_ - hipLo_;
    eyeLo_ = eyeHi_ = eyeHist_.at(0);
    hipLo_ = hipHi_ = hipHist_.at(0);
    lastPhase_ = walker().legPhase(kNear);
  }

  void afterStep() override {
    if (gazeStart_ >= 0) {
      const float k = clamp((stage().sceneT() - gazeStart_) / kGazeLead, 0, 1);
      gazeX_ = lerp(gazeFrom_, gazeTo_, smoothstep(k));  // the eyes ease off and settle
      if (k >= 1) gazeStart_ = -1;
    }
    // Each cycle's range of the eye and hip heights.
    const Walker& w = walker();
    const float eye = kEyeLineY - w[Head].y, hip = w.hipHeightNow();
    eyeHist_.push(eye);
    hipHist_.push(hip);
    const float ph = w.legPhase(kNear);
    if (ph < lastPhase_) {
      eyeAmp_ = eyeHi_ - eyeLo_;
      hipBob_ = hipHi_ - hipLo_;
      eyeLo_ = eyeHi_ = eye;
      hipLo_ = hipHi_ = hip;
    } else {
      eyeLo_ = std::fmin(eyeLo_, eye), eyeHi_ = std::fmax(eyeHi_, eye);
      hipLo_ = std::fmin(hipLo_, hip), hipHi_ = std::fmax(hipHi_, hip);
    }
    lastPhase_ = ph;
  }

  // The eyes follow the gaze the frame it moves.
  void aim() override {
    for (int i = 0; i < stage().count; ++i) {
      Walker& w = stage().walkers[i];
      w.lookAt = {gazeX_, w[Head].y};
      w.aimEyes();
    }
  }

  // The sky under the band holds the bob's and the gaze's words.
  void drawGround(DrawList& out, int lane) const override { flatGround(out, lane, 8, kViewW - 8, Sky::Clear); }

  // Stacked, the band becomes the panel; the walker keeps its gaze.
  Rect walkerArea() const override { return {0, 56, kViewW, 274}; }

  void drawPanel(DrawList& out, int parts) const override {
    const bool beside = parts == kBothParts;
    const Band& band = beside ? kTopBand : kPanelBand;
    if (parts & kPanelPart) drawBand(out, band);
    if (parts & kWalkerPart) {
      // The gaze target, and the line of sight to it. The target's label is
      // level with it, past it: never on the head it passes in a turn. Where
      // the stage's edge leaves it no room there (an upright phone), it starts
      // at the target's mark and runs back over the head.
      const Vec2 eye = walker()[Eye];
      const Vec2 target{gazeX_, eye.y};
      const bool ahead = target.x >= eye.x;
      out.line(Style::Muted, eye, target, 1);
      out.circle(Style::Accent, target, 5, false, 2);
      out.circle(Style::Accent, target, 1.8f, true);
      char gaze[24];
      sm::format(gaze, sizeof gaze, "gaze at %.0f px", gazeX_);
      const float size = std::fmax(kSmall, out.minText()), side = ahead ? 1 : -1;
      const Rect v = out.visible();
      // Past the mark, or nudged in by the fitter no more than 2 units, clear of it.
      const bool past = LabelFit::emWidth(gaze) * size + 7 <= (ahead ? v.x1 - target.x : target.x - v.x0);
      const float overHead = walker()[Head].y - kHeadR * walker().scale - LabelFit::kHalfHeightEm * size - 2;
      const Vec2 at = past ? target + Vec2{9 * side, 0} : Vec2{target.x + 5 * side, overHead};
      // With the solve shown it would cross the reach in flight (its number
      // settles in 0.4 s) and over the head: there it is not drawn.
      if (!stage().solveShown || (past && gazeStart_ < 0)) out.text(Style::Accent, at, kSmall, ahead == past ? -1 : 1, gaze);
    }
    char lead[40];
    sm::format(lead, sizeof lead, "the gaze leads a turn by %.1f s", kGazeLead);
    if (beside) {
      // At the stage's right, a line under the target's label; drawn wider
      // than the room right of the walker, in two lines.
      Rows rows(out);
      const float y = rows.at(kEyeLow + rows.gap() + 1);
      // With the solve shown, in two lines: whole, it reaches the walker's reach.
      if (!stage().solveShown && rows.fits(LabelFit::emWidth(lead), kSmall, kViewW - 12 - kWalkerRight)) {
        out.text(Style::Muted, {kViewW - 12, y}, kSmall, 1, lead);
      } else {
        lead[kLeadBreak] = '\0';
        out.text(Style::Muted, {kViewW - 12, y}, kSmall, 1, lead);
        out.text(Style::Muted, {kViewW - 12, rows.at(y)}, kSmall, 1, lead + kLeadBreak + 1);
      }
    } else if (parts & kPanelPart) {
      out.text(Style::Muted, {band.at.x + band.textX, band.at.y + 64}, kSmall, -1, lead);
    }
  }

  // The graphs of the hip and eye heights, and their numbers. A small stage
  // draws the words larger: their rows stay a legible line apart and, beside
  // the graphs, the band grows to hold them and the graphs start after the
  // numbers (they ran through "hip bob" at 480x300, and the fitter moved the
  // rows out of the band at 374x210).
  void drawBand(DrawList& out, const Band& b) const {
    const Walker& w = walker();
    const bool beside = b.graphX > b.textX;
    // The first row half a line under the band's edge, the others a line apart.
    Rows rows(out);
    float row[3] = {rows.at(b.at.y + std::fmax(b.rows[0], out.minLineGap() / 2 + 1))};
    for (int i = 1; i < 3; ++i) row[i] = rows.at(b.at.y + b.rows[i]);
    const float grown = row[2] - (b.at.y + b.rows[2]);
    const Vec2 size{b.size.x, b.size.y + (beside ? grown : 0)};
    out.rect(Style::Paper, b.at, size, true);
    out.rect(Style::Muted, b.at, size, false, 1);
    const float x = b.at.x + b.textX;
    char hip[24], eyes[24];
    sm::format(hip, sizeof hip, "hip bob %.2f px", hipBob_);
    sm::format(eyes, sizeof eyes, "eyes %.2f px", eyeAmp_);
    const float textSize = std::fmax(kSmall, out.minText());
    const float labelEnd = x + std::fmax(LabelFit::emWidth(hip), LabelFit::emWidth(eyes)) * textSize + 6;
    const float midHip = kHipHeightShare * w.gait.legPx;
    const float lift = beside ? grown / 2 : 0;  // level with the numbers
    const float hipY = b.at.y + b.hipY + lift, eyeY = b.at.y + b.eyeY + lift;
    const float x0 = beside ? std::fmax(b.at.x + b.graphX, labelEnd) : b.at.x + b.graphX, x1 = b.at.x + b.size.x - 8;
    float eyeMean = 0;
    for (int i = 0; i < decltype(eyeHist_)::kSize; ++i) eyeMean += eyeHist_.at(i);
    eyeMean /= decltype(eyeHist_)::kSize;
    graph(out, Style::Accent2, hipHist_, x0, x1, [&](float v) { return hipY - (v - midHip) * kExaggerate; }, 1.5f);
    graph(out, Style::Accent, eyeHist_, x0, x1, [&](float v) { return eyeY - (v - eyeMean) * kExaggerate; }, 2);
    out.text(Style::Muted, {x, row[0]}, kSmall, -1, "04 \u00b7 head bob & gaze");
    out.text(Style::Accent2, {x, row[1]}, kSmall, -1, hip);
    out.text(Style::Accent, {x, row[2]}, kSmall, -1, eyes);
  }

  void sentence(char* buf, std::size_t n) const override {
    sm::format(buf, n,
               "the hips bob %.1f px while the eyes move %.1f px; the gaze is at x %.0f and the "
               "walker faces %s",
               hipBob_, eyeAmp_, gazeX_, walker().facing > 0 ? "right" : "left");
  }

 private:
  float gazeX_ = kGazeHome, gazeFrom_ = kGazeHome, gazeTo_ = kGazeHome, gazeStart_ = -1;
  float eyeLo_ = 0, eyeHi_ = 0, hipLo_ = 0, hipHi_ = 0;
  float eyeAmp_ = 0, hipBob_ = 0;
  float lastPhase_ = 0;
  RingHistory<150> eyeHist_, hipHist_;
};

}  // namespace

std::unique_ptr<Lesson> makeHeadBob() { return std::make_unique<HeadBob>(); }

}  // namespace sm::walk_cycle
