// A post with three stages, loaded on a phone whose CPU is four times slower:
// the main thread's tasks over 50 ms (what keeps a reader's tap waiting),
// counted from a trace until every stage plays, and how the stages' work is
// cut into tasks. A long task is the stages' when scripts ran for over 50 ms
// of it; the rest are the browser's own (parsing, style, layout, compositing).
// Reported, not timed: what is asserted is which task does what, which holds
// on a loaded machine too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { TASK, recordProblems, scriptTime, traceEvents } from './harness.mjs';
import { startHosts } from './hosts.mjs';
import { PORTRAIT } from './phone.mjs';

let env;
before(async () => (env = await startHosts()));
after(() => env?.close());

const STAGES = 3;
// Once every stage has fired `load` and drawn two frames after it, the page
// says so on its console: nothing is evaluated in it while it is traced.
function announceLive(count) {
  let loaded = 0;
  document.addEventListener('load', (event) => {
    if (event.target.localName !== 'stickman-stage' || ++loaded < count) return;
    requestAnimationFrame(() => requestAnimationFrame(() => console.log('stages live')));
  }, true);
}

// The page's main thread (the one that fetches the cores): its tasks, each
// with the time scripts ran in it, whether it evaluated a module, and the
// files it asked for.
function tasksOf(events) {
  const first = events.find((e) => e.name === 'ResourceSendRequest' && /posecore-\w+\.wasm$/.test(e.args.data.url));
  const spans = events.filter((e) => e.ph === 'X' && e.pid === first.pid && e.tid === first.tid).sort((a, b) => a.ts - b.ts);
  const requests = events.filter((e) => e.name === 'ResourceSendRequest' && e.pid === first.pid && e.tid === first.tid);
  return spans.filter((t) => t.name === TASK).map((t) => {
    const inside = (e) => e.ts >= t.ts && e.ts < t.ts + t.dur;
    return {
      ms: t.dur / 1e3,
      scriptMs: scriptTime(spans, t) / 1e3,
      module: spans.some((s) => s.name === 'v8.evaluateModule' && inside(s)),
      asked: requests.filter(inside).map((r) => new URL(r.args.data.url).pathname.split('/').pop()),
    };
  });
}

test('a three-stage post at 4x CPU: the module upgrades the stages, and each sets itself up in a task of its own', async () => {
  const context = await env.browser.newContext(PORTRAIT);
  try {
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.addInitScript(announceLive, STAGES);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = await traceEvents(cdp, async () => {
      const live = page.waitForEvent('console', { predicate: (m) => m.text() === 'stages live', timeout: 120000 });
      await page.goto(`${env.origin}/hosts/bare/three.html`);
      await live;
    }, 'devtools.timeline,v8.execute,toplevel');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    assert.deepEqual(problems, []);

    const tasks = tasksOf(events);
    const long = tasks.filter((t) => t.ms > 50);
    const ours = long.filter((t) => t.scriptMs > 50);
    const shown = (list) => list.map((t) => `${t.ms.toFixed(0)} ms (scripts ${t.scriptMs.toFixed(0)})${t.module ? ' with a module' : ''}`).join(', ') || 'none';
    console.log(`tasks over 50 ms: ${long.length}; the stages' ${ours.length}: ${shown(ours)}; the browser's ${long.length - ours.length}: ${shown(long.filter((t) => !ours.includes(t)))}`);

    // The element's module is the first evaluated. Its task upgrades every
    // stage and asks for nothing: each stage asks for its still and then its
    // core in a task of its own, after the module's (the still first: it is
    // drawn as it comes, and the smaller file).
    const moduleAt = tasks.findIndex((t) => t.module);
    assert.ok(moduleAt >= 0, 'the element\'s module is evaluated while traced');
    assert.deepEqual(tasks[moduleAt].asked, [], 'what the module\'s task asked for');
    const setUps = tasks.filter((t) => t.asked.some((f) => /^posecore-\w+\.wasm$/.test(f)));
    assert.deepEqual(setUps.map((t) => t.asked.filter((f) => /^(still-.*|posecore-\w+\.wasm)$/.test(f))), [
      ['still-walk-walk-03-tall.json', 'posecore-walk.wasm'],
      ['still-rex-rex-lab.json', 'posecore-rex.wasm'],
      ['still-lab-lab-tall.json', 'posecore-lab.wasm'],
    ], 'each stage asks for its still (upright: the tall ones) and its core in a task of its own, in the page\'s order');
    assert.ok(setUps.every((t) => tasks.indexOf(t) > moduleAt), 'after the module\'s task');
  } finally {
    await context.close();
  }
});
