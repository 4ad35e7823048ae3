// The element loads the core of its scene's family, not the one that holds
// every scene: cores.js says which core holds which scene, each family core
// plays its scenes bit for bit as the full core does, and a page showing one
// scene pays for the element and that one core only.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { BUDGET_BYTES, coreFiles, elementFiles, variants, weigh } from '../../scripts/budget.mjs';
import { openCore } from '../../scripts/cores.mjs';
import { cores, scenes } from '../../dist/element/cores.js';
import { loadCore } from './core.mjs';

const dist = new URL('../../dist/element/', import.meta.url);
const embed = new URL('../embed/', dist).pathname;
const FRAMES = 300;

let full;
const family = {};
before(async () => {
  full = await loadCore();
  for (const [name, { file }] of Object.entries(cores)) family[name] = await openCore(dist.pathname, file);
});

test('cores.js lists every scene of the full core in its order, each held by its core alone', () => {
  assert.deepEqual(scenes.map((s) => s.id), full.allSceneIds());
  assert.deepEqual(scenes.filter((s) => s.listed).map((s) => s.id), full.sceneIds());
  for (const s of scenes) assert.equal(s.title, full.sceneTitle(s.id), s.id);
  for (const [name, core] of Object.entries(family)) {
    assert.deepEqual(core.allSceneIds(), scenes.filter((s) => s.core === name).map((s) => s.id), name);
  }
  assert.ok(Object.keys(cores).length >= 3, 'the scenes are split into families');
  assert.ok(scenes.filter((s) => /^walk-/.test(s.id)).every((s) => s.core === 'walk'), 'the walk lessons share one core');
});

// Frames of one scene: pose, draw list, its text and the status, after each of FRAMES steps with keys pressed.
function play(core, id) {
  const scene = new core.Scene(id);
  const codes = scene.controls().map((c) => c.code);
  const frames = [];
  try {
    for (let i = 0; i < FRAMES; i++) {
      if (i % 60 === 30 && codes.length) scene.key(codes[(i / 60) % codes.length | 0], i % 120 === 30);
      scene.buildPose(i % 7 === 0 ? 1 / 30 : 1 / 60);
      frames.push([Buffer.from(scene.pose().slice().buffer), Buffer.from(scene.drawList().slice().buffer), Buffer.from(scene.drawText().slice()), scene.status()]);
    }
  } finally {
    scene.delete();
  }
  return frames;
}

test('each family core plays its scenes bit for bit as the full core does', () => {
  for (const { id, core } of scenes) {
    const a = play(full, id);
    const b = play(family[core], id);
    for (let i = 0; i < FRAMES; i++) assert.deepEqual(b[i], a[i], `${id}, frame ${i}`);
  }
});

test('a page showing a walk lesson pays for the element, the walk core and a still, no other core', () => {
  const weights = variants(embed);
  assert.deepEqual(Object.keys(weights).sort(), Object.keys(cores).sort());
  const walk = Object.keys(weights.walk.files);
  assert.deepEqual(walk.filter((f) => /\.wasm$/.test(f)), ['posecore-walk.wasm']);
  assert.deepEqual(walk.filter((f) => /^posecore/.test(f)).sort(), ['posecore-walk.mjs', 'posecore-walk.wasm']);
  // and its lesson's still, the heaviest a walk lesson's stage may fetch
  const stills = walk.filter((f) => /^still-/.test(f));
  assert.equal(stills.length, 1, stills.join());
  assert.match(stills[0], /^still-walk-walk-\d\d(-tall)?\.json$/);
  assert.deepEqual(Object.keys(coreFiles(embed)).sort(), Object.keys(cores).sort());
  for (const [name, v] of Object.entries(weights)) assert.ok(v.gzip <= BUDGET_BYTES, `${name}: ${v.gzip} B gzip over ${BUDGET_BYTES}`);
  // The game's parts come after its first frame (import()), so no variant weighs them.
  for (const [name, v] of Object.entries(weights)) assert.ok(!Object.keys(v.files).some((f) => f.startsWith('game/')), name);
  // Lighter than with the core that holds every scene, or the split buys nothing.
  const whole = weigh(embed, [...elementFiles(embed), 'posecore.mjs', 'posecore.wasm']).gzip;
  assert.ok(weights.walk.gzip < whole - 30 * 1024, `walk ${weights.walk.gzip} B against ${whole} B with every scene`);
});
