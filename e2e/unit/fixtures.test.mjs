// The saved games the browser tests open (e2e/fixtures.mjs): made by the engine from the
// game a URL starts (its easy level choosing for every seat), where they are said to be; written to the autosave as the page's own
// store.js writes it, and read back whole; and the positions checked in under
// e2e/fixtures/ still load in the engine.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { optionsOf, nearEnd, gameWhere, tailWith, newGame, autosaveOf, checkedIn } from '../fixtures.mjs';
import { loadGame, slotName, CHUNK } from '../../www/js/page/store.js';
import { memoryStorage } from '../../scripts/bench-boundary.mjs';

beforeEach(() => {
  globalThis.localStorage = memoryStorage();
});

const URL_GAME = '/?preset=mensch&seats=person,easy&names=Ana,Bo&firstTurn=firstSeat&seed=12&speed=instant&autoMove=false';

/** The steps the engine takes from `state` to the game's end, by its easy level's choices for every seat. */
function stepsToEnd(state) {
  const game = Game.fromState({ ...state, seats: state.seats.map((s) => ({ ...s, computer: 'easy' })) });
  let steps = 0;
  for (let phase = game.view().phase; phase !== 'over'; phase = game.lastOutcome().phase, steps++) {
    if (phase === 'roll') game.roll();
    else game.applyMove(game.chooseMove());
  }
  game.free();
  return steps;
}

test('the options of a URL\'s game are the page\'s: its seats, names, "You", rules and seed', async () => {
  const o = await optionsOf(URL_GAME);
  assert.equal(o.preset, 'mensch');
  assert.equal(o.seed, 12);
  assert.deepEqual(o.seats, [{ name: 'Ana' }, { name: 'Bo', computer: 'easy' }]);
  assert.equal(o.rules.firstTurn, 'firstSeat');
  const de = await optionsOf('/?preset=classic&seats=person,hard&seed=3&lang=de');
  assert.deepEqual(de.seats, [{ name: 'Du' }, { name: 'Spieler 2', computer: 'hard' }]);
  await assert.rejects(optionsOf('/?preset=classic&seats=person,hard'), /seed/);
  await assert.rejects(optionsOf('/?preset=chess&seed=1'), /cannot use/);
});

test('a game near its end is that many steps before it, and the URL\'s game', async () => {
  for (const before of [1, 6]) {
    const state = await nearEnd(URL_GAME, before);
    assert.notEqual(state.phase, 'over');
    assert.equal(stepsToEnd(state), before);
    assert.equal(state.seed, 12);
    assert.deepEqual(state.seats.map((s) => s.name), ['Ana', 'Bo']);
  }
  assert.deepEqual(newGame(await optionsOf(URL_GAME)).log, (await gameWhere(URL_GAME, (_, step) => step === 1, 1)).log);
});

test('a game where something first holds, or steps before it; a tail with every kind asked for', async () => {
  const finished = await gameWhere(URL_GAME, (v) => v.ranking.length > 0);
  assert.ok(finished.ranking.length > 0);
  const before = await gameWhere(URL_GAME, (v) => v.ranking.length > 0, 4);
  assert.equal(before.ranking.length, 0);
  assert.deepEqual(finished.log.slice(0, before.log.length), before.log);
  const { state, steps } = await tailWith(URL_GAME, [(e) => e.type === 'finish', (e) => e.type === 'noMove']);
  assert.equal(stepsToEnd(state), steps);
  assert.ok(steps > 0);
});

test('the autosave of a fixture is what the page\'s store reads back whole', async () => {
  const state = await nearEnd(URL_GAME, 6);
  const items = autosaveOf(URL_GAME, state);
  const slot = slotName(new URL(URL_GAME, 'http://127.0.0.1/').search);
  const chunks = Math.ceil(state.log.length / CHUNK);
  assert.ok(chunks > 1, 'a log of several chunks');
  assert.deepEqual(items.map(([k]) => k).sort(), [`ludo.${slot}`, ...Array.from({ length: chunks }, (_, i) => `ludo.${slot}#log${i}`)].sort());
  for (const [k, v] of items) localStorage.setItem(k, v);
  const back = loadGame(slot);
  assert.equal(back.earlier, false);
  assert.equal(back.undo, null);
  assert.deepEqual(back.state.log, state.log);
  const game = Game.fromState(back.state);
  assert.deepEqual(JSON.parse(JSON.stringify(game.state())), JSON.parse(JSON.stringify(state)));
  game.free();
});

test('the checked-in positions of the reference pictures still load in the engine', () => {
  for (const [name, preset] of [['ludo-board.json', 'classic'], ['mensch-board.json', 'rewards']]) {
    const state = checkedIn(name);
    const game = Game.fromState(state);
    // as saved (JSON): the engine's own state of it, field for field
    assert.deepEqual(JSON.parse(JSON.stringify(game.state())), state, `${name} is a game the engine plays`);
    game.free();
    assert.equal(state.preset, preset);
    assert.equal(state.seed, 3);
    assert.equal(state.seats[0].computer, null);
    assert.equal(state.log.filter((e) => e.type === 'move').length, 40);
  }
});
