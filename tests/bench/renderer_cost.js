// The page half of tests/bench/renderer_cost.mjs: what the renderer's own
// JavaScript costs, against the canvas calls it makes.
//
// One frame of a scene is drawn once on a recording context, which keeps
// every call and property set (and every Path2D the renderer builds), in
// order. Then, on one real 2D context, the same frame is timed two ways,
// interleaved round by round: (a) renderer.draw(), and (b) a replay of the
// recorded calls, with nothing computed, from flat arrays. Both include the
// canvas's own work (building paths, recording paint ops); (a) also has the
// renderer's decoding, geometry and batching. So:
//   ratio = draw / replay   (1 would be a renderer that costs nothing itself)
//   js    = draw - replay   (the renderer's own time, ms)
// The replay's loop is in the denominator: it reads each call's arguments
// from an array and dispatches on a switch, a few ns a call, so the ratio
// slightly flatters the renderer. Raster is in neither: the canvas is
// read back (one pixel, untimed) before each sample, so each starts empty.
// Given two renderer modules (the built one and an older one), both are
// timed in the same rounds, each against the replay of its own stream.

const floor = Math.floor;
const median = (v) => [...v].sort((a, b) => a - b)[floor(v.length / 2)];
const quantile = (v, q) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, floor(q * v.length))];

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

// Calls by code: the ones with number arguments take them from `num`, in order.
const NUMERIC = { moveTo: 2, lineTo: 2, arc: 6, ellipse: 8, rect: 4, setTransform: 6, fillRect: 4, closePath: 0, beginPath: 0, clip: 0, save: 0, restore: 0 };
const CODES = [...Object.keys(NUMERIC), 'fill', 'stroke', 'fillPath', 'strokePath', 'Path2D', 'fillText', '=fillStyle', '=strokeStyle', '=globalAlpha', '=lineWidth', '=lineCap', '=lineJoin', '=textBaseline', '=textAlign', '=font'];
const CODE = Object.fromEntries(CODES.map((n, i) => [n, i]));

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
    else if (name === 'fillText') str.push(args[0]), num.push(args[1], args[2]);
    else if (name in NUMERIC) {
      if (args.length !== NUMERIC[name]) throw new Error(`${name} with ${args.length} arguments`);
      for (const a of args) num.push(+a);
    } else if (name[0] === '=') (typeof args[0] === 'number' ? num : str).push(args[0]);
    else if (!(name in CODE)) throw new Error(`the replay has no ${name}()`);
    if (!(n in CODE)) throw new Error(`the replay has no ${n}`);
    op[i] = CODE[n];
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
    const t = target[i] < 0 ? ctx : p[target[i]];
    switch (op[i]) {
      case 0: t.moveTo(num[j], num[j + 1]); j += 2; break;
      case 1: t.lineTo(num[j], num[j + 1]); j += 2; break;
      case 2: t.arc(num[j], num[j + 1], num[j + 2], num[j + 3], num[j + 4], num[j + 5] !== 0); j += 6; break;
      case 3: t.ellipse(num[j], num[j + 1], num[j + 2], num[j + 3], num[j + 4], num[j + 5], num[j + 6], num[j + 7] !== 0); j += 8; break;
      case 4: t.rect(num[j], num[j + 1], num[j + 2], num[j + 3]); j += 4; break;
      case 5: t.setTransform(num[j], num[j + 1], num[j + 2], num[j + 3], num[j + 4], num[j + 5]); j += 6; break;
      case 6: t.fillRect(num[j], num[j + 1], num[j + 2], num[j + 3]); j += 4; break;
      case 7: t.closePath(); break;
      case 8: t.beginPath(); break;
      case 9: t.clip(); break;
      case 10: t.save(); break;
      case 11: t.restore(); break;
      case 12: t.fill(); break;
      case 13: t.stroke(); break;
      case 14: t.fill(p[num[j++]]); break;
      case 15: t.stroke(p[num[j++]]); break;
      case 16: p[num[j++]] = new Path2D(); break;
      case 17: t.fillText(str[s++], num[j], num[j + 1]); j += 2; break;
      case 18: t.fillStyle = str[s++]; break;
      case 19: t.strokeStyle = str[s++]; break;
      case 20: t.globalAlpha = num[j++]; break;
      case 21: t.lineWidth = num[j++]; break;
      case 22: t.lineCap = str[s++]; break;
      case 23: t.lineJoin = str[s++]; break;
      case 24: t.textBaseline = str[s++]; break;
      case 25: t.textAlign = str[s++]; break;
      case 26: t.font = str[s++]; break;
    }
  }
}
if (CODES.length !== 27) throw new Error('replay() and CODES disagree');

function canvasOf(width, height) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  return canvas;
}

const pixels = (canvas) => canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
function differing(a, b) {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) n++;
  return n;
}

// cases: [{ id, count?, frames }]; modules: { name: url of a renderer.js }.
export async function rendererCost({ cases, modules, rounds = 25, sampleMs = 3, width = 960, height = 540, colors }) {
  const { default: createPoseCore } = await import('./element/posecore.mjs');
  const core = await createPoseCore();
  const mods = {};
  for (const [name, url] of Object.entries(modules)) {
    mods[name] = await import(url);
    mods[name].adoptLayout(core);
  }
  const palette = core.drawLayout().styles.map((r) => colors[r]);
  const out = [];
  for (const c of cases) {
    const scene = new core.Scene(c.id);
    if (c.count !== undefined) scene.setParam('count', c.count);
    for (let f = 0; f < c.frames; f++) scene.buildPose(1 / 60);
    const list = Float32Array.from(scene.drawList());
    const text = Uint8Array.from(scene.drawText());
    scene.delete();
    const canvas = canvasOf(width, height);
    const ctx = canvas.getContext('2d');
    const runs = {};
    for (const [name, mod] of Object.entries(mods)) {
      const recorded = record(mod, list, text, palette, width, height);
      const renderer = new mod.Renderer(canvas);
      renderer.colors = palette;
      runs[name] = { renderer, program: compile(recorded), calls: recorded.calls.length };
      // The replay is the whole picture: it paints what draw() paints.
      renderer.draw(list, text);
      const drawn = pixels(canvas);
      replay(ctx, runs[name].program);
      runs[name].replayDiffers = differing(drawn, pixels(canvas));
    }
    const names = Object.keys(runs);
    if (names.length > 1) {
      runs[names[0]].renderer.draw(list, text);
      const first = pixels(canvas);
      for (const n of names.slice(1)) {
        runs[n].renderer.draw(list, text);
        runs[n].differsFromFirst = differing(first, pixels(canvas));
      }
    }
    // Each sample repeats its work until it is about sampleMs long (the timer has 5 us steps).
    const jobs = [];
    for (const n of names) {
      jobs.push({ n, kind: 'draw', run: () => runs[n].renderer.draw(list, text) });
      jobs.push({ n, kind: 'replay', run: () => replay(ctx, runs[n].program) });
    }
    for (const job of jobs) {
      for (let w = 0; w < 5; w++) job.run();
      const t0 = performance.now();
      job.run();
      job.reps = Math.max(1, Math.ceil(sampleMs / Math.max(0.005, performance.now() - t0)));
      job.ms = [];
    }
    for (let r = 0; r < rounds; r++) {
      // The order turns each round, so no job always follows the same one.
      for (let k = 0; k < jobs.length; k++) {
        const job = jobs[(k + r) % jobs.length];
        ctx.getImageData(0, 0, 1, 1);
        const t0 = performance.now();
        for (let q = 0; q < job.reps; q++) job.run();
        job.ms.push((performance.now() - t0) / job.reps);
      }
    }
    canvas.remove();
    const result = { id: c.id, count: c.count, renderers: {} };
    for (const n of names) {
      const draw = jobs.find((j) => j.n === n && j.kind === 'draw').ms;
      const bare = jobs.find((j) => j.n === n && j.kind === 'replay').ms;
      const ratios = draw.map((d, i) => d / bare[i]);
      const spread = (v) => ({ median: median(v), p10: quantile(v, 0.1), p90: quantile(v, 0.9) });
      result.renderers[n] = {
        calls: runs[n].calls,
        replayDiffers: runs[n].replayDiffers,
        differsFromFirst: runs[n].differsFromFirst,
        drawMs: spread(draw),
        replayMs: spread(bare),
        jsMs: spread(draw.map((d, i) => d - bare[i])),
        ratio: spread(ratios),
      };
    }
    out.push(result);
  }
  return out;
}
