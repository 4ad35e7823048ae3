// Seek cost in Chromium, in ms: each listed scene put near t = 600 s from
// t = 0 once checkpoints exist (one frame short of a checkpoint, the worst
// case; as tests/bench/seek_bench.cpp), median of a few runs; and the first
// visit to 600 s, which replays all of it and makes the checkpoints.
import { start } from '../browser/harness.mjs';

export const SEEK_GOAL_MS = 5;

export async function seekBench({ runs = 5, at = 600 } = {}) {
  const env = await start();
  try {
    const page = await (await env.browser.newContext()).newPage();
    await page.goto(`${env.origin}/embed.html`);
    return await page.evaluate(
      async ({ runs, at }) => {
        const { default: createPoseCore } = await import('/posecore.mjs');
        const core = await createPoseCore();
        const out = {};
        for (const id of core.sceneIds()) {
          const scene = new core.Scene(id);
          const c0 = performance.now();
          scene.seek(at);
          const cold = performance.now() - c0;
          const worst = at - 1 / 60;
          const ms = [];
          for (let r = 0; r < runs; r++) {
            scene.seek(0);
            const t0 = performance.now();
            scene.seek(worst);
            ms.push(performance.now() - t0);
          }
          scene.delete();
          out[id] = { warm: ms.sort((a, b) => a - b)[runs >> 1], cold };
        }
        return out;
      },
      { runs, at },
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
