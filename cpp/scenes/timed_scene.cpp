#include "scenes/timed_scene.h"

#include <algorithm>
#include <cmath>
#include <new>

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

std::size_t checkpointBytes = 0;  // every timed scene's, together

long frameOf(double t) { return static_cast<long>(std::floor(t * TimedScene::kFps + kOnFrame)); }

}  // namespace

std::size_t TimedScene::checkpointBytesInUse() { return checkpointBytes; }

SM_COLD TimedScene::TimedScene(const SceneInfo& info) : info_(info) {
  ArenaScope scope(&arena_);
  scene_ = info.make();
  weigh();
}

SM_COLD TimedScene::~TimedScene() {
  forgetAll();
  ArenaScope scope(&arena_);
  scene_.reset();
}

void TimedScene::weigh() { weight_ = std::fmax(weight_, scene_->replayWeight()); }

SM_COLD void TimedScene::rebuild() {
  ArenaScope scope(&arena_);
  scene_.reset();  // the old scene's memory first: a full heap holds one of each
  arena_.clear();
  scene_ = info_.make();
  for (const auto& [index, value] : settings_) scene_->params()[index].set(value);
  for (int i = 0; i < textCount_; ++i) scene_->setText(texts_[i].name, texts_[i].text);
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
  weigh();
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

SM_COLD void TimedScene::interrupt() { log({time_, nullptr, false, Kind::Interrupt}); }

SM_COLD void TimedScene::reset() {
  solveSaid_ = false;
  log({time_, nullptr, false, Kind::Reset});
}

SM_COLD std::string TimedScene::status() const {
  if (!solveSaid_) return scene_->status();
  return solve_ ? scene_->solveSays() : "Solve hidden.";
}

// A setting applies from the start; one entry per setting, in the order last
// set (a slider sends many).
SM_COLD void TimedScene::keepLast(int index, float value) {
  weigh();
  forgetAll();
  for (auto it = settings_.begin(); it != settings_.end(); ++it)
    if (it->first == index) {
      settings_.erase(it);
      break;
    }
  settings_.emplace_back(index, value);
  onGrid_ = false;
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
    keepLast(static_cast<int>(i), kept);
    return kept;
  }
  return v;
}

SM_COLD bool TimedScene::setText(std::string_view name, std::string_view text) {
  int i = 0;
  while (i < textCount_ && texts_[i].name != name) ++i;
  if (i == kMaxTexts) return false;
  {
    ArenaScope scope(&arena_);
    if (!scene_->setText(name, text)) return false;
  }
  weigh();
  forgetAll();
  if (i == textCount_) texts_[textCount_++].name = name;
  texts_[i].text = text;
  onGrid_ = false;
  return true;
}

SM_COLD bool TimedScene::setFrame(float w, float h) {
  if (!validFrame(w, h)) return false;
  viewFrame_ = {w, h};
  applyView();
  return true;
}

SM_COLD void TimedScene::setTouch(bool touch) {
  touch_ = touch;
  applyView();
}

void TimedScene::applyView() {
  scene_->setFrame(viewFrame_.w, viewFrame_.h);
  scene_->setTouch(touch_);
  scene_->setSolveShown(solve_);
}

SM_COLD void TimedScene::resync() {
  ArenaScope scope(&arena_);
  scene_->resync();
  onGrid_ = false;
}

SM_COLD bool TimedScene::seek(double t) {
  if (!(seekWork(t) >= 0 && seekWork(t) <= kMaxSeekWork)) return false;
  const long whole = frameOf(t);
  const double rest = t - frameTime(whole);
  const bool onFrame = rest * kFps < kOnFrame;
  ArenaScope scope(&arena_);
  if (whole == 0) {
    // The start needs no checkpoint: going back there frees them.
    forgetAll();
    rebuild();
  } else {
    startTowards(whole);
  }
  for (;;) {
    if (whole > 0 && frame_ % spacing_ == 0) checkpointHere();
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

// The frame a replay towards `whole` starts from: here, the latest usable
// checkpoint, or the start (startTowards makes the same choice).
SM_COLD long TimedScene::latestStart(long whole) const {
  long from = onGrid_ && frame_ <= whole ? frame_ : 0;
  for (int i = count_ - 1; i >= 0; --i) {
    if (checkpoints_[i].frame > whole) continue;
    if (checkpoints_[i].drawData == scene_->drawList().data()) from = std::max(from, checkpoints_[i].frame);
    break;
  }
  return from;
}

SM_COLD double TimedScene::seekWork(double t) const {
  if (!(t >= 0 && t <= kMaxSeek)) return -1;
  const long whole = frameOf(t);
  // The frames up to `whole`, and the remainder's.
  return static_cast<double>(whole - latestStart(whole) + 1) * weight_;
}

SM_COLD void TimedScene::startTowards(long whole) {
  const bool here = onGrid_ && frame_ <= whole;
  // The latest usable checkpoint at or before `whole`, if it is further on than here.
  for (int i = count_ - 1; i >= 0; --i) {
    const Checkpoint& c = checkpoints_[i];
    if (c.frame > whole) continue;
    if (here && c.frame <= frame_) return;
    if (c.drawData != scene_->drawList().data()) break;
    arena_.load(c.bytes);
    applyView();
    frame_ = c.frame;
    applied_ = c.applied;
    time_ = frameTime(frame_);
    onGrid_ = true;
    return;
  }
  if (here) return;
  forgetAll();  // made for another build's draw list
  rebuild();
}

SM_COLD void TimedScene::checkpointHere() {
  const std::size_t size = arena_.used();
  if (!size || arena_.spilled()) return;
  const auto byFrame = [](const Checkpoint& c, long f) { return c.frame < f; };
  const Checkpoint* at = std::lower_bound(checkpoints_, checkpoints_ + count_, frame_, byFrame);
  if (at != checkpoints_ + count_ && at->frame == frame_) return;
  ArenaScope none(nullptr);  // checkpoints are not the scene's
  if (!count_) spacing_ = plannedSpacing(size);
  if (!capacity_) {
    const int n = maxCheckpoints(size);
    checkpoints_ = new (std::nothrow) Checkpoint[static_cast<std::size_t>(n)];
    if (!checkpoints_) return;
    capacity_ = n;
  }
  // Full (this scene's share, or the module's): keep every other one, at twice the spacing.
  while (count_ >= std::min(capacity_, maxCheckpoints(size)) || checkpointBytes + size > kModuleCheckpointBytes) {
    if (count_ <= 1) return;  // the first is kept: with no room for another, none is added
    spacing_ *= 2;
    keepOnly([this](const Checkpoint& k) { return k.frame % spacing_ == 0; });
    if (frame_ % spacing_) return;
  }
  Checkpoint c{frame_, applied_, scene_->drawList().data(), new (std::nothrow) unsigned char[size], size};
  if (!c.bytes) return;
  arena_.save(c.bytes);
  checkpointBytes += size;
  const auto i = std::lower_bound(checkpoints_, checkpoints_ + count_, frame_, byFrame) - checkpoints_;
  std::move_backward(checkpoints_ + i, checkpoints_ + count_, checkpoints_ + count_ + 1);
  checkpoints_[i] = c;
  ++count_;
}

template <class Keep>
SM_COLD void TimedScene::keepOnly(Keep keep) {
  ArenaScope none(nullptr);
  int kept = 0;
  for (int i = 0; i < count_; ++i) {
    if (keep(checkpoints_[i])) {
      checkpoints_[kept++] = checkpoints_[i];
    } else {
      checkpointBytes -= checkpoints_[i].size;
      delete[] checkpoints_[i].bytes;
    }
  }
  count_ = kept;
}

SM_COLD void TimedScene::forgetAll() {
  keepOnly([](const Checkpoint&) { return false; });
  ArenaScope none(nullptr);
  delete[] checkpoints_;
  checkpoints_ = nullptr;
  capacity_ = 0;
  spacing_ = kFps;
}

SM_COLD long TimedScene::plannedSpacing(std::size_t stateBytes) {
  const double frames = kPlannedSeek * kFps * static_cast<double>(stateBytes) / kCheckpointBytes;
  return std::max<long>(kFps, static_cast<long>(std::ceil(frames)));
}

SM_COLD int TimedScene::maxCheckpoints(std::size_t stateBytes) {
  return static_cast<int>(static_cast<long>(kPlannedSeek * kFps) / plannedSpacing(stateBytes)) + 1;
}

// Checkpoints after an input at t no longer show the same future.
SM_COLD void TimedScene::forgetAfter(double t) {
  const double limit = t * kFps - kSameFrame;
  keepOnly([limit](const Checkpoint& k) { return k.frame < limit; });
}

SM_COLD bool TimedScene::step(int frames) {
  const double f = time_ * kFps;
  const double from = frames < 0 ? std::ceil(f - kOnFrame) : std::floor(f + kOnFrame);
  const double to = std::fmax(0, from + frames);
  return seek(to / kFps);
}

}  // namespace sm
