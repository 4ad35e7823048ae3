// One play/pause state per stage: a scene's own pause (the walk scenes' Space,
// the rex lab's stop, the game's pause) and the element's are the same, so
// `paused`, the button, the play/pause events and the status line agree.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { WALK_LESSONS } from './harness.mjs';
import { openHost, startHosts, switchScene } from './hosts.mjs';

let env;
before(async () => {
  env = await startHosts();
});
after(async () => {
  await env?.close();
});

// The scene, the key that pauses it, the key that resumes it, and a key that starts it first.
const SCENES = [
  ...WALK_LESSONS.map((id) => [id, 'Space', 'Space']),
  ['calisthenics', 'Space', 'Space'],
  ['rex-lab', 'KeyP', 'KeyP'],
  ['spear-run', 'KeyP', 'Space', 'Space'],
];

const state = (page) =>
  page.evaluate(() => {
    const s = document.getElementById('stage');
    const root = s.shadowRoot;
    const buttons = [...root.querySelectorAll('button')].filter((b) => !b.hidden && b.checkVisibility());
    return {
      paused: s.paused,
      button: root.getElementById('play').textContent,
      pressed: root.getElementById('play').getAttribute('aria-pressed'),
      status: root.getElementById('status').textContent,
      events: window.__events.splice(0),
      pauseControls: buttons.filter((b) => /\b(pause|stop)\b/i.test(b.textContent)).length,
    };
  });

test('after its own pause key, every scene with a pause agrees with the element', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/');
  await page.evaluate(async () => {
    const s = document.getElementById('stage');
    s.controls = true;
    await s.ready;
    window.__events = [];
    for (const type of ['play', 'pause']) s.addEventListener(type, () => window.__events.push(type));
  });
  for (const [id, pauseKey, resumeKey, startKey] of SCENES) {
    await switchScene(page, '#stage', id);
    await page.locator('stickman-stage canvas').focus();
    if (startKey) await page.keyboard.press(startKey);
    await page.evaluate(() => window.__events.splice(0));
    await page.keyboard.press(pauseKey);
    const paused = await state(page);
    assert.deepEqual(
      { ...paused, status: /paus|stop/i.test(paused.status) },
      { paused: true, button: 'Play', pressed: 'true', status: true, events: ['pause'], pauseControls: 0 },
      `${id} after ${pauseKey}: ${paused.status}`,
    );
    await page.keyboard.press(resumeKey);
    const playing = await state(page);
    assert.deepEqual(
      { ...playing, status: /paused|stopped/i.test(playing.status) },
      { paused: false, button: 'Pause', pressed: 'false', status: false, events: ['play'], pauseControls: 1 },
      `${id} after ${resumeKey}: ${playing.status}`,
    );
    // The element's button pauses the scene itself: its own status says so.
    await page.evaluate(() => document.getElementById('stage').shadowRoot.getElementById('play').click());
    const viaButton = await state(page);
    assert.equal(viaButton.paused, true, id);
    assert.match(viaButton.status, /paus|stop/i, `${id} after the Pause button`);
    await page.keyboard.press(resumeKey);
    assert.equal((await state(page)).paused, false, `${id}: its own key resumes what the button paused`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('play() and pause() called before the core has loaded are honoured; ready resolves', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/');
  const result = await page.evaluate(async () => {
    await customElements.whenDefined('stickman-stage');
    const quiet = document.createElement('stickman-stage');
    quiet.scene = 'lab';
    quiet.autoplay = true;
    const eager = document.createElement('stickman-stage');
    eager.scene = 'walk-01';
    document.body.append(quiet, eager);
    quiet.pause();
    eager.play();
    const before = [quiet.loaded, eager.loaded];
    await Promise.all([quiet.ready, eager.ready]);
    return { before, quiet: quiet.paused, eager: eager.paused };
  });
  assert.deepEqual(result, { before: [false, false], quiet: true, eager: false });
  assert.deepEqual(problems, []);
  await context.close();
});

test('properties set before the element is defined are honoured (the upgrade pattern)', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/upgrade.html');
  const result = await page.evaluate(async () => {
    const s = document.getElementById('early');
    await customElements.whenDefined('stickman-stage');
    await s.ready;
    return {
      scene: s.scene,
      attr: s.getAttribute('scene'),
      speed: s.getAttribute('speed'),
      controls: s.hasAttribute('controls'),
      maxDpr: s.getAttribute('max-dpr'),
      paused: s.paused,
      own: Object.getOwnPropertyNames(s),
    };
  });
  assert.deepEqual(result, { scene: 'walk-04', attr: 'walk-04', speed: '0.5', controls: true, maxDpr: '1', paused: true, own: [] });
  assert.deepEqual(problems, []);
  await context.close();
});
