// The animation without a browser: a pawn steps square by square along its route, a
// captured pawn goes home after the mover arrives, and speed 0 means no animation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { Animator } from '../../www/js/board/anim.js';
import { layout, routesOf, straightRoutes } from '../../www/js/board/layout.js';
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
  await anim.run({ routes: straightRoutes(before, after), geo, target: layout(after, geo), factor: 0 });
  assert.deepEqual(anim.spots.get('A'), layout(after, geo).get('A'));
});
