// The side panel: players and whose turn it is, the prompt and the buttons, the dice of
// the hand (used ones marked), the log (a line per turn), the hints and the legend of
// special squares. Only draws what the engine said; the end screen is end.js's.
import { $, el, revealCut } from '../page/dom.js';
import { t, lang, has, moveText } from '../words/i18n.js';
import { timing } from '../page/config.js';
import { COLOURS, seatColours, sideColour, sameLook } from '../board/layout.js';
import { drawSpecialIcon } from '../board/pictures.js';
import { logBook } from '../game/logbook.js';
import { sleep } from '../game/state.js';

/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Hint} Hint */
/** @typedef {import('../../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../../pkg/ludo.js').HandDie} HandDie */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../game/logbook.js').LogLine} LogLine */
/** @typedef {import('../game/logbook.js').Board} Board */
/** @typedef {{ awaiting: 'roll' | 'move' | null, picking: string[] | null, selected?: { pawn: string, n: number } | null, undoBlocked: string | null, undoTitle?: string, settled?: boolean }} Status */

const LOG_SHOWN = 300; // the log panel keeps the last lines only
/** @type {Record<number, number[]>} */
const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
const SPECIAL_ORDER = ['forward3', 'playAgain', 'back3', 'skipTurn', 'backToStart'];

/** @type {ResizeObserver | null} */
let cutWatcher = null;

/**
 * How the seat list and the turn line name partners and places: without teams nobody's
 * partner, and places in finishing order. screens/teams.js, loaded with teams (and with
 * the end screen), puts its own here, so that the first load carries none of it.
 */
export const team = {
  with: (/** @type {GameView} */ _st, /** @type {number} */ _seat) => '',
  places: (/** @type {GameView} */ st) => new Map(st.ranking.map((s, k) => [s, k + 1])),
  /** a hint's chance to win, in teams the team's */
  chance: (/** @type {GameView | null} */ _st, /** @type {string} */ p) => t('winChance', { p }),
};

/**
 * Whose turn it is, and every seat with its colours, kind, score and place. The list is
 * drawn again only when its seats or words change; each step updates it in place.
 * @param {GameView} st
 */
export function renderPlayers(st) {
  const over = st.phase === 'over';
  const seat = st.seats[st.seatOnTurn];
  $('turn-chip').className = `chip c${sideColour(st, st.side)}`;
  $('turn-chip').hidden = over;
  const turn = $('turn-text');
  const partner = team.with(st, st.seatOnTurn);
  turn.textContent = over ? t('promptOver') : t('turnOf', { name: seat.name }) + (seat.computer ? ` (${t('computer')})` : '') + (partner ? ` · ${partner}` : '');
  turn.title = turn.textContent;
  const colours = seatColours(st);
  const list = $('players');
  const key = JSON.stringify([st.seats, colours, st.scored, /** @type {any} */ (st).partners, lang()]);
  if (list.dataset.key !== key) {
    list.dataset.key = key;
    list.replaceChildren(
      ...st.seats.map((s, i) =>
        el(
          'li',
          { class: 'player' },
          ...colours[i].map((c) => el('span', { class: `chip c${c}`, title: t(`colour_${COLOURS[c]}`) })),
          el('span', { class: 'pname name' }, s.name),
          el('span', { class: 'pkind' }, [s.computer ? t(s.computer) : t('person'), team.with(st, i)].filter(Boolean).join(' · ')),
          st.scored ? el('span', { class: 'pscore' }) : null,
          el('span', { class: 'pplace' }),
        ),
      ),
    );
    // which names are cut depends on the list's width: looked at again when it changes
    let width = 0;
    cutWatcher?.disconnect();
    cutWatcher = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width === width) return;
      width = entry.contentRect.width;
      revealCut(list.querySelectorAll('.pname'));
    });
    cutWatcher.observe(list);
  }
  const placed = team.places(st);
  [...list.children].forEach((li, i) => {
    const on = !over && i === st.seatOnTurn;
    li.classList.toggle('on', on);
    if (on) li.setAttribute('aria-current', 'true');
    else li.removeAttribute('aria-current');
    const score = li.querySelector('.pscore');
    if (score) score.textContent = `${t('score')}: ${st.scores[i]}`;
    /** @type {HTMLElement} */ (li.querySelector('.pplace')).textContent = placed.has(i) ? t('placeN', { n: placed.get(i) }) : '';
  });
}

/**
 * The players, the Roll button, the prompt, and the Undo and Hint buttons.
 * @param {GameView} st
 * @param {Status} status
 */
export function renderStatus(st, { awaiting, picking, selected = null, undoBlocked, undoTitle = '', settled = false }) {
  const over = st.phase === 'over';
  const seat = st.seats[st.seatOnTurn];
  renderPlayers(st);
  const roll = /** @type {HTMLButtonElement} */ ($('roll'));
  roll.textContent = over ? t('results') : t('roll');
  roll.disabled = !(over || awaiting === 'roll');
  let prompt = '';
  if (over) prompt = t('promptOver');
  else if (awaiting === 'roll') prompt = t('promptRoll', { name: seat.name });
  else if (awaiting === 'move' && picking) prompt = t('promptPick', { pawns: picking.join(', ') });
  // a pawn with several moves, picked: its squares are shown, one is to be tapped
  else if (awaiting === 'move' && selected) prompt = t('promptWhere', selected);
  else if (awaiting === 'move') prompt = t('promptMove', { name: seat.name });
  else if (seat.computer) prompt = t('promptComputer', { name: seat.name });
  $('prompt').textContent = prompt;
  // Undo stays pressable when it cannot be used: pressing it says why (also in its title,
  // which otherwise names whose move it takes back when several people play here)
  const undo = $('undo');
  undo.setAttribute('aria-disabled', String(Boolean(undoBlocked)));
  undo.title = undoBlocked ?? undoTitle;
  const hint = /** @type {HTMLButtonElement} */ ($('hint'));
  hint.disabled = awaiting !== 'move';
  renderSettled(settled);
}

/**
 * Once every person's place is settled (the engine's `settled`): a bar under the prompt
 * with "Finish now" (the computers play the rest at once) and "Leave" (the game ends
 * with the places as they stand). sheets.js wires its buttons.
 * @param {boolean} settled
 */
function renderSettled(settled) {
  let bar = document.getElementById('finish-bar');
  if (!settled) {
    bar?.remove();
    return;
  }
  if (!bar) {
    bar = el('div', { id: 'finish-bar', class: 'finish-bar', role: 'group', 'aria-labelledby': 'finish-about' });
    $('prompt').after(bar);
  }
  bar.replaceChildren(
    el('p', { id: 'finish-about' }, t('finishAbout')),
    el('div', { class: 'row' },
      el('button', { type: 'button', id: 'finish-now', class: 'btn primary small' }, t('finishNow')),
      el('button', { type: 'button', id: 'finish-leave', class: 'btn small' }, t('finishLeave'))),
  );
}

/**
 * The dice of the hand: dice to play, dice played this turn (marked), or the last
 * turn's dice (faded); `pick` is the value of the die of the move pointed at.
 * @param {HandDie[]} hand
 * @param {number | null} [pick]
 */
export function renderDice(hand, pick = null) {
  let picked = false;
  $('dice').replaceChildren(
    ...hand.map((d) => {
      const on = !picked && d.state === 'live' && d.die === pick;
      picked ||= on;
      return el(
        'div',
        { class: `die ${d.state}${on ? ' aimed' : ''}`, 'data-v': d.die },
        ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => el('i', { class: PIPS[d.die]?.includes(i) ? 'on' : '' })),
      );
    }),
  );
}

/**
 * The new die tumbling for a while (scaled by `factor`; 0: not at all) beside the dice
 * already in hand, then the hand; rejects as soon as the game's `signal` is aborted
 * (another game took the board), leaving the dice to it.
 * @param {HandDie[]} hand the hand after the roll, the new die last
 * @param {number} factor
 * @param {AbortSignal} signal the game's
 */
export async function tumble(hand, factor, signal) {
  signal.throwIfAborted();
  if (factor > 0) {
    const end = performance.now() + timing.dice * factor;
    const box = $('dice');
    box.classList.add('rolling');
    try {
      while (performance.now() < end) {
        const face = 1 + Math.floor(Math.random() * 6);
        renderDice(hand.map((d, i) => (i === hand.length - 1 ? { die: face, state: /** @type {const} */ ('live') } : d)));
        await sleep(timing.diceFrame, signal);
      }
    } finally {
      box.classList.remove('rolling');
    }
  }
  renderDice(hand);
}

/**
 * The legend of the special squares on this board (hidden when there are none).
 * @param {GameView} st
 */
export function renderLegend(st) {
  const kinds = [...new Set(st.specialSquares.map((s) => s.kind))];
  $('legend').hidden = kinds.length === 0;
  kinds.sort((a, b) => SPECIAL_ORDER.indexOf(a) - SPECIAL_ORDER.indexOf(b));
  const dpr = globalThis.devicePixelRatio || 1;
  $('legend-list').replaceChildren(
    ...kinds.map((k) => {
      const c = /** @type {HTMLCanvasElement} */ (el('canvas', { width: String(Math.round(24 * dpr)), height: String(Math.round(24 * dpr)), 'aria-hidden': 'true' }));
      const ctx = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
      ctx.scale(dpr, dpr);
      // a kind is a reward or a penalty as the engine says of its squares
      const square = st.specialSquares.find((s) => s.kind === k)?.square ?? -1;
      drawSpecialIcon(ctx, k, 12, 12, 22, st.rewards.includes(square));
      return el('li', {}, c, el('span', { 'data-special': k }, t(`special_${k}`)));
    }),
  );
}

/**
 * A line of the log: the colour and the name of a turn's player, then what they did.
 * @param {LogLine} line
 */
function logItem(line) {
  return el(
    'li',
    { class: `lg-${line.kind}`, 'data-start': line.start },
    line.colour !== undefined ? el('span', { class: `chip c${line.colour}`, 'aria-hidden': 'true' }) : null,
    line.name ? el('b', {}, line.name) : null,
    line.name ? ' ' : null,
    line.text,
  );
}

/**
 * The last lines of the log (from the page's copy of it), in the page's language, and
 * the legend's words with it.
 * @param {GameView} st
 * @param {LogEntry[]} log
 * @param {Board} geo
 */
export function renderLog(st, log, geo) {
  const list = $('log');
  list.replaceChildren(...logBook(log, 0, st, geo).slice(-LOG_SHOWN).map(logItem));
  list.scrollTop = list.scrollHeight;
  for (const node of document.querySelectorAll('#legend-list [data-special]')) {
    if (node instanceof HTMLElement) node.textContent = t(`special_${node.dataset.special}`);
  }
}

/**
 * Brings the log up to date after a step: the last turn's line is drawn again with what
 * the step added, and new lines follow.
 * @param {GameView} st
 * @param {LogEntry[]} log
 * @param {Board} geo
 */
export function appendLog(st, log, geo) {
  const list = $('log');
  const last = /** @type {HTMLElement | null} */ (list.lastElementChild);
  const from = last ? Number(last.dataset.start) : 0;
  for (let node = last; node && Number(node.dataset.start) >= from; node = /** @type {HTMLElement | null} */ (list.lastElementChild)) {
    node.remove();
  }
  list.append(...logBook(log, from, st, geo).map(logItem));
  while (list.childElementCount > LOG_SHOWN) list.firstElementChild?.remove();
  list.scrollTop = list.scrollHeight;
}

/**
 * The chance to win after a move: a meter, with its percent as text.
 * @param {number} pct
 * @param {string} text
 */
function chanceMeter(pct, text) {
  return el(
    'span',
    { class: 'hint-chance' },
    el('meter', { class: 'hint-meter', min: 0, max: 100, low: 25, high: 60, optimum: 100, value: pct, 'aria-label': text, 'aria-valuetext': text }),
    el('span', { class: 'hint-pct', 'aria-hidden': 'true' }, text),
  );
}

/**
 * The chances to win as the hints show them: with as many decimals (0 to 2) as it takes
 * to tell apart the chances that differ, in the page's language.
 * @param {number[]} chances from 0 to 1
 * @returns {{ texts: string[], equal: boolean }} `equal`: every chance the same, to 0.01 %
 */
export function chanceTexts(chances) {
  const key = (/** @type {number} */ v) => Math.round(v * 10000);
  const distinct = new Set(chances.map(key)).size;
  let digits = 0;
  while (digits < 2 && new Set(chances.map((v) => (v * 100).toFixed(digits))).size < distinct) digits++;
  const format = new Intl.NumberFormat(lang(), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return { texts: chances.map((v) => format.format(v * 100)), equal: chances.length > 1 && distinct === 1 };
}

/**
 * The ranked moves of a hint, each a button that plays it; returns what to announce.
 * @param {Hint[]} list
 * @param {LegalMove[]} moves
 * @param {Pick<Geometry, 'places'>} geo the board's geometry (what each path position is)
 * @param {{ play: (id: number) => void, point: (id: number) => void }} on
 * @param {GameView | null} view the game the hints are for (in teams a chance is the team's)
 * @returns {string}
 */
export function renderHints(list, moves, geo, on, view) {
  const multi = new Set(moves.map((m) => m.die)).size > 1;
  // moves that differ only in which of several alike pawns goes are listed once
  const moveOf = (/** @type {Hint} */ h) => moves.find((m) => m.id === h.id);
  const shown = list.filter((h, i) => {
    const m = moveOf(h);
    return !list.slice(0, i).some((o) => {
      const p = moveOf(o);
      return m && p && sameLook(m, p);
    });
  });
  /** @type {string[]} */
  const said = [];
  const { texts, equal } = chanceTexts(shown.map((h) => (typeof h.winChance === 'number' ? h.winChance : 0)));
  const items = shown.map((h, i) => {
    const known = has(`reason_${h.reason}`);
    const reason = known ? t(`reason_${h.reason}`) : h.reason;
    const move = moveOf(h);
    const text = (lang() === 'en' && !known) || !move ? h.text : moveText(move, geo, multi);
    const pct = typeof h.winChance === 'number' ? h.winChance * 100 : null;
    const chance = pct === null ? '' : team.chance(view, texts[i]);
    said.push(t('sayHint', { text, reason: chance ? `${reason} (${chance})` : reason }));
    const button = el(
      'button',
      { type: 'button', class: 'hint-move', 'data-move': h.id, onclick: () => on.play(h.id), onmouseenter: () => on.point(h.id), onfocus: () => on.point(h.id) },
      el('span', { class: 'hint-rank' }, `${i + 1}.`),
      el('span', { class: 'hint-text' }, text),
      el('span', { class: 'hint-reason' }, reason),
      pct !== null && chanceMeter(pct, chance),
    );
    return el('li', {}, button);
  });
  const box = $('hints');
  const note = equal ? el('p', { class: 'hints-equal' }, t('hintEqual')) : null;
  box.replaceChildren(el('p', { class: 'hints-title' }, list.length ? t('hintTitle') : t('hintNone')), ...(note ? [note] : []), el('ol', {}, ...items));
  box.hidden = false;
  return [note ? t('hintEqual') : '', said[0] ?? t('hintNone')].join(' ').trim();
}
