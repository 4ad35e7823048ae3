// 200 stages on one page share one wasm heap that, grown to its maximum, cannot hold them all
// (crowds among them): each either plays or shows its error; none stays
// "Loading the animation".
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { siteWith, start } from './harness.mjs';

const COUNT = 200;
let env;
before(async () => {
  const root = siteWith({
    'many.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Many stages</title><link rel="icon" href="data:,">' +
      '<style>stickman-stage{display:inline-block;width:160px}</style>' +
      '<script type="module" src="element/stickman-stage.js"></script></head><body><main id="all"></main></body></html>',
  });
  env = await start({ root });
});
after(async () => {
  await env?.close();
});

test(`${COUNT} stages: each plays or shows its error, none stays loading`, async (t) => {
  const context = await env.browser.newContext({ viewport: { width: 960, height: 720 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.origin}/many.html`);
  await page.waitForFunction(() => customElements.get('stickman-stage'));
  await page.evaluate((count) => {
    const scenes = ['lab', 'walk-03', 'spear-run', 'crowd', 'lab', 'calisthenics', 'crowd', 'rex-lab'];
    for (let i = 0; i < count; i++) {
      const s = document.createElement('stickman-stage');
      s.setAttribute('scene', scenes[i % scenes.length]);
      s.setAttribute('autoplay', '');
      document.getElementById('all').append(s);
    }
  }, COUNT);
  // scene reflects its attribute at once; loaded means the scene runs.
  const settled = () =>
    [...document.querySelectorAll('stickman-stage')].every((s) => s.loaded || s.matches('.failed'));
  const tally = () => {
    const stages = [...document.querySelectorAll('stickman-stage')];
    const status = (s) => s.shadowRoot.getElementById('status').textContent;
    return {
      playing: stages.filter((s) => s.loaded && !s.matches('.failed')).length,
      failed: stages.filter((s) => s.matches('.failed') && status(s).length > 10).length,
      loading: stages.filter((s) => s.shadowRoot.getElementById('stage').getAttribute('aria-label') === 'Loading the animation').length,
      messages: [...new Set(stages.filter((s) => s.matches('.failed')).map(status))],
    };
  };
  try {
    await page.waitForFunction(settled, null, { timeout: 20_000 });
  } catch {
    assert.fail(`stages still loading: ${JSON.stringify(await page.evaluate(tally))}; page errors: ${[...new Set(errors)].join(' | ')}`);
  }
  const result = await page.evaluate(tally);
  t.diagnostic(`${result.playing} play, ${result.failed} show their error`);
  assert.equal(result.playing + result.failed, COUNT, JSON.stringify(result));
  assert.equal(result.loading, 0);
  assert.ok(result.failed > 0, 'the heap really ran out');
  for (const m of result.messages) assert.match(m, /memory/i);
  await context.close();
});
