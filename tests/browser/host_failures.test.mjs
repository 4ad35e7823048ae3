// Each way a host can keep the element from running shows one short sentence
// in the stage's box, fires `error` with the detail, and leaves no Play button
// that does nothing. A Trusted Types host is not one of them.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { start } from './harness.mjs';
import { hostRoot, openHost, startHosts, stageReady } from './hosts.mjs';

const dist = new URL('../../dist/embed', import.meta.url).pathname;

// A copy of the element's folder without some of its files, as a careless upload leaves it.
function distWithout(...names) {
  const copy = mkdtempSync(join(tmpdir(), 'stickman-partial-'));
  cpSync(dist, copy, { recursive: true });
  for (const name of names) rmSync(join(copy, name));
  return copy;
}

let env;
before(async () => {
  env = await startHosts();
});
after(async () => {
  await env?.close();
});

// Records the stage's error events from the first moment of the page.
function recordErrors() {
  window.__errors = [];
  addEventListener(
    'error',
    (e) => e.target?.localName === 'stickman-stage' && window.__errors.push({ message: e.detail.message, kind: e.detail.kind, detail: String(e.detail.error?.message) }),
    true,
  );
}

async function failure(page) {
  await page.waitForFunction(() => window.__errors.length > 0);
  return page.evaluate(() => {
    const s = document.getElementById('stage');
    const root = s.shadowRoot;
    const message = root.getElementById('message');
    const shown = (el) => el.checkVisibility() && !el.hidden;
    return {
      errors: window.__errors,
      box: shown(message) ? message.textContent : '',
      status: root.getElementById('status').textContent,
      playButtons: [...root.querySelectorAll('button')].filter(shown).length,
      loaded: s.loaded,
    };
  });
}

function assertFailure(seen, kind, sentence) {
  assert.equal(seen.errors.length, 1, JSON.stringify(seen.errors));
  assert.equal(seen.errors[0].kind, kind, seen.errors[0].detail);
  assert.equal(seen.errors[0].message, sentence);
  assert.equal(seen.box, sentence, 'the sentence is shown in the box');
  assert.equal(seen.status, sentence, 'and spoken');
  assert.equal(seen.playButtons, 0, 'no Play button that could not play');
  assert.equal(seen.loaded, false);
  assert.ok(seen.errors[0].detail.length > 10, `technical detail in the event: ${seen.errors[0].detail}`);
}

test("a host CSP without 'wasm-unsafe-eval' is named in the box", async () => {
  const { page, context } = await openHost(env, '/hosts/fail/csp.html', { init: recordErrors });
  assertFailure(await failure(page), 'csp', "This page's security policy does not allow WebAssembly, so the animation cannot run.");
  await context.close();
});

// Every core's file of that kind is gone, whichever core the page's scene needs.
for (const ext of ['.wasm', '.mjs']) {
  test(`missing cores (posecore*${ext}) are named in the box`, async () => {
    const server = await start({ root: (() => {
      const r = hostRoot();
      rmSync(join(r, 'stickman'));
      cpSync(distWithout(...readdirSync(dist).filter((f) => f.startsWith('posecore') && f.endsWith(ext))), join(r, 'stickman'), { recursive: true });
      return r;
    })() });
    try {
      const { page, context } = await openHost(server, '/hosts/bare/', { init: recordErrors });
      assertFailure(await failure(page), 'missing', "The animation's files are missing from this site.");
      await context.close();
    } finally {
      await server.close();
    }
  });
}

test('a cross-origin copy whose server does not allow the wasm is named in the box', async () => {
  // The other site: scripts carry CORS headers, the wasm does not.
  const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };
  const other = createServer((req, res) => {
    const name = new URL(req.url, 'http://x').pathname.slice(1);
    let body;
    try {
      body = readFileSync(join(dist, name.replace(/[^\w.-]/g, '')));
    } catch {
      res.writeHead(404).end();
      return;
    }
    const headers = { 'Content-Type': types[extname(name)] ?? 'application/octet-stream' };
    if (extname(name) !== '.wasm') headers['Access-Control-Allow-Origin'] = '*';
    res.writeHead(200, headers).end(body);
  });
  await new Promise((ok) => other.listen(0, '127.0.0.1', ok));
  try {
    const from = `http://localhost:${other.address().port}/`;
    const { page, context } = await openHost(env, `/hosts/fail/cors.html?from=${encodeURIComponent(from)}`, { init: recordErrors });
    assertFailure(await failure(page), 'cors', "The animation's files are on another site that does not let this page use them.");
    await context.close();
  } finally {
    await new Promise((ok) => other.close(ok));
  }
});

test("a host that requires Trusted Types still gets a working stage", async () => {
  const { page, problems, context } = await openHost(env, '/hosts/fail/trusted-types.html', { init: recordErrors });
  await stageReady(page);
  const state = await page.evaluate(() => ({ loaded: document.getElementById('stage').loaded, errors: window.__errors }));
  assert.deepEqual(state, { loaded: true, errors: [] });
  assert.deepEqual(problems, []);
  await context.close();
});
