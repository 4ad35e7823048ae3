// A resize that reaches many stages (a phone turned, a window dragged) lays
// the page out once, however many there are: every stage reads its size
// before any writes its backing store. Read by the browser's trace: a layout
// with a script's stack is one a script forced.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { siteWith, start, traceEvents } from './harness.mjs';
import { LANDSCAPE, PORTRAIT } from './phone.mjs';

const COUNT = 9;
let env;
before(async () => {
  const scenes = ['lab', 'walk-03', 'calisthenics'];
  const body = Array.from(
    { length: COUNT },
    (_, i) => `<p>Paragraph ${i}, long enough to wrap again when the page narrows, as a post's text does.</p>` +
      `<stickman-stage scene="${scenes[i % scenes.length]}" autoplay></stickman-stage>`,
  ).join('');
  const root = siteWith({
    'stages.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stages</title><link rel="icon" href="data:,">' +
      '<style>stickman-stage{display:inline-block;width:30%}</style>' +
      `<script type="module" src="element/stickman-stage.js"></script></head><body><main>${body}</main></body></html>`,
  });
  env = await start({ root });
});
after(async () => {
  await env?.close();
});

// The layouts the page's own scripts forced while `run` ran (not the test's
// probes), with the functions that forced each.
async function forcedLayouts(page, run) {
  const cdp = await page.context().newCDPSession(page);
  const events = await traceEvents(cdp, run, 'devtools.timeline,disabled-by-default-devtools.timeline.stack');
  return events
    .filter((e) => e.name === 'Layout' && e.args?.beginData?.stackTrace?.some((f) => f.url.startsWith(env.origin)))
    .map((e) => e.args.beginData.stackTrace.map((f) => `${f.functionName}@${f.url.replace(/.*\//, '')}`).join(' < '));
}

// A window dragged narrower and back; a phone with touch turned on its side and back.
const RESIZES = {
  desktop: { device: { viewport: { width: 960, height: 720 }, deviceScaleFactor: 1.5 }, sizes: [{ width: 720, height: 720 }, { width: 960, height: 720 }] },
  phone: { device: PORTRAIT, sizes: [LANDSCAPE.viewport, PORTRAIT.viewport] },
};

for (const [name, { device, sizes }] of Object.entries(RESIZES)) {
  test(`${name}: a resize reaching ${COUNT} stages makes no script lay the page out, and each backing store follows`, async () => {
    const context = await env.browser.newContext(device);
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${env.origin}/stages.html`);
      await page.waitForFunction((n) => {
        const stages = [...document.querySelectorAll('stickman-stage')];
        return stages.length === n && stages.every((s) => s.loaded);
      }, COUNT);
      // The stage's default max-dpr is 2.
      const fitted = () =>
        [...document.querySelectorAll('stickman-stage')].every((s) => {
          const c = s.shadowRoot.getElementById('stage');
          return c.clientWidth > 0 && c.width === Math.round(c.clientWidth * Math.min(devicePixelRatio, 2));
        });
      const firstWidth = () => page.evaluate(() => document.querySelector('stickman-stage').shadowRoot.getElementById('stage').width);
      await page.waitForFunction(fitted);
      const widths = [await firstWidth()];
      for (const size of sizes) {
        const forced = await forcedLayouts(page, async () => {
          await page.setViewportSize(size);
          await page.waitForFunction(fitted);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        });
        assert.deepEqual(forced, [], `at ${size.width}x${size.height}, layouts forced by scripts`);
        widths.push(await firstWidth());
      }
      assert.notEqual(widths[1], widths[0], `the backing store followed the first resize (${widths.join(' -> ')} px)`);
      assert.equal(widths[2], widths[0], `and came back with the second (${widths.join(' -> ')} px)`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
