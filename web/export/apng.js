// An animated PNG written a frame at a time, so a clip never holds more than
// one raw frame: each frame keeps only the box of pixels that changed since
// the one before (drawn over it, nothing disposed), compressed by the
// browser's own zlib (CompressionStream).
// The file is lossless RGBA at 8 bits, looping forever.
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

function crc32(bytes, crc = 0xffffffff) {
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return crc;
}

// A chunk: length, type, data, CRC of type and data.
function chunk(type, data) {
  const head = new Uint8Array(8);
  const view = new DataView(head.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) head[4 + i] = type.charCodeAt(i);
  const tail = new Uint8Array(4);
  new DataView(tail.buffer).setUint32(0, (crc32(data, crc32(head.subarray(4))) ^ 0xffffffff) >>> 0);
  return [head, data, tail];
}

function fields(sizes, values) {
  const bytes = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
  const view = new DataView(bytes.buffer);
  let at = 0;
  sizes.forEach((size, i) => {
    if (size === 4) view.setUint32(at, values[i]);
    else if (size === 2) view.setUint16(at, values[i]);
    else view.setUint8(at, values[i]);
    at += size;
  });
  return bytes;
}

// Written straight into the stream: through a Blob the bytes would travel
// to the browser's blob store and back.
async function deflate(bytes) {
  const zlib = new CompressionStream('deflate');
  const writer = zlib.writable.getWriter();
  writer.write(bytes);
  writer.close();
  return new Uint8Array(await new Response(zlib.readable).arrayBuffer());
}

// The box (x, y, w, h) where `now` differs from `before` (both as 32-bit
// pixels); a 1x1 box when nothing changed, as every frame needs one.
function changedBox(now, before, width, height) {
  let top = 0;
  const rowSame = (y) => {
    for (let i = y * width, end = i + width; i < end; i++) if (now[i] !== before[i]) return false;
    return true;
  };
  while (top < height && rowSame(top)) top++;
  if (top === height) return { x: 0, y: 0, w: 1, h: 1 };
  let bottom = height - 1;
  while (rowSame(bottom)) bottom--;
  let left = width;
  let right = 0;
  for (let y = top; y <= bottom; y++) {
    const row = y * width;
    for (let x = 0; x < left; x++) if (now[row + x] !== before[row + x]) left = x;
    for (let x = width - 1; x > right; x--) if (now[row + x] !== before[row + x]) right = x;
  }
  return { x: left, y: top, w: right - left + 1, h: bottom - top + 1 };
}

// The box's rows, unfiltered (each row starts with filter type 0): a
// drawing's flat colours repeat every 4 bytes, which zlib finds on its own;
// on the stage's frames no filter came out smallest (sub, up and Paeth
// 17-40% larger) and it costs a copy. With `before`, a pixel that did not
// change is left clear, to be drawn over the last frame: long runs of zeros.
function boxRows(rgba, pixels, width, box, before, out) {
  const stride = box.w * 4;
  for (let y = 0; y < box.h; y++) {
    const start = (box.y + y) * width + box.x;
    const at = y * (stride + 1) + 1;
    if (!before) {
      out.set(rgba.subarray(start * 4, (start + box.w) * 4), at);
      continue;
    }
    for (let x = 0; x < box.w; x++) {
      if (pixels[start + x] === before[start + x]) continue;
      const i = (start + x) * 4;
      out[at + x * 4] = rgba[i];
      out[at + x * 4 + 1] = rgba[i + 1];
      out[at + x * 4 + 2] = rgba[i + 2];
      out[at + x * 4 + 3] = rgba[i + 3];
    }
  }
  return out;
}

// Drawn over the last frame, a pixel replaces it only where it is opaque.
function opaque(rgba, width, box) {
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let i = (y * width + box.x) * 4 + 3, end = i + box.w * 4; i < end; i += 4) if (rgba[i] !== 255) return false;
  }
  return true;
}

export class ApngWriter {
  #width;
  #height;
  #delay;
  #parts = [];
  #bytes = 0;
  // fcTL and fdAT chunks share one count; the first frame's data is IDAT.
  #sequence = 0;
  // The last frame prepared (null before the first, which is whole).
  #before = null;
  // A frame's rows, once compressed, hold the next frame's: a long clip
  // would otherwise leave a canvas of garbage a frame.
  #spare = null;

  // frames: how many will be added (the file says so before the first);
  // fps: the rate they play at.
  constructor(width, height, frames, fps) {
    this.#width = width;
    this.#height = height;
    // A whole rate plays exactly (1/fps s); any other to the millisecond.
    this.#delay = Number.isInteger(fps) ? [1, fps] : [Math.round(1000 / fps), 1000];
    this.#push(new Uint8Array(SIGNATURE));
    this.#push(...chunk('IHDR', fields([4, 4, 1, 1, 1, 1, 1], [width, height, 8, 6, 0, 0, 0])));
    this.#push(...chunk('acTL', fields([4, 4], [frames, 0])));
  }

  // Bytes written so far.
  get size() {
    return this.#bytes;
  }

  // The frame's changed box, as PNG rows (synchronous: the caller's frame
  // data may be reused once this returns).
  prepare(rgba) {
    const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, this.#width * this.#height);
    const before = this.#before;
    const box = before ? changedBox(pixels, before, this.#width, this.#height) : { x: 0, y: 0, w: this.#width, h: this.#height };
    const over = before !== null && opaque(rgba, this.#width, box);
    const rows = boxRows(rgba, pixels, this.#width, box, over ? before : null, this.#rows((box.w * 4 + 1) * box.h));
    this.#before ??= new Uint32Array(pixels.length);
    this.#before.set(pixels);
    return { box, rows, over };
  }

  // Compresses a prepared frame and appends it.
  async add({ box, rows, over }) {
    const data = await deflate(rows);
    this.#spare = rows.buffer;
    const first = this.#sequence === 0;
    // Nothing is disposed (0); blend 1 draws over the last frame, 0 replaces the box.
    const control = fields([4, 4, 4, 4, 4, 2, 2, 1, 1], [this.#sequence++, box.w, box.h, box.x, box.y, ...this.#delay, 0, over ? 1 : 0]);
    this.#push(...chunk('fcTL', control));
    if (first) {
      this.#push(...chunk('IDAT', data));
    } else {
      const framed = new Uint8Array(4 + data.length);
      new DataView(framed.buffer).setUint32(0, this.#sequence++);
      framed.set(data, 4);
      this.#push(...chunk('fdAT', framed));
    }
  }

  blob() {
    this.#push(...chunk('IEND', new Uint8Array(0)));
    return new Blob(this.#parts, { type: 'image/png' });
  }

  // Zeroed room for `size` bytes of rows.
  #rows(size) {
    const spare = this.#spare;
    this.#spare = null;
    if (spare && spare.byteLength >= size) return new Uint8Array(spare, 0, size).fill(0);
    return new Uint8Array(size);
  }

  #push(...parts) {
    for (const part of parts) {
      this.#parts.push(part);
      this.#bytes += part.length;
    }
  }
}
