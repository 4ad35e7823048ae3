// The element's attribute table (web/element/attributes.js) is the one list:
// the shipped types and the README's table are held to it here, and what the
// element derives from it (properties, observedAttributes, what is never a
// scene setting, what a link may set) is checked in tests/browser/attributes.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ATTRIBUTES, OWN, URL_NAMES, propertyName } from '../../web/element/attributes.js';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const TYPES = read('web/element/stickman-stage.d.ts');
const README = read('README.md');

const tsType = (row) => (row.type === 'enum' ? row.values.map((v) => `'${v}'`).join(' | ') : row.type === 'string' ? 'string' : row.type);

// What the types and the README's table say otherwise than the table does.
export function mismatches(rows, types, readme) {
  const out = [];
  const body = types.slice(types.indexOf('export class StickmanStage'));
  for (const row of rows) {
    const property = propertyName(row);
    if (!property) continue;
    const declared = new RegExp(`^\\s*(readonly\\s+)?${property}\\??:\\s*([^;]+);`, 'm').exec(body);
    if (!declared) out.push(`stickman-stage.d.ts does not declare ${property}`);
    else if (declared[1]) out.push(`stickman-stage.d.ts declares ${property} read-only`);
    else if (declared[2].trim() !== tsType(row)) out.push(`stickman-stage.d.ts types ${property} as ${declared[2].trim()}, not ${tsType(row)}`);
  }
  const table = readme.slice(readme.indexOf('| attribute | meaning |'));
  const lines = table.split('\n').slice(2).filter((l) => l.startsWith('| `'));
  const documented = lines.map((l) => /^\| `([^`]+)` \| (.*) \|$/.exec(l)).filter(Boolean);
  const names = documented.map((m) => m[1]).filter((n) => n !== 'any setting');
  assert.ok(names.length, 'the README has an attribute table');
  if (names.join() !== rows.map((r) => r.name).join()) out.push(`the README's table lists ${names.join(', ')}; the table: ${rows.map((r) => r.name).join(', ')}`);
  for (const [, name, sentence] of documented) if (!sentence.trim()) out.push(`the README says nothing of ${name}`);
  return out;
}

test('stickman-stage.d.ts and the README list every attribute of the table, typed and worded as it says', () => {
  assert.deepEqual(mismatches(ATTRIBUTES, TYPES, README), []);
});

test('a row added to the table is missing from the types and the README until they say it', () => {
  const loop = { name: 'loop', type: 'boolean', url: true };
  const found = mismatches([...ATTRIBUTES, loop], TYPES, README);
  assert.ok(found.includes('stickman-stage.d.ts does not declare loop'), found.join('\n'));
  assert.ok(found.some((f) => /README's table lists/.test(f)), found.join('\n'));
  const typed = TYPES.replace('  paused: boolean;', '  paused: boolean;\n  loop: boolean;');
  const documented = README.replace(/(\| `touch-action` \|[^\n]*\n)/, '$1| `loop` | play the scene again from its start when it ends |\n');
  assert.deepEqual(mismatches([...ATTRIBUTES, loop], typed, documented), []);
});

test('the element\'s own attributes are never scene settings, and a link sets only those it may', () => {
  for (const row of ATTRIBUTES) assert.ok(OWN.has(row.name), row.name);
  assert.ok(URL_NAMES.has('time') && URL_NAMES.has('scene'));
  assert.ok(!URL_NAMES.has('touch-action'), 'a link cannot take the reader\'s scrolling away');
  for (const html of ['id', 'class', 'style', 'hidden']) assert.ok(OWN.has(html) && !URL_NAMES.has(html), html);
});
