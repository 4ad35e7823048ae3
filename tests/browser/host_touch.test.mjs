// On a phone a swipe that starts on a stage scrolls the page, unless the
// scene uses touch gestures itself (the game's tap to jump).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openHost, startHosts, stageReady } from './hosts.mjs';

let env;
before(async () => {
  env = await startHosts();
});
after(async () => {
  await env?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// A thumb's swipe up from the middle of the stage (CDP touch events: the way
// Chromium scrolls for a real touch here).
async function swipeUp(page) {
  const box = await page.locator('stickman-stage canvas').boundingBox();
  const x = Math.round(box.x + box.width / 2);
  let y = Math.round(box.y + box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 0; i < 10; i++) {
    y -= 30;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await new Promise((r) => setTimeout(r, 16)); // a finger's pace, not a wait for a result
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const frames = (page, n) =>
  page.evaluate((n) => new Promise((resolve) => {
    const next = (k) => (k ? requestAnimationFrame(() => next(k - 1)) : resolve());
    next(n);
  }), n);

test('a swipe on a walk scene scrolls the page', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/long.html?scene=walk-01', PHONE);
  await stageReady(page);
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('stage').shadowRoot.querySelector('canvas')).touchAction), 'pan-y');
  await swipeUp(page);
  await page.waitForFunction(() => scrollY > 100);
  console.log(`walk-01: scrolled ${await page.evaluate(() => scrollY)} px`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a swipe on the game does not scroll: the tap is the game\'s', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/long.html?scene=spear-run', PHONE);
  await stageReady(page);
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('stage').shadowRoot.querySelector('canvas')).touchAction), 'none');
  await swipeUp(page);
  // The touch reached the game (it started running), and the page stayed put.
  await page.waitForFunction(() => /Running/.test(document.getElementById('stage').shadowRoot.getElementById('status').textContent));
  await frames(page, 10);
  assert.equal(await page.evaluate(() => scrollY), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a touch-action attribute overrides the stage\'s own', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/long.html?scene=walk-01', PHONE);
  await stageReady(page);
  await page.evaluate(() => document.getElementById('stage').setAttribute('touch-action', 'none'));
  await swipeUp(page);
  await frames(page, 10);
  assert.equal(await page.evaluate(() => scrollY), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
