#include "scenes/rex_lab.h"

#include <cmath>

#include "motion/cold.h"
#include "motion/foot_hold.h"
#include "motion/scalar.h"
#include "render/rows.h"
#include "rigs/common/solve_layer.h"
#include "rigs/rex/bird_leg.h"
#include "rigs/rex/knee_mark.h"
#include "rigs/rex/rig.h"
#include "rigs/rex/word_chip.h"
#include "rigs/rex/flesh.h"
#include "text/format.h"

namespace sm {

namespace {

using namespace rex;

constexpr float kGroundY = 0;
constexpr float kDotSpacing = 24;
constexpr Vec2 kBirdOrigin{350, kGroundY};
constexpr float kSpeedStep = 0.25f, kSpeedMin = 0.25f, kSpeedMax = 2;
constexpr float kTailStep = 0.5f, kTailMax = 2;
// A single step is one hundredth of a cycle: the tests' sampling grid.
constexpr float kStepPhase = 0.01f;

enum Layer { Ground, SupportLayer, Bones, Joints, Labels, kLayerCount };
constexpr const char* kLayerNames[kLayerCount] = {"ground", "support", "bones", "joints", "labels"};

// The layer toggles are actions 0..4, one per layer.
enum Action { ToggleRun = kLayerCount, CycleTail, Slower, Faster, PlayStop, StepOnce };
constexpr Binding kKeys[] = {
    {{"KeyR"}, ToggleRun, "Walk / run", "R walk/run"},
    {{"KeyT"}, CycleTail, "Tail strength", "T tail strength"},
    {{"ArrowDown"}, Slower, "Slower", "\u2191 \u2193 speed"},
    {{"ArrowUp"}, Faster, "Faster"},
    {{"KeyP"}, PlayStop, "Stop / play", "P stop/play"},
    {{"Period"}, StepOnce, "Step", ". step"},
    {{"Digit1"}, Ground, "Ground", "1 2 3 4 5 layers: ground, support, bones, joints, labels"},
    {{"Digit2"}, SupportLayer, "Support"},
    {{"Digit3"}, Bones, "Bones"},
    {{"Digit4"}, Joints, "Joints"},
    {{"Digit5"}, Labels, "Labels"},
};

enum class Change { None, Gait, Tail, Speed, Play, Step, Layer };

// Skeleton lines drawn over the flesh.
constexpr int kBonePairs[][2] = {
    {TailTip, TailMid}, {TailMid, TailRoot}, {TailRoot, Pelvis}, {Pelvis, Shoulder}, {Shoulder, Neck},
    {Neck, Head},       {JawPivot, Jaw},     {Shoulder, Elbow},  {Elbow, Hand}};

class RexLab final : public Scene {
 public:
  SM_COLD RexLab() {
    addParam("run", [this] { return run_ ? 1.0f : 0.0f; },
             [this](float v) {
               setRun(std::isfinite(v) && v >= 0.5f);
               return run_ ? 1.0f : 0.0f;
             });
    addParam("tailStrength", [this] { return tail_; },
             [this](float v) {
               tail_ = std::isfinite(v) ? clamp(v, 0, kTailMax) : tail_;
               update();
               return tail_;
             });
    addParam("speed", [this] { return speed_; },
             [this](float v) {
               speed_ = std::isfinite(v) ? clamp(v, kSpeedMin, kSpeedMax) : speed_;
               return speed_;
             });
    addParam("playing", [this] { return playing_ ? 1.0f : 0.0f; },
             [this](float v) {
               playing_ = !(std::isfinite(v) && v < 0.5f);
               return playing_ ? 1.0f : 0.0f;
             });
    addParam("slip", [this] { return slip_; });
    addParam("kneeMinDeg", [this] { return kneeMinDeg_; });
    addParam("pelvisTiltDeg", [this] { return deg(pose_.tilt); });
    addParam("comInside", [this] { return support_.comInside ? 1.0f : 0.0f; });
    addParam("contacts", [this] { return static_cast<float>(support_.contacts); });
    addParam("comX", [this] { return pose_.com.x; });
    addParam("supportMin", [this] { return support_.minX; });
    addParam("supportMax", [this] { return support_.maxX; });
    addParam("phase", [this] { return clock_.phase(); });
    addParam("gait", [this] { return clock_.blendValue(); });
    addParam("scrollSpeed", [this] { return clock_.speed(); });
    addParam("groundOffset", [this] { return static_cast<float>(groundOffset_); });
    addParam("birdKneeX", [this] { return bird_.leg.knee.x; });
    addParam("layers", [this] { return static_cast<float>(layers_); });
    bind(kKeys);
    bindSolve(kRexSolveSays);
    reset();
  }

  // The rex's legs stand on their toes: the chain ends at the ankle.
  static constexpr const char* kRexSolveSays =
      "Solve shown: hip-ankle lines, bone circles, chosen and rejected knees, toe locks, knee limit.";

  int jointCount() const override { return kJointCount; }
  const Vec2* joints() const override { return pose_.joints; }
  const char* const* jointNames() const override { return kJointNames; }
  SM_COLD void act(int action) override {
    if (action < kLayerCount) {
      layers_ ^= 1u << action;
      changed_ = Change::Layer;
      changedLayer_ = action;
    } else if (action == ToggleRun) {
      setRun(!run_);
    } else if (action == CycleTail) {
      tail_ = tail_ + kTailStep > kTailMax + 1e-3f ? 0 : tail_ + kTailStep;
      changed_ = Change::Tail;
      update();
    } else if (action == Slower || action == Faster) {
      speed_ = clamp(speed_ + (action == Faster ? kSpeedStep : -kSpeedStep), kSpeedMin, kSpeedMax);
      changed_ = Change::Speed;
    } else if (action == PlayStop) {
      playing_ = !playing_;
      changed_ = Change::Play;
    } else {
      playing_ = false;
      move(kStepPhase / clock_.params().cadence);
      changed_ = Change::Step;
    }
  }

  SM_COLD std::string status() const override {
    char change[96] = "";
    switch (changed_) {
      case Change::Tail: sm::format(change, sizeof change, " Tail strength %.1f.", static_cast<double>(tail_)); break;
      case Change::Speed: sm::format(change, sizeof change, " Speed %.2gx.", static_cast<double>(speed_)); break;
      case Change::Play: sm::format(change, sizeof change, playing_ ? " Playing." : " Stopped."); break;
      case Change::Step:
        sm::format(change, sizeof change, " Stopped at phase %.2f.", static_cast<double>(clock_.phase()));
        break;
      case Change::Layer:
        sm::format(change, sizeof change, " %s layer %s.", kLayerNames[changedLayer_],
                   layers_ & (1u << changedLayer_) ? "shown" : "hidden");
        break;
      default: break;
    }
    char buf[200];
    sm::format(buf, sizeof buf, "Rex lab: %s, %s.%s", run_ ? "run" : "walk", supportText(), change);
    return buf;
  }

  SM_COLD std::string description() const override {
    char buf[260];
    sm::format(buf, sizeof buf,
               "Rex lab: a Tyrannosaurus %s in side view, %s, with a bird reference leg in the same phase. "
               "Toe slip %.2f, least stance knee bend %.0f degrees, pelvis tilt %.1f degrees, tail strength "
               "%.1f, speed %.2gx.",
               run_ ? "running" : "walking", supportText(), static_cast<double>(slip_),
               static_cast<double>(kneeMinDeg_), static_cast<double>(deg(pose_.tilt)), static_cast<double>(tail_),
               static_cast<double>(speed_));
    return buf;
  }

  void reset() override {
    run_ = false;
    playing_ = true;
    tail_ = 1;
    speed_ = 1;
    layers_ = (1u << kLayerCount) - 1;
    groundOffset_ = 0;
    changed_ = Change::None;
    clock_.reset(0);
    anchor_[0] = anchor_[1] = NAN;
    for (FootHold& h : hold_) h.release();
    update();
  }

 protected:
  void step(float dt) override {
    if (playing_) move(dt * speed_);
  }

  void draw(DrawList& out) const override {
    out.view({95, -100}, 700, 310);
    if (layers_ & (1u << Ground)) {
      const float offset = static_cast<float>(std::fmod(groundOffset_, static_cast<double>(kDotSpacing)));
      out.dots(Style::Ground, kGroundY + 3, kDotSpacing, offset, 2.2f, -260, 260);
      out.line(Style::Ground, kBirdOrigin + Vec2{-50, 3}, kBirdOrigin + Vec2{60, 3}, 2);
    }
    drawFlesh(flesh_, pose_, out);
    if (layers_ & (1u << Bones)) drawBones(out);
    if (layers_ & (1u << Joints)) drawJoints(out);
    if (layers_ & (1u << SupportLayer)) drawSupport(out);
    const bool labels = layers_ & (1u << Labels);
    drawBirdLeg(bird_, out, labels);
    if (labels) drawLabels(out);
    Rows readout(out);
    // "stopped" on the short first line: on the long second it made that line
    // too wide for a narrow stage, where, told in two, it found no room.
    out.textf(Style::Muted, {-250, readout.at(-232)}, 15, -1, "%s \u00b7 %s%s", run_ ? "run" : "walk", supportText(),
              playing_ ? "" : " \u00b7 stopped");
    out.textf(Style::Muted, {-250, readout.at(-213)}, 12, -1, "slip %.2f  knee \u2265 %.0f\u00b0  tilt %+.2f\u00b0  tail %.1f  %.2gx",
              static_cast<double>(slip_), static_cast<double>(kneeMinDeg_), static_cast<double>(deg(pose_.tilt)),
              static_cast<double>(tail_), static_cast<double>(speed_));
    // Last, so its words give way to the scene's own where a small stage has no room for both.
    if (solveShown()) drawSolve(out);
  }

 private:
  const char* supportText() const {
    if (!run_) return support_.comInside ? "inside support" : "outside support";
    return support_.contacts == 0 ? "flight phase" : "dynamic support";
  }

  void setRun(bool run) {
    run_ = run;
    clock_.setTarget(run ? 1 : 0);
    changed_ = Change::Gait;
  }

  void move(float dt) {
    clock_.advance(dt);
    groundOffset_ += static_cast<double>(clock_.speed()) * dt;
    update();
  }

  // One drive per frame: skeleton, flesh, bird leg and readouts all come from
  // it. Its toes are held where they landed: R blends walk and run under them.
  void update() {
    RexDrive d;
    d.phase = clock_.phase();
    d.gait = clock_.params();
    d.tailStrength = tail_;
    d.origin = {0, kGroundY};
    for (int side = 0; side < 2; ++side) {
      const float fp = d.phase + 0.5f * static_cast<float>(side);
      const float x = footPlacement(fp, d.gait, d.origin).toe.x;
      d.toeShift[side] = hold_[side].place(fp, d.gait.duty, x, groundOffset_) - x;
    }
    solve(d, pose_);
    buildFlesh(pose_, flesh_);
    bird_ = birdLegAt(d.phase, d.gait, kBirdOrigin);
    support_ = support(pose_);
    slip_ = 0;
    kneeMinDeg_ = 180;
    for (int side = 0; side < 2; ++side) {
      const float ground = pose_[legJoint(side, LegToe)].x + static_cast<float>(groundOffset_);
      if (!pose_.planted[side]) {
        anchor_[side] = NAN;
        continue;
      }
      if (std::isnan(anchor_[side])) anchor_[side] = ground;
      slip_ = std::fmax(slip_, std::fabs(ground - anchor_[side]));
      kneeMinDeg_ = std::fmin(kneeMinDeg_, deg(kneeFlexion(pose_.leg(side))));
    }
    if (kneeMinDeg_ > 179) kneeMinDeg_ = 0;
  }

  void drawBones(DrawList& out) const {
    for (const auto& b : kBonePairs) out.line(Style::Paper, pose_[b[0]], pose_[b[1]], 1);
    for (int side = 0; side < 2; ++side) {
      const int h = legJoint(side, LegHip);
      out.line(Style::Paper, pose_[Pelvis], pose_[h], 1);
      for (int k = LegHip; k < LegToe; ++k) out.line(Style::Paper, pose_[h + k], pose_[h + k + 1], 1);
      out.line(Style::Paper, pose_[h + LegMetatarsus], pose_[h + LegInnerToe], 0.8f);
    }
  }

  void drawJoints(DrawList& out) const {
    for (int j = 0; j < kJointCount; ++j) {
      const int leg = j >= HipFar ? j - HipFar : j - HipNear;
      const float r = j >= HipNear && leg != LegHip ? 3.2f : 2.6f;
      if (j >= HipNear && leg == LegKnee) {
        drawKneeMark(out, pose_[j], r);
        continue;
      }
      const bool blue = j >= HipNear && (leg == LegAnkle || leg == LegMetatarsus);
      out.circle(blue ? Style::Accent2 : Style::Paper, pose_[j], r, true);
    }
  }

  void drawSupport(DrawList& out) const {
    const Style s = !support_.comInside ? (run_ ? Style::Accent2 : Style::Warn) : Style::Accent;
    if (support_.contacts > 0)
      out.line(Style::Accent2, {support_.minX, kGroundY + 12}, {support_.maxX, kGroundY + 12}, 4);
    for (int side = 0; side < 2; ++side)
      if (pose_.planted[side]) out.circle(Style::Accent2, pose_[legJoint(side, LegToe)], 3.5f, false, 1.5f);
    out.line(s, pose_.com, {pose_.com.x, kGroundY + 16}, 1.2f);
    out.circle(s, pose_.com, 6, true);
    out.circle(Style::Paper, pose_.com, 2.5f, true);
  }

  // The legs' construction, then what the rex adds to it: a planted toe is
  // locked where it landed, and a planted knee stays bent past its limit.
  void drawSolve(DrawList& out) const {
    // Its words under the readouts at the top left, clear of the body.
    const Vec2 words{-250, -192};
    Vec2 next = words;
    for (int side : {kFar, kNear}) {
      LegSolve leg = kneeSolve(pose_.leg(side), kLeg);
      leg.phase = wrap01(clock_.phase() + 0.5f * static_cast<float>(side));
      leg.duty = clock_.params().duty;
      const Vec2 after = drawLegSolve(leg, side == kNear, out, 0, &words);
      if (side == kNear) next = after;
      if (!pose_.planted[side]) continue;
      const Vec2 toe = pose_[legJoint(side, LegToe)];
      out.rect(Style::Accent, toe - Vec2{5, 5}, {10, 10}, false, 1.5f);
      out.line(Style::Accent, toe + Vec2{-9, 6}, toe + Vec2{9, 6}, 2);
    }
    // The near knee's flexion against its limit: the femur carried on past
    // the knee is 0 degrees; the limit ray is 22 degrees from it, toward the shin.
    const LegPoints p = pose_.leg(kNear);
    const Vec2 femur = (p.knee - p.hip) * (1 / std::fmax(1e-3f, distance(p.hip, p.knee)));
    const Vec2 shin = p.ankle - p.knee;
    const float toward = femur.x * shin.y - femur.y * shin.x < 0 ? -1.0f : 1.0f;
    const Vec2 limit = rotate(femur, toward * rad(kMinStanceKneeDeg));
    const Style held = pose_.planted[kNear] ? Style::Accent : Style::Muted;
    out.line(Style::Muted, p.knee, p.knee + femur * 30, 1);
    out.line(held, p.knee, p.knee + limit * 30, 1.5f);
    char flexion[40];
    sm::format(flexion, sizeof flexion, "flexion %.0f\u00b0, min %.0f\u00b0", static_cast<double>(deg(kneeFlexion(p))),
               static_cast<double>(kMinStanceKneeDeg));
    if (out.labelSize(next, 15, -1, flexion) > 0) out.text(held, next, 15, -1, flexion);
  }

  void drawLabels(DrawList& out) const {
    const int h = legJoint(kNear, LegHip);
    drawWordOnChip(out, Style::Ink, Style::Paper, pose_[h] + Vec2{-16, 2}, 11, 1, "hip");
    drawKneeLabel(out, pose_[h + LegKnee] + Vec2{9, -2}, 12, -1);
    out.text(Style::Accent2, pose_[h + LegAnkle] + Vec2{-9, 0}, 12, 1, "ankle");
    // Beside the toe tip, clear of the support bar under the feet.
    out.text(Style::Accent2, pose_[h + LegToe] + Vec2{8, -6}, 12, -1, "toe");
    // On the dark body: in paper, like "hip".
    drawWordOnChip(out, Style::Ink, Style::Paper, pose_.com + Vec2{10, -10}, 11, -1, "COM");
    if (layers_ & (1u << SupportLayer))
      out.text(Style::Accent2, {support_.minX, kGroundY + 26}, 11, -1, "support");
    // Under the row of the bird's toe label (drawBirdLeg), which a small stage draws larger too.
    Rows caption(out);
    caption.at(10);
    out.text(Style::Muted, kBirdOrigin + Vec2{0, caption.at(26)}, 12, 0, "bird leg, same phase:");
    out.text(Style::Muted, kBirdOrigin + Vec2{0, caption.at(42)}, 12, 0, "the backward joint is the ankle");
  }

  GaitClock clock_{kWalk, kRun};
  RexPose pose_;
  RexFlesh flesh_;
  BirdLeg bird_;
  Support support_;
  double groundOffset_ = 0;
  FootHold hold_[2];
  float anchor_[2] = {NAN, NAN};
  float slip_ = 0, kneeMinDeg_ = 0, tail_ = 1, speed_ = 1;
  unsigned layers_ = 0;
  bool run_ = false, playing_ = true;
  Change changed_ = Change::None;
  int changedLayer_ = 0;
};

}  // namespace

std::unique_ptr<Scene> makeRexLab() { return std::make_unique<RexLab>(); }

}  // namespace sm
