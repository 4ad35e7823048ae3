// What a stage refuses, it refuses once and at once: one error event per
// failed scene switch however fast the switches come (a core arriving late
// for a scene no longer asked for does nothing), a clear TypeError for
// exportClip(null), and a megabyte-long attribute named by its length.
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

const WARNED = { allow: [/^<stickman-stage>: (Unknown scene |[\w-]+=\(\d+ characters\) is not a number)/] };

test('200 unknown scenes among fast switches to scenes whose cores are still loading: exactly 200 error events', async () => {
  const { page, problems, context } = await open(env, '/embed.html?scene=walk-03', WARNED);
  await page.waitForFunction(() => document.getElementById('embedded').loaded);
  const result = await page.evaluate(async () => {
    const s = document.getElementById('embedded');
    let errors = 0;
    s.addEventListener('error', () => errors++);
    const known = ['rex-lab', 'calisthenics', 'spear-run', 'lab', 'crowd'];
    for (let i = 0; i < 200; i++) {
      s.setAttribute('scene', known[i % known.length]);
      s.setAttribute('scene', `nope-${i}`);
    }
    // Every core asked for has arrived and been dealt with (its stage's
    // continuation was registered first), then one last switch that works.
    const core = await import('./element/core.js');
    await Promise.all(known.map((id) => core.loadCore(id)));
    await new Promise((go) => setTimeout(go));
    const loaded = new Promise((go) => s.addEventListener('load', go, { once: true }));
    s.setAttribute('scene', 'lab');
    await loaded;
    return { errors, failed: s.matches('.failed') };
  });
  assert.deepEqual(result, { errors: 200, failed: false });
  assert.ok(problems.every((p) => /Unknown scene "nope-\d+"/.test(p)) || problems.length === 0, problems.slice(0, 3).join('\n'));
  await context.close();
});

test('exportClip(null) is a TypeError that says what it takes', async () => {
  const { page, problems, context } = await open(env, '/embed.html?scene=walk-03');
  await page.waitForFunction(() => document.getElementById('embedded').loaded);
  const error = await page.evaluate(() =>
    document.getElementById('embedded').exportClip(null).then(
      () => null,
      (e) => ({ name: e.name, message: e.message }),
    ),
  );
  assert.deepEqual(error, { name: 'TypeError', message: 'exportClip takes an options object ({ from, to, fps, format, signal, onProgress }) or nothing, got null' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a megabyte-long scene or setting is refused by its length, not quoted', async () => {
  const { page, problems, context } = await open(env, '/embed.html?scene=lab', WARNED);
  await page.waitForFunction(() => document.getElementById('embedded').loaded);
  const said = await page.evaluate(async () => {
    const s = document.getElementById('embedded');
    const failed = new Promise((go) => s.addEventListener('error', (e) => go(e.detail.message), { once: true }));
    s.setAttribute('scene', 'x'.repeat(1_000_000));
    return { event: await failed, status: s.shadowRoot.getElementById('status').textContent };
  });
  assert.match(said.event, /^Unknown scene \(1000000 characters\)\. Valid scenes: /);
  assert.ok(said.status.length < 400, `the status quotes it: ${said.status.length} characters`);
  assert.ok(problems.every((p) => p.length < 1000), 'the console is not given the megabyte either');
  await context.close();
});
