// What a page pays to show one <stickman-stage>: the element's module graph as
// it loads before the first frame (static imports and new URL(…) files; not
// what only import() reaches, such as the game's parts, the control bar or
// clip export, which come after it, nor types) plus the one core its scene
// needs (posecore-<family>.mjs and .wasm) and its scene's still (the family's
// heaviest, still-<family>-<scene>.json), by gzip -9 size: one total per
// core, an embed variant. scripts/package.mjs fails the build when any passes
// BUDGET_BYTES.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { embedFiles } from './embed-files.mjs';

export const GOAL_BYTES = 60 * 1024;
// Every variant meets the goal, so the build holds the goal itself (the
// heaviest is the game's; the build prints each). The test keeps
// the budget within ROOM_BYTES of the heaviest variant, so a build that gets
// much lighter lowers it (tests/node/budget.test.mjs).
export const BUDGET_BYTES = GOAL_BYTES;
export const ROOM_BYTES = 2 * 1024;

// "met, 5.3 KB under" or "missed by 18.5 KB": a gzip size against GOAL_BYTES.
export function againstGoal(gzip) {
  const kb = (n) => (Math.abs(n) / 1024).toFixed(1);
  return gzip <= GOAL_BYTES ? `met, ${kb(GOAL_BYTES - gzip)} KB under` : `missed by ${kb(gzip - GOAL_BYTES)} KB`;
}

export const ELEMENT_ENTRY = 'stickman-stage.js';

// Without the cores and stills: cores.js names them all, a page loads one
// of each (variants()).
export function elementFiles(dir) {
  return embedFiles(dir, [ELEMENT_ENTRY], { lazy: false }).filter((f) => !/\.d\.m?ts$|^posecore|^still-/.test(f));
}

// The family cores of dir, by name: { game: ['posecore-game.mjs', 'posecore-game.wasm'], … }.
export function coreFiles(dir) {
  const out = {};
  for (const f of readdirSync(dir).sort()) {
    const name = /^posecore-([\w-]+)\.mjs$/.exec(f)?.[1];
    if (name) out[name] = [f, f.replace(/\.mjs$/, '.wasm')];
  }
  return out;
}

// The heaviest still of core `name`'s scenes, as a list of at most one file.
export function stillFiles(dir, name) {
  const stills = readdirSync(dir).filter((f) => f.startsWith(`still-${name}-`) && f.endsWith('.json'));
  return stills.map((f) => [f, weigh(dir, [f]).gzip]).sort((a, b) => b[1] - a[1]).slice(0, 1).map(([f]) => f);
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

// One weight per embed variant: { core name: { files, raw, gzip } }.
export function variants(dir) {
  const element = elementFiles(dir);
  return Object.fromEntries(Object.entries(coreFiles(dir)).map(([name, files]) => [name, weigh(dir, [...element, ...files, ...stillFiles(dir, name)])]));
}
