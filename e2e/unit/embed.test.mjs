// What an embedding site sets by URL and receives: the look parameters read and refused,
// the accent's text colour chosen for contrast, and the end event's places.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readParams } from '../../www/js/page/config.js';
import { textOn, longHex, luminance, endDetail, startDetail } from '../../www/js/page/embed.js';

test('the look parameters are read, and a value the page cannot use is named', () => {
  const p = readParams('?header=false&langPicker=false&theme=dark&accent=%23C2185B');
  assert.deepEqual(p.look, { header: false, langPicker: false, theme: 'dark', accent: '#c2185b' });
  assert.deepEqual(p.bad, []);
  assert.deepEqual(readParams('').look, { header: true, langPicker: true, theme: 'auto' });
  const bad = readParams('?theme=purple&accent=red&header=no');
  assert.deepEqual(bad.bad.map((b) => [b.name, b.accepts, b.game]), [
    ['header', 'accept_bool', false],
    ['theme', 'accept_oneOf', false],
    ['accent', 'accept_colour', false],
  ]);
  assert.equal(bad.look.theme, 'auto');
});

test('text on the accent is whichever of white and near-black contrasts more (WCAG)', () => {
  assert.equal(longHex('#abc'), '#aabbcc');
  assert.ok(Math.abs(luminance('#ffffff') - 1) < 1e-9 && luminance('#000000') === 0);
  assert.equal(textOn('#c2185b'), '#ffffff');
  assert.equal(textOn('#24324a'), '#ffffff');
  assert.equal(textOn('#ffd54f'), '#0b1320');
  assert.equal(textOn('#8fb4e8'), '#0b1320');
});

test('the end event lists every seat best place first, with the winner', () => {
  const view = /** @type {any} */ ({
    preset: 'velvet',
    ranking: [2, 0, 1],
    seats: [{ name: 'Ana', computer: null }, { name: 'Bo', computer: 'hard' }, { name: 'Cy', computer: 'easy' }],
  });
  const stats = /** @type {any} */ ([
    { seat: 0, name: 'Ana', place: 2, score: 700 },
    { seat: 1, name: 'Bo', place: 3, score: 420 },
    { seat: 2, name: 'Cy', place: 1, score: 1000 },
  ]);
  assert.deepEqual(endDetail(view, stats), {
    preset: 'velvet',
    winner: { seat: 2, name: 'Cy' },
    places: [
      { seat: 2, name: 'Cy', computer: 'easy', place: 1, score: 1000 },
      { seat: 0, name: 'Ana', computer: null, place: 2, score: 700 },
      { seat: 1, name: 'Bo', computer: 'hard', place: 3, score: 420 },
    ],
  });
});

test('on six arms with partners, the start and end events carry the arms, the teams and the winning team', async () => {
  const { sixGame } = await import('./engine.mjs');
  const Game = await sixGame();
  const game = new Game({ preset: 'classic', seed: 8, seats: 6, rules: { arms: 6, teams: true } });
  try {
    const start = startDetail(game.view());
    assert.deepEqual([start.arms, start.teams, start.seats.length], [6, [[0, 3], [1, 4], [2, 5]], 6]);
    for (let i = 0; i < 40000 && game.view().phase !== 'over'; i++) {
      if (game.view().phase === 'roll') game.roll();
      else game.applyMove(game.chooseMove());
    }
    const view = game.view();
    const end = endDetail(view, game.stats());
    const winner = view.ranking[0];
    assert.deepEqual(end.winningTeam, [winner % 3, (winner % 3) + 3]);
    assert.deepEqual(end.places.slice(0, 2).map((p) => p.place), [1, 1], 'partners share the first place');
  } finally {
    game.free();
  }
  // four arms without partners: neither field, as before
  const { Game: First } = await import('./engine.mjs');
  const four = new First({ preset: 'classic', seed: 8, seats: 4 });
  assert.ok(!('arms' in startDetail(four.view())) && !('teams' in startDetail(four.view())));
  four.free();
});
