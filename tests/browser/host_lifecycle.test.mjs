// Nothing a host page does leaves a dead stage (issue 20, the element's side):
// odd attribute names, a throw while a scene starts, a failed creation,
// removal and re-insertion, an unknown scene and back, odd localStorage.
// Each stage ends loaded or showing its error, never stuck at "Loading".
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openHost, stageReady, startHosts } from './hosts.mjs';

let env;
before(async () => {
  env = await startHosts();
});
after(async () => {
  await env?.close();
});

const LIMIT = { timeout: 30_000 };

// A stage made by the page, settled: { loaded, failed, message, loads, errors }.
const settle = (page, attributes) =>
  page.evaluate(async (attributes) => {
    await customElements.whenDefined('stickman-stage');
    const s = document.createElement('stickman-stage');
    for (const [name, value] of Object.entries(attributes)) s.setAttribute(name, value);
    const seen = { loads: 0, errors: [] };
    s.addEventListener('load', () => seen.loads++);
    s.addEventListener('error', (e) => seen.errors.push(e.detail.message));
    document.body.append(s);
    await s.ready.catch(() => {});
    const message = s.shadowRoot.getElementById('message');
    return { loaded: s.loaded, failed: s.matches('.failed'), message: message.hidden ? '' : message.textContent, ...seen };
  }, attributes);

test('attributes named like Object.prototype members are unknown settings, not a hang', LIMIT, async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/', { allow: [/^<stickman-stage>: "[\w-]+" is not a setting of scene "walk-03"$/] });
  const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  for (const name of Object.getOwnPropertyNames(Object.prototype)) {
    const result = await settle(page, { scene: 'walk-03', [kebab(name)]: '1' });
    assert.deepEqual(result, { loaded: true, failed: false, message: '', loads: 1, errors: [] }, name);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a throw while a scene starts is the stage\'s error; a failed creation says memory', LIMIT, async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/', { allow: [/^<stickman-stage>: (This scene could not start|Not enough memory for another stage)\. /] });
  await stageReady(page);
  const results = await page.evaluate(async () => {
    const core = await (await import('/stickman/stickman-stage.js')).loadCore();
    const s = document.getElementById('stage');
    const attempt = (id) =>
      new Promise((resolve) => {
        s.addEventListener('error', (e) => resolve({ message: e.detail.message, kind: e.detail.kind, failed: s.matches('.failed') }), { once: true });
        s.scene = id;
      });
    // The walk lessons' core makes walk-02: its scenes' prototype is the one to break.
    await core.load('walk-02');
    const probe = new core.Scene('walk-02');
    const proto = Object.getPrototypeOf(probe);
    probe.delete();
    const { keysHelp } = proto;
    proto.keysHelp = () => {
      throw new Error('a scene method failed');
    };
    const entry = await attempt('walk-02');
    proto.keysHelp = keysHelp;
    const Scene = core.Scene;
    core.Scene = function () {
      throw new Error('Cannot allocate: out of memory');
    };
    const creation = await attempt('walk-04');
    core.Scene = Scene;
    return { entry, creation };
  });
  assert.deepEqual(results, {
    entry: { message: 'This scene could not start.', kind: 'scene', failed: true },
    creation: { message: 'Not enough memory for another stage.', kind: 'memory', failed: true },
  });
  assert.deepEqual(problems, []);
  await context.close();
});

test('removed while the core loads, or after load and re-added later, a stage starts again with load', LIMIT, async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/upgrade.html');
  const result = await page.evaluate(async () => {
    const task = () => new Promise((r) => setTimeout(r));
    const loadOf = (s) => new Promise((r) => s.addEventListener('load', () => r(s.loaded), { once: true }));
    await import('/stickman/stickman-stage.js');
    // Removed during the wasm load: the core was never loaded on this page before.
    const early = document.createElement('stickman-stage');
    early.scene = 'lab';
    document.body.append(early);
    early.remove();
    await (await import('/stickman/stickman-stage.js')).loadCore();
    await task();
    const earlyLoad = loadOf(early);
    document.body.append(early);
    const first = await earlyLoad;
    // Removed after load, re-added in a later task (a framework's remount).
    early.remove();
    await task();
    const gone = early.loaded;
    const again = loadOf(early);
    document.body.append(early);
    return { first, gone, again: await again };
  });
  assert.deepEqual(result, { first: true, gone: false, again: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('an unknown scene and back clears the old error', LIMIT, async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/', { allow: [/^<stickman-stage>: Unknown scene /] });
  await stageReady(page);
  const result = await page.evaluate(async () => {
    const s = document.getElementById('stage');
    const message = s.shadowRoot.getElementById('message');
    const failed = new Promise((r) => s.addEventListener('error', r, { once: true }));
    s.scene = 'nope';
    await failed;
    const during = { failed: s.matches('.failed'), message: message.hidden ? '' : message.textContent };
    const loaded = new Promise((r) => s.addEventListener('load', r, { once: true }));
    s.scene = 'lab';
    await loaded;
    return { during, after: { failed: s.matches('.failed'), message: message.hidden ? '' : message.textContent, loaded: s.loaded } };
  });
  assert.equal(result.during.failed, true);
  assert.match(result.during.message, /Unknown scene "nope"/);
  assert.deepEqual(result.after, { failed: false, message: '', loaded: true });
  assert.deepEqual(problems, []);
  await context.close();
});

const ODD_STORAGE = {
  'a getItem that returns an object': () => {
    Storage.prototype.getItem = () => ({ trim: 5 });
  },
  'a getItem that returns a number': () => {
    Storage.prototype.getItem = () => 42;
  },
  'a localStorage that throws': () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  },
};

for (const [what, init] of Object.entries(ODD_STORAGE)) {
  test(`${what} never hangs the game (its best score is kept in storage)`, LIMIT, async () => {
    const { page, problems, context } = await openHost(env, '/hosts/bare/', { init });
    const result = await settle(page, { scene: 'spear-run' });
    assert.deepEqual(result, { loaded: true, failed: false, message: '', loads: 1, errors: [] });
    assert.deepEqual(problems, []);
    await context.close();
  });
}
