import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { changedPixels, open, stagePixels, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// Counts requestAnimationFrame callbacks, so a test can tell a stopped loop
// from one that runs but draws nothing.
const countFrames = () => {
  window.__frames = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      window.__frames++;
      cb(t);
    });
};

test('loads with no console errors and no failed or foreign requests', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  assert.equal(await page.locator('body.ready').count(), 1);
  await page.waitForTimeout(300);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the stage is an accessible, focusable application with a descriptive label', async () => {
  const { page, context } = await open(env, '/#lab');
  const stage = page.locator('#stage');
  assert.equal(await stage.getAttribute('role'), 'application');
  assert.equal(await stage.getAttribute('tabindex'), '0');
  assert.match(await stage.getAttribute('aria-label'), /stickman/i);
  const status = page.locator('#status');
  assert.equal(await status.getAttribute('aria-live'), 'polite');
  assert.equal(await page.locator('[role=tab][aria-selected=true]').textContent(), 'Motion Lab');
  await context.close();
});

test('canvas pixels change between frames', async () => {
  const { page, context } = await open(env, '/#lab');
  const a = await stagePixels(page);
  assert.notDeepEqual(await changedPixels(page, a), a);
  await context.close();
});

test('a key on the focused stage changes the status text', async () => {
  const { page, context } = await open(env, '/#lab');
  await page.locator('#stage').focus();
  const before = await page.locator('#status').textContent();
  await page.keyboard.press('ArrowRight');
  const after = await page.locator('#status').textContent();
  assert.notEqual(after, before);
  assert.match(after, /run/);
  await context.close();
});

test('an on-screen control does what its key does', async () => {
  const { page, context } = await open(env, '/#lab');
  await page.getByRole('button', { name: 'Next motion' }).click();
  assert.match(await page.locator('#status').textContent(), /run/);
  await context.close();
});

test('the status line stays quiet while the animation plays', async () => {
  const { page, context } = await open(env, '/#lab');
  await page.locator('#status').evaluate((status) => {
    window.__changes = 0;
    new MutationObserver(() => window.__changes++).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => window.__changes), 0);
  await page.locator('#stage').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => window.__changes), 1);
  await context.close();
});

test('reduced motion starts on a still frame that a key can still step', async () => {
  const { page, problems, context } = await open(env, '/#lab', { reducedMotion: 'reduce' });
  const a = await stagePixels(page);
  await page.waitForTimeout(400);
  const b = await stagePixels(page);
  assert.deepEqual(a, b, 'nothing moves by itself');
  assert.equal(await page.locator('#play').textContent(), 'Play');
  await page.locator('#stage').focus();
  await page.keyboard.press('ArrowRight');
  const c = await stagePixels(page);
  assert.notDeepEqual(b, c, 'a key still redraws');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a hidden tab stops the loop; showing it again resumes without a jump', async () => {
  const { page, context } = await open(env, '/#lab', { init: countFrames });
  await page.waitForTimeout(200);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const hiddenAt = await page.evaluate(() => window.__frames);
  const a = await stagePixels(page);
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.__frames), hiddenAt, 'no frames while hidden');
  assert.deepEqual(await stagePixels(page), a);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction((n) => window.__frames > n + 3, hiddenAt);
  await context.close();
});

test('the stage scrolled off screen stops the loop', async () => {
  const { page, context } = await open(env, '/#lab', { init: countFrames });
  await page.evaluate(() => {
    document.body.style.paddingBottom = '3000px';
  });
  await page.evaluate(() => window.scrollTo(0, 2500));
  await page.waitForTimeout(200);
  const at = await page.evaluate(() => window.__frames);
  await page.waitForTimeout(400);
  assert.equal(await page.evaluate(() => window.__frames), at);
  await context.close();
});

test('the Pause button stops the animation and Play resumes it', async () => {
  const { page, context } = await open(env, '/#lab');
  await page.locator('#play').click();
  assert.equal(await page.locator('#play').getAttribute('aria-pressed'), 'true');
  const a = await stagePixels(page);
  await page.waitForTimeout(300);
  assert.deepEqual(await stagePixels(page), a);
  await page.locator('#play').click();
  assert.notDeepEqual(await changedPixels(page, a), a);
  await context.close();
});

test('the backing store follows CSS size and devicePixelRatio, capped at 2', async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  await page.goto(env.origin + '/#lab');
  await page.waitForSelector('body.ready');
  const size = await page.locator('#stage').evaluate((c) => ({
    w: c.width,
    h: c.height,
    cw: c.clientWidth,
    ch: c.clientHeight,
  }));
  assert.equal(size.w, Math.round(size.cw * 2));
  assert.equal(size.h, Math.round(size.ch * 2));
  await context.close();
});

test('the mode tabs follow the URL hash', async () => {
  const { page, context } = await open(env, '/#not-a-mode');
  assert.equal(await page.locator('[role=tab][aria-selected=true]').count(), 1, 'falls back to the default mode');
  await context.close();
});

test('the page logs no warnings either: every attribute is understood, every preload used', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const warnings = [];
  page.on('console', (m) => ['warning', 'error'].includes(m.type()) && warnings.push(m.text()));
  await page.goto(env.origin + '/');
  // Chromium reports an unused preload three seconds after load.
  await page.waitForTimeout(3500);
  assert.deepEqual(warnings, []);
  await context.close();
});
