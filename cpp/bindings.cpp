// The JavaScript surface of the pose core. Argument checking that must throw a
// real Error lives in bindings_api.js, which wraps these raw bindings.
#include <emscripten/bind.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "render/op_layout.h"
#include "scenes/registry.h"
#include "scenes/timed_scene.h"

namespace {

using emscripten::val;

static_assert(sizeof(sm::Vec2) == 2 * sizeof(float), "poses are viewed as packed x,y floats");

// Each push is a call into JS, which may delete the scene (a patched
// Array.prototype.push): the names are copied out of the scene first.
val stringArray(std::vector<std::string> names) {
  val out = val::array();
  for (const std::string& name : names) out.call<void>("push", name);
  return out;
}

class SceneHandle {
 public:
  explicit SceneHandle(const std::string& id) : timed_(sceneInfo(id)) {}

  val buildPose(float dt) {
    timed_.buildPose(dt);
    return pose();
  }
  val pose() const {
    return val(emscripten::typed_memory_view(2 * scene_->jointCount(),
                                             reinterpret_cast<const float*>(scene_->joints())));
  }
  val jointNames() const {
    const char* const* names = scene_->jointNames();
    return stringArray(std::vector<std::string>(names, names + scene_->jointCount()));
  }
  val drawList() const {
    const sm::DrawList& d = scene_->drawList();
    return val(emscripten::typed_memory_view(d.size(), d.data()));
  }
  val drawText() const {
    const sm::DrawList& d = scene_->drawList();
    return val(emscripten::typed_memory_view(d.textSize(), reinterpret_cast<const unsigned char*>(d.textData())));
  }
  bool key(const std::string& code, bool down) { return timed_.key(code, down); }
  bool hasParam(const std::string& name) const { return scene_->findParam(name) != nullptr; }
  bool isSettable(const std::string& name) const {
    const sm::Param* p = scene_->findParam(name);
    return p && p->set;
  }
  bool isPersistent(const std::string& name) const {
    const sm::Param* p = scene_->findParam(name);
    return p && p->set && p->persistent();
  }
  bool isRecord(const std::string& name) const {
    const sm::Param* p = scene_->findParam(name);
    return p && p->set && p->kept == sm::Kept::Record;
  }
  float setParam(const std::string& name, float v) {
    return timed_.setParam(name, v);
  }
  float param(const std::string& name) const {
    const sm::Param* p = scene_->findParam(name);
    return p ? p->get() : 0.0f;
  }
  // Every parameter's value, in paramNames() order, in one call: a page that
  // follows readouts each frame marshals no names (each would be a malloc).
  val paramValues() {
    const std::vector<sm::Param>& params = scene_->params();
    if (values_.size() != params.size()) values_.resize(params.size());
    for (std::size_t i = 0; i < params.size(); ++i) values_[i] = params[i].get();
    return val(emscripten::typed_memory_view(values_.size(), values_.data()));
  }
  val paramNames() const {
    std::vector<std::string> names;
    for (const sm::Param& p : scene_->params()) names.emplace_back(p.name);
    return stringArray(std::move(names));
  }
  val controls() const {
    const std::vector<sm::Control> copied = scene_->controls();
    val out = val::array();
    for (const sm::Control& c : copied) {
      val item = val::object();
      item.set("label", std::string(c.label));
      item.set("code", std::string(c.code));
      item.set("primary", c.primary);
      out.call<void>("push", item);
    }
    return out;
  }
  std::string status() const { return scene_->status(); }
  std::string description() const { return scene_->description(); }
  std::string keysHelp() const { return scene_->keysHelp(); }
  void reset() { timed_.reset(); }
  void resync() { timed_.resync(); }
  void interrupt() { timed_.interrupt(); }
  double time() const { return timed_.time(); }
  bool seek(double t) { return timed_.seek(t); }
  bool step(int frames) { return timed_.step(frames); }
  std::string tapCode(float u) const { return scene_->tapCode(u); }
  bool userDriven() const { return scene_->userDriven(); }
  bool tallFrame() const { return scene_->tallFrame(); }
  float maxFrameDt() const { return scene_->maxFrameDt(); }
  unsigned statusSerial() const { return scene_->statusSerial(); }
  bool setFrame(float w, float h) { return timed_.setFrame(w, h); }
  void setTouch(bool touch) { timed_.setTouch(touch); }

 private:
  static const sm::SceneInfo& sceneInfo(const std::string& id) {
    const sm::SceneInfo* info = sm::findScene(id);
    return *(info ? info : sm::scenesBegin());
  }

  sm::TimedScene timed_;
  std::vector<float> values_;
  // The timeline's own pointer: a seek may rebuild the scene.
  const std::unique_ptr<sm::Scene>& scene_ = timed_.owner();
};

val ids(bool unlisted) {
  val out = val::array();
  for (const sm::SceneInfo* s = sm::scenesBegin(); s != sm::scenesEnd(); ++s)
    if (s->listed || unlisted) out.call<void>("push", std::string(s->id));
  return out;
}
val sceneIds() { return ids(false); }
// The unlisted scenes too: the build lists which core holds which scene.
val allSceneIds() { return ids(true); }

bool hasScene(const std::string& id) { return sm::findScene(id) != nullptr; }

std::string sceneTitle(const std::string& id) {
  const sm::SceneInfo* s = sm::findScene(id);
  return s ? s->title : "";
}

// The draw list's wire format for the renderer: each op's code, its length
// (op code included), where a polygon keeps its point count, and the colour
// roles by index, so the page never retypes what the core writes.
val drawLayout() {
  val ops = val::object();
  for (const sm::OpLayout& l : sm::kOpLayouts) {
    val op = val::object();
    op.set("code", static_cast<int>(l.op));
    op.set("floats", static_cast<int>(l.floats));
    if (l.countAt) op.set("countAt", static_cast<int>(l.countAt));
    ops.set(l.name, op);
  }
  val out = val::object();
  out.set("ops", ops);
  out.set("pointFloats", static_cast<int>(sm::kPointFloats));
  out.set("styles", stringArray({sm::kStyleNames, sm::kStyleNames + sm::kStyleCount}));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(posecore) {
  emscripten::function("sceneIds", &sceneIds);
  emscripten::function("allSceneIds", &allSceneIds);
  emscripten::function("hasScene", &hasScene);
  emscripten::function("sceneTitle", &sceneTitle);
  emscripten::function("drawLayout", &drawLayout);
  emscripten::function("maxSeek", +[] { return sm::TimedScene::kMaxSeek; });
  emscripten::class_<SceneHandle>("Scene")
      .constructor<const std::string&>()
      .function("buildPose", &SceneHandle::buildPose)
      .function("pose", &SceneHandle::pose)
      .function("jointNames", &SceneHandle::jointNames)
      .function("drawList", &SceneHandle::drawList)
      .function("drawText", &SceneHandle::drawText)
      .function("key", &SceneHandle::key)
      .function("hasParam", &SceneHandle::hasParam)
      .function("isSettable", &SceneHandle::isSettable)
      .function("isPersistent", &SceneHandle::isPersistent)
      .function("isRecord", &SceneHandle::isRecord)
      .function("setParam", &SceneHandle::setParam)
      .function("param", &SceneHandle::param)
      .function("paramNames", &SceneHandle::paramNames)
      .function("paramValues", &SceneHandle::paramValues)
      .function("controls", &SceneHandle::controls)
      .function("status", &SceneHandle::status)
      .function("description", &SceneHandle::description)
      .function("keysHelp", &SceneHandle::keysHelp)
      .function("reset", &SceneHandle::reset)
      .function("resync", &SceneHandle::resync)
      .function("interrupt", &SceneHandle::interrupt)
      .function("tapCode", &SceneHandle::tapCode)
      .function("userDriven", &SceneHandle::userDriven)
      .function("tallFrame", &SceneHandle::tallFrame)
      .function("maxFrameDt", &SceneHandle::maxFrameDt)
      .function("statusSerial", &SceneHandle::statusSerial)
      .function("setFrame", &SceneHandle::setFrame)
      .function("setTouch", &SceneHandle::setTouch)
      .function("time", &SceneHandle::time)
      .function("seek", &SceneHandle::seek)
      .function("step", &SceneHandle::step);
}
