#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>

#include "scenes/registry.h"

namespace sm {
namespace {

// How the keys line writes a KeyboardEvent.code.
std::string keyName(const std::string& code) {
  if (code == "ArrowLeft") return "\u2190";
  if (code == "ArrowRight") return "\u2192";
  if (code == "ArrowUp") return "\u2191";
  if (code == "ArrowDown") return "\u2193";
  if (code == "Enter" || code == "NumpadEnter") return "Enter";
  if (code == "Escape") return "Esc";
  if (code == "Period") return ".";
  if (code.rfind("Key", 0) == 0) return code.substr(3);
  if (code.rfind("Digit", 0) == 0) return code.substr(5);
  return code;
}

// `word` stands alone in `line`: "P" in "P pause" but not in "Pause".
bool names(const std::string& line, const std::string& word) {
  auto isWordChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  for (std::size_t at = line.find(word); at != std::string::npos; at = line.find(word, at + 1)) {
    const bool startOk = at == 0 || !isWordChar(line[at - 1]) || !isWordChar(word.front());
    const std::size_t end = at + word.size();
    const bool endOk = end == line.size() || !isWordChar(line[end]) || !isWordChar(word.back());
    if (startOk && endOk) return true;
  }
  return false;
}

TEST(Input, EveryBoundKeyIsNamedInTheKeysLine) {
  for (const SceneInfo* info = scenesBegin(); info != scenesEnd(); ++info) {
    auto s = info->make();
    const std::string line = s->keysHelp();
    ASSERT_FALSE(s->bindings().empty()) << info->id;
    for (const Binding& b : s->bindings())
      for (const char* code : b.codes)
        if (code) {
          EXPECT_TRUE(names(line, keyName(code))) << info->id << ": " << code << " in \"" << line << "\"";
        }
  }
}

TEST(Input, EveryBoundKeyIsHandledAndNoOtherKey) {
  for (const SceneInfo* info = scenesBegin(); info != scenesEnd(); ++info) {
    auto s = info->make();
    for (const Binding& b : s->bindings())
      for (const char* code : b.codes)
        if (code) {
          EXPECT_TRUE(s->key(code, false)) << info->id << ": " << code;
          EXPECT_TRUE(s->key(code, true)) << info->id << ": " << code;
        }
    EXPECT_FALSE(s->key("KeyQ", true)) << info->id;
    EXPECT_FALSE(s->key("", true)) << info->id;
  }
}

TEST(Input, ButtonsSendABoundKeyOncePerLabel) {
  for (const SceneInfo* info = scenesBegin(); info != scenesEnd(); ++info) {
    auto s = info->make();
    std::set<std::string> labels;
    for (const Control& c : s->controls()) {
      EXPECT_TRUE(labels.insert(c.label).second) << info->id << ": " << c.label;
      EXPECT_TRUE(s->key(c.code, true)) << info->id << ": " << c.code;
    }
  }
}

}  // namespace
}  // namespace sm
