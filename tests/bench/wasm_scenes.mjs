// buildPose of every scene through the JS API in Node, per frame: the median
// of several batches after a warm-up, so a busy machine's spikes fall out.
// Run alone (`node tests/bench/wasm_scenes.mjs [dist-dir]`) or from report.mjs.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

async function openCore(dir) {
  const { default: createPoseCore } = await import(pathToFileURL(`${dir}/posecore.mjs`).href);
  return createPoseCore({ wasmBinary: readFileSync(`${dir}/posecore.wasm`) });
}

const DIST = new URL('../../dist/element/', import.meta.url).pathname;
const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];

// A scene two seconds in, past its first frames' set-up.
function warmScene(core, id) {
  const scene = new core.Scene(id);
  for (let i = 0; i < 120; i++) scene.buildPose(1 / 60);
  return scene;
}

// ns a frame over `frames` frames.
function timeFrames(scene, frames) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < frames; i++) scene.buildPose(1 / 60);
  return Number(process.hrtime.bigint() - t0) / frames;
}

export async function wasmSceneBench({ dir = DIST, batches = 15, frames = 400 } = {}) {
  const core = await openCore(dir);
  const out = {};
  for (const id of core.allSceneIds()) {
    const scene = warmScene(core, id);
    const perFrame = [];
    for (let b = 0; b < batches; b++) perFrame.push(timeFrames(scene, frames));
    scene.delete();
    perFrame.sort((a, b) => a - b);
    out[id] = { medianNs: perFrame[batches >> 1], minNs: perFrame[0] };
  }
  return out;
}

// wasm ÷ native in pairs: each round times a scene natively (the Google
// Benchmark binary on that scene alone, wall time) and at once through the JS
// API, so whatever else the machine runs weighs on both halves of a pair; a
// scene's ratio is the median of its rounds'. Timed minutes apart, the two
// medians could differ by 2x on a loaded machine without the code changing.
export async function pairedRatios({ dir = DIST, bench = 'build/native/bench', rounds = 7, wasmMs = 40 } = {}) {
  const core = await openCore(dir);
  const out = {};
  for (const id of core.allSceneIds()) {
    const scene = warmScene(core, id);
    const native = [];
    const wasm = [];
    const ratio = [];
    for (let r = 0; r < rounds; r++) {
      const run = spawnSync(bench, [`--benchmark_filter=^BM_BuildPose/${id}$`, '--benchmark_min_time=0.1', '--benchmark_format=json'], { encoding: 'utf8' });
      const b = JSON.parse(run.stdout || '{}').benchmarks?.[0];
      if (!b) throw new Error(`bench: no native BM_BuildPose/${id} from ${bench}: ${run.stderr || run.error}`);
      const n = b.real_time * { ns: 1, us: 1e3, ms: 1e6 }[b.time_unit];
      // Batches of 100 frames for wasmMs; the median batch.
      const batches = [];
      const end = performance.now() + wasmMs;
      while (performance.now() < end || batches.length < 3) batches.push(timeFrames(scene, 100));
      const w = median(batches);
      native.push(n);
      wasm.push(w);
      ratio.push(w / n);
    }
    scene.delete();
    out[id] = { nativeNs: median(native), wasmNs: median(wasm), ratio: median(ratio), ratios: ratio };
  }
  return out;
}

// node tests/bench/wasm_scenes.mjs [dist-dir] [--paired]
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--'));
  if (args.includes('--paired')) {
    for (const [id, r] of Object.entries(await pairedRatios({ dir }))) {
      console.log(`${id.padEnd(14)}wasm ${(r.wasmNs / 1e3).toFixed(2).padStart(7)} us  native ${(r.nativeNs / 1e3).toFixed(2).padStart(7)} us  ratio ${r.ratio.toFixed(2)} (${r.ratios.map((x) => x.toFixed(2)).join(' ')})`);
    }
  } else {
    const r = await wasmSceneBench({ dir });
    for (const [id, s] of Object.entries(r)) console.log(`${id.padEnd(14)}${(s.medianNs / 1e3).toFixed(2).padStart(8)} us  (min ${(s.minNs / 1e3).toFixed(2)})`);
  }
}
