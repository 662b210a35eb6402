// The page's turn flow and its autosave without a browser: the view the page keeps is
// the engine's view after every step, its copy of the log is the engine's log, an undo
// point restores the game, and a save in chunks (or in the earlier single-key form)
// comes back whole.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { Flow, readLog, savedAt, headOf, playOut, WORKED_OUT } from '../../www/js/game/flow.js';
import { GameSaver, loadGame, chunkName, CHUNK, save, load, viewOf } from '../../www/js/page/store.js';
import { memoryStorage } from '../../scripts/bench-boundary.mjs';

const computers = (n, level = 'easy') => Array.from({ length: n }, () => ({ computer: level }));
const choose = (view) => {
  const g = Game.fromPosition(view);
  try {
    return g.chooseMove();
  } finally {
    g.free();
  }
};

beforeEach(() => {
  globalThis.localStorage = memoryStorage();
});

test('the view and the log the page keeps are the engine\'s after every step', async () => {
  for (const preset of ['classic', 'rewards', 'brazilian']) {
    const flow = new Flow(new Game({ preset, seed: 3, seats: computers(4) }));
    let steps = 0;
    await playOut(flow, choose, ({ before, after }) => {
      assert.notEqual(before, after);
      if (steps++ % 7 === 0) assert.deepEqual(flow.view, flow.game.view(), `${preset} step ${steps}`);
    });
    assert.deepEqual(flow.view, flow.game.view());
    assert.deepEqual(flow.log, flow.game.state().log);
    assert.deepEqual(flow.saved(), flow.game.state());
    flow.free();
  }
});

test('the log is read in pages of at most 100 entries', () => {
  const flow = new Flow(new Game({ preset: 'classic', seed: 2, seats: computers(4) }));
  for (let i = 0; i < 400 && flow.view.phase !== 'over'; i++) {
    if (flow.view.phase === 'roll') flow.roll();
    else flow.apply(flow.game.chooseMove());
  }
  assert.ok(flow.view.logLength > 250);
  assert.deepEqual(readLog(flow.game, 0, flow.view.logLength), flow.log);
  assert.deepEqual(readLog(flow.game, 120, 260), flow.log.slice(120, 260));
  // a flow made from the same game reads the same log
  assert.deepEqual(new Flow(flow.game).log, flow.log);
});

test('an undo point (a view) and the page\'s log restore the earlier game', () => {
  const flow = new Flow(new Game({ preset: 'mensch', seed: 4, seats: [{}, { computer: 'hard' }], rules: { firstTurn: 'firstSeat' } }));
  while (flow.view.phase !== 'move') flow.roll();
  const point = flow.view;
  const expected = flow.game.state();
  flow.apply(flow.legalMoves()[0].id);
  while (flow.view.seatOnTurn !== 0 && flow.view.phase !== 'over') {
    if (flow.view.phase === 'roll') flow.roll();
    else flow.apply(choose(flow.view));
  }
  const back = flow.rewound(Game, point);
  assert.deepEqual(back.game.state(), expected);
  assert.deepEqual(back.view, point);
  assert.deepEqual(savedAt(point, flow.log), expected);
  assert.equal('logLength' in headOf(point), false);
  // what the engine works out from a position is in the view, never in the save
  // (`partners` only with teams)
  for (const key of WORKED_OUT) {
    assert.equal(key in point, key !== 'partners', key);
    assert.equal(key in headOf(point), false, key);
  }
  const worked = Object.fromEntries(WORKED_OUT.filter((k) => k in point).map((k) => [k, point[k]]));
  assert.deepEqual({ ...headOf(point), logLength: point.logLength, ...worked }, point);
});

test('the autosave writes chunks of the log and a head; a reload gets the whole game back', () => {
  const flow = new Flow(new Game({ preset: 'classic', seed: 5, seats: computers(4) }));
  const saver = new GameSaver('game?x=1');
  const writes = [];
  const storage = globalThis.localStorage;
  const setItem = storage.setItem;
  storage.setItem = (k, v) => {
    writes.push(k);
    setItem(k, v);
  };
  saver.save(flow.view, flow.log, null);
  for (let i = 0; i < 600 && flow.view.phase !== 'over'; i++) {
    writes.length = 0;
    const stored = flow.log.length;
    if (flow.view.phase === 'roll') flow.roll();
    else flow.apply(choose(flow.view));
    saver.save(flow.view, flow.log, i > 10 ? flow.view : null);
    // the head, and only the chunks holding new entries
    const chunks = [];
    for (let c = Math.floor(stored / CHUNK); c * CHUNK < flow.log.length; c++) chunks.push(`ludo.${chunkName('game?x=1', c)}`);
    assert.deepEqual(writes, [...chunks, 'ludo.game?x=1']);
  }
  assert.ok(flow.view.logLength > 3 * CHUNK);
  const back = loadGame('game?x=1');
  assert.equal(back.earlier, false);
  assert.deepEqual(back.state, flow.game.state());
  assert.deepEqual(back.undo, flow.view);
  assert.deepEqual(Game.fromState(back.state).view(), flow.view);
  // resumed after a reload, the next step writes the last chunk and the head only
  const again = new Flow(Game.fromState(back.state), back.state.log);
  const resumed = new GameSaver('game?x=1');
  resumed.resumed(again.log.length);
  writes.length = 0;
  if (again.view.phase === 'roll') again.roll();
  else again.apply(choose(again.view));
  resumed.save(again.view, again.log, null);
  assert.ok(writes.length <= 3 && writes.at(-1) === 'ludo.game?x=1', writes.join(', '));
  assert.deepEqual(loadGame('game?x=1').state, again.game.state());
});

test('after an undo the log is cut back, and a new game in the slot drops the old chunks', () => {
  const flow = new Flow(new Game({ preset: 'classic', seed: 6, seats: computers(4) }));
  const saver = new GameSaver('game');
  for (let i = 0; i < 200; i++) {
    if (flow.view.phase === 'roll') flow.roll();
    else flow.apply(choose(flow.view));
    saver.save(flow.view, flow.log, null);
  }
  const point = { ...flow.view };
  const entries = flow.log.length;
  for (let i = 0; i < 150; i++) {
    if (flow.view.phase === 'roll') flow.roll();
    else flow.apply(choose(flow.view));
    saver.save(flow.view, flow.log, point);
  }
  assert.ok(flow.log.length > entries + CHUNK);
  const back = flow.rewound(Game, point);
  saver.save(back.view, back.log, null);
  assert.deepEqual(loadGame('game').state, back.game.state());
  // a new game in the same slot: the chunks past its log go
  const fresh = new Flow(new Game({ preset: 'classic', seed: 1, seats: computers(2) }));
  saver.restart();
  saver.save(fresh.view, fresh.log, null);
  assert.equal(load(chunkName('game', 1)), null);
  assert.deepEqual(loadGame('game').state, fresh.game.state());
  saver.clear();
  assert.equal(loadGame('game'), null);
});

test('a save of the single-key form loads, its undo point as a view', () => {
  const game = new Game({ preset: 'mensch', seed: 4, seats: [{}, { computer: 'hard' }] });
  while (game.lastOutcome().phase !== 'move') game.roll();
  const undo = game.state();
  game.applyMove(0);
  const state = game.state();
  save('game', { state, undo });
  const back = loadGame('game');
  assert.equal(back.earlier, true);
  assert.deepEqual(back.state, state);
  assert.deepEqual(back.undo, viewOf(undo));
  const view = Game.fromState(undo).view();
  for (const key of WORKED_OUT) delete view[key];
  assert.deepEqual(back.undo, view);
});

test('a head whose log chunks are missing is refused with a message', () => {
  const flow = new Flow(new Game({ preset: 'classic', seed: 1, seats: computers(4) }));
  for (let i = 0; i < 150; i++) {
    if (flow.view.phase === 'roll') flow.roll();
    else flow.apply(choose(flow.view));
  }
  new GameSaver('game').save(flow.view, flow.log, null);
  globalThis.localStorage.removeItem(`ludo.${chunkName('game', 0)}`);
  assert.throws(() => loadGame('game'), /lacks entries from 0/);
});

test('the autosave remembers that a game\'s end was told to an embedding page, until a new game', async () => {
  const flow = new Flow(new Game({ preset: 'classic', seed: 5, seats: computers(2) }));
  await playOut(flow, choose);
  const saver = new GameSaver('game?x=2');
  saver.save(flow.view, flow.log, null);
  assert.equal(loadGame('game?x=2').ended, false, 'over, its end not told yet');
  saver.markEnded();
  assert.equal(loadGame('game?x=2').ended, true, 'told: the save says so at once');
  saver.save(flow.view, flow.log, null);
  assert.equal(loadGame('game?x=2').ended, true, 'and in every later save');
  saver.restart();
  saver.save(flow.view, flow.log, null);
  assert.equal(loadGame('game?x=2').ended, false, 'a new game in the slot has its own end to tell');
  saver.clear();
  saver.markEnded();
  assert.equal(loadGame('game?x=2'), null, 'a game forgotten is not saved again by telling its end');
  flow.free();
});
