// The dice by each target square when several dice are in hand (board/turnmark.js,
// placeDieBadges): on every board, for squares side by side along the track and across
// it, with two and three dice, at a phone's and a laptop's board size, the badges of
// neighbouring squares never cover each other and stay on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { placeDieBadges } from '../../www/js/board/turnmark.js';
import { Game } from './engine.mjs';

/** Whether two boxes overlap (more than a touch). */
const overlap = (a, b) => a.x + a.width > b.x + 0.01 && b.x + b.width > a.x + 0.01 && a.y + a.height > b.y + 0.01 && b.y + b.height > a.y + 0.01;

/** Every pair of squares of `geo` that are neighbours (two half cells apart, side by side or diagonally). */
function neighbours(geo) {
  const squares = new Map();
  for (const path of geo.paths) for (const p of path.slice(1)) squares.set(p.join(), p);
  const all = [...squares.values()];
  const pairs = [];
  for (const a of all) {
    for (const b of all) {
      const dx = Math.abs(a[0] - b[0]);
      const dy = Math.abs(a[1] - b[1]);
      if (a.join() < b.join() && dx <= 2 && dy <= 2 && dx + dy > 0) pairs.push([a, b]);
    }
  }
  return pairs;
}

for (const board of ['ludo', 'mensch']) {
  test(`${board}: the dice badges of neighbouring target squares never cover each other`, () => {
    const geo = Game.geometryOf(board);
    const pairs = neighbours(geo);
    assert.ok(pairs.length > 50, 'the board has neighbouring squares');
    for (const s of [12, 21, 30]) {
      const edge = geo.size * 2 * s;
      for (const dice of [[6, 6], [6, 6, 4]]) {
        for (const [a, b] of pairs) {
          const targets = [{ at: a, dice }, { at: b, dice }];
          const [ba, bb] = placeDieBadges(targets, [], s, edge);
          const where = `${s} px a half cell, dice ${dice}, squares ${a} and ${b}`;
          assert.ok(!overlap(ba, bb), `${where}: ${JSON.stringify(ba)} and ${JSON.stringify(bb)} overlap`);
          for (const box of [ba, bb]) {
            assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= edge + 1e-9 && box.y + box.height <= edge + 1e-9, `${where}: ${JSON.stringify(box)} on the board`);
          }
        }
      }
    }
  });
}

test('three squares in a row along the track: three badges apart, and none on a pawn that has room to be left clear', () => {
  const geo = Game.geometryOf('ludo');
  const s = 21;
  const path = geo.paths[0];
  // a pawn on the square before the first target, the way a pawn of the mover often stands
  for (let p = 2; p + 2 < 50; p++) {
    const targets = [0, 1, 2].map((i) => ({ at: path[p + i], dice: [6, 6, 5] }));
    const pawns = [{ x: path[p - 1][0], y: path[p - 1][1], r: 0.74 }];
    const boxes = placeDieBadges(targets, /** @type {any} */ (pawns), s, geo.size * 2 * s);
    for (let i = 0; i < 3; i++) {
      for (let j = i + 1; j < 3; j++) assert.ok(!overlap(boxes[i], boxes[j]), `squares ${p + i} and ${p + j}: badges overlap`);
    }
  }
});
