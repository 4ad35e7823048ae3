// A file of the page that does not arrive (a missing core loader, a blocked
// module, a missing wasm) leaves a sentence for the reader, never a blank
// page or Emscripten's developer text.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { scenes } from '../../dist/element/cores.js';
import { open, siteWith, start } from './harness.mjs';

const dist = new URL('../../dist/', import.meta.url).pathname;
const envs = [];
after(async () => {
  for (const env of envs) await env.close();
});

// dist/ without `missing`, served on its own port.
// `edit` rewrites files of the copy: { name: (text) => text }.
async function without(missing, edit = {}) {
  const edited = Object.fromEntries(Object.entries(edit).map(([name, change]) => [name, change(readFileSync(join(dist, name), 'utf8'))]));
  const env = await start({ root: siteWith(edited, { without: missing }) });
  envs.push(env);
  return env;
}

// What a reader sees: the page's own note or the stage's status line.
const readerText = (page) =>
  page.evaluate(() => {
    const note = document.querySelector('.load-error')?.textContent ?? '';
    const stage = document.querySelector('stickman-stage');
    const status = stage?.shadowRoot?.getElementById('status')?.textContent ?? '';
    return { note, status, failed: document.body.matches('.failed') || Boolean(stage?.matches('.failed')) };
  });

// The page's note when a module of the page failed; the stage's own sentence
// when the element loaded and the core it fetches did not.
const failureShown = (page) =>
  page.waitForFunction(() => document.querySelector('.load-error') || document.querySelector('stickman-stage.failed'));

// The pages below show the lab: its core is the one they fetch.
const labCore = `posecore-${scenes.find((s) => s.id === 'lab').core}`;

for (const missing of [`element/${labCore}.mjs`, 'element/stickman-stage.js', 'element/core.js', 'element/cores.js', 'element/url-settings.js']) {
  test(`without ${missing}, index.html and embed.html say the animation could not load`, async () => {
    const env = await without(missing);
    for (const path of ['/#lab', '/embed.html?scene=lab&autoplay']) {
      const { page, context } = await open(env, path);
      await failureShown(page);
      const seen = await readerText(page);
      assert.ok(seen.failed, path);
      if (seen.note) {
        assert.match(seen.note, /could not load/, path);
        assert.equal(await page.getAttribute('.load-error', 'role'), 'alert');
      } else {
        assert.match(seen.status, /files are missing/, path);
      }
      await context.close();
    }
  });
}

test('without its core\'s wasm the stage says so in a sentence, not in Emscripten\'s words', async () => {
  const env = await without(`element/${labCore}.wasm`);
  for (const path of ['/#lab', '/embed.html?scene=lab&autoplay']) {
    const { page, context } = await open(env, path);
    await page.waitForFunction(() => document.querySelector('stickman-stage').matches('.failed'));
    const { status } = await readerText(page);
    assert.match(status, /files are missing/, path);
    assert.doesNotMatch(status, /ASSERTIONS|Aborted\(/, path);
    await context.close();
  }
});

test("a Content-Security-Policy without 'wasm-unsafe-eval' gives the stage's security-policy sentence", async () => {
  const env = await without(null, { 'index.html': (html) => html.replace(" 'wasm-unsafe-eval'", '') });
  const { page, context } = await open(env, '/#lab');
  await page.waitForFunction(() => document.querySelector('stickman-stage').matches('.failed'));
  const { status } = await readerText(page);
  assert.match(status, /security policy does not allow WebAssembly/);
  assert.doesNotMatch(status, /ASSERTIONS|Aborted\(/);
  await context.close();
});
