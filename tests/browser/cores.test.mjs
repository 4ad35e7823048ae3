// A page fetches the core of the scene it shows and no other; switching to a
// scene of another family fetches that family's core then.
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

const fetchedCores = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.split('/').pop()).filter((f) => /^posecore/.test(f)));

test('an embed of a walk lesson fetches the walk core only', async () => {
  const { page, problems, context } = await open(env, '/embed.html?scene=walk-03');
  await page.waitForFunction(() => document.querySelector('stickman-stage').loaded);
  assert.deepEqual((await fetchedCores(page)).sort(), ['posecore-walk.mjs', 'posecore-walk.wasm']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('index.html fetches the game core when its tab opens after a walk lesson, and plays it', async () => {
  const { page, problems, context } = await open(env, '/#walk-01');
  await page.waitForFunction(() => document.querySelector('stickman-stage').loaded);
  assert.deepEqual((await fetchedCores(page)).sort(), ['posecore-walk.mjs', 'posecore-walk.wasm']);
  const scene = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const stage = document.querySelector('stickman-stage');
        stage.addEventListener('load', () => resolve(stage.scene), { once: true });
        stage.addEventListener('error', (e) => reject(new Error(e.detail.message)), { once: true });
        location.hash = 'spear-run';
      }),
  );
  assert.equal(scene, 'spear-run');
  assert.deepEqual((await fetchedCores(page)).sort(), ['posecore-game.mjs', 'posecore-game.wasm', 'posecore-walk.mjs', 'posecore-walk.wasm']);
  assert.match(await page.evaluate(() => document.querySelector('stickman-stage').shadowRoot.getElementById('status').textContent), /Spear Run|Running|Press/);
  assert.deepEqual(problems, []);
  await context.close();
});
