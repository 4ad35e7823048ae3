import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { open, start } from './harness.mjs';
import { COURSE_1 } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// SPEC §7: the rex must read as a T-rex at 32 px tall. At this CSS width
// (device pixel ratio 1) the game's rex stands about 32 px tall.
const STAGE_WIDTH = 276;
const SHOTS = process.env.REX_SMALL_SHOTS; // a folder for the zoomed crops, when asked

// The rex's silhouette in the runner's stretch of the stage, measured from
// the canvas pixels: dark ink (body, near leg) and the muted far leg.
function measure(canvas) {
  const { width, height } = canvas;
  const d = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const lum = (x, y) => {
    const i = (y * width + x) * 4;
    return d[i] + d[i + 1] + d[i + 2];
  };
  const dark = (x, y) => lum(x, y) < 400;
  // Spear Run's view: a 960 x 540 box centred on (290, -210), the runner
  // at x = 0 on the ground y = 0; nothing else is drawn this dark near it
  // before the first obstacle arrives.
  const s = Math.min(width / 960, height / 540);
  const gx = width / 2 - 290 * s;
  const gy = Math.min(height - 1, Math.ceil(height / 2 + 210 * s) + 1);
  const right = Math.min(width, Math.ceil(gx + 230 * s));
  let x0 = width, x1 = -1, y0 = height, y1 = -1;
  for (let y = 0; y <= gy; y++)
    for (let x = 0; x < right; x++)
      if (dark(x, y)) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  const w = x1 - x0 + 1, h = y1 - y0 + 1;
  const colInk = (x, from, to) => {
    let n = 0;
    for (let y = from; y <= to; y++) n += dark(x, y) ? 1 : 0;
    return n;
  };
  const upper = Math.floor(y0 + 0.55 * h);
  // Front 22% of the length is the head; the 12% behind it, the neck.
  const headFrom = Math.floor(x1 - 0.22 * w), neckFrom = Math.floor(x1 - 0.34 * w);
  let head = 0, headTop = height;
  for (let x = headFrom; x <= x1; x++) {
    head = Math.max(head, colInk(x, y0, upper));
    for (let y = y0; y <= upper; y++) if (dark(x, y)) headTop = Math.min(headTop, y);
  }
  let neck = h;
  for (let x = neckFrom; x < headFrom; x++) neck = Math.min(neck, colInk(x, y0, upper));
  // The tail's last tenth: where its ink sits and how thick it is.
  let tailY = 0, tailN = 0;
  for (let x = x0; x < x0 + Math.max(2, Math.round(0.1 * w)); x++)
    for (let y = y0; y <= y1; y++)
      if (dark(x, y)) {
        tailY += y;
        tailN++;
      }
  tailY = tailN ? tailY / tailN : y1;
  const tailThick = colInk(Math.floor(x0 + 0.25 * w), y0, y1);
  // The eye: a near-paper spot high in the skull (above the jaw line) with
  // dark close around it on all four sides.
  let eye = 0;
  for (let y = y0 + 1; y <= y0 + 0.15 * h; y++)
    for (let x = headFrom; x < x1; x++) {
      if (lum(x, y) < 500) continue;
      const near = (dx, dy) => [1, 2].some((k) => dark(x + dx * k, y + dy * k));
      if (near(1, 0) && near(-1, 0) && near(0, 1) && near(0, -1)) eye++;
    }
  // How much of the length has ink at the top (tail, back, head) and at the
  // bottom (only the feet).
  const spread = (from, to) => {
    let n = 0;
    for (let x = x0; x <= x1; x++) n += colInk(x, from, to) > 0 ? 1 : 0;
    return n / w;
  };
  // The far leg's colour (muted: redder than ink, mid-light) above the first
  // ink of its column: a swinging leg poking out over the back.
  let overBack = 0;
  for (let x = x0; x <= x1; x++)
    for (let y = y0; y <= y1 && lum(x, y) >= 200; y++) {
      const i = (y * width + x) * 4;
      if (lum(x, y) < 520 && d[i] - d[i + 2] >= 20) overBack++;
    }
  const mask = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) mask.push(dark(x, y) ? 1 : 0);
  return {
    box: { x0, x1, y0, y1, w, h },
    head,
    neck,
    headTop,
    tailY,
    tailThick,
    eye,
    overBack,
    topSpread: spread(y0, Math.floor(y0 + 0.4 * h)),
    footSpread: spread(Math.ceil(y1 - 0.2 * h), y1),
    mask: mask.join(''),
  };
}

async function zoomedCrop(page, box, file) {
  const pad = 6;
  const url = await page.locator('#stage').evaluate((c, b) => {
    const o = document.createElement('canvas');
    o.width = b.w * 10;
    o.height = b.h * 10;
    const x = o.getContext('2d');
    x.imageSmoothingEnabled = false;
    x.drawImage(c, b.x, b.y, b.w, b.h, 0, 0, o.width, o.height);
    return o.toDataURL('image/png');
  }, { x: box.x0 - pad, y: box.y0 - pad, w: box.w + 2 * pad, h: box.h + 2 * pad });
  fs.writeFileSync(file, Buffer.from(url.split(',')[1], 'base64'));
}

test('the rex in Spear Run reads as a T-rex at 32 px tall, and runs', async () => {
  const { page, problems, context } = await open(env, COURSE_1);
  await page.evaluate((w) => {
    document.querySelector('stickman-stage').style.width = `${w}px`;
  }, STAGE_WIDTH);
  const stage = page.locator('#stage');
  await stage.focus();
  await page.keyboard.press('KeyC');
  await page.keyboard.press('Space');
  assert.match(await page.locator('#status').textContent(), /Running as the rex/);
  await page.waitForTimeout(600);
  const frames = [];
  for (let k = 0; k < 4; k++) {
    const m = await stage.evaluate(measure);
    if (SHOTS) await zoomedCrop(page, m.box, `${SHOTS}/rex_32px_${k}.png`);
    frames.push(m);
    await page.waitForTimeout(110);
  }
  for (const [k, m] of frames.entries()) {
    const { w, h } = m.box;
    const at = `frame ${k}: ${JSON.stringify({ ...m, mask: undefined })}`;
    assert.ok(h >= 26 && h <= 40, `about 32 px tall, ${at}`);
    assert.ok(w >= 2 * h && w <= 3.5 * h, `longer than tall with the tail, ${at}`);
    assert.ok(m.headTop < m.box.y0 + 0.15 * h, `the head is the top of the front, ${at}`);
    assert.ok(m.tailY > m.headTop + 0.1 * h && m.tailY < m.box.y0 + 0.6 * h, `the tail tip is below the head and held level, above the belly, ${at}`);
    assert.ok(m.tailThick >= 3, `the tail is thick a quarter of the way along, ${at}`);
    assert.ok(m.head >= m.neck + 2, `the head is deeper than the neck behind it, ${at}`);
    assert.ok(m.eye >= 1, `the eye is a light spot inside the head, ${at}`);
    assert.equal(m.overBack, 0, `no leg shows over the back, ${at}`);
    assert.ok(m.topSpread > 0.8, `tail, back and head make one long top line, ${at}`);
    assert.ok(m.footSpread < 0.35, `only the feet reach the ground, ${at}`);
  }
  const changed = (a, b) => [...a].filter((c, i) => c !== b[i]).length + Math.abs(a.length - b.length);
  assert.ok(frames.slice(1).some((m, k) => changed(m.mask, frames[k].mask) > 20), 'the rex moves between frames');
  assert.deepEqual(problems, []);
  await context.close();
});
