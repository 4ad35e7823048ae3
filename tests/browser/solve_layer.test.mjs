// The solve layer in the page: S and the "Show the solve" action switch it,
// the status line says what it shows, the legs' part of the picture changes,
// and switching it off gives back the very same pixels.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, changedPixels, open, pressAction, start, status } from './harness.mjs';
import { openPhone, PORTRAIT } from './phone.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const shown = (page) => page.locator('#status').filter({ hasText: /^Solve shown/ }).waitFor();
const hidden = (page) => page.locator('#status').filter({ hasText: /^Solve hidden\.$/ }).waitFor();

// The band of the stage where a scene's legs are: `view` is the scene's view
// (centre y and height, fitted to the stage's height) and y0..y1 the legs'
// band in its units, x within ±half of the centre.
function legsPixels(view, [y0, y1], half) {
  return async (page) => {
    const box = await page.locator('#stage').boundingBox();
    const s = box.height / view.h;
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    return page.screenshot({ clip: { x: cx - half * s, y: cy + (y0 - view.cy) * s, width: 2 * half * s, height: (y1 - y0) * s } });
  };
}
// Lab: view centre (0, -160), 440 units tall; hips 66 above the ground at 0.
const LAB_LEGS = legsPixels({ cy: -160, h: 440 }, [-80, 20], 90);

async function paused(page) {
  await page.evaluate(() => document.getElementById('panel').pause());
  await page.locator('#stage').focus();
}

test('S shows the solve over the lab\'s legs, says so, and S again gives back the same pixels', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  await paused(page);
  const before = await LAB_LEGS(page);
  await page.keyboard.press('KeyS');
  await shown(page);
  assert.match(await status(page), /hip-foot lines.*bone circles.*chosen and rejected knees.*reach limits.*phase rings/);
  const on = await changedPixels(page, before, { shoot: LAB_LEGS });
  assert.ok(!on.equals(before), 'the construction is drawn over the legs');
  await page.keyboard.press('KeyS');
  await hidden(page);
  assert.ok((await changedPixels(page, on, { shoot: LAB_LEGS })).equals(before), 'off again, the legs are as they were');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the "Show the solve" action switches it in a walk lesson, and the next key speaks of the scene again', async () => {
  const { page, problems, context } = await open(env, '/#walk-02');
  await paused(page);
  const before = await page.locator('#stage').screenshot();
  await pressAction(page, 'Show the solve');
  await shown(page);
  const on = await changedPixels(page, before);
  assert.ok(!on.equals(before));
  await pressAction(page, 'Show the solve');
  await hidden(page);
  assert.ok((await changedPixels(page, on)).equals(before));
  await page.locator('#stage').focus();
  await page.keyboard.press('KeyN');
  await page.locator('#status').filter({ hasNotText: /Solve/ }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the layer stays on through a seek: it is a view setting, not an event of the past', async () => {
  const { page, problems, context } = await open(env, '/#calisthenics');
  await paused(page);
  await page.keyboard.press('KeyS');
  await shown(page);
  const on = await page.locator('#stage').screenshot();
  await page.evaluate(() => document.getElementById('panel').seek(0));
  await page.evaluate(() => document.getElementById('panel').seek(2));
  await page.evaluate(() => document.getElementById('panel').seek(0));
  const back = await page.locator('#stage').screenshot();
  await page.keyboard.press('KeyS');
  await hidden(page);
  const off = await changedPixels(page, back);
  assert.ok(!off.equals(back), 'the layer was still on after the seeks');
  assert.ok(on.length > 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('axe finds no violations with the layer on, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, problems, context } = await open(env, '/#rex-lab', { bypassCSP: true, colorScheme });
    await paused(page);
    await page.keyboard.press('KeyS');
    await shown(page);
    assert.deepEqual(await axeViolations(page), [], colorScheme);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('on an upright phone the action is a tap away and switches the layer', async () => {
  const { page, problems, context } = await openPhone(env, PORTRAIT, '#lab');
  await page.evaluate(() => document.getElementById('panel').pause());
  const before = await page.locator('#stage').screenshot();
  await pressAction(page, 'Show the solve');
  await shown(page);
  assert.ok(!(await changedPixels(page, before)).equals(before));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scroll (${width} px)`);
  assert.deepEqual(problems, []);
  await context.close();
});
