import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { WALK_LESSONS, changedPixels, open, stagePixels, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const ids = WALK_LESSONS;
const FRAMES = 23;

for (const id of ids) {
  test(`${id} visibly moves in each of ${FRAMES} sampled frames`, async () => {
    const { page, problems, context } = await open(env, `/#${id}`);
    let last = await stagePixels(page);
    for (let i = 0; i < FRAMES; i++) {
      const next = await changedPixels(page, last);
      assert.notDeepEqual(next, last, `frame ${i + 1} equals the one before`);
      last = next;
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('each key does what it says and the status follows', async () => {
  const { page, problems, context } = await open(env, '/#walk-05');
  const stage = page.locator('#stage');
  const status = page.locator('#status');
  await stage.focus();
  const steps = [
    ['ArrowRight', /^Step rate 2\.0 steps per second/],
    ['ArrowLeft', /^Step rate 1\.6 steps per second/],
    ['ArrowDown', /^Leg ratio 0\.46/],
    ['ArrowUp', /^Leg ratio 0\.48/],
    ['KeyP', /^Paused/],
    ['Enter', /^Playing/],
    ['Space', /^Paused/],
    ['Space', /^Playing/],
    ['KeyN', /^Next event: the shin shortens/],
    ['KeyR', /^Restarted/],
  ];
  for (const [key, expected] of steps) {
    await page.keyboard.press(key === 'KeyP' ? 'p' : key === 'KeyN' ? 'n' : key === 'KeyR' ? 'r' : key);
    assert.match(await status.textContent(), expected, key);
  }
  await page.goto(`${env.origin}/#walk-03`);
  await page.waitForSelector('body.ready');
  await page.locator('#stage').focus();
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#status').textContent(), /^Stride angle 30 degrees/);
  await page.goto(`${env.origin}/#walk-09`);
  await page.waitForSelector('body.ready');
  await page.locator('#stage').focus();
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#status').textContent(), /^Walkers at 1\.15 times speed/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a pause key stops the picture and an on-screen control does what its key does', async () => {
  const { page, context } = await open(env, '/#walk-06');
  // The stage's one Pause button is also the scene's own pause.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const a = await stagePixels(page);
  await page.waitForTimeout(250);
  assert.deepEqual(await stagePixels(page), a, 'paused');
  await page.getByRole('button', { name: 'Faster steps' }).click();
  assert.match(await page.locator('#status').textContent(), /^Step rate 2\.0 steps per second/);
  await context.close();
});

test('with focus on the tab list, arrows step through the scenes', async () => {
  const { page, problems, context } = await open(env, '/#walk-01');
  await page.locator('[role=tab][aria-selected=true]').focus();
  for (const id of ids.slice(1)) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((id) => location.hash === `#${id}`, id);
    const tab = page.locator(`#tab-${id}`);
    await page.waitForFunction((id) => document.getElementById(id).getAttribute('aria-selected') === 'true', `tab-${id}`);
    assert.match(await tab.textContent(), new RegExp(`^Walk ${id.slice(5)}`));
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-selected')), 'true');
  }
  await page.keyboard.press('ArrowLeft');
  const before = ids.at(-2);
  await page.waitForFunction((id) => document.getElementById(id).getAttribute('aria-selected') === 'true', `tab-${before}`);
  assert.match(await page.locator('#status').textContent(), new RegExp(`^Walk ${before.slice(5)}`));
  assert.deepEqual(problems, []);
  await context.close();
});

test('reduced motion shows each scene still and fully drawn', async () => {
  for (const id of ['walk-01', 'walk-04', 'walk-09']) {
    const { page, problems, context } = await open(env, `/#${id}`, { reducedMotion: 'reduce' });
    const a = await stagePixels(page);
    await page.waitForTimeout(200);
    assert.deepEqual(await stagePixels(page), a, `${id} holds still`);
    assert.ok(a.length > 20000, `${id} has a drawn still frame`);
    assert.match(await page.locator('#stage').getAttribute('aria-label'), /Walk 0/);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
