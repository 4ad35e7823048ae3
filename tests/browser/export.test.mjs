// The current frame as an image: toDataURL() and toBlob() give what the
// canvas shows, decodable by the browser.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, start } from './harness.mjs';

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
