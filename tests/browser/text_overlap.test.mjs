// No two text labels of a frame overlap, in any scene, measured the way the
// page draws them: the canvas's own measureText in the renderer's font.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { WALK_LESSONS, open, start } from './harness.mjs';
import { labelProblems } from './labels.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

test('no two text labels overlap in any scene over 10 s', async () => {
  const { page, problems, context } = await open(env, '/');
  const { overlaps } = await page.evaluate(labelProblems, { frame: null });
  assert.deepEqual(overlaps, []);
  assert.deepEqual(problems, []);
  await context.close();
});

// On a phone's stage, portrait and landscape, a narrower one and the
// articles' own canvases: labels are at least 12 CSS px, none covers another
// and the canvas cuts none.
for (const frame of [[372, 208], [483, 271], [358, 201], [480, 300], [374, 210]]) {
  test(`at a ${frame.join('x')} stage no label overlaps another or is cut, and none is under 12 px`, async () => {
    const { page, problems, context } = await open(env, '/');
    const { overlaps, cut, least } = await page.evaluate(labelProblems, { frame });
    assert.deepEqual(overlaps, []);
    assert.deepEqual(cut, []);
    assert.ok(least >= 12 - 1e-3, `smallest label ${least} CSS px`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// Upright phones give the walk lessons a tall stage (3:5, the site page's on a
// 390x844 phone first): stacked in two panes, no label covers another or
// leaves its pane, and none is under 12 px.
for (const frame of [[372, 621], [341, 498], [326, 478]]) {
  test(`walk lessons stacked at ${frame.join('x')}: no label overlaps another or leaves its pane`, async () => {
    const { page, problems, context } = await open(env, '/');
    const { overlaps, cut, least } = await page.evaluate(labelProblems, { frame, ids: WALK_LESSONS });
    assert.deepEqual(overlaps, []);
    assert.deepEqual(cut, []);
    assert.ok(least >= 12 - 1e-3, `smallest label ${least} CSS px`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
