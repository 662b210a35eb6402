// Draws a frame of the board on a canvas, sharp at any devicePixelRatio. The board
// itself (pictures.js) is drawn once per size into an offscreen canvas; each frame copies
// it and draws the highlights and the pawns on top. Everything here only draws.
import { PALETTE, INK, FONT, drawBoard, disc, cross } from './pictures.js';
import { drawDie, drawTurn, drawCornerDie, placeDieBadges } from './turnmark.js';

/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').Point} Point */
/** @typedef {import('./pictures.js').Marks} Marks */
/** @typedef {import('./layout.js').Spot} Spot */
/** @typedef {import('./layout.js').Trail} Trail */
/** @typedef {import('./pictures.js').Colours} Colours */
/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {{ from: Spot, to: Point }} Focus the move picked by keyboard or pointer */
/** @typedef {{ at: Point, dice: number[] }} Target a square legal moves land on, and the dice they use */
/**
 * What a frame shows: the board and its special and safe squares, the pawns where they are drawn,
 * the movable pawns (letters) and the target squares of a person's turn (with the die
 * each move uses when `dieBadges`: several dice in hand), the picked move, the colours
 * on turn, the blocks (towers and barriers), the last move, a decision of the analysis
 * (`advice`), the time (ms), whether to pulse and the die shown in the corner on turn.
 * @typedef {{ geo: Geometry, marks: Marks, pawns: Map<string, Spot>, movable: Set<string>,
 *   targets: Target[], dieBadges: boolean, focus: Focus | null, turnColours: number[], blocks: [Spot, Spot][],
 *   trail: Trail | null, advice?: Advice | null, time: number, motion: boolean, die?: number | null }} Frame
 */
/**
 * A decision the analysis shows: the move played and the better one, each from its pawn's
 * square to where it went (or would have gone), in half cells.
 * @typedef {{ played: { from: Point, to: Point }, best: { from: Point, to: Point } }} Advice
 */

/** The colours of a decision's two moves: the one played grey, the better one green. */
export const ADVICE = { played: '#52606D', best: '#1E6B2B' };

/**
 * One pawn: a shadow, a disc in its colour with a white and a dark ring, its letter.
 * @param {Ctx} ctx
 * @param {Spot} p
 * @param {number} s pixels per half cell
 * @param {Colours} pal
 */
function drawPawn(ctx, p, s, pal) {
  const x = p.x * s;
  const y = p.y * s;
  const r = p.r * s;
  disc(ctx, x, y + r * 0.12, r, 'rgba(0,0,0,0.25)', null, 0);
  disc(ctx, x, y, r, pal.main, '#ffffff', Math.max(1, r * 0.14));
  disc(ctx, x, y, r + Math.max(0.5, r * 0.07), null, pal.dark, Math.max(1, r * 0.1));
  ctx.fillStyle = pal.text;
  ctx.font = `bold ${Math.max(7, Math.round(r * 1.15))}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(p.label, x, y + r * 0.06);
}

/**
 * The last move: a dashed ring where it started, a ring where it ended.
 * @param {Ctx} ctx
 * @param {Trail} trail
 * @param {number} s
 */
function drawTrail(ctx, trail, s) {
  const { dark } = PALETTE[trail.colour];
  const width = Math.max(1.5, s * 0.12);
  ctx.setLineDash([s * 0.25, s * 0.2]);
  disc(ctx, trail.from[0] * s, trail.from[1] * s, s * 0.78, null, dark, width);
  ctx.setLineDash([]);
  disc(ctx, trail.to[0] * s, trail.to[1] * s, s * 0.98, null, dark, width);
}

/**
 * One move of a decision: a line from the pawn's square to where it goes, ringed at both
 * ends, with a sign at its end: a cross for the move played (grey, dashed), a tick for the
 * better one (green, solid, drawn over it).
 * @param {Ctx} ctx
 * @param {{ from: Point, to: Point }} m
 * @param {boolean} best
 * @param {number} s
 * @param {number} edge the board's width in pixels
 */
function drawAdviceMove(ctx, { from, to }, best, s, edge) {
  const colour = best ? ADVICE.best : ADVICE.played;
  const [x0, y0, x1, y1] = [from[0] * s, from[1] * s, to[0] * s, to[1] * s];
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
  const r = s * 1.02;
  ctx.setLineDash(best ? [] : [s * 0.35, s * 0.25]);
  for (const [width, style] of /** @type {[number, string][]} */ ([[Math.max(3, s * 0.3), '#ffffff'], [Math.max(2, s * 0.16), colour]])) {
    ctx.lineWidth = width;
    ctx.strokeStyle = style;
    ctx.beginPath();
    ctx.moveTo(x0 + ux * r, y0 + uy * r);
    ctx.lineTo(x1 - ux * r, y1 - uy * r);
    ctx.arc(x1, y1, r, 0, Math.PI * 2);
    ctx.moveTo(x0 + r, y0);
    ctx.arc(x0, y0, r, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  // the sign on the end's ring, towards the top right, or another corner on the board
  const br = Math.max(7, s * 0.46);
  const [bx, by] = [[1, -1], [-1, -1], [1, 1], [-1, 1]]
    .map(([dx, dy]) => [x1 + dx * r * 0.72, y1 + dy * r * 0.72])
    .find(([x, y]) => x - br >= 0 && y - br >= 0 && x + br <= edge && y + br <= edge) ?? [x1, y1];
  disc(ctx, bx, by, br, colour, '#ffffff', Math.max(1.5, br * 0.2));
  const d = br * 0.45;
  if (best) {
    ctx.beginPath();
    ctx.moveTo(bx - d, by);
    ctx.lineTo(bx - d * 0.25, by + d * 0.8);
    ctx.lineTo(bx + d, by - d * 0.7);
  } else cross(ctx, bx, by, d);
  ctx.lineWidth = Math.max(1.5, br * 0.28);
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/**
 * The target squares of the legal moves: a disc larger than a pawn in the colour on
 * turn, with a white and a dark ring.
 * @param {Ctx} ctx
 * @param {Target[]} targets
 * @param {number} s
 * @param {number[]} colours
 */
function drawTargets(ctx, targets, s, colours) {
  const pal = PALETTE[colours[0] ?? 0];
  for (const { at } of targets) {
    disc(ctx, at[0] * s, at[1] * s, s * 0.86, pal.light, '#ffffff', Math.max(2, s * 0.2));
    ctx.lineWidth = Math.max(1.5, s * 0.12);
    ctx.strokeStyle = pal.dark;
    ctx.stroke();
  }
}

/**
 * With several dice in hand: by each target square, the dice its moves use, where
 * `placeDieBadges` puts them (by a corner of the square, on the board, clear of the
 * pawns and of the other squares' dice).
 * @param {Ctx} ctx
 * @param {Frame} f
 * @param {number} s
 */
function drawDieBadges(ctx, f, s) {
  const boxes = placeDieBadges(f.targets, [...f.pawns.values()], s, f.geo.size * 2 * s);
  f.targets.forEach(({ dice }, k) => {
    const b = boxes[k];
    const step = b.w * 1.05;
    dice.forEach((v, i) => drawDie(ctx, v, b.x + b.w / 2 + (b.across ? i * step : 0), b.y + b.w / 2 + (b.across ? 0 : i * step), b.w));
  });
}

/**
 * Two or more pawns of one colour on one square: a dark badge with their count at the
 * square's top right corner (inside the board), at least 18 CSS pixels wide.
 * @param {Ctx} ctx
 * @param {Map<string, Spot>} pawns
 * @param {number} s
 * @param {number} edge the board's width in CSS pixels
 */
function drawStackBadges(ctx, pawns, s, edge) {
  /** @type {Map<string, Spot[]>} */
  const groups = new Map();
  for (const p of pawns.values()) {
    if (p.lift) continue;
    const key = `${p.cell}|${p.colour}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const r = Math.max(9, s * 0.5);
  for (const g of groups.values()) {
    if (g.length < 2 || g[0].pos === 0) continue;
    const at = (/** @type {(p: Spot) => number} */ f) => (g.reduce((t, p) => t + f(p), 0) / g.length) * s;
    const x = Math.min(edge - r - 1, at((p) => p.x) + s * 0.95);
    const y = Math.max(r + 1, at((p) => p.y) - s * 0.95);
    disc(ctx, x, y, r, INK, '#ffffff', Math.max(1.5, r * 0.18));
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${Math.round(r * 1.35)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(g.length), x, y + r * 0.06);
  }
}

/**
 * Towers: a capsule round two pawns of one colour on one track square.
 * @param {Ctx} ctx
 * @param {[Spot, Spot][]} towers
 * @param {number} s
 */
function drawTowers(ctx, towers, s) {
  for (const [a, b] of towers) {
    ctx.beginPath();
    ctx.lineWidth = Math.max(2, s * 0.16);
    ctx.strokeStyle = INK;
    const r = a.r * s + s * 0.18;
    ctx.moveTo(a.x * s, a.y * s - r);
    ctx.lineTo(b.x * s, b.y * s - r);
    ctx.arc(b.x * s, b.y * s, r, -Math.PI / 2, Math.PI / 2);
    ctx.lineTo(a.x * s, a.y * s + r);
    ctx.arc(a.x * s, a.y * s, r, Math.PI / 2, (3 * Math.PI) / 2);
    ctx.stroke();
  }
}

/**
 * The pawns, moving ones on top, movable ones with a pulsing ring.
 * @param {Ctx} ctx
 * @param {Frame} f
 * @param {number} s
 */
function drawPawns(ctx, f, s) {
  const pulse = f.motion ? 0.5 + 0.5 * Math.sin(f.time / 220) : 1;
  const order = [...f.pawns.values()].sort((a, b) => (a.lift || 0) - (b.lift || 0));
  for (const p of order) {
    if (f.movable.has(p.label)) {
      const r = p.r * s + s * (0.2 + 0.12 * pulse);
      disc(ctx, p.x * s, p.y * s, r, null, '#ffffff', Math.max(2, s * 0.14));
      disc(ctx, p.x * s, p.y * s, r, null, INK, Math.max(1.5, s * 0.08));
    }
    drawPawn(ctx, p, s, PALETTE[p.colour]);
  }
}

/**
 * The move picked by keyboard or pointer: a line from the pawn to its square.
 * @param {Ctx} ctx
 * @param {Focus} focus
 * @param {number} s
 */
function drawFocus(ctx, { from, to }, s) {
  ctx.beginPath();
  ctx.moveTo(from.x * s, from.y * s);
  ctx.lineTo(to[0] * s, to[1] * s);
  ctx.lineWidth = Math.max(2, s * 0.2);
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.stroke();
  ctx.lineWidth = Math.max(1.5, s * 0.1);
  ctx.strokeStyle = INK;
  ctx.setLineDash([s * 0.35, s * 0.25]);
  ctx.stroke();
  ctx.setLineDash([]);
  for (const [x, y, r] of [
    [from.x, from.y, from.r + 0.45],
    [to[0], to[1], 0.95],
  ]) {
    disc(ctx, x * s, y * s, r * s, null, '#ffffff', Math.max(2.5, s * 0.22));
    disc(ctx, x * s, y * s, r * s, null, '#C2185B', Math.max(1.5, s * 0.12));
  }
}

/** Draws one board and its pawns on a canvas. */
export class BoardRenderer {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = /** @type {Ctx} */ (canvas.getContext('2d'));
    /** @type {HTMLCanvasElement | null} */
    this.cache = null;
    this.cacheKey = '';
    this.css = 0;
    this.dpr = 1;
  }

  /**
   * Sets the drawn size in CSS pixels and the device pixel ratio.
   * @param {number} css
   * @param {number} dpr
   */
  resize(css, dpr) {
    const px = Math.max(1, Math.round(css * dpr));
    if (this.canvas.width !== px) {
      this.canvas.width = px;
      this.canvas.height = px;
    }
    this.canvas.style.width = `${css}px`;
    this.canvas.style.height = `${css}px`;
    this.css = css;
    this.dpr = dpr;
  }

  /**
   * The board's picture at this size, drawn when the size or the board changed.
   * @param {Geometry} geo
   * @param {Marks} marks
   * @returns {HTMLCanvasElement}
   */
  board(geo, marks) {
    const key = `${geo.board}|${this.canvas.width}|${this.css}|${JSON.stringify(marks)}`;
    if (key !== this.cacheKey || !this.cache) {
      const off = document.createElement('canvas');
      off.width = this.canvas.width;
      off.height = this.canvas.height;
      const ctx = /** @type {Ctx} */ (off.getContext('2d'));
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      drawBoard(ctx, geo, this.css / (geo.size * 2), marks);
      this.cache = off;
      this.cacheKey = key;
    }
    return this.cache;
  }

  /**
   * Draws a frame.
   * @param {Frame} f
   */
  draw(f) {
    const { ctx } = this;
    const s = this.css / (f.geo.size * 2);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.board(f.geo, f.marks), 0, 0);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    drawTurn(ctx, f, s);
    if (f.trail) drawTrail(ctx, f.trail, s);
    drawTargets(ctx, f.targets, s, f.turnColours);
    drawTowers(ctx, f.blocks, s);
    drawPawns(ctx, f, s);
    drawStackBadges(ctx, f.pawns, s, f.geo.size * 2 * s);
    drawCornerDie(ctx, f, s);
    if (f.dieBadges) drawDieBadges(ctx, f, s);
    if (f.focus) drawFocus(ctx, f.focus, s);
    if (f.advice) {
      drawAdviceMove(ctx, f.advice.played, false, s, f.geo.size * 2 * s);
      drawAdviceMove(ctx, f.advice.best, true, s, f.geo.size * 2 * s);
    }
  }
}
