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
