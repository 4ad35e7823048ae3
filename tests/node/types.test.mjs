// The shipped .d.ts/.d.mts files, as a TypeScript user meets them: a strict
// compile of a small consumer (tests/types/consumer.ts) against dist/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const repo = new URL('../..', import.meta.url).pathname;

test('a strict TypeScript consumer of posecore.mjs and <stickman-stage> compiles', () => {
  const tsc = spawnSync(process.execPath, [`${repo}node_modules/typescript/bin/tsc`, '-p', `${repo}tests/types/tsconfig.json`], {
    encoding: 'utf8',
  });
  assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
});
