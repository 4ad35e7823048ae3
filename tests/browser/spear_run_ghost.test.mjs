import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LIGHT } from '../../web/render/colors.js';
import { colourPixels } from './colour_pixels.mjs';
import { open, pressAction, stagePixels, start } from './harness.mjs';
import { playFor, readout, waitReadout, watchScene } from './scene_probe.mjs';
import { COURSE_1, status, waitStatus } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// Pixels of the stage within a small distance of the ghost's ink.
const ghostPixels = (png) => colourPixels(png, LIGHT.ghost, 24);

// The most ghost pixels in the stage's pictures over `seconds` of the run
// (not after it: a crash is replayed as it was, ghost and all, so a picture
// taken once the run is over does not count).
async function mostGhostPixels(page, seconds) {
  const until = (await page.evaluate(() => window.played.seconds)) + seconds;
  let most = 0;
  while ((await page.evaluate(() => window.played.seconds)) < until) {
    const png = await stagePixels(page);
    if (/Game over/.test(await status(page))) break;
    most = Math.max(most, ghostPixels(png));
  }
  return most;
}

// A first run that jumps a few times (so its ghost parts from a runner who
// does not) and crashes.
async function firstRun(page) {
  await page.keyboard.press('Space');
  await waitStatus(page, /Running/);
  for (let i = 0; i < 3; i++) {
    await playFor(page, 0.5);
    await page.keyboard.down('Space');
    await playFor(page, 0.2);
    await page.keyboard.up('Space');
  }
  await waitStatus(page, /Game over/);
  await waitReadout(page, 'ghostsSet', '>=', 1);
  await playFor(page, 0.6); // a restart waits half a second of the game's time
}

test('a best run comes back as a ghost on its course, and G takes it away', async () => {
  const { page, problems, context } = await open(env, '/#spear-run&seed=3');
  await watchScene(page);
  await firstRun(page);
  const score = await readout(page, 'score');
  await page.keyboard.press('Enter');
  await waitStatus(page, /Running/);
  assert.equal(await readout(page, 'ghostRacing'), 1);
  assert.equal(await readout(page, 'course'), 3, "the ghost's course again");
  const on = await mostGhostPixels(page, 1.6);
  assert.ok(on > 40, `the ghost jumps where this runner does not: ${on} pixels of its ink`);
  await page.keyboard.press('KeyG');
  assert.match(await status(page), /Ghost off/);
  // A few edge pixels, where the blue accent fades into the paper, pass
  // through the ghost's colour; its figure is hundreds.
  const off = await mostGhostPixels(page, 1);
  assert.ok(off <= 8, `no ghost once it is off: ${off} pixels of its ink`);
  // Kept for the next visit, as a compact text.
  const kept = await page.evaluate(() => localStorage.getItem('stickman-motion:spear-run:ghost'));
  assert.match(kept, /^[A-Za-z0-9_-]{8,400}$/);
  assert.ok(score > 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a challenge link brings the sharer's course, score and ghost to a fresh page", async () => {
  const { page, context } = await open(env, '/#spear-run&seed=5', {
    init: 'navigator.share = async (data) => { window.__shared = data; };',
  });
  await watchScene(page);
  await firstRun(page);
  const score = await readout(page, 'score');
  await pressAction(page, 'Share');
  const shared = await page.waitForFunction(() => window.__shared).then((h) => h.jsonValue());
  await context.close();
  const url = new URL(shared.url);
  assert.match(url.hash, /&challenge=[A-Za-z0-9_-]+/);
  assert.ok(url.hash.length < 600, `a short link: ${url.hash.length} characters`);

  const other = await open(env, url.pathname + url.hash);
  await watchScene(other.page);
  await waitStatus(other.page, new RegExp(`Beat ${score}: their ghost runs with you`));
  await other.page.keyboard.press('Space');
  await waitStatus(other.page, /Running/);
  assert.equal(await readout(other.page, 'course'), 5, "the sharer's course");
  assert.equal(await readout(other.page, 'ghostRacing'), 1);
  assert.ok((await mostGhostPixels(other.page, 1.6)) > 40, "the sharer's ghost runs beside");
  assert.deepEqual(other.problems, []);
  await other.context.close();
});

test('a damaged or hostile challenge link says so in one sentence and gives a normal game', async () => {
  // Not base64url; another version; an end time past an hour; a cut log;
  // too long to read; markup.
  const hostile = ['not-a-ghost!', 'AgAFCmQA', 'AQAFCv____9_AA', 'AQAFCmQDBA', 'A'.repeat(20000), encodeURIComponent('<script>x</script>')];
  for (const challenge of hostile) {
    const { page, problems, context } = await open(env, `/#spear-run&challenge=${challenge}`);
    await watchScene(page);
    await waitStatus(page, /This challenge link is damaged, so here is a normal game\./);
    await page.keyboard.press('Space');
    await waitStatus(page, /Running/);
    assert.equal(await readout(page, 'ghostRacing'), 0);
    assert.deepEqual(problems, [], challenge.slice(0, 40));
    await context.close();
  }
});

test('a corrupt or throwing storage gives a normal game with no ghost and no console error', async () => {
  for (const init of [
    "localStorage.setItem('stickman-motion:spear-run:ghost', '%%%not base64');",
    "Object.defineProperty(window, 'localStorage', { get() { throw new Error('denied'); } });",
  ]) {
    const { page, problems, context } = await open(env, COURSE_1, { init });
    await watchScene(page);
    await page.keyboard.press('Space');
    await waitStatus(page, /Running/);
    assert.equal(await readout(page, 'ghostRacing'), 0);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
