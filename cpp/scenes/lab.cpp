#include "scenes/lab.h"

#include <cmath>
#include <cstring>

#include "motion/cold.h"
#include "motion/easing.h"
#include "motion/foot_hold.h"
#include "motion/scalar.h"
#include "rigs/common/solve_layer.h"
#include "rigs/stickman/blend.h"
#include "rigs/stickman/figure.h"
#include "rigs/stickman/handles.h"
#include "rigs/stickman/moves/gait.h"
#include "rigs/stickman/moves/jump.h"
#include "rigs/stickman/moves/kata.h"
#include "rigs/stickman/moves/throw.h"
#include "text/format.h"

namespace sm {

namespace {

using namespace stickman;

constexpr float kGroundY = 0;
// What the stage shows: the height of a jump and the label under the ground,
// and the width of the kata's spear (its tip reaches x = 161) when a tall
// stage is narrower than that; any wider stage is fitted by the height.
constexpr Vec2 kViewCentre{0, -160};
constexpr float kViewW = 340, kViewH = 440;
constexpr float kDotSpacing = 24;
// The ground eases to a stop (or back to speed) over this long, the gait clock
// slowing with it so a planted foot keeps pace with the ground.
constexpr float kStopSeconds = 0.4f;
// The body carries over from one motion into the next over this long.
constexpr float kFadeSeconds = 1.0f;
// The wind on the hair follows speed with this time constant, so a change of
// pace swings the hair over instead of snapping it.
constexpr float kWindSeconds = 0.6f;

enum Motion { Walk, Run, Throw, Jump, Kata, kMotionCount };

struct MotionInfo {
  const char* name;
  float seconds;  // a one-shot's loop length; 0 for the gait
  const char* says;
};
constexpr MotionInfo kMotions[kMotionCount] = {
    {"walk", 0, ""},
    {"run", 0, ""},
    {"throw", kThrowSeconds, "the ground stops; anticipation, release and follow-through"},
    {"jump", kJumpSeconds, "the ground stops; crouch, 160 units up, landing squashed to 0.82"},
    {"spear kata", kKataSeconds, "the ground stops; 17 forms with the spear, looping"},
};

bool isGait(int m) { return m == Walk || m == Run; }

// The pose turned to face `facing` (+1 as solved, -1 mirrored) about its pelvis.
void face(Pose& p, float facing) {
  const float cx = p[Pelvis].x;
  for (Vec2& j : p.joints) j.x = cx + (j.x - cx) * facing;
}

enum Action { Previous, Next };
constexpr Binding kKeys[] = {
    {{"ArrowLeft"}, Previous, "Previous motion", "\u2190 \u2192 previous / next motion"},
    {{"ArrowRight"}, Next, "Next motion"},
};

class Lab final : public Scene {
 public:
  SM_COLD Lab() {
    addParam("motion", [this] { return static_cast<float>(motion_); },
             [this](float v) {
               select(static_cast<int>(std::lround(clamp(std::isfinite(v) ? v : 0, 0, kMotionCount - 1))));
               return static_cast<float>(motion_);
             });
    addParam("scrollSpeed", [this] { return scroll(); });
    addParam("groundOffset", [this] { return static_cast<float>(groundOffset_); });
    addParam("phase", [this] { return clock_.phase(); });
    addParam("gait", [this] { return clock_.blendValue(); });
    addParam("stride", [this] { return clock_.params().stride; });
    addParam("cadence", [this] { return clock_.params().cadence; });
    addParam("duty", [this] { return clock_.params().duty; });
    addParam("motionTime", [this] { return progress(motion_); });
    addParam("fade", [this] { return fade_; });
    addHandles(kHandles, kHandleCount, this);
    bind(kKeys);
    bindSolve();
    reset();
  }

  // Where handle i is drawn now, in stage units.
  SM_COLD Vec2 handleAt(int i) const {
    LegSolve legs[2];
    drawnLegs(legs);
    return handlePlace(legs, i);
  }
  float handleOffset(int k) const { return offsetAxis(handle_, k); }
  // A handle moved shows at once, paused or not: the body is solved again
  // where time stands (the first frame has no step to wait for).
  SM_COLD void moveHandle(int k, float v) {
    offsetAxis(handle_, k) = v;
    solved_ = last_;
    applyHandles(solved_, handle_, facing_);
    figure_.hold(solved_);
    showPose();
  }

  int jointCount() const override { return kJointCount; }
  const Vec2* joints() const override { return shown_.joints; }
  const char* const* jointNames() const override { return kJointNames; }
  // An upright phone's tall stage shows the figure 2.3 times as large as a
  // 16:9 one of the same width.
  bool tallFrame() const override { return true; }
  SM_COLD void act(int action) override { select((motion_ + (action == Next ? 1 : kMotionCount - 1)) % kMotionCount); }

  SM_COLD std::string status() const override {
    char buf[200];
    // A moved handle is what the learner is looking at: its words take the
    // place of the motion's numbers, so they fit a phone's three lines.
    if (anyMoved(handle_, kHandleCount)) {
      sm::format(buf, sizeof buf, "Motion Lab: %s.", kMotions[motion_].name);
      sayHandles(buf, sizeof buf);
    } else if (isGait(motion_)) {
      const GaitParams& g = motion_ == Run ? kRun : kWalk;
      sm::format(buf, sizeof buf,
                 "Motion Lab: %s. Stride %.0f, %.2g cycles per second, duty %.2f: the ground "
                 "scrolls %.0f units per second.",
                 kMotions[motion_].name, g.stride, g.cadence, g.duty, groundSpeed(g));
    } else {
      sm::format(buf, sizeof buf, "Motion Lab: %s; %s.", kMotions[motion_].name, kMotions[motion_].says);
    }
    return buf;
  }

  SM_COLD std::string description() const override {
    char buf[200];
    if (motion_ == Kata) {
      const int form = kataForm(progress(Kata));
      sm::format(buf, sizeof buf,
                 "Motion Lab, spear kata: a stickman with a spear in form %d of 17, %s; the ground "
                 "is still.",
                 form + 1, kKata[form].name);
    } else {
      sm::format(buf, sizeof buf,
                 "Motion Lab, %s: a stickman in place while the ground scrolls at %.0f units per "
                 "second.",
                 kMotions[motion_].name, scroll());
    }
    return buf;
  }

  void reset() override {
    motion_ = Walk;
    groundOffset_ = 0;
    go_ = 1;
    fade_ = 1;
    stopping_ = false;
    for (float& t : time_) t = 0;
    for (FootHold& h : hold_) h.release();
    clock_.reset(0);
    last_ = driveOf(Walk);
    wind_ = last_.windX;
    facing_ = fromFacing_ = 1;
    solved_ = last_;
    applyHandles(solved_, handle_, facing_);
    figure_.reset(solved_);
    showPose();
  }

 protected:
  void step(float dt) override {
    // The gait runs only while it is what the body shows; otherwise it slows
    // to a stop with the ground, and only then does the body leave it.
    const bool gaitShown = isGait(motion_) && fade_ >= 1;
    go_ = gaitShown ? std::fmin(1, go_ + dt / kStopSeconds) : std::fmax(0, go_ - dt / kStopSeconds);
    const float s = timeScale();
    clock_.advance(dt * s);
    groundOffset_ += static_cast<double>(clock_.speed() * s) * dt;

    if (stopping_ && s <= 0) {
      stopping_ = false;
      handOver();
    }
    if (!stopping_ && fade_ < 1) fade_ = std::fmin(1, fade_ + dt / kFadeSeconds);
    if (!isGait(motion_) && !stopping_) time_[motion_] += dt;

    last_ = applyOffset(driveOf(shown()), offset_, 1 - smoothstep(fade_));
    groundLock(last_);
    wind_ += (last_.windX - wind_) * std::fmin(1, dt / kWindSeconds);
    last_.windX = wind_;
    // The handles move the body the motion drives, after the ground lock, so
    // a planted foot moved aside still keeps pace with the ground; a motion
    // handed over starts from where the motion was, not from a handle's pull.
    solved_ = last_;
    applyHandles(solved_, handle_, facing_);
    figure_.update(solved_, dt);
    // A kata turn mirrors the pose; a hand-over turns it back with the fade.
    const float facing = motion_ == Kata && !stopping_ ? kataFacing(progress(Kata)) : 1;
    facing_ = fade_ < 1 ? lerp(fromFacing_, facing, smoothstep(fade_)) : facing;
    showPose();
  }

  void draw(DrawList& out) const override {
    out.view(kViewCentre, kViewW, kViewH);
    const float offset = static_cast<float>(std::fmod(groundOffset_, static_cast<double>(kDotSpacing)));
    out.dots(Style::Ground, kGroundY + 3, kDotSpacing, offset, 2.2f, -1200, 1200);
    stickman::draw(shown_, out);
    // A moved handle shows what it moved: the construction is part of the
    // setting's picture, so a link to it shows it too.
    if (solveShown() || anyMoved(handle_, kHandleCount)) drawSolve(out);
    if (motion_ == Kata) {
      const int form = kataForm(progress(Kata));
      out.textf(Style::Muted, {0, kGroundY + 40}, 14, 0, "spear kata %d/17: %s", form + 1, kKata[form].name);
    } else {
      out.text(Style::Muted, {0, kGroundY + 40}, 14, 0, kMotions[motion_].name);
    }
  }

 private:
  void showPose() {
    shown_ = figure_.pose();
    if (facing_ != 1) face(shown_, facing_);
  }

  // The legs as the figure solved them, turned as the pose is, with the
  // gait's phase while the body shows the gait.
  void drawnLegs(LegSolve legs[2]) const {
    legSolves(solved_, legs);
    const bool gait = isGait(shown()) && fade_ >= 1;
    for (int side = kNear; side <= kFar; ++side) {
      if (facing_ != 1) scaleAbout(legs[side], {shown_[Pelvis].x, 0}, facing_, 1);
      legs[side].phase = gait ? wrap01(clock_.phase() + 0.5f * static_cast<float>(side)) : -1;
      legs[side].duty = clock_.params().duty;
    }
  }

  void drawSolve(DrawList& out) const {
    LegSolve legs[2];
    drawnLegs(legs);
    drawLegSolve(legs[kFar], false, out);
    drawLegSolve(legs[kNear], true, out);
    // A ring round each handle says it can be taken.
    for (int i = 0; i < kHandleCount; ++i) drawHandle(out, handlePlace(legs, i));
  }

  // Adds to the sentence in buf the moved handles and, when a leg cannot
  // reach its target, that it stops short.
  SM_COLD void sayHandles(char* buf, std::size_t size) const {
    sayMoved(buf, size, kHandles, handle_, kHandleCount, "back", "forward");
    LegSolve legs[2];
    drawnLegs(legs);
    const std::size_t n = std::strlen(buf);
    if (legs[kNear].clamped() || legs[kFar].clamped())
      sm::format(buf + n, size - n, " Out of reach: the leg stops short.");
  }

  float timeScale() const { return smoothstep(go_); }
  float scroll() const { return clock_.speed() * timeScale(); }
  float progress(int m) const {
    return isGait(m) ? clock_.phase() : wrap01(time_[m] / kMotions[m].seconds);
  }

  Drive driveOf(int m) const {
    switch (m) {
      case Throw: return throwing(progress(m), kGroundY);
      case Jump: return jump(progress(m), kGroundY);
      case Kata: return kata(progress(m), kGroundY);
      default: break;
    }
    Drive d = locomotion(clock_, kGroundY);
    d.windX = windFor(scroll());
    return d;
  }

  // Planted feet keep their place on the ground while walk and run blend the
  // stride, duty and lean under them.
  void groundLock(Drive& d) {
    const bool gait = isGait(shown()) && fade_ >= 1;
    for (int side = kNear; side <= kFar; ++side) {
      if (!gait) {
        hold_[side].release();
        continue;
      }
      const float fp = clock_.phase() + 0.5f * static_cast<float>(side);
      d.foot[side].x = hold_[side].place(fp, clock_.params().duty, d.foot[side].x, groundOffset_);
    }
  }

  // While the gait slows to a stop the body still shows it (walk and run
  // are both the gait clock's blend, so either names it).
  int shown() const { return stopping_ ? Walk : motion_; }

  // From wherever the body is now, into the current motion.
  void handOver() {
    offset_ = offsetBetween(last_, driveOf(motion_));
    fade_ = 0;
    fromFacing_ = facing_;
  }

  void select(int m) {
    if (m == motion_) return;
    const int was = shown();
    motion_ = m;
    if (isGait(m)) clock_.setTarget(m == Run ? 1 : 0);
    if (!isGait(m)) time_[m] = 0;
    // Walk <-> run is the gait blend's job.
    if (isGait(m) && isGait(was)) {
      stopping_ = false;
      return;
    }
    if (isGait(was) && timeScale() > 0) {
      stopping_ = true;
      return;
    }
    stopping_ = false;
    handOver();
  }

  GaitClock clock_{kWalk, kRun};
  Figure figure_;
  Pose shown_;  // the figure's pose, turned the way the motion faces
  Drive last_;
  Drive solved_;  // last_ with the handles' pull
  Vec2 handle_[kHandleCount] = {};
  DriveOffset offset_;
  double groundOffset_ = 0;
  FootHold hold_[2];
  float time_[kMotionCount] = {};
  float go_ = 1, fade_ = 1, wind_ = 0, facing_ = 1, fromFacing_ = 1;
  int motion_ = Walk;
  bool stopping_ = false;
};

}  // namespace

std::unique_ptr<Scene> makeLab() { return std::make_unique<Lab>(); }

}  // namespace sm
