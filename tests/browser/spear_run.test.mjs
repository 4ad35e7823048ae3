import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, stagePixels, start, status } from './harness.mjs';
import { playFor, readout, waitReadout, watchScene } from './scene_probe.mjs';
import { COURSE_1 } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const KEY = 'stickman-motion:spear-run:best';
const gameOver = (page) =>
  page.waitForFunction(
    () => /Game over/.test(document.querySelector('stickman-stage').shadowRoot.getElementById('status').textContent),
    null,
    // The run's own time brings the crash; a loaded machine plays it slower.
    { timeout: 120000 },
  );

// Dark ink pixels per column band of the stage: where the figure and its spear are.
async function inkColumns(page) {
  return page.locator('#stage').evaluate((canvas) => {
    const ctx = canvas.getContext('2d');
    const { width, height } = canvas;
    const data = ctx.getImageData(0, 0, width, height).data;
    // The runner's stretch of the stage: left 45%, lower half.
    let right = 0;
    for (let y = Math.floor(height * 0.45); y < Math.floor(height * 0.85); y++)
      for (let x = 0; x < Math.floor(width * 0.45); x++) {
        const i = (y * width + x) * 4;
        if (data[i] + data[i + 1] + data[i + 2] < 200) right = Math.max(right, x);
      }
    return right / width;
  });
}

test('Spear Run is the default mode and its start screen names the keys', async () => {
  const { page, problems, context } = await open(env, '/');
  assert.equal(await page.locator('[role=tab][aria-selected=true]').textContent(), 'Spear Run');
  assert.match(await status(page), /press Space or tap to start/);
  assert.match(await page.locator('#stage').getAttribute('aria-label'), /start screen/);
  const names = await page.locator('#controls button').allTextContents();
  assert.deepEqual(names.slice(0, 2), ['Jump', 'Thrust']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Space starts and jumps, F thrusts the spear forward, a collision ends the run and Restart runs again', async () => {
  const { page, problems, context } = await open(env, COURSE_1);
  await watchScene(page);
  const stage = page.locator('#stage');
  await stage.focus();
  await page.keyboard.press('Space');
  assert.match(await status(page), /Running as the stickman/);
  // The first obstacle comes 2.5 s into the run: thrust and jump well before it.
  await playFor(page, 0.3);
  const rest = await inkColumns(page);
  await page.keyboard.press('KeyF');
  await waitReadout(page, 'thrusting', '>=', 0.5);
  // The reach at its furthest, sampled for as long as the thrust lasts.
  let out = 0;
  while ((await readout(page, 'thrusting')) >= 0.5) out = Math.max(out, await inkColumns(page));
  assert.ok(out > rest + 0.02, `the spear reaches forward: ${rest.toFixed(3)} -> ${out.toFixed(3)}`);
  await playFor(page, 0.2);
  const before = await stagePixels(page);
  await page.keyboard.press('Space');
  await waitReadout(page, 'jumping', '>=', 0.5);
  await playFor(page, 0.15);
  assert.notDeepEqual(await stagePixels(page), before, 'the jump moves the figure');
  // No more input: the next obstacle ends the run, and the status line says so.
  await gameOver(page);
  assert.match(await status(page), /Game over: .* Score \d+, best \d+/);
  // A restart is refused for the first half second after the crash (the rule
  // is the scene's time, which this page may play slower than the clock).
  await page.getByRole('button', { name: 'Restart' }).click();
  assert.match(await status(page), /Game over/);
  await playFor(page, 0.6);
  await page.getByRole('button', { name: 'Restart' }).click();
  assert.match(await status(page), /Running/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the best score survives a reload and a corrupt stored best is ignored', async () => {
  const { page, context } = await open(env, COURSE_1);
  await page.locator('#stage').focus();
  await page.keyboard.press('Space');
  await gameOver(page);
  const best = Number((await status(page)).match(/best (\d+)/)[1]);
  assert.ok(best > 0);
  await page.waitForTimeout(1100); // the page keeps changed values within a second
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), String(best));
  assert.doesNotMatch(page.url(), /best=/, 'the best score is not put in the URL');
  await page.reload();
  await page.waitForFunction(() => document.body.matches('.ready'));
  assert.match(await status(page), new RegExp(`Best ${best}\\.`));
  await context.close();

  for (const bad of ['NaN', '1e999', '-5', '{}', 'abc', '']) {
    const { page, problems, context } = await open(env, COURSE_1, {
      init: `localStorage.setItem(${JSON.stringify(KEY)}, ${JSON.stringify(bad)})`,
    });
    assert.match(await status(page), /Best 0\./, `stored "${bad}"`);
    assert.deepEqual(problems, [], `stored "${bad}"`);
    await context.close();
  }
});

test('a hidden tab pauses the game, and it resumes where it was', async () => {
  const { page, context } = await open(env, COURSE_1);
  await page.locator('#stage').focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.match(await status(page), /Paused at \d+ points/);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const a = await stagePixels(page);
  await page.waitForTimeout(300);
  assert.deepEqual(await stagePixels(page), a, 'still paused once visible again');
  // The game paused itself, so the stage's one Play/Pause button says Play and resumes it.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  assert.match(await status(page), /Running/);
  await context.close();
});

test('the rex runs and bites with keys, with no console errors', async () => {
  const { page, problems, context } = await open(env, COURSE_1);
  await page.locator('#stage').focus();
  await page.keyboard.press('KeyC');
  assert.match(await status(page), /the rex/);
  assert.match(page.url(), /character=1/);
  await page.keyboard.press('Space');
  assert.match(await status(page), /Running as the rex/);
  await page.waitForTimeout(400);
  const a = await stagePixels(page);
  await page.keyboard.press('KeyF');
  await page.waitForTimeout(80);
  assert.notDeepEqual(await stagePixels(page), a);
  await page.keyboard.press('ArrowUp');
  await gameOver(page);
  assert.match(await status(page), /the rex hit a/);
  assert.deepEqual(problems, []);
  await context.close();
});
