// The analysis's chart, loaded with it (analysis.js): each player's chance to win at the
// start of every turn, one line per player in their colour, turns along the bottom, the
// turns with a capture, a six or a pawn home marked under the lines. An SVG drawn here;
// a range input over it takes clicks, taps and arrow keys and says the turn in words.

/** @typedef {import('../../../pkg/ludo.js').ChartPoint} ChartPoint */

const NS = 'http://www.w3.org/2000/svg';
const W = 360;
const H = 150;
/** the band under the lines for the marks */
const MARKS = 18;
const TOP = 6;

/**
 * An SVG element.
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
function svg(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/**
 * Each colour's line, in `Colour` order: the board's shades (board/pictures.js, PALETTE: the main
 * ones, yellow's dark one, to stand out on white), written here so the chart imports
 * nothing of the first load.
 */
const LINES = ['#D55E00', '#009E73', '#6E6608', '#0072B2', '#A8457E', '#2B7FB0'];

/**
 * A seat's line colour.
 * @param {number} colour
 */
export function lineColour(colour) {
  return LINES[colour] ?? LINES[0];
}

/**
 * The chart.
 * @param {ChartPoint[]} points
 * @param {number[]} colours each seat's colour
 * @param {{ label: string, describe: (i: number) => string, pick: (i: number) => void, first: string, last: string }} how
 *   the input's label, a point in words, what a chosen point does, and the words under
 *   the chart's first and last turns (their rounds)
 */
export function drawChart(points, colours, how) {
  const n = points.length;
  const x = (/** @type {number} */ i) => (n > 1 ? (i / (n - 1)) * W : W / 2);
  const y = (/** @type {number} */ c) => TOP + (1 - c) * (H - MARKS - TOP);
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'an-chart', 'aria-hidden': 'true', preserveAspectRatio: 'none' });
  for (const c of [0, 0.25, 0.5, 0.75, 1]) {
    root.append(svg('line', { x1: 0, x2: W, y1: y(c), y2: y(c), class: c === 0.5 ? 'an-grid mid' : 'an-grid' }));
  }
  colours.forEach((colour, seat) => {
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.chances[seat] ?? 0).toFixed(1)}`).join('');
    root.append(svg('path', { d, fill: 'none', stroke: lineColour(colour), 'stroke-width': 2, 'vector-effect': 'non-scaling-stroke', 'stroke-linejoin': 'round' }));
  });
  points.forEach((p, i) => {
    const fill = lineColour(colours[p.seat] ?? 0);
    const base = H - MARKS / 2;
    if (p.capture) root.append(svg('circle', { cx: x(i), cy: base - 4, r: 3, fill, class: 'an-mark' }));
    if (p.finish) root.append(svg('rect', { x: x(i) - 3, y: base + 1, width: 6, height: 6, fill, class: 'an-mark' }));
    else if (p.six) root.append(svg('line', { x1: x(i), x2: x(i), y1: base + 1, y2: base + 7, stroke: fill, 'stroke-width': 2, 'vector-effect': 'non-scaling-stroke' }));
  });
  const cursor = svg('line', { x1: 0, x2: 0, y1: 0, y2: H - MARKS, class: 'an-cursor' });
  root.append(cursor);
  const input = document.createElement('input');
  Object.assign(input, { type: 'range', className: 'an-input', min: '0', max: String(Math.max(0, n - 1)), step: '1', value: '0' });
  input.setAttribute('aria-label', how.label);
  const place = (/** @type {number} */ i) => {
    cursor.setAttribute('x1', String(x(i)));
    cursor.setAttribute('x2', String(x(i)));
    input.value = String(i);
    input.setAttribute('aria-valuetext', how.describe(i));
  };
  input.addEventListener('input', () => how.pick(Number(input.value)));
  place(0);
  const box = document.createElement('div');
  box.className = 'an-chart-box';
  box.append(root, input);
  // the axes: the chance to win up the side (the grid's lines), the rounds along the bottom
  const up = document.createElement('div');
  up.className = 'an-y';
  up.setAttribute('aria-hidden', 'true');
  for (const c of [1, 0.5, 0]) {
    const tick = document.createElement('span');
    tick.textContent = `${c * 100} %`;
    tick.style.top = `${((y(c) / H) * 100).toFixed(1)}%`;
    up.append(tick);
  }
  const along = document.createElement('div');
  along.className = 'an-x';
  along.setAttribute('aria-hidden', 'true');
  for (const words of [how.first, how.last]) {
    const tick = document.createElement('span');
    tick.textContent = words;
    along.append(tick);
  }
  const figure = document.createElement('div');
  figure.className = 'an-plot';
  figure.append(up, box, along);
  return { box: figure, place };
}

/**
 * The index of the chart's point for the position after `k` steps: the last turn begun
 * by then.
 * @param {ChartPoint[]} points
 * @param {number} k
 */
export function pointAt(points, k) {
  let at = 0;
  points.forEach((p, i) => p.step <= k && (at = i));
  return at;
}
