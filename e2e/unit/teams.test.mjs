// Partners as the page names them (www/js/screens/teams.js; RULINGS.md "Six arms and
// teams"): from the engine's teams and finishing order, each seat's partner and its
// team's place, in every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { teamOf, withPartners, places } from '../../www/js/screens/teams.js';
import { useLang } from '../../www/js/words/i18n.js';
import { sixGame } from './engine.mjs';

const seats = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map((name) => ({ name, computer: null }));

test("partners are named together and share their team's place", async () => {
  await useLang('en');
  const st = { seats: seats.slice(0, 4), ranking: [1, 3], partners: [[0, 2], [1, 3]] };
  assert.deepEqual(teamOf(st, 3), [1, 3]);
  assert.equal(withPartners(st, 0), 'with Cy');
  assert.deepEqual([...places(st)], [[1, 1], [3, 1]]);
  // without teams: each seat alone, its own place
  const alone = { seats: seats.slice(0, 4), ranking: [2, 0] };
  assert.equal(withPartners(alone, 0), '');
  assert.deepEqual([...places(alone)], [[2, 1], [0, 2]]);
  await useLang('de');
  assert.equal(withPartners(st, 2), 'mit Ana');
  await useLang('pt');
  assert.equal(withPartners(st, 2), 'com Ana');
});

test("the engine's teams of a six-seat game are three pairs sitting opposite, and a finished game's places go by team", async () => {
  await useLang('en');
  const Game = await sixGame();
  const game = new Game({ preset: 'velvet', seed: 4, seats: seats.map((s) => ({ name: s.name, computer: 'easy' })), rules: { arms: 6, teams: true } });
  try {
    assert.deepEqual(game.view().partners, [[0, 3], [1, 4], [2, 5]]);
    for (let i = 0; i < 20000 && game.view().phase !== 'over'; i++) {
      if (game.view().phase === 'roll') game.roll();
      else game.applyMove(game.chooseMove());
    }
    const view = game.view();
    const placed = places(view);
    const byEngine = new Map(game.stats().filter((s) => s.place).map((s) => [s.seat, s.place]));
    for (const [seat, place] of byEngine) assert.equal(placed.get(seat), place, `seat ${seat}`);
    assert.equal(withPartners(view, 4), 'with Bo');
  } finally {
    game.free();
  }
});
