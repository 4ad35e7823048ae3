import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// The bird reference leg stands in the right fifth of the stage, clear of the rex.
async function birdPixels(page) {
  const box = await page.locator('#stage').boundingBox();
  return page.screenshot({ clip: { x: box.x + box.width * 0.8, y: box.y, width: box.width * 0.2, height: box.height } });
}

test('rex lab: walk/run changes the status, the bird leg moves, no console errors', async () => {
  const { page, problems, context } = await open(env, '/#rex-lab');
  assert.equal(await page.locator('[role=tab][aria-selected=true]').textContent(), 'Rex lab');
  assert.match(await page.locator('#stage').getAttribute('aria-label'), /Tyrannosaurus/);
  const a = await birdPixels(page);
  await page.waitForTimeout(250);
  assert.notDeepEqual(await birdPixels(page), a, 'the bird leg moves');
  await page.locator('#stage').focus();
  await page.keyboard.press('KeyT');
  assert.match(await page.locator('#status').textContent(), /walk, inside support/);
  await page.keyboard.press('KeyR');
  assert.match(await page.locator('#status').textContent(), /run, (dynamic support|flight phase)/);
  await page.getByRole('button', { name: 'Walk / run' }).click();
  assert.match(await page.locator('#status').textContent(), /walk/);
  assert.deepEqual(problems, []);
  await context.close();
});
