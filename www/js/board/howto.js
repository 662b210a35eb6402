// The small board pictures of "How to play" on the rules sheet, drawn as SVG by the page
// (no image files): a strip of track squares with pawns and the way they go. Loaded with
// the sheet (rules.js). Each picture only illustrates its line, which says the rule.
import { PALETTE, INK } from './pictures.js';

const NS = 'http://www.w3.org/2000/svg';
const CELL = 18; // a square's side in the picture's units
const TOP = 18; // the strip's top edge
const RED = PALETTE[0];
const BLUE = PALETTE[3];

/**
 * An SVG element with attributes.
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
function svgEl(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** The centre x of square `i` of the strip. @param {number} i */
const cx = (i) => 4 + i * CELL + CELL / 2;

/**
 * The squares of the strip; `fills` colours some of them (square index → colour).
 * @param {number} n
 * @param {Record<number, string>} [fills]
 */
function strip(n, fills = {}) {
  return Array.from({ length: n }, (_, i) =>
    svgEl('rect', { x: 4 + i * CELL, y: TOP, width: CELL, height: CELL, fill: fills[i] ?? '#ffffff', stroke: INK, 'stroke-width': 1 }),
  );
}

/**
 * A pawn on square `i` (shifted by `dx` when two share it), faded when it is a ghost.
 * @param {number} i
 * @param {{ main: string, dark: string }} colour
 * @param {{ dx?: number, ghost?: boolean }} [o]
 */
function pawn(i, colour, { dx = 0, ghost = false } = {}) {
  return svgEl('circle', { cx: cx(i) + dx, cy: TOP + CELL / 2, r: 6, fill: colour.main, stroke: colour.dark, 'stroke-width': 1.5, opacity: ghost ? 0.35 : 1 });
}

/**
 * A curved arrow over the strip from square `a` to square `b` (below it when `under`).
 * @param {number} a
 * @param {number} b
 * @param {{ under?: boolean, dashed?: boolean }} [o]
 */
function arrow(a, b, { under = false, dashed = false } = {}) {
  const y = under ? TOP + CELL + 2 : TOP - 2;
  const bend = under ? y + 12 : y - 12;
  const [x1, x2] = [cx(a), cx(b)];
  const dir = x2 >= x1 ? 1 : -1;
  const head = `M${x2} ${y} l${-4 * dir} ${under ? 5 : -5} M${x2} ${y} l${3 * dir} ${under ? 6 : -6}`;
  return svgEl('path', {
    d: `M${x1} ${y} C${x1} ${bend} ${x2} ${bend} ${x2} ${y} ${head}`,
    fill: 'none',
    stroke: INK,
    'stroke-width': 1.6,
    'stroke-linecap': 'round',
    ...(dashed ? { 'stroke-dasharray': '3 2' } : {}),
  });
}

/**
 * A mark on square `i`: a star, a cross, a number or a bar.
 * @param {number} i
 * @param {string} text
 * @param {string} [colour]
 */
function mark(i, text, colour = INK) {
  const t = svgEl('text', { x: cx(i), y: TOP + CELL / 2 + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: colour });
  t.textContent = text;
  return t;
}

/** A die face showing six. @param {number} x */
function six(x) {
  const pips = [0, 1, 2].flatMap((r) => [0, 1].map((c) => svgEl('circle', { cx: x + 5 + c * 8, cy: TOP + 3 + r * 6, r: 1.8, fill: INK })));
  return [svgEl('rect', { x, y: TOP - 2, width: 18, height: 20, rx: 4, fill: '#ffffff', stroke: INK, 'stroke-width': 1.5 }), ...pips];
}

/** @type {Record<string, () => SVGElement[]>} what each picture holds */
const PICTURES = {
  goal: () => [...strip(7, { 5: RED.light, 6: RED.main }), pawn(0, RED), arrow(0, 6)],
  enter: () => [svgEl('rect', { x: 4, y: TOP - 4, width: 26, height: 26, rx: 5, fill: RED.light, stroke: INK }), pawn(0.5, RED, { dx: 0 }), ...strip(4, { 2: RED.main }).slice(2), arrow(0.5, 2), ...six(90)],
  six: () => [...six(8), ...six(34), mark(3.5, '↻'), ...strip(6).slice(4)],
  capture: () => [...strip(6), pawn(0, RED), pawn(3, BLUE), arrow(0, 3), pawn(5, BLUE, { ghost: true }), arrow(3, 5, { under: true, dashed: true })],
  safe: () => [...strip(6, { 3: '#e6e6e6' }), mark(3, '★', '#777777'), pawn(0, RED), pawn(3, BLUE, { dx: 3 }), arrow(0, 3)],
  noShare: () => [...strip(6), pawn(0, RED), pawn(3, RED), arrow(0, 3), mark(2, '✕', '#b00020')],
  stacks: () => [...strip(6), pawn(3, RED, { dx: -3 }), pawn(3, RED, { dx: 3 }), pawn(0, RED), arrow(0, 3)],
  towers: () => [...strip(6), pawn(3, RED, { dx: -3 }), pawn(3, RED, { dx: 3 }), pawn(0, BLUE), arrow(0, 5), mark(4, '✕', '#b00020')],
  special: () => [...strip(6, { 1: '#cfe8cf', 4: '#f6d2c2' }), mark(1, '+3'), mark(4, '−3'), pawn(0, RED, { ghost: true }), arrow(0, 1)],
  exact: () => [...strip(6, { 2: RED.light, 3: RED.light, 4: RED.light, 5: RED.main }), pawn(2, RED), arrow(2, 5)],
  bounce: () => [...strip(6, { 2: RED.light, 3: RED.light, 4: RED.light, 5: RED.main }), pawn(2, RED), arrow(2, 5), arrow(5, 4, { under: true })],
};

/**
 * A picture of "How to play" (hidden from screen readers: its line says the rule).
 * @param {string} kind a key of PICTURES
 * @returns {SVGSVGElement}
 */
export function picture(kind) {
  const svg = /** @type {SVGSVGElement} */ (svgEl('svg', { viewBox: '0 0 120 54', width: 120, height: 54, class: 'howto-pic', 'aria-hidden': 'true', 'data-pic': kind }));
  svg.append(...(PICTURES[kind] ?? PICTURES.goal)());
  return svg;
}
