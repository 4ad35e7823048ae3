#include "scenes/scene.h"

#include <cmath>

#include "motion/cold.h"
#include "motion/dt.h"
#include "scenes/scene_arena.h"

namespace sm {

DrawList Scene::outsideArena(std::size_t floats) {
  ArenaScope none(nullptr);
  return DrawList(floats);
}

void Scene::buildPose(float dt) {
  play(dt);
  redraw();
}

float Scene::play(float dt) {
  if (dropNextDt_) dt = 0;
  dropNextDt_ = false;
  dt = sanitizeDt(dt, maxFrameDt());
  advance(dt);
  return dt;
}

void Scene::redraw() {
  draw_.clear();
  draw(draw_);
}

bool Scene::setFrame(float w, float h) {
  if (!validFrame(w, h)) return false;
  draw_.setFrame({w, h});
  return true;
}

void Scene::resync() {
  dropNextDt_ = true;
  discardPending();
}

void Scene::advance(float dt) {
  if (dt <= 0) return;
  const int n = static_cast<int>(std::ceil(dt / kMaxSubstep - 1e-4f));
  const float h = dt / static_cast<float>(n);
  for (int i = 0; i < n; ++i) step(h);
}

const Param* Scene::findParam(std::string_view name) const {
  for (const Param& p : params_)
    if (name == p.name) return &p;
  return nullptr;
}

bool Scene::key(std::string_view code, bool down) {
  for (const Binding& b : bindings_) {
    if (!b.binds(code)) continue;
    if (b.action == kShowSolve) {
      if (down) solve_ = !solve_;
      return true;
    }
    if (down) act(b.action);
    else release(b.action);
    return true;
  }
  return false;
}

SM_COLD std::vector<Control> Scene::controls() const {
  std::vector<Control> out;
  for (const Binding& b : bindings_)
    if (b.button) out.push_back({b.button, b.codes[0], b.primary});
  return out;
}

SM_COLD void Scene::bind(const Binding* rows, int n) {
  for (int i = 0; i < n; ++i) {
    bindings_.push_back(rows[i]);
    if (!rows[i].help) continue;
    if (!keysHelp_.empty()) keysHelp_ += " \u00b7 ";
    keysHelp_ += rows[i].help;
  }
}

// Short enough for the three lines a phone's status line shows.
const char* const Scene::kSolveSays =
    "Solve shown: hip-foot lines, bone circles, chosen and rejected knees, reach limits, phase rings.";

SM_COLD void Scene::bindSolve(const char* says) {
  static constexpr Binding kSolveRow[] = {{{"KeyS"}, kShowSolve, "Show the solve", "S show the solve"}};
  solveSays_ = says;
  bind(kSolveRow);
}

SM_COLD void Scene::addParam(const char* name, Callback<float()> get, Callback<float(float)> set,
                     Kept kept) {
  params_.push_back({name, get, set, kept});
}

}  // namespace sm
