// Analyses kept with their games (www/js/game/analysisstore.js): a file's `analysis` field is
// taken off before the engine reads the file and kept for its game; a game saved to a
// file carries the analysis kept for it; old files without one pass unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { keyOf, kept, keep, withAnalysis, withoutAnalysis, VERSION } from '../../www/js/game/analysisstore.js';

const items = new Map();
globalThis.localStorage = {
  getItem: (k) => items.get(k) ?? null,
  setItem: (k, v) => items.set(k, String(v)),
  removeItem: (k) => items.delete(k),
};

function played(seed) {
  const g = new Game({ preset: 'mensch', seed, seats: [{ computer: 'easy' }, { computer: 'easy' }] });
  for (let i = 0; i < 40; i++) {
    if (g.lastOutcome().phase === 'roll') g.roll();
    else g.applyMove(g.chooseMove());
  }
  const state = g.state();
  g.free();
  return state;
}

test('a file with an analysis gives the engine the game alone, and the analysis is kept for it', () => {
  const saved = played(3);
  const analysis = { version: VERSION, judge: 'expert', steps: 1, seats: [] };
  const file = { ...saved, analysis };
  const game = withoutAnalysis(file);
  assert.deepEqual(game, saved);
  const g = Game.fromState(game); // the engine's strict reader takes it
  g.free();
  assert.deepEqual(kept(saved), analysis);
  assert.deepEqual(withAnalysis(saved), file);
  // another game has none; an old file passes as it is
  const other = played(4);
  assert.notEqual(keyOf(other), keyOf(saved));
  assert.equal(kept(other), null);
  assert.equal(withoutAnalysis(other), other);
  assert.deepEqual(withAnalysis(other), other);
});

test('analyses of another version are neither kept nor read; a damaged store reads as empty', () => {
  const saved = played(5);
  keep(saved, { version: VERSION + 1 });
  assert.equal(kept(saved), null);
  items.set('ludo.analyses', '{not json');
  assert.equal(kept(saved), null);
  keep(saved, { version: VERSION, seats: [] });
  assert.deepEqual(kept(saved), { version: VERSION, seats: [] });
});
