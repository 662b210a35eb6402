// The cues drawn over the board (board/cues.js), on a canvas stand-in that records each
// circle: the ring where a pawn enters stays whole inside the board on every board and
// colour (the entry squares lie by the board's edge), through its whole growth, moving
// or still (reduced motion).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Cues } from '../../www/js/board/cues.js';
import { Game } from './engine.mjs';

/** A 2D context that keeps every stroked circle: its centre, radius and line width. */
function recorder() {
  /** @type {{ x: number, y: number, r: number, width: number }[]} */
  const rings = [];
  /** @type {{ x: number, y: number, r: number } | null} */
  let arc = null;
  const ctx = {
    lineWidth: 1,
    globalAlpha: 1,
    fillStyle: '',
    strokeStyle: '',
    lineCap: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    beginPath: () => (arc = null),
    arc: (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) => (arc = { x, y, r }),
    fill() {},
    stroke() {
      if (arc) rings.push({ ...arc, width: ctx.lineWidth });
    },
    moveTo() {},
    lineTo() {},
    fillText() {},
  };
  return { ctx, rings };
}

for (const board of ['ludo', 'mensch']) {
  test(`${board}: the ring where a pawn enters stays whole inside the board`, () => {
    const geo = Game.geometryOf(board);
    for (const s of [9, 21, 40]) {
      const full = geo.size * 2 * s;
      for (const colour of [0, 1, 2, 3]) {
        const [x, y] = geo.paths[colour][1];
        for (const still of [false, true]) {
          const cues = new Cues();
          cues.room = { pawns: [{ x, y, r: 0.74 }], size: geo.size * 2 };
          cues.add({ kind: 'enter', x, y, colour, start: 0, dur: 1000 });
          const { ctx, rings } = recorder();
          for (let now = 0; now < 1000; now += 25) cues.draw(/** @type {any} */ (ctx), s, now, still);
          assert.ok(rings.length > 0, 'a ring is drawn');
          for (const r of rings) {
            const reach = r.r + r.width / 2;
            const where = `${board}, colour ${colour}, ${s} px a half cell${still ? ', still' : ''}: a ring at ${r.x.toFixed(1)}, ${r.y.toFixed(1)} reaching ${reach.toFixed(1)}`;
            assert.ok(r.x - reach >= -1e-9 && r.y - reach >= -1e-9, `${where} is cut at the top or left (board ${full} px)`);
            assert.ok(r.x + reach <= full + 1e-9 && r.y + reach <= full + 1e-9, `${where} is cut at the bottom or right (board ${full} px)`);
            // and it still goes round the pawn entering
            assert.ok(Math.hypot(r.x - x * s, r.y - y * s) + 0.74 * s <= r.r + r.width, `${where} leaves the pawn at ${x * s}, ${y * s} out`);
          }
        }
      }
    }
  });
}

for (const board of ['ludo', 'mensch']) {
  test(`${board}: an online turn timer's ring round the base on turn stays whole inside the board`, async () => {
    const { setCountdown } = await import('../../www/js/board/countdown.js');
    const geo = Game.geometryOf(board);
    const colours = ['red', 'green', 'yellow', 'blue'];
    for (const s of [9, 21, 40]) {
      const full = geo.size * 2 * s;
      for (const colour of [0, 1, 2, 3]) {
        const view = { phase: 'roll', seatOnTurn: 0, side: 0, sides: [{ colour: colours[colour] }] };
        const fake = { effects: new Set(), requestFrame() {}, shown: () => ({ view, geo }), addEffect: (/** @type {any} */ e) => fake.effects.add(e) };
        await setCountdown(/** @type {any} */ (fake), 0, Date.now() + 60_000);
        const { ctx, rings } = recorder();
        for (const e of fake.effects) /** @type {any} */ (e).draw(ctx, s);
        await setCountdown(/** @type {any} */ (fake), null);
        assert.equal(rings.length, 1, 'the ring is drawn');
        const [r] = rings;
        const reach = r.r + r.width / 2;
        const where = `${board}, colour ${colour}, ${s} px a half cell: the ring at ${r.x.toFixed(1)}, ${r.y.toFixed(1)} reaching ${reach.toFixed(1)} in ${full} px`;
        assert.ok(r.x - reach >= -1e-9 && r.y - reach >= -1e-9 && r.x + reach <= full + 1e-9 && r.y + reach <= full + 1e-9, where);
      }
    }
  });
}
