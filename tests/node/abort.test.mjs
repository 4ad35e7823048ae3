// A module that cannot start says why in a sentence: Emscripten's abort text
// ("Aborted(...). Build with -s ASSERTIONS=1 for more info.") is for its
// developers, and callers show the message to readers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import createPoseCore from '../../dist/element/posecore.mjs';

for (const [what, bytes] of [['garbage bytes', new Uint8Array([0, 1, 2, 3])], ['an empty file', new Uint8Array(0)]]) {
  test(`wasm that is ${what}: the factory rejects with a readable Error`, async () => {
    await assert.rejects(
      createPoseCore({ wasmBinary: bytes, print() {}, printErr() {} }),
      (e) => e instanceof Error && /could not be (compiled|fetched)/.test(e.message) && !/ASSERTIONS|Aborted\(/.test(e.message),
    );
  });
}
