// The end of a game, loaded when a game ends: a celebration on the board in the
// winner's colours, then the end screen: the winner named, the places (with the scores
// when the rules rank by score) and the figures of the engine's stats(). Only draws what
// the engine said.
import { teamOf, places } from './teams.js';
import { sixSay } from '../words/six.js';
import { $, el, adoptCss } from '../page/dom.js';
import { t } from '../words/i18n.js';
import * as sound from '../page/sound.js';
import { PALETTE } from '../board/pictures.js';
import { seatColours } from '../board/layout.js';
import { coloursOf } from '../game/moments.js';
import { fetchAhead } from '../game/expertmodule.js';

/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').SeatStats} SeatStats */
/** @typedef {import('../board/cues.js').Effect} Effect */
/** @typedef {import('../game/play.js').Play} Play */
/** @typedef {{ x: number, y: number, vx: number, vy: number, spin: number, size: number, colour: string, delay: number }} Bit */

const CONFETTI_MS = 6500;
/** The pause between a game's last move and its end screen, at normal speed (ms). */
const END_PAUSE = 1100;
const TROPHY = 'M18 6h28v6h10v8c0 9-6 15-13 16-2 5-6 8-9 9v7h9v6H21v-6h9v-7c-3-1-7-4-9-9-7-1-13-7-13-16v-8h10zm-5 11v3c0 5 3 9 6 10-1-4-1-8-1-13zm38 0h-5c0 5 0 9-1 13 3-1 6-5 6-10z';
const CSS = `
.results .card { text-align: center; }
.results .row.end { justify-content: center; }
.trophy { width: 64px; height: 64px; fill: #F2B705; stroke: #7a5a00; stroke-width: 1.5; margin: 2px auto 0; display: block; }
.results h2 { margin: 4px 0 10px; font-size: 1.6rem; overflow-wrap: anywhere; }
.podium { list-style: none; margin: 0 auto 12px; padding: 0; display: grid; gap: 6px; max-width: 420px; text-align: left; }
.podium .place { display: flex; align-items: center; gap: 8px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 10px; }
.podium .p1 { border-color: #F2B705; box-shadow: 0 0 0 2px #F2B705; font-weight: 700; font-size: 1.1rem; }
.podium .pname { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.medal { flex: none; width: 1.8em; height: 1.8em; border-radius: 50%; display: grid; place-items: center; font-weight: 700; background: var(--line); color: var(--fg); }
.p1 .medal { background: #F2B705; color: #1f2933; }
.p2 .medal { background: #C9CED6; color: #1f2933; }
.p3 .medal { background: #D08B4F; color: #1f2933; }
.figures { text-align: left; margin-bottom: 8px; }
.figures summary { cursor: pointer; font-weight: 600; }
.results { background: rgba(10, 15, 25, 0.35); }
/* the figures fit the card: a table where the columns have room, else a block per player */
.results .card { container-type: inline-size; }
.results th[scope="row"] { overflow-wrap: anywhere; white-space: normal; }
@container (max-width: 600px) {
  #results-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  #results-table tbody tr { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 2px 10px; padding: 6px 2px; border-bottom: 1px solid var(--line); }
  #results-table tbody th { grid-column: 1 / -1; order: -1; border: 0; padding: 0; text-align: left; }
  #results-table tbody td { display: flex; justify-content: space-between; gap: 6px; border: 0; padding: 0; white-space: normal; }
  #results-table tbody td::before { content: attr(data-label); font-weight: 400; color: var(--muted, inherit); overflow-wrap: anywhere; text-align: left; }
}
@media (min-width: 821px) {
  .results { place-items: center end; padding-right: max(12px, calc((100vw - 1280px) / 2 + 10px)); }
  .results .card { max-width: 440px; }
}
`;
let styled = false;
const GOLD = '#F2B705';

/**
 * Confetti falling over the board in the winner's colours and gold, and a ring round the
 * winner's home; with reduced motion, the ring and a still scatter of confetti.
 * @implements {Effect}
 */
export class Celebration {
  /**
   * @param {Geometry} geo
   * @param {number[]} colours the winner's colours
   * @param {number} start (ms)
   */
  constructor(geo, colours, start) {
    this.geo = geo;
    this.start = start;
    this.home = geo.goals[colours[0]] ?? [geo.size, geo.size];
    const paints = [...colours.map((c) => PALETTE[c].main), GOLD, '#ffffff'];
    const w = geo.size * 2;
    /** @type {Bit[]} */
    this.bits = Array.from({ length: 110 }, (_, i) => ({
      x: Math.random() * w,
      y: -Math.random() * w * 0.6,
      vx: (Math.random() - 0.5) * 0.004,
      vy: 0.006 + Math.random() * 0.006,
      spin: (Math.random() - 0.5) * 0.02,
      size: 0.35 + Math.random() * 0.4,
      colour: paints[i % paints.length],
      delay: Math.random() * 900,
    }));
  }

  /**
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} s
   * @param {number} now
   * @param {boolean} still
   */
  draw(ctx, s, now, still) {
    const age = now - this.start;
    const fade = still ? 1 : Math.max(0, Math.min(1, (CONFETTI_MS - age) / 1200));
    const [hx, hy] = this.home;
    ctx.globalAlpha = Math.max(fade, 0.6);
    ctx.beginPath();
    ctx.arc(hx * s, hy * s, s * (2.6 + (still ? 0 : 0.35 * Math.sin(age / 180))), 0, Math.PI * 2);
    ctx.lineWidth = Math.max(3, s * 0.35);
    ctx.strokeStyle = GOLD;
    ctx.stroke();
    ctx.globalAlpha = fade;
    const h = this.geo.size * 2;
    for (const b of this.bits) {
      const u = still ? 0 : Math.max(0, age - b.delay);
      const y = still ? Math.abs(b.y) * 1.6 : b.y + b.vy * u;
      if (y > h + 1 || fade <= 0) continue;
      const x = b.x + b.vx * u + (still ? 0 : Math.sin((u + b.delay) / 300) * 0.8);
      const a = b.spin * u;
      ctx.save();
      ctx.translate(x * s, y * s);
      ctx.rotate(a);
      ctx.scale(1, still ? 1 : Math.abs(Math.cos(a * 2)) + 0.2);
      ctx.fillStyle = b.colour;
      ctx.fillRect((-b.size * s) / 2, (-b.size * s) / 4, b.size * s, (b.size * s) / 2);
      ctx.restore();
    }
    ctx.globalAlpha = 1;
    return !still && age < CONFETTI_MS;
  }
}

/**
 * The places: the winner first, a medal for each place, the score when it ranks.
 * @param {GameView} st
 * @param {SeatStats[]} rows in place order
 */
function podium(st, rows) {
  const colours = seatColours(st);
  return rows.map((r) =>
    el(
      'li',
      { class: `place${r.place ? ` p${r.place}` : ''}` },
      el('span', { class: 'medal' }, r.place ? String(r.place) : '–'),
      ...colours[r.seat].map((c) => el('span', { class: `chip c${c}`, 'aria-hidden': 'true' })),
      el('span', { class: 'pname' }, r.name),
      st.scored ? el('span', { class: 'pscore' }, t('points', { n: r.score })) : null,
    ),
  );
}

/**
 * The figures table from the engine's stats(): places, scores (velvet), per-player figures.
 * @param {GameView} st
 * @param {SeatStats[]} rows in place order
 */
function figures(st, rows) {
  const colours = seatColours(st);
  const score = st.scored;
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
          el('td', { 'data-label': t('place') }, r.place ? t('placeN', { n: r.place }) : '–'),
          el('th', { scope: 'row' }, ...colours[r.seat].map((c) => el('span', { class: `chip c${c}` })), ` ${r.name}`),
          score ? el('td', { 'data-label': t('score') }, String(r.score)) : null,
          el('td', { 'data-label': t('turns') }, String(r.turns)),
          el('td', { 'data-label': t('sixes') }, String(r.sixes)),
          el('td', { 'data-label': t('captures') }, String(r.captures)),
          el('td', { 'data-label': t('captured') }, String(r.captured)),
          el('td', { 'data-label': t('finished') }, String(r.finished)),
        ),
      ),
    ),
  );
}

/**
 * The end screen's title: where the person at this screen finished and who won (the
 * person's place as the engine ranked it), or the winner when several people played.
 * @param {GameView} st
 * @param {number | null} you the seat of the one person playing here, if there is one
 */
export function endTitle(st, you) {
  const winner = st.ranking[0];
  if (winner === undefined) return t('results');
  if (/** @type {any} */ (st).partners) {
    const names = teamOf(st, winner).map((s) => st.seats[s].name).join(' & ');
    if (you === null) return sixSay('endTeamWins', { names });
    const place = places(st).get(you);
    if (place === 1) return sixSay('endYourTeamWins');
    return sixSay('endYourTeamPlace', { place: t(`ordinal_${place ?? st.seats.length / 2}`), names });
  }
  if (you === null) return t('endWins', { name: st.seats[winner].name });
  if (you === winner) return t('endYouWin');
  const place = st.ranking.indexOf(you) + 1;
  return t('endYouPlace', { place: t(`ordinal_${place || st.seats.length}`), name: st.seats[winner].name });
}

/**
 * The one person playing at this screen (every other seat a computer), or null.
 * @param {GameView} st
 * @param {boolean} online
 */
export function onlyPerson(st, online) {
  const people = st.seats.flatMap((s, i) => (s.computer ? [] : [i]));
  return !online && people.length === 1 ? people[0] : null;
}

/**
 * Writes the end screen: the winner's name (and where the person here finished), the
 * places and the figures.
 * @param {GameView} st
 * @param {SeatStats[]} stats
 * @param {number | null} [you] the seat of the one person playing here
 */
export function renderEnd(st, stats, you = null) {
  if (!styled) {
    adoptCss(CSS);
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('class', 'trophy');
    svg.setAttribute('viewBox', '0 0 64 64');
    svg.setAttribute('aria-hidden', 'true');
    svg.innerHTML = `<path d="${TROPHY}"/>`;
    $('results-title').before(svg);
    styled = true;
  }
  const rows = [...stats].sort((a, b) => (a.place ?? 99) - (b.place ?? 99));
  $('results-title').textContent = endTitle(st, you);
  $('results-podium').replaceChildren(...podium(st, rows));
  figures(st, rows);
}

/**
 * The game on the board is over: its winner is celebrated on the board, then the end
 * screen shows (unless another game took the board meanwhile).
 * @param {Play} play
 */
export async function celebrate(play) {
  const { view, geo } = play.shown();
  const { signal } = play;
  const winner = view.ranking[0] ?? 0;
  sound.play('win');
  play.app.board.addEffect(new Celebration(geo, coloursOf(view, winner), performance.now()));
  await play.pace(END_PAUSE, signal).catch(() => {});
  if (!signal.aborted) showEnd(play);
}

/**
 * The end screen for the game on the board, the focus on "Play again".
 * @param {Play} play
 */
export function showEnd(play) {
  const { flow, view } = play.shown();
  // not over another screen: a game that ends under the form leaves the person there
  if (play.app.take('end')) return;
  renderEnd(view, flow.game.stats(), onlyPerson(view, Boolean(play.online)));
  // the focus on the way on this page offers: Play again, the room's next game, New game
  const next = ['results-again', 'online-rematch', 'results-new'].map((id) => document.getElementById(id)).find((b) => b && !b.hidden);
  next?.focus({ preventScroll: true });
  // "Watch the replay" runs on the expert's module
  fetchAhead();
}
