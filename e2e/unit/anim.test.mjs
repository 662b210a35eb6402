// The animation without a browser: a pawn steps square by square along its route, a
// captured pawn goes home after the mover arrives, and speed 0 means no animation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { Animator } from '../../www/js/board/anim.js';
import { layout, routesOf, routesBack } from '../../www/js/board/layout.js';
import { timing } from '../../www/js/page/config.js';

const geo = Game.geometryOf('ludo');
const base = new Game({ preset: 'classic', seed: 1 }).state();
const withPawns = (red, green) => ({ ...base, pawns: base.pawns.map((p, i) => (i === 0 ? red : i === 1 ? green : p)) });

test('a pawn walks through every square of its move, then a captured pawn flies home', () => {
  const before = withPawns([5, 0, 0, 0], [20, 0, 0, 0]);
  // E (green's pawn 0) at its position 20 is on red's position 33 (13 squares further)
  const after = withPawns([8, 0, 0, 0], [0, 0, 0, 0]);
  // the outcome's routes, as the engine gives them
  const routes = [
    { pawn: 'A', path: [5, 6, 7, 8] },
    { pawn: 'E', path: [20, 0], sentBack: true },
  ];
  let now = 0;
  const anim = new Animator(() => {}, () => now);
  anim.set(layout(before, geo));
  const hops = [];
  let done = false;
  anim
    .run({ routes: routesOf(routes, after), geo, target: layout(after, geo), factor: 1, onHop: (k) => hops.push(k) })
    .then(() => (done = true));
  const seen = [];
  for (now = 0; now <= 3 * timing.step + timing.jump + 50; now += 10) {
    anim.frame(now);
    const a = anim.spots.get('A');
    seen.push([a.x, a.y]);
    if (now < 3 * timing.step) assert.deepEqual([anim.spots.get('E').x, anim.spots.get('E').y], [layout(before, geo).get('E').x, layout(before, geo).get('E').y], 'E waits for the mover');
  }
  for (const pos of [6, 7, 8]) {
    const [x, y] = geo.paths[0][pos];
    assert.ok(seen.some(([sx, sy]) => Math.abs(sx - x) < 1e-9 && Math.abs(sy - y) < 1e-9), `A passes position ${pos}`);
  }
  assert.deepEqual(hops, ['step', 'step', 'step', 'home']);
  assert.equal(anim.busy, false);
  return Promise.resolve().then(() => assert.ok(done));
});

test('speed 0 (fastest, or reduced motion) shows the new position at once', async () => {
  const before = withPawns([5, 0, 0, 0], [0, 0, 0, 0]);
  const after = withPawns([9, 0, 0, 0], [0, 0, 0, 0]);
  const anim = new Animator(() => {}, () => 0);
  anim.set(layout(before, geo));
  await anim.run({ routes: routesBack([[{ pawn: 'A', path: [9, 8, 7, 6, 5] }]], after), geo, target: layout(after, geo), factor: 0 });
  assert.deepEqual(anim.spots.get('A'), layout(after, geo).get('A'));
});

test('Undo walks the engine’s routes back: the last step first, a pawn taken comes out of its base to where it was taken', () => {
  // the person's A walked 5 -> 8; then the computer's E walked 16 -> 20 and took A there
  // (on red's 8), and E moved on 20 -> 23 with its extra roll
  const steps = [
    [{ pawn: 'A', path: [5, 6, 7, 8] }],
    [
      { pawn: 'E', path: [16, 17, 18, 19, 20] },
      { pawn: 'A', path: [8, 0], sentBack: true },
    ],
    [{ pawn: 'E', path: [20, 21, 22, 23] }],
  ];
  const view = withPawns([0, 0, 0, 0], [23, 0, 0, 0]);
  const back = routesBack(steps, view);
  const of = (/** @type {string} */ label) => back.find((r) => r.label === label);
  assert.deepEqual(of('A')?.positions, [0, 8, 7, 6, 5]);
  assert.deepEqual(of('E')?.positions, [23, 22, 21, 20, 19, 18, 17, 16]);
  // every pawn walks back at once, in its own colour and index
  assert.deepEqual(
    back.map((r) => [r.label, r.colour, r.k, r.phase]),
    [
      ['E', 1, 0, 0],
      ['A', 0, 0, 0],
    ],
  );
  // nothing walked: nothing to walk back
  assert.deepEqual(routesBack([], view), []);
});
