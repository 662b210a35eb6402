// The frame round the base of the colour on turn (board/turnmark.js), drawn on a canvas
// stand-in that records the path: whole inside the board on every board and corner, its
// line never cut by the board's edge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawTurn } from '../../www/js/board/turnmark.js';
import { Game } from './engine.mjs';

/** A 2D context that keeps the points of the paths drawn and the line width. */
function recorder() {
  /** @type {[number, number][]} */
  const points = [];
  const ctx = {
    lineWidth: 1,
    globalAlpha: 1,
    fillStyle: '',
    strokeStyle: '',
    beginPath() {},
    closePath() {},
    fill() {},
    stroke() {},
    moveTo: (/** @type {number} */ x, /** @type {number} */ y) => points.push([x, y]),
    arcTo: (/** @type {number} */ x1, /** @type {number} */ y1, /** @type {number} */ x2, /** @type {number} */ y2) => points.push([x1, y1], [x2, y2]),
  };
  return { ctx, points };
}

for (const board of ['ludo', 'mensch']) {
  test(`${board}: the turn's frame round each base stays whole inside the board's edge`, () => {
    const geo = Game.geometryOf(board);
    for (const s of [9, 21, 40]) {
      const full = geo.size * 2 * s;
      for (const c of [0, 1, 2, 3]) {
        const { ctx, points } = recorder();
        drawTurn(/** @type {any} */ (ctx), /** @type {any} */ ({ geo, turnColours: [c] }), s);
        const half = ctx.lineWidth / 2;
        assert.ok(points.length > 0, 'a frame is drawn');
        for (const [x, y] of points) {
          assert.ok(x >= half - 1e-9 && x <= full - half + 1e-9, `${board}, colour ${c}, ${s} px a half cell: x ${x} within ${half}..${full - half}`);
          assert.ok(y >= half - 1e-9 && y <= full - half + 1e-9, `${board}, colour ${c}, ${s} px a half cell: y ${y} within ${half}..${full - half}`);
        }
      }
    }
  });
}
