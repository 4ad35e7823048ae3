// Our stage beside the players a blogger would paste instead, each on a bare
// host page the same size: lottie-web's light (SVG) player, lottie-player and
// dotlottie-wc (from npm, pinned in package-lock.json, bundled here; nothing
// of them ships), each playing a Lottie of the lab's walking stickman drawn
// from our own core's joints (anchors/stickman_lottie.mjs), and ours showing
// the lab, in its own box and in theirs. A phone's viewport with the CPU slowed 4x while each loads, rounds
// interleaved in a shuffled order; medians with their spread, and ours as a
// ratio of each. The CPU a frame costs is also given over the page alone
// (the same host page with no player), measured in the same rounds.
//
//   node tests/bench/anchors.mjs [rounds] [--beside DIR]   (dist/ must be built)
//
// --beside sets another build's stage (DIR: its dist/embed/, say from a clone
// at another commit) in the same rounds as "ours beside": two builds compared
// on one machine at one moment, which separate runs, whose loads spread by a
// hundred milliseconds or more, cannot do.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { start } from '../browser/harness.mjs';
import { stickmanLottie } from './anchors/stickman_lottie.mjs';

const root = new URL('../../build/anchors-site/', import.meta.url).pathname;
const modules = new URL('../../node_modules/', import.meta.url).pathname;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const WINDOW_MS = 3000; // the playing frames timed after the first one
const SETTLE_MS = 1500; // after the first frame, before the playing window

const page = (head, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title><link rel="icon" href="data:,">${head}</head>` +
  `<body style="margin:0;font:16px system-ui"><main style="max-width:42rem;margin:auto;padding:1rem"><h1>A post</h1><p>A paragraph before the animation.</p>${body}<p>A paragraph after it.</p></main></body></html>`;
const BOX = 'display:block;width:100%;aspect-ratio:16/9';
const THEIR_BOX = 'ours in their box';

// ours(dir, style): our stage with the element in folder `dir` of the site,
// its box its own (on an upright phone the lab's is 3:5) or set by `style`.
const ours = (dir, style) => ({
  html: page(`<link rel="stylesheet" href="${dir}/stickman-stage.css"><script type="module" src="${dir}/stickman-stage.js"></script>`, `<stickman-stage id="it" scene="lab" autoplay alt="A walking stickman"${style ? ` style="${style}"` : ''}></stickman-stage>`),
  ready: ['#it', 'load'],
  canvas: true,
});

// Each player: its page, and the event (on `target`, a selector or 'window')
// that says it has drawn. Ours draws its scene's still before that event (its
// core's first frame): its first drawn frame is the one after its canvas's
// first shape, and the event's is told apart as its first live frame.
export const PLAYERS = {
  ours: ours('stickman'),
  // The same stage in the players' box: a canvas costs a frame in proportion
  // to its pixels, and the lab's 3:5 has three times theirs.
  [THEIR_BOX]: ours('stickman', BOX),
  'lottie-web light': {
    html: page('<script src="vendor/lottie_light.min.js"></script><script src="vendor/start-lottie.js" defer></script>', `<div id="it" style="${BOX}"></div>`),
    ready: ['window', 'anchor-drawn'],
  },
  'lottie-player': {
    html: page('<script type="module" src="vendor/lottie-player.js"></script>', `<lottie-player id="it" src="stickman.json" autoplay loop style="${BOX}"></lottie-player>`),
    ready: ['#it', 'ready'],
  },
  'dotlottie-wc': {
    html: page('<script type="module" src="vendor/dotlottie-wc.js"></script>', `<div id="slot" style="${BOX}"></div>`),
    ready: ['window', 'anchor-drawn'],
  },
};

// The same host page with no animation: what a page costs a frame before
// any player draws, taken from each player's CPU in its round.
const ALONE = 'page alone';
const alone = { html: page('', ''), ready: ['window', 'load'] };

async function site(players, beside) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(`${root}vendor`, { recursive: true });
  cpSync(new URL('../../dist/embed/', import.meta.url).pathname, `${root}stickman`, { recursive: true });
  if (beside) cpSync(beside, `${root}beside`, { recursive: true });
  writeFileSync(`${root}stickman.json`, JSON.stringify(await stickmanLottie()));
  cpSync(`${modules}lottie-web/build/player/lottie_light.min.js`, `${root}vendor/lottie_light.min.js`);
  writeFileSync(
    `${root}vendor/start-lottie.js`,
    "const a = lottie.loadAnimation({ container: document.getElementById('it'), renderer: 'svg', loop: true, autoplay: true, path: 'stickman.json' });\n" +
      "a.addEventListener('DOMLoaded', () => requestAnimationFrame(() => dispatchEvent(new Event('anchor-drawn'))));\n",
  );
  await build({ entryPoints: [`${modules}@lottiefiles/lottie-player/dist/lottie-player.esm.js`], bundle: true, minify: true, format: 'esm', outfile: `${root}vendor/lottie-player.js`, logLevel: 'error' });
  // dotlottie-wc fetches its wasm from a CDN unless told where it is.
  const wasm = readdirSync(`${modules}@lottiefiles/dotlottie-web/dist`).find((f) => f.endsWith('.wasm'));
  cpSync(`${modules}@lottiefiles/dotlottie-web/dist/${wasm}`, `${root}vendor/${wasm}`);
  // The element starts loading as it is made: it is made once the player
  // knows where its wasm is (the package carries its own copy of the loader).
  mkdirSync(`${root}src`, { recursive: true });
  writeFileSync(
    `${root}src/dotlottie.js`,
    `import { setWasmUrl } from '@lottiefiles/dotlottie-wc';\nsetWasmUrl(new URL('${wasm}', import.meta.url).href);\n` +
      "const it = document.createElement('dotlottie-wc');\nfor (const [k, v] of Object.entries({ id: 'it', src: 'stickman.json', autoplay: '', loop: '', style: document.getElementById('slot').getAttribute('style') })) it.setAttribute(k, v);\ndocument.getElementById('slot').replaceWith(it);\n" +
      // Its player says it has drawn with an event of its own, not the element's.
      "const heard = () => (it.dotLottie ? it.dotLottie.addEventListener('load', () => requestAnimationFrame(() => dispatchEvent(new Event('anchor-drawn')))) : requestAnimationFrame(heard));\nheard();\n",
  );
  await build({
    entryPoints: [`${root}src/dotlottie.js`],
    nodePaths: [modules],
    bundle: true,
    minify: true,
    format: 'esm',
    outfile: `${root}vendor/dotlottie-wc.js`,
    logLevel: 'error',
  });
  for (const [name, p] of Object.entries(players)) writeFileSync(`${root}${name.replace(/\W+/g, '-')}.html`, p.html);
}

// CPU seconds of every process under `pid` (this process: the browser it
// launched and the browser's own), from /proc; not `pid` itself.
function cpuSeconds(pid = process.pid) {
  const tick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => {
      try {
        const f = readFileSync(`/proc/${d}/stat`, 'utf8');
        const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
        return { pid: Number(d), ppid: Number(rest[1]), cpu: Number(rest[11]) + Number(rest[12]) };
      } catch {
        return null;
      }
    })
    .filter(Boolean);
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) if (!tree.has(s.pid) && tree.has(s.ppid)) tree.add(s.pid), (grew = true);
  }
  return stats.filter((s) => tree.has(s.pid) && s.pid !== pid).reduce((sum, s) => sum + s.cpu, 0) / tick;
}

// One load of one player: bytes, blocking, first drawn frame, and a playing window.
async function measure(env, players, name) {
  const context = await env.browser.newContext(PHONE);
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const [target, event] = players[name].ready;
  await p.addInitScript(
    ({ target, event, canvas }) => {
      window.__long = [];
      new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
      const on = () => {
        const el = target === 'window' ? window : document.querySelector(target);
        if (!el) return requestAnimationFrame(on);
        el.addEventListener(event, () => requestAnimationFrame(() => (window.__live = performance.now())), { once: true });
      };
      document.addEventListener('DOMContentLoaded', on);
      // The frame after the canvas's first shape (a fill or a stroke: the
      // paper alone is a fillRect).
      if (canvas) {
        for (const name of ['fill', 'stroke']) {
          const call = CanvasRenderingContext2D.prototype[name];
          CanvasRenderingContext2D.prototype[name] = function (...args) {
            if (!window.__shaped) window.__shaped = requestAnimationFrame(() => (window.__drawn = performance.now()));
            return call.apply(this, args);
          };
        }
      }
    },
    { target, event, canvas: Boolean(players[name].canvas) },
  );
  await p.goto(`${env.origin}/${name.replace(/\W+/g, '-')}.html`);
  await p.waitForFunction(() => window.__live, null, { timeout: 60000 });
  await p.waitForTimeout(SETTLE_MS);
  const load = await p.evaluate(() => ({
    drawnMs: Math.min(window.__drawn ?? Infinity, window.__live),
    liveMs: window.__live,
    bytes: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce((s, e) => s + e.transferSize, 0),
    blockingMs: window.__long.reduce((s, d) => s + Math.max(0, d - 50), 0),
    longestMs: Math.max(0, ...window.__long),
  }));
  // The playing window: frames counted in the page, main-thread time from
  // Chromium, CPU time of every process of the browser. Unthrottled: the
  // throttler's own work costs some 12 ms of CPU a frame on the page's main
  // thread, the page alone's too, which hid what the players cost.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  await p.evaluate(() => {
    window.__frames = 0;
    const count = () => (window.__frames++, requestAnimationFrame(count));
    requestAnimationFrame(count);
  });
  const [t0, c0] = [await task(), cpuSeconds()];
  await p.waitForTimeout(WINDOW_MS);
  const [t1, c1, frames] = [await task(), cpuSeconds(), await p.evaluate(() => window.__frames)];
  await context.close();
  return { ...load, mainMsPerFrame: ((t1 - t0) * 1000) / frames, cpuMsPerFrame: ((c1 - c0) * 1000) / frames, frames };
}

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const spread = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return [s[0], s[s.length - 1]];
};

export async function anchorsBench({ rounds = 5, beside, log = console.log } = {}) {
  const players = { ...PLAYERS, ...(beside && { 'ours beside': ours('beside') }), [ALONE]: alone };
  await site(players, beside);
  const env = await start({ root });
  const rows = Object.fromEntries(Object.keys(players).map((n) => [n, []]));
  try {
    for (let r = 0; r < rounds; r++) {
      const order = Object.keys(players).sort(() => Math.random() - 0.5);
      for (const name of order) rows[name].push(await measure(env, players, name));
      log(`anchors: round ${r + 1} of ${rounds}`);
    }
  } finally {
    await env.close();
  }
  const keys = ['bytes', 'blockingMs', 'longestMs', 'drawnMs', 'liveMs', 'mainMsPerFrame', 'cpuMsPerFrame', 'playerCpuMsPerFrame'];
  const out = {};
  const floor = rows[ALONE];
  delete rows[ALONE];
  for (const [name, runs] of Object.entries(rows)) {
    runs.forEach((run, r) => (run.playerCpuMsPerFrame = run.cpuMsPerFrame - floor[r].cpuMsPerFrame));
    out[name] = Object.fromEntries(keys.map((k) => [k, { median: median(runs.map((x) => x[k])), range: spread(runs.map((x) => x[k])) }]));
  }
  return out;
}

// Ours against every other row, then ours in their box against the players.
export function printAnchors(out, log = console.log) {
  const others = Object.keys(out).filter((n) => n !== 'ours' && n !== THEIR_BOX);
  printTable(out, 'ours', others, log);
  if (out[THEIR_BOX]) printTable(out, THEIR_BOX, others.filter((n) => n in PLAYERS), log);
}

function printTable(out, subject, anchors, log) {
  const keys = { bytes: 'bytes fetched', blockingMs: 'blocking ms on load', longestMs: 'longest task ms', drawnMs: 'first drawn frame ms', liveMs: 'first live frame ms', mainMsPerFrame: 'main thread ms/frame', cpuMsPerFrame: 'CPU ms/frame, all processes', playerCpuMsPerFrame: 'CPU ms/frame over the page alone' };
  const f = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(2));
  log(`${'measure'.padEnd(34)}${`${subject} (min-max)`.padEnd(26)}${anchors.map((a) => `÷ ${a}`.padEnd(22)).join('')}`);
  for (const [k, label] of Object.entries(keys)) {
    const o = out[subject][k];
    const cells = anchors.map((a) => `${(o.median / out[a][k].median).toFixed(2)} (${f(out[a][k].median)})`.padEnd(22));
    log(`${label.padEnd(34)}${`${f(o.median)} (${f(o.range[0])}-${f(o.range[1])})`.padEnd(26)}${cells.join('')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const beside = args.includes('--beside') ? args[args.indexOf('--beside') + 1] : undefined;
  const out = await anchorsBench({ rounds: Number(args.find((a) => /^\d+$/.test(a))) || 5, beside, log: (s) => console.error(s) });
  printAnchors(out);
  writeFileSync(new URL('../../build/anchors.json', import.meta.url), JSON.stringify(out, null, 1));
}
