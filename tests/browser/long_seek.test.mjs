// Links and attributes that ask for a far moment (web/element/timeline.js):
// the page answers a script call within 200 ms at all times, and the stage
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
// one says `done`; from the answer that finds every stage showing its scene
// (the seek or the refusal starts after that), each answer must come within
// ANSWER_MS. Loading the page and compiling its wasm come before and are
// not timed: on a busy machine they alone can take longer. Returns what the
// stages said on the way.
async function answersUntil(page, done) {
  const seen = new Set();
  let slowest = 0;
  let timed = false;
  for (;;) {
    const asked = performance.now();
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll('stickman-stage')].map((s) => s.shadowRoot?.getElementById('status')?.textContent ?? ''),
    );
    const took = performance.now() - asked;
    if (timed) {
      slowest = Math.max(slowest, took);
      assert.ok(took < ANSWER_MS, `the page took ${Math.round(took)} ms to answer; its stages said ${JSON.stringify(lines)}`);
    }
    timed ||= lines.length > 0 && lines.every((l) => l !== '');
    lines.forEach((l) => seen.add(l));
    if (lines.length && lines.every((l) => done.test(l))) return { seen, slowest };
  }
}

async function visit(path) {
  const context = await env.browser.newContext({ viewport: { width: 960, height: 720 } });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(env.origin + path, { waitUntil: 'commit' });
  return { page, problems, context };
}

for (const path of ['/index.html#crowd&count=5000&t=3600', '/embed.html?scene=crowd&count=5000&time=3600']) {
  test(`${path}: refused with a sentence, and the page answers all along`, async (t) => {
    const { page, problems, context } = await visit(path);
    const { slowest } = await answersUntil(page, REFUSED);
    t.diagnostic(`slowest answer ${Math.round(slowest)} ms`);
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
  t.diagnostic(`slowest answer ${Math.round(slowest)} ms`);
  assert.ok([...seen].some((l) => /^Going to 60:00\u2026 \d+%$/.test(l)), [...seen].join(' | '));
  assert.equal(await page.evaluate(() => document.getElementById('panel').currentTime), 3600);
  assert.deepEqual(problems, []);
  await context.close();
});

test('eight walk-03 stages with time="3600" all start, and each gets there', async (t) => {
  const { page, problems, context } = await visit('/eight.html');
  const { slowest } = await answersUntil(page, ARRIVED);
  t.diagnostic(`slowest answer ${Math.round(slowest)} ms`);
  const stages = await page.evaluate(() =>
    [...document.querySelectorAll('stickman-stage')].map((s) => ({ loaded: s.loaded, failed: s.matches('.failed'), time: s.currentTime })),
  );
  assert.deepEqual(stages, Array(8).fill({ loaded: true, failed: false, time: 3600 }));
  assert.deepEqual(problems, []);
  await context.close();
});
