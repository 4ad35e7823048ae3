#include "scenes/walk_cycle/walk_cycle.h"

#include <cmath>
#include <cstdio>

#include "motion/scalar.h"
#include "scenes/registry.h"
#include "scenes/walk_cycle/shell.h"

namespace sm {

namespace walk_cycle {

using namespace walker;

namespace {

constexpr float kStepHzKey = 0.4f, kStrideKey = 2, kLegRatioKey = 0.02f;
constexpr float kSpeedUp = 1.15f, kSlowDown = 0.87f;
// 09: the three rates keep their proportions inside 0.8..2.8.
constexpr float kMinWalkerSpeed = kMinStepHz / 1.2f, kMaxWalkerSpeed = kMaxStepHz / 2.0f;
constexpr float kSlopeRate = 12;      // degrees per second a slope change eases at
constexpr float kGazeLead = 0.4f;     // seconds the gaze moves ahead of a turn
constexpr float kEyeLineY = 262;      // 04: the ankle line, for heights

float roundTo(float v, float unit) { return std::round(v / unit) * unit; }

// Joint names of up to three walkers, the second and third suffixed.
const char* const* walkerJointNames() {
  static const char* names[kMaxWalkers * kJointCount];
  static char storage[kMaxWalkers * kJointCount][24];
  static const bool filled = [] {
    for (int w = 0; w < kMaxWalkers; ++w)
      for (int j = 0; j < kJointCount; ++j) {
        char* s = storage[w * kJointCount + j];
        if (w == 0)
          std::snprintf(s, sizeof storage[0], "%s", kJointNames[j]);
        else
          std::snprintf(s, sizeof storage[0], "%s%d", kJointNames[j], w + 1);
        names[w * kJointCount + j] = s;
      }
    return true;
  }();
  (void)filled;
  return names;
}

}  // namespace

WalkCycle::WalkCycle(int number)
    : number_(number < 1 ? 1 : (number > 9 ? 9 : number)),
      script_(script(number_)),
      clock_(Timeline(script_.events, script_.eventCount, script_.lapSeconds)) {
  char id[8];
  std::snprintf(id, sizeof id, "walk-0%d", number_);
  const SceneInfo* info = findScene(id);
  title_ = info ? info->title : "Walk cycle";
  walkerCount_ = number_ == 3 ? 2 : (number_ == 9 ? 3 : 1);
  if (number_ == 3) {
    walkers_[0].origin = {120, 130};
    walkers_[1].origin = {120, 276};
    walkers_[0].scale = walkers_[1].scale = 0.6f;
  } else if (number_ == 9) {
    for (int i = 0; i < 3; ++i) {
      walkers_[i].origin = {85 + 155.0f * static_cast<float>(i), 228};
      walkers_[i].scale = 0.7f;
    }
  } else if (number_ == 4) {
    walkers_[0].origin = {200, kEyeLineY};
    walkers_[0].looking = true;
  } else if (number_ == 7) {
    walkers_[0].origin = {130, 196};
  } else {
    walkers_[0].origin = {130, 258};
  }
  walkers_[0].correctedArc = true;
  addParams();
  addKeys();
  reset();
}

const char* const* WalkCycle::jointNames() const { return walkerJointNames(); }

void WalkCycle::addParams() {
  const bool lanes = number_ == 9;
  addParam("walkT", [this] { return clock_.walkT(); });
  addParam("sceneT", [this] { return clock_.sceneT(); });
  addParam("lap", [this] { return static_cast<float>(lap_); });
  addParam("manual", [this] { return clock_.manual() ? 1.0f : 0.0f; });
  addParam("paused", [this] { return paused_ ? 1.0f : 0.0f; });
  addParam("legPhase", [this] { return walkers_[0].legPhase(kNear); });
  addParam("cyclePhase", [this] { return std::fmod(walkers_[0].steps(), 2.0f); });
  addParam("groundOffset", [this] { return static_cast<float>(groundOffset_[0]); });
  addParam("stepDist", [this] { return stepDist(walkers_[0].gait); });
  addParam("groundV", [this] { return groundV(walkers_[0].gait); });
  addParam("hipHeight", [this] { return walkers_[0].hipHeightNow(); });
  addParam("thigh", [this] { return thighLength(walkers_[0].gait); });
  addParam("shin", [this] { return shinLength(walkers_[0].gait); });

  const bool rateIsSet = !lanes && number_ != 7;
  if (rateIsSet) {
    addParam("stepHz", [this] { return walkers_[0].gait.stepHz; },
             [this](float v) {
               setStepHz(v);
               return gait_.stepHz;
             });
  } else {
    addParam("stepHz", [this] { return walkers_[0].gait.stepHz; });
  }
  if (number_ == 7) {
    addParam("baseStepHz", [this] { return gait_.stepHz; },
             [this](float v) {
               setStepHz(v);
               return gait_.stepHz;
             });
  }
  if (lanes) {
    addParam("walkerSpeed", [this] { return walkerSpeed_; },
             [this](float v) {
               setWalkerSpeed(v);
               return walkerSpeed_;
             });
    addParam("strideDeg", [this] { return walkers_[0].gait.strideDeg; });
    addParam("legRatio", [this] { return walkers_[0].gait.legRatio; });
  } else {
    addParam("strideDeg", [this] { return gait_.strideDeg; },
             [this](float v) {
               setStride(v);
               return gait_.strideDeg;
             });
    addParam("legRatio", [this] { return gait_.legRatio; },
             [this](float v) {
               setLegRatio(v);
               return gait_.legRatio;
             });
  }

  switch (number_) {
    case 1:
      addParam("seamJumps", [this] { return static_cast<float>(seamJumps_); });
      break;
    case 2:
      addParam("ankleRollDeg", [this] { return walkers_[0].rollDeg(kNear); });
      addParam("stancePhase",
               [this] { return static_cast<float>(stancePhase(walkers_[0].legPhase(kNear))); });
      addParam("stanceSeconds", [this] { return stanceSeconds(walkers_[0].gait); });
      addParam("swingSeconds", [this] { return swingSeconds(walkers_[0].gait); });
      addParam("doubleSupportSteps", [this] { return doubleSupportSteps(walkers_[0].gait); });
      break;
    case 3:
      addParam("bodyV", [this] { return kMismatch * groundV(walkers_[1].gait); });
      addParam("drift", [this] { return (1 - kMismatch) * groundV(walkers_[1].gait); });
      addParam("groundOffset2", [this] { return static_cast<float>(groundOffset_[1]); });
      break;
    case 4:
      addParam("eyeAmp", [this] { return eyeAmp_; });
      addParam("hipBob", [this] { return hipBob_; });
      addParam("gazeX", [this] { return gazeX_; });
      addParam("facing", [this] { return walkers_[0].facing; });
      break;
    case 5:
      addParam("shoulderDeg", [this] { return shoulderDeg(walkers_[0].gait, walkers_[0].legPhase(kNear)); });
      addParam("elbowDeg", [this] { return elbowDeg(walkers_[0].gait, walkers_[0].legPhase(kNear)); });
      addParam("elbowMaxDeg", [this] { return elbowMaxDeg(walkers_[0].gait); });
      break;
    case 6:
      addParam("hipTwistDeg", [this] { return hipTwistDeg(walkers_[0].gait, walkers_[0].legPhase(kNear)); });
      addParam("shoulderTwistDeg",
               [this] { return shoulderTwistDeg(walkers_[0].gait, walkers_[0].legPhase(kNear)); });
      addParam("twistAmpDeg", [this] { return twistAmpDeg(walkers_[0].gait); });
      break;
    case 7:
      addParam("slopeDeg", [this] { return slopeNow_; });
      addParam("leanDeg", [this] { return slopeLeanDeg(slopeNow_); });
      break;
    case 8:
      addParam("minArc", [this] { return minArc(walkers_[0].gait); });
      addParam("scuffRaw", [this] { return scuffRaw_; });
      addParam("scuffFix", [this] { return scuffFix_; });
      addParam("scuffFramesRaw", [this] { return static_cast<float>(scuffFramesRaw_); });
      addParam("scuffFramesFix", [this] { return static_cast<float>(scuffFramesFix_); });
      addParam("swingFrames", [this] { return static_cast<float>(swingFrames_); });
      break;
    case 9:
      addParam("maxSlip", [this] { return maxSlip_; });
      addParam("footSlip", [this] { return footSlip_; });
      addParam("stepDist2", [this] { return stepDist(walkers_[1].gait); });
      addParam("groundV2", [this] { return groundV(walkers_[1].gait); });
      addParam("stepDist3", [this] { return stepDist(walkers_[2].gait); });
      addParam("groundV3", [this] { return groundV(walkers_[2].gait); });
      addParam("sway", [this] { return walkers_[0].sway; });
      break;
    default:
      break;
  }
}

// ---- clocks ---------------------------------------------------------------

void WalkCycle::reset() {
  lap_ = 0;
  paused_ = false;
  clock_.setManual(false);
  fixed_.reset();
  gait_ = Gait{};
  walkerSpeed_ = 1;
  seamJumps_ = 0;
  maxSlip_ = footSlip_ = 0;
  swingFrames_ = scuffFramesRaw_ = scuffFramesFix_ = 0;
  beginLap();
  while (clock_.sceneT() < script_.restSeconds - 1e-4f) step(FixedStepClock::kStep);
  changed_ = Changed::Nothing;
  becameManual_ = false;
  lastEvent_ = nullptr;
}

void WalkCycle::beginLap() {
  clock_.restartLap();
  gait_ = Gait{};
  walkerSpeed_ = 1;
  slopeNow_ = slopeTarget_ = 0;
  gazeX_ = gazeFrom_ = gazeTo_ = 320;
  gazeStart_ = -1;
  for (int i = 0; i < walkerCount_; ++i) {
    walkers_[i].facing = 1;
    walkers_[i].sway = 0;
    groundOffset_[i] = 0;
  }
  while (const TimelineEvent* e = clock_.due()) apply(*e);
  for (int i = 0; i < kTrails; ++i) trails_[i] = {};
  openTrail_[0] = openTrail_[1] = -1;
  syncGait();
  for (int i = 0; i < walkerCount_; ++i) walkers_[i].reset();
  for (int leg = 0; leg < 2; ++leg) lastSine_[leg] = sm::sin(kTau * walkers_[0].legPhase(leg));
  for (int i = 0; i < walkerCount_; ++i)
    for (int leg = 0; leg < 2; ++leg) wasPlanted_[i][leg] = false;
  prefillHistories();
  lastPhase_ = walkers_[0].legPhase(kNear);
  gatherJoints();
}

void WalkCycle::advance(float dt) {
  for (int n = fixed_.feed(dt); n > 0; --n) step(FixedStepClock::kStep);
}

void WalkCycle::step(float h) {
  if (paused_) return;
  clock_.tick(h);
  while (const TimelineEvent* e = clock_.due()) apply(*e);
  if (clock_.lapOver()) {
    ++lap_;
    beginLap();
    return;
  }
  update(h);
}

void WalkCycle::apply(const TimelineEvent& e) {
  switch (e.action) {
    case SetStepHz: gait_.stepHz = clamp(e.value, kMinStepHz, kMaxStepHz); break;
    case SetStride: gait_.strideDeg = clamp(e.value, kMinStrideDeg, kMaxStrideDeg); break;
    case SetLegRatio: gait_.legRatio = clamp(e.value, kMinLegRatio, kMaxLegRatio); break;
    case GazeTo:
      gazeFrom_ = gazeX_;
      gazeTo_ = e.value;
      gazeStart_ = clock_.sceneT();
      break;
    case Turn:
      for (int i = 0; i < walkerCount_; ++i) walkers_[i].turn();
      break;
    case SlopeTo:
      slopeTarget_ = e.value;
      // The lap's first slope is where the walk starts, not a change.
      if (clock_.sceneT() <= 0) slopeNow_ = e.value;
      break;
    default: break;
  }
  syncGait();
}

void WalkCycle::syncGait() {
  for (int i = 0; i < walkerCount_; ++i) {
    Gait g = gait_;
    if (number_ == 9) {
      g.strideDeg = kLockLanes[i].strideDeg;
      g.stepHz = clamp(kLockLanes[i].stepHz * walkerSpeed_, kMinStepHz, kMaxStepHz);
    } else if (number_ == 7) {
      g.stepHz = slopeStepHz(gait_.stepHz, slopeLeanDeg(slopeNow_));
      walkers_[i].slopeDeg = slopeNow_;
      walkers_[i].leanDeg = -slopeLeanDeg(slopeNow_);
    }
    walkers_[i].gait = g;
  }
  const Gait& g = walkers_[0].gait;
  if (number_ == 8 && (g.stepHz != scuffStepHz_ || g.legPx != scuffLegPx_)) {
    scuffRaw_ = scuffShare(g, false);
    scuffFix_ = scuffShare(g, true);
    scuffStepHz_ = g.stepHz, scuffLegPx_ = g.legPx;
  }
}

float WalkCycle::laneSpeed(int i) const {
  const Walker& w = walkers_[i];
  const float body = number_ == 3 && i == 1 ? kMismatch : 1;
  return groundV(w.gait) * w.scale * body;
}

void WalkCycle::update(float h) {
  if (number_ == 7) {
    const float d = slopeTarget_ - slopeNow_;
    const float most = kSlopeRate * h;
    slopeNow_ += clamp(d, -most, most);
  }
  syncGait();
  for (int i = 0; i < walkerCount_; ++i) {
    if (number_ == 9) walkers_[i].sway = sm::sin(clock_.sceneT() * kSwayHz) * kSwayPx;
    walkers_[i].advance(h);
    groundOffset_[i] += static_cast<double>(walkers_[i].facing * laneSpeed(i) * h);
  }
  if (number_ == 4 && gazeStart_ >= 0) {
    const float k = clamp((clock_.sceneT() - gazeStart_) / kGazeLead, 0, 1);
    gazeX_ = lerp(gazeFrom_, gazeTo_, k);
    if (k >= 1) gazeStart_ = -1;
  }
  afterAdvance();
  gatherJoints();
}

// Bookkeeping for the value each scene shows, once per fixed step.
void WalkCycle::afterAdvance() {
  const Walker& w = walkers_[0];
  switch (number_) {
    case 1:
      stepsHist_.push(w.steps());
      for (int leg = 0; leg < 2; ++leg) {
        const float s = sm::sin(kTau * w.legPhase(leg));
        if (std::fabs(s - lastSine_[leg]) > 0.35f) ++seamJumps_;
        lastSine_[leg] = s;
      }
      break;
    case 3: {
      const Walker& m = walkers_[1];
      for (int leg = 0; leg < 2; ++leg) {
        const double gx = static_cast<double>(m[AnkleNear + leg].x) + groundOffset_[1];
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
      break;
    }
    case 4: {
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
      break;
    }
    case 6: {
      const float ph = w.legPhase(kNear);
      hipTwistHist_.push(hipTwistDeg(w.gait, ph));
      shoulderTwistHist_.push(shoulderTwistDeg(w.gait, ph));
      break;
    }
    case 8:
      if (!w.planted(kNear)) {
        const float k = swingK(w.gait, w.legPhase(kNear));
        ++swingFrames_;
        if (rawLift(w.gait, k) < kScuffPx) ++scuffFramesRaw_;
        if (correctedLift(w.gait, k) < kScuffPx) ++scuffFramesFix_;
      }
      break;
    case 9:
      for (int i = 0; i < walkerCount_; ++i) {
        const Walker& wi = walkers_[i];
        for (int leg = 0; leg < 2; ++leg) {
          const double gx = static_cast<double>(wi[AnkleNear + leg].x) + groundOffset_[i];
          if (wi.planted(leg)) {
            maxSlip_ = std::fmax(maxSlip_, swaySlipEstimate(wi.gait, clock_.sceneT()));
            if (wasPlanted_[i][leg])
              footSlip_ = std::fmax(footSlip_, static_cast<float>(std::fabs(gx - lastGroundX_[i][leg])));
          }
          wasPlanted_[i][leg] = wi.planted(leg);
          lastGroundX_[i][leg] = gx;
        }
      }
      break;
    default: break;
  }
}

// Graphs start full: the walk has been going before the scene opened.
void WalkCycle::prefillHistories() {
  const Gait& g = walkers_[0].gait;
  const float perStep = g.stepHz * FixedStepClock::kStep;
  if (number_ == 1) stepsHist_.fill([&](int i) { return -perStep * static_cast<float>(i); });
  if (number_ == 6) {
    hipTwistHist_.fill([&](int i) { return hipTwistDeg(g, wrap01(-perStep * static_cast<float>(i))); });
    shoulderTwistHist_.fill([&](int i) { return shoulderTwistDeg(g, wrap01(-perStep * static_cast<float>(i))); });
  }
  if (number_ == 4) {
    // A stand-in walker walks the samples the graph would have seen; its
    // last sample lands back on the start phase.
    Walker scratch = walkers_[0];
    scratch.facing = 1;
    scratch.looking = false;
    scratch.reset();
    eyeLo_ = hipLo_ = 1e9f;
    eyeHi_ = hipHi_ = -1e9f;
    for (int i = 0; i < decltype(eyeHist_)::kSize; ++i) {
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
  }
}

void WalkCycle::gatherJoints() {
  for (int i = 0; i < walkerCount_; ++i) {
    if (number_ == 4) walkers_[i].lookAt = {gazeX_, walkers_[i][Head].y};
    for (int j = 0; j < kJointCount; ++j) joints_[i * kJointCount + j] = walkers_[i][j];
  }
}

// ---- input ------------------------------------------------------------------

void WalkCycle::toManual() {
  if (!clock_.manual()) becameManual_ = true;
  clock_.setManual(true);
}

void WalkCycle::refresh() {
  syncGait();
  for (int i = 0; i < walkerCount_; ++i) walkers_[i].solve();
  gatherJoints();
}

void WalkCycle::setStepHz(float v) {
  if (!std::isfinite(v)) return;
  gait_.stepHz = clamp(v, kMinStepHz, kMaxStepHz);
  toManual();
  refresh();
}

void WalkCycle::setStride(float v) {
  if (!std::isfinite(v)) return;
  gait_.strideDeg = clamp(v, kMinStrideDeg, kMaxStrideDeg);
  toManual();
  refresh();
}

void WalkCycle::setLegRatio(float v) {
  if (!std::isfinite(v)) return;
  gait_.legRatio = clamp(v, kMinLegRatio, kMaxLegRatio);
  toManual();
  refresh();
}

void WalkCycle::setWalkerSpeed(float v) {
  if (!std::isfinite(v)) return;
  walkerSpeed_ = clamp(v, kMinWalkerSpeed, kMaxWalkerSpeed);
  toManual();
  refresh();
}

void WalkCycle::arrow(Keys what, int dir) {
  switch (what) {
    case Keys::StepHz:
      setStepHz(roundTo(gait_.stepHz + kStepHzKey * static_cast<float>(dir), 0.1f));
      changed_ = Changed::StepHz;
      break;
    case Keys::Stride:
      setStride(roundTo(gait_.strideDeg + kStrideKey * static_cast<float>(dir), 1));
      changed_ = Changed::Stride;
      break;
    case Keys::LegRatio:
      setLegRatio(roundTo(gait_.legRatio + kLegRatioKey * static_cast<float>(dir), 0.01f));
      changed_ = Changed::LegRatio;
      break;
    case Keys::WalkerSpeed:
      setWalkerSpeed(walkerSpeed_ * (dir > 0 ? kSpeedUp : kSlowDown));
      changed_ = Changed::WalkerSpeed;
      break;
    case Keys::None: break;
  }
}

void WalkCycle::act(int action) {
  becameManual_ = false;
  // The arrow actions come in (less, more) pairs, in Keys order.
  constexpr Keys kPairs[] = {Keys::StepHz, Keys::Stride, Keys::LegRatio, Keys::WalkerSpeed};
  if (action < Pause) {
    arrow(kPairs[action / 2], action % 2 ? 1 : -1);
  } else if (action == Pause) {
    paused_ = !paused_;
    toManual();
    changed_ = Changed::Pause;
  } else if (action == NextEvent) {
    toManual();
    lastEvent_ = clock_.timeline().next();
    if (lastEvent_) apply(*lastEvent_);
    refresh();
    changed_ = lastEvent_ ? Changed::Event : Changed::NoEvent;
  } else {
    reset();
    changed_ = Changed::Restart;
  }
}

}  // namespace walk_cycle

std::unique_ptr<Scene> makeWalkCycle(int number) { return std::make_unique<walk_cycle::WalkCycle>(number); }

}  // namespace sm
