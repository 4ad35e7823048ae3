// Spear Run in a post on someone else's page (the documented snippet, with
// controls): a first course of the visitor's own, a crash replayed and said,
// Share's link, and its challenge brought to another post by the attribute.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pressAction } from './harness.mjs';
import { openHost, startHosts } from './hosts.mjs';
import { status, waitCaption, waitStatus } from './spear_run_page.mjs';

let env;
before(async () => {
  env = await startHosts();
});
after(async () => {
  await env?.close();
});

const PAGE = '/hosts/bare/game.html';
const CLIPBOARD = `Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t) => { window.__copied = t; } } });`;

// The host page with the game's parts in (the speaker is one of them).
async function openGame(init) {
  const opened = await openHost(env, PAGE, { init });
  await opened.page.locator('stickman-stage').getByRole('button', { name: 'Sound' }).waitFor();
  return opened;
}
const seed = (page) => page.evaluate(() => document.getElementById('stage').changedParams().seed);

test('in a post: a first course of its own, a crash replayed and said, and a link whose challenge another post takes', async () => {
  const courses = [];
  for (let i = 0; i < 2; i++) {
    const { page, problems, context } = await openGame();
    courses.push(await seed(page));
    assert.deepEqual(problems, []);
    await context.close();
  }
  const { page, problems, context } = await openGame(CLIPBOARD);
  courses.push(await seed(page));
  assert.ok(new Set(courses).size > 1, `three visitors, three first courses: ${courses}`);

  await page.locator('stickman-stage').focus();
  await page.keyboard.press('Space');
  await waitStatus(page, /Running/);
  await waitStatus(page, /Game over/);
  // The first obstacle of the course: one to jump or one to thrust.
  assert.match(await status(page), /; no (jump|thrust)\./);
  await waitCaption(page, true);
  await page.keyboard.press('KeyX');
  await waitCaption(page, false);
  const score = Number(/Score (\d+)/.exec(await status(page))[1]);

  await pressAction(page, 'Share');
  await page.waitForFunction(() => window.__copied);
  const link = new URL(await page.evaluate(() => window.__copied));
  assert.equal(link.pathname, PAGE, 'the link is to the post');
  const challenge = new URLSearchParams(link.hash.slice(1)).get('challenge');
  assert.match(challenge, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(problems, []);
  await context.close();

  const other = await openGame();
  await other.page.evaluate((text) => document.getElementById('stage').setAttribute('challenge', text), challenge);
  await waitStatus(other.page, new RegExp(`Beat ${score}: their ghost runs with you`));
  // A damaged one: one sentence, and the game plays.
  await other.page.evaluate(() => document.getElementById('stage').setAttribute('challenge', 'not-a-ghost!'));
  await waitStatus(other.page, /This challenge link is damaged, so here is a normal game\./);
  await other.page.locator('stickman-stage').focus();
  await other.page.keyboard.press('Space');
  await waitStatus(other.page, /Running/);
  assert.deepEqual(other.problems, []);
  await other.context.close();
});
