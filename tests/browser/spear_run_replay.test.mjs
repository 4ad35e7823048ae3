// A crash is shown again in slow motion over the game over, captioned in the
// accent colour at the stage's top left, until it ends or a key ends it;
// never under reduced motion. The game over says how the press missed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, start } from './harness.mjs';
import { COURSE_1, captionPixels, status, waitCaption, waitStatus } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

async function crash(page) {
  await page.locator('#stage').focus();
  await page.keyboard.press('Space');
  await waitStatus(page, /Running/);
  await waitStatus(page, /Game over/);
}

test('a crash is replayed slowed under its caption and ends by itself; the game over says there was no jump', async () => {
  const { page, problems, context } = await open(env, COURSE_1);
  await crash(page);
  assert.match(await status(page), /^Game over: the stickman hit a \w[\w ]*; no jump\. Score/);
  await waitCaption(page, true);
  await waitCaption(page, false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('any key ends the replay at once', async () => {
  const { page, problems, context } = await open(env, COURSE_1);
  await crash(page);
  await waitCaption(page, true);
  await page.keyboard.press('KeyM');
  await waitStatus(page, /^Sound (off|on)\.$/);
  assert.equal(await captionPixels(page), 0, 'the key that muted the sound also ended the replay');
  assert.deepEqual(problems, []);
  await context.close();
});

test('under reduced motion a crash is not replayed', async () => {
  const { page, problems, context } = await open(env, COURSE_1, { reducedMotion: 'reduce' });
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await crash(page);
  // The game's parts have seen the crash once the status says it; give the page a frame to ask for more.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.ok(!fetched.some((p) => p.endsWith('/replay.js')), fetched.join(' '));
  assert.equal(await captionPixels(page), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
