// The element's size against the goal (60 KB gzip) and the budget the
// build holds: measured plus a little room, so that growth fails the build and
// a lighter build lowers the budget.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUDGET_BYTES, GOAL_BYTES, ROOM_BYTES, againstGoal, variants } from '../../scripts/budget.mjs';

const embed = new URL('../../dist/embed/', import.meta.url).pathname;

test('the goal is 60 KB gzip, and a size reads as met or missed by how much', () => {
  assert.equal(GOAL_BYTES, 60 * 1024);
  assert.equal(againstGoal(55 * 1024), 'met, 5.0 KB under');
  assert.equal(againstGoal(60 * 1024), 'met, 0.0 KB under');
  assert.equal(againstGoal(78.5 * 1024), 'missed by 18.5 KB');
});

test('the build fails above the goal: the budget is the goal or less', () => {
  assert.ok(BUDGET_BYTES <= GOAL_BYTES, `the budget ${BUDGET_BYTES} B is above the goal ${GOAL_BYTES} B`);
});

test('the budget is the heaviest variant plus at most ROOM_BYTES', () => {
  const heaviest = Math.max(...Object.values(variants(embed)).map((v) => v.gzip));
  assert.ok(heaviest <= BUDGET_BYTES, `${heaviest} B over the budget ${BUDGET_BYTES}`);
  assert.ok(BUDGET_BYTES - heaviest <= ROOM_BYTES, `the budget ${BUDGET_BYTES} B leaves more than ${ROOM_BYTES} B over ${heaviest}: lower it`);
});
