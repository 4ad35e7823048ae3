// scripts/bench's report: reads the native Google Benchmark results (median
// aggregates), times every scene's buildPose through the wasm build's JS API
// in Node, runs the browser frame harness (scenes, the CPU-throttled frame,
// the crowd, the cost of loading the pages), times the renderer against the
// bare canvas calls it makes (renderer_cost.mjs), runs Lighthouse on the
// pages, weighs the element and dist/, prints a table and writes
// build/bench-results.json.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { GOAL_BYTES, elementFiles, variants, weigh } from '../../scripts/budget.mjs';
import { browserBench } from './browser.mjs';
import { HOST_PAGES, lighthouseBench } from './lighthouse.mjs';
import { pairedRatios, wasmSceneBench } from './wasm_scenes.mjs';
import { SEEK_GOAL_MS, seekBench } from './seek_browser.mjs';
import { printRendererCost, rendererCostBench } from './renderer_cost.mjs';
import { anchorsBench, printAnchors } from './anchors.mjs';

const [nativeJson = 'build/bench-native.json', out = 'build/bench-results.json'] = process.argv.slice(2);
const GOALS = {
  coreNs: 5000,
  wasmNs: 10000,
  wasmVsNative: 2,
  spearRunMedianMs: 1,
  spearRunP99Ms: 3,
  throttledMedianMs: 4,
  throttledP99Ms: 8,
  crowdAt60fps: 1000,
  elementGzipBytes: GOAL_BYTES,
  // A frame's draw() at most twice the bare canvas calls it makes (renderer_cost.js).
  rendererVsItsCalls: 2,
  loadBlockingMs: 0,
  lighthouseScore: 1,
  // A host's post with an autoplaying stage in its first screen (SPEC 8.4).
  hostLighthouseScore: 0.9,
  cls: 0,
};

// Median CPU time per run, in ns, of each benchmark.
function nativeMedians(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const ns = { ns: 1, us: 1e3, ms: 1e6, s: 1e9 };
  const medians = {};
  for (const b of data.benchmarks) {
    if (b.run_type === 'aggregate' && b.aggregate_name !== 'median') continue;
    medians[b.run_name || b.name] = b.cpu_time * ns[b.time_unit];
  }
  return { context: data.context, medians };
}

function distBytes(dir = 'dist') {
  const files = {};
  for (const f of readdirSync(dir, { recursive: true })) {
    // What the site ships: not the folders and the zip built from it for embedding.
    if (!statSync(`${dir}/${f}`).isFile() || f.endsWith('.zip') || /^(embed|npm)\//.test(f)) continue;
    const body = readFileSync(`${dir}/${f}`);
    files[f] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  const sum = (k) => Object.values(files).reduce((s, x) => s + x[k], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

const pad = (s, n) => String(s).padEnd(n);
const num = (v, d = 3) => (v == null ? '-' : v.toFixed(d));
const section = (t) => console.log(`\n== ${t}`);

const native = nativeMedians(nativeJson);
const m = native.medians;
const sceneIds = Object.keys(m).filter((k) => k.startsWith('BM_BuildPose/')).map((k) => k.slice('BM_BuildPose/'.length));
const ikRatio = m.BM_IkTrigForm / m.BM_IkClosedForm;

console.error('bench: buildPose through the JS API in Node...');
const wasm = await wasmSceneBench();
console.error('bench: wasm against native, in pairs...');
const paired = await pairedRatios();
console.error('bench: browser frame harness (a few minutes)...');
const browser = await browserBench({ log: (s) => console.error(s) });
const dist = distBytes();
const element = weigh('dist/embed', elementFiles('dist/embed'));
// What a page pays for one stage: the element plus the one core its scene needs.
const embeds = variants('dist/embed');
const seekMs = await seekBench();
console.error('bench: the renderer against its bare canvas calls...');
const rendererCost = await rendererCostBench();
console.error('bench: beside the embed players, 5 interleaved rounds...');
const anchors = await anchorsBench({ rounds: 5, log: (s) => console.error(s) });
console.error('bench: Lighthouse, 3 runs a page...');
const lh = await lighthouseBench({ log: (s) => console.error(s) });

section(`Native (median CPU time of ${native.context.num_cpus} CPUs at ${native.context.mhz_per_cpu} MHz, load ${native.context.load_avg?.map((x) => x.toFixed(1)).join(' ')})`);
console.log(`IK closed form ${num(m.BM_IkClosedForm, 1)} ns, seed's trig form ${num(m.BM_IkTrigForm, 1)} ns: ${num(ikRatio, 2)}x faster (goal >= 3x)`);
console.log(`${pad('scene', 14)}${pad('buildPose ns', 14)}${pad('draw list ns', 14)}motion ns`);
for (const id of sceneIds) {
  const b = m[`BM_BuildPose/${id}`];
  const d = m[`BM_DrawList/${id}`];
  console.log(`${pad(id, 14)}${pad(num(b, 0), 14)}${pad(num(d, 0), 14)}${num(b - d, 0)}`);
}
const crowdNative = Object.fromEntries(Object.entries(m).filter(([k]) => /^BM_Crowd\/\d+/.test(k)).map(([k, v]) => [k.split('/')[1], v]));
console.log(`crowd frame, native: ${Object.entries(crowdNative).map(([n, v]) => `N=${n} ${num(v / 1e3, 1)} us (${num(v / n, 0)} ns/figure)`).join(', ')}`);

// The crowd's goals are per figure: its default frame (100 figures) divided by 100.
const CROWD_DEFAULT = 100;
const perFigure = (id, ns) => (id === 'crowd' ? ns / CROWD_DEFAULT : ns);
section('buildPose through the JS API in Node (wasm; median of 15 batches of 400 frames); ratio: median of 7 paired native and wasm timings');
console.log(`${pad('scene', 14)}${pad('wasm us', 10)}${pad('native us', 11)}${pad('paired us', 16)}${pad('ratio', 8)}${pad('rounds', 40)}goal <= ${GOALS.wasmNs / 1e3} us and <= ${GOALS.wasmVsNative}x native`);
const wasmRows = {};
for (const [id, w] of Object.entries(wasm)) {
  const n = m[`BM_BuildPose/${id}`];
  const p = paired[id];
  const ratio = p?.ratio;
  wasmRows[id] = { wasmNs: w.medianNs, nativeNs: n, ratio, pairedRatios: p?.ratios, met: perFigure(id, w.medianNs) <= GOALS.wasmNs && (ratio === undefined || ratio <= GOALS.wasmVsNative) };
  console.log(`${pad(id, 14)}${pad(num(w.medianNs / 1e3, 2), 10)}${pad(num(n / 1e3, 2), 11)}${pad(p ? `${num(p.wasmNs / 1e3, 2)} / ${num(p.nativeNs / 1e3, 2)}` : '-', 16)}${pad(num(ratio, 2), 8)}${pad(p ? p.ratios.map((x) => x.toFixed(2)).join(' ') : '-', 40)}${wasmRows[id].met ? 'met' : 'MISSED'}${id === 'crowd' ? ` (${num(w.medianNs / CROWD_DEFAULT / 1e3, 2)} us per figure)` : ''}`);
}

section(`Browser, per frame over ${browser.frames} frames (ms, median / p99; canvas ${browser.canvas.join('x')}, timer ${browser.isolated ? '5 us' : '100 us'} steps)`);
console.log(`${pad('mode', 14)}${pad('core', 18)}${pad('draw', 18)}${pad('core+draw', 18)}frame interval`);
const row = (label, s) =>
  console.log(`${pad(label, 14)}${pad(`${num(s.core.median)} / ${num(s.core.p99)}`, 18)}${pad(`${num(s.draw.median)} / ${num(s.draw.p99)}`, 18)}${pad(`${num(s.coreDraw.median)} / ${num(s.coreDraw.p99)}`, 18)}${num(s.interval.median, 2)} / ${num(s.interval.p99, 2)}`);
for (const [id, s] of Object.entries(browser.modes)) row(id, s);

const th = browser.throttled;
if (th) {
  console.log(`${th.scene} with the CPU throttled ${th.rate}x: core+draw ${num(th.coreDraw.median)} / ${num(th.coreDraw.p99)} ms median / p99 (goal <= ${GOALS.throttledMedianMs} / ${GOALS.throttledP99Ms})`);
}

section('Crowd scaling in Chromium (frames uncapped: the interval is the whole frame, raster included)');
console.log(`${pad('N', 8)}${pad('frames', 8)}${pad('core ms', 10)}${pad('draw ms', 10)}${pad('ms/frame', 10)}fps`);
for (const [n, s] of Object.entries({ ...browser.crowd, ...browser.crowdProbes }).sort((a, b) => a[0] - b[0])) {
  console.log(`${pad(n, 8)}${pad(s.core.n, 8)}${pad(num(s.core.median), 10)}${pad(num(s.draw.median), 10)}${pad(num(s.interval.median, 2), 10)}${num(1000 / s.interval.median, 0)}`);
}
console.log(`largest N at 60 fps (median frame <= 16.7 ms): ${browser.maxCrowdAt60fps} (goal >= ${GOALS.crowdAt60fps})`);

section(`Loading, phone viewport, CPU throttled 4x (long tasks until the first stage is ready + 1 s; traced: their time, and our scripts' part of it; then a playing frame's main-thread time)`);
console.log(`${pad('page', 12)}${pad('ready ms', 10)}${pad('long tasks', 12)}${pad('longest ms', 12)}${pad('blocking ms', 13)}${pad('traced ms', 11)}${pad('scripts ms', 12)}${pad('frame ms', 10)}CLS`);
for (const [p, r] of Object.entries(browser.load)) {
  console.log(`${pad(p, 12)}${pad(r.readyMs, 10)}${pad(r.longTasks, 12)}${pad(num(r.longestMs, 0), 12)}${pad(num(r.blockingMs, 0), 13)}${pad(num(r.longMs, 0), 11)}${pad(num(r.scriptMs, 0), 12)}${pad(num(r.frameBusyMs, 2), 10)}${num(r.cls, 4)}`);
}

section('Lighthouse performance (mobile, simulated throttling; the median of 3 runs)');
console.log(`${pad('page', 12)}${pad('score', 8)}${pad('runs', 18)}${pad('TBT ms', 9)}${pad('FCP ms', 9)}${pad('LCP ms', 9)}${pad('SI ms', 9)}CLS`);
for (const [p, r] of Object.entries(lh)) {
  console.log(`${pad(p, 12)}${pad(r.score, 8)}${pad(r.scores.join(' '), 18)}${pad(num(r.tbtMs, 0), 9)}${pad(num(r.fcpMs, 0), 9)}${pad(num(r.lcpMs, 0), 9)}${pad(num(r.speedIndexMs, 0), 9)}${num(r.cls, 3)}`);
  console.log(`  long tasks: ${r.longTasks.map((t) => `${t.url} ${t.ms} ms`).join(', ') || 'none'}`);
}

section('Beside the embed players (a phone, CPU 4x; lab stage against a Lottie of the same walk; medians of 5 rounds, ours ÷ theirs)');
printAnchors(anchors);

section("The renderer's own JavaScript: each frame's draw() against a replay of the canvas calls it makes, interleaved");
printRendererCost(rendererCost);

section('The element before its first frame (dist/embed/, bytes)');
for (const [f, s] of Object.entries(element.files)) console.log(`${pad(f, 22)}${pad(s.raw, 10)}${s.gzip} gzip`);
console.log(`${pad('without a core', 22)}${pad(element.raw, 10)}${element.gzip} gzip`);
for (const [core, v] of Object.entries(embeds)) {
  const verdict = v.gzip <= GOALS.elementGzipBytes ? 'met' : `missed by ${v.gzip - GOALS.elementGzipBytes}`;
  console.log(`${pad(`with the ${core} core`, 22)}${pad(v.raw, 10)}${v.gzip} gzip (goal <= ${GOALS.elementGzipBytes}: ${verdict})`);
}

section('Seek near t = 600 s with checkpoints, worst ms (native BM_Seek600 / Chromium / Chromium first visit)');
for (const [id, v] of Object.entries(seekMs)) console.log(`${pad(id, 14)}${pad(num(m[`BM_Seek600/${id}`] / 1e6, 2), 10)}${pad(num(v.warm, 2), 10)}${num(v.cold, 0)}`);

section('dist/ (bytes)');
for (const [f, s] of Object.entries(dist.files)) console.log(`${pad(f, 16)}${pad(s.raw, 10)}${s.gzip} gzip`);
console.log(`${pad('total', 16)}${pad(dist.raw, 10)}${dist.gzip} gzip`);

const spear = browser.modes['spear-run'];
const goals = {
  ikAtLeast3x: ikRatio >= 3,
  // The crowd is many figures by design: its goal is per figure (its N = 1 frame).
  coreUnder5usEveryScene: Object.fromEntries(
    sceneIds.map((id) => [id, (id === 'crowd' ? crowdNative['1'] : m[`BM_BuildPose/${id}`]) <= GOALS.coreNs]),
  ),
  wasmUnder10usAnd2xNative: Object.fromEntries(Object.entries(wasmRows).map(([id, r]) => [id, r.met])),
  spearRunFrame: spear ? spear.coreDraw.median <= GOALS.spearRunMedianMs && spear.coreDraw.p99 <= GOALS.spearRunP99Ms : 'no spear-run scene',
  spearRunThrottled: th ? th.coreDraw.median <= GOALS.throttledMedianMs && th.coreDraw.p99 <= GOALS.throttledP99Ms : 'no spear-run scene',
  crowdAt60fps: browser.maxCrowdAt60fps >= GOALS.crowdAt60fps,
  rendererAtMost2xItsCalls: Object.fromEntries(Object.entries(rendererCost).map(([c, r]) => [c, r.built.ratio.median <= GOALS.rendererVsItsCalls])),
  elementGzip: Object.fromEntries(Object.entries(embeds).map(([core, v]) => [core, v.gzip <= GOALS.elementGzipBytes])),
  noBlockingOnLoad: Object.fromEntries(Object.entries(browser.load).map(([p, r]) => [p, r.blockingMs <= GOALS.loadBlockingMs])),
  lighthouse100: Object.fromEntries(Object.entries(lh).filter(([p]) => !HOST_PAGES.includes(p)).map(([p, r]) => [p, r.score >= GOALS.lighthouseScore])),
  hostPostLighthouse90: lh['host/stage.html'].score >= GOALS.hostLighthouseScore,
  clsZero: Object.fromEntries(Object.entries(browser.load).map(([p, r]) => [p, r.cls <= GOALS.cls])),
  seek600Under5msInChromium: Object.fromEntries(Object.entries(seekMs).map(([id, v]) => [id, v.warm <= SEEK_GOAL_MS])),
};
section('Goals');
console.log(JSON.stringify(goals, null, 1));

writeFileSync(
  out,
  JSON.stringify({ date: new Date().toISOString(), goalValues: GOALS, native: { context: native.context, medianNs: m, ikRatio, crowdNative }, wasm: wasmRows, browser, rendererCost, anchors, lighthouse: lh, seekMs, element, embeds, dist, goals }, null, 1),
);
console.log(`\nwritten: ${out}`);
