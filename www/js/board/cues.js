// Cues on the board for the moments of a game: rays where a pawn is captured or reaches
// home, a ring where one enters, a badge with a sign (a six, +1 for an extra roll, a cross
// for no legal move, 3×6 for the foul, the place, the special square's icon). Each cue
// lasts a moment and is drawn over the pawns; with reduced motion it stands still and
// only fades. Everything here only draws.
import { PALETTE, INK, FONT, drawSpecialIcon, disc, cross } from './pictures.js';

/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {import('../game/moments.js').MomentKind} MomentKind */
/**
 * A cue: its kind, where (half cells), in which colour, from when (ms) and how long.
 * @typedef {{ kind: MomentKind, x: number, y: number, colour: number, start: number, dur: number,
 *   effect?: string, place?: number }} Cue
 */
/**
 * Anything drawn over the board for a while: returns true while it needs more frames.
 * @typedef {{ draw: (ctx: Ctx, s: number, now: number, still: boolean) => boolean }} Effect
 */
/** @typedef {{ x: number, y: number, r: number }} Disc a pawn on the board, in half cells */
/** @typedef {{ pawns: Disc[], size: number }} Room the pawns a badge must not cover, the board's width in half cells */

const GOLD = '#F2B705';
const RED = '#9B1C2E';
/** @type {Partial<Record<MomentKind, string>>} the sign in a cue's badge ('x': a cross) */
const SIGNS = { capture: 'x', forfeit: 'x', noMove: 'x', six: '6', extra: '+1', foul: '3×6' };

/** @param {number} u */
const pop = (u) => (u < 0.3 ? 1.25 * Math.sin((u / 0.3) * (Math.PI / 2)) : 1.25 - 0.25 * Math.min(1, (u - 0.3) / 0.2));

/**
 * The sign of a cue in a white badge: text, a cross, or a square's icon.
 * @param {Ctx} ctx
 * @param {Cue} c
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} edge
 */
function badge(ctx, c, x, y, r, edge) {
  const sign = c.kind === 'finish' ? String(c.place ?? '') : SIGNS[c.kind];
  disc(ctx, x, y + r * 0.12, r, 'rgba(0,0,0,0.25)', null, 0);
  disc(ctx, x, y, r, '#ffffff', edge, Math.max(2, r * 0.16));
  ctx.fillStyle = ctx.strokeStyle = edge;
  if (sign === 'x') {
    const d = r * 0.42;
    cross(ctx, x, y, d);
    ctx.lineWidth = Math.max(2, d * 0.4);
    ctx.lineCap = 'round';
    ctx.stroke();
  } else if (sign) {
    ctx.font = `bold ${Math.round((r * 1.5) / Math.max(1.2, sign.length * 0.75))}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(sign, x, y + r * 0.06);
  } else {
    drawSpecialIcon(ctx, /** @type {any} */ (c.kind === 'skip' ? 'skipTurn' : c.effect), x, y, r * 1.7, c.kind === 'reward');
  }
}

/**
 * Draws one cue at progress u (0–1); `still` keeps it from moving.
 * @param {Ctx} ctx
 * @param {Cue} c
 * @param {number} s pixels per half cell
 * @param {number} u
 * @param {boolean} still
 * @param {Room} room
 */
function drawCue(ctx, c, s, u, still, room) {
  const k = c.kind;
  const pal = PALETTE[c.colour] ?? PALETTE[0];
  const g = still ? 0.55 : u; // how far the motion has gone
  const shake = still || !['noMove', 'foul', 'skip'].includes(k) ? 0 : Math.sin(u * 31) * s * 0.25 * (1 - u);
  const x = c.x * s + shake;
  const y = c.y * s;
  const gold = k === 'home' || k === 'finish';
  const edge = k === 'foul' || k === 'penalty' ? RED : k === 'reward' ? '#1E6B2B' : ['forfeit', 'noMove', 'skip'].includes(k) ? INK : pal.dark;
  ctx.globalAlpha = Math.min(1, (still ? 4 : 3) * (1 - u));
  if (gold || k === 'capture') {
    const n = gold ? 14 : 10;
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + 0.3;
      const r0 = s * (0.9 + g);
      const r1 = s * (1.6 + g * 2.2);
      ctx.moveTo(x + r0 * Math.cos(a), y + r0 * Math.sin(a));
      ctx.lineTo(x + r1 * Math.cos(a), y + r1 * Math.sin(a));
    }
    ctx.lineWidth = Math.max(2, s * 0.2);
    ctx.lineCap = 'round';
    ctx.strokeStyle = gold ? GOLD : pal.dark;
    ctx.stroke();
  }
  const grow = k === 'forfeit' ? 2.2 - g * 1.2 : 0.9 + g * 2;
  if (k === 'enter') {
    // the ring where a pawn enters stays whole on the board: by an edge it grows inwards
    const width = Math.max(2, s * (0.3 * (1 - g) + 0.1));
    const [rx, ry] = ringWithin(x, y, s * grow + width / 2, room.size * s);
    disc(ctx, rx, ry, s * grow, null, pal.main, width);
  } else {
    disc(ctx, x, y, s * grow, null, gold ? '#ffffff' : edge, Math.max(2, s * 0.2));
  }
  if (k !== 'enter' && k !== 'home') {
    const above = ['capture', 'forfeit', 'reward', 'penalty'].includes(k);
    const r = s * (still ? 1 : pop(u)) * (above ? 0.85 : 1.2);
    const [bx, by] = clearOf(room, x / s, (above ? y - s * 1.5 : y) / s, (above ? 0.85 : 1.2) * 1.25);
    badge(ctx, c, bx * s, by * s, r, gold ? GOLD : edge);
  }
  ctx.globalAlpha = 1;
}

/**
 * The centre of a ring reaching `r` pixels from it (its line included), as near (x, y) as
 * keeps it whole on a board `edge` pixels wide.
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} edge
 * @returns {[number, number]}
 */
export function ringWithin(x, y, r, edge) {
  if (edge <= 0) return [x, y];
  const keep = (/** @type {number} */ v) => (2 * r >= edge ? edge / 2 : Math.min(Math.max(v, r), edge - r));
  return [keep(x), keep(y)];
}

/**
 * Where a badge of radius r (half cells) wanted at (x, y) covers no pawn and stays on the
 * board: there, or the nearest such point around it; (x, y) when there is none.
 * @param {Room} room
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @returns {[number, number]}
 */
export function clearOf(room, x, y, r) {
  for (const d of [0, 1.5, 2.5, 3.5, 4.5, 5.5]) {
    for (let i = 0; i < (d ? 8 : 1); i++) {
      const px = x + d * Math.cos((i * Math.PI) / 4);
      const py = y + d * Math.sin((i * Math.PI) / 4);
      const inside = px >= r && py >= r && px <= room.size - r && py <= room.size - r;
      if (inside && room.pawns.every((p) => Math.hypot(p.x - px, p.y - py) > p.r + r + 0.1)) return [px, py];
    }
  }
  return [x, y];
}

/** The cues on show. */
export class Cues {
  constructor() {
    /** @type {Cue[]} */
    this.list = [];
    /** @type {Room} */
    this.room = { pawns: [], size: 0 };
  }

  /** @param {Cue} cue */
  add(cue) {
    this.list.push(cue);
  }

  clear() {
    this.list = [];
  }

  /**
   * Draws the cues of this moment; true while some are still to come or to end.
   * @param {Ctx} ctx
   * @param {number} s
   * @param {number} now
   * @param {boolean} still
   */
  draw(ctx, s, now, still) {
    this.list = this.list.filter((c) => now < c.start + c.dur);
    for (const c of this.list) {
      if (now >= c.start) drawCue(ctx, c, s, (now - c.start) / c.dur, still, this.room);
    }
    return this.list.length > 0;
  }

  /**
   * When the cues next change (one begins or one ends), or null when none is left: with
   * reduced motion they stand still, so the board is drawn again only then.
   * @param {number} now
   */
  nextChange(now) {
    let next = Infinity;
    for (const c of this.list) next = Math.min(next, c.start > now ? c.start : c.start + c.dur);
    return next === Infinity ? null : next;
  }
}
