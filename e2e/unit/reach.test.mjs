// What a tap reaches, without a DOM: boxes of at least 44 px, the nearer box when it is
// clearly nearer, a question when two boxes that do different things are about as near,
// and a pawn before the square under it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tapZones, reach, TAP } from '../../www/js/board/reach.js';

/** A legal move's spot: pawn `pawn` drawn at (fx, fy) half cells, landing at (tx, ty). */
function spot(id, pawn, [fx, fy], [tx, ty]) {
  return {
    move: { id, pawn, side: 0, from: 10 + id, to: 13 + id, kind: 'move', die: 3 },
    from: { x: fx, y: fy, r: 0.74 },
    to: [tx, ty],
    toKey: `${tx},${ty}`,
  };
}

// two pawns on neighbouring squares (2 half cells apart), each landing 6 half cells on
const spots = [spot(0, 'A', [3, 13], [9, 13]), spot(1, 'B', [5, 13], [11, 13])];
const SCALE = 12.6; // CSS px per half cell: a classic board 378 px wide

test('every pawn and landing square answers taps in a box of at least 44 px', () => {
  const zones = tapZones(spots, spots, SCALE);
  assert.equal(zones.length, 4);
  for (const z of zones) assert.ok(2 * z.half >= TAP, JSON.stringify(z));
  // on a big board the box is the square or the pawn itself
  for (const z of tapZones(spots, spots, 40)) assert.ok(2 * z.half >= 2 * 40 * 0.74);
});

test('a tap goes to the box it is clearly nearest to, or asks', () => {
  const zones = tapZones(spots, spots, SCALE);
  const at = (hx, hy) => reach(zones, hx * SCALE, hy * SCALE, spots, null);
  assert.deepEqual(at(3, 13), { hit: { pawn: 'A' } }, 'on the pawn');
  assert.deepEqual(at(3 - 1.4, 13 + 1.4), { hit: { pawn: 'A' } }, 'beside the pawn, outside its drawing');
  assert.deepEqual(at(3.4, 13), { hit: { pawn: 'A' } }, 'a fifth of the way to B');
  assert.deepEqual(at(4.6, 13), { hit: { pawn: 'B' } });
  const between = at(4, 13);
  assert.ok(between && 'ask' in between, 'half way between A and B: ask');
  assert.deepEqual(
    between.ask.map((o) => o.action),
    [{ play: 0 }, { play: 1 }],
  );
  assert.equal(at(20, 20), null, 'far from every box');
  assert.deepEqual(at(9, 13), { hit: { target: '9,13' } }, 'on a landing square');
});

test('a pawn is taken before the landing square under it; boxes doing the same never ask', () => {
  // B could land where A stands
  const under = [spot(0, 'A', [3, 13], [9, 13]), spot(1, 'B', [1, 13], [3, 13])];
  const zones = tapZones(under, under, SCALE);
  assert.deepEqual(reach(zones, 3 * SCALE, 13 * SCALE, under, null), { hit: { pawn: 'A' } });
  // A's box and its own landing square's box overlap: both play A's move
  const near = [spot(0, 'A', [3, 13], [5, 13])];
  assert.deepEqual(reach(tapZones(near, near, SCALE), 4 * SCALE, 13 * SCALE, near, null), { hit: { pawn: 'A' } });
});
