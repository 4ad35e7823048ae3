import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { actionButton, holdBack, open, pressAction, start } from './harness.mjs';
import { playFor, readout, watchScene } from './scene_probe.mjs';
import { status, waitStatus } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const kept = (page, name) => page.evaluate((k) => localStorage.getItem(`stickman-motion:spear-run:${k}`), name);
// The page writes kept values within a second of a change.
const settle = (page) => page.waitForTimeout(1200);

async function crash(page) {
  await page.keyboard.press('Space');
  await waitStatus(page, /Running/);
  await waitStatus(page, /Game over/);
}

test('Share gives a link that replays the course just run, through Web Share', async () => {
  const { page, problems, context } = await open(env, '/#spear-run&seed=7', {
    init: 'navigator.share = async (data) => { window.__shared = data; };',
  });
  await watchScene(page);
  // Without the ghost, which would race the next run on its own course.
  await page.keyboard.press('KeyG');
  await crash(page);
  await playFor(page, 0.6); // a restart waits half a second of the game's time after a crash
  await crash(page); // the second run: the course after seed 7's first
  await pressAction(page, 'Share');
  const shared = await page.waitForFunction(() => window.__shared).then((h) => h.jsonValue());
  // The run as a challenge too.
  assert.match(shared.url, /#spear-run&.*seed=8&challenge=[\w-]+$/, shared.url);
  assert.match(shared.text, /Game over/);
  // The link opens the same course as its first run.
  const other = await open(env, new URL(shared.url).pathname + new URL(shared.url).hash);
  assert.equal(await other.page.evaluate(() => document.querySelector('stickman-stage').changedParams().seed), 8);
  await other.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test('without Web Share the link goes to the clipboard, and the status line says so', async () => {
  const { page, context } = await open(env, '/#spear-run', {
    init: `Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t) => { window.__copied = t; } } });`,
  });
  await crash(page);
  await pressAction(page, 'Share');
  await page.waitForFunction(() => window.__copied);
  // A fresh visitor's first course: the one the page chose.
  const seed = await page.evaluate(() => document.querySelector('stickman-stage').changedParams().seed);
  assert.match(await page.evaluate(() => window.__copied), new RegExp(`#spear-run&seed=${seed}&challenge=[\\w-]+$`));
  assert.match(await status(page), /Link copied/);
  await context.close();
});

test('a fresh visitor\'s first course is one of its own; a link\'s seed and a run begun before the game\'s parts came keep theirs', async () => {
  const firstCourse = async (path) => {
    const { page, context, problems } = await open(env, path);
    await watchScene(page);
    // The game's parts are in once the speaker is.
    await page.locator('stickman-stage').getByRole('button', { name: 'Sound' }).waitFor();
    const course = await readout(page, 'course');
    assert.deepEqual(problems, []);
    await context.close();
    return course;
  };
  const fresh = [await firstCourse('/#spear-run'), await firstCourse('/#spear-run'), await firstCourse('/#spear-run')];
  for (const c of fresh) assert.ok(Number.isInteger(c) && c >= 1 && c <= 1e6, `a course a link can carry: ${c}`);
  assert.ok(new Set(fresh).size > 1, `three fresh visitors, three first courses: ${fresh}`);
  assert.equal(await firstCourse('/#spear-run&seed=1'), 1);
  assert.equal(await firstCourse('/#spear-run&seed=523'), 523);
  // A run already under way when the parts arrive keeps its course.
  const context = await env.browser.newContext();
  try {
    const page = await context.newPage();
    const release = await holdBack(page, '**/game/parts.js');
    await page.goto(`${env.origin}/#spear-run`);
    await watchScene(page);
    await page.keyboard.press('Space');
    await waitStatus(page, /Running/);
    release();
    await page.locator('stickman-stage').getByRole('button', { name: 'Sound' }).waitFor();
    assert.equal(await readout(page, 'course'), 1);
    assert.match(await status(page), /Running|Game over/);
  } finally {
    await context.close();
  }
});

test('a run at speed 0.5 writes no best; the Slower game writes only its own', async () => {
  {
    const { page, context } = await open(env, '/#spear-run&speed=0.5');
    await crash(page);
    await settle(page);
    assert.equal(await kept(page, 'best'), null, 'no normal best from a half-speed run');
    assert.equal(await kept(page, 'bestDistance'), null);
    await context.close();
  }
  const { page, context } = await open(env, '/#spear-run');
  await pressAction(page, 'Slower');
  assert.match(await status(page), /slower/);
  await crash(page);
  await settle(page);
  assert.ok(Number(await kept(page, 'bestSlower')) > 0);
  assert.equal(await kept(page, 'best'), null, 'a slower run is no normal record');
  await context.close();
});

test("today's course: one course for everyone today, with its own best", async () => {
  const { page, problems, context } = await open(env, '/#spear-run');
  const today = Math.floor(Date.now() / 86400000);
  await pressAction(page, 'Today\u2019s course');
  assert.equal(await actionButton(page, 'Today\u2019s course').getAttribute('aria-pressed'), 'true');
  assert.match(await status(page), /today's course/);
  assert.equal(await page.evaluate(() => document.querySelector('stickman-stage').changedParams().daily), today);
  await crash(page);
  await settle(page);
  assert.ok(Number(await kept(page, 'bestDaily')) > 0);
  assert.equal(Number(await kept(page, 'bestDay')), today);
  assert.equal(await kept(page, 'best'), null, "today's course is no normal record");
  assert.deepEqual(problems, []);
  await context.close();
});
