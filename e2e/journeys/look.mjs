// What the page shows and offers, read in one look (one evaluate): the screen, the
// controls a person could use now (shown, enabled, not under an open dialog), what the
// game asks, the visible text. And `settle`, which waits, on the page's own frames, until
// the page waits for a person (or shows a screen that does not move by itself).

/**
 * The controls a journey may use, by name: each a CSS selector of what a person presses.
 * A control is offered when it is shown, not disabled, not inert and, when a modal dialog
 * or the results (which cover the page) are open, on them. Undo is offered whenever it is shown: pressing it when it is marked
 * unusable (aria-disabled) must say why and change nothing.
 */
export const CONTROLS = {
  quickPlay: '#quick-play',
  start: '#start',
  setupCancel: '#setup-cancel',
  openSetup: '#import-setup',
  watchFile: '#watch-file',
  newGame: '#new-game',
  roll: '#roll',
  undo: '#undo',
  hint: '#hint',
  save: '#export',
  open: '#import',
  rules: '#rules-open',
  lang: '#lang',
  rulesClose: '#rules-sheet[open] .row.end button',
  messageClose: '#message-close',
  resultsReplay: '#results-replay',
  resultsAnalyse: '#results-analyse',
  resultsBoard: '#results-board',
  resultsAgain: '#results-again',
  resultsNew: '#results-new',
  finishNow: '#finish-now',
  finishLeave: '#finish-leave',
  replayForward: '#replay-bar [data-act="forward"]',
  replayBack: '#replay-bar [data-act="back"]',
  replayEnd: '#replay-bar [data-act="end"]',
  replayStart: '#replay-bar [data-act="start"]',
  replayClose: '#replay-bar [data-act="close"]',
  replayAnalyse: '[data-act="analyse"]',
  nextMistake: '#analysis [data-act="next-mistake"]',
  prevMistake: '#analysis [data-act="prev-mistake"]',
  pawn: '.hit.pawn',
  pick: '#pick button',
  target: '#hits[data-selected] .hit.target',
};

/**
 * @typedef {{
 *   ready: boolean, screen: string, replay: boolean, analysis: boolean, analysing: boolean,
 *   dialog: boolean, message: string | null, lang: string, langChosen: string,
 *   offered: string[], undoMarked: boolean, rollText: string, turnText: string, prompt: string,
 *   text: string, names: string[], board: { top: number, bottom: number, height: number } | null,
 *   viewport: { width: number, height: number }, search: string
 * }} Look
 */

/**
 * Looks at the page once.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<Look>}
 */
export function look(page) {
  return page.evaluate((controls) => {
    const $ = (/** @type {string} */ id) => document.getElementById(id);
    const shown = (/** @type {Element | null} */ n) => Boolean(n && n.checkVisibility({ checkOpacity: true, visibilityProperty: true }));
    // an open dialog, or the results over the whole page: only what is on it can be used
    // (and the message, which lies above the results; a modal dialog, in the top layer,
    // lies above the message, which is closed once the dialog is)
    const modal = document.querySelector('dialog:modal');
    const cover = modal ?? (shown($('results')) ? $('results') : null);
    const usable = (/** @type {Element} */ n) =>
      shown(n) && !(/** @type {HTMLButtonElement} */ (n).disabled) && !n.closest('[inert]') && (!cover || cover.contains(n) || (!modal && Boolean($('message')?.contains(n))));
    const offered = Object.entries(controls)
      .filter(([, css]) => [...document.querySelectorAll(css)].some(usable))
      .map(([name]) => name);
    const screen = ['loading', 'results', 'setup', 'lobby', 'play'].find((id) => shown($(id))) ?? 'none';
    const analysis = $('analysis');
    const board = $('board');
    const r = shown(board) ? board?.getBoundingClientRect() : null;
    const message = $('message');
    return {
      ready: !document.body.classList.contains('booting') && !shown($('loading')),
      screen,
      replay: shown($('replay-bar')),
      analysis: shown(analysis),
      analysing: Boolean(analysis && shown(analysis) && analysis.querySelector('progress')),
      dialog: Boolean(modal),
      message: message && !message.hidden ? ($('message-text')?.textContent ?? '') : null,
      lang: document.documentElement.lang,
      langChosen: /** @type {HTMLSelectElement} */ ($('lang')).value,
      offered,
      undoMarked: $('undo')?.getAttribute('aria-disabled') === 'true',
      rollText: $('roll')?.textContent ?? '',
      turnText: $('turn-text')?.textContent ?? '',
      prompt: $('prompt')?.textContent ?? '',
      // what is shown: the live region (read out once, when something happens) is not
      text: document.body.innerText.replace($('live')?.innerText || '\u0000', ''),
      names: [...document.querySelectorAll('#players .pname')].filter((n) => n instanceof HTMLElement && n.checkVisibility()).map((n) => n.textContent ?? ''),
      board: r ? { top: r.top, bottom: r.bottom, height: r.height } : null,
      viewport: { width: innerWidth, height: innerHeight },
      search: location.search,
    };
  }, CONTROLS);
}

/**
 * Waits until the page has settled: loaded, in the language chosen, and waiting for a
 * person (to roll, to choose a move, or on a screen that does not change by itself: the
 * new-game form, the results, a replay, a finished analysis). Computers play meanwhile.
 * With `anyScreen`, once it shows a screen whatever it waits for (a room's pages, whose
 * game goes on elsewhere too).
 * @param {import('@playwright/test').Page} page
 * @param {number} [timeout]
 * @param {boolean} [anyScreen]
 */
export async function settle(page, timeout = 60_000, anyScreen = false) {
  await page.waitForFunction(
    (any) => {
      const $ = (/** @type {string} */ id) => document.getElementById(id);
      const shown = (/** @type {Element | null} */ n) => Boolean(n && n.checkVisibility());
      if (document.readyState !== 'complete' || document.body.classList.contains('booting') || shown($('loading'))) return false;
      if (document.documentElement.lang !== /** @type {HTMLSelectElement} */ ($('lang')).value) return false;
      if (any && !shown($('setup'))) return ['lobby', 'play', 'results'].some((id) => shown($(id)));
      const analysis = $('analysis');
      if (shown(analysis)) return !analysis?.querySelector('progress');
      if (shown($('replay-bar'))) return true;
      if (shown($('setup'))) return Boolean($('presets')?.children.length);
      if (shown($('results')) || shown($('lobby'))) return true;
      if (!shown($('play'))) return false;
      const roll = /** @type {HTMLButtonElement} */ ($('roll'));
      return !roll.disabled || Boolean(document.querySelector('.hit.pawn, #pick button, #finish-bar:not([hidden])'));
    },
    anyScreen,
    { timeout, polling: 'raf' },
  );
}
