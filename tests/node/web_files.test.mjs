// web/ stays a house a reader can walk through: every file of it is at most
// MAX_LINES lines, so a concern that grows gets a file of its own.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const MAX_LINES = 300;
const web = new URL('../../web/', import.meta.url).pathname;

test(`no file of web/ is over ${MAX_LINES} lines`, () => {
  const files = readdirSync(web, { recursive: true }).filter((f) => statSync(join(web, f)).isFile());
  assert.ok(files.length > 20, `${files.length} files`);
  const over = files
    .map((f) => [f, readFileSync(join(web, f), 'utf8').split('\n').length - 1])
    .filter(([, lines]) => lines > MAX_LINES);
  assert.deepEqual(over, []);
});
