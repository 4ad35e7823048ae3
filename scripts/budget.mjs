// What a page pays to show one <stickman-stage>: the element's module graph as
// it loads before the first frame (static imports and new URL(…) files, so the
// pose core's loader and wasm; not what only import() reaches, nor types), by
// gzip -9 size. scripts/package.mjs fails the build past BUDGET_BYTES.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { embedFiles } from './embed-files.mjs';

export const GOAL_BYTES = 60 * 1024;
// The goal is not met: the wasm alone (-O2, chosen for frame time: see
// CMakeLists.txt) is 87 KB with the game's second phase and feel, the walk
// backdrop and seeking. The build holds the measured 117 KB plus a little
// room, so the element cannot quietly grow; it falls to GOAL_BYTES once that
// is reached.
export const BUDGET_BYTES = 120 * 1024;

export const ELEMENT_ENTRY = 'stickman-stage.js';

export function elementFiles(dir) {
  return embedFiles(dir, [ELEMENT_ENTRY], { lazy: false }).filter((f) => !/\.d\.m?ts$/.test(f));
}

// { files: { name: { raw, gzip } }, raw, gzip } for these files of dir.
export function weigh(dir, names) {
  const files = {};
  for (const f of names) {
    const body = readFileSync(join(dir, f));
    files[f] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  const sum = (k) => Object.values(files).reduce((s, x) => s + x[k], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}
