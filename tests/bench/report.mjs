// scripts/bench's report: reads the native Google Benchmark results (median
// aggregates), runs the browser frame harness, weighs dist/, prints a table
// and writes build/bench-results.json.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { browserBench } from './browser.mjs';
import { SEEK_GOAL_MS, seekBench } from './seek_browser.mjs';

const [nativeJson = 'build/bench-native.json', out = 'build/bench-results.json'] = process.argv.slice(2);
const GOALS = { coreNs: 5000, spearRunMedianMs: 1, spearRunP99Ms: 3, crowdAt60fps: 1000, distGzipBytes: 60 * 1024 };

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
  for (const f of readdirSync(dir)) {
    // What the site ships: not the folders and the zip built from it for embedding.
    if (!statSync(`${dir}/${f}`).isFile() || f.endsWith('.zip')) continue;
    const body = readFileSync(`${dir}/${f}`);
    files[f] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  const sum = (k) => Object.values(files).reduce((s, x) => s + x[k], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

const pad = (s, n) => String(s).padEnd(n);
const num = (v, d = 3) => (v === undefined ? '-' : v.toFixed(d));
const section = (t) => console.log(`\n== ${t}`);

const native = nativeMedians(nativeJson);
const m = native.medians;
const sceneIds = Object.keys(m).filter((k) => k.startsWith('BM_BuildPose/')).map((k) => k.slice('BM_BuildPose/'.length));
const ikRatio = m.BM_IkTrigForm / m.BM_IkClosedForm;

console.error('bench: browser frame harness (a few minutes)...');
const browser = await browserBench({ log: (s) => console.error(s) });
const dist = distBytes();
const seekMs = await seekBench();

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

section(`Browser, per frame over ${browser.frames} frames (ms, median / p99; canvas ${browser.canvas.join('x')}, timer ${browser.isolated ? '5 us' : '100 us'} steps)`);
console.log(`${pad('mode', 14)}${pad('core', 18)}${pad('draw', 18)}${pad('core+draw', 18)}frame interval`);
const row = (label, s) =>
  console.log(`${pad(label, 14)}${pad(`${num(s.core.median)} / ${num(s.core.p99)}`, 18)}${pad(`${num(s.draw.median)} / ${num(s.draw.p99)}`, 18)}${pad(`${num(s.coreDraw.median)} / ${num(s.coreDraw.p99)}`, 18)}${num(s.interval.median, 2)} / ${num(s.interval.p99, 2)}`);
for (const [id, s] of Object.entries(browser.modes)) row(id, s);

section('Crowd scaling in Chromium (frames uncapped: the interval is the whole frame, raster included)');
console.log(`${pad('N', 8)}${pad('frames', 8)}${pad('core ms', 10)}${pad('draw ms', 10)}${pad('ms/frame', 10)}fps`);
for (const [n, s] of Object.entries({ ...browser.crowd, ...browser.crowdProbes }).sort((a, b) => a[0] - b[0])) {
  console.log(`${pad(n, 8)}${pad(s.core.n, 8)}${pad(num(s.core.median), 10)}${pad(num(s.draw.median), 10)}${pad(num(s.interval.median, 2), 10)}${num(1000 / s.interval.median, 0)}`);
}
console.log(`largest N at 60 fps (median frame <= 16.7 ms): ${browser.maxCrowdAt60fps} (goal >= ${GOALS.crowdAt60fps})`);

section('Seek near t = 600 s with checkpoints, median ms (native BM_Seek600 / Chromium / Chromium first visit)');
for (const [id, v] of Object.entries(seekMs)) console.log(`${pad(id, 14)}${pad(num(m[`BM_Seek600/${id}`] / 1e6, 2), 10)}${pad(num(v.warm, 2), 10)}${num(v.cold, 0)}`);

section('dist/ (bytes)');
for (const [f, s] of Object.entries(dist.files)) console.log(`${pad(f, 16)}${pad(s.raw, 10)}${s.gzip} gzip`);
console.log(`${pad('total', 16)}${pad(dist.raw, 10)}${dist.gzip} gzip (goal <= ${GOALS.distGzipBytes})`);

const spear = browser.modes['spear-run'];
const goals = {
  ikAtLeast3x: ikRatio >= 3,
  // The crowd is many figures by design: its goal is per figure (its N = 1 frame).
  coreUnder5usEveryScene: Object.fromEntries(
    sceneIds.map((id) => [id, (id === 'crowd' ? crowdNative['1'] : m[`BM_BuildPose/${id}`]) <= GOALS.coreNs]),
  ),
  spearRunFrame: spear ? spear.coreDraw.median <= GOALS.spearRunMedianMs && spear.coreDraw.p99 <= GOALS.spearRunP99Ms : 'no spear-run scene',
  crowdAt60fps: browser.maxCrowdAt60fps >= GOALS.crowdAt60fps,
  distGzip: dist.gzip <= GOALS.distGzipBytes,
  seek600Under5msInChromium: Object.fromEntries(Object.entries(seekMs).map(([id, v]) => [id, v.warm <= SEEK_GOAL_MS])),
};
section('Goals');
console.log(JSON.stringify(goals, null, 1));

writeFileSync(
  out,
  JSON.stringify({ date: new Date().toISOString(), native: { context: native.context, medianNs: m, ikRatio, crowdNative }, browser, seekMs, dist, goals }, null, 1),
);
console.log(`\nwritten: ${out}`);
