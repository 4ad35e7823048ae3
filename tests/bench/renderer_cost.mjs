// The renderer's own JavaScript against the bare canvas calls it makes, in
// Chromium, for the lab, walk-09 and a crowd of 1000: each frame's draw()
// and a replay of its recorded calls on one context, interleaved
// (renderer_cost.js says what is timed and what the ratio means).
// Alone, after scripts/build:
//   node tests/bench/renderer_cost.mjs [--against <git rev>] [--rounds N]
// --against times that commit's web/render/ in the same rounds too, so an
// old renderer and the built one are compared on one page, one machine, one
// moment; it also counts the pixels where their pictures differ.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
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

// { case label: { renderer name: { drawMs, replayMs, jsMs, ratio, calls, ... } } }
export async function rendererCostBench({ against, rounds = 25, cases = CASES } = {}) {
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
    modules[against] = './old/render/renderer.js';
  }
  const env = await start({ root });
  try {
    const page = await (await env.browser.newContext({ viewport: { width: 960, height: 720 } })).newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    // Cross-origin isolation gives performance.now() 5 us steps instead of 100 us.
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' } });
    });
    await page.goto(`${env.origin}/cost.html`);
    const results = await page.evaluate(
      async (a) => (await import('./renderer_cost.js')).rendererCost(a),
      { cases, modules, rounds, colors: LIGHT },
    );
    if (problems.length) throw new Error(`page problems: ${problems.join('; ')}`);
    return Object.fromEntries(results.map((r) => [r.count ? `${r.id} ${r.count}` : r.id, r.renderers]));
  } finally {
    await env.close();
  }
}

export function printRendererCost(table, log = console.log) {
  const f = (s, d = 3) => `${s.median.toFixed(d)} (${s.p10.toFixed(d)}-${s.p90.toFixed(d)})`;
  log('median (p10-p90) over the rounds, ms; ratio = draw / replay of the same calls, per round');
  log(`${'case'.padEnd(12)}${'renderer'.padEnd(10)}${'calls'.padStart(7)}  ${'draw'.padEnd(22)}${'replay'.padEnd(22)}${'js = draw - replay'.padEnd(22)}ratio`);
  for (const [label, renderers] of Object.entries(table))
    for (const [name, r] of Object.entries(renderers)) {
      const notes = [r.replayDiffers ? `replay differs in ${r.replayDiffers} px` : '', r.differsFromFirst ? `picture differs in ${r.differsFromFirst} px` : ''].filter(Boolean).join('; ');
      log(`${label.padEnd(12)}${name.slice(0, 9).padEnd(10)}${String(r.calls).padStart(7)}  ${f(r.drawMs).padEnd(22)}${f(r.replayMs).padEnd(22)}${f(r.jsMs).padEnd(22)}${f(r.ratio, 2)}${notes ? `  ${notes}` : ''}`);
    }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const table = await rendererCostBench({ against: opt('--against'), rounds: Number(opt('--rounds') ?? 25) });
  printRendererCost(table);
}
