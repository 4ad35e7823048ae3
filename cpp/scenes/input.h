#pragma once

#include <string_view>

namespace sm {

// One row of a scene's input table. The scene's key handling, its keys line
// and its on-screen buttons are all read from these rows, so a key is written
// once: what it is, what it does, how it is shown and how it is explained.
struct Binding {
  static constexpr int kMaxCodes = 4;
  // KeyboardEvent.code values; a button sends the first.
  const char* codes[kMaxCodes];
  int action;                    // the scene's own action number
  const char* button = nullptr;  // the on-screen button's label; null: no button
  const char* help = nullptr;    // this row's words in the keys line; null: a neighbour's say it
  // The scene's main actions (a game's jump): on a touch screen their buttons
  // are large and apart from the rest.
  bool primary = false;

  bool binds(std::string_view code) const {
    for (const char* c : codes)
      if (c && code == c) return true;
    return false;
  }
};

// A button the page shows under the stage; pressing it sends `code` as a key.
struct Control {
  const char* label;
  const char* code;
  bool primary = false;
};

}  // namespace sm
