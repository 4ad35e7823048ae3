import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, start, status } from './harness.mjs';
import { playFor, watchScene } from './scene_probe.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// The scene's view: centre (0, -80), 262 units tall, fitted to the stage height.
const VIEW_CY = -80;
const VIEW_H = 262;

// A screenshot of the band around the floor where the feet and their marks are.
async function feetPixels(page) {
  const box = await page.locator('#stage').boundingBox();
  const s = box.height / VIEW_H;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const [x0, x1, y0, y1] = [-45, 45, -16, 7];
  return page.screenshot({
    clip: { x: cx + x0 * s, y: cy + (y0 - VIEW_CY) * s, width: (x1 - x0) * s, height: (y1 - y0) * s },
  });
}


test('the Calisthenics tab opens with no console errors and names the exercise', async () => {
  const { page, problems, context } = await open(env, '/#calisthenics');
  assert.equal(await page.locator('[role=tab][aria-selected=true]').textContent(), 'Calisthenics');
  assert.match(await status(page), /Arm swings.*count 1 of 8.*IK legs/);
  assert.match(await page.locator('#stage').getAttribute('aria-label'), /front-view stickman/);
  await page.waitForTimeout(400);
  assert.deepEqual(problems, []);
  await context.close();
});

test('arrow keys step through the exercises', async () => {
  const { page, problems, context } = await open(env, '/#calisthenics');
  await page.locator('#stage').focus();
  await page.keyboard.press('ArrowRight');
  assert.match(await status(page), /Arm circles, exercise 2 of 8/);
  await page.keyboard.press('ArrowRight');
  assert.match(await status(page), /Side bends, exercise 3 of 8/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.match(await status(page), /Small jump, exercise 8 of 8/, 'wraps around');
  assert.deepEqual(problems, []);
  await context.close();
});

test('I switches the legs: the status says so and the feet move off their marks', async () => {
  const { page, problems, context } = await open(env, '/#calisthenics');
  await watchScene(page);
  await page.locator('#stage').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  assert.match(await status(page), /Torso sway/);
  // Into the first sway, where the hips are far over one foot, then hold still.
  await playFor(page, 0.7);
  await page.keyboard.press('Space');
  assert.match(await status(page), /paused; IK legs/);
  const ik = await feetPixels(page);
  await page.keyboard.press('KeyI');
  assert.match(await status(page), /FK legs/);
  const fk = await feetPixels(page);
  assert.notDeepEqual(fk, ik, 'the feet moved');
  await page.keyboard.press('KeyI');
  assert.match(await status(page), /IK legs/);
  assert.deepEqual(await feetPixels(page), ik, 'IK puts them back on their marks');
  assert.deepEqual(problems, []);
  await context.close();
});

test('every action has an on-screen control', async () => {
  const { page, problems, context } = await open(env, '/#calisthenics');
  await page.getByRole('button', { name: 'IK or FK legs' }).click();
  assert.match(await status(page), /FK legs/);
  await page.getByRole('button', { name: 'Next exercise' }).click();
  assert.match(await status(page), /Arm circles/);
  await page.getByRole('button', { name: 'Previous exercise' }).click();
  assert.match(await status(page), /Arm swings/);
  // The stage's one Pause button is also the scene's own pause.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  assert.match(await status(page), /paused/);
  await page.getByRole('button', { name: 'Restart' }).click();
  assert.doesNotMatch(await status(page), /paused/);
  assert.match(await status(page), /count 1 of 8/);
  assert.deepEqual(problems, []);
  await context.close();
});
