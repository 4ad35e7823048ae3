// The page half of tests/bench/renderer_cost.mjs: what the renderer's own
// JavaScript costs, against the canvas calls it makes.
//
// One frame of a scene is drawn once on a recording context, which keeps
// every call and property set (and every Path2D the renderer builds), in
// order. That is done in a worker (this module again): a recorder passing
// through the renderer's functions here would teach V8 that their canvas
// calls meet two kinds of object, and they would stay slower after. Then,
// on one real 2D context, the same frame is timed two ways, alternately:
// (a) renderer.draw(), and (b) a replay of the recorded calls, with nothing
// computed, from flat arrays. Both include the canvas's own work (building
// paths, recording paint ops); (a) also has the renderer's decoding,
// geometry and batching. So:
//   ratio = draw / replay   (1 would be a renderer that costs nothing itself)
//   js    = draw - replay   (the renderer's own time, ms)
// The replay's loop is in the denominator: it reads each call's arguments
// from an array and dispatches on a switch, a few ns a call, so the ratio
// slightly flatters the renderer. Its calls on the context and on Path2Ds
// are made from separate places, so each place sees one kind of object.
// Raster is in neither: the canvas is read back (one pixel, untimed) before
// each timed run. A page (and its browser, renderer_cost.mjs) holds one
// renderer: two renderers in one page slowed each other (a lab frame of
// one took 2-3x as long as alone).

// Every call and set the renderer makes, as [target, name, args]: target -1
// is the context, k >= 0 the k-th Path2D; a set's name starts with '='; an
// argument that is a Path2D is { path: k }.
function record(mod, list, text, colors, width, height) {
  const calls = [];
  const ids = new Map();
  const arg = (a) => (ids.has(a) ? { path: ids.get(a) } : a);
  const recorder = (target) =>
    new Proxy(
      {},
      {
        get: (_, name) => (...args) => calls.push([target, name, args.map(arg)]),
        set: (_, name, v) => (calls.push([target, `=${name}`, [v]]), true),
      },
    );
  const ctx = recorder(-1);
  const canvas = { width, height, clientWidth: width, clientHeight: height, getContext: () => ctx };
  const RealPath2D = globalThis.Path2D;
  globalThis.Path2D = function Path2D() {
    const k = ids.size;
    calls.push([-1, 'Path2D', [k]]);
    const p = recorder(k);
    ids.set(p, k);
    return p;
  };
  try {
    const r = new mod.Renderer(canvas);
    r.colors = colors;
    r.draw(list, text);
  } finally {
    globalThis.Path2D = RealPath2D;
  }
  return { calls, paths: ids.size };
}

// Calls by code: the ones with number arguments take them from `num`, in
// order; a Path2D's own calls have codes of their own (ON_PATH + the call's).
const NUMERIC = { moveTo: 2, lineTo: 2, arc: 6, ellipse: 8, rect: 4, setTransform: 6, fillRect: 4, closePath: 0, beginPath: 0, clip: 0, save: 0, restore: 0 };
const CODES = [...Object.keys(NUMERIC), 'fill', 'stroke', 'fillPath', 'strokePath', 'Path2D', 'fillText', '=fillStyle', '=strokeStyle', '=globalAlpha', '=lineWidth', '=lineCap', '=lineJoin', '=textBaseline', '=textAlign', '=font', 'strokeText'];
const CODE = Object.fromEntries(CODES.map((n, i) => [n, i]));
const ON_PATH = 32;
const PATH_CALLS = ['moveTo', 'lineTo', 'arc', 'ellipse', 'rect', 'closePath'];

// The recorded calls as flat arrays for replay().
function compile({ calls, paths }) {
  const op = new Int32Array(calls.length);
  const target = new Int32Array(calls.length);
  const num = [];
  const str = [];
  calls.forEach(([t, name, args], i) => {
    let n = name;
    if ((name === 'fill' || name === 'stroke') && args.length) {
      if (args.length !== 1 || args[0]?.path === undefined) throw new Error(`${name} with ${args.length} arguments`);
      n = `${name}Path`;
      num.push(args[0].path);
    } else if (name === 'Path2D') num.push(args[0]);
    else if (name === 'fillText' || name === 'strokeText') str.push(args[0]), num.push(args[1], args[2]);
    else if (name in NUMERIC) {
      if (args.length !== NUMERIC[name]) throw new Error(`${name} with ${args.length} arguments`);
      for (const a of args) num.push(+a);
    } else if (name[0] === '=') (typeof args[0] === 'number' ? num : str).push(args[0]);
    if (!(n in CODE) || (t >= 0 && !PATH_CALLS.includes(n))) throw new Error(`the replay has no ${n}`);
    op[i] = CODE[n] + (t >= 0 ? ON_PATH : 0);
    target[i] = t;
  });
  return { op, target, num: Float64Array.from(num), str, paths };
}

// The recorded frame's calls on ctx, and nothing else.
function replay(ctx, { op, target, num, str, paths }) {
  const p = new Array(paths);
  let j = 0;
  let s = 0;
  for (let i = 0; i < op.length; i++) {
    switch (op[i]) {
      case 0: ctx.moveTo(num[j], num[j + 1]); j += 2; break;
      case 1: ctx.lineTo(num[j], num[j + 1]); j += 2; break;
      case 2: ctx.arc(num[j], num[j + 1], num[j + 2], num[j + 3], num[j + 4], num[j + 5] !== 0); j += 6; break;
      case 3: ctx.ellipse(num[j], num[j + 1], num[j + 2], num[j + 3], num[j + 4], num[j + 5], num[j + 6], num[j + 7] !== 0); j += 8; break;
      case 4: ctx.rect(num[j], num[j + 1], num[j + 2], num[j + 3]); j += 4; break;
      case 5: ctx.setTransform(num[j], num[j + 1], num[j + 2], num[j + 3], num[j + 4], num[j + 5]); j += 6; break;
      case 6: ctx.fillRect(num[j], num[j + 1], num[j + 2], num[j + 3]); j += 4; break;
      case 7: ctx.closePath(); break;
      case 8: ctx.beginPath(); break;
      case 9: ctx.clip(); break;
      case 10: ctx.save(); break;
      case 11: ctx.restore(); break;
      case 12: ctx.fill(); break;
      case 13: ctx.stroke(); break;
      case 14: ctx.fill(p[num[j++]]); break;
      case 15: ctx.stroke(p[num[j++]]); break;
      case 16: p[num[j++]] = new Path2D(); break;
      case 17: ctx.fillText(str[s++], num[j], num[j + 1]); j += 2; break;
      case 18: ctx.fillStyle = str[s++]; break;
      case 19: ctx.strokeStyle = str[s++]; break;
      case 20: ctx.globalAlpha = num[j++]; break;
      case 21: ctx.lineWidth = num[j++]; break;
      case 22: ctx.lineCap = str[s++]; break;
      case 23: ctx.lineJoin = str[s++]; break;
      case 24: ctx.textBaseline = str[s++]; break;
      case 25: ctx.textAlign = str[s++]; break;
      case 26: ctx.font = str[s++]; break;
      case 27: ctx.strokeText(str[s++], num[j], num[j + 1]); j += 2; break;
      case ON_PATH + 0: p[target[i]].moveTo(num[j], num[j + 1]); j += 2; break;
      case ON_PATH + 1: p[target[i]].lineTo(num[j], num[j + 1]); j += 2; break;
      case ON_PATH + 2: p[target[i]].arc(num[j], num[j + 1], num[j + 2], num[j + 3], num[j + 4], num[j + 5] !== 0); j += 6; break;
      case ON_PATH + 3: p[target[i]].ellipse(num[j], num[j + 1], num[j + 2], num[j + 3], num[j + 4], num[j + 5], num[j + 6], num[j + 7] !== 0); j += 8; break;
      case ON_PATH + 4: p[target[i]].rect(num[j], num[j + 1], num[j + 2], num[j + 3]); j += 4; break;
      case ON_PATH + 7: p[target[i]].closePath(); break;
    }
  }
}
if (CODES.length !== 28) throw new Error('replay() and CODES disagree');

// In a worker: a frame's calls, recorded by the renderer at `url`.
if (typeof document === 'undefined') {
  self.onmessage = async ({ data: { url, layout, list, text, colors, width, height } }) => {
    const mod = await import(url);
    mod.adoptLayout({ drawLayout: () => layout });
    const recorded = record(mod, list, text, colors, width, height);
    self.postMessage({ program: compile(recorded), calls: recorded.calls.length });
  };
}

// The frame's calls by the renderer at `url`, recorded in `worker`.
function recordApart(worker, message) {
  return new Promise((done, fail) => {
    worker.onmessage = ({ data }) => done(data);
    worker.onerror = (e) => fail(new Error(`recording: ${e.message}`));
    worker.postMessage(message);
  });
}

// The page's case: one renderer, one frame, one canvas.
let run = null;

// Loads the renderer at `url` and the core, records the case's frame (in a
// worker), draws it and replays it; returns how many calls the frame makes,
// in how many pixels the replay's picture differs from draw()'s (0), and a
// digest of the picture, to compare renderers by.
export async function prepare({ url, id, count, frames, colors, width = 960, height = 540 }) {
  const { default: createPoseCore } = await import('./element/posecore.mjs');
  const core = await createPoseCore();
  const mod = await import(url);
  mod.adoptLayout(core);
  const palette = core.drawLayout().styles.map((r) => colors[r]);
  const scene = new core.Scene(id);
  if (count !== undefined) scene.setParam('count', count);
  for (let f = 0; f < frames; f++) scene.buildPose(1 / 60);
  const list = Float32Array.from(scene.drawList());
  const text = Uint8Array.from(scene.drawText());
  scene.delete();
  const worker = new Worker(new URL(import.meta.url), { type: 'module' });
  const message = { url: new URL(url, location.href).href, layout: core.drawLayout(), list, text, colors: palette, width, height };
  const { program, calls } = await recordApart(worker, message);
  worker.terminate();
  run?.canvas.remove();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const renderer = new mod.Renderer(canvas);
  renderer.colors = palette;
  renderer.draw(list, text);
  const drawn = new Uint32Array(ctx.getImageData(0, 0, width, height).data.buffer);
  replay(ctx, program);
  const replayed = new Uint32Array(ctx.getImageData(0, 0, width, height).data.buffer);
  let replayDiffers = 0;
  for (let i = 0; i < drawn.length; i++) if (drawn[i] !== replayed[i]) replayDiffers++;
  const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', drawn))].map((b) => b.toString(16).padStart(2, '0')).join('');
  run = { canvas, ctx, jobs: [() => renderer.draw(list, text), () => replay(ctx, program)], reps: [] };
  // A sample is a few runs, each timed alone after a read-back, so each
  // starts on an empty recording as a frame does (the timer has 5 us steps).
  for (const job of run.jobs) {
    for (let w = 0; w < 5; w++) timed(job);
    run.reps.push(Math.max(1, Math.ceil(1 / Math.max(0.005, timed(job)))));
  }
  return { calls, replayDiffers, digest };
}

function timed(job) {
  run.ctx.getImageData(0, 0, 1, 1);
  const t0 = performance.now();
  job();
  return performance.now() - t0;
}

// One round: [draw ms, replay ms], each the mean of its sample's runs; which
// goes first alternates with the round.
export function round(r) {
  const ms = [0, 0];
  for (const k of r % 2 ? [1, 0] : [0, 1]) {
    for (let q = 0; q < run.reps[k]; q++) ms[k] += timed(run.jobs[k]);
    ms[k] /= run.reps[k];
  }
  return ms;
}

// Job k (0 draw, 1 replay) n times, for a profiler to watch one alone.
export function repeat(k, n) {
  for (let q = 0; q < n; q++) timed(run.jobs[k]);
}
