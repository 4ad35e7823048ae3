// The benchmark's frame harness: the shipped pose core and renderer, driven
// the way the page drives them, with each frame's main-thread time split into
// core (buildPose) and draw (renderer.draw). Served only by scripts/bench,
// next to a copy of dist/.
import createPoseCore from './element/posecore.mjs';
import { Renderer } from './render/renderer.js';

const stage = document.getElementById('stage');
// Sized as <stickman-stage> sizes its canvas, so the harness rasters what the page does.
Object.assign(stage.style, { display: 'block', width: '100%', aspectRatio: '16 / 9' });
const renderer = new Renderer(stage);
renderer.fit();
const core = await createPoseCore();

// Runs `frames` animation frames of scene `id` at a fixed 1/60 s of motion per
// frame (so every run shows the same thing), after `warmup` unmeasured ones,
// stopping early (after at least 30) once `maxMs` have passed. Returns
// per-frame core and draw times and the interval between frames, in ms. With
// `raster`, each frame also reads one pixel back, which makes the canvas
// raster its recorded drawing there and then, so that time is measured
// apart (a frame's interval then includes the read). `scale` is the last
// view's, canvas px per scene unit.
async function measure({ id, frames = 1000, warmup = 60, count, maxMs = Infinity, raster = false }) {
  const scene = new core.Scene(id);
  if (count !== undefined) scene.setParam('count', count);
  const coreMs = new Float64Array(frames);
  const drawMs = new Float64Array(frames);
  const intervalMs = new Float64Array(frames);
  const rasterMs = new Float64Array(frames);
  const ctx = renderer.canvas.getContext('2d');
  let last = 0;
  let measured = 0;
  let started = 0;
  await new Promise((done) => {
    let i = -warmup;
    const tick = (now) => {
      const t0 = performance.now();
      scene.buildPose(1 / 60);
      const t1 = performance.now();
      renderer.draw(scene.drawList(), scene.drawText());
      const t2 = performance.now();
      if (raster) ctx.getImageData(0, 0, 1, 1);
      const t3 = performance.now();
      if (i === 0) started = now;
      if (i >= 0) {
        measured = i + 1;
        coreMs[i] = t1 - t0;
        drawMs[i] = t2 - t1;
        rasterMs[i] = t3 - t2;
        intervalMs[i] = now - last;
      }
      last = now;
      if (++i < frames && !(i >= 30 && now - started > maxMs)) requestAnimationFrame(tick);
      else done();
    };
    requestAnimationFrame(tick);
  });
  scene.delete();
  const take = (a) => Array.from(a.subarray(0, measured));
  return { core: take(coreMs), draw: take(drawMs), interval: take(intervalMs), scale: renderer.scale, ...(raster && { raster: take(rasterMs) }) };
}

window.bench = {
  measure,
  // Every scene, the unlisted crowd too.
  ids: () => core.allSceneIds(),
  hasScene: (id) => core.hasScene(id),
  isolated: () => self.crossOriginIsolated,
  canvas: () => [renderer.canvas.width, renderer.canvas.height],
};
document.body.classList.add('ready');
