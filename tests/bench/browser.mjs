// The browser half of scripts/bench: serves dist/ plus the frame harness
// (tests/bench/frame.*) and measures every scene and the crowd in Chromium.
// Frames are not capped at the display rate, so the interval between frames
// is what the whole frame (core, draw and raster) costs.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { TASK, scriptTime, start, traceEvents } from '../browser/harness.mjs';

const here = new URL('.', import.meta.url).pathname;
const root = new URL('../../build/bench-site/', import.meta.url).pathname;
const FRAME_BUDGET_MS = 1000 / 60;

export function stats(values) {
  const v = [...values].sort((a, b) => a - b);
  const at = (q) => v[Math.min(v.length - 1, Math.floor(q * v.length))];
  return { median: at(0.5), p10: at(0.1), p99: at(0.99), mean: v.reduce((s, x) => s + x, 0) / v.length, n: v.length };
}

function summary(r) {
  const total = r.core.map((c, i) => c + r.draw[i]);
  const out = { core: stats(r.core), draw: stats(r.draw), coreDraw: stats(total), interval: stats(r.interval), scale: r.scale };
  if (r.raster) out.raster = stats(r.raster);
  return out;
}

// scenes: the ids to measure (default every one); throttle: the CPU slow-down
// of the phone-like row (CDP Emulation.setCPUThrottlingRate) and its scene;
// raster: the crowd's frames also time their raster apart (frame.js).
export async function browserBench({
  frames = 1000,
  crowd = [1, 10, 100, 1000, 3000],
  scenes,
  throttle = { rate: 4, scene: 'spear-run', frames: 600 },
  pages = ['index.html', 'post.html'],
  raster = false,
  log = console.log,
} = {}) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(new URL('../../dist/', import.meta.url).pathname, root, { recursive: true });
  for (const f of ['frame.html', 'frame.js']) cpSync(here + f, root + f);

  const env = await start({ root, args: ['--disable-frame-rate-limit', '--disable-gpu-vsync'] });
  try {
    const context = await env.browser.newContext({ viewport: { width: 960, height: 720 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    // Cross-origin isolation gives performance.now() 5 us steps instead of 100 us.
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' },
      });
    });
    await page.goto(`${env.origin}/frame.html`);
    await page.waitForSelector('body.ready');
    const isolated = await page.evaluate(() => window.bench.isolated());
    const canvas = await page.evaluate(() => window.bench.canvas());
    const ids = scenes ?? (await page.evaluate(() => window.bench.ids()));

    const modes = {};
    for (const id of ids) {
      const r = await page.evaluate((a) => window.bench.measure(a), { id, frames });
      modes[id] = summary(r);
      log(`browser: ${id} done`);
    }

    // A phone: the same frames with the CPU slowed down.
    let throttled = null;
    if (throttle && (await page.evaluate((id) => window.bench.hasScene(id), throttle.scene))) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.rate });
      try {
        throttled = { ...throttle, ...summary(await page.evaluate((a) => window.bench.measure(a), { id: throttle.scene, frames: throttle.frames })) };
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
      log(`browser: ${throttle.scene} at ${throttle.rate}x CPU throttling done`);
    }

    // Large crowds are slow: each count gets at most a few seconds (and at least 30 frames).
    const measureCrowd = async (n, maxMs) =>
      summary(await page.evaluate((a) => window.bench.measure(a), { id: 'crowd', frames: 500, warmup: 10, count: n, maxMs, raster }));
    const scaling = {};
    for (const n of crowd) {
      scaling[n] = await measureCrowd(n, 5000);
      log(`browser: crowd ${n} done`);
    }
    // The largest count whose median frame fits 60 fps, by bisection between
    // the measured counts that do and do not.
    const holds = (s) => s.interval.median <= FRAME_BUDGET_MS;
    let lo = 0;
    let hi = 5001;
    for (const n of crowd) {
      if (holds(scaling[n])) lo = Math.max(lo, n);
      else hi = Math.min(hi, n);
    }
    const probes = {};
    while (lo > 0 && hi - lo > Math.max(10, lo * 0.05)) {
      const mid = Math.round((lo + hi) / 2);
      probes[mid] = await measureCrowd(mid, 3000);
      if (holds(probes[mid])) lo = mid;
      else hi = mid;
    }
    const load = {};
    for (const path of pages) {
      load[path] = await loadCost(env, path);
      log(`browser: loading ${path} done`);
    }
    if (problems.length) throw new Error(`page problems: ${problems.join('; ')}`);
    return { isolated, canvas, frames, modes, throttled, crowd: scaling, crowdProbes: probes, maxCrowdAt60fps: lo, load };
  } finally {
    await env.close();
  }
}

// Trace events of the page's main thread as spans with their own (self)
// time: a B/E pair or an X event each.
function mainThreadSpans(events) {
  const threads = new Map();
  for (const e of events) if (e.name === 'thread_name' && e.args.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) if (threads.has(`${e.pid}:${e.tid}`)) threads.set(`${e.pid}:${e.tid}`, threads.get(`${e.pid}:${e.tid}`) + 1);
  const main = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
  const spans = [];
  const open = [];
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main) continue;
    if (e.ph === 'X') spans.push({ name: e.name, ts: e.ts, dur: e.dur ?? 0 });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E' && open.length) {
      const b = open.pop();
      spans.push({ name: b.name, ts: b.ts, dur: e.ts - b.ts });
    }
  }
  return spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

async function traced(cdp, run, categories = 'devtools.timeline,v8.execute,toplevel') {
  return mainThreadSpans(await traceEvents(cdp, run, categories));
}

// Of the tasks over 50 ms, how long they took and how much of it the
// page's scripts did, in ms.
function longTaskShare(spans) {
  let total = 0;
  let script = 0;
  for (const t of spans) {
    if (t.name !== TASK || t.dur <= 50e3) continue;
    total += t.dur;
    script += scriptTime(spans, t);
  }
  return { longMs: total / 1e3, scriptMs: script / 1e3 };
}

// What Lighthouse counts as blocking, without Lighthouse: the long tasks (over
// 50 ms) of loading a page until its first stage is ready and a second after,
// their blocking time (the part of each over 50 ms, summed) and the layout
// shift, on a phone-sized viewport with the CPU slowed 4x as Lighthouse's
// mobile run does. A trace splits the long tasks' time between the page's
// scripts and the browser's own work (parsing, style, layout, compositing).
// Then, with the stages playing, the main thread's busy time per animation
// frame, over `frameMs`.
export async function loadCost(env, path, { rate = 4, settleMs = 1000, frameMs = 2000 } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__load = { long: [], cls: 0 };
      new PerformanceObserver((l) => window.__load.long.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (!e.hadRecentInput) window.__load.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    let readyMs = 0;
    const loading = await traced(cdp, async () => {
      const t0 = Date.now();
      await page.goto(`${env.origin}/${path}`);
      await page.waitForFunction(() => document.querySelector('stickman-stage')?.loaded === true, null, { timeout: 60000 });
      readyMs = Date.now() - t0;
      await page.waitForTimeout(settleMs);
    });
    const r = await page.evaluate(() => window.__load);
    const playing = await traced(cdp, () => page.waitForTimeout(frameMs));
    const frames = playing.filter((s) => s.name === 'FireAnimationFrame').length;
    const busy = playing.filter((s) => s.name === TASK).reduce((sum, s) => sum + s.dur, 0) / 1e3;
    return {
      readyMs,
      longTasks: r.long.length,
      longestMs: Math.max(0, ...r.long),
      blockingMs: r.long.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      ...longTaskShare(loading),
      cls: r.cls,
      frameBusyMs: frames ? busy / frames : null,
    };
  } finally {
    await context.close();
  }
}

// Only the crowd, from the command line:
//   node tests/bench/browser.mjs [--raster] [N ...]   (dist/ must be built)
// prints its scaling table; --raster splits each frame's raster from its interval.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const counts = args.filter((a) => /^\d+$/.test(a)).map(Number);
  const r = await browserBench({
    crowd: counts.length ? counts : undefined,
    scenes: [],
    throttle: null,
    pages: [],
    raster: args.includes('--raster'),
    log: () => {},
  });
  const cell = (s) => (s ? s.median.toFixed(2).padStart(9) : '        -');
  // The fastest tenth of frames says what a frame costs with the machine to itself.
  console.log(`canvas ${r.canvas.join('x')} px, timer ${r.isolated ? '5 us' : '100 us'} steps; medians in ms (frame p10 too)`);
  console.log('      N frames     core     draw   raster    frame  frame p10  figure px');
  for (const [n, s] of Object.entries({ ...r.crowd, ...r.crowdProbes }).sort((a, b) => a[0] - b[0])) {
    // A figure is about 160 scene units from feet to hair.
    console.log(`${n.padStart(7)}${String(s.core.n).padStart(7)}${cell(s.core)}${cell(s.draw)}${cell(s.raster)}${cell(s.interval)}${s.interval.p10.toFixed(2).padStart(11)}${(160 * s.scale).toFixed(0).padStart(11)}`);
  }
  console.log(`largest N at 60 fps (median frame <= 16.7 ms): ${r.maxCrowdAt60fps}`);
}
