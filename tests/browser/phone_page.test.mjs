// The site's page on a phone: one mode control instead of rows of tabs, the
// stage near the top, and nothing wider than the screen, in every mode.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { start } from './harness.mjs';
import { LANDSCAPE, PORTRAIT, openPhone as openOn } from './phone.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const openPhone = (device, hash) => openOn(env, device, hash);

const layout = (page) =>
  page.evaluate(() => {
    const stage = document.getElementById('panel').getBoundingClientRect();
    return {
      stageTop: stage.top + scrollY,
      stageWidth: stage.width,
      pageWidth: document.documentElement.scrollWidth,
      viewWidth: innerWidth,
      viewHeight: innerHeight,
      tabsShown: getComputedStyle(document.getElementById('modes')).display !== 'none',
      pickerShown: getComputedStyle(document.querySelector('.picker')).display !== 'none',
      // The room the mode control leaves its chosen name (its arrow takes
      // about an em and a half), and that name's width in its font.
      picker: (() => {
        const select = document.getElementById('mode-picker');
        const style = getComputedStyle(select);
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = style.font;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 1.5 * parseFloat(style.fontSize);
        return { name: select.selectedOptions[0]?.text, room, width: ctx.measureText(select.selectedOptions[0]?.text ?? '').width };
      })(),
    };
  });

test('portrait phone: one mode control, the stage in the top quarter, no sideways scroll in any mode', async () => {
  const { page, context, problems } = await openPhone(PORTRAIT);
  const ids = await page.$$eval('#mode-picker option', (os) => os.map((o) => o.value));
  assert.ok(ids.length >= 10, `modes in the picker: ${ids.length}`);
  for (const id of ids) {
    await page.evaluate((id) => {
      location.hash = id;
    }, id);
    await page.waitForFunction((id) => document.getElementById('panel').loaded && document.getElementById('mode-picker').value === id, id);
    const at = await layout(page);
    assert.equal(at.tabsShown, false, id);
    assert.equal(at.pickerShown, true, id);
    assert.ok(at.stageTop <= at.viewHeight / 4, `${id}: stage top ${at.stageTop} of ${at.viewHeight}`);
    assert.ok(at.pageWidth <= at.viewWidth, `${id}: page ${at.pageWidth} px wide in ${at.viewWidth}`);
    assert.ok(at.picker.width <= at.picker.room, `${id}: the mode control cuts "${at.picker.name}" (${at.picker.width.toFixed(0)} px in ${at.picker.room.toFixed(0)})`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('landscape phone: the mode control, and the drawing and its control bar fully on screen', async () => {
  const { page, context } = await openPhone(LANDSCAPE, '#spear-run');
  const at = await layout(page);
  assert.equal(at.pickerShown, true);
  assert.ok(at.pageWidth <= at.viewWidth, `page ${at.pageWidth} px wide in ${at.viewWidth}`);
  const canvas = await page.evaluate(() => {
    const root = document.getElementById('panel').shadowRoot;
    const r = root.getElementById('stage').getBoundingClientRect();
    const bar = root.querySelector('.actions').getBoundingClientRect();
    return { bottom: r.bottom + scrollY, barBottom: bar.bottom + scrollY };
  });
  assert.ok(canvas.bottom <= at.viewHeight, `canvas ends at ${canvas.bottom} of ${at.viewHeight}`);
  assert.ok(canvas.barBottom <= at.viewHeight, `control bar ends at ${canvas.barBottom} of ${at.viewHeight}`);
  await context.close();
});

test('the mode control is a labelled select that the keyboard drives', async () => {
  const { page, context } = await openPhone(PORTRAIT, '#lab');
  const picker = page.getByLabel('Mode', { exact: true });
  assert.equal(await picker.evaluate((el) => el.tagName), 'SELECT');
  assert.equal(await picker.inputValue(), 'lab');
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => location.hash !== '#lab');
  const chosen = await picker.inputValue();
  assert.notEqual(chosen, 'lab');
  assert.equal(await page.evaluate(() => location.hash.slice(1).split('&')[0]), chosen);
  await page.waitForFunction((id) => document.getElementById('panel').scene === id && document.getElementById('panel').loaded, chosen);
  await context.close();
});

test('a wide screen keeps the tabs and hides the select', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${env.origin}/#lab`);
  await page.waitForFunction(() => document.body.matches('.ready'));
  const at = await layout(page);
  assert.equal(at.tabsShown, true);
  assert.equal(at.pickerShown, false);
  await context.close();
});

const keysShown = (page) =>
  page.evaluate(() => getComputedStyle(document.getElementById('panel').shadowRoot.getElementById('keys')).display !== 'none');

test('a touch-first phone hides the keyboard hints until a key is used; a desktop shows them', async () => {
  const { page, context } = await openPhone(PORTRAIT, '#lab');
  assert.equal(await keysShown(page), false);
  await page.locator('#panel #stage').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await keysShown(page), true);
  await context.close();

  const desk = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const deskPage = await desk.newPage();
  await deskPage.goto(`${env.origin}/#lab`);
  await deskPage.waitForFunction(() => document.body.matches('.ready'));
  assert.equal(await keysShown(deskPage), true);
  await desk.close();
});
