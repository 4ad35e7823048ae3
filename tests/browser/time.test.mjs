// Time in the reader's hands on the site's page: a moment in the hash opens
// paused on that frame, `,` and `.` step when paused and the status says the
// time, the scrubber moves the figure, and the hash's t= round-trips.
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

const pixels = (page) => page.evaluate(() => document.getElementById('panel').shadowRoot.getElementById('stage').toDataURL());
const time = (page) => page.evaluate(() => document.getElementById('panel').currentTime);

test('t= in the hash opens paused on the frame that seeking there shows', async () => {
  const opened = await open(env, '/#walk-02&t=2.4');
  assert.equal(await time(opened.page), 2.4);
  assert.equal(await opened.page.evaluate(() => document.getElementById('panel').paused), true);
  const seeked = await open(env, '/#walk-02');
  await seeked.page.evaluate(() => {
    const stage = document.getElementById('panel');
    stage.pause();
    stage.seek(2.4);
  });
  assert.equal(await pixels(seeked.page), await pixels(opened.page));
  const moved = await open(env, '/#walk-02&t=3');
  assert.notEqual(await pixels(moved.page), await pixels(opened.page));
  for (const s of [opened, seeked, moved]) {
    assert.deepEqual(s.problems, []);
    await s.context.close();
  }
});

test('. and , step one frame when paused, bit-identical, and the status says the time', async () => {
  const { page, problems, context } = await open(env, '/#walk-02&t=1');
  const status = page.locator('#status');
  const start = await pixels(page);
  await page.locator('#stage').focus();
  await page.keyboard.press('.');
  assert.equal(await time(page), 61 / 60);
  await assert.doesNotReject(status.filter({ hasText: '1.02 seconds, frame 61.' }).waitFor());
  const forward = await pixels(page);
  assert.notEqual(forward, start);
  await page.keyboard.press(',');
  assert.equal(await time(page), 1);
  await status.filter({ hasText: '1.00 seconds, frame 60.' }).waitFor();
  assert.equal(await pixels(page), start);
  await page.keyboard.press('.');
  assert.equal(await pixels(page), forward);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the scrubber is a labelled range that moves the figure from the keyboard', async () => {
  const { page, problems, context } = await open(env, '/#walk-02&t=5');
  const scrubber = page.getByRole('slider', { name: 'Time' });
  assert.equal(Number(await scrubber.inputValue()), 5);
  const before = await pixels(page);
  await page.evaluate(() => {
    window.updates = 0;
    document.getElementById('panel').addEventListener('timeupdate', () => window.updates++);
  });
  await scrubber.focus();
  await page.keyboard.press('ArrowLeft');
  assert.ok(Math.abs((await time(page)) - (5 - 1 / 60)) < 1e-9);
  assert.notEqual(await pixels(page), before);
  await page.keyboard.press('Home');
  assert.equal(await time(page), 0);
  assert.ok((await page.evaluate(() => window.updates)) >= 2);
  assert.deepEqual(problems, []);
  await context.close();
});

// Each change to the range input lays out and paints the control bar, so a
// playing stage moves it by whole CSS px, not every frame; paused, it shows
// the exact moment.
test('while playing, the scrubber moves a pixel at a time; paused, it shows the exact moment', async () => {
  const { page, problems, context } = await open(env, '/#walk-02');
  const r = await page.evaluate(async () => {
    const stage = document.getElementById('panel');
    const input = stage.shadowRoot.querySelector('[part~="scrubber"]');
    const writes = [];
    new MutationObserver(() => writes.push({ t: stage.currentTime, value: Number(input.value) })).observe(input, {
      attributeFilter: ['aria-valuetext'],
    });
    const from = stage.currentTime;
    let frames = 0;
    await new Promise((done) => {
      const tick = () => (stage.currentTime - from >= 1.5 ? done() : (frames++, requestAnimationFrame(tick)));
      tick();
    });
    const span = stage.currentTime - from;
    const px = input.getBoundingClientRect().width;
    const window = Number(input.max) - Number(input.min);
    stage.pause();
    await new Promise(requestAnimationFrame);
    return { span, px, window, frames, writes, paused: { t: stage.currentTime, value: Number(input.value), text: input.getAttribute('aria-valuetext') } };
  });
  const perPx = r.window / r.px;
  assert.ok(r.px > 100 && perPx > 1 / 60, `a scrubber ${r.px} px wide moves less than a pixel a frame`);
  assert.ok(r.writes.length <= r.span / perPx + 2, `${r.writes.length} writes in ${r.span.toFixed(2)} s on a ${r.px} px scrubber`);
  // At most one write a drawn frame: a loaded machine draws fewer frames, each moving more pixels.
  assert.ok(r.writes.length >= Math.min(r.frames, r.span / perPx) / 2, `it moved: ${r.writes.length} writes in ${r.frames} frames`);
  for (const w of r.writes) assert.ok(Math.abs(w.value - w.t) <= perPx + 1 / 120, `shows ${w.value} at ${w.t}`);
  // The range input rounds its value to its step, a frame.
  assert.ok(Math.abs(r.paused.value - r.paused.t) <= 1 / 120, `paused at ${r.paused.t}, shows ${r.paused.value}`);
  assert.equal(r.paused.text, `${r.paused.t.toFixed(2)} seconds`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the hash carries the paused moment and reopens on it; hostile t= values are ignored', async () => {
  const first = await open(env, '/#walk-02&t=1.25');
  await first.page.waitForFunction(() => location.hash === '#walk-02&t=1.25');
  await first.page.locator('#stage').focus();
  await first.page.keyboard.press('.');
  await first.page.waitForFunction(() => location.hash === '#walk-02&t=1.2667');
  const shown = await pixels(first.page);
  const again = await open(env, '/#walk-02&t=1.2667');
  assert.equal(await time(again.page), 76 / 60);
  assert.equal(await pixels(again.page), shown);
  for (const s of [first, again]) {
    assert.deepEqual(s.problems, []);
    await s.context.close();
  }
  for (const bad of ['-1', 'abc', '1e3', '99999', '2%2C5', 'Infinity', '0x10']) {
    const { page, problems, context } = await open(env, `/#walk-02&t=${bad}`);
    assert.equal(await page.evaluate(() => document.getElementById('panel').paused), false, bad);
    assert.equal(await page.evaluate(() => document.getElementById('panel').hasAttribute('time') && document.getElementById('panel').currentTime > 10), false);
    assert.deepEqual(problems, [], bad);
    await context.close();
  }
});

test('the iframe query carries time= and opens paused on that frame', async () => {
  const { page, problems, context } = await open(env, '/embed.html?scene=walk-02&time=2.4&controls');
  const state = await page.evaluate(() => {
    const stage = document.getElementById('embedded');
    return { t: stage.currentTime, paused: stage.paused };
  });
  assert.deepEqual(state, { t: 2.4, paused: true });
  assert.deepEqual(problems, []);
  await context.close();
});

// The time bar's readout of the current time: shown wherever its row has room
// beside the bar's controls, the documented 640x480 iframe with controls
// among them (its short screen gives the time bar and the actions one row),
// and left out, not cut, where there is none.
test('the time bar shows the current time in figures wherever its row has room for it', async () => {
  const cases = [
    ['the 640x480 iframe', { width: 640, height: 480 }, '/embed.html?scene=lab&autoplay&controls', 'embedded', true],
    ['the page at 960x720', { width: 960, height: 720 }, '/#lab', 'panel', true],
    ['the page at 390x844', { width: 390, height: 844 }, '/#lab', 'panel', true],
    ['the 400x440 iframe', { width: 400, height: 440 }, '/embed.html?scene=lab&autoplay&controls', 'embedded', false],
  ];
  for (const [name, viewport, path, id, shown] of cases) {
    const context = await env.browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(env.origin + path);
      await page.waitForFunction((id) => document.getElementById(id)?.loaded && document.getElementById(id).shadowRoot.querySelector('.readout'), id);
      const r = await page.evaluate(async (id) => {
        const stage = document.getElementById(id);
        stage.pause();
        await new Promise(requestAnimationFrame);
        const root = stage.shadowRoot;
        const readout = root.querySelector('.readout');
        const bar = root.querySelector('.timebar').getBoundingClientRect();
        const box = readout.getBoundingClientRect();
        // Its neighbours in the row: it sits between the scrubber and the speed.
        const [before, after] = [root.querySelector('[part~="scrubber"]'), root.querySelector('.timebar select')].map((e) => e.getBoundingClientRect());
        return {
          visible: readout.checkVisibility(),
          text: readout.textContent,
          t: stage.currentTime,
          inside: box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5 && box.left >= before.right - 0.5 && box.right <= after.left + 0.5,
          overflows: readout.scrollWidth > Math.ceil(box.width),
        };
      }, id);
      assert.equal(r.visible, shown, `${name}: the time ${shown ? 'shown' : 'left out'}`);
      if (shown) {
        assert.equal(r.text, `${r.t.toFixed(2)} s`, name);
        assert.ok(r.inside && !r.overflows, `${name}: the time "${r.text}" lies whole between the scrubber and the speed`);
      }
    } finally {
      await context.close();
    }
  }
});
