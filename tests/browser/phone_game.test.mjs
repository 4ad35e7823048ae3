// The game on a phone: thumbs on the canvas (left half jumps, right half
// thrusts, two fingers at once), a pad of two large buttons under the canvas
// or beside it, and a page that neither scrolls nor zooms under the game.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { start } from './harness.mjs';
import { LANDSCAPE, PORTRAIT, openPhone as openOn } from './phone.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const DESKTOP = { viewport: { width: 1280, height: 800 } };
// Taller than any screen, so a scroll would show.
const TALL = `document.addEventListener('DOMContentLoaded', () => { document.body.style.minHeight = '300vh'; })`;

async function openPhone(device, hash = '#spear-run', init) {
  const { page, context, problems } = await openOn(env, device, hash, init);
  await page.waitForFunction(() => document.getElementById('panel').loaded);
  // The stage's scene, read through the core's own API each frame it draws:
  // its readouts, and how high the head rose in the jump under way.
  await page.evaluate(async () => {
    // The core of the page's scene makes its scenes: their prototype is the one to watch.
    const id = document.getElementById('panel').scene;
    const core = await (await import('./element/core.js')).loadCore(id);
    const probe = new core.Scene(id);
    const proto = Object.getPrototypeOf(probe);
    probe.delete();
    const build = proto.buildPose;
    const game = (window.game = { scene: null, stand: null, apex: 0, both: false });
    proto.buildPose = function (dt) {
      build.call(this, dt);
      game.scene = this;
      if (!this.hasParam('jumping')) return;
      const head = this.jointNames().indexOf('head');
      const y = this.pose()[2 * head + 1];
      if (this.param('jumping') < 0.5) game.stand = y;
      else if (game.stand !== null) game.apex = Math.max(game.apex, Math.abs(y - game.stand));
      if (this.param('jumping') >= 0.5 && this.param('thrusting') >= 0.5) game.both = true;
    };
  });
  await page.waitForFunction(() => window.game.scene);
  return { page, context, problems };
}

const readout = (page, name) => page.evaluate((name) => window.game.scene?.param(name) ?? NaN, name);
// Waits until the readout `name` is (op '=') or has reached (op '>=') `value`.
const waitReadout = (page, name, op, value) =>
  page.waitForFunction(
    ([name, op, value]) => {
      const v = window.game.scene?.param(name);
      return op === '=' ? v === value : v >= value;
    },
    [name, op, value],
  );
const RUNNING = 1;

// A point on the canvas at (u, v), fractions of its width and height, in page pixels.
const onCanvas = (page, u, v = 0.5) =>
  page.evaluate(([u, v]) => {
    const r = document.getElementById('panel').shadowRoot.getElementById('stage').getBoundingClientRect();
    return { x: Math.round(r.left + u * r.width), y: Math.round(r.top + v * r.height) };
  }, [u, v]);

async function tap(page, u, v) {
  const { x, y } = await onCanvas(page, u, v);
  await page.touchscreen.tap(x, y);
}

// Fingers through CDP, so two can be down at once: `points` is every finger
// on the glass after the change (Input.dispatchTouchEvent's model).
async function fingers(page) {
  const cdp = await page.context().newCDPSession(page);
  return (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
}

const rects = (page) =>
  page.evaluate(() => {
    const root = document.getElementById('panel').shadowRoot;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top + scrollY, right: r.right, bottom: r.bottom + scrollY, width: r.width, height: r.height };
    };
    const shown = (el) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
    return {
      stage: box(document.getElementById('panel')),
      canvas: box(root.getElementById('stage')),
      pad: [...root.querySelectorAll('.pad button')].filter(shown).map((b) => ({ label: b.textContent, ...box(b) })),
      bar: [...root.querySelectorAll('.band button')].filter(shown).map((b) => b.textContent),
      primary: window.game.scene.controls().filter((c) => c.primary).map((c) => c.label),
      pageWidth: document.documentElement.scrollWidth,
      viewWidth: innerWidth,
      viewHeight: innerHeight,
    };
  });

async function startRun(page) {
  await tap(page, 0.75);
  await waitReadout(page, 'state', '=', RUNNING);
}

// A new run from its start card: the first obstacle is 2.5 s away, time for
// one jump before it, however slowly a loaded machine draws the frames.
async function freshRun(page) {
  await page.evaluate(() => document.getElementById('panel').reset());
  await waitReadout(page, 'state', '=', 0);
  await startRun(page);
}

for (const [name, device] of [
  ['portrait 390x844', PORTRAIT],
  ['landscape 844x390', LANDSCAPE],
]) {
  test(`${name}: a tap on the left half jumps, on the right half thrusts`, async () => {
    const { page, context, problems } = await openPhone(device);
    // On the start card a tap on either half starts the run.
    await startRun(page);
    const jumps = await readout(page, 'cue.jump');
    const thrusts = await readout(page, 'cue.thrust');
    await tap(page, 0.2);
    await waitReadout(page, 'cue.jump', '=', jumps + 1);
    assert.equal(await readout(page, 'cue.thrust'), thrusts, 'the left half does not thrust');
    await waitReadout(page, 'jumping', '=', 0);
    await tap(page, 0.8);
    await waitReadout(page, 'cue.thrust', '=', thrusts + 1);
    assert.equal(await readout(page, 'cue.jump'), jumps + 1, 'the right half does not jump');
    assert.equal(await readout(page, 'state'), RUNNING);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('holding the left half and tapping the right thrusts in the air; a short tap flies a full jump, a hold a little higher', async () => {
  const { page, context, problems } = await openPhone(PORTRAIT);
  const touch = await fingers(page);
  const left = { ...(await onCanvas(page, 0.2)), id: 1 };
  const right = { ...(await onCanvas(page, 0.8)), id: 2 };
  // The head's highest point in one jump: held down to the landing, then a short tap.
  const apex = async (jump) => {
    await freshRun(page);
    await page.evaluate(() => (window.game.apex = 0));
    await jump();
    await waitReadout(page, 'jumping', '=', 1);
    await waitReadout(page, 'jumping', '=', 0);
    return page.evaluate(() => window.game.apex);
  };
  const held = await apex(() => touch('touchStart', [left]));
  await touch('touchEnd', []);
  const short = await apex(() => tap(page, 0.2));
  console.log(`apex of the head: held ${held.toFixed(3)}, tapped ${short.toFixed(3)} (${((100 * short) / held).toFixed(0)}%)`);
  assert.ok(held > 0 && short > 0, `both jumps rose: ${held}, ${short}`);
  // A jump's arc is decided as the finger goes down; holding on lifts it at
  // most a tenth higher (cpp/scenes/spear_run/rules.h).
  assert.ok(short <= held && short >= 0.85 * held, `a tap (${short}) flies nearly as high as a hold (${held})`);

  // Two thumbs: the left one holds a jump, the right one thrusts in the air.
  await freshRun(page);
  const thrusts = await readout(page, 'cue.thrust');
  await page.evaluate(() => (window.game.both = false));
  await touch('touchStart', [left]);
  await waitReadout(page, 'jumping', '=', 1);
  await touch('touchStart', [left, right]);
  await waitReadout(page, 'cue.thrust', '=', thrusts + 1);
  await touch('touchEnd', [left]);
  await page.waitForFunction(() => window.game.both);
  await waitReadout(page, 'jumping', '=', 0);
  await touch('touchEnd', []);
  assert.equal(await readout(page, 'state'), RUNNING);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a double tap on the game neither scrolls nor zooms the page, and selects no text', async () => {
  const { page, context, problems } = await openPhone(PORTRAIT, '#spear-run', TALL);
  assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2), 'the page can scroll');
  const styles = await page.evaluate(() => {
    const root = document.getElementById('panel').shadowRoot;
    const canvas = getComputedStyle(root.getElementById('stage'));
    const frame = getComputedStyle(root.querySelector('.frame'));
    const pad = getComputedStyle(root.querySelector('.pad button'));
    return { canvas: canvas.touchAction, pad: pad.touchAction, select: frame.userSelect };
  });
  assert.deepEqual(styles, { canvas: 'none', pad: 'none', select: 'none' });
  const touch = await fingers(page);
  for (const target of [await onCanvas(page, 0.3), await onCanvas(page, 0.7)]) {
    for (let i = 0; i < 2; i++) {
      await touch('touchStart', [target]);
      await touch('touchEnd', []);
    }
  }
  // A swipe up that starts on the pad: the game's, not the page's.
  const pad = await page.evaluate(() => {
    const r = document.getElementById('panel').shadowRoot.querySelector('.pad button').getBoundingClientRect();
    return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
  });
  await touch('touchStart', [pad]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: pad.x, y: pad.y - 30 * i }]);
  await touch('touchEnd', []);
  await waitReadout(page, 'cue.jump', '>=', 1);
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  const after = await page.evaluate(() => ({ scroll: scrollY, scale: visualViewport.scale, selected: String(getSelection()) }));
  assert.deepEqual(after, { scroll: 0, scale: 1, selected: '' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a swipe up on a walk scene\'s stage scrolls the page on a phone', async () => {
  const { page, context, problems } = await openPhone(PORTRAIT, '#walk-01', TALL);
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('panel').shadowRoot.getElementById('stage')).touchAction), 'pan-y');
  assert.equal(await page.evaluate(() => document.getElementById('panel').shadowRoot.querySelectorAll('.pad button').length), 0, 'no pad');
  const touch = await fingers(page);
  const from = await onCanvas(page, 0.5, 0.8);
  await touch('touchStart', [from]);
  for (let i = 1; i <= 10; i++) {
    await touch('touchMove', [{ x: from.x, y: from.y - 30 * i }]);
    await new Promise((r) => setTimeout(r, 16)); // a finger's pace, not a wait for a result
  }
  await touch('touchEnd', []);
  await page.waitForFunction(() => scrollY > 100);
  assert.deepEqual(problems, []);
  await context.close();
});

test('portrait 390x844: the stage starts in the top quarter, the canvas takes half a screen\'s height and the pad the other half', async () => {
  const { page, context, problems } = await openPhone(PORTRAIT);
  const at = await rects(page);
  // Upright, the canvas is no 16:9 strip: at least half the screen tall, as
  // wide as the stage, its bitmap in the same proportions (nothing stretched).
  assert.ok(at.canvas.height >= at.viewHeight / 2 - 1, `canvas ${at.canvas.width}x${at.canvas.height} on a ${at.viewHeight} px screen`);
  assert.ok(Math.abs(at.canvas.width - at.stage.width) <= 1, `canvas ${at.canvas.width} of the stage's ${at.stage.width} px`);
  const bitmap = await page.evaluate(() => {
    const c = document.getElementById('panel').shadowRoot.getElementById('stage');
    return c.width / c.height;
  });
  assert.ok(Math.abs(bitmap - at.canvas.width / at.canvas.height) < 0.02, `bitmap ${bitmap.toFixed(3)} for a box of ${(at.canvas.width / at.canvas.height).toFixed(3)}`);
  const [jump, thrust] = at.pad;
  assert.deepEqual(at.pad.map((b) => b.label), at.primary, 'the pad is the core\'s primary controls');
  assert.deepEqual(at.primary, ['Jump', 'Thrust']);
  assert.ok(at.stage.top <= at.viewHeight / 4, `stage top ${at.stage.top} of ${at.viewHeight}`);
  assert.ok(jump.height >= 64 && thrust.height >= 64, `pad ${jump.height}, ${thrust.height} px tall`);
  assert.ok(Math.abs(jump.bottom - at.canvas.top - at.viewHeight) <= 1, `canvas and pad together ${jump.bottom - at.canvas.top} px, a screen (${at.viewHeight})`);
  assert.ok(Math.abs(jump.left - at.canvas.left) <= 1 && Math.abs(thrust.right - at.canvas.right) <= 1, 'the pad spans the stage');
  assert.ok(jump.right < thrust.left && Math.abs(jump.top - thrust.top) <= 1, 'Jump left of Thrust, side by side');
  assert.ok(jump.top >= at.canvas.bottom && jump.top - at.canvas.bottom <= 16, 'right under the canvas');
  // The touch area: from the canvas's top to the pad's bottom, without gaps.
  const half = at.viewHeight / 2;
  const covered = Math.min(jump.bottom, at.viewHeight) - Math.max(at.canvas.top, half);
  console.log(`portrait: stage top ${at.stage.top}, canvas ${at.canvas.top}-${at.canvas.bottom}, pad ${jump.top}-${jump.bottom} (${jump.width}x${jump.height} each); lower half covered ${covered} of ${half} px`);
  assert.ok(covered >= half - 1, `touch area covers ${covered} of the lower half's ${half} px`);
  assert.ok(!at.bar.includes('Jump') && !at.bar.includes('Thrust') && at.bar.includes('Pause') && at.bar.includes('Restart'), at.bar.join());
  assert.ok(at.pageWidth <= at.viewWidth, `page ${at.pageWidth} px wide`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('portrait 390x844: Pause is on the first screen, in the canvas\'s top left corner, and a tap on it pauses and plays', async () => {
  const { page, context, problems } = await openPhone(PORTRAIT);
  const at = await rects(page);
  const play = await page.evaluate(() => {
    const r = document.getElementById('panel').shadowRoot.getElementById('play').getBoundingClientRect();
    return { left: r.left, top: r.top + scrollY, right: r.right, bottom: r.bottom + scrollY, width: r.width, height: r.height };
  });
  assert.ok(play.bottom <= at.viewHeight, `Pause ends at ${play.bottom} of ${at.viewHeight}`);
  assert.ok(play.left >= at.canvas.left && play.top >= at.canvas.top && play.right <= at.canvas.left + at.canvas.width / 4 && play.bottom <= at.canvas.top + at.canvas.height / 3,
    `Pause at ${JSON.stringify(play)} in the canvas's corner ${JSON.stringify(at.canvas)}`);
  assert.ok(play.width >= 44 && play.height >= 44, `a ${play.width}x${play.height} target`);
  const paused = () => page.evaluate(() => document.getElementById('panel').paused);
  assert.equal(await paused(), false);
  await page.touchscreen.tap(play.left + play.width / 2, play.top + play.height / 2 - (await page.evaluate(() => scrollY)));
  await page.waitForFunction(() => document.getElementById('panel').paused);
  assert.equal(await page.evaluate(() => document.getElementById('panel').shadowRoot.getElementById('play').textContent), 'Play');
  assert.equal(await readout(page, 'state'), 0, 'the tap paused the stage; it did not start a run');
  await page.touchscreen.tap(play.left + play.width / 2, play.top + play.height / 2 - (await page.evaluate(() => scrollY)));
  await page.waitForFunction(() => !document.getElementById('panel').paused);
  assert.deepEqual(problems, []);
  await context.close();
});

test('landscape 844x390: the ground and both pad buttons on screen, nothing scrolls sideways', async () => {
  const { page, context, problems } = await openPhone(LANDSCAPE);
  const at = await rects(page);
  assert.deepEqual(at.pad.map((b) => b.label), ['Jump', 'Thrust']);
  // The ground line is in the drawing's bottom fifth: the whole canvas is on screen.
  assert.ok(at.canvas.top >= 0 && at.canvas.bottom <= at.viewHeight, `canvas ${at.canvas.top}-${at.canvas.bottom} of ${at.viewHeight}`);
  for (const b of at.pad) {
    assert.ok(b.top >= 0 && b.bottom <= at.viewHeight && b.left >= 0 && b.right <= at.viewWidth, `${b.label}: ${JSON.stringify(b)}`);
    assert.ok(b.height >= 64 && b.width >= 64, `${b.label}: ${b.width}x${b.height}`);
  }
  const [jump, thrust] = at.pad;
  assert.ok(jump.right <= at.canvas.left && thrust.left >= at.canvas.right, 'Jump left of the canvas, Thrust right of it');
  console.log(`landscape: canvas ${at.canvas.left}-${at.canvas.right} x ${at.canvas.top}-${at.canvas.bottom}, Jump ${jump.width}x${jump.height}, Thrust ${thrust.width}x${thrust.height}`);
  assert.ok(at.pageWidth <= at.viewWidth, `page ${at.pageWidth} px wide in ${at.viewWidth}`);
  assert.ok(at.bar.includes('Pause') && !at.bar.includes('Jump'), at.bar.join());
  assert.deepEqual(problems, []);
  await context.close();
});

test('the pad buttons act on touch-down, hold the jump, and leave focus to the stage; the keyboard drives them too', async () => {
  const { page, context, problems } = await openPhone(PORTRAIT);
  const jump = page.getByRole('button', { name: 'Jump' });
  const thrust = page.getByRole('button', { name: 'Thrust' });
  assert.equal(await jump.count(), 1, 'one Jump button is shown (and heard)');
  await jump.focus();
  await page.keyboard.press('Enter');
  await waitReadout(page, 'state', '=', RUNNING);
  const touch = await fingers(page);
  const box = await jump.boundingBox();
  const held = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), id: 1 };
  await touch('touchStart', [held]);
  await waitReadout(page, 'jumping', '=', 1);
  const thrusts = await readout(page, 'cue.thrust');
  const t = await thrust.boundingBox();
  await touch('touchStart', [held, { x: Math.round(t.x + t.width / 2), y: Math.round(t.y + t.height / 2), id: 2 }]);
  await waitReadout(page, 'cue.thrust', '=', thrusts + 1);
  await touch('touchEnd', []);
  assert.equal(await page.evaluate(() => document.getElementById('panel').shadowRoot.activeElement?.id ?? null), 'stage');
  assert.deepEqual(problems, []);
  await context.close();
});

test('desktop 1280x800: no pad, Jump and Thrust in the bar as before', async () => {
  const { page, context, problems } = await openPhone(DESKTOP);
  const at = await rects(page);
  assert.deepEqual(at.pad, []);
  assert.ok(at.bar.includes('Jump') && at.bar.includes('Thrust') && at.bar.includes('Pause'), at.bar.join());
  assert.deepEqual(problems, []);
  await context.close();
});
