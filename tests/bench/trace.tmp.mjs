import { cpSync, mkdirSync, rmSync, readFileSync } from 'node:fs';
import { start } from '../browser/harness.mjs';
const here = new URL('./', import.meta.url).pathname;
const dist = process.argv[2] || 'dist';
const n = +(process.argv[3] || 1000);
const root = '/tmp/traceroot';
rmSync(root, { recursive: true, force: true }); mkdirSync(root, { recursive: true });
cpSync(dist + '/', root, { recursive: true });
for (const f of ['frame.html', 'frame.js']) cpSync(here + f, root + '/' + f);
const env = await start({ root, args: ['--disable-frame-rate-limit', '--disable-gpu-vsync'] });
const ctx = await env.browser.newContext({ viewport: { width: 960, height: 720 } });
const page = await ctx.newPage();
await page.goto(`${env.origin}/frame.html`); await page.waitForSelector('body.ready');
await page.evaluate((n) => window.bench.measure({ id: 'crowd', frames: 60, warmup: 10, count: n }), n);
if (process.env.NOTRACE) { const r = await page.evaluate((n) => window.bench.measure({ id: "crowd", frames: 300, warmup: 10, count: n, raster: true }), n); const med = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1]; console.log("interval", med(r.interval).toFixed(2), "draw", med(r.draw).toFixed(2), "raster", med(r.raster).toFixed(2), "core", med(r.core).toFixed(2)); await env.close(); process.exit(0); }
await env.browser.startTracing(page, { path: '/tmp/trace.json', categories: ['disabled-by-default-skia', 'disabled-by-default-skia.gpu', 'cc', 'blink', 'viz', 'gpu', 'toplevel', 'devtools.timeline', 'v8'] });
const r = await page.evaluate((n) => window.bench.measure({ id: 'crowd', frames: 60, warmup: 5, count: n }), n);
await env.browser.stopTracing();
await env.close();
const med = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1];
console.log('frames', r.interval.length, 'interval', med(r.interval).toFixed(2), 'draw', med(r.draw).toFixed(2), 'core', med(r.core).toFixed(2));
const ev = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const names = {}; for (const e of ev) if (e.ph === 'M' && e.name === 'thread_name') names[e.pid + ':' + e.tid] = e.args.name;
// self time per (thread, name) for X events
const by = {};
const stacks = {};
const xs = ev.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
for (const e of xs) {
  const k = e.pid + ':' + e.tid; const st = (stacks[k] ??= []);
  while (st.length && st[st.length - 1].end <= e.ts) st.pop();
  if (st.length) st[st.length - 1].self -= e.dur;
  const rec = { end: e.ts + e.dur, self: e.dur, e }; st.push(rec);
  (by[k] ??= []).push(rec);
}
const frames = r.interval.length;
for (const [k, recs] of Object.entries(by)) {
  const agg = {};
  for (const { e, self } of recs) { const a = (agg[e.name] ??= { self: 0, total: 0, n: 0 }); a.self += self; a.total += e.dur; a.n++; }
  const top = Object.entries(agg).sort((a, b) => b[1].self - a[1].self).slice(0, 12);
  const tot = top.reduce((s, [, a]) => s + a.self, 0);
  if (tot / frames < 300) continue;
  console.log(`\n== ${names[k] || k}`);
  for (const [nm, a] of top) console.log(`  ${(a.self / frames / 1000).toFixed(2).padStart(7)} self ${(a.total / frames / 1000).toFixed(2).padStart(7)} total ms/frame  x${(a.n / frames).toFixed(1)}  ${nm}`);
}
