import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, stagePixels, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

test('arrow keys step through all five motions, naming each, and every one moves', async () => {
  const { page, problems, context } = await open(env, '/#lab');
  await page.locator('#stage').focus();
  const seen = [];
  let status = await page.locator('#status').textContent();
  for (const name of ['run', 'throw', 'jump', 'spear kata', 'walk']) {
    await page.keyboard.press('ArrowRight');
    const now = await page.locator('#status').textContent();
    assert.notEqual(now, status, `status changes for ${name}`);
    assert.match(now, new RegExp(name));
    status = now;
    await page.waitForTimeout(1000);
    // A kata form may hold still for a beat (its kime): look for up to 2 s.
    const a = await stagePixels(page);
    let moved = false;
    for (let t = 0; t < 8 && !moved; t++) {
      await page.waitForTimeout(250);
      moved = !(await stagePixels(page)).equals(a);
    }
    assert.ok(moved, `${name}: pixels move`);
    seen.push(name);
  }
  await page.keyboard.press('ArrowLeft');
  assert.match(await page.locator('#status').textContent(), /spear kata/);
  assert.equal(seen.length, 5);
  assert.deepEqual(problems, []);
  await context.close();
});
