// Plays an input script against the native core and prints the pose after
// every frame, so a Node test can play the same script against the wasm build
// and compare. One command a line:
//   scene <id>          start a fresh scene
//   frame <dt>          buildPose(dt); prints the pose as x y pairs
//   key <code> <0|1>    key(code, down)
//   param <name> <v>    set a settable parameter
//   reset | resync
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include "scenes/registry.h"

int main() {
  std::unique_ptr<sm::Scene> scene;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string op, a, b;
    in >> op >> a >> b;
    if (op == "scene") {
      const sm::SceneInfo* info = sm::findScene(a);
      if (!info) {
        std::fprintf(stderr, "unknown scene %s\n", a.c_str());
        return 2;
      }
      scene = info->make();
      continue;
    }
    if (!scene) {
      std::fprintf(stderr, "no scene before: %s\n", line.c_str());
      return 2;
    }
    if (op == "frame") {
      scene->buildPose(std::strtof(a.c_str(), nullptr));
      const sm::Vec2* j = scene->joints();
      for (int k = 0; k < scene->jointCount(); ++k) std::printf("%s%.9g %.9g", k ? " " : "", j[k].x, j[k].y);
      std::printf("\n");
    } else if (op == "key") {
      scene->key(a, b == "1");
    } else if (op == "param") {
      const sm::Param* p = scene->findParam(a);
      if (p && p->set) p->set(std::strtof(b.c_str(), nullptr));
    } else if (op == "reset") {
      scene->reset();
    } else if (op == "resync") {
      scene->resync();
    } else if (!op.empty()) {
      std::fprintf(stderr, "unknown command: %s\n", line.c_str());
      return 2;
    }
  }
  return 0;
}
