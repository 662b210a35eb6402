// The player on turn, seen from across a room: their corner lit with their colour, the
// last die rolled drawn big in it (tumbling while it rolls) where it covers no pawn.
// Only draws.
import { PALETTE, INK, roundRect } from './pictures.js';

/** @typedef {import('./render.js').Frame} Frame */
/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {import('./layout.js').Spot} Spot */

/** Pips of a die face on a 3×3 grid, for each value. */
const PIPS = [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

/**
 * A die face centred at (x, y), `w` pixels wide: which die a move uses.
 * @param {Ctx} ctx
 * @param {number} v
 * @param {number} x
 * @param {number} y
 * @param {number} w
 */
export function drawDie(ctx, v, x, y, w) {
  roundRect(ctx, x - w / 2, y - w / 2, w, w, w * 0.2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = Math.max(1, w * 0.08);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = INK;
  for (const i of PIPS[v] ?? []) {
    ctx.beginPath();
    ctx.arc(x + ((i % 3) - 1) * w * 0.27, y + (Math.floor(i / 3) - 1) * w * 0.27, w * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * Whether a box (`len` × `w` pixels at b) overlaps a pawn's disc.
 * @param {{ x: number, y: number }} b
 * @param {number} len
 * @param {number} w
 * @param {Spot} p
 * @param {number} s
 */
export function covers(b, len, w, p, s) {
  const cx = Math.min(Math.max(p.x * s, b.x), b.x + len);
  const cy = Math.min(Math.max(p.y * s, b.y), b.y + w);
  return Math.hypot(cx - p.x * s, cy - p.y * s) < p.r * s;
}


/**
 * The box round a colour's base, in half cells: x, y, w, h.
 * @param {Frame['geo']} geo
 * @param {number} c
 */
export function box(geo, c) {
  const xs = geo.bases[c].map((p) => p[0]);
  const ys = geo.bases[c].map((p) => p[1]);
  const pad = geo.board === 'mensch' ? 0.95 : 2.2;
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return [x, y, Math.max(...xs) + pad - x, Math.max(...ys) + pad - y];
}

/**
 * Whose turn: the base of each colour on turn filled with its colour and ringed.
 * @param {Ctx} ctx
 * @param {Frame} f
 * @param {number} s
 */
export function drawTurn(ctx, f, s) {
  const line = Math.max(3, s * 0.3);
  // the frame stays whole inside the board's edge (a base in a corner reaches it)
  const edge = f.geo.size * 2 * s - line / 2;
  for (const c of f.turnColours) {
    const [bx, by, bw, bh] = box(f.geo, c).map((v) => v * s);
    const x = Math.max(bx, line / 2);
    const y = Math.max(by, line / 2);
    const pal = PALETTE[c];
    roundRect(ctx, x, y, Math.min(bx + bw, edge) - x, Math.min(by + bh, edge) - y, s * 0.6);
    ctx.globalAlpha = 0.55;
    ctx.fillStyle = pal.main;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = line;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

/**
 * The last die rolled, big, in the first corner of the colour on turn: at the middle of
 * its base, else further in towards the board's centre, wherever it covers no pawn.
 * @param {Ctx} ctx
 * @param {Frame} f
 * @param {number} s
 */
export function drawCornerDie(ctx, f, s) {
  const c = f.turnColours[0];
  if (c === undefined || !f.die) return;
  const [x, y, w, h] = box(f.geo, c);
  const mid = [x + w / 2, y + h / 2];
  const n = f.geo.size;
  const side = Math.max(16, s * 2.7);
  const pawns = [...f.pawns.values()];
  const spots = [0, 1, 1.6, 2.2].map((k) => mid.map((v) => (v + (n - v) * k * 0.25) * s));
  const at = spots.find(([px, py]) => !pawns.some((p) => covers({ x: px - side / 2, y: py - side / 2 }, side, side, p, s)));
  if (at) drawDie(ctx, f.die, at[0], at[1], side);
}
