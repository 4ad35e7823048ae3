// A resize that reaches many stages (a phone turned, a window dragged) lays
// the page out once, however many there are: every stage reads its size
// before any writes its backing store. Read by the browser's trace: a layout
// with a script's stack is one a script forced.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { siteWith, start, traceEvents } from './harness.mjs';

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
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stages</title><link rel="icon" href="data:,">' +
      '<style>stickman-stage{display:inline-block;width:30%}</style>' +
      `<script type="module" src="stickman-stage.js"></script></head><body><main>${body}</main></body></html>`,
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

test(`a resize reaching ${COUNT} stages makes no script lay the page out, and each backing store follows`, async () => {
  const context = await env.browser.newContext({ viewport: { width: 960, height: 720 }, deviceScaleFactor: 1.5 });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.origin}/stages.html`);
    await page.waitForFunction((n) => {
      const stages = [...document.querySelectorAll('stickman-stage')];
      return stages.length === n && stages.every((s) => s.loaded);
    }, COUNT);
    const fitted = () =>
      [...document.querySelectorAll('stickman-stage')].every((s) => {
        const c = s.shadowRoot.getElementById('stage');
        return c.clientWidth > 0 && c.width === Math.round(c.clientWidth * devicePixelRatio);
      });
    await page.waitForFunction(fitted);
    const before = await page.evaluate(() => document.querySelector('stickman-stage').shadowRoot.getElementById('stage').width);
    for (const width of [720, 960]) {
      const forced = await forcedLayouts(page, async () => {
        await page.setViewportSize({ width, height: 720 });
        await page.waitForFunction(fitted);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      });
      assert.deepEqual(forced, [], `at ${width} px wide, layouts forced by scripts`);
    }
    await page.setViewportSize({ width: 720, height: 720 });
    await page.waitForFunction(fitted);
    const after = await page.evaluate(() => document.querySelector('stickman-stage').shadowRoot.getElementById('stage').width);
    assert.ok(after < before, `the backing store narrowed with the page (${before} -> ${after} px)`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
