// A playing stage repaints only what changed (web/repaint/changed.js): what
// it shows must be, pixel for pixel, what drawing the frame whole shows, in
// every family of scene, on a phone held upright and at 1000 px; and the
// part it leaves alone, on a blogger's page, must really be left alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { recordProblems } from './harness.mjs';
import { startHosts } from './hosts.mjs';
import { PORTRAIT } from './phone.mjs';

let env;
before(async () => (env = await startHosts()));
after(() => env?.close());

const WIDE = { viewport: { width: 1000, height: 700 } };
const SCENES = ['lab', 'walk-03', 'walk-07', 'walk-09', 'rex-lab', 'spear-run', 'calisthenics', 'crowd'];

// Counts the stage's repaints in part: a clip to a box of whole pixels
// smaller than the canvas (a pane's clip is not in whole pixels, or is the
// canvas's width).
function countParts() {
  window.__parts = 0;
  const { rect, clip } = CanvasRenderingContext2D.prototype;
  let asked = null;
  CanvasRenderingContext2D.prototype.rect = function (...box) {
    asked = box;
    return rect.apply(this, box);
  };
  CanvasRenderingContext2D.prototype.clip = function (...args) {
    const [x, y, w, h] = asked ?? [];
    if ([x, y, w, h].every(Number.isInteger) && w * h < this.canvas.width * this.canvas.height) window.__parts++;
    asked = null;
    return clip.apply(this, args);
  };
}

// The documented iframe (docs/embedding.md) on a post that is not ours.
const FRAMED_POST = (query, width, height) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head>
<body><h1>A post</h1><iframe src="/stickman/embed.html?${query}" title="A stickman" width="${width}" height="${height}" loading="lazy"></iframe></body></html>`;

// The stage on `path` (window.__it in its document; `page` is that document,
// the iframe's for a framed post), once it has played a while repainting
// only what changed: the canvas's own getContext is then the module's.
async function openStage(device, path, { id = 'embedded', post } = {}) {
  const context = await env.browser.newContext(device);
  const top = await context.newPage();
  const problems = recordProblems(top);
  await top.addInitScript(countParts);
  if (post) await top.route(`**${path}`, (r) => r.fulfill({ contentType: 'text/html', body: post }));
  await top.goto(`${env.origin}${path}`);
  // A lazy iframe starts as about:blank.
  if (post) await top.waitForFunction(() => document.querySelector('iframe').contentDocument?.getElementById('embedded'));
  const page = post ? top.frames().find((f) => f !== top.mainFrame()) : top;
  await page.waitForFunction((id) => {
    const stage = (window.__it = document.getElementById(id));
    return stage?.loaded && Object.hasOwn(stage.shadowRoot.getElementById('stage'), 'getContext');
  }, id);
  const t0 = await page.evaluate(() => window.__it.currentTime);
  await page.waitForFunction((t) => window.__it.currentTime > t + 0.5, t0);
  return { page, context, problems };
}

// Paused after frames repainted in part; then the same moment drawn whole:
// new colours repaint a canvas whole, and so do the old ones again. How the
// two differ, and how many frames were repainted in part.
async function repaintedAgainstWhole(page) {
  await page.evaluate(() => window.__it.pause());
  await frames(page, 2);
  const repainted = await pixels(page);
  for (const theme of ['dark', 'light']) {
    await page.evaluate((theme) => window.__it.setAttribute('theme', theme), theme);
    await frames(page, 1);
  }
  return { ...compare(repainted, await pixels(page)), parts: await page.evaluate(() => window.__parts) };
}

// How two PNGs of the canvas differ: the pixels that do, and the most any
// colour channel of one does.
function compare(a, b) {
  const [p, q] = [a, b].map((url) => PNG.sync.read(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')).data);
  let count = 0;
  let most = 0;
  for (let i = 0; i < p.length; i += 4) {
    const d = Math.max(Math.abs(p[i] - q[i]), Math.abs(p[i + 1] - q[i + 1]), Math.abs(p[i + 2] - q[i + 2]));
    if (d) count++;
    most = Math.max(most, d);
  }
  return { count, most, of: p.length / 4 };
}

// The canvas as a PNG, read without asking it for its context.
const pixels = (page) => page.evaluate(() => window.__it.shadowRoot.getElementById('stage').toDataURL());
const frames = (page, n) => page.evaluate((n) => new Promise((done) => {
  const next = () => (n-- > 0 ? requestAnimationFrame(next) : done());
  next();
}), n);

for (const [name, device] of [['an upright phone', PORTRAIT], ['a 1000 px window', WIDE]]) {
  test(`on ${name}, a frame repainted where it changed is the frame drawn whole, in every family`, async () => {
    for (const scene of SCENES) {
      const { page, context, problems } = await openStage(device, `/stickman/embed.html?scene=${scene}&autoplay`);
      try {
        const { parts, ...d } = await repaintedAgainstWhole(page);
        console.log(`${scene} on ${name}: ${parts} frames repainted in part`);
        // The lab's walker walks on the spot: its frames are repainted in part
        // (a scene whose view moves, Spear Run's, is drawn whole).
        if (scene === 'lab') assert.ok(parts > 0, `the lab on ${name} was never repainted in part`);
        assert.ok(d.count === 0, `${scene} on ${name}: ${d.count} of ${d.of} px of the frame repainted in part differ from it drawn whole, by up to ${d.most} of 255`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });
}

test('on a blogger\'s page on a phone, what did not change is not painted: a mark in the lab\'s empty sky stays while the walker walks, and a drawing whole clears it', async () => {
  const { page, context, problems } = await openStage(PORTRAIT, '/hosts/bare/index.html', { id: 'stage' });
  try {
    const mark = () => page.evaluate(() => {
      const ctx = window.__ctx;
      const [r, g, b] = ctx.getImageData(4, 4, 1, 1).data;
      return r === 255 && g === 0 && b === 255;
    });
    // The context is taken once, so the marks after it go unseen by the stage.
    await page.evaluate(() => (window.__ctx = window.__it.shadowRoot.getElementById('stage').getContext('2d')));
    await frames(page, 3);
    const [before, t] = await page.evaluate(() => {
      const canvas = window.__it.shadowRoot.getElementById('stage');
      window.__ctx.save();
      window.__ctx.setTransform(1, 0, 0, 1, 0, 0);
      window.__ctx.fillStyle = '#ff00ff';
      window.__ctx.fillRect(2, 2, 6, 6);
      window.__ctx.restore();
      return [canvas.toDataURL(), window.__it.currentTime];
    });
    await page.waitForFunction((t) => window.__it.currentTime > t + 0.5, t);
    assert.notEqual(await pixels(page), before, 'the walker moved');
    assert.ok(await mark(), 'the mark in the sky is left as it was');
    await page.evaluate(() => window.__it.shadowRoot.getElementById('stage').getContext('2d'));
    await frames(page, 3);
    assert.ok(!(await mark()), 'a drawing whole paints over it');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// In the documented iframe the canvas is the frame's, its size and device
// pixels the frame's: the lab, without and with controls, at the documented
// sizes on a 1000 px window, and on a phone.
for (const [name, device, query, width, height] of [
  ['640x360 iframe', WIDE, 'scene=lab&autoplay', 640, 360],
  ['640x480 iframe with controls', WIDE, 'scene=lab&autoplay&controls', 640, 480],
  ['640x480 iframe with controls on a phone', PORTRAIT, 'scene=lab&autoplay&controls', 640, 480],
]) {
  test(`in the ${name} on a post that is not ours, the lab is repainted in part, and what it shows is the frame drawn whole`, async () => {
    const { page, context, problems } = await openStage(device, '/hosts/iframe-post.html', { post: FRAMED_POST(query, width, height) });
    try {
      const { parts, ...d } = await repaintedAgainstWhole(page);
      console.log(`lab in the ${name}: ${parts} frames repainted in part`);
      assert.ok(parts > 0, 'the lab was never repainted in part');
      assert.ok(d.count === 0, `${d.count} of ${d.of} px of the frame repainted in part differ from it drawn whole, by up to ${d.most} of 255`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

// The words a repaint's box reaches are measured to find their extent; words
// that say the same at the same size as the frame before keep their width, so
// a playing stage whose labels do not change measures none (the crowd on a
// phone measured 2 labels a frame, the rex lab 43, before).
test('a stage whose words do not change is repainted without measuring them again', async () => {
  const context = await env.browser.newContext(PORTRAIT);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__measured = 0;
      const { measureText } = CanvasRenderingContext2D.prototype;
      // The repaint's own canvas is not in the page; the renderer's is.
      CanvasRenderingContext2D.prototype.measureText = function (...args) {
        if (!this.canvas.isConnected) window.__measured++;
        return measureText.apply(this, args);
      };
    });
    await page.addInitScript(countParts);
    await page.goto(`${env.origin}/stickman/embed.html?scene=crowd&autoplay`);
    await page.waitForFunction(() => window.__parts > 3);
    const r = await page.evaluate(async () => {
      const [m0, p0] = [window.__measured, window.__parts];
      await new Promise((done) => {
        let n = 60;
        const next = () => (--n ? requestAnimationFrame(next) : done());
        requestAnimationFrame(next);
      });
      return { measured: window.__measured - m0, parts: window.__parts - p0 };
    });
    assert.ok(r.parts > 0, 'the crowd was repainted in part');
    assert.equal(r.measured, 0, `${r.measured} labels measured over ${r.parts} frames repainted in part`);
  } finally {
    await context.close();
  }
});
