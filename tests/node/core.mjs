// Loads the built wasm module in Node (no fetch of file paths: hand it the bytes).
import { readFileSync } from 'node:fs';
import createPoseCore from '../../dist/element/posecore.mjs';

const dist = new URL('../../dist/element/', import.meta.url);

export function loadCore() {
  return createPoseCore({ wasmBinary: readFileSync(new URL('posecore.wasm', dist)) });
}
