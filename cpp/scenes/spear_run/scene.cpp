#include "scenes/spear_run/spear_run.h"

#include <algorithm>
#include <cmath>

#include "motion/cold.h"
#include "motion/scalar.h"
#include "rigs/rex/rig.h"
#include "rigs/stickman/rig.h"
#include "scenes/spear_run/draw.h"
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "text/format.h"

namespace sm {

namespace {

using namespace spear_run;

constexpr float kMaxSeed = 1e6f;
// Day numbers up to the year 2500.
constexpr float kMaxDay = 194000;
// The scene's joint list is both rigs side by side, so it never changes
// length when the character does: the stickman's joints, then the rex's.
constexpr int kJoints = stickman::kJointCount + rex::kJointCount;

const char* const* jointNameTable() {
  static const char* names[kJoints];
  static char rexNames[rex::kJointCount][24];
  for (int i = 0; i < stickman::kJointCount; ++i) names[i] = stickman::kJointNames[i];
  for (int i = 0; i < rex::kJointCount; ++i) {
    sm::format(rexNames[i], sizeof rexNames[i], "rex.%s", rex::kJointNames[i]);
    names[stickman::kJointCount + i] = rexNames[i];
  }
  return names;
}

const char* const* cueNames() {
  static char names[kEventCount][20];
  static const char* table[kEventCount];
  for (int e = 0; e < kEventCount; ++e) {
    sm::format(names[e], sizeof names[e], "cue.%s", kEventNames[e]);
    table[e] = names[e];
  }
  return table;
}

enum Action { Jump, Thrust, Pause, Restart, SwitchCharacter, Slower, ByEar, GhostSwitch, kActionCount };
constexpr Binding kKeys[] = {
    {{"Space", "ArrowUp", "KeyW"}, Jump, "Jump", "Space / \u2191 / W / tap jump", /*primary=*/true},
    {{"KeyF", "ArrowRight", "KeyD"}, Thrust, "Thrust", "F / \u2192 / D thrust", /*primary=*/true},
    {{"KeyP", "Escape"}, Pause, "Pause game", "P / Esc pause"},
    {{"Enter", "NumpadEnter"}, Restart, "Restart", "Enter restart"},
    {{"KeyC"}, SwitchCharacter, "Character", "C character"},
    {{"KeyS"}, Slower, "Slower", "S slower game"},
    {{"KeyA"}, ByEar, "By ear", "A play by ear"},
};
constexpr Binding kGhostKeys[] = {{{"KeyG"}, GhostSwitch, "Ghost", "G ghost"}};
// Each record's ghost, as a text the page keeps (by Record).
constexpr const char* kGhostTexts[kRecordCount] = {"ghost", "ghostSlower", "ghostDaily"};
constexpr const char* kChallenge = "challenge";
// The run just played (mid-run, the record's ghost), for a link.
constexpr const char* kLastRun = "lastRun";

// The first code of an action's row: what its button and a tap send.
constexpr const char* codeOf(int action) {
  for (const Binding& b : kKeys)
    if (b.action == action) return b.codes[0];
  return "";
}

class SpearRun final : public Scene {
 public:
  SM_COLD SpearRun() {
    // Each way of playing keeps its own best and furthest run (see Record).
    addRecord("best", "bestDistance", Record::Normal);
    addRecord("bestSlower", "bestDistanceSlower", Record::Slower);
    addRecord("bestDaily", "bestDistanceDaily", Record::Daily);
    addParam("bestDay", [this] { return static_cast<float>(game_.bestDay()); },
             [this](float v) {
               if (std::isfinite(v) && v >= 0 && v <= kMaxDay) game_.setBestDay(static_cast<std::uint32_t>(v));
               return static_cast<float>(game_.bestDay());
             }, Kept::Record);
    // The day's course: the page sets the UTC day number (0: off).
    addParam("daily", [this] { return static_cast<float>(game_.nextDaily()); },
             [this](float v) {
               const float d = std::isfinite(v) && v >= 1 && v <= kMaxDay ? std::floor(v) : 0;
               game_.chooseDaily(static_cast<std::uint32_t>(d));
               return static_cast<float>(game_.nextDaily());
             });
    addParam("slower", [this] { return game_.nextSlower() ? 1.0f : 0.0f; },
             [this](float v) {
               game_.chooseSlower(std::isfinite(v) && v >= 0.5f);
               return game_.nextSlower() ? 1.0f : 0.0f;
             });
    // Playing by ear is the visitor's way of playing: kept like a best.
    addParam("byEar", [this] { return game_.byEar() ? 1.0f : 0.0f; },
             [this](float v) {
               game_.chooseByEar(std::isfinite(v) && v >= 0.5f);
               return game_.byEar() ? 1.0f : 0.0f;
             }, Kept::Choice);
    addGhostParams();
    // By ear, the page speaks the start, a game over and a new best at once.
    addParam("assertive", [this] { return game_.byEar() ? 1.0f : 0.0f; });
    // The seed that replays the last run's course as a first run (a shared link).
    addParam("course", [this] { return static_cast<float>(game_.courseSeed()); });
    addParam("seed", [this] { return static_cast<float>(game_.seed()); },
             [this](float v) {
               const float s = std::isfinite(v) ? std::floor(clamp(v, 0, kMaxSeed)) : static_cast<float>(game_.seed());
               if (static_cast<std::uint32_t>(s) != game_.seed()) game_.reset(static_cast<std::uint32_t>(s));
               return s;
             });
    addParam("character", [this] { return static_cast<float>(game_.nextCharacter()); },
             [this](float v) {
               game_.chooseCharacter(std::isfinite(v) && v >= 0.5f ? Character::Rex : Character::Stickman);
               return static_cast<float>(game_.nextCharacter());
             });
    static constexpr ReadRow<SpearRun> kReads[] = {
        {"state", [](const SpearRun& s) { return static_cast<float>(s.game_.state()); }},
        {"score", [](const SpearRun& s) { return static_cast<float>(s.game_.score()); }},
        {"hits", [](const SpearRun& s) { return static_cast<float>(s.game_.hits()); }},
        {"speed", [](const SpearRun& s) { return s.game_.speed(); }},
        {"distance", [](const SpearRun& s) { return static_cast<float>(s.game_.distance()); }},
        {"time", [](const SpearRun& s) { return static_cast<float>(s.game_.time()); }},
        {"jumping", [](const SpearRun& s) { return s.game_.runner().jumping() ? 1.0f : 0.0f; }},
        {"thrusting", [](const SpearRun& s) { return s.game_.runner().thrusting() ? 1.0f : 0.0f; }},
        {"obstacles", [](const SpearRun& s) { return static_cast<float>(s.game_.course().size()); }},
    };
    addReads(*this, kReads);
    // One count per game event ("cue.jump", "cue.crash", ...): the page plays a
    // sound or a shake when one goes up, without knowing the game.
    for (int e = 0; e < kEventCount; ++e)
      addParam(cueNames()[e], [this, e] { return static_cast<float>(game_.events(static_cast<Event>(e))); });
    bind(kKeys);
    bind(kGhostKeys);
    reset();
  }

  int jointCount() const override { return kJoints; }
  const Vec2* joints() const override { return joints_; }
  const char* const* jointNames() const override { return names_; }
  // While running, the left half of the stage jumps and the right half
  // thrusts; on a card (ready, paused, over) any tap is Space: start, resume
  // or run again, under the same rules as the key.
  const char* tapCode(float u) const override {
    if (!(u >= 0 && u <= 1)) return "";
    if (game_.state() != State::Running) return codeOf(Jump);
    return codeOf(u < 0.5f ? Jump : Thrust);
  }
  bool userDriven() const override { return true; }

  SM_COLD void act(int action) override {
    // A key still down since its last press is auto-repeat, not a new press:
    // holding Space through a game over must not run again.
    if (down_[action]) return;
    down_[action] = true;
    earNote_ = action == ByEar;
    ghostNote_ = action == GhostSwitch;
    if (action == GhostSwitch) {
      game_.chooseGhost(!game_.ghostOn());
      sync();
      return;
    }
    if (action == ByEar) {
      game_.chooseByEar(!game_.byEar());
      return;
    }
    if (action == Slower) {
      game_.chooseSlower(!game_.nextSlower());
      sync();
      return;
    }
    switch (game_.state()) {
      case State::Ready:
        if (action == SwitchCharacter) toggleCharacter();
        else if (action != Pause) game_.start();
        break;
      case State::Running:
        if (action == Jump) game_.jump();
        else if (action == Thrust) game_.thrust();
        else if (action == Pause) game_.pause();
        else if (action == SwitchCharacter) toggleCharacter();
        break;
      case State::Paused:
        if (action == Pause || action == Jump) game_.resume();
        else if (action == Restart) game_.restart();
        else if (action == SwitchCharacter) toggleCharacter();
        break;
      case State::Over:
        if (action == SwitchCharacter) toggleCharacter();
        else if (action == Restart || action == Jump) game_.restart();
        break;
    }
    sync();
  }

  void release(int action) override {
    down_[action] = false;
    if (action == Jump) game_.releaseJump();
  }

  SM_COLD std::string status() const override {
    if (earNote_) return game_.byEar() ? "Playing by ear: on." : "Playing by ear: off.";
    if (ghostNote_) return ghostSays();
    char buf[320];
    const char* who = game_.character() == Character::Rex ? "the rex" : "the stickman";
    switch (game_.state()) {
      case State::Ready:
        // The card's words: taps on a touch screen, keys elsewhere.
        // Playing by ear is named here, where a screen-reader user starts.
        sm::format(buf, sizeof buf, "Spear Run with %s%s%s: %s %s%s. %s Best %d.%s", who, game_.slower() ? ", slower" : "",
                   game_.daily() ? ", today's course" : "",
                   touch() ? "tap to run. Tap left to jump, right to" : "press Space or tap to start. Space or up jumps, F or right",
                   game_.runner().thrustName(), touch() ? "" : "s", earHint(), game_.best(), raceNote().text);
        break;
      case State::Running:
        sm::format(buf, sizeof buf, "Running as %s: jump the rocks and hurdles, %s the dummies and crates.%s", who,
                   game_.runner().thrustName(), pendingNote());
        break;
      case State::Paused:
        sm::format(buf, sizeof buf, "Paused at %d points. %s%s", game_.score(),
                   touch() ? "Tap to resume." : "Press P, Escape or Space to resume.", pendingNote());
        break;
      case State::Over:
        sm::format(buf, sizeof buf, "Game over: %s hit a %s%s. Score %d, best %d%s; %d target%s in %.1f s. %s",
                   who, kindName(game_.crash().kind), timing().text, game_.score(), game_.best(),
                   game_.newBest() ? " (a new best)" : "", game_.hits(), game_.hits() == 1 ? "" : "s", game_.time(),
                   touch() ? "Tap to run again." : "Press Enter or Space to run again.");
        break;
    }
    return buf;
  }

  SM_COLD std::string description() const override {
    char buf[240];
    const char* who = game_.character() == Character::Rex ? "a T-rex" : "a stickman with a long spear";
    switch (game_.state()) {
      case State::Ready:
        sm::format(buf, sizeof buf, "Spear Run start screen: %s stands ready. %s Best score %d.", who, earHint(),
                   game_.best());
        break;
      case State::Running:
        sm::format(buf, sizeof buf, "Spear Run, running: %s at %.0f units per second; score %d, %d target%s broken, best %d.",
                   who, static_cast<double>(game_.speed()), game_.score(), game_.hits(), game_.hits() == 1 ? "" : "s",
                   game_.best());
        break;
      case State::Paused:
        sm::format(buf, sizeof buf, "Spear Run, paused: %s; score %d, best %d.", who, game_.score(), game_.best());
        break;
      case State::Over:
        sm::format(buf, sizeof buf, "Spear Run, game over: %s hit a %s; score %d, best %d.", who,
                   kindName(game_.crash().kind), game_.score(), game_.best());
        break;
    }
    return buf;
  }

  unsigned statusSerial() const override { return serial_; }

  SM_COLD bool setText(std::string_view name, std::string_view text) override {
    for (int r = 0; r < kRecordCount; ++r)
      if (name == kGhostTexts[r]) return done(game_.setGhost(static_cast<Record>(r), text));
    if (name == kChallenge) return done(game_.setChallenge(text));
    return false;
  }

  SM_COLD const char* text(std::string_view name) const override {
    for (int r = 0; r < kRecordCount; ++r)
      if (name == kGhostTexts[r]) return encodeGhost(game_.ghostOf(static_cast<Record>(r)));
    if (name == kChallenge) return encodeGhost(game_.challenge());
    if (name == kLastRun)
      return encodeGhost(game_.lastRun().valid() ? game_.lastRun() : game_.ghostOf(game_.record()));
    return "";
  }

  SM_COLD void reset() override {
    earNote_ = ghostNote_ = false;
    game_.reset(game_.seed());
    sync();
  }

  SM_COLD void interrupt() override {
    // Keys let go while the page was away never send their key-up here.
    for (bool& d : down_) d = false;
    game_.releaseJump();
    game_.pause();
    sync();
  }

 protected:
  void step(float dt) override {
    const State was = game_.state();
    game_.step(dt);
    // A game over is news the page must speak though no key caused it.
    if (was == State::Running && game_.state() == State::Over) {
      earNote_ = ghostNote_ = false;
      ++serial_;
    }
    sync();
  }

  void draw(DrawList& out) const override {
    drawView(out);
    drawWorld(game_, out);
    drawHud(game_, out, hudText_, touch());
  }

 private:
  // Racing a ghost is the visitor's choice too; the page keeps a record's
  // ghost text when "ghostsSet" counts up.
  SM_COLD void addGhostParams() {
    addParam("showGhost", [this] { return game_.ghostOn() ? 1.0f : 0.0f; },
             [this](float v) {
               game_.chooseGhost(!(std::isfinite(v) && v < 0.5f));
               return game_.ghostOn() ? 1.0f : 0.0f;
             }, Kept::Choice);
    addParam("ghostsSet", [this] { return static_cast<float>(game_.ghostsSet()); });
    addParam("ghostRacing", [this] { return game_.ghost() ? 1.0f : 0.0f; });
  }
  SM_COLD void addRecord(const char* best, const char* distance, Record r) {
    addParam(best, [this, r] { return static_cast<float>(game_.best(r)); },
             [this, r](float v) { return static_cast<float>(game_.setBest(v, r)); }, Kept::Record);
    addParam(distance, [this, r] { return game_.bestDistance(r); },
             [this, r](float v) { return game_.setBestDistance(v, r); }, Kept::Record);
  }
  void toggleCharacter() {
    game_.chooseCharacter(game_.nextCharacter() == Character::Rex ? Character::Stickman : Character::Rex);
  }
  const char* earHint() const {
    if (game_.byEar()) return "Playing by ear: a sound before each obstacle.";
    return touch() ? "By ear plays a sound before each obstacle." : "A plays by ear: a sound before each obstacle.";
  }
  bool done(bool ok) {
    if (ok) sync();
    return ok;
  }
  // A part of a status line: what a run races (" Beat 1234: ..."), how a crash came.
  struct Note {
    char text[96];
  };
  SM_COLD Note raceNote() const {
    Note n{};
    if (!game_.ghostOn()) return n;
    if (game_.challenge().valid())
      sm::format(n.text, sizeof n.text, " Beat %d: their ghost runs with you.", static_cast<int>(game_.challenge().score));
    else if (game_.ghostOf(game_.record()).valid())
      sm::format(n.text, sizeof n.text, " Your best run's ghost races you on its course.");
    return n;
  }
  SM_COLD Note timing() const {
    Note n{};
    crashTiming(game_, n.text, sizeof n.text);
    return n;
  }

  SM_COLD std::string ghostSays() const {
    if (!game_.ghostOn()) return "Ghost off: a new course each run.";
    if (game_.challenge().valid()) return "Ghost on: their run races you on its course.";
    if (game_.ghostOf(game_.record()).valid()) return "Ghost on: your best run races you on its course.";
    return "Ghost on: your best run will race you.";
  }
  const char* pendingNote() const {
    if (game_.nextSlower() != game_.slower())
      return game_.nextSlower() ? " The next run is slower." : " The next run is at full speed.";
    if (game_.nextCharacter() == game_.character()) return "";
    return game_.nextCharacter() == Character::Rex ? " The rex runs next time." : " The stickman runs next time.";
  }
  // Copies both rigs' joints into the scene's fixed list: each rig asked
  // once, not once a joint (the calls are virtual, so never hoisted for us).
  void sync() {
    const Runner& s = game_.runner(Character::Stickman);
    const Runner& r = game_.runner(Character::Rex);
    std::copy_n(s.joints(), s.jointCount(), joints_);
    std::copy_n(r.joints(), r.jointCount(), joints_ + stickman::kJointCount);
  }

  Game game_;
  // A cache of text the HUD draws, not the game's state.
  mutable HudText hudText_;
  Vec2 joints_[kJoints];
  const char* const* names_ = jointNameTable();
  unsigned serial_ = 0;
  // The last key toggled playing by ear or the ghost: the status line says so.
  bool earNote_ = false, ghostNote_ = false;
  bool down_[kActionCount] = {};
};

}  // namespace

std::unique_ptr<Scene> makeSpearRun() { return std::make_unique<SpearRun>(); }

}  // namespace sm
