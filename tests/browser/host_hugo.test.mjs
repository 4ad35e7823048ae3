// A real Hugo build of a blogger's two-page site under /blog/, the element
// copied to static/stickman/ and embedded three times by a shortcode; and the
// layout shift of a post with three stages (ours and the Hugo one): none.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { start } from './harness.mjs';
import { openHost } from './hosts.mjs';

const repo = new URL('../..', import.meta.url).pathname;
let env;

before(async () => {
  const work = mkdtempSync(join(tmpdir(), 'stickman-hugo-'));
  cpSync(join(repo, 'tests/hosts/hugo'), join(work, 'site'), { recursive: true });
  cpSync(join(repo, 'dist/embed'), join(work, 'site/static/stickman'), { recursive: true });
  const hugo = spawnSync('hugo', ['--quiet', '-s', join(work, 'site'), '-d', join(work, 'root/blog')], { encoding: 'utf8' });
  assert.equal(hugo.status, 0, hugo.stdout + hugo.stderr);
  cpSync(join(repo, 'dist'), join(work, 'root/ours'), { recursive: true });
  env = await start({ root: join(work, 'root') });
});
after(async () => {
  await env?.close();
});

// Cumulative layout shift, from the first moment of the page.
function recordShifts() {
  window.__cls = 0;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls += entry.value;
      window.__shifts.push(entry.sources?.map((s) => s.node?.nodeName ?? '?').join('+'));
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const canvasData = (page, n) => page.evaluate((n) => document.querySelectorAll('stickman-stage')[n].shadowRoot.querySelector('canvas').toDataURL(), n);

test('the Hugo site under /blog/: three stages, no 404, no console error, the one off screen idle, no layout shift', async () => {
  const { page, problems, context } = await openHost(env, '/blog/', { init: recordShifts });
  await page.click('#post-link');
  await page.waitForURL(/\/blog\/posts\/walking\/$/);
  await page.waitForFunction(() => [...document.querySelectorAll('stickman-stage')].slice(0, 2).every((s) => s.loaded));
  // The off-screen stage has its poster drawn and then does no work while the first ones play.
  await page.waitForFunction(() => document.querySelectorAll('stickman-stage')[2].loaded);
  const idle = await canvasData(page, 2);
  for (let k = 0; k < 2; k++) {
    const moving = await canvasData(page, 0);
    await page.waitForFunction((was) => document.querySelector('stickman-stage').shadowRoot.querySelector('canvas').toDataURL() !== was, moving);
  }
  assert.equal(await canvasData(page, 2), idle, 'the stage off screen is idle');
  const third = await page.evaluate(() => {
    const s = document.querySelectorAll('stickman-stage')[2];
    return { frozen: s.frozen, running: s.running, paused: s.paused };
  });
  assert.deepEqual(third, { frozen: true, running: false, paused: false });
  const cls = await page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts }));
  console.log(`Hugo post: CLS ${cls.cls}`);
  assert.equal(cls.cls, 0, JSON.stringify(cls.shifts));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the sample post with three stages: cumulative layout shift 0', async () => {
  const { page, problems, context } = await openHost(env, '/ours/post.html', { init: recordShifts });
  await page.waitForFunction(() => ['first', 'third'].every((id) => document.getElementById(id).loaded));
  // Two frames after the last load: any shift it caused has been reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const cls = await page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts }));
  console.log(`sample post: CLS ${cls.cls}`);
  assert.equal(cls.cls, 0, JSON.stringify(cls.shifts));
  assert.deepEqual(problems, []);
  await context.close();
});
