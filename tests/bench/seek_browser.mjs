// Seek cost in Chromium, in ms: each listed scene put near t = 600 s from
// t = 0 once checkpoints exist; and the first visit to 600 s, which replays
// all of it and makes the checkpoints. A scene's checkpoint spacing follows
// its state's size, so the worst case (one frame short of a checkpoint, as in
// tests/bench/seek_bench.cpp) is found by seeking to every frame of the
// `span` seconds before `at`: the slowest, each the fastest of `runs` (a
// spike is not the seek). Every scene's spacing is under 12 s
// (tests/cpp/checkpoint_spacing_test.cpp).
import { start } from '../browser/harness.mjs';

export const SEEK_GOAL_MS = 5;

export async function seekBench({ runs = 3, at = 600, span = 12 } = {}) {
  const env = await start();
  try {
    const page = await (await env.browser.newContext()).newPage();
    await page.goto(`${env.origin}/embed.html`);
    return await page.evaluate(
      async ({ runs, at, span }) => {
        const { default: createPoseCore } = await import('/element/posecore.mjs');
        const core = await createPoseCore();
        const out = {};
        for (const id of core.sceneIds()) {
          const scene = new core.Scene(id);
          const c0 = performance.now();
          scene.seek(at);
          const cold = performance.now() - c0;
          let warm = 0;
          for (let f = 1; f <= span * 60; f++) {
            let best = Infinity;
            for (let r = 0; r < runs; r++) {
              scene.seek(0);
              const t0 = performance.now();
              scene.seek(at - f / 60);
              best = Math.min(best, performance.now() - t0);
            }
            warm = Math.max(warm, best);
          }
          scene.delete();
          out[id] = { warm, cold };
        }
        return out;
      },
      { runs, at, span },
    );
  } finally {
    await env.close();
  }
}

// Alone: node tests/bench/seek_browser.mjs (after scripts/build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const ms = await seekBench();
  for (const [id, v] of Object.entries(ms)) console.log(`${id.padEnd(14)}${v.warm.toFixed(2)} ms (first visit ${v.cold.toFixed(0)} ms)`);
}
