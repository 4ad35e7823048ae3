// The clip's encoder (web/export/apng.js) against two decoders it was not
// written with: upng-js composes every frame of the animation, pngjs checks
// the file's chunks and CRCs as a plain PNG reader does (its first frame).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import UPNG from 'upng-js';
import { ApngWriter } from '../../web/export/apng.js';

const W = 37;
const H = 23;

// A seeded picture sequence with what a clip has: a flat backdrop, a figure
// that moves (a small changed box), a frame equal to the last, a frame where
// everything changes; with alpha unless `opaque`.
function frames(count, { seed = 7, opaque = false } = {}) {
  let s = seed;
  const random = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const out = [];
  let last = new Uint8ClampedArray(W * H * 4).fill(opaque ? 255 : 230);
  for (let k = 0; k < count; k++) {
    const f = new Uint8ClampedArray(last);
    if (k === 3) {
      for (let i = 0; i < f.length; i++) f[i] = opaque && i % 4 === 3 ? 255 : random() * 256;
    } else if (k !== 2) {
      const x0 = Math.floor(random() * (W - 6));
      const y0 = Math.floor(random() * (H - 5));
      for (let y = y0; y < y0 + 5; y++) {
        for (let x = x0; x < x0 + 6; x++) {
          const i = (y * W + x) * 4;
          f.set([random() * 256, 40, 90, opaque ? 255 : 128 + random() * 127], i);
        }
      }
    }
    out.push(f);
    last = f;
  }
  return out;
}

async function encode(list, fps) {
  const writer = new ApngWriter(W, H, list.length, fps);
  for (const f of list) await writer.add(writer.prepare(f));
  const blob = writer.blob();
  return { bytes: new Uint8Array(await blob.arrayBuffer()), size: writer.size, type: blob.type };
}

for (const opaque of [false, true]) {
  test(`every frame decodes to the pixels given, at the rate given (${opaque ? 'opaque: drawn over the last' : 'with alpha: its box replaced'})`, async () => {
    const list = frames(8, { opaque });
    const { bytes, size, type } = await encode(list, 15);
    assert.equal(type, 'image/png');
    assert.equal(bytes.length, size, 'size counts every byte written');
    const image = UPNG.decode(bytes.buffer);
    assert.equal(image.frames.length, 8);
    assert.deepEqual([image.width, image.height], [W, H]);
    const rgba = UPNG.toRGBA8(image);
    rgba.forEach((f, k) => assert.deepEqual(new Uint8Array(f), new Uint8Array(list[k].buffer), `frame ${k}`));
    for (const f of image.frames) assert.equal(Math.round(f.delay), Math.round(1000 / 15));
    assert.deepEqual(image.frames.slice(1).map((f) => f.blend), Array(7).fill(opaque ? 1 : 0));
    // The frame equal to the last is one pixel; a moved figure is its box, not the canvas.
    assert.deepEqual([image.frames[2].rect.width, image.frames[2].rect.height], [1, 1]);
    assert.ok(image.frames[1].rect.width * image.frames[1].rect.height < (W * H) / 4);
  });
}

test('a plain PNG reader reads it: valid chunks and CRCs, the first frame as the image', async () => {
  const list = frames(4);
  const { bytes } = await encode(list, 12.5);
  const png = PNG.sync.read(Buffer.from(bytes), { checkCRC: true });
  assert.deepEqual(new Uint8Array(png.data), new Uint8Array(list[0].buffer));
  // A damaged CRC (the header's, after the 8-byte signature and its
  // 8 + 13 bytes) is caught: the check above could fail.
  const damaged = Buffer.from(bytes);
  damaged[8 + 8 + 13] ^= 0xff;
  assert.throws(() => PNG.sync.read(damaged, { checkCRC: true }));
});

test('a rate that is not whole plays to the millisecond', async () => {
  const { bytes } = await encode(frames(2), 12.5);
  for (const f of UPNG.decode(bytes.buffer).frames) assert.equal(Math.round(f.delay), 80);
});
