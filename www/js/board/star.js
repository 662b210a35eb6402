// The six-armed ludo board (loaded with a six-arm game, not on the first load): the
// engine's geometry places every square, lane by lane along six arms turned 60° apart
// (the API's `geometry`); this draws them turned with their arm, each colour's base in
// the wedge after its arm, and a coloured hexagon at the centre. Everything here only draws.
import { PALETTE, disc, roundRect, arrow, drawSafe, drawSpecials, centrePiece } from './pictures.js';
import { adoptCss } from '../page/dom.js';

/**
 * The colours of six arms only, joining the palette when this module loads (a six-arm
 * game, or six arms picked on the new-game form): the engine's purple, drawn reddish purple
 * and named pink, and its orange, drawn sky blue and named so.
 */
export const SIX_COLOURS = [
  { name: 'purple', main: '#CC79A7', light: '#F0D4E4', dark: '#6B2F52', text: '#1b1b1b' },
  { name: 'orange', main: '#56B4E9', light: '#CDE8F8', dark: '#1E5F85', text: '#1b1b1b' },
];
if (PALETTE.length === 4) {
  PALETTE.push(...SIX_COLOURS);
  if (globalThis.document) adoptCss(SIX_COLOURS.map((c, i) => `.chip.c${i + 4}{background:${c.main}}`).join(''));
}

/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').Point} Point */
/** @typedef {import('./pictures.js').Marks} Marks */
/** @typedef {CanvasRenderingContext2D} Ctx */

/**
 * The angle of the arm a point lies on, from the board's centre (radians): the arms are
 * the start squares' directions.
 * @param {Geometry} geo
 * @param {Point} p
 */
function armAngle(geo, p) {
  const c = geo.size;
  const arms = geo.starts.map((i) => Math.atan2(geo.track[i][1] - c, geo.track[i][0] - c));
  const at = Math.atan2(p[1] - c, p[0] - c);
  const gap = (/** @type {number} */ a) => Math.abs(Math.atan2(Math.sin(at - a), Math.cos(at - a)));
  return arms.reduce((best, a) => (gap(a) < gap(best) ? a : best));
}

/**
 * A square turned to lie along its arm.
 * @param {Ctx} ctx
 * @param {Point} p
 * @param {number} turn
 * @param {number} s
 * @param {string} fill
 */
function square(ctx, p, turn, s, fill) {
  ctx.save();
  ctx.translate(p[0] * s, p[1] * s);
  ctx.rotate(turn);
  ctx.fillStyle = fill;
  ctx.fillRect(-s * 0.96, -s * 0.96, s * 1.92, s * 1.92);
  ctx.strokeStyle = '#8795a1';
  ctx.lineWidth = Math.max(1, s * 0.05);
  ctx.strokeRect(-s * 0.96, -s * 0.96, s * 1.92, s * 1.92);
  ctx.restore();
}

/**
 * The six-armed ludo board: bases, track, home columns, safe squares and the centre.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s pixels per half cell
 * @param {Marks} marks
 */
export function drawLudoStar(ctx, geo, s, marks) {
  const n = geo.size;
  ctx.fillStyle = '#FBF8F1';
  ctx.fillRect(0, 0, n * 2 * s, n * 2 * s);
  // the bases: a coloured yard round each colour's four spots
  geo.bases.forEach((spots, c) => {
    const pal = PALETTE[c];
    const mx = spots.reduce((t, p) => t + p[0], 0) / spots.length;
    const my = spots.reduce((t, p) => t + p[1], 0) / spots.length;
    const turn = Math.atan2(spots[1][1] - spots[0][1], spots[1][0] - spots[0][0]);
    const half = Math.hypot(spots[1][0] - spots[0][0], spots[1][1] - spots[0][1]) / 2 + 1.6;
    ctx.save();
    ctx.translate(mx * s, my * s);
    ctx.rotate(turn);
    roundRect(ctx, -half * s, -half * s, 2 * half * s, 2 * half * s, s * 0.9);
    ctx.fillStyle = pal.main;
    ctx.fill();
    roundRect(ctx, -(half - 0.6) * s, -(half - 0.6) * s, 2 * (half - 0.6) * s, 2 * (half - 0.6) * s, s * 0.6);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.restore();
    for (const p of spots) disc(ctx, p[0] * s, p[1] * s, s * 0.9, pal.light, pal.main, Math.max(1, s * 0.08));
  });
  // the centre: a hexagon of six triangles, each colour's at the end of its home column
  const corners = geo.goals.length;
  const radius = Math.min(...geo.homeColumns.map((h) => Math.hypot(h[h.length - 1][0] - n, h[h.length - 1][1] - n))) - 0.9;
  geo.goals.forEach((g, c) => {
    const a = Math.atan2(g[1] - n, g[0] - n);
    const half = Math.PI / corners;
    ctx.beginPath();
    ctx.moveTo(n * s, n * s);
    ctx.lineTo((n + (radius / Math.cos(half)) * Math.cos(a - half)) * s, (n + (radius / Math.cos(half)) * Math.sin(a - half)) * s);
    ctx.lineTo((n + (radius / Math.cos(half)) * Math.cos(a + half)) * s, (n + (radius / Math.cos(half)) * Math.sin(a + half)) * s);
    centrePiece(ctx, c, s);
  });
  // the squares, the start squares with their arrows, and the safe squares' stars
  geo.track.forEach((p) => square(ctx, p, armAngle(geo, p), s, '#ffffff'));
  geo.homeColumns.forEach((col, c) => col.forEach((p) => square(ctx, p, armAngle(geo, p), s, PALETTE[c].main)));
  geo.starts.forEach((i, c) => {
    square(ctx, geo.track[i], armAngle(geo, geo.track[i]), s, PALETTE[c].main);
    arrow(ctx, geo.track[i], geo.track[(i + 1) % geo.track.length], s, s * 0.45, PALETTE[c].text);
  });
  drawSafe(ctx, geo, s, marks.safe);
  drawSpecials(ctx, geo, s, marks.specials);
}
