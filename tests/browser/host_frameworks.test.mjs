// The element inside a React 19 and a Vue 3 app, the npm packages loaded as
// ES modules from node_modules without a bundler: both set DOM properties, so
// every attribute the element documents must be a settable property.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { build } from 'esbuild';
import { start } from './harness.mjs';
import { hostRoot, openHost } from './hosts.mjs';

let env;
before(async () => {
  // React is CommonJS only: one ES module of react + react-dom/client, the way
  // an ESM CDN serves it, built from the pinned packages.
  const vendor = mkdtempSync(join(tmpdir(), 'stickman-vendor-'));
  await build({
    stdin: {
      contents: "import * as React from 'react'; import { createRoot } from 'react-dom/client'; export { React, createRoot };",
      resolveDir: new URL('../..', import.meta.url).pathname,
    },
    bundle: true,
    format: 'esm',
    outfile: join(vendor, 'react.mjs'),
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'error',
  });
  env = await start({ root: hostRoot({ vendor }) });
});
after(async () => {
  await env?.close();
});

for (const framework of ['react', 'vue']) {
  test(`${framework}: the stage renders and follows scene changes made through the framework`, async () => {
    const { page, problems, context } = await openHost(env, `/hosts/${framework}/`);
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.waitForFunction(() => document.getElementById('stage')?.loaded);
    const first = await page.evaluate(() => {
      const s = document.getElementById('stage');
      return { scene: s.scene, attr: s.getAttribute('scene'), paused: s.paused, label: s.shadowRoot.querySelector('canvas').getAttribute('aria-label') };
    });
    assert.deepEqual(first, { scene: 'lab', attr: 'lab', paused: false, label: 'Scene lab' });
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          document.getElementById('stage').addEventListener('load', resolve, { once: true });
          window.setScene('walk-03');
        }),
    );
    const after = await page.evaluate(() => {
      const s = document.getElementById('stage');
      return { scene: s.scene, keys: s.shadowRoot.getElementById('keys').textContent, shown: document.getElementById('shown').textContent };
    });
    assert.equal(after.scene, 'walk-03');
    assert.match(after.keys, /stride angle/, 'the walk-03 scene is the one running');
    assert.equal(after.shown, 'Showing walk-03');
    await page.evaluate(() => window.setSpeed(2));
    await page.waitForFunction(() => document.getElementById('stage').getAttribute('speed') === '2');
    assert.deepEqual(problems, []);
    assert.deepEqual(warnings, []);
    await context.close();
  });
}
