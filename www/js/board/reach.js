// What a tap on the board reaches. Every movable pawn and every square a move lands on
// answers taps in a box of at least TAP × TAP CSS pixels around its centre (a finger is
// wider than a pawn on a phone), so boxes may overlap: a tap in several boxes goes to
// the nearest when it is clearly nearer, and otherwise the player is asked. What a tap
// on one pawn or square means is board/layout.js's resolveClick. No DOM here.
import { resolveClick } from './layout.js';

/** The smallest tap target, in CSS pixels (WCAG 2.5.5). */
export const TAP = 44;

/** A tap goes to the nearest box when the next is at least this much farther away. */
const CLEARLY = 1.6;

/** A pawn is drawn over the square under it: a square counts as this much farther away. */
const UNDER = 6;

/** @typedef {import('./layout.js').MoveSpot} MoveSpot */
/** @typedef {{ pawn?: string, target?: string }} Hit */
/** @typedef {{ play: number } | { select: string } | { choose: string[] }} Action */
/**
 * A box that answers taps: its centre and half its side in CSS pixels, and what it is.
 * @typedef {{ x: number, y: number, half: number, hit: Hit }} Zone
 */

/**
 * The boxes of the movable pawns and of the squares the shown moves land on.
 * @param {MoveSpot[]} spots every legal move's spot (for the pawns)
 * @param {MoveSpot[]} shown the spots whose landing squares are shown
 * @param {number} scale CSS pixels per half cell
 * @returns {Zone[]}
 */
export function tapZones(spots, shown, scale) {
  /** @type {Zone[]} */
  const zones = [];
  const seen = new Set();
  for (const sp of shown) {
    if (seen.has(sp.toKey)) continue;
    seen.add(sp.toKey);
    zones.push({ x: sp.to[0] * scale, y: sp.to[1] * scale, half: Math.max(TAP / 2, scale), hit: { target: sp.toKey } });
  }
  for (const sp of spots) {
    if (seen.has(sp.move.pawn)) continue;
    seen.add(sp.move.pawn);
    zones.push({ x: sp.from.x * scale, y: sp.from.y * scale, half: Math.max(TAP / 2, sp.from.r * scale + 2), hit: { pawn: sp.move.pawn } });
  }
  return zones;
}

/**
 * What a tap at (x, y) reaches: `{ hit }` (one pawn or square, or several that do the
 * same), `{ ask }` (boxes about as near as each other that do different things, nearest
 * first, each with its action), or null (no box there).
 * @param {Zone[]} zones
 * @param {number} x
 * @param {number} y
 * @param {Pick<MoveSpot, 'move' | 'toKey'>[]} spots
 * @param {string | null} selected
 * @returns {{ hit: Hit } | { ask: { action: Action, hit: Hit }[] } | null}
 */
export function reach(zones, x, y, spots, selected) {
  const near = zones
    .filter((z) => Math.abs(z.x - x) <= z.half && Math.abs(z.y - y) <= z.half)
    .map((z) => ({ z, d: Math.hypot(z.x - x, z.y - y) + (z.hit.pawn ? 0 : UNDER), action: resolveClick(spots, z.hit, selected) }))
    .filter((n) => n.action !== null)
    .sort((a, b) => a.d - b.d);
  /** @type {{ action: Action, hit: Hit, d: number }[]} */
  const distinct = [];
  for (const n of near) {
    const action = /** @type {Action} */ (n.action);
    if (!distinct.some((o) => sameAction(o.action, action))) distinct.push({ action, hit: n.z.hit, d: n.d });
  }
  if (distinct.length === 0) return null;
  if (distinct.length === 1 || distinct[1].d >= CLEARLY * distinct[0].d + 4) return { hit: distinct[0].hit };
  return { ask: distinct.map(({ action, hit }) => ({ action, hit })) };
}

/**
 * Whether two actions do the same.
 * @param {Action} a
 * @param {Action} b
 */
function sameAction(a, b) {
  if ('play' in a) return 'play' in b && a.play === b.play;
  if ('select' in a) return 'select' in b && a.select === b.select;
  return 'choose' in b && a.choose.join() === b.choose.join();
}
