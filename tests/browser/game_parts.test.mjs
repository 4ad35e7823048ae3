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

const GAME_MODULES = /\/game\/\w+\.js$/;
const fetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));

test('a stage without a game never fetches the game parts; switching it to the game loads them once', async () => {
  const { page, problems, context } = await open(env, '/post.html');
  await page.waitForFunction(() => document.getElementById('first').loaded);
  assert.deepEqual((await fetched(page)).filter((url) => GAME_MODULES.test(url)), []);
  await page.evaluate(() => document.getElementById('first').setAttribute('scene', 'spear-run'));
  const speaker = page.locator('#first').getByRole('button', { name: 'Sound' });
  await speaker.waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => document.getElementById('first').scene), 'spear-run');
  const parts = (await fetched(page)).filter((url) => /\/game\/parts\.js$/.test(url));
  assert.equal(parts.length, 1);
  assert.deepEqual(problems, []);
  await context.close();
});

// Captured on the document (a stage's load event neither bubbles nor reaches the window).
const AT_LOAD = `
  document.addEventListener('load', (event) => {
    const stage = event.target;
    if (stage?.localName !== 'stickman-stage') return;
    const speaker = [...stage.shadowRoot.querySelectorAll('button')].find((b) => b.textContent === 'Sound');
    window.__atLoad = { speaker: Boolean(speaker && !speaker.hidden), live: stage.shadowRoot.getElementById('status').getAttribute('aria-live') };
  }, true);
`;

test('the game draws its first frame without waiting for its parts; they follow at once and the speaker shows', async () => {
  const { page, problems, context } = await open(env, '/#spear-run', { init: AT_LOAD });
  await page.waitForFunction(() => window.__atLoad);
  const at = await page.evaluate(() => window.__atLoad);
  assert.equal(at.speaker, false, 'the stage announced load before its parts arrived');
  const speaker = page.locator('#panel').getByRole('button', { name: 'Sound' });
  await speaker.waitFor({ state: 'attached' });
  assert.match(await page.evaluate(() => document.getElementById('panel').shadowRoot.getElementById('status').getAttribute('aria-live')), /^(polite|assertive)$/);
  assert.deepEqual(problems, []);
  await context.close();
});
