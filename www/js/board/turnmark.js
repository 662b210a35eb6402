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
 * @param {{ x: number, y: number, r: number }} p a disc, in half cells
 * @param {number} s
 */
export function covers(b, len, w, p, s) {
  const cx = Math.min(Math.max(p.x * s, b.x), b.x + len);
  const cy = Math.min(Math.max(p.y * s, b.y), b.y + w);
  return Math.hypot(cx - p.x * s, cy - p.y * s) < p.r * s;
}


/**
 * A die badge: its box's top left corner, its dice's width and the box's width and height
 * in pixels, and whether the dice stand in a row (`across`) or a column.
 * @typedef {{ x: number, y: number, w: number, width: number, height: number, across: boolean }} DieBadge
 */

/**
 * The places a badge of `n` dice may take by the square at (cx, cy) pixels: a row or a
 * column of dice by one of the square's corners, then a row above or below it or a
 * column beside it.
 * @param {number} cx
 * @param {number} cy
 * @param {number} n
 * @param {number} s
 * @returns {DieBadge[]}
 */
function badgePlaces(cx, cy, n, s) {
  const w = Math.max(11, s * 0.9);
  const len = n * w * 1.05 - w * 0.05;
  const d = s * 0.85;
  const corners = [[1, -1], [-1, -1], [1, 1], [-1, 1]];
  const out = s + w * 0.1;
  return [
    ...corners.map(([dx, dy]) => ({ x: cx + dx * d + (dx < 0 ? w / 2 - len : -w / 2), y: cy + dy * d - w / 2, w, width: len, height: w, across: true })),
    ...corners.map(([dx, dy]) => ({ x: cx + dx * d - w / 2, y: cy + dy * d + (dy < 0 ? w / 2 - len : -w / 2), w, width: w, height: len, across: false })),
    { x: cx - len / 2, y: cy - out - w, w, width: len, height: w, across: true },
    { x: cx - len / 2, y: cy + out, w, width: len, height: w, across: true },
    { x: cx + out, y: cy - len / 2, w, width: w, height: len, across: false },
    { x: cx - out - w, y: cy - len / 2, w, width: w, height: len, across: false },
  ];
}

/** Whether two badges leave each other clear. @param {DieBadge} a @param {DieBadge} b */
const apart = (a, b) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/**
 * Where the dice of each target square are drawn when several dice are in hand
 * (`badgePlaces`): every badge on the board and clear of every other, and among such
 * placements the first found that covers fewest pawns and other target squares. When no
 * placement keeps them all apart (or the search runs long), each badge takes in turn the
 * place that best keeps these, in that order. Badges of neighbouring squares then do not
 * cover each other.
 * @param {{ at: number[], dice: number[] }[]} targets
 * @param {{ x: number, y: number, r: number }[]} pawns in half cells
 * @param {number} s pixels per half cell
 * @param {number} edge the board's width in pixels
 * @returns {DieBadge[]}
 */
export function placeDieBadges(targets, pawns, s, edge) {
  const squares = targets.map((t) => ({ x: t.at[0], y: t.at[1], r: 0.86 }));
  const inside = (/** @type {DieBadge} */ b) => b.x >= 0 && b.y >= 0 && b.x + b.width <= edge && b.y + b.height <= edge;
  // what a place costs: a pawn covered, another target square covered
  const cost = (/** @type {DieBadge} */ b, /** @type {number} */ k) =>
    (pawns.some((p) => covers(b, b.width, b.height, p, s)) ? 2 : 0) + (squares.some((q, j) => j !== k && covers(b, b.width, b.height, q, s)) ? 1 : 0);
  const places = targets.map((t, k) =>
    badgePlaces(t.at[0] * s, t.at[1] * s, t.dice.length, s)
      .filter(inside)
      .map((b) => ({ b, c: cost(b, k) }))
      .sort((p, q) => p.c - q.c),
  );
  /** @type {DieBadge[]} */
  const chosen = [];
  let budget = 4000;
  /** @returns {boolean} whether the badges from `k` on found places apart from the others */
  const search = (/** @type {number} */ k) => {
    if (k === targets.length) return true;
    for (const { b } of places[k]) {
      if (--budget < 0) return false;
      if (!chosen.every((c) => apart(b, c))) continue;
      chosen.push(b);
      if (search(k + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  if (search(0)) return chosen;
  /** @type {DieBadge[]} */
  const placed = [];
  targets.forEach((t, k) => {
    const all = badgePlaces(t.at[0] * s, t.at[1] * s, t.dice.length, s);
    const score = (/** @type {DieBadge} */ b) => (inside(b) ? 8 : 0) + (placed.every((p) => apart(b, p)) ? 4 : 0) - cost(b, k);
    placed.push(all.reduce((best, b) => (score(b) > score(best) ? b : best)));
  });
  return placed;
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
