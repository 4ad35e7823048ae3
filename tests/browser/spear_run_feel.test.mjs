import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, start } from './harness.mjs';
import { playFor, watchScene } from './scene_probe.mjs';
import { COURSE_1, status, waitStatus } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// Every sound node started and every shake of a canvas, counted.
const SPY = `
  window.__starts = 0;
  window.__shakes = 0;
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...args) { window.__starts++; return start.apply(this, args); };
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) { if (this.localName === 'canvas') window.__shakes++; return animate.apply(this, args); };
`;
const counts = (page) => page.evaluate(() => ({ starts: window.__starts, shakes: window.__shakes }));
const gameOver = (page) => waitStatus(page, /Game over/);
const MUTED = 'stickman-motion:sound:muted';

test('each game event schedules its own synthesised sound (rendered offline, not silent)', async () => {
  const { page, context } = await open(env, '/');
  const result = await page.evaluate(async () => {
    const { SOUNDS, playSound } = await import(new URL('game/sound.js', document.baseURI).href);
    const out = {};
    for (const name of ['jump', 'thrust', 'break', 'hit', 'crash', 'milestone', 'best']) {
      const ctx = new OfflineAudioContext(1, 22050, 22050);
      out[name] = { known: name in SOUNDS, scheduled: playSound(ctx, ctx.destination, name) };
      const data = (await ctx.startRendering()).getChannelData(0);
      out[name].peak = data.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    }
    const ctx = new OfflineAudioContext(1, 2205, 22050);
    out.unknown = playSound(ctx, ctx.destination, 'nothing');
    return out;
  });
  for (const name of ['jump', 'thrust', 'break', 'hit', 'crash', 'milestone', 'best']) {
    assert.ok(result[name].known && result[name].scheduled, name);
    assert.ok(result[name].peak > 0.01, `${name} is heard: peak ${result[name].peak}`);
  }
  assert.equal(result.unknown, false);
  await context.close();
});

test('a run plays sounds for its jump and crash and shakes on the crash; M mutes them, remembered', async () => {
  const { page, problems, context } = await open(env, COURSE_1, { init: SPY });
  await watchScene(page);
  const speaker = page.getByRole('button', { name: 'Sound' });
  assert.ok(await speaker.isVisible(), 'a visible speaker control');
  assert.equal(await speaker.getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.__starts > 0);
  const jumped = await counts(page);
  await gameOver(page);
  await page.waitForFunction((n) => window.__starts > n && window.__shakes > 0, jumped.starts);
  // Muted: the same events schedule nothing.
  await page.keyboard.press('KeyM');
  assert.match(await status(page), /Sound off/);
  assert.equal(await speaker.getAttribute('aria-pressed'), 'false');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), MUTED), '1');
  const muted = await counts(page);
  await playFor(page, 0.6); // the restart waits half a second of the game's time after a crash
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await gameOver(page);
  const after = await counts(page);
  assert.equal(after.starts, muted.starts, 'no sound while muted');
  assert.ok(after.shakes > muted.shakes, 'the shake is not sound: it stays');
  await page.reload();
  await page.waitForFunction(() => document.body.matches('.ready'));
  assert.equal(await page.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed'), 'false', 'remembered');
  // The speaker control acts at once and hands the keys back to the game.
  await page.getByRole('button', { name: 'Sound' }).click();
  assert.equal(await page.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('Space');
  assert.match(await status(page), /Running/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('under reduced motion a crash is still heard but the stage does not shake', async () => {
  const { page, context } = await open(env, COURSE_1, { init: SPY, reducedMotion: 'reduce' });
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await gameOver(page);
  await page.waitForFunction(() => window.__starts > 1);
  assert.equal((await counts(page)).shakes, 0);
  await context.close();
});

test('a running game reads its cues without marshalling a name each frame (fewer param() calls than frames)', async () => {
  const { page, problems, context } = await open(env, COURSE_1);
  await page.evaluate(async () => {
    const core = await (await import(new URL('element/core.js', document.baseURI).href)).loadCore('spear-run');
    // The game's core makes its scenes: their prototype is the one to watch.
    const probe = new core.Scene('spear-run');
    const proto = Object.getPrototypeOf(probe);
    probe.delete();
    window.__calls = { param: 0, frames: 0, since: performance.now() };
    for (const [name, key] of [['param', 'param'], ['buildPose', 'frames']]) {
      const plain = proto[name];
      proto[name] = function (...args) {
        window.__calls[key]++;
        return plain.apply(this, args);
      };
    }
  });
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.__calls.frames >= 120, null, { timeout: 20000 });
  const calls = await page.evaluate(() => ({ ...window.__calls, seconds: (performance.now() - window.__calls.since) / 1000 }));
  // Before: twelve a frame (every cue and the live-region readout). What is
  // left is once a second (the kept settings), whatever the frame rate.
  const allowed = calls.frames / 4 + 15 * Math.ceil(calls.seconds);
  assert.ok(calls.param < allowed, `${calls.param} param() calls in ${calls.frames} frames, ${calls.seconds.toFixed(1)} s`);
  assert.deepEqual(problems, []);
  await context.close();
});
