// Links and attributes that ask for a far moment (web/element/timeline.js):
// no task of the page runs 200 ms or more while it goes there, and the stage
// ends showing the moment, or a sentence when the scene cannot be replayed
// that far (cpp/scenes/timed_scene.h, kMaxSeekWork).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { recordProblems, siteWith, start } from './harness.mjs';

const ANSWER_MS = 200;
const REFUSED = /is more than this scene can replay; it stays at 0:00\.$/;
const ARRIVED = /^3600\.00 seconds, frame 216000\.$/;

let env;
before(async () => {
  const root = siteWith({
    'eight.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Eight stages</title><link rel="icon" href="data:,">' +
      '<style>stickman-stage{display:inline-block;width:200px}</style>' +
      '<script type="module" src="element/stickman-stage.js"></script></head><body>' +
      '<stickman-stage scene="walk-03" time="3600"></stickman-stage>'.repeat(8) +
      '</body></html>',
  });
  env = await start({ root });
});
after(async () => {
  await env?.close();
});

// Asks the page for its stages' status lines, again and again, until every
// one says `done`. From the moment every stage shows its scene (the seek or
// the refusal starts after that), no task of the page's main thread may run
// ANSWER_MS or more: the browser's own long-task entries say how long each
// ran, so a busy test machine delaying this process's questions does not
// count against the page. Loading the page and compiling its wasm come
// before and are not measured. Returns what the stages said on the way.
async function answersUntil(page, done) {
  const seen = new Set();
  let since = null;
  let asked = 0;
  for (;;) {
    const { lines, now } = await page.evaluate(() => ({
      lines: [...document.querySelectorAll('stickman-stage')].map((s) => s.shadowRoot?.getElementById('status')?.textContent ?? ''),
      now: performance.now(),
    }));
    asked++;
    if (since === null && lines.length > 0 && lines.every((l) => l !== '')) since = now;
    lines.forEach((l) => seen.add(l));
    if (lines.length && lines.every((l) => done.test(l))) break;
  }
  const tasks = await page.evaluate((since) => window.longTasks.filter((t) => t.start >= since), since);
  const slowest = Math.max(0, ...tasks.map((t) => t.duration));
  assert.ok(slowest < ANSWER_MS, `a task ran ${Math.round(slowest)} ms; the stages said ${JSON.stringify([...seen])}`);
  assert.ok(asked > 1, 'the page was asked while it worked');
  return { seen, slowest };
}

// Every task of 50 ms or more the page runs, from its first script on.
function recordLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function visit(path) {
  const context = await env.browser.newContext({ viewport: { width: 960, height: 720 } });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.addInitScript(recordLongTasks);
  await page.goto(env.origin + path, { waitUntil: 'commit' });
  return { page, problems, context };
}

for (const path of ['/index.html#crowd&count=5000&t=3600', '/embed.html?scene=crowd&count=5000&time=3600']) {
  test(`${path}: refused with a sentence, and the page answers all along`, async (t) => {
    const { page, problems, context } = await visit(path);
    const { slowest } = await answersUntil(page, REFUSED);
    t.diagnostic(`longest task ${Math.round(slowest)} ms`);
    const stage = await page.evaluate(() => {
      const s = document.querySelector('stickman-stage');
      return { time: s.currentTime, failed: s.matches('.failed'), count: s.getAttribute('count') };
    });
    assert.deepEqual(stage, { time: 0, failed: false, count: '5000' });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('/index.html#lab&t=3600: goes there in slices, saying how far it has got, and the page answers all along', async (t) => {
  const { page, problems, context } = await visit('/index.html#lab&t=3600');
  const { seen, slowest } = await answersUntil(page, ARRIVED);
  t.diagnostic(`longest task ${Math.round(slowest)} ms`);
  assert.ok([...seen].some((l) => /^Going to 60:00\u2026 \d+%$/.test(l)), [...seen].join(' | '));
  assert.equal(await page.evaluate(() => document.getElementById('panel').currentTime), 3600);
  assert.deepEqual(problems, []);
  await context.close();
});

test('eight walk-03 stages with time="3600" all start, and each gets there', async (t) => {
  const { page, problems, context } = await visit('/eight.html');
  const { slowest } = await answersUntil(page, ARRIVED);
  t.diagnostic(`longest task ${Math.round(slowest)} ms`);
  const stages = await page.evaluate(() =>
    [...document.querySelectorAll('stickman-stage')].map((s) => ({ loaded: s.loaded, failed: s.matches('.failed'), time: s.currentTime })),
  );
  assert.deepEqual(stages, Array(8).fill({ loaded: true, failed: false, time: 3600 }));
  assert.deepEqual(problems, []);
  await context.close();
});
