import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { actionButton, open, pressAction, start } from './harness.mjs';
import { playFor, readout, waitReadout, watchScene } from './scene_probe.mjs';
import { COURSE_1, status, waitStatus } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// A page long enough to scroll, so a key that scrolls it would show.
const TALL = `document.addEventListener('DOMContentLoaded', () => { document.body.style.minHeight = '400vh'; })`;
const label = (page) => page.locator('#stage').getAttribute('aria-label');
const score = async (page) => Number((await label(page)).match(/score (\d+)/)?.[1] ?? -1);
const focusedInStage = (page) =>
  page.evaluate(() => document.querySelector('stickman-stage').shadowRoot.activeElement?.id ?? null);

test('on a fresh page Space starts the game without a click, and no game key scrolls the page', async () => {
  const { page, problems, context } = await open(env, '/', { init: TALL });
  assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2), 'the page can scroll');
  assert.equal(await page.evaluate(() => document.activeElement), await page.evaluate(() => document.body));
  await page.keyboard.press('Space');
  await waitStatus(page, /Running as the stickman/);
  for (const key of ['Space', 'ArrowUp', 'ArrowDown', 'ArrowRight', 'ArrowLeft', 'Space']) {
    await page.keyboard.press(key);
    assert.equal(await page.evaluate(() => scrollY), 0, `${key} does not scroll`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a host page keeps its own keys: Space in a text field types a space', async () => {
  const { page, context } = await open(env, '/');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'host-field';
    document.body.prepend(input);
    input.focus();
  });
  await page.keyboard.press('Space');
  await page.keyboard.type('a b');
  assert.equal(await page.locator('#host-field').inputValue(), ' a b');
  assert.match(await status(page), /press Space or tap to start/);
  await context.close();
});

test('after a click on any on-screen button, Space is the game\'s, not the button\'s', async () => {
  const { page, context } = await open(env, COURSE_1);
  await watchScene(page);
  const names = await page.locator('#controls button').allTextContents();
  assert.ok(names.includes('Character') && names.includes('Restart') && names.includes('Jump'), names.join());
  // Character on the start screen: the rex is chosen; Space then starts the
  // run (a second press of the button would switch back to the stickman).
  await pressAction(page, 'Character');
  assert.match(await status(page), /with the rex/);
  assert.equal(await focusedInStage(page), 'stage');
  await page.keyboard.press('Space');
  await waitStatus(page, /Running as the rex/);
  // Every button in turn, mid-run: focus goes back to the stage each time.
  for (const name of names) {
    await page.locator('#controls button', { hasText: name }).click();
    assert.equal(await focusedInStage(page), 'stage', `after ${name}`);
  }
  // The bar's Pause: Space then does what the card says (resume).
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await waitStatus(page, /Paused/);
  assert.equal(await focusedInStage(page), 'stage');
  await page.keyboard.press('Space');
  await waitStatus(page, /Running/);
  // Restart after a game over: Space then jumps, it does not restart again.
  await waitStatus(page, /Game over/);
  await playFor(page, 0.6);
  await page.getByRole('button', { name: 'Restart' }).click();
  await waitStatus(page, /Running/);
  await page.waitForFunction(() => /score [1-9]/.test(document.querySelector('stickman-stage').shadowRoot.getElementById('stage').getAttribute('aria-label')), null, { timeout: 120000 });
  const before = await score(page);
  await page.keyboard.press('Space');
  assert.match(await status(page), /Running/);
  assert.ok((await score(page)) >= before, 'Space after Restart did not restart the run');
  await context.close();
});

test('Enter mid-run does not restart, and holding Space on the game-over card does not either', async () => {
  const { page, context } = await open(env, COURSE_1);
  await page.keyboard.press('Space');
  await waitStatus(page, /Running/);
  await page.waitForFunction(() => /score [1-9]/.test(document.querySelector('stickman-stage').shadowRoot.getElementById('stage').getAttribute('aria-label')), null, { timeout: 120000 });
  const before = await score(page);
  await page.keyboard.press('Enter');
  assert.match(await status(page), /Running/);
  assert.ok((await score(page)) >= before, `Enter kept the run: ${before} -> ${await score(page)}`);
  // Hold Space from here on: the key repeats (KeyboardEvent.repeat) through the crash and after.
  await page.keyboard.down('Space');
  const deadline = Date.now() + 20000;
  while (!/Game over/.test(await status(page)) && Date.now() < deadline) {
    await page.keyboard.down('Space');
    await page.waitForTimeout(30);
  }
  assert.match(await status(page), /Game over/);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.down('Space');
    await page.waitForTimeout(30);
  }
  assert.match(await status(page), /Game over/, 'still over after 1.2 s of a held Space');
  await page.keyboard.up('Space');
  await page.keyboard.press('Space');
  await waitStatus(page, /Running/);
  await context.close();
});

// The promise is about when the finger goes down, not how long it stays: a
// 100 ms tap of the on-screen Jump button, 0.2 s before the first obstacle
// (course 1 opens with a hurdle whose front reaches the runner at 2.473 s),
// clears it. The finger's lift ends the press as a key-up does.
test('a 100 ms tap of the Jump button in the window clears the hurdle', async () => {
  const { page, problems, context } = await open(env, COURSE_1);
  await watchScene(page);
  await page.keyboard.press('Space');
  await waitStatus(page, /Running as the stickman/);
  const jump = actionButton(page, 'Jump');
  const box = await jump.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await waitReadout(page, 'time', '>=', 2.473 - 0.2);
  await page.mouse.down();
  await playFor(page, 0.1);
  await page.mouse.up();
  assert.equal(await readout(page, 'cue.jump'), 1);
  await waitReadout(page, 'time', '>=', 3.4);
  assert.equal(await readout(page, 'cue.crash'), 0, 'the hurdle is cleared');
  assert.match(await status(page), /Running/);
  assert.deepEqual(problems, []);
  await context.close();
});
