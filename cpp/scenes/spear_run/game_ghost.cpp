// The game's ghosts: which run each run races, and the texts that bring them.
#include "motion/cold.h"
#include "scenes/spear_run/game.h"

namespace sm::spear_run {

SM_COLD void Game::record(Press p) {
  recording_.add(tickAt(time_ - startTime_), p);
}

SM_COLD void Game::startRecording() {
  recording_.clear();
  recording_.course = courseSeed();
  recording_.character = static_cast<std::uint8_t>(character_);
  // A ghost only makes sense on its own course.
  const GhostRun* g = raceGhost();
  ghost_.start(g && g->course == courseSeed() ? g : nullptr);
}

const GhostRun* Game::raceGhost() const {
  if (!ghostOn()) return nullptr;
  if (challenge_.valid()) return &challenge_;
  const GhostRun& own = ghosts_[static_cast<int>(record())];
  return own.valid() ? &own : nullptr;
}

SM_COLD void Game::chooseGhost(bool on) {
  ghostOn_ = on;
  // The course changes with the next run, or now on a card.
  if (state_ == State::Ready || state_ == State::Over) toStartScreen();
}

SM_COLD bool Game::setGhost(Record r, std::string_view text) {
  GhostRun& g = ghosts_[static_cast<int>(r)];
  if (text.empty()) g.clear();
  else if (!decodeGhost(text, g)) return false;
  if (state_ == State::Ready) toStartScreen();
  return true;
}

SM_COLD bool Game::setChallenge(std::string_view text) {
  if (text.empty()) challenge_.clear();
  else if (!decodeGhost(text, challenge_)) return false;
  if (state_ == State::Ready || state_ == State::Over) toStartScreen();
  return true;
}

}  // namespace sm::spear_run
