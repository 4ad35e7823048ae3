import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, pressAction, start } from './harness.mjs';
import { playFor, readout, watchScene } from './scene_probe.mjs';
import { COURSE_1, status, waitStatus } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// Every sound node started, and every stereo panner with the number of
// sounds started before it (the earcon is the only panned sound).
const SPY = `
  window.__starts = 0;
  window.__pans = [];
  // A buffer source (a noise burst) has its own start.
  for (const Node of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
    const start = Node.prototype.start;
    Node.prototype.start = function (...args) { window.__starts++; return start.apply(this, args); };
  }
  const panner = BaseAudioContext.prototype.createStereoPanner;
  BaseAudioContext.prototype.createStereoPanner = function () {
    const node = panner.call(this);
    window.__pans.push({ node, before: window.__starts });
    return node;
  };
`;
const pans = (page) => page.evaluate(() => window.__pans.map(({ node, before }) => ({ pan: node.pan.value, before })));
const live = (page) =>
  page.evaluate(() => document.querySelector('stickman-stage').shadowRoot.getElementById('status').getAttribute('aria-live'));
const KEY = 'stickman-motion:spear-run:byEar';
const JUMPED = /hit a (rock|hurdle|pair of rocks|tall hurdle)/;

test('A turns playing by ear on and off, says so, and the page speaks assertively only then', async () => {
  const { page, problems, context } = await open(env, COURSE_1, { init: SPY });
  assert.ok(await page.getByRole('button', { name: 'By ear' }).isVisible(), 'a visible control');
  assert.equal(await live(page), 'polite');
  await page.keyboard.press('KeyA');
  await waitStatus(page, /^Playing by ear: on\.$/);
  assert.equal(await live(page), 'assertive');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), '1');
  await page.keyboard.press('KeyA');
  await waitStatus(page, /^Playing by ear: off\.$/);
  assert.equal(await live(page), 'polite');
  // The on-screen control does the same.
  await pressAction(page, 'By ear');
  await waitStatus(page, /^Playing by ear: on\.$/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), '1');
  // Kept across a reload.
  await page.reload();
  await page.waitForFunction(() => document.body.matches('.ready'));
  // The game's parts, which set it, follow the first frame.
  await page.waitForFunction(
    () => document.querySelector('stickman-stage').shadowRoot.getElementById('status').getAttribute('aria-live') === 'assertive',
  );
  assert.equal(await page.evaluate(() => window.__pans.length), 0, 'no earcon before a run');
  assert.deepEqual(problems, []);
  await context.close();
});

test('playing by ear is the visitor\'s choice at any speed: toggled on a half-speed stage it stays, and is kept', async () => {
  const { page, problems, context } = await open(env, '/#spear-run&speed=0.5');
  await watchScene(page);
  await page.keyboard.press('KeyA');
  await waitStatus(page, /^Playing by ear: (on|off)\.$/);
  assert.equal(await status(page), 'Playing by ear: on.');
  // The stage looks at its kept values every second of the page's time: 1.2 s
  // of the scene's at half speed is two looks.
  await playFor(page, 1.2);
  const byEar = () => readout(page, 'byEar');
  assert.equal(await byEar(), 1, 'still on after 2.4 s at half speed');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), '1');
  assert.deepEqual(problems, []);
  await context.close();
});

test('by ear, footsteps tick and an obstacle sounds its family earcon, panned left for a jump and right for a thrust', async () => {
  const seen = new Set();
  for (let seed = 1; seed <= 8 && seen.size < 2; seed++) {
    const { page, problems, context } = await open(env, `/#spear-run&seed=${seed}`, { init: SPY });
    await page.keyboard.press('KeyA');
    await waitStatus(page, /by ear: on/);
    await page.keyboard.press('Space');
    await waitStatus(page, /Running/);
    await page.waitForFunction(() => window.__pans.length > 0);
    await waitStatus(page, /Game over/);
    const [first] = await pans(page);
    // Nothing was pressed: the sounds before the earcon are footsteps.
    assert.ok(first.before >= 3, `footsteps before the earcon: ${first.before}`);
    const jumped = JUMPED.test(await status(page));
    assert.ok(jumped ? first.pan < 0 : first.pan > 0, `seed ${seed}: pan ${first.pan} for "${await status(page)}"`);
    seen.add(jumped);
    assert.deepEqual(problems, []);
    await context.close();
  }
  assert.equal(seen.size, 2, 'both families heard');
});

test('by ear and muted, a run schedules no sound at all; with the mode off, no earcon and no footsteps', async () => {
  const { page, context } = await open(env, COURSE_1, { init: SPY });
  await watchScene(page);
  await page.keyboard.press('KeyM');
  await page.keyboard.press('KeyA');
  await waitStatus(page, /by ear: on/);
  await page.keyboard.press('Space');
  await waitStatus(page, /Game over/);
  assert.equal(await page.evaluate(() => window.__starts), 0);
  assert.equal(await page.evaluate(() => window.__pans.length), 0);
  // Sound back on, mode off: until the crash nothing sounds.
  await page.keyboard.press('KeyM');
  await page.keyboard.press('KeyA');
  await waitStatus(page, /by ear: off/);
  await playFor(page, 0.6); // the restart waits half a second of the game's time after a crash
  await page.keyboard.press('Space');
  await waitStatus(page, /Running/);
  await waitStatus(page, /Game over/);
  assert.equal(await page.evaluate(() => window.__pans.length), 0);
  const { starts } = await page.evaluate(() => ({ starts: window.__starts }));
  assert.ok(starts > 0 && starts <= 5, `only the crash (and a best) is heard: ${starts} sounds`);
  await context.close();
});

test('the earcons render heard and on their side, and a footstep is heard', async () => {
  const { page, context } = await open(env, '/');
  const result = await page.evaluate(async () => {
    const { playSound } = await import(new URL('game/sound.js', document.baseURI).href);
    const out = {};
    for (const name of ['earJump', 'earThrust', 'step']) {
      const ctx = new OfflineAudioContext(2, 22050, 22050);
      playSound(ctx, ctx.destination, name);
      const buffer = await ctx.startRendering();
      const energy = (c) => buffer.getChannelData(c).reduce((sum, v) => sum + v * v, 0);
      out[name] = { left: energy(0), right: energy(1) };
    }
    return out;
  });
  assert.ok(result.earJump.left > 2 * result.earJump.right, `jump on the left: ${JSON.stringify(result.earJump)}`);
  assert.ok(result.earThrust.right > 2 * result.earThrust.left, `thrust on the right: ${JSON.stringify(result.earThrust)}`);
  assert.ok(result.step.left + result.step.right > 1e-3, 'a footstep is heard');
  await context.close();
});
