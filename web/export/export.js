// A clip of the stage as an animated PNG, for a post whose host forbids
// scripts. Loaded only when a clip is asked for, with its encoder
// (export/apng.js). Frames are the scene at from, from + 1/fps, ... (exactly
// as a seek puts it there), drawn offscreen by the stage's own renderer at
// the canvas's size, and encoded losslessly as they are taken.
export const FORMATS = ['apng'];
// A clip is for a post: a minute at most, 1 to 60 frames a second.
const MAX_SECONDS = 60;
// Frames are encoded as they are taken, so memory holds the file so far and
// one raw frame; the file can still grow to 4 bytes a pixel where nothing
// compresses. Past this many pixels in all (frames x canvas pixels) a clip
// is refused before a frame is taken: a minute at 60 fps of a phone's
// 398x223 canvas fits, a minute of an 800x450 stage at dpr 2 does not.
const MAX_PIXELS = 400e6;
// And past this many bytes of file it stops with a sentence, whatever was asked.
const MAX_BYTES = 256e6;
// Frames are taken in slices of about this many ms, each its own task, so the
// page keeps drawing and answering while a long clip is made.
const SLICE_MS = 8;

const million = (n) => `${Math.round(n / 1e6)} million`;
const turn = () => new Promise((go) => setTimeout(go));

// Throws a RangeError or TypeError naming what is wrong; valid options come back filled in.
export function clipOptions(options = {}, maxSeek) {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`exportClip takes an options object ({ from, to, fps, format, signal, onProgress }) or nothing, got ${options === null ? 'null' : typeof options}`);
  }
  let { from = 0, to, fps = 15, format = 'apng', signal, onProgress } = options;
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
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw new TypeError('signal must be an AbortSignal');
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new TypeError('onProgress must be a function');
  return { from, to, fps, format, signal, onProgress, frames: Math.max(1, Math.round((to - from) * fps)) };
}

// stage: { canvas, colors, Renderer, scene() (the scene shown, null once
// gone), frames(times, each) } where frames() puts the scene at each time in
// turn, calls each(scene) until it returns false, brings the scene back
// where it was and says how many it took. The stage hands over its
// renderer's class rather than this module importing it, so the element
// stays one file. The scene may play on between slices: each slice takes
// its moments exactly and puts the scene back.
export async function exportClip(stage, options) {
  const { from, fps, frames, signal, onProgress } = options;
  const { width, height } = stage.canvas;
  if (width * height * frames > MAX_PIXELS) {
    throw new RangeError(`a clip of ${frames} frames at ${width}x${height} is ${million(width * height * frames)} pixels; at most ${million(MAX_PIXELS)} are encoded: shorten it, lower its fps or the stage's size`);
  }
  signal?.throwIfAborted();
  const scene = stage.scene();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const renderer = new stage.Renderer(canvas);
  renderer.colors = stage.colors; // an offscreen canvas has no CSS to read the theme from
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const { ApngWriter } = await import('./apng.js');
  const writer = new ApngWriter(width, height, frames, fps);
  function* moments(k) {
    for (; k < frames; k++) yield from + k / fps;
  }
  for (let done = 0; done < frames; ) {
    signal?.throwIfAborted();
    if (stage.scene() !== scene) throw new DOMException('The scene changed while its clip was being made.', 'AbortError');
    const began = performance.now();
    const slice = [];
    stage.frames(moments(done), () => {
      renderer.draw(scene.drawList(), scene.drawText());
      slice.push(writer.prepare(ctx.getImageData(0, 0, width, height).data));
      return performance.now() - began < SLICE_MS;
    });
    for (const frame of slice) await writer.add(frame);
    if (writer.size > MAX_BYTES) throw new RangeError(`the clip grew past ${MAX_BYTES / 1e6} MB at frame ${done + slice.length} of ${frames}: shorten it, lower its fps or the stage's size`);
    done += slice.length;
    onProgress?.(done / frames);
    await turn();
  }
  return writer.blob();
}
