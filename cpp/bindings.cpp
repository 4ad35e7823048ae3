// The pose core's C ABI: plain functions over a scene handle (a pointer), which
// bindings_api.js wraps in the JS Scene class and the module functions, and
// where every argument is checked first: a name reaching here is a known
// length, a handle a live scene. Strings come in as NUL-terminated UTF-8 and go
// out as `const char*` into storage the scene, the handle or the tables own;
// views go out as a pointer, with their length in sm_view_length(). Nothing
// here calls back into JS, so no page code runs in the middle of a call.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "render/op_layout.h"
#include "scenes/registry.h"
#include "scenes/timed_scene.h"

namespace {

static_assert(sizeof(sm::Vec2) == 2 * sizeof(float), "poses are viewed as packed x,y floats");

// The length, in elements, of the view a call last returned.
std::uint32_t viewLength = 0;

template <class T>
const T* view(const T* data, std::size_t n) {
  viewLength = static_cast<std::uint32_t>(n);
  return data;
}

class SceneHandle {
 public:
  explicit SceneHandle(const sm::SceneInfo& info) : timed_(info) {}

  sm::TimedScene& timed() { return timed_; }
  sm::Scene& scene() { return *scene_; }
  const sm::Param* param(const char* name) const { return scene_->findParam(name); }

  // The text a call returns lives here until the next such call.
  const char* keep(std::string s) {
    text_ = std::move(s);
    return text_.c_str();
  }
  const std::vector<float>& values() {
    const std::vector<sm::Param>& params = scene_->params();
    if (values_.size() != params.size()) values_.resize(params.size());
    for (std::size_t i = 0; i < params.size(); ++i) values_[i] = params[i].get();
    return values_;
  }
  // A copy, so the label and code pointers stay put while JS reads them.
  const std::vector<sm::Control>& copyControls() {
    controls_ = scene_->controls();
    return controls_;
  }
  const std::vector<sm::Control>& controls() const { return controls_; }

 private:
  sm::TimedScene timed_;
  std::vector<float> values_;
  std::vector<sm::Control> controls_;
  std::string text_;
  // The timeline's own pointer: a seek may rebuild the scene.
  const std::unique_ptr<sm::Scene>& scene_ = timed_.owner();
};

const sm::SceneInfo* sceneAt(int i) {
  return i >= 0 && i < sm::scenesEnd() - sm::scenesBegin() ? sm::scenesBegin() + i : nullptr;
}

// What sm_param_flags answers, bit by bit.
enum ParamFlag { kKnown = 1, kSettable = 2, kPersistent = 4, kRecord = 8 };

// A scene's strings and numbers, each a method of the JS Scene class by the
// name given here (bindings_api.js reads the names): a new one is one row.
struct TextGetter {
  const char* name;
  const char* (*get)(SceneHandle*);
};
const TextGetter kTexts[] = {
    {"status", [](SceneHandle* h) { return h->keep(h->timed().status()); }},
    {"description", [](SceneHandle* h) { return h->keep(h->scene().description()); }},
    {"keysHelp", [](SceneHandle* h) { return h->scene().keysHelp(); }},
};
// flag: a yes or no, which the method gives as a boolean.
struct NumberGetter {
  const char* name;
  bool flag;
  double (*get)(SceneHandle*);
};
const NumberGetter kNumbers[] = {
    {"time", false, [](SceneHandle* h) { return h->timed().time(); }},
    {"maxFrameDt", false, [](SceneHandle* h) { return double{h->scene().maxFrameDt()}; }},
    {"statusSerial", false, [](SceneHandle* h) { return double(h->scene().statusSerial()); }},
    {"userDriven", true, [](SceneHandle* h) { return double(h->scene().userDriven()); }},
    {"tallFrame", true, [](SceneHandle* h) { return double(h->scene().tallFrame()); }},
    // Figures a replayed frame simulates (the largest so far): seekWork(t) / replayWeight() is frames.
    {"replayWeight", false, [](SceneHandle* h) { return h->timed().replayWeight(); }},
};
template <typename T, std::size_t N>
const T* rowAt(const T (&rows)[N], int i) {
  return i >= 0 && static_cast<std::size_t>(i) < N ? &rows[i] : nullptr;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const std::uint32_t* sm_view_length() { return &viewLength; }

// The module: scenes by index (null past the last), ids by name.
EMSCRIPTEN_KEEPALIVE const char* sm_scene_id(int i) {
  const sm::SceneInfo* s = sceneAt(i);
  return s ? s->id : nullptr;
}
EMSCRIPTEN_KEEPALIVE bool sm_scene_listed(int i) { return sceneAt(i)->listed; }
EMSCRIPTEN_KEEPALIVE bool sm_has_scene(const char* id) { return sm::findScene(id) != nullptr; }
EMSCRIPTEN_KEEPALIVE const char* sm_scene_title(const char* id) {
  const sm::SceneInfo* s = sm::findScene(id);
  return s ? s->title : "";
}
EMSCRIPTEN_KEEPALIVE double sm_max_seek() { return sm::TimedScene::kMaxSeek; }
EMSCRIPTEN_KEEPALIVE double sm_max_seek_work() { return sm::TimedScene::kMaxSeekWork; }

// The draw list's wire format: each op's name (null past the last), its code,
// its length (op code included) and where a polygon keeps its point count;
// the colour roles by index (null past the last).
EMSCRIPTEN_KEEPALIVE const char* sm_op_name(int i) {
  return i >= 0 && static_cast<std::size_t>(i) < sm::kOpCount ? sm::kOpLayouts[i].name : nullptr;
}
EMSCRIPTEN_KEEPALIVE int sm_op_code(int i) { return static_cast<int>(sm::kOpLayouts[i].op); }
EMSCRIPTEN_KEEPALIVE int sm_op_floats(int i) { return static_cast<int>(sm::kOpLayouts[i].floats); }
EMSCRIPTEN_KEEPALIVE int sm_op_count_at(int i) { return static_cast<int>(sm::kOpLayouts[i].countAt); }
EMSCRIPTEN_KEEPALIVE int sm_point_floats() { return static_cast<int>(sm::kPointFloats); }
EMSCRIPTEN_KEEPALIVE const char* sm_style_name(int i) {
  return i >= 0 && static_cast<std::size_t>(i) < sm::kStyleCount ? sm::kStyleNames[i] : nullptr;
}

// A scene: made from a known id (bindings_api.js checks it, and brackets the
// build with sm_build_begin/commit/rollback), freed once.
EMSCRIPTEN_KEEPALIVE SceneHandle* sm_scene_new(const char* id) {
  const sm::SceneInfo* info = sm::findScene(id);
  return new SceneHandle(*(info ? info : sm::scenesBegin()));
}
EMSCRIPTEN_KEEPALIVE void sm_scene_delete(SceneHandle* h) { delete h; }

EMSCRIPTEN_KEEPALIVE const float* sm_scene_build_pose(SceneHandle* h, float dt) {
  h->timed().buildPose(dt);
  return view(reinterpret_cast<const float*>(h->scene().joints()), 2 * h->scene().jointCount());
}
EMSCRIPTEN_KEEPALIVE const float* sm_scene_pose(SceneHandle* h) {
  return view(reinterpret_cast<const float*>(h->scene().joints()), 2 * h->scene().jointCount());
}
EMSCRIPTEN_KEEPALIVE const float* sm_scene_draw_list(SceneHandle* h) {
  const sm::DrawList& d = h->scene().drawList();
  return view(d.data(), d.size());
}
EMSCRIPTEN_KEEPALIVE const char* sm_scene_draw_text(SceneHandle* h) {
  const sm::DrawList& d = h->scene().drawList();
  return view(d.textData(), d.textSize());
}
// Every parameter's value, in sm_param_name order, in one call: a page that
// follows readouts each frame passes no names.
EMSCRIPTEN_KEEPALIVE const float* sm_scene_param_values(SceneHandle* h) {
  const std::vector<float>& v = h->values();
  return view(v.data(), v.size());
}

// Names by index, null past the last.
EMSCRIPTEN_KEEPALIVE const char* sm_joint_name(SceneHandle* h, int i) {
  return i >= 0 && i < h->scene().jointCount() ? h->scene().jointNames()[i] : nullptr;
}
EMSCRIPTEN_KEEPALIVE const char* sm_param_name(SceneHandle* h, int i) {
  const std::vector<sm::Param>& params = h->scene().params();
  return i >= 0 && static_cast<std::size_t>(i) < params.size() ? params[i].name : nullptr;
}

EMSCRIPTEN_KEEPALIVE int sm_param_flags(SceneHandle* h, const char* name) {
  const sm::Param* p = h->param(name);
  if (!p) return 0;
  if (!p->set) return kKnown;
  return kKnown | kSettable | (p->persistent() ? kPersistent : 0) | (p->kept == sm::Kept::Record ? kRecord : 0);
}
EMSCRIPTEN_KEEPALIVE float sm_param(SceneHandle* h, const char* name) {
  const sm::Param* p = h->param(name);
  return p ? p->get() : 0.0f;
}
EMSCRIPTEN_KEEPALIVE float sm_set_param(SceneHandle* h, const char* name, float v) {
  return h->timed().setParam(name, v);
}
EMSCRIPTEN_KEEPALIVE bool sm_set_text(SceneHandle* h, const char* name, const char* text) {
  return h->timed().setText(name, text);
}
EMSCRIPTEN_KEEPALIVE const char* sm_text(SceneHandle* h, const char* name) { return h->scene().text(name); }
EMSCRIPTEN_KEEPALIVE bool sm_key(SceneHandle* h, const char* code, bool down) { return h->timed().key(code, down); }

// The scene's buttons: copied here, then read one by one.
EMSCRIPTEN_KEEPALIVE int sm_controls(SceneHandle* h) { return static_cast<int>(h->copyControls().size()); }
EMSCRIPTEN_KEEPALIVE const char* sm_control_label(SceneHandle* h, int i) { return h->controls()[i].label; }
EMSCRIPTEN_KEEPALIVE const char* sm_control_code(SceneHandle* h, int i) { return h->controls()[i].code; }
EMSCRIPTEN_KEEPALIVE bool sm_control_primary(SceneHandle* h, int i) { return h->controls()[i].primary; }

// The getters' names (null past the last), whether a number is a flag, and their values.
EMSCRIPTEN_KEEPALIVE const char* sm_text_name(int i) {
  const TextGetter* g = rowAt(kTexts, i);
  return g ? g->name : nullptr;
}
EMSCRIPTEN_KEEPALIVE const char* sm_number_name(int i) {
  const NumberGetter* g = rowAt(kNumbers, i);
  return g ? g->name : nullptr;
}
EMSCRIPTEN_KEEPALIVE bool sm_number_is_flag(int i) { return kNumbers[i].flag; }
EMSCRIPTEN_KEEPALIVE const char* sm_scene_text(SceneHandle* h, int which) { return kTexts[which].get(h); }
EMSCRIPTEN_KEEPALIVE const char* sm_tap_code(SceneHandle* h, float u) { return h->scene().tapCode(u); }
// One exact double for each of the scene's numbers and flags.
EMSCRIPTEN_KEEPALIVE double sm_scene_number(SceneHandle* h, int which) { return kNumbers[which].get(h); }

EMSCRIPTEN_KEEPALIVE void sm_reset(SceneHandle* h) { h->timed().reset(); }
EMSCRIPTEN_KEEPALIVE void sm_resync(SceneHandle* h) { h->timed().resync(); }
EMSCRIPTEN_KEEPALIVE void sm_interrupt(SceneHandle* h) { h->timed().interrupt(); }
EMSCRIPTEN_KEEPALIVE bool sm_seek(SceneHandle* h, double t) { return h->timed().seek(t); }
EMSCRIPTEN_KEEPALIVE double sm_seek_work(SceneHandle* h, double t) { return h->timed().seekWork(t); }
EMSCRIPTEN_KEEPALIVE bool sm_step(SceneHandle* h, int frames) { return h->timed().step(frames); }
EMSCRIPTEN_KEEPALIVE bool sm_set_frame(SceneHandle* h, float w, float hgt) { return h->timed().setFrame(w, hgt); }
EMSCRIPTEN_KEEPALIVE void sm_set_touch(SceneHandle* h, bool touch) { h->timed().setTouch(touch); }

}  // extern "C"
