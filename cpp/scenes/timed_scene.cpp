#include "scenes/timed_scene.h"

#include <algorithm>
#include <cmath>

#include "motion/cold.h"

namespace sm {

namespace {

constexpr float kFrameDt = 1.0f / TimedScene::kFps;

double frameTime(long k) { return static_cast<double>(k) / TimedScene::kFps; }

// Tolerance for a time written in decimal that lies on a frame (0.05 * 60).
constexpr double kOnFrame = 1e-7;
// Live play sums float frame lengths (1.0f / 60 is 8e-8 long), so an input
// pressed after k live frames is logged a hair after frame k's start; it
// still belongs to frame k. A hundredth of a frame covers hours of drift.
constexpr double kSameFrame = 1e-2;

}  // namespace

SM_COLD TimedScene::TimedScene(const SceneInfo& info) : info_(info) {
  ArenaScope scope(&arena_);
  scene_ = info.make();
}

SM_COLD TimedScene::~TimedScene() {
  ArenaScope scope(&arena_);
  scene_.reset();
}

SM_COLD void TimedScene::rebuild() {
  ArenaScope scope(&arena_);
  scene_.reset();  // the old scene's memory first: a fixed heap holds one of each
  arena_.clear();
  scene_ = info_.make();
  for (const auto& [index, value] : settings_) scene_->params()[index].set(value);
  applyView();
  applied_ = 0;
  time_ = 0;
  frame_ = 0;
  onGrid_ = true;
}

void TimedScene::apply(const Input& in) {
  ArenaScope scope(&arena_);
  switch (in.kind) {
    case Kind::Key: scene_->key(in.code, in.down); break;
    case Kind::Interrupt: scene_->interrupt(); break;
    case Kind::Reset: scene_->reset(); break;
  }
}

// A new input at a moment the log has passed starts a new future.
SM_COLD void TimedScene::log(const Input& in) {
  forgetAfter(in.t);
  log_.resize(applied_);
  log_.push_back(in);
  apply(log_[applied_++]);
}

void TimedScene::applyDue(double t) {
  const double limit = t * kFps + kSameFrame;
  while (applied_ < log_.size() && log_[applied_].t * kFps <= limit) apply(log_[applied_++]);
}

void TimedScene::buildPose(float dt) {
  applyDue(time_);
  ArenaScope scope(&arena_);
  const float played = scene_->play(dt);
  if (played > 0) {
    time_ += played;
    onGrid_ = false;
  }
  scene_->redraw();
}

SM_COLD bool TimedScene::key(std::string_view code, bool down) {
  for (const Binding& b : scene_->bindings()) {
    if (!b.binds(code)) continue;
    if (b.action == Scene::kShowSolve) {
      if (down) {
        solve_ = !solve_;
        solveSaid_ = true;
        applyView();
      }
      return true;
    }
    if (down) solveSaid_ = false;
    for (const char* c : b.codes) {
      if (!c || code != c) continue;
      log({time_, c, down, Kind::Key});
      return true;
    }
  }
  return false;
}

void TimedScene::interrupt() { log({time_, nullptr, false, Kind::Interrupt}); }

void TimedScene::reset() {
  solveSaid_ = false;
  log({time_, nullptr, false, Kind::Reset});
}

SM_COLD std::string TimedScene::status() const {
  if (!solveSaid_) return scene_->status();
  return solve_ ? scene_->solveSays() : "Solve hidden.";
}

SM_COLD float TimedScene::setParam(std::string_view name, float v) {
  const std::vector<Param>& params = scene_->params();
  for (std::size_t i = 0; i < params.size(); ++i) {
    if (name != params[i].name || !params[i].set) continue;
    float kept;
    {
      ArenaScope scope(&arena_);
      kept = params[i].set(v);
    }
    checkpoints_.clear();  // a setting applies from the start
    const int index = static_cast<int>(i);
    // One entry per setting, in the order last set (a slider sends many).
    for (auto it = settings_.begin(); it != settings_.end(); ++it)
      if (it->first == index) {
        settings_.erase(it);
        break;
      }
    settings_.emplace_back(index, kept);
    onGrid_ = false;
    return kept;
  }
  return v;
}

bool TimedScene::setFrame(float w, float h) {
  if (!validFrame(w, h)) return false;
  viewFrame_ = {w, h};
  applyView();
  return true;
}

void TimedScene::setTouch(bool touch) {
  touch_ = touch;
  applyView();
}

void TimedScene::applyView() {
  scene_->setFrame(viewFrame_.w, viewFrame_.h);
  scene_->setTouch(touch_);
  scene_->setSolveShown(solve_);
}

void TimedScene::resync() {
  ArenaScope scope(&arena_);
  scene_->resync();
  onGrid_ = false;
}

bool TimedScene::seek(double t) {
  if (!(t >= 0 && t <= kMaxSeek)) return false;
  const long whole = static_cast<long>(std::floor(t * kFps + kOnFrame));
  const double rest = t - frameTime(whole);
  const bool onFrame = rest * kFps < kOnFrame;
  ArenaScope scope(&arena_);
  startTowards(whole);
  for (;;) {
    if (frame_ % spacing_ == 0) checkpointHere();
    if (frame_ >= whole) break;
    applyDue(frameTime(frame_));
    scene_->play(kFrameDt);
    ++frame_;
  }
  time_ = frameTime(whole);
  if (!onFrame) {
    applyDue(time_);
    scene_->play(static_cast<float>(rest));
    time_ = t;
    onGrid_ = false;
  }
  applyDue(time_);
  scene_->redraw();
  return true;
}

SM_COLD void TimedScene::startTowards(long whole) {
  const bool here = onGrid_ && frame_ <= whole;
  // The latest usable checkpoint at or before `whole`, if it is further on than here.
  for (auto it = checkpoints_.rbegin(); it != checkpoints_.rend(); ++it) {
    if (it->frame > whole) continue;
    if (here && it->frame <= frame_) return;
    if (it->drawData != scene_->drawList().data()) break;
    arena_.load(it->bytes);
    applyView();
    frame_ = it->frame;
    applied_ = it->applied;
    time_ = frameTime(frame_);
    onGrid_ = true;
    return;
  }
  if (here) return;
  rebuild();
  checkpoints_.clear();  // made for another build's draw list
}

SM_COLD void TimedScene::checkpointHere() {
  if (!arena_.used() || arena_.spilled()) return;
  auto at = std::lower_bound(checkpoints_.begin(), checkpoints_.end(), frame_,
                             [](const Checkpoint& c, long f) { return c.frame < f; });
  if (at != checkpoints_.end() && at->frame == frame_) return;
  if (checkpoints_.empty()) spacing_ = plannedSpacing(arena_.used());
  ArenaScope none(nullptr);  // a checkpoint's bytes are not the scene's
  Checkpoint c{frame_, applied_, scene_->drawList().data(), {}};
  arena_.save(c.bytes);
  checkpoints_.insert(at, std::move(c));
  // Full: keep every other one, at twice the spacing.
  while (static_cast<int>(checkpoints_.size()) > maxCheckpoints(arena_.used())) {
    spacing_ *= 2;
    checkpoints_.erase(std::remove_if(checkpoints_.begin(), checkpoints_.end(),
                                      [this](const Checkpoint& k) { return k.frame % spacing_ != 0; }),
                       checkpoints_.end());
  }
}

long TimedScene::plannedSpacing(std::size_t stateBytes) {
  const double frames = kPlannedSeek * kFps * static_cast<double>(stateBytes) / kCheckpointBytes;
  return std::max<long>(kFps, static_cast<long>(std::ceil(frames)));
}

int TimedScene::maxCheckpoints(std::size_t stateBytes) {
  return static_cast<int>(static_cast<long>(kPlannedSeek * kFps) / plannedSpacing(stateBytes)) + 1;
}

// Checkpoints after an input at t no longer show the same future.
SM_COLD void TimedScene::forgetAfter(double t) {
  const double limit = t * kFps - kSameFrame;
  checkpoints_.erase(std::remove_if(checkpoints_.begin(), checkpoints_.end(),
                                    [limit](const Checkpoint& k) { return k.frame >= limit; }),
                     checkpoints_.end());
}

bool TimedScene::step(int frames) {
  const double f = time_ * kFps;
  const double from = frames < 0 ? std::ceil(f - kOnFrame) : std::floor(f + kOnFrame);
  const double to = std::fmax(0, from + frames);
  return seek(to / kFps);
}

}  // namespace sm
