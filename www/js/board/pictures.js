// The boards' pictures, drawn once per size (render.js keeps them in an offscreen canvas):
// the ludo cross with its coloured bases and centre, the mensch circles, the special
// squares and their icons (also used by the legend). Everything here only draws.

/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').Point} Point */
/** @typedef {import('../../../pkg/ludo.js').SpecialSquare} SpecialSquare */
/** @typedef {import('../../../pkg/ludo.js').SpecialKind} SpecialKind */
/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {{ name: string, main: string, light: string, dark: string, text: string }} Colours */
/** @typedef {SpecialSquare & { reward: boolean }} Marked a special square and whether the engine calls it a reward */
/** @typedef {{ specials: Marked[], safe: number[] }} Marks what the board marks: special squares, safe squares (track indices) */

/**
 * A colour-blind-safe palette (Okabe–Ito), in the engine's colour order. The engine's red is
 * drawn vermillion and named orange. The two colours of six arms only (star.js) join it
 * when a six-arm game loads (e2e/unit/palette.test.mjs).
 * @type {Colours[]}
 */
export const PALETTE = [
  { name: 'red', main: '#D55E00', light: '#F7CDB1', dark: '#7A3500', text: '#ffffff' },
  { name: 'green', main: '#009E73', light: '#B3E3D4', dark: '#00553E', text: '#ffffff' },
  { name: 'yellow', main: '#F0E442', light: '#FAF4B5', dark: '#6E6608', text: '#1b1b1b' },
  { name: 'blue', main: '#0072B2', light: '#B5D4EA', dark: '#003E61', text: '#ffffff' },
];

export const INK = '#1f2933';
export const FONT = 'system-ui, "DejaVu Sans", "Liberation Sans", Arial, sans-serif';

/**
 * A circle of radius r (pixels): filled when `fill`, stroked when `edge`.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string | null} fill
 * @param {string | null} edge
 * @param {number} width
 */
export function disc(ctx, x, y, r, fill, edge, width) {
  ctx.beginPath();
  ctx.arc(x, y, Math.max(0, r), 0, Math.PI * 2);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (edge) {
    ctx.lineWidth = width;
    ctx.strokeStyle = edge;
    ctx.stroke();
  }
}

/**
 * The path of a cross (two strokes of half-width `d`), for the caller to stroke.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} d
 */
export function cross(ctx, x, y, d) {
  ctx.beginPath();
  ctx.moveTo(x - d, y - d);
  ctx.lineTo(x + d, y + d);
  ctx.moveTo(x + d, y - d);
  ctx.lineTo(x - d, y + d);
}

/**
 * Draws the symbol of a special square centred at (x, y), `s` pixels wide: green for a
 * reward, red for a penalty (as the engine says), grey when not told.
 * @param {Ctx} ctx
 * @param {SpecialKind} kind
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {boolean} [good]
 */
export function drawSpecialIcon(ctx, kind, x, y, s, good) {
  ctx.save();
  ctx.fillStyle = good === undefined ? '#E4E7EB' : good ? '#CDEBC9' : '#F5C9CF';
  ctx.strokeStyle = good === undefined ? '#3E4C59' : good ? '#1E6B2B' : '#9B1C2E';
  disc(ctx, x, y, s * 0.46, String(ctx.fillStyle), String(ctx.strokeStyle), Math.max(1, s * 0.07));
  ctx.fillStyle = ctx.strokeStyle;
  ctx.lineWidth = Math.max(1.2, s * 0.09);
  ctx.lineCap = 'round';
  const u = s * 0.2;
  if (kind === 'forward3' || kind === 'back3') {
    ctx.font = `bold ${Math.round(s * 0.42)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(kind === 'forward3' ? '+3' : '−3', x, y + s * 0.02);
  } else if (kind === 'playAgain') {
    ctx.beginPath();
    ctx.arc(x, y, u, -Math.PI * 0.35, Math.PI * 1.45);
    ctx.stroke();
    const ax = x + u * Math.cos(-Math.PI * 0.35);
    const ay = y + u * Math.sin(-Math.PI * 0.35);
    ctx.beginPath();
    ctx.moveTo(ax + u * 0.55, ay - u * 0.1);
    ctx.lineTo(ax - u * 0.15, ay - u * 0.55);
    ctx.lineTo(ax - u * 0.1, ay + u * 0.45);
    ctx.closePath();
    ctx.fill();
  } else if (kind === 'skipTurn') {
    ctx.fillRect(x - u * 0.9, y - u, u * 0.6, u * 2);
    ctx.fillRect(x + u * 0.3, y - u, u * 0.6, u * 2);
  } else if (kind === 'backToStart') {
    cross(ctx, x, y, u);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A five-pointed star's path.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function star(ctx, x, y, r) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  ctx.closePath();
}

/**
 * A rounded rectangle's path.
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * An arrowhead at `from` pointing towards `to` (points in half cells, `s` pixels each).
 * @param {Ctx} ctx
 * @param {Point} from
 * @param {Point} to
 * @param {number} s
 * @param {number} size
 * @param {string} colour
 */
export function arrow(ctx, from, to, s, size, colour) {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const cx = from[0] * s;
  const cy = from[1] * s;
  const a = size;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(cx + ux * a, cy + uy * a);
  ctx.lineTo(cx - ux * a * 0.6 - uy * a * 0.7, cy - uy * a * 0.6 + ux * a * 0.7);
  ctx.lineTo(cx - ux * a * 0.6 + uy * a * 0.7, cy - uy * a * 0.6 - ux * a * 0.7);
  ctx.closePath();
  ctx.fill();
}

/**
 * Which corner a colour's base is in.
 * @param {Geometry} geo
 * @param {number} c
 */
function baseCorner(geo, c) {
  const pts = geo.bases[c];
  const mx = pts.reduce((t, p) => t + p[0], 0) / 4;
  const my = pts.reduce((t, p) => t + p[1], 0) / 4;
  return { left: mx < geo.size, top: my < geo.size, mx, my };
}

/**
 * The ludo board: bases, track, home columns, safe squares and the centre.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s pixels per half cell
 * @param {Marks} marks
 */
function drawLudo(ctx, geo, s, marks) {
  const n = geo.size;
  ctx.fillStyle = '#FBF8F1';
  ctx.fillRect(0, 0, n * 2 * s, n * 2 * s);
  drawLudoBases(ctx, geo, s);
  drawLudoSquares(ctx, geo, s, marks.safe);
  drawLudoCentre(ctx, geo, s);
  drawSpecials(ctx, geo, s, marks.specials);
}

/**
 * Bases: 6×6 coloured corners with a white yard and four spots.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s
 */
function drawLudoBases(ctx, geo, s) {
  const n = geo.size;
  const cell = 2 * s;
  for (let c = 0; c < 4; c++) {
    const pal = PALETTE[c];
    const { left, top } = baseCorner(geo, c);
    const x0 = left ? 0 : (n - 6) * cell;
    const y0 = top ? 0 : (n - 6) * cell;
    ctx.fillStyle = pal.main;
    ctx.fillRect(x0, y0, 6 * cell, 6 * cell);
    ctx.fillStyle = '#ffffff';
    roundRect(ctx, x0 + cell * 0.9, y0 + cell * 0.9, cell * 4.2, cell * 4.2, cell * 0.5);
    ctx.fill();
    for (const p of geo.bases[c]) disc(ctx, p[0] * s, p[1] * s, s * 0.9, pal.light, pal.main, Math.max(1, s * 0.08));
  }
}

/**
 * The track's squares, the home columns, the start squares with their arrows, and a
 * star on each other square the engine says is safe in this game.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s
 * @param {number[]} safe
 */
function drawLudoSquares(ctx, geo, s, safe) {
  const cell = 2 * s;
  /** @type {(p: Point, fill: string) => void} */
  const square = (p, fill) => {
    ctx.fillStyle = fill;
    ctx.fillRect((p[0] - 1) * s, (p[1] - 1) * s, cell, cell);
    ctx.strokeStyle = '#8795a1';
    ctx.lineWidth = Math.max(1, s * 0.05);
    ctx.strokeRect((p[0] - 1) * s, (p[1] - 1) * s, cell, cell);
  };
  geo.track.forEach((p) => square(p, '#ffffff'));
  geo.homeColumns.forEach((col, c) => col.forEach((p) => square(p, PALETTE[c].main)));
  geo.starts.forEach((i, c) => {
    square(geo.track[i], PALETTE[c].main);
    arrow(ctx, geo.track[i], geo.track[(i + 1) % geo.track.length], s, s * 0.45, '#ffffff');
  });
  drawSafe(ctx, geo, s, safe);
}

/**
 * A star on each square the engine says is safe in this game, but the start squares.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s
 * @param {number[]} safe
 */
export function drawSafe(ctx, geo, s, safe) {
  for (const i of safe) {
    const p = geo.track[i];
    if (!p || geo.starts.includes(i)) continue;
    star(ctx, p[0] * s, p[1] * s, s * 0.7);
    ctx.fillStyle = '#d9dee3';
    ctx.fill();
    ctx.strokeStyle = '#6b7785';
    ctx.lineWidth = Math.max(1, s * 0.06);
    ctx.stroke();
  }
}

/**
 * The centre: one triangle per colour, pointing at the middle.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s
 */
function drawLudoCentre(ctx, geo, s) {
  const n = geo.size;
  const m = n; // the centre, in half cells
  const lo = (n - 3) * s; // centre square edges in pixels (3×3 cells)
  const hi = (n + 3) * s;
  for (let c = 0; c < 4; c++) {
    const g = geo.goals[c];
    ctx.beginPath();
    if (g[0] < m) ctx.moveTo(lo, lo), ctx.lineTo(lo, hi);
    else if (g[0] > m) ctx.moveTo(hi, lo), ctx.lineTo(hi, hi);
    else if (g[1] < m) ctx.moveTo(lo, lo), ctx.lineTo(hi, lo);
    else ctx.moveTo(lo, hi), ctx.lineTo(hi, hi);
    ctx.lineTo(m * s, m * s);
    centrePiece(ctx, c, s);
  }
}

/**
 * Closes the path of a colour's piece of the centre, fills it in the colour, edged white.
 * @param {Ctx} ctx
 * @param {number} c
 * @param {number} s
 */
export function centrePiece(ctx, c, s) {
  ctx.closePath();
  ctx.fillStyle = PALETTE[c].main;
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1, s * 0.08);
  ctx.stroke();
}

/**
 * The mensch board: circles on a line, coloured bases and home columns.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s pixels per half cell
 * @param {Marks} marks
 */
function drawMensch(ctx, geo, s, marks) {
  const n = geo.size;
  ctx.fillStyle = '#F3DFA2';
  ctx.fillRect(0, 0, n * 2 * s, n * 2 * s);
  // the track as a line joining its squares
  ctx.beginPath();
  geo.track.forEach((p, i) => (i ? ctx.lineTo(p[0] * s, p[1] * s) : ctx.moveTo(p[0] * s, p[1] * s)));
  ctx.closePath();
  ctx.strokeStyle = '#6b4f1d';
  ctx.lineWidth = Math.max(1.5, s * 0.16);
  ctx.stroke();
  /** @type {(p: Point, fill: string, stroke: string, r?: number) => void} */
  const circle = (p, fill, stroke, r = 0.8) => {
    ctx.beginPath();
    ctx.arc(p[0] * s, p[1] * s, s * r, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.1);
    ctx.strokeStyle = stroke;
    ctx.stroke();
  };
  geo.track.forEach((p) => circle(p, '#ffffff', INK));
  for (let c = 0; c < geo.starts.length; c++) {
    const pal = PALETTE[c];
    geo.homeColumns[c].forEach((p) => circle(p, pal.light, pal.main));
    geo.bases[c].forEach((p) => circle(p, pal.light, pal.main));
    const i = geo.starts[c];
    circle(geo.track[i], pal.main, INK);
    arrow(ctx, geo.track[i], geo.track[(i + 1) % geo.track.length], s, s * 0.38, pal.text);
  }
  ctx.beginPath();
  ctx.arc(n * s, n * s, s * 0.55, 0, Math.PI * 2);
  ctx.fillStyle = '#6b4f1d';
  ctx.fill();
  drawSpecials(ctx, geo, s, marks.specials);
}

/**
 * The reward and penalty squares' icons.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s
 * @param {Marked[]} specials
 */
export function drawSpecials(ctx, geo, s, specials) {
  for (const sq of specials) {
    const p = geo.track[sq.square];
    if (p) drawSpecialIcon(ctx, sq.kind, p[0] * s, p[1] * s, s * 1.75, sq.reward);
  }
}

/**
 * Draws a whole board.
 * @param {Ctx} ctx
 * @param {Geometry} geo
 * @param {number} s pixels per half cell
 * @param {Marks} marks
 */
export function drawBoard(ctx, geo, s, marks) {
  if (geo.board === 'mensch') drawMensch(ctx, geo, s, marks);
  else if (geo.starts.length === 4) drawLudo(ctx, geo, s, marks);
  else drawLudoStar?.(ctx, geo, s, marks);
}

/** @type {((ctx: Ctx, geo: Geometry, s: number, marks: Marks) => void) | null} */
let drawLudoStar = null;

/**
 * Loads the six-armed ludo board's drawing (star.js), which the first load leaves out:
 * called with the module that plays six arms, before such a board is drawn.
 */
export async function loadStar() {
  drawLudoStar ??= (await import('./star.js')).drawLudoStar;
}
