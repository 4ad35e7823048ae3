// Spear Run's words fit the device: taps on a touch screen, keys elsewhere,
// and the status line says what the card says.
#include <gtest/gtest.h>

#include <string>

#include "scenes/registry.h"
#include "scenes/spear_run/game.h"
#include "scene_param.h"

namespace sm {
namespace {

std::string shown(const Scene& s) { return {s.drawList().textData(), s.drawList().textSize()}; }

std::unique_ptr<Scene> game(bool touch) {
  auto s = findScene("spear-run")->make();
  s->setTouch(touch);
  s->buildPose(0);
  return s;
}

void runToGameOver(Scene& s) {
  s.key("Space", true), s.key("Space", false);
  for (int i = 0; i < 60 * 60 && param(s, "state") != static_cast<float>(spear_run::State::Over); ++i) s.buildPose(1.0f / 60);
  ASSERT_EQ(param(s, "state"), static_cast<float>(spear_run::State::Over));
  s.buildPose(1.0f / 60);
}

TEST(TouchWords, TheReadyCardOnTouchSaysTapAndShowsTheTwoZones) {
  auto s = game(true);
  const std::string card = shown(*s);
  EXPECT_NE(card.find("Tap to run"), std::string::npos) << card;
  EXPECT_NE(card.find("Tap left to jump, right to thrust"), std::string::npos) << card;
  EXPECT_NE(card.find("JUMP"), std::string::npos) << card;
  EXPECT_NE(card.find("THRUST"), std::string::npos) << card;
  EXPECT_EQ(card.find("Space"), std::string::npos) << card;
  EXPECT_EQ(card.find("C: play"), std::string::npos) << "no key names on touch: " << card;
  EXPECT_NE(s->status().find("tap to run. Tap left to jump, right to thrust"), std::string::npos) << s->status();
  EXPECT_EQ(s->status().find("Space"), std::string::npos) << s->status();
}

TEST(TouchWords, KeysKeepTheirWords) {
  auto s = game(false);
  const std::string card = shown(*s);
  EXPECT_NE(card.find("Press Space or tap to start"), std::string::npos) << card;
  EXPECT_EQ(card.find("JUMP"), std::string::npos) << "the zones are a touch hint: " << card;
  EXPECT_NE(s->status().find("press Space or tap to start"), std::string::npos);
  runToGameOver(*s);
  EXPECT_NE(shown(*s).find("Enter, Space or tap to run again"), std::string::npos);
  EXPECT_NE(s->status().find("Press Enter or Space to run again."), std::string::npos);
}

TEST(TouchWords, GameOverAndPauseOnTouchSayTap) {
  auto s = game(true);
  runToGameOver(*s);
  EXPECT_NE(shown(*s).find("Tap to run again"), std::string::npos) << shown(*s);
  EXPECT_NE(s->status().find("Tap to run again."), std::string::npos) << s->status();
  EXPECT_EQ(s->status().find("Enter"), std::string::npos) << s->status();
  for (int i = 0; i < 60; ++i) s->buildPose(1.0f / 60);  // past the restart delay
  s->key("Space", true), s->key("Space", false);
  for (int i = 0; i < 60; ++i) s->buildPose(1.0f / 60);
  s->key("KeyP", true), s->key("KeyP", false);
  s->buildPose(0);
  EXPECT_NE(shown(*s).find("Tap to resume"), std::string::npos) << shown(*s);
  EXPECT_NE(s->status().find("Tap to resume."), std::string::npos) << s->status();
}

// The rex bites: the card and the status line name its move alike.
TEST(TouchWords, TheRexCardNamesItsBite) {
  auto s = findScene("spear-run")->make();
  s->setTouch(true);
  s->key("KeyC", true), s->key("KeyC", false);
  s->buildPose(0);
  EXPECT_NE(shown(*s).find("right to bite"), std::string::npos) << shown(*s);
  EXPECT_NE(s->status().find("right to bite"), std::string::npos) << s->status();
}

}  // namespace
}  // namespace sm
