// Plays Spear Run with the test bots (tests/cpp/spear_run_play.h: presses aimed
// at the middle of each window, off by Gaussian noise, the jump key let go
// after 60-300 ms) and prints how long they last and what ends their runs:
// for each runner and timing noise, the median survival over N courses and
// the kinds that end the runs past five minutes.
//   spear_run_survival [runs per row, default 40] [cap seconds, default 600]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../cpp/spear_run_play.h"

using namespace sm::spear_run;
using namespace sm::spear_run::testing;

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 40;
  const double cap = argc > 2 ? std::atof(argv[2]) : 600;
  constexpr double kLate = 300;
  std::printf("%-8s %5s %8s %8s %8s %7s  late deaths (past %.0f s) by kind\n", "runner", "sigma", "median", "min",
              "max", "capped", kLate);
  for (Character ch : kCharacters)
    for (float sigma : {0.025f, 0.035f, 0.05f}) {
      std::vector<double> t;
      int late[kKindCount] = {}, lateAll = 0, capped = 0;
      for (int seed = 1; seed <= runs; ++seed) {
        Kind crash = Kind::Rock;
        const double s = survival(ch, static_cast<std::uint32_t>(seed), sigma, cap, &crash);
        t.push_back(s);
        if (s >= cap - 1e-3) {
          ++capped;
        } else if (s > kLate) {
          ++late[static_cast<int>(crash)];
          ++lateAll;
        }
      }
      std::sort(t.begin(), t.end());
      const double median = (t[t.size() / 2] + t[(t.size() - 1) / 2]) / 2;
      std::printf("%-8s %3.0fms %7.1fs %7.1fs %7.1fs %4d/%d ", nameOf(ch), static_cast<double>(sigma) * 1000, median,
                  t.front(), t.back(), capped, runs);
      for (int k = 0; k < kKindCount; ++k)
        if (late[k]) std::printf(" %s %d", kKinds[k].name, late[k]);
      std::printf("  (%d)\n", lateAll);
    }
}
