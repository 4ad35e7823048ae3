// buildPose of every scene through the JS API in Node, per frame: the median
// of several batches after a warm-up, so a busy machine's spikes fall out.
// Run alone (`node tests/bench/wasm_scenes.mjs [dist-dir]`) or from report.mjs.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export async function wasmSceneBench({ dir = new URL('../../dist/', import.meta.url).pathname, batches = 15, frames = 400 } = {}) {
  const { default: createPoseCore } = await import(pathToFileURL(`${dir}/posecore.mjs`).href);
  const core = await createPoseCore({ wasmBinary: readFileSync(`${dir}/posecore.wasm`) });
  const out = {};
  for (const id of core.allSceneIds()) {
    const scene = new core.Scene(id);
    for (let i = 0; i < 120; i++) scene.buildPose(1 / 60);
    const perFrame = [];
    for (let b = 0; b < batches; b++) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < frames; i++) scene.buildPose(1 / 60);
      perFrame.push(Number(process.hrtime.bigint() - t0) / frames);
    }
    scene.delete();
    perFrame.sort((a, b) => a - b);
    out[id] = { medianNs: perFrame[batches >> 1], minNs: perFrame[0] };
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await wasmSceneBench({ dir: process.argv[2] });
  for (const [id, s] of Object.entries(r)) console.log(`${id.padEnd(14)}${(s.medianNs / 1e3).toFixed(2).padStart(8)} us  (min ${(s.minNs / 1e3).toFixed(2)})`);
}
