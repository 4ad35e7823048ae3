// On a phone (portrait and landscape, touch, DPR 3) the smallest label the
// stage's canvas draws in any mode is at least 12 CSS px, measured as drawn:
// the font's px times the canvas transform's scale, in CSS px. The game talks
// about taps there.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { start } from './harness.mjs';
import { LANDSCAPE, PORTRAIT, openPhone } from './phone.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// The labels of the last drawing of a visible canvas (the renderer starts
// each one by painting the whole canvas), with their sizes in CSS px.
function recordLabels() {
  window.labels = [];
  const paint = CanvasRenderingContext2D.prototype.fillRect;
  CanvasRenderingContext2D.prototype.fillRect = function (x, y, w, h) {
    if (this.canvas.clientWidth > 0 && x === 0 && y === 0 && w === this.canvas.width && h === this.canvas.height) window.labels = [];
    return paint.call(this, x, y, w, h);
  };
  const fill = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    const c = this.canvas;
    if (c.clientWidth > 0 && String(text).trim() !== '') {
      const m = this.getTransform();
      window.labels.push({ text: String(text), px: (parseFloat(this.font) * Math.hypot(m.a, m.b) * c.clientWidth) / c.width });
    }
    return fill.call(this, text, ...rest);
  };
}

const stageStatus = () => document.getElementById('panel').shadowRoot.getElementById('status').textContent;

// The smallest label of the drawing shown.
async function smallestLabel(page) {
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  await page.waitForFunction(() => window.labels.length > 0);
  return page.evaluate(() => window.labels.reduce((a, b) => (b.px < a.px ? b : a)));
}

for (const [name, device] of [['portrait', PORTRAIT], ['landscape', LANDSCAPE]]) {
  test(`${name} phone: every mode's smallest canvas label is at least 12 CSS px; the game says tap`, async (t) => {
    const { page, context, problems } = await openPhone(env, device, '', recordLabels);
    const ids = await page.$$eval('#mode-picker option', (os) => os.map((o) => o.value));
    assert.ok(ids.length >= 13, `modes: ${ids.length}`);
    for (const id of ids) {
      await page.evaluate((id) => (location.hash = id), id);
      await page.waitForFunction((id) => {
        const s = document.getElementById('panel');
        return s.scene === id && s.loaded;
      }, id);
      const least = await smallestLabel(page);
      t.diagnostic(`${id}: smallest "${least.text}" ${least.px.toFixed(1)} px`);
      assert.ok(least.px >= 12 - 1e-3, `${name} ${id}: "${least.text}" at ${least.px.toFixed(2)} CSS px`);
      if (id !== 'spear-run') continue;
      assert.match(await page.evaluate(stageStatus), /tap to run\. Tap left to jump, right to thrust/);
      // The run's numbers too, after a tap starts it.
      await page.locator('#panel canvas').tap();
      await page.waitForFunction((source) => new RegExp(source).test(document.getElementById('panel').shadowRoot.getElementById('status').textContent), 'Running');
      const running = await smallestLabel(page);
      assert.ok(running.px >= 12 - 1e-3, `${name} running: "${running.text}" at ${running.px.toFixed(2)} CSS px`);
      await page.evaluate(() => document.getElementById('panel').pause());
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// The labels the drawing shown draws: how many, and the smallest.
async function labelsShown(page) {
  await smallestLabel(page);
  return page.evaluate(() => ({ count: window.labels.length, least: window.labels.reduce((a, b) => (b.px < a.px ? b : a)) }));
}

async function showMode(page, id) {
  await page.evaluate((id) => (location.hash = id), id);
  await page.waitForFunction((id) => {
    const s = document.getElementById('panel');
    return s.scene === id && s.loaded;
  }, id);
}

test('portrait phone: the walk lessons get a tall stage and stack, every label readable and none left out', async (t) => {
  const desk = await openPhone(env, { viewport: { width: 1280, height: 900 } }, '', recordLabels);
  const phone = await openPhone(env, PORTRAIT, '', recordLabels);
  const ids = (await phone.page.$$eval('#mode-picker option', (os) => os.map((o) => o.value))).filter((id) => id.startsWith('walk-'));
  assert.equal(ids.length, 9);
  for (const id of ids) {
    await showMode(desk.page, id);
    await showMode(phone.page, id);
    const wide = await labelsShown(desk.page);
    const tall = await labelsShown(phone.page);
    const at = await phone.page.evaluate(() => {
      const c = document.getElementById('panel').shadowRoot.getElementById('stage').getBoundingClientRect();
      return { top: c.top + scrollY, bottom: c.bottom + scrollY, width: c.width, height: c.height, page: document.documentElement.scrollWidth };
    });
    t.diagnostic(`${id}: canvas ${at.width.toFixed(0)}x${at.height.toFixed(0)} at ${at.top.toFixed(0)}; ${tall.count} labels (desktop ${wide.count}); smallest "${tall.least.text}" ${tall.least.px.toFixed(1)} px`);
    assert.ok(at.height / at.width > 9 / 16 + 0.1, `${id}: ${at.width}x${at.height} is not taller than 16:9`);
    assert.ok(at.top <= PORTRAIT.viewport.height / 4, `${id}: top ${at.top}`);
    assert.ok(at.bottom <= PORTRAIT.viewport.height, `${id}: the canvas ends at ${at.bottom}, past the screen`);
    assert.ok(at.page <= PORTRAIT.viewport.width, `${id}: page ${at.page} px wide`);
    assert.ok(tall.least.px >= 12 - 1e-3, `${id}: "${tall.least.text}" at ${tall.least.px.toFixed(2)} CSS px`);
    assert.equal(tall.count, wide.count, `${id}: labels drawn on the phone and on the desktop`);
  }
  // The lab, whose view is a height, takes the tall stage too; modes that do
  // not lay out for it keep 16:9.
  const ratio = async (id) => {
    await showMode(phone.page, id);
    return phone.page.evaluate(() => {
      const c = document.getElementById('panel').shadowRoot.getElementById('stage').getBoundingClientRect();
      return c.height / c.width;
    });
  };
  assert.ok(Math.abs((await ratio('lab')) - 5 / 3) < 0.02, 'lab tall');
  for (const id of ['rex-lab', 'calisthenics']) assert.ok(Math.abs((await ratio(id)) - 9 / 16) < 0.02, `${id} 16:9`);
  assert.deepEqual(phone.problems, []);
  assert.deepEqual(desk.problems, []);
  await desk.context.close();
  await phone.context.close();
});
