// A Lottie animation of the lab's walking stickman, for the players a blogger
// would paste instead of ours: its joints are our own core's, sampled over one
// 1.25 s cycle at 60 fps and keyed every 5 frames, so the anchors draw the same
// figure the same size. 15 animated shape layers: head, neck, torso, a thigh,
// a shin and a foot for each leg, an upper arm and a forearm for each arm, the
// ground's dots.
import { loadCore } from '../../node/core.mjs';

const W = 800;
const H = 450;
const FRAMES = 75; // one 1.25 s walk cycle at 60 fps
const KEY_EVERY = 5;
const SCALE = 1.6; // the lab draws its 440-unit-high world about this big on an 800 x 450 stage
const INK = [0.133, 0.125, 0.11, 1];
const FAR = [0.45, 0.44, 0.42, 1];
const GROUND = [0.725, 0.67, 0.573, 1];

const still = (k) => ({ a: 0, k });
const EASE = { i: { x: [0.5], y: [0.5] }, o: { x: [0.5], y: [0.5] } };
const layerTransform = { o: still(100), r: still(0), p: still([0, 0, 0]), a: still([0, 0, 0]), s: still([100, 100, 100]) };
const groupTransform = { ty: 'tr', p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100) };

function shapeLayer(ind, name, items) {
  const it = items.at(-1).ty === 'tr' ? items : [...items, groupTransform];
  return { ddd: 0, ind, ty: 4, nm: name, sr: 1, ks: layerTransform, ao: 0, shapes: [{ ty: 'gr', nm: name, it }], ip: 0, op: FRAMES, st: 0, bm: 0 };
}

// A polyline through joints a..b (stage points per frame), keyed every KEY_EVERY frames.
function polyline(frames, width, color) {
  const keys = [];
  for (let t = 0; t <= FRAMES; t += KEY_EVERY) {
    const points = frames[Math.min(t, frames.length - 1)];
    keys.push({ t, s: [{ i: points.map(() => [0, 0]), o: points.map(() => [0, 0]), v: points, c: false }], ...EASE });
  }
  return [
    { ty: 'sh', ks: { a: 1, k: keys } },
    { ty: 'st', c: still(color), o: still(100), w: still(width), lc: 2, lj: 2 },
  ];
}

function disc(centres, radius, color) {
  const keys = [];
  for (let t = 0; t <= FRAMES; t += KEY_EVERY) keys.push({ t, s: centres[Math.min(t, centres.length - 1)], ...EASE });
  return [
    { ty: 'el', p: { a: 1, k: keys }, s: still([radius * 2, radius * 2]) },
    { ty: 'fl', c: still(color), o: still(100) },
  ];
}

// A row of n dots `gap` apart whose start moves as `starts` say.
function row(starts, n, gap, radius, color) {
  const keys = [];
  for (let t = 0; t <= FRAMES; t += KEY_EVERY) keys.push({ t, s: starts[Math.min(t, starts.length - 1)], ...EASE });
  const dots = Array.from({ length: n }, (_, k) => ({ ty: 'el', p: still([(k - n / 2) * gap, 0]), s: still([radius * 2, radius * 2]) }));
  return [...dots, { ty: 'fl', c: still(color), o: still(100) }, { ...groupTransform, p: { a: 1, k: keys } }];
}

export async function stickmanLottie() {
  const core = await loadCore();
  const scene = new core.Scene('lab');
  const names = scene.jointNames();
  const at = (pose, name) => {
    const i = names.indexOf(name);
    return [W / 2 + pose[2 * i] * SCALE, H * 0.8 + pose[2 * i + 1] * SCALE];
  };
  const frames = [];
  const dots = [];
  for (let f = 0; f <= FRAMES; f++) {
    const pose = scene.buildPose(1 / 60);
    const j = Object.fromEntries(names.map((n) => [n, at(pose, n)]));
    frames.push(j);
    dots.push([W / 2 - ((scene.param('groundOffset') * SCALE) % 40), H * 0.8 + 6]);
  }
  scene.delete();
  const path = (a, b) => frames.map((j) => [j[a], j[b]]);
  const layers = [
    ['head', disc(frames.map((j) => j.head), 12 * SCALE, INK)],
    ['neck', polyline(path('chest', 'head'), 5, INK)],
    ['torso', polyline(path('pelvis', 'chest'), 8, INK)],
    ['thigh far', polyline(path('hipFar', 'kneeFar'), 7, FAR)],
    ['shin far', polyline(path('kneeFar', 'footFar'), 6, FAR)],
    ['foot far', disc(frames.map((j) => j.footFar), 3, FAR)],
    ['upper arm far', polyline(path('shoulderFar', 'elbowFar'), 6, FAR)],
    ['forearm far', polyline(path('elbowFar', 'handFar'), 5, FAR)],
    ['thigh near', polyline(path('hipNear', 'kneeNear'), 8, INK)],
    ['shin near', polyline(path('kneeNear', 'footNear'), 7, INK)],
    ['foot near', disc(frames.map((j) => j.footNear), 3.5, INK)],
    ['upper arm near', polyline(path('shoulderNear', 'elbowNear'), 7, INK)],
    ['forearm near', polyline(path('elbowNear', 'handNear'), 6, INK)],
    ['hair', polyline(frames.map((j) => [j.hair0, j.hair1, j.hair2, j.hair3]), 3, INK)],
    ['ground dots', row(dots, 20, 40, 3, GROUND)],
  ];
  return {
    v: '5.7.4', fr: 60, ip: 0, op: FRAMES, w: W, h: H, nm: 'stickman', ddd: 0, assets: [],
    layers: layers.map(([name, items], i) => shapeLayer(i + 1, name, items)),
  };
}
