// The board model without a DOM: where pawns are drawn, how they walk, what clicks mean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, playOut } from './engine.mjs';
import { layout, routesOf, routesBack, moveSpots, resolveClick, cycle, distinctMoves, captionAtTop, inHand, pawnList, computerOnTurn } from '../../www/js/board/layout.js';
import { readParams, asksForGame } from '../../www/js/page/config.js';
import { slotName } from '../../www/js/page/store.js';
import { Flow } from '../../www/js/game/flow.js';

test('every pawn has its own spot, even when pawns share a square', () => {
  // velvet stacks pawns; brazilian makes towers; finished pawns share home
  for (const preset of ['velvet', 'brazilian', 'classic', 'mensch']) {
    const geo = Game.geometryOf(preset === 'mensch' ? 'mensch' : 'ludo');
    let shared = 0;
    let steps = 0;
    playOut({ preset, seed: 4, seats: [{ computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }] }, (g) => {
      if (steps++ % 5) return;
      const st = g.state();
      const spots = layout(st, geo);
      assert.equal(spots.size, st.sides.length * 4);
      const seen = new Set();
      for (const s of spots.values()) {
        const key = `${s.x.toFixed(3)},${s.y.toFixed(3)}`;
        assert.ok(!seen.has(key), `${preset}: two pawns drawn at ${key}`);
        seen.add(key);
        if (s.n > 1) shared++;
      }
    });
    if (preset !== 'mensch') assert.ok(shared > 0, `${preset}: some pawns shared a square`);
  }
});

test('routes are the engine\'s: square by square, a capture sends the pawn home after the mover arrives', () => {
  let checked = 0;
  const game = new Game({ preset: 'classic', seed: 12, seats: [{ computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }] });
  for (let i = 0; i < 20000 && game.lastOutcome().phase !== 'over'; i++) {
    if (game.lastOutcome().phase === 'roll') {
      game.roll();
      continue;
    }
    const out = game.applyMove(game.chooseMove());
    const after = game.view();
    const routes = routesOf(out.routes, after);
    const byLabel = new Map(pawnList(after).map((p) => [p.label, p.pos]));
    for (const r of routes) {
      assert.equal(r.positions[r.positions.length - 1], byLabel.get(r.label));
      assert.equal(r.colour, ['red', 'green', 'yellow', 'blue'].indexOf(after.sides[Math.floor((r.label.charCodeAt(0) - 65) / 4)].colour));
      for (let k = 1; k < r.positions.length; k++) {
        const a = r.positions[k - 1];
        const b = r.positions[k];
        assert.ok(Math.abs(a - b) === 1 || b === 0, `${r.label}: ${a} → ${b}`);
      }
    }
    if (out.captures) {
      for (const c of out.captures) assert.equal(routes.find((r) => r.label === c).phase, 1);
      const mover = out.events.find((e) => e.type === 'move');
      assert.equal(routes.find((r) => r.label === mover.pawn).phase, 0);
      checked++;
    }
  }
  assert.ok(checked > 0, 'the game had captures');
});

test('Undo walks back the engine\'s routes: from where each pawn stands to where it stood at the decision', () => {
  // brazilian (towers, bouncing back at the end) and classic, computers only: from every
  // 7th step's position, the routes of the next 1 to 6 steps walked back
  for (const preset of ['brazilian', 'classic']) {
    const game = new Game({ preset, seed: 5, seats: [{ computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }] });
    /** @type {{ at: Map<string, number>, since: any[][] }[]} */
    const points = [];
    let walked = 0;
    for (let i = 0; i < 3000 && game.lastOutcome().phase !== 'over'; i++) {
      if (i % 7 === 0) points.push({ at: new Map(pawnList(game.view()).map((p) => [p.label, p.pos])), since: [] });
      const out = game.lastOutcome().phase === 'roll' ? game.roll() : game.applyMove(game.chooseMove());
      for (const pt of points) pt.since.push(out.routes ?? []);
      const now = new Map(pawnList(game.view()).map((p) => [p.label, p.pos]));
      for (const pt of points.filter((x) => x.since.length === 1 + (i % 6))) {
        for (const r of routesBack(pt.since, game.view())) {
          assert.equal(r.positions[0], now.get(r.label), `${preset}: ${r.label} starts where it stands`);
          assert.equal(r.positions[r.positions.length - 1], pt.at.get(r.label), `${preset}: ${r.label} ends where it stood`);
          assert.equal(r.phase, 0);
          walked++;
        }
      }
      points.splice(0, points.length - 8);
    }
    assert.ok(walked > 100, `${preset}: ${walked} ways back checked`);
  }
});

test('clicks: one move plays, several moves select, several pawns ask which', () => {
  const spots = [
    { move: { id: 0, pawn: 'A', side: 0, from: 5, to: 11, kind: 'move', die: 6 }, toKey: '1,1' },
    { move: { id: 1, pawn: 'A', side: 0, from: 5, to: 7, kind: 'move', die: 2 }, toKey: '2,2' },
    { move: { id: 2, pawn: 'B', side: 0, from: 9, to: 11, kind: 'move', die: 2 }, toKey: '1,1' },
    { move: { id: 3, pawn: 'C', side: 0, from: 0, to: 1, kind: 'enter', die: 6 }, toKey: '3,3' },
    { move: { id: 4, pawn: 'D', side: 0, from: 0, to: 1, kind: 'enter', die: 6 }, toKey: '3,3' },
  ];
  assert.deepEqual(resolveClick(spots, { pawn: 'B' }, null), { play: 2 });
  assert.deepEqual(resolveClick(spots, { pawn: 'A' }, null), { select: 'A' });
  assert.deepEqual(resolveClick(spots, { target: '2,2' }, null), { play: 1 });
  assert.deepEqual(resolveClick(spots, { target: '1,1' }, null), { choose: ['A', 'B'] });
  assert.deepEqual(resolveClick(spots, { target: '1,1' }, 'A'), { play: 0 });
  // two pawns from the base to the start square look the same: the first one goes
  assert.deepEqual(resolveClick(spots, { target: '3,3' }, null), { play: 3 });
  assert.equal(resolveClick(spots, { pawn: 'Z' }, null), null);
  assert.equal(resolveClick(spots, { target: '9,9' }, null), null);
});

test('the keyboard cursor cycles through the moves', () => {
  const moves = [{ id: 0 }, { id: 1 }, { id: 2 }];
  assert.equal(cycle(moves, null, 1), 0);
  assert.equal(cycle(moves, null, -1), 2);
  assert.equal(cycle(moves, 2, 1), 0);
  assert.equal(cycle(moves, 0, -1), 2);
  assert.equal(cycle([], null, 1), null);
});

test('four pawns in the base and a six: one choice, not four moves to the same position', () => {
  // the first seed whose first turn brings a six and another die (classic banks the six),
  // with every pawn in the base: only the six enters, and any pawn may
  for (let seed = 1; seed < 100; seed++) {
    const game = new Game({ preset: 'classic', seed, seats: 2, rules: { firstTurn: 'firstSeat' } });
    try {
      for (let i = 0; i < 3 && game.view().phase === 'roll' && game.view().seatOnTurn === 0; i++) game.roll();
      const moves = game.legalMoves();
      if (moves.length !== 4 || game.view().seatOnTurn !== 0) continue;
      assert.deepEqual(moves.map((m) => [m.pawn, m.kind, m.from, m.die]), [['A', 'enter', 0, 6], ['B', 'enter', 0, 6], ['C', 'enter', 0, 6], ['D', 'enter', 0, 6]]);
      assert.deepEqual(distinctMoves(moves).map((m) => m.pawn), ['A']);
      // moves of different looks all stay
      const mixed = [moves[0], { ...moves[1], die: 5, to: moves[1].to + 4, kind: 'move', from: 5 }, moves[2]];
      assert.deepEqual(distinctMoves(mixed).map((m) => m.pawn), ['A', 'B']);
      return;
    } finally {
      game.free();
    }
  }
  assert.fail('no seed under 100 opens with a six');
});

test('move spots put each target where the engine\'s path says', () => {
  const geo = Game.geometryOf('ludo');
  const game = new Game({ preset: 'brazilian', seed: 3 });
  while (game.state().phase !== 'move') game.roll();
  const st = game.state();
  const moves = game.legalMoves();
  const spots = moveSpots(moves, st, geo, layout(st, geo));
  for (const s of spots) {
    const side = st.sides[s.move.side];
    const c = ['red', 'green', 'yellow', 'blue'].indexOf(side.colour);
    assert.deepEqual(s.to, geo.paths[c][s.move.to]);
    assert.equal(s.from.label, s.move.pawn);
  }
});

test('the dice in hand are the hand\'s live dice, as the engine holds them', () => {
  const flow = new Flow(new Game({ preset: 'classic', seed: 9, seats: 2 }));
  assert.deepEqual(inHand(flow.view.hand), []);
  for (let i = 0; i < 60 && flow.view.phase !== 'over'; i++) {
    const { after } = flow.view.phase === 'roll' ? flow.roll() : flow.apply(0);
    assert.deepEqual(inHand(after.hand).sort(), [...after.dice].sort(), `step ${i}`);
  }
});

test('computer seats are recognised from the state', () => {
  const game = new Game({ preset: 'rewards', seed: 1 });
  assert.equal(computerOnTurn(game.state()), false); // seat 1 is the person and begins
});

test('URL options for embeds', () => {
  const switches = Game.switches();
  const presets = Game.presets().map((x) => x.name);
  const known = { presets, switches };
  const p = readParams('?preset=Mensch&seats=person,hard,Human&names=Ana,,Cy&seed=42&lang=de-AT&speed=fast&captureBackwards=true&enterOn=[1,6]&board=mensch&startPawns=1&other=x', known);
  assert.equal(p.preset, 'mensch');
  assert.deepEqual(p.seats, [{ kind: 'person', name: 'Ana' }, { kind: 'hard' }, { kind: 'person', name: 'Cy' }]);
  assert.equal(p.seed, 42);
  assert.equal(p.lang, 'de');
  assert.equal(p.speed, 'fast');
  assert.deepEqual(p.rules, { captureBackwards: true, enterOn: [1, 6], board: 'mensch', startPawns: 1 });
  assert.deepEqual(p.bad, [], 'a parameter the page does not know is ignored');
  assert.deepEqual(readParams('?enterOn=6,1', known).rules, { enterOn: [1, 6] });
  assert.ok(asksForGame(p));
  assert.ok(!asksForGame(readParams('?lang=pt&speed=slow', known)));
});

test('each URL parameter that cannot be used is named with what it accepts, and left out', () => {
  const known = { presets: Game.presets().map((x) => x.name), switches: Game.switches(), nameLength: Game.limits().nameLength };
  const bad = (search) => readParams(search, known).bad.map((b) => [b.name, b.value, b.accepts, b.game]);
  assert.deepEqual(bad('?seats=9'), [['seats', '9', 'accept_seats', true]]);
  assert.deepEqual(bad('?seats=person,genius'), [['seats', 'person,genius', 'accept_seats', true]]);
  assert.deepEqual(bad('?seats=person,hard,hard,hard,hard,hard,hard'), [['seats', 'person,hard,hard,hard,hard,hard,hard', 'accept_seats', true]]);
  assert.deepEqual(bad('?arms=7&teams=yes'), [['arms', '7', 'accept_count', true], ['teams', 'yes', 'accept_bool', true]]);
  assert.deepEqual(bad('?seats=person,hard&names=' + 'x'.repeat(41)), [['names', 'x'.repeat(41), 'accept_names', true]]);
  assert.deepEqual(bad('?preset=chess'), [['preset', 'chess', 'accept_oneOf', true]]);
  assert.deepEqual(bad('?seed=-3&seed=1'), [['seed', '-3', 'accept_seed', true]]);
  assert.deepEqual(bad('?seed=9007199254740992'), [['seed', '9007199254740992', 'accept_seed', true]]);
  assert.deepEqual(bad('?lang=fr&speed=warp&autoMove=yes'), [
    ['lang', 'fr', 'accept_oneOf', false],
    ['speed', 'warp', 'accept_oneOf', false],
    ['autoMove', 'yes', 'accept_bool', false],
  ]);
  assert.deepEqual(bad('?enterOn=[7]&captureBonus=1&board=chess&startPawns=5'), [
    ['board', 'chess', 'accept_oneOf', true],
    ['enterOn', '[7]', 'accept_dice', true],
    ['startPawns', '5', 'accept_count', true],
    ['captureBonus', '1', 'accept_bool', true],
  ]);
  const p = readParams('?preset=chess&seats=person,hard&speed=warp', known);
  assert.equal(p.preset, undefined);
  assert.equal(p.speed, undefined);
  assert.deepEqual(p.seats, [{ kind: 'person' }, { kind: 'hard' }]);
  assert.ok(asksForGame(readParams('?preset=chess', known)), 'a bad game parameter still asks for a game: the form says why');
  assert.ok(!asksForGame(readParams('?speed=warp', known)));
});

test('the save slot of a URL does not depend on the language or the order of parameters', () => {
  assert.equal(slotName('?lang=de'), 'game');
  assert.equal(slotName('?seats=person,hard&preset=mensch&lang=de'), slotName('?preset=mensch&seats=person,hard'));
});

test('the line over the board goes to the side where it covers fewer pawns', () => {
  const size = 30; // a 15×15 board in half cells: the bands are the top and foot 5 half cells
  const top = (y) => ({ x: 10, y });
  // pawns at the foot: the line goes to the top, wherever the moment is
  assert.equal(captionAtTop([10, 5], [top(27), top(28), top(3)], size), true);
  // pawns at the top: the line stays at the foot, even for a moment low on the board
  assert.equal(captionAtTop([10, 25], [top(2), top(4), top(27)], size), false);
  // as many either way: away from the moment
  assert.equal(captionAtTop([10, 25], [top(2), top(28)], size), true);
  assert.equal(captionAtTop([10, 5], [], size), false);
  assert.equal(captionAtTop(null, [], size), false);
});
