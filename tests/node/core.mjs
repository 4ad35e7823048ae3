// Loads the built wasm module in Node (no fetch of file paths: hand it the bytes).
import { readFileSync } from 'node:fs';
import createPoseCore from '../../dist/posecore.mjs';

const dist = new URL('../../dist/', import.meta.url);

export function loadCore() {
  return createPoseCore({ wasmBinary: readFileSync(new URL('posecore.wasm', dist)) });
}
