// Dragging a walk lesson's value: a drag across the stage sets what ←/→ set
// (the stride angle in walk-03, the step rate in walk-01), a drag up or down
// what ↑/↓ set (the leg ratio in walk-05), in the keys' steps; the status
// says the value, the link opens on the same picture, a finger drags across
// while a vertical swipe still scrolls the page, and the arrows still work.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, holdBack, open, panelPixels as canvasPixels, panelSettings as changed, recordProblems, start, status } from './harness.mjs';
import { openPhone, PORTRAIT } from './phone.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});


// Paused on a moment of its own clock, once the drag has come (it shows in the stage's cursor).
async function ready(page) {
  await page.evaluate(() => {
    const el = document.getElementById('panel');
    el.pause();
    el.seek(0.5);
  });
  await page.waitForFunction(() => document.getElementById('panel').shadowRoot.querySelector('canvas').style.cursor !== '');
}

// A point of the canvas: fractions u, v of its box (CSS px).
async function at(page, u, v) {
  const box = await page.evaluate(() => {
    const r = document.getElementById('panel').shadowRoot.querySelector('canvas').getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height };
  });
  return { x: box.x + u * box.w, y: box.y + v * box.h };
}

async function mouseDrag(page, from, dx, dy) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 10 });
  await page.mouse.up();
}

test('walk-03: dragging the front foot forward widens the stride, and the link opens on the same pixels', async () => {
  const { page, problems, context } = await open(env, '/#walk-03');
  await ready(page);
  const before = await canvasPixels(page);
  // From the upper walker's front foot, forward.
  await mouseDrag(page, await at(page, 0.3, 0.42), 70, 0);
  await page.waitForFunction(() => /strideDeg=/.test(location.hash) && /t=0\.5\b/.test(location.hash));
  const { strideDeg } = await changed(page);
  assert.ok(strideDeg > 28 && strideDeg <= 44 && strideDeg % 2 === 0, `strideDeg ${strideDeg}, in the keys' steps`);
  const [, step] = /^Stride angle \d+ degrees: steps of ([\d.]+) px/.exec(await status(page)) ?? [];
  assert.ok(Number(step) > 84.5, `a longer step: ${await status(page)}`);
  const after = await canvasPixels(page);
  assert.notEqual(after, before, 'the stride drawn wider');

  const again = await context.newPage();
  const problemsAgain = recordProblems(again);
  await again.goto(page.url());
  await again.waitForFunction(() => {
    const el = document.getElementById('panel');
    return el?.loaded && el.paused && Math.abs(el.currentTime - 0.5) < 1e-6;
  });
  assert.equal(await canvasPixels(again), after, 'the link shows the very same picture');

  // Far past the end, the value stops at the setting's range.
  await mouseDrag(page, await at(page, 0.1, 0.42), 2000, 0);
  await page.waitForFunction(() => document.getElementById('panel').changedParams().strideDeg === 44);
  assert.deepEqual(problems, []);
  assert.deepEqual(problemsAgain, []);
  await context.close();
});

test('walk-05: a drag up lengthens the shin (the leg ratio), a drag across changes the step rate', async () => {
  const { page, problems, context } = await open(env, '/#walk-05');
  await ready(page);
  const before = await canvasPixels(page);
  await mouseDrag(page, await at(page, 0.25, 0.6), 0, -40);
  await page.waitForFunction(() => document.getElementById('panel').changedParams().legRatio > 0.48);
  const { legRatio } = await changed(page);
  assert.ok(Math.abs(legRatio * 50 - Math.round(legRatio * 50)) < 1e-6 && legRatio <= 0.56, `legRatio ${legRatio}`);
  assert.match(await status(page), new RegExp(`^Leg ratio ${legRatio.toFixed(2)}`));
  assert.notEqual(await canvasPixels(page), before, 'the legs and the elbow redrawn');
  assert.equal((await changed(page)).stepHz, undefined, 'the step rate stayed');
  assert.deepEqual(problems, []);
  await context.close();
});

test('walk-01: a drag back slows the steps, a click still steps a paused stage, and the arrows still work', async () => {
  const { page, problems, context } = await open(env, '/#walk-01');
  await ready(page);
  await mouseDrag(page, await at(page, 0.25, 0.5), -40, 0);
  await page.waitForFunction(() => document.getElementById('panel').changedParams().stepHz < 1.6);
  const { stepHz } = await changed(page);
  assert.ok([0.8, 1.2].includes(stepHz), `stepHz ${stepHz}, in the keys' steps of 0.4`);
  assert.match(await status(page), new RegExp(`^Step rate ${stepHz.toFixed(1)} steps per second`));
  const t = await page.evaluate(() => document.getElementById('panel').currentTime);
  assert.equal(t, 0.5, 'the drag did not step the stage');
  await page.mouse.click((await at(page, 0.25, 0.5)).x, (await at(page, 0.25, 0.5)).y);
  await page.waitForFunction((t) => document.getElementById('panel').currentTime > t, t);
  await page.locator('#stage').focus();
  await page.keyboard.press('ArrowRight');
  await page.locator('#status').filter({ hasText: new RegExp(`^Step rate ${(stepHz + 0.4).toFixed(1)} steps per second`) }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone a finger drags the stride across, and a vertical swipe on the stage scrolls the page', async () => {
  const { page, problems, context } = await openPhone(env, PORTRAIT, '#walk-03');
  await ready(page);
  const cdp = await context.newCDPSession(page);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const swipe = async (from, dx, dy) => {
    await touch('touchStart', from.x, from.y);
    for (let i = 1; i <= 12; i++) await touch('touchMove', from.x + (dx * i) / 12, from.y + (dy * i) / 12);
    await touch('touchEnd');
  };
  const scrollY = await page.evaluate(() => scrollY);
  await swipe(await at(page, 0.3, 0.2), 60, 0);
  await page.waitForFunction(() => /strideDeg=/.test(location.hash));
  assert.ok((await changed(page)).strideDeg > 28);
  assert.equal(await page.evaluate(() => scrollY), scrollY, 'a drag across is no scroll');
  const stride = (await changed(page)).strideDeg;
  await swipe(await at(page, 0.5, 0.6), 0, -200);
  await page.waitForFunction((y) => scrollY > y + 20, scrollY);
  assert.equal((await changed(page)).strideDeg, stride, 'a swipe up is the page\u2019s, not a drag');
  assert.deepEqual(problems, []);
  await context.close();
});

test('axe finds no violations with a value dragged, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, problems, context } = await open(env, '/#walk-05', { bypassCSP: true, colorScheme });
    await ready(page);
    await mouseDrag(page, await at(page, 0.25, 0.6), 0, -30);
    await page.waitForFunction(() => document.getElementById('panel').changedParams().legRatio > 0.48);
    assert.deepEqual(await axeViolations(page), [], colorScheme);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the drag arriving after a switch to a scene whose core still loads takes the scene shown, with no error', async () => {
  const context = await env.browser.newContext();
  try {
    const page = await context.newPage();
    const problems = recordProblems(page);
    const releaseDrag = await holdBack(page, '**/drag/handles.js');
    const releaseRex = await holdBack(page, '**/posecore-rex.wasm');
    await page.goto(`${env.origin}/#walk-03`);
    await page.waitForFunction(() => document.getElementById('panel').loaded);
    await page.evaluate(() => document.getElementById('panel').setAttribute('scene', 'rex-lab'));
    const arrived = page.waitForResponse('**/drag/handles.js');
    releaseDrag();
    await arrived;
    // walk-03 still shows, and takes a drag.
    await page.waitForFunction(() => document.getElementById('panel').shadowRoot.querySelector('canvas').style.cursor !== '');
    releaseRex();
    // rex-lab has no value to drag.
    await page.waitForFunction(() => document.getElementById('panel').loaded && document.getElementById('panel').shadowRoot.querySelector('canvas').style.cursor === '');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
