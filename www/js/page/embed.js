// What the page offers a site that embeds it in an iframe: its look set by URL parameters
// (the header and the language picker shown or not, a theme, an accent colour) and
// events posted to the embedding page when the page is ready, a game starts or a saved
// one is resumed, and a game ends (once per game, also over reloads). Events go to the parent window only, and carry nothing private: the players'
// names, the rules, the places and the scores.
import { armsOf } from '../game/arms.js';

/** @typedef {import('./config.js').Look} Look */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').SeatStats} SeatStats */

/**
 * An event for the embedding page: `{ source: 'ludo', type, ...detail }`.
 * @typedef {{ source: 'ludo', type: 'ready' | 'start' | 'resume' | 'end', [key: string]: unknown }} EmbedEvent
 */

/**
 * The relative luminance of a colour `#rrggbb` (WCAG 2).
 * @param {string} hex
 */
export function luminance(hex) {
  const channel = (/** @type {number} */ i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * `#abc` as `#aabbcc`; a six-digit colour as it is.
 * @param {string} hex
 */
export function longHex(hex) {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

/**
 * The text colour that reads best on an accent colour: near-black or white, whichever
 * has the higher contrast ratio.
 * @param {string} accent `#rrggbb`
 */
export function textOn(accent) {
  const l = luminance(accent);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / (0.0141 + 0.05); // against #0b1320
  return onBlack >= onWhite ? '#0b1320' : '#ffffff';
}

/**
 * Dresses the page as the URL asks: theme, accent, and the header and language picker
 * hidden when asked.
 * @param {Look} look
 * @param {HTMLElement} root the document's root element
 */
export function applyLook(look, root = document.documentElement) {
  if (look.theme !== 'auto') root.dataset.theme = look.theme;
  if (look.accent) {
    const accent = longHex(look.accent);
    root.style.setProperty('--accent', accent);
    root.style.setProperty('--accent-fg', textOn(accent));
  }
  const bar = document.querySelector('header.bar');
  if (bar instanceof HTMLElement) bar.hidden = !look.header;
  const picker = document.querySelector('label.lang');
  if (picker instanceof HTMLElement) picker.hidden = !look.langPicker;
}

/** Whether the page runs inside another page's frame. */
function framed() {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * Posts an event to the embedding page, if there is one.
 * @param {EmbedEvent['type']} type
 * @param {Record<string, unknown>} [detail]
 */
export function tell(type, detail = {}) {
  if (!framed()) return;
  /** @type {EmbedEvent} */
  const event = { source: 'ludo', type, ...detail };
  // Nothing private travels: any embedding origin may read it, as the README says.
  window.parent.postMessage(event, '*');
}

/**
 * The `start` (and `resume`) event's detail: the rules and who plays (with partners, the
 * teams as their seats, and the board's arms).
 * @param {GameView} view
 */
export function startDetail(view) {
  return {
    preset: view.preset,
    seed: view.seed,
    seats: view.seats.map((s, seat) => ({ seat, name: s.name, computer: s.computer })),
    ...teamsOf(view),
  };
}

/**
 * With six arms or partners: `arms` and `teams` (each team's seats), else nothing.
 * @param {GameView} view
 */
function teamsOf(view) {
  const { partners } = /** @type {GameView & { partners?: number[][] }} */ (view);
  return { ...(armsOf(view.rules) === 6 && { arms: 6 }), ...(partners && { teams: partners }) };
}

/**
 * The `end` event's detail: each seat's place and score, best place first, and the winner.
 * @param {GameView} view
 * @param {SeatStats[]} stats
 */
export function endDetail(view, stats) {
  const places = [...stats]
    .sort((a, b) => (a.place ?? 99) - (b.place ?? 99))
    .map((s) => ({ seat: s.seat, name: s.name, computer: view.seats[s.seat].computer, place: s.place, score: s.score }));
  const winner = view.ranking[0];
  const detail = { preset: view.preset, winner: winner === undefined ? null : { seat: winner, name: view.seats[winner].name }, places, ...teamsOf(view) };
  // with partners, the winning team too: its seats
  const { partners } = /** @type {GameView & { partners?: number[][] }} */ (view);
  const team = partners?.find((t) => t.includes(winner ?? -1));
  return team ? { ...detail, winningTeam: team } : detail;
}
