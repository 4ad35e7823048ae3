// The element derives its properties, observedAttributes, the attributes
// that are never scene settings and the names a link may set from one table
// (web/element/attributes.js): a row added there is all of that at once.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { open, siteWith, start } from './harness.mjs';

let env;
let withLoop;
before(async () => {
  env = await start();
  // The table as shipped, with one row more.
  const table = readFileSync(new URL('../../web/element/attributes.js', import.meta.url), 'utf8');
  const row = "{ name: 'loop', type: 'boolean', url: true },";
  assert.match(table, /export const ATTRIBUTES = \[/);
  withLoop = await start({ root: siteWith({ 'element/attributes.js': table.replace('export const ATTRIBUTES = [', `export const ATTRIBUTES = [\n  ${row}`) }) });
});
after(async () => {
  await env?.close();
  await withLoop?.close();
});

test('time="2.4" on a stage and t= in the page\'s hash are the element\'s, not unknown scene settings', async () => {
  const { page, problems, context } = await open(env, '/#walk-03&t=3');
  assert.equal(await page.evaluate(() => document.getElementById('panel').currentTime), 3);
  await page.evaluate(async () => {
    const stage = document.createElement('stickman-stage');
    stage.setAttribute('scene', 'walk-03');
    stage.setAttribute('time', '2.4');
    document.body.append(stage);
    await stage.ready;
  });
  assert.equal(await page.evaluate(() => document.querySelector('body > stickman-stage').currentTime), 2.4);
  assert.deepEqual(problems, [], 'no warning: "time is not a setting of scene"');
  await context.close();
});

test('a row added to the table is a reflecting property, observed, never a scene setting, and a link sets it', async () => {
  const { page, problems, context } = await open(withLoop, '/embed.html?scene=lab&loop&wibble=1');
  const seen = await page.evaluate(() => {
    const stage = document.getElementById('embedded');
    const out = { given: stage.hasAttribute('loop'), observed: stage.constructor.observedAttributes.includes('loop') };
    out.read = stage.loop;
    stage.loop = false;
    out.removed = !stage.hasAttribute('loop');
    stage.setAttribute('loop', 'false');
    out.falseIsFalse = stage.loop === false;
    stage.loop = true;
    out.reflected = stage.getAttribute('loop') === '';
    return out;
  });
  assert.deepEqual(seen, { given: true, observed: true, read: true, removed: true, falseIsFalse: true, reflected: true });
  // Present at upgrade and set since: never "loop is not a setting of scene".
  assert.deepEqual(problems, []);
  await context.close();
});
