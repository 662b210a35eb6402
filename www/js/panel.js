// The side panel and the results: players and whose turn it is, the dice, the log, the
// legend of special squares and the results table. Only draws what the engine said.
import { $, el } from './dom.js';
import { t, logLines } from './i18n.js';
import { COLOURS, seatColours, sideColour } from './state.js';
import { drawSpecialIcon } from './render.js';

const LOG_SHOWN = 400; // the log panel keeps the last lines only
const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
const SPECIAL_ORDER = ['forward3', 'playAgain', 'back3', 'skipTurn', 'backToStart'];

/** Whose turn it is, and every seat with its colours, kind, score and place. */
export function renderPlayers(st) {
  const over = st.phase === 'over';
  const seat = st.seats[st.turn];
  $('turn-chip').className = `chip c${sideColour(st, st.side)}`;
  $('turn-text').textContent = over ? t('promptOver') : t('turnOf', { name: seat.name }) + (seat.computer ? ` (${t('computer')})` : '');
  const colours = seatColours(st);
  const places = new Map(st.ranking.map((s, i) => [s, i + 1]));
  $('players').replaceChildren(
    ...st.seats.map((s, i) => {
      const on = !over && i === st.turn;
      return el(
        'li',
        { class: `player${on ? ' on' : ''}`, 'aria-current': on ? 'true' : null },
        ...colours[i].map((c) => el('span', { class: `chip c${c}`, title: t(`colour_${COLOURS[c]}`) })),
        el('span', { class: 'pname' }, s.name),
        el('span', { class: 'pkind' }, s.computer ? t(s.computer) : t('person')),
        st.rules.scoreRanking ? el('span', { class: 'pscore' }, `${t('score')}: ${st.scores[i]}`) : null,
        places.has(i) ? el('span', { class: 'pplace' }, t('placeN', { n: places.get(i) })) : null,
      );
    }),
  );
}

/** The dice: `fresh` ones are still to be played, old ones are the last roll. */
export function renderDice({ values, fresh }) {
  $('dice').replaceChildren(
    ...values.map((v) =>
      el('div', { class: `die${fresh ? '' : ' old'}`, 'data-v': v }, ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => el('i', { class: PIPS[v]?.includes(i) ? 'on' : '' }))),
    ),
  );
}

/** The legend of the special squares on this board (hidden when there are none). */
export function renderLegend(st) {
  const kinds = [...new Set(st.specialSquares.map((s) => s.kind))];
  $('legend').hidden = kinds.length === 0;
  kinds.sort((a, b) => SPECIAL_ORDER.indexOf(a) - SPECIAL_ORDER.indexOf(b));
  const dpr = globalThis.devicePixelRatio || 1;
  $('legend-list').replaceChildren(
    ...kinds.map((k) => {
      const c = el('canvas', { width: String(Math.round(24 * dpr)), height: String(Math.round(24 * dpr)), 'aria-hidden': 'true' });
      const ctx = c.getContext('2d');
      ctx.scale(dpr, dpr);
      drawSpecialIcon(ctx, k, 12, 12, 22);
      return el('li', {}, c, el('span', { 'data-special': k }, t(`special_${k}`)));
    }),
  );
}

/** The whole log, in the page's language (and the legend's words with it). */
export function renderLog(st) {
  const list = $('log');
  list.replaceChildren(...logLines(st.log, st).slice(-LOG_SHOWN).map((l) => el('li', {}, l)));
  list.scrollTop = list.scrollHeight;
  for (const node of document.querySelectorAll('#legend-list [data-special]')) node.textContent = t(`special_${node.dataset.special}`);
}

/** Adds the lines of new log entries. */
export function appendLog(events, st) {
  const list = $('log');
  for (const line of logLines(events, st)) list.append(el('li', {}, line));
  while (list.childElementCount > LOG_SHOWN) list.firstElementChild.remove();
  list.scrollTop = list.scrollHeight;
}

/** The results table from the engine's stats(): places, scores (velvet), per-player figures. */
export function renderResults(st, stats) {
  const colours = seatColours(st);
  const score = st.rules.scoreRanking;
  const rows = [...stats].sort((a, b) => (a.place ?? 99) - (b.place ?? 99));
  const head = ['place', 'player', ...(score ? ['score'] : []), 'turns', 'sixes', 'captures', 'captured', 'finished'];
  $('results-table').replaceChildren(
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col' }, t(h))))),
    el(
      'tbody',
      {},
      ...rows.map((r) =>
        el(
          'tr',
          { class: r.place === 1 ? 'winner' : '' },
          el('td', {}, r.place ? t('placeN', { n: r.place }) : '–'),
          el('th', { scope: 'row' }, ...colours[r.seat].map((c) => el('span', { class: `chip c${c}` })), ` ${r.name}`),
          score ? el('td', {}, String(r.score)) : null,
          el('td', {}, String(r.turns)),
          el('td', {}, String(r.sixes)),
          el('td', {}, String(r.captures)),
          el('td', {}, String(r.captured)),
          el('td', {}, String(r.finished)),
        ),
      ),
    ),
  );
}
