// Drag to solve in the lab and calisthenics: a foot target or the hip taken
// with a mouse, a finger or the keys re-solves the legs; past reach the clamp
// shows; the drag is a setting, so the link it writes opens on the very same
// picture; what a link asks that is no place is refused with a word.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, open, panelPixels as canvasPixels, panelSettings as changed, recordProblems, start, status } from './harness.mjs';
import { KEYS_HELP } from '../../web/drag/handles.js';
import { openPhone, PORTRAIT } from './phone.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});


// Where handle `name` is on the page (CSS px), from a second scene of the
// stage's core put at the stage's moment with the stage's settings, placed
// by its draw list's view as the renderer fits it to the canvas.
function handleOnPage(page, name) {
  return page.evaluate(async (name) => {
    const el = document.getElementById('panel');
    const core = await (await import('/element/core.js')).loadCore(el.scene);
    const scene = new core.Scene(el.scene);
    try {
      for (const [k, v] of Object.entries(el.changedParams())) scene.setParam(k, v);
      scene.seek(el.currentTime);
      const [, cx, cy, w, h] = scene.drawList();
      const box = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
      const s = w > 0 ? Math.min(box.width / w, box.height / h) : box.height / h;
      const at = (x, y) => ({ x: box.left + box.width / 2 + (x - cx) * s, y: box.top + box.height / 2 + (y - cy) * s });
      return { ...at(scene.param(`${name}X`), scene.param(`${name}Y`)), scale: s };
    } finally {
      scene.delete();
    }
  }, name);
}

// Once the stage's handles can be taken: they load after its first frame
// and say so in the keys line.
const handlesReady = (page) => page.locator('#keys').filter({ hasText: KEYS_HELP }).waitFor({ state: 'attached' });

// Paused on a moment of its own clock (a link carries a paused moment only past 0).
async function paused(page) {
  await page.evaluate(() => {
    const el = document.getElementById('panel');
    el.pause();
    el.seek(0.5);
  });
  await handlesReady(page);
  await page.locator('#stage').focus();
}

// A mouse drag of handle `name` by (dx, dy) stage units, in small moves as a hand makes.
async function mouseDrag(page, name, dx, dy) {
  const h = await handleOnPage(page, name);
  await page.mouse.move(h.x, h.y);
  await page.mouse.down();
  await page.mouse.move(h.x + dx * h.scale, h.y + dy * h.scale, { steps: 8 });
  await page.mouse.up();
}

// Pixels of the canvas in the accent colour (the reach limit when the clamp bites).
function accentPixels(page) {
  return page.evaluate(() => {
    const el = document.getElementById('panel');
    const canvas = el.shadowRoot.querySelector('canvas');
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = getComputedStyle(canvas).getPropertyValue('--accent').trim();
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0);
    const d = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) n += Math.abs(d[i] - r) + Math.abs(d[i + 1] - g) + Math.abs(d[i + 2] - b) < 24;
    return n;
  });
}

test('a mouse drag of the foot target re-solves the leg, and the link it writes opens on the same pixels', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  await paused(page);
  const before = await canvasPixels(page);
  await mouseDrag(page, 'foot', 16, -22);
  await page.waitForFunction(() => /footDx=/.test(location.hash) && /footDy=/.test(location.hash) && /t=0\.5\b/.test(location.hash));
  const moved = await changed(page);
  assert.ok(Math.abs(moved.footDx - 16) < 1.5 && Math.abs(moved.footDy + 22) < 1.5, JSON.stringify(moved));
  const after = await canvasPixels(page);
  assert.notEqual(after, before, 'the leg moved');
  assert.match(await status(page), /Foot target moved/);

  const link = page.url();
  const again = await context.newPage();
  const problemsAgain = recordProblems(again);
  await again.goto(link);
  await again.waitForFunction((t) => {
    const el = document.getElementById('panel');
    return el?.loaded && el.paused && Math.abs(el.currentTime - t) < 1e-6;
  }, await page.evaluate(() => document.getElementById('panel').currentTime));
  assert.equal(await canvasPixels(again), after, 'the link shows the very same picture');
  assert.deepEqual(problems, []);
  assert.deepEqual(problemsAgain, []);
  await context.close();
});

test('a drag past reach shows the clamp: the reach limit in the accent, and the status says so', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  await paused(page);
  const accentBefore = await accentPixels(page);
  await mouseDrag(page, 'foot', 0, 70);
  await page.locator('#status').filter({ hasText: /Out of reach/ }).waitFor();
  const accentAfter = await accentPixels(page);
  assert.ok(accentAfter > accentBefore + 50, `accent pixels ${accentBefore} -> ${accentAfter}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a handle dragged off the canvas stays at its edge, where it is taken again', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  await paused(page);
  const box = await page.evaluate(() => document.getElementById('panel').shadowRoot.querySelector('canvas').getBoundingClientRect().toJSON());
  const h = await handleOnPage(page, 'foot');
  await page.mouse.move(h.x, h.y);
  await page.mouse.down();
  await page.mouse.move(box.right + 300, h.y, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction(() => /footDx=/.test(location.hash));
  const edge = await handleOnPage(page, 'foot');
  assert.ok(edge.x < box.right && edge.x > box.right - 40, `the handle at the edge: ${edge.x} of ${box.right}`);
  const dx = (await changed(page)).footDx;
  await mouseDrag(page, 'foot', -30, 0);
  await page.waitForFunction((was) => document.getElementById('panel').changedParams().footDx < was - 20, dx);
  assert.deepEqual(problems, []);
  await context.close();
});

test('while it plays, a drag of the hip moves the body over the feet', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  await page.waitForFunction(() => !document.getElementById('panel').paused);
  await handlesReady(page);
  await mouseDrag(page, 'hip', 0, 14);
  await page.waitForFunction(() => document.getElementById('panel').changedParams().hipDy > 8);
  assert.equal(await page.evaluate(() => document.getElementById('panel').paused), false, 'still playing');
  assert.match(await status(page), /Hip moved/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('in calisthenics a foot\'s mark dragged pins the foot there, and the hip pulled too high is held by the legs', async () => {
  const { page, problems, context } = await open(env, '/#calisthenics');
  await paused(page);
  const before = await canvasPixels(page);
  await mouseDrag(page, 'leftFoot', -14, 0);
  await page.locator('#status').filter({ hasText: /Left foot moved 14 left\./ }).waitFor();
  assert.notEqual(await canvasPixels(page), before, 'the leg moved');
  await mouseDrag(page, 'hip', 0, -60);
  await page.locator('#status').filter({ hasText: /Out of reach: hips held \d+ units back/ }).waitFor();
  assert.ok((await changed(page)).hipDy < -50);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a finger drags the foot target on a phone, and the page does not scroll', async () => {
  const { page, problems, context } = await openPhone(env, PORTRAIT, '#lab');
  await page.evaluate(() => document.getElementById('panel').pause());
  await handlesReady(page);
  const before = await canvasPixels(page);
  const scrollY = await page.evaluate(() => scrollY);
  const h = await handleOnPage(page, 'foot');
  const cdp = await context.newCDPSession(page);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', h.x, h.y);
  for (let i = 1; i <= 10; i++) await touch('touchMove', h.x - i * 1.5 * h.scale, h.y - i * 2 * h.scale);
  await touch('touchEnd');
  await page.waitForFunction(() => /footDy=/.test(location.hash));
  const moved = await changed(page);
  assert.ok(moved.footDx < -10 && moved.footDy < -15, JSON.stringify(moved));
  assert.notEqual(await canvasPixels(page), before, 'the leg moved');
  assert.equal(await page.evaluate(() => scrollY), scrollY, 'the page stayed where it was');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the keys: H takes the foot target, arrows move it, Escape lets go and the arrows change the motion again', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  await paused(page);
  assert.match(await page.locator('#keys').textContent(), /H take a handle/);
  await page.keyboard.press('KeyH');
  await page.locator('#status').filter({ hasText: /foot handle is taken/ }).waitFor();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  await page.waitForFunction(() => document.getElementById('panel').changedParams().footDy === -10);
  assert.deepEqual(await changed(page), { footDx: 6, footDy: -10 }, 'the arrows moved the handle, not the motion');
  assert.match(await status(page), /^Motion Lab: walk\. Foot target moved 6 forward, 10 up\.$/);
  await page.keyboard.press('Delete');
  await page.waitForFunction(() => Object.keys(document.getElementById('panel').changedParams()).length === 0);
  await page.keyboard.press('Escape');
  await page.locator('#status').filter({ hasText: /^Handle let go\.$/ }).waitFor();
  await page.keyboard.press('ArrowRight');
  await page.locator('#status').filter({ hasText: /^Motion Lab: run/ }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a link that asks a handle for no place is refused with a word, and changes nothing', async () => {
  for (const [value, word] of [['1e9', /farther than it goes/], ['-5000', /farther than it goes/], ['NaN', /not a number/], ['Infinity', /not a number/], ['abc', /not a number/]]) {
    const context = await env.browser.newContext({ viewport: { width: 960, height: 720 } });
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const problems = recordProblems(page, { allow: [/foot-dx/] });
    await page.goto(`${env.origin}/#lab&footDx=${value}&t=0.5`);
    await page.waitForFunction(() => document.getElementById('panel')?.loaded && document.getElementById('panel').currentTime === 0.5);
    // The handles' part of the stage has come (it is what words a place too far).
    await page.locator('#keys').filter({ hasText: /H take a handle/ }).waitFor();
    assert.deepEqual(await changed(page), {}, value);
    assert.ok(warnings.some((w) => /foot-dx/.test(w) && word.test(w)), `${value}: ${warnings.join(' | ')}`);
    assert.deepEqual(problems, [], value);
    await context.close();
  }
});

test('axe finds no violations with a handle moved, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, problems, context } = await open(env, '/#lab&footDx=20&footDy=-30&t=1', { bypassCSP: true, colorScheme });
    await page.waitForFunction(() => document.getElementById('panel').changedParams().footDx === 20);
    assert.deepEqual(await axeViolations(page), [], colorScheme);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
