// The renderer's own JavaScript against the bare canvas calls it makes, in
// Chromium, for the lab, walk-09 and a crowd of 1000: each frame's draw()
// and a replay of its recorded calls on one context, interleaved
// (renderer_cost.js says what is timed and what the ratio means).
// Alone, after scripts/build:
//   node tests/bench/renderer_cost.mjs [--against <git rev>] [--rounds N]
// --against times that commit's web/render/ in the same rounds too (in a
// page of its own, taking turns with the built one's), so an old renderer
// and the built one are compared on one machine at one moment; it also says
// whether their pictures are the same, byte for byte.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minifyFolder } from '../../scripts/minify.mjs';
import { start } from '../browser/harness.mjs';
import { LIGHT } from '../../web/render/colors.js';

const here = new URL('.', import.meta.url).pathname;
const repo = new URL('../../', import.meta.url).pathname;
const root = new URL('../../build/renderer-cost-site/', import.meta.url).pathname;

// Frames in, so each scene is past its set-up; the crowd as the bench measures it.
export const CASES = [
  { id: 'lab', frames: 120 },
  { id: 'walk-09', frames: 120 },
  { id: 'crowd', count: 1000, frames: 20 },
];

const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
const quantile = (v, q) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(q * v.length))];
const spread = (v) => ({ median: median(v), p10: quantile(v, 0.1), p90: quantile(v, 0.9) });

// { case label: { renderer name: { drawMs, replayMs, jsMs, ratio, fastRatio, calls, ... } } }.
// Each renderer has a page in a browser of its own (renderer_cost.js says
// why); the pages take turns, round by round, so both see the machine as it
// is at that moment.
export async function rendererCostBench({ against, rounds = 60, cases = CASES } = {}) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(`${repo}dist/`, root, { recursive: true });
  cpSync(`${here}renderer_cost.js`, `${root}renderer_cost.js`);
  writeFileSync(`${root}cost.html`, '<!doctype html><meta charset="utf-8"><title>renderer cost</title><link rel="icon" href="data:,"><body>');
  const modules = { built: './render/renderer.js' };
  if (against) {
    const git = (...a) => execFileSync('git', ['-C', repo, ...a], { encoding: 'utf8' });
    for (const path of git('ls-tree', '-r', '--name-only', against, 'web/render/').split('\n').filter(Boolean)) {
      const to = `${root}old/${path.slice('web/'.length)}`;
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, git('show', `${against}:${path}`));
    }
    // Built as dist/ is, so both renderers run minified alike.
    await minifyFolder(`${root}old`);
    modules[against] = './old/render/renderer.js';
  }
  // A browser each, so the two share no process, heap or compiled code.
  const envs = [];
  try {
    const problems = [];
    const pages = {};
    for (const name of Object.keys(modules)) {
      const env = await start({ root });
      envs.push(env);
      const context = await env.browser.newContext({ viewport: { width: 960, height: 720 } });
      // Cross-origin isolation gives performance.now() 5 us steps instead of 100 us.
      await context.route('**/*', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' } });
      });
      pages[name] = await context.newPage();
      pages[name].on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
      await pages[name].goto(`${env.origin}/cost.html`);
    }
    const table = {};
    for (const c of cases) {
      const rows = {};
      for (const [name, page] of Object.entries(pages)) {
        const a = { ...c, url: modules[name], colors: LIGHT };
        rows[name] = { ...(await page.evaluate(async (a) => (await import('./renderer_cost.js')).prepare(a), a)), draw: [], replay: [] };
      }
      const names = Object.keys(pages);
      for (let r = 0; r < rounds; r++) {
        for (let k = 0; k < names.length; k++) {
          const name = names[(k + r) % names.length];
          const [draw, replay] = await pages[name].evaluate(async (r) => (await import('./renderer_cost.js')).round(r), r);
          rows[name].draw.push(draw);
          rows[name].replay.push(replay);
        }
      }
      const first = rows[names[0]];
      table[c.count ? `${c.id} ${c.count}` : c.id] = Object.fromEntries(
        names.map((name) => {
          const { draw, replay, calls, replayDiffers, digest } = rows[name];
          const out = { calls, replayDiffers, samePicture: digest === first.digest, drawMs: spread(draw), replayMs: spread(replay) };
          out.jsMs = spread(draw.map((d, i) => d - replay[i]));
          out.ratio = spread(draw.map((d, i) => d / replay[i]));
          // With the machine to itself, near enough: contention only ever adds time.
          out.fastRatio = quantile(draw, 0.1) / quantile(replay, 0.1);
          return [name, out];
        }),
      );
    }
    if (problems.length) throw new Error(`page problems: ${problems.join('; ')}`);
    return table;
  } finally {
    for (const env of envs) await env.close();
  }
}

export function printRendererCost(table, log = console.log) {
  const f = (s, d = 3) => `${s.median.toFixed(d)} (${s.p10.toFixed(d)}-${s.p90.toFixed(d)})`;
  log('median (p10-p90) over the rounds, ms; ratio = draw / replay of the same calls, per round; p10s: p10 draw / p10 replay');
  log(`${'case'.padEnd(12)}${'renderer'.padEnd(10)}${'calls'.padStart(7)}  ${'draw'.padEnd(24)}${'replay'.padEnd(24)}${'js = draw - replay'.padEnd(24)}${'ratio'.padEnd(18)}p10s`);
  for (const [label, renderers] of Object.entries(table))
    for (const [name, r] of Object.entries(renderers)) {
      const notes = [r.replayDiffers ? `replay differs in ${r.replayDiffers} px` : '', r.samePicture ? '' : 'not the same picture'].filter(Boolean).join('; ');
      log(`${label.padEnd(12)}${name.slice(0, 9).padEnd(10)}${String(r.calls).padStart(7)}  ${f(r.drawMs).padEnd(24)}${f(r.replayMs).padEnd(24)}${f(r.jsMs).padEnd(24)}${f(r.ratio, 2).padEnd(18)}${r.fastRatio.toFixed(2)}${notes ? `  ${notes}` : ''}`);
    }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const table = await rendererCostBench({ against: opt('--against'), rounds: Number(opt('--rounds') ?? 60) });
  printRendererCost(table);
}
