// Small DOM helpers. Text always goes in as text (names come from players and files).

/**
 * The element with this id (the page has every id the scripts ask for).
 * @param {string} id
 * @returns {HTMLElement}
 */
export const $ = (id) => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node;
};

/** @typedef {Node | string | number | null | undefined | false} Child */

/**
 * Creates an element: `el('button', { class: 'btn', type: 'button' }, 'Roll')`.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElement}
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else if (v === true) node.setAttribute(k, '');
    else node.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/**
 * The text of an error: an engine refusal's English reason, for the console (the player
 * reads messages.js's sentences).
 * @param {unknown} e
 */
export const messageOf = (e) => (e instanceof Error ? e.message : String(e));

/** Whether the user asked the system for less motion. */
export function reducedMotion() {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Lets names cut short by an ellipsis (style.css's .name) be read whole: a cut one gets
 * its full text as a title (shown on hover) and takes the keyboard focus, where the page
 * shows it whole; whole ones get neither.
 * @param {Iterable<Element>} nodes
 */
export function revealCut(nodes) {
  for (const node of nodes) {
    // one shown whole on focus or hover is not cut now: it keeps what it had
    if (!(node instanceof HTMLElement) || node.matches(':focus, :hover')) continue;
    const cut = node.scrollWidth > node.clientWidth + 1;
    node.title = cut ? (node.textContent ?? '') : '';
    if (cut) node.tabIndex = 0;
    else node.removeAttribute('tabindex');
  }
}

/**
 * Adds the styles of a part loaded on demand to the page (a constructed style sheet, so
 * the single-file build's Content-Security-Policy lets it in too).
 * @param {string} css
 */
export function adoptCss(css) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Puts a notice that floats over the page (position: fixed) where it covers none of the
 * board on show: where its style sheet puts it when that is clear of the board, else at
 * the first of `places` that is on screen and clear of it (each sets its style: left,
 * right, top, bottom, max-width, in CSS pixels, given the board's box and the screen's
 * size), else at the last of them. Nothing moves while no board is shown.
 * @param {HTMLElement} node
 * @param {(board: DOMRect, width: number, height: number) => Partial<Record<'left' | 'right' | 'top' | 'bottom' | 'maxWidth', number | 'auto'>>[]} places
 */
export function keepOffBoard(node, places) {
  const props = /** @type {const} */ (['left', 'right', 'top', 'bottom', 'maxWidth']);
  for (const p of props) node.style[p] = '';
  const wrap = document.getElementById('board-wrap');
  if (node.hidden || !wrap || wrap.getClientRects().length === 0) return;
  const b = wrap.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const clear = () => {
    const r = node.getBoundingClientRect();
    const apart = r.bottom <= b.top || r.top >= b.bottom || r.right <= b.left || r.left >= b.right;
    return apart && r.top >= 0 && r.left >= 0 && r.bottom <= height && r.right <= width;
  };
  if (clear()) return;
  for (const place of places(b, width, height)) {
    for (const p of props) node.style[p] = typeof place[p] === 'number' ? `${place[p]}px` : (place[p] ?? '');
    if (clear()) return;
  }
}
