// A clip of the stage as an animated PNG, for a post whose host forbids
// scripts. Loaded only when a clip is asked for, and the encoder (export/apng.js,
// bundled from npm's upng-js) only then too. Frames are the scene at from,
// from + 1/fps, ... (exactly as a seek puts it there), drawn offscreen by the
// stage's own renderer at the canvas's size, and encoded losslessly.
export const FORMATS = ['apng'];
// A clip is for a post: a minute at most, 1 to 60 frames a second.
const MAX_SECONDS = 60;
// Every frame is kept raw (4 bytes a pixel) until the encoder runs: past
// this many pixels in all, the clip is refused before a frame is taken. The
// Save clip button's 2 s at 15 fps fits an 800x450 stage at dpr 2; 10 s at
// 60 fps of a 398x223 canvas (a browser's 380 MB) does not.
const MAX_PIXELS = 48e6;

// Throws a RangeError naming what is wrong; valid options come back filled in.
export function clipOptions(options = {}, maxSeek) {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`exportClip takes an options object ({ from, to, fps, format }) or nothing, got ${options === null ? 'null' : typeof options}`);
  }
  let { from = 0, to, fps = 15, format = 'apng' } = options;
  to ??= from + 2;
  const number = (name, v) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`${name} must be a finite number, got ${v}`);
  };
  number('from', from);
  number('to', to);
  number('fps', fps);
  if (!FORMATS.includes(format)) throw new RangeError(`format must be one of ${FORMATS.join(', ')}, got ${format}`);
  if (!(from >= 0 && to > from && to <= maxSeek)) throw new RangeError(`a clip needs 0 <= from < to <= ${maxSeek}, got ${from}..${to}`);
  if (to - from > MAX_SECONDS) throw new RangeError(`a clip is at most ${MAX_SECONDS} s, got ${to - from}`);
  if (!(fps >= 1 && fps <= 60)) throw new RangeError(`fps must be from 1 to 60, got ${fps}`);
  return { from, to, fps, format, frames: Math.max(1, Math.round((to - from) * fps)) };
}

// stage: { canvas, colors, Renderer, frames(times, each) } where frames()
// puts the scene at each time, calls each(), and brings it back where it
// was. The stage hands over its renderer's class rather than this module
// importing it, so the element stays one file.
export async function exportClip(stage, options) {
  const { from, fps, frames } = options;
  const { width, height } = stage.canvas;
  if (width * height * frames > MAX_PIXELS) {
    const million = (n) => `${Math.round(n / 1e6)} million`;
    throw new RangeError(`a clip of ${frames} frames at ${width}x${height} is ${million(width * height * frames)} pixels; at most ${million(MAX_PIXELS)} are kept for encoding: shorten it, lower its fps or the stage's size`);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const renderer = new stage.Renderer(canvas);
  renderer.colors = stage.colors; // an offscreen canvas has no CSS to read the theme from
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const images = [];
  const times = Array.from({ length: frames }, (_, k) => from + k / fps);
  stage.frames(times, (scene) => {
    renderer.draw(scene.drawList(), scene.drawText());
    images.push(ctx.getImageData(0, 0, width, height).data.buffer);
  });
  const { encode } = await import('./apng.js');
  const delays = images.map(() => Math.round(1000 / fps));
  return new Blob([encode(images, width, height, 0, delays)], { type: 'image/png' });
}
