// The current frame as an image: toDataURL() and toBlob() give what the
// canvas shows, decodable by the browser.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import UPNG from 'upng-js';
import { open, pressAction, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

test('toDataURL and toBlob hold the frame shown at a paused moment', async () => {
  const { page, problems, context } = await open(env, '/#walk-02&t=2.4');
  const result = await page.evaluate(async () => {
    const stage = document.getElementById('panel');
    const canvas = stage.shadowRoot.getElementById('stage');
    const blob = await stage.toBlob();
    const bitmap = await createImageBitmap(blob);
    return {
      same: stage.toDataURL() === canvas.toDataURL(),
      png: stage.toDataURL().startsWith('data:image/png;base64,'),
      type: blob.type,
      size: [bitmap.width, bitmap.height],
      canvas: [canvas.width, canvas.height],
    };
  });
  assert.equal(result.same, true);
  assert.equal(result.png, true);
  assert.equal(result.type, 'image/png');
  assert.deepEqual(result.size, result.canvas);
  assert.deepEqual(problems, []);
  await context.close();
});

// Frames of a clip, decoded by the browser (ImageDecoder) and by upng-js in
// Node, against the visible stage put at each moment by seek().
test('a 2 s clip of walk-02 at 15 fps decodes to 30 frames equal to the renderer\'s', async () => {
  const { page, problems, context } = await open(env, '/#walk-02&t=0.5');
  const result = await page.evaluate(async () => {
    const stage = document.getElementById('panel');
    const canvas = stage.shadowRoot.getElementById('stage');
    const blob = await stage.exportClip({ from: 0, to: 2, fps: 15, format: 'apng' });
    const { width, height } = canvas;
    // Playing, the walk scene shows no "paused" mark, as in the clip; no frame
    // of the page runs inside this loop, so only the seeks move it.
    const shown = [];
    stage.play();
    for (let k = 0; k < 30; k++) {
      stage.seek(k / 15);
      shown.push(canvas.getContext('2d').getImageData(0, 0, width, height).data);
    }
    stage.pause();
    const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
    const decoder = new ImageDecoder({ data: await blob.arrayBuffer(), type: 'image/png' });
    await decoder.tracks.ready;
    await decoder.completed; // every frame parsed: frameCount is final
    const count = decoder.tracks.selectedTrack.frameCount;
    const scratch = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    const browser = [];
    for (let k = 0; k < count; k++) {
      const { image } = await decoder.decode({ frameIndex: k });
      scratch.clearRect(0, 0, width, height);
      scratch.drawImage(image, 0, 0);
      image.close();
      browser.push(scratch.getImageData(0, 0, width, height).data);
    }
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return {
      size: blob.size,
      type: blob.type,
      wh: [width, height],
      browser: count,
      browserMatches: browser.filter((f, k) => same(f, shown[k])).length,
      distinct: new Set(shown.map((f) => f.join(',').length + ':' + f.reduce((s, v, i) => (s + v * (i % 977)) % 1e9, 0))).size,
      file: btoa(bytes.reduce((text, b) => text + String.fromCharCode(b), '')),
      shown: await Promise.all(shown.map(async (f) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', f)))))),
    };
  });
  const file = Buffer.from(result.file, 'base64');
  const library = UPNG.toRGBA8(UPNG.decode(file.buffer.slice(file.byteOffset, file.byteOffset + file.length)));
  const libraryMatches = library.filter((f, k) => createHash('sha256').update(new Uint8Array(f)).digest('base64') === result.shown[k]).length;
  console.log(`# walk-02 clip, 2 s at 15 fps, ${result.wh.join('x')}: ${result.size} bytes (${(result.size / 1024).toFixed(1)} KB)`);
  assert.equal(result.type, 'image/png');
  assert.equal(library.length, 30);
  assert.equal(result.browser, 30);
  assert.equal(libraryMatches, 30);
  assert.equal(result.browserMatches, 30);
  assert.ok(result.distinct > 20, `the clip moves: ${result.distinct} distinct frames`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('exportClip refuses bad options with a RangeError, and the stage stays where it was', async () => {
  const { page, problems, context } = await open(env, '/#walk-02&t=1.5');
  const errors = await page.evaluate(async () => {
    const stage = document.getElementById('panel');
    const out = [];
    // The last: within the documented limits, but more pixels than are kept for encoding.
    for (const bad of [{ from: -1 }, { from: 2, to: 1 }, { fps: 0 }, { fps: NaN }, { format: 'gif' }, { to: 4000 }, { from: 0, to: 120 }, { from: 0, to: 60, fps: 60 }]) {
      out.push(await stage.exportClip(bad).then(() => 'resolved', (e) => e.name));
    }
    const tooBig = await stage.exportClip({ from: 0, to: 60, fps: 60 }).catch((e) => e.message);
    return { out, t: stage.currentTime, paused: stage.paused, tooBig };
  });
  assert.deepEqual(errors.out, Array(8).fill('RangeError'));
  assert.match(errors.tooBig, /^a clip of 3600 frames at \d+x\d+ is \d+ million pixels; at most 400 million are encoded/);
  assert.equal(errors.t, 1.5);
  assert.equal(errors.paused, true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Save clip button downloads an animated PNG and says so', async () => {
  const { page, problems, context } = await open(env, '/#walk-02&t=1');
  const [download] = await Promise.all([page.waitForEvent('download'), pressAction(page, 'Save clip')]);
  assert.equal(download.suggestedFilename(), 'walk-02-1.00s.png');
  await page.locator('#status').filter({ hasText: /^Saved a 2 second clip \(\d+ KB\)\.$/ }).waitFor();
  assert.equal(await page.evaluate(() => document.getElementById('panel').currentTime), 1);
  assert.deepEqual(problems, []);
  await context.close();
});
