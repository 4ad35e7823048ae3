import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { serve } from '../../scripts/serve.mjs';
import { changedPixels, open, stagePixels, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// Canvas bytes without scrolling the canvas into view (a screenshot would).
const canvasData = (page, id) =>
  page.evaluate((id) => document.getElementById(id).shadowRoot.getElementById('stage').toDataURL(), id);
// Until stage `id` shows a picture other than `before`.
const canvasChange = (page, id, before) =>
  page.waitForFunction(
    ([id, before]) => document.getElementById(id).shadowRoot.getElementById('stage').toDataURL() !== before,
    [id, before],
    { polling: 50, timeout: 30000 },
  );

test('sample post: the stage in view animates, the ones off screen stay idle', async () => {
  const { page, problems, context } = await open(env, '/post.html');
  await page.waitForFunction(() => document.getElementById('third').loaded);
  const a = { first: await canvasData(page, 'first'), third: await canvasData(page, 'third') };
  await canvasChange(page, 'first', a.first);
  // What does not happen can only be waited for: long enough for a dozen frames.
  await page.waitForTimeout(400);
  assert.equal(await canvasData(page, 'third'), a.third, 'the stage off screen does not');
  const state = await page.evaluate(() => ['first', 'second', 'third'].map((id) => {
    const s = document.getElementById(id);
    return { id, frozen: s.frozen, paused: s.paused, scene: s.scene, loaded: s.loaded };
  }));
  assert.deepEqual(state[0], { id: 'first', frozen: false, paused: false, scene: 'lab', loaded: true });
  assert.equal(state[2].frozen, true);
  assert.equal(state[2].paused, false, 'frozen is not a user pause');
  assert.equal(state[1].loaded, false, 'the lazy stage has not even started');
  assert.deepEqual(problems, []);
  await context.close();
});

test('sample post: scrolling a stage into view starts it; the lazy one loads when near', async () => {
  const { page, problems, context } = await open(env, '/post.html');
  await page.evaluate(() => {
    window.__events = [];
    for (const id of ['first', 'second', 'third']) {
      for (const type of ['freeze', 'unfreeze', 'load']) {
        document.getElementById(id).addEventListener(type, () => window.__events.push(`${id}:${type}`));
      }
    }
  });
  assert.equal(await page.evaluate(() => document.getElementById('second').loaded), false, 'not loaded while far');
  await page.locator('#second').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('second').loaded);
  assert.match(await page.locator('#second #status').textContent(), /run/, 'motion="1" attribute applied');
  await page.locator('#third').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.getElementById('third').frozen);
  await canvasChange(page, 'third', await canvasData(page, 'third'));
  const events = await page.evaluate(() => window.__events);
  assert.ok(events.includes('first:freeze'), events.join());
  assert.ok(events.includes('third:unfreeze'), events.join());
  assert.ok(events.includes('second:unfreeze'), events.join());
  assert.deepEqual(problems, []);
  await context.close();
});

test('the iframe form takes the same names as query parameters', async () => {
  const { page, problems, context } = await open(env, '/embed.html?scene=lab&autoplay&controls&motion=1&alt=Runner');
  assert.match(await page.locator('#status').textContent(), /run/);
  assert.equal(await page.locator('#stage').getAttribute('aria-label'), 'Runner');
  assert.equal(await page.title(), 'Runner');
  const a = await stagePixels(page);
  assert.notDeepEqual(await changedPixels(page, a), a);
  assert.deepEqual(problems, []);
  await context.close();
});

test('autoplay="false" is false; play(), pause() and reset() work and fire events', async () => {
  const { page, context } = await open(env, '/embed.html?scene=lab&autoplay=false');
  const result = await page.evaluate(async () => {
    const s = document.getElementById('embedded');
    const events = [];
    for (const t of ['play', 'pause']) s.addEventListener(t, () => events.push(t));
    const before = s.paused;
    s.play();
    const playing = !s.paused;
    s.pause();
    s.reset();
    return { before, playing, after: s.paused, events };
  });
  assert.deepEqual(result, { before: true, playing: true, after: true, events: ['play', 'pause'] });
  assert.equal(await page.locator('#start').isVisible(), true, 'a paused stage shows a Play button');
  await context.close();
});

test('an unknown scene is an error event with a readable message, not a crash', async () => {
  const { page, problems, context } = await open(env, '/embed.html?scene=nope', { allow: [/^<stickman-stage>: Unknown scene "nope"\. Valid scenes: spear-run, /] });
  assert.match(await page.locator('#status').textContent(), /Unknown scene "nope"/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a bad parameter attribute is ignored with a warning', async () => {
  const { page, problems, context } = await open(env, '/embed.html?scene=lab&motion=banana&wibble=3');
  assert.match(await page.locator('#status').textContent(), /walk/);
  // wibble is no setting of the lab: the iframe never forwards it.
  assert.deepEqual(problems, ['console warning: <stickman-stage>: motion="banana" is not a number; kept the default']);
  await context.close();
});

test('moving a stage in the DOM does not restart it; removing it frees its scene', async () => {
  const { page, context } = await open(env, '/embed.html?scene=lab&autoplay');
  const result = await page.evaluate(async () => {
    const s = document.getElementById('embedded');
    let loads = 0;
    s.addEventListener('load', () => loads++);
    const holder = document.createElement('div');
    document.body.append(holder);
    holder.append(s);
    await new Promise((r) => setTimeout(r, 100));
    const afterMove = { scene: s.scene, loads, paused: s.paused };
    s.remove();
    await new Promise((r) => setTimeout(r, 50));
    return { afterMove, afterRemove: s.loaded };
  });
  assert.deepEqual(result, { afterMove: { scene: 'lab', loads: 0, paused: false }, afterRemove: false });
  await context.close();
});

test('reduced motion: no autoplay, a visible Play button, and a live reaction to the setting', async () => {
  const { page, context } = await open(env, '/embed.html?scene=lab&autoplay', { reducedMotion: 'reduce' });
  assert.equal(await page.evaluate(() => document.getElementById('embedded').paused), true);
  assert.equal(await page.locator('#start').isVisible(), true);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.waitForFunction(() => !document.getElementById('embedded').paused);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.getElementById('embedded').paused);
  await context.close();
});

test('the hash carries the mode and changed settings, and restores them', async () => {
  const { page, context } = await open(env, '/#lab');
  await page.locator('#stage').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(new URL(page.url()).hash, '#lab&motion=1');
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.match(await page.locator('#status').textContent(), /run/);
  await context.close();
});

test('the embed works from a sub-path of a static host', async () => {
  const root = mkdtempSync(join(tmpdir(), 'host-'));
  mkdirSync(join(root, 'blog', '2026'), { recursive: true });
  symlinkSync(new URL('../../dist', import.meta.url).pathname, join(root, 'blog', '2026', 'stickman'));
  const server = await serve(root, 0);
  try {
    const context = await env.browser.newContext({ viewport: { width: 900, height: 700 } });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.url()}`));
    await page.goto(`http://127.0.0.1:${server.address().port}/blog/2026/stickman/post.html`);
    await page.waitForFunction(() => document.getElementById('first').loaded);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await new Promise((ok) => server.close(ok));
  }
});

test('speed scales time: speed="0" plays but holds the frame', async () => {
  const { page, context } = await open(env, '/embed.html?scene=lab&autoplay&speed=0');
  assert.equal(await page.evaluate(() => document.getElementById('embedded').paused), false);
  const a = await page.locator('#stage').screenshot();
  await page.waitForTimeout(300);
  assert.deepEqual(await page.locator('#stage').screenshot(), a);
  await context.close();
});
