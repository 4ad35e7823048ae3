// The time lens in the page: L and the "Time lens" action lay faint figures of
// the last half second over the stage, the status line says so, the stage
// stays at its moment, and switching it off gives back the very same pixels.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { actionButton, axeViolations, changedPixels, open, pressAction, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const status = (page) => page.locator('#status');
const lensOn = (page) => status(page).filter({ hasText: /^Time lens on: five faint figures show the last half second, 0\.1 s apart\.$/ }).waitFor();
const lensOff = (page) => status(page).filter({ hasText: /^Time lens off\.$/ }).waitFor();
const time = (page) => page.evaluate(() => document.getElementById('panel').currentTime);

// Paused on a frame with half a second behind it, keys on the stage.
async function pausedAt(page, t) {
  await page.evaluate((t) => {
    const stage = document.getElementById('panel');
    stage.pause();
    stage.currentTime = t;
  }, t);
  await page.locator('#stage').focus();
}

// Pixels of the stage that differ between two PNG screenshots' raw bytes is
// too coarse; the count of differing bytes in the decoded canvas is exact.
const canvasBytes = (page) =>
  page.evaluate(() => {
    const find = (root) => root.querySelector('canvas') ?? [...root.querySelectorAll('*')].map((e) => e.shadowRoot && find(e.shadowRoot)).find(Boolean);
    const canvas = find(document.getElementById('panel').shadowRoot);
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum = (sum * 31 + data[i] + 7 * data[i + 1] + 13 * data[i + 2]) % 2147483647;
    return sum;
  });

test('L lays the last half second over a paused lab, says so, keeps its moment, and L again gives back the same pixels', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  await pausedAt(page, 2);
  const before = await page.locator('#stage').screenshot();
  const hash = await canvasBytes(page);
  assert.match(await page.locator('#keys').textContent(), /L time lens/);
  await page.keyboard.press('KeyL');
  await lensOn(page);
  const on = await changedPixels(page, before);
  assert.ok(!on.equals(before), 'earlier figures are drawn');
  assert.equal(await time(page), 2, 'the stage stays at its moment');
  await page.keyboard.press('KeyL');
  await lensOff(page);
  assert.ok((await changedPixels(page, on)).equals(before), 'off again, the stage is as it was');
  assert.equal(await canvasBytes(page), hash);
  assert.deepEqual(problems, []);
  await context.close();
});

test('with the lens on, frames stepped forward and back land on the same picture', async () => {
  const { page, problems, context } = await open(env, '/#walk-03');
  await pausedAt(page, 3);
  await page.keyboard.press('KeyL');
  await lensOn(page);
  const at3 = await canvasBytes(page);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Period');
  await page.waitForFunction(() => Math.abs(document.getElementById('panel').currentTime - (3 + 4 / 60)) < 1e-6);
  assert.notEqual(await canvasBytes(page), at3, 'four frames on, the picture moved');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Comma');
  await page.waitForFunction(() => Math.abs(document.getElementById('panel').currentTime - 3) < 1e-6);
  assert.equal(await canvasBytes(page), at3);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Time lens action is pressed while the lens is on; the game has none', async () => {
  const { page, problems, context } = await open(env, '/#walk-09', { bypassCSP: true });
  await pausedAt(page, 1.5);
  const before = await page.locator('#stage').screenshot();
  await pressAction(page, 'Time lens');
  await lensOn(page);
  assert.equal(await actionButton(page, 'Time lens').getAttribute('aria-pressed'), 'true');
  assert.ok(!(await changedPixels(page, before)).equals(before));
  assert.deepEqual(await axeViolations(page), []);
  // Playing with the lens on: the stage moves on and the status line says only that it plays.
  const t0 = await time(page);
  await page.evaluate(() => document.getElementById('panel').play());
  await status(page).filter({ hasNotText: /Time lens/ }).waitFor();
  const said = await status(page).textContent();
  await page.waitForFunction((t0) => document.getElementById('panel').currentTime > t0 + 0.5, t0);
  assert.equal(await status(page).textContent(), said);
  await page.evaluate(() => document.getElementById('panel').pause());
  await pressAction(page, 'Time lens');
  await lensOff(page);
  assert.equal(await actionButton(page, 'Time lens').getAttribute('aria-pressed'), 'false');
  await page.getByRole('tab', { name: 'Spear Run' }).click();
  await page.waitForFunction(() => document.getElementById('panel').scene === 'spear-run');
  await status(page).filter({ hasNotText: /Time lens/ }).waitFor();
  assert.ok(!(await actionButton(page, 'Time lens').isVisible()), 'no lens in the game');
  assert.doesNotMatch(await page.locator('#keys').textContent(), /time lens/);
  assert.deepEqual(problems, []);
  await context.close();
});
