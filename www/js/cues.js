// Cues on the board for the moments of a game: a burst where a pawn is captured, a ring
// where one enters, a star where one reaches home, a die or an arrow at the base of a
// side that rolls again, a cross for no legal move or the foul, the special square's
// sign, a medal for a place. Each cue lasts a moment and is drawn over the pawns; with
// reduced motion it stands still and only fades. Everything here only draws.
import { PALETTE, INK, FONT, drawSpecialIcon } from './boards.js';

/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {import('./moments.js').MomentKind} MomentKind */
/**
 * A cue: its kind, where (half cells), in which colour, from when (ms) and how long.
 * @typedef {{ kind: MomentKind, x: number, y: number, colour: number, start: number, dur: number,
 *   effect?: string, place?: number }} Cue
 */
/**
 * Anything drawn over the board for a while: returns true while it needs more frames.
 * @typedef {{ draw: (ctx: Ctx, s: number, now: number, still: boolean) => boolean }} Effect
 */

const GOLD = '#F2B705';

/** @param {number} u */
const pop = (u) => (u < 0.3 ? 1.25 * Math.sin((u / 0.3) * (Math.PI / 2)) : 1.25 - 0.25 * Math.min(1, (u - 0.3) / 0.2));

/**
 * A ring of radius r (pixels).
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 * @param {number} width
 */
function ring(ctx, x, y, r, colour, width) {
  ctx.beginPath();
  ctx.arc(x, y, Math.max(0, r), 0, Math.PI * 2);
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/**
 * Rays from r0 to r1 round a point.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r0
 * @param {number} r1
 * @param {number} n
 * @param {string} colour
 * @param {number} width
 */
function rays(ctx, x, y, r0, r1, n, colour, width) {
  ctx.beginPath();
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + 0.3;
    ctx.moveTo(x + r0 * Math.cos(a), y + r0 * Math.sin(a));
    ctx.lineTo(x + r1 * Math.cos(a), y + r1 * Math.sin(a));
  }
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/**
 * Dots flying out from a point.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string[]} colours
 * @param {number} size
 */
function sparks(ctx, x, y, r, colours, size) {
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const d = r * (i % 2 ? 0.75 : 1);
    ctx.beginPath();
    ctx.arc(x + d * Math.cos(a), y + d * Math.sin(a), size, 0, Math.PI * 2);
    ctx.fillStyle = colours[i % colours.length];
    ctx.fill();
  }
}

/**
 * A round badge with a white face, a coloured edge and a symbol drawn by `inner`.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} edge
 * @param {(r: number) => void} inner
 */
function badge(ctx, x, y, r, edge, inner) {
  ctx.beginPath();
  ctx.arc(x, y + r * 0.12, r, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ring(ctx, x, y, r, edge, Math.max(2, r * 0.16));
  inner(r);
}

/**
 * Text in a badge.
 * @param {Ctx} ctx
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} colour
 */
function label(ctx, text, x, y, size, colour) {
  ctx.fillStyle = colour;
  ctx.font = `bold ${Math.round(size)}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + size * 0.06);
}

/**
 * A cross.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 */
function cross(ctx, x, y, r, colour) {
  ctx.beginPath();
  ctx.moveTo(x - r, y - r);
  ctx.lineTo(x + r, y + r);
  ctx.moveTo(x + r, y - r);
  ctx.lineTo(x - r, y + r);
  ctx.lineWidth = Math.max(2, r * 0.4);
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/**
 * A circular arrow: roll again.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 */
function again(ctx, x, y, r, colour) {
  ctx.beginPath();
  ctx.arc(x, y, r, -Math.PI * 0.1, Math.PI * 1.5);
  ctx.lineWidth = Math.max(2, r * 0.35);
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x + r * 0.45, y - r * 1.45);
  ctx.lineTo(x + r * 0.45, y - r * 0.55);
  ctx.lineTo(x - r * 0.35, y - r);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

/**
 * Draws one cue at progress u (0–1); `still` keeps it from moving.
 * @param {Ctx} ctx
 * @param {Cue} c
 * @param {number} s pixels per half cell
 * @param {number} u
 * @param {boolean} still
 */
function drawCue(ctx, c, s, u, still) {
  const pal = PALETTE[c.colour] ?? PALETTE[0];
  const x = c.x * s;
  const y = c.y * s;
  const g = still ? 0.55 : u; // how far the motion has gone
  const size = s * (still ? 1.1 : pop(u) * 1.1);
  ctx.globalAlpha = still ? Math.min(1, 4 * (1 - u)) : Math.min(1, 3 * (1 - u));
  switch (c.kind) {
    case 'capture':
      rays(ctx, x, y, s * (0.9 + g * 0.8), s * (1.5 + g * 1.6), 10, pal.dark, Math.max(2, s * 0.22));
      ring(ctx, x, y, s * (0.9 + g * 1.2), '#ffffff', Math.max(2, s * 0.18));
      badge(ctx, x + s * 1.2, y - s * 1.4, size * 0.75, pal.dark, (r) => cross(ctx, x + s * 1.2, y - s * 1.4, r * 0.45, pal.dark));
      break;
    case 'forfeit':
      ring(ctx, x, y, s * (2.2 - g * 1.2), INK, Math.max(2, s * 0.16));
      badge(ctx, x, y - s * 1.6, size * 0.7, INK, (r) => cross(ctx, x, y - s * 1.6, r * 0.45, INK));
      break;
    case 'enter':
      ring(ctx, x, y, s * (0.9 + g * 2), pal.main, Math.max(2, s * 0.3 * (1 - g) + 1));
      ring(ctx, x, y, s * (0.9 + g * 1.2), '#ffffff', Math.max(1.5, s * 0.12));
      break;
    case 'home':
    case 'finish':
      rays(ctx, x, y, s * (0.8 + g), s * (1.6 + g * 2.2), 14, GOLD, Math.max(2, s * 0.2));
      sparks(ctx, x, y, s * (1 + g * 2.6), [pal.main, GOLD, '#ffffff'], Math.max(1.5, s * 0.2));
      if (c.kind === 'finish') {
        badge(ctx, x, y - s * 0.2, size * 1.1, GOLD, (r) => label(ctx, String(c.place ?? ''), x, y - s * 0.2, r * 1.1, INK));
      }
      break;
    case 'six':
    case 'extra':
      ring(ctx, x, y, s * (1.6 + g * 2.2), pal.main, Math.max(2, s * 0.25));
      badge(ctx, x, y, size * 1.3, pal.dark, (r) =>
        c.kind === 'six' ? label(ctx, '6', x, y, r * 1.25, INK) : again(ctx, x, y, r * 0.45, pal.dark),
      );
      break;
    case 'noMove':
    case 'foul':
    case 'skip': {
      const dx = still ? 0 : Math.sin(u * Math.PI * 10) * s * 0.25 * (1 - u);
      const edge = c.kind === 'foul' ? '#9B1C2E' : INK;
      badge(ctx, x + dx, y, size * 1.3, edge, (r) => {
        if (c.kind === 'skip') drawSpecialIcon(ctx, 'skipTurn', x + dx, y, r * 1.6);
        else if (c.kind === 'foul') label(ctx, '6 6 6', x + dx, y, r * 0.6, edge);
        else cross(ctx, x + dx, y, r * 0.42, edge);
      });
      if (c.kind === 'foul') cross(ctx, x + dx, y, size * 1.3 * 0.75, 'rgba(155,28,46,0.85)');
      break;
    }
    case 'reward':
    case 'penalty': {
      const good = c.kind === 'reward';
      ring(ctx, x, y, s * (1 + g * 1.8), good ? '#1E6B2B' : '#9B1C2E', Math.max(2, s * 0.22));
      drawSpecialIcon(ctx, /** @type {any} */ (c.effect), x, y - s * 1.5, size * 2.2);
      break;
    }
    default:
  }
  ctx.globalAlpha = 1;
}

/** The cues on show. */
export class Cues {
  constructor() {
    /** @type {Cue[]} */
    this.list = [];
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
      if (now >= c.start) drawCue(ctx, c, s, (now - c.start) / c.dur, still);
    }
    return this.list.length > 0;
  }
}
