// Seek cost in Chromium: putting each listed scene at t = 600 s from another
// moment (a fresh scene and 36 000 frames replayed without drawing, as
// cpp/scenes/timed_scene.h defines it), median of a few runs, in ms.
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
          scene.seek(at);
          const ms = [];
          for (let r = 0; r < runs; r++) {
            scene.step(1);
            const t0 = performance.now();
            scene.seek(at);
            ms.push(performance.now() - t0);
          }
          scene.delete();
          out[id] = ms.sort((a, b) => a - b)[runs >> 1];
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
  for (const [id, v] of Object.entries(ms)) console.log(`${id.padEnd(14)}${v.toFixed(1)} ms`);
}
