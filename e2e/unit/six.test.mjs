// The page's first module leaves six arms and teams out (ARCHITECTURE.md): the new-game
// form is not offered them, and a game asking for them is refused naming the switch; the
// expert's module, which has them, is tested by the API cases (e2e/api/cases.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';

test("the page's module offers neither arms nor teams", () => {
  const names = Game.switches().map((/** @type {{ name: string }} */ s) => s.name);
  assert.ok(names.includes('towers'), names.join());
  assert.ok(!names.includes('arms') && !names.includes('teams'), names.join());
});

test("the page's module refuses six arms and teams, naming the switch, and plays four arms as before", () => {
  for (const [rules, field] of [
    [{ arms: 6 }, 'rules.arms'],
    [{ teams: true }, 'rules.teams'],
  ]) {
    assert.throws(
      () => new Game({ preset: 'classic', seats: 4, rules }),
      (/** @type {any} */ e) => e.code === 'rules.value' && e.field === field,
      JSON.stringify(rules),
    );
  }
  const game = new Game({ preset: 'classic', seats: 4, seed: 1, rules: { arms: 4, teams: false } });
  assert.equal(game.state().seats.length, 4);
  assert.throws(() => new Game({ preset: 'classic', seats: 5 }), (/** @type {any} */ e) => e.code === 'seats.count' || e.field === 'seats');
});
