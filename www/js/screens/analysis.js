// A game's analysis in the replay, loaded when "Analyse" is first pressed: the worker
// analyses the game with the expert's module (computer.js, analysing.js) while a progress
// bar shows and Stop stops it; then each player's figures, the chart of their chances
// (chart.js: a point jumps the replay to its turn), and their labelled decisions, one at
// a time, with the better move drawn on the board and its reason. What it draws on the
// board changes through the replay's one way (`Viewer.change`).
// What it needs of the page's own modules comes with the viewer (`Viewer.lib`, replay.js).
import { drawChart, pointAt, lineColour } from './chart.js';
import { kept, keep } from '../game/analysisstore.js';
import { say as sayIn } from '../words/analysis.js';
import { playsSix } from '../game/arms.js';

/** @typedef {import('./replay.js').Viewer} Viewer */
/** @typedef {typeof import('./replay.js').lib} Lib */
/** @typedef {import('../../../pkg/ludo.js').GameAnalysis} GameAnalysis */
/** @typedef {import('../../../pkg/ludo.js').AnalysedDecision} AnalysedDecision */
/** @typedef {import('../../../pkg/ludo.js').AnalysedMove} AnalysedMove */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').SavedGame} SavedGame */

const CSS = `
.analysis { display: grid; gap: 8px; background: var(--card); border: 2px solid var(--accent); border-radius: var(--radius); padding: 8px 10px; }
.analysis h2 { margin: 0; font-size: 1.05rem; }
.analysis p { margin: 0; }
.analysis progress { width: 100%; }
.an-seats { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; }
.an-seats li { display: flex; gap: 6px; align-items: baseline; }
.an-swatch { flex: none; width: 12px; height: 12px; border-radius: 50%; display: inline-block; }
.an-figure { margin: 0; }
.an-chart-box { position: relative; }
.an-plot { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 2px 6px; }
.an-y { position: relative; width: 3.2em; font-size: 0.75rem; color: var(--muted, #52606d); }
.an-y span { position: absolute; right: 0; transform: translateY(-50%); white-space: nowrap; }
.an-x { grid-column: 2; display: flex; justify-content: space-between; font-size: 0.75rem; color: var(--muted, #52606d); }
.an-chart { display: block; width: 100%; height: 150px; background: var(--bg, #fff); border-radius: 6px; }
.an-grid { stroke: #9aa5b1; stroke-width: 0.5; vector-effect: non-scaling-stroke; }
.an-grid.mid { stroke-dasharray: 4 3; }
.an-cursor { stroke: currentColor; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
.an-input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.an-input:focus-visible + *, .an-chart-box:focus-within { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 6px; }
.an-legend { font-size: 0.85rem; color: var(--muted); }
.an-steps { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.an-steps select { font: inherit; padding: 4px; border-radius: 6px; }
.an-note { min-height: 2.6em; }
.an-board { font-size: 0.9rem; }
.an-board:empty { display: none; }
.analysis table { border-collapse: collapse; font-size: 0.85rem; }
.analysis td, .analysis th { padding: 2px 6px; text-align: right; }
`;
let styled = false;

/** The page's helpers, from the first viewer. @type {Lib} */
let lib;
const el = (/** @type {Parameters<Lib['el']>} */ ...a) => lib.el(...a);
const t = (/** @type {string} */ key, /** @type {Record<string, unknown>} */ params = {}) => lib.t(key, params);
const say = (/** @type {string} */ key, /** @type {Record<string, unknown>} */ params = {}) => sayIn(lib.lang(), key, params);

/** @param {number} share a share 0–1 */
const pts = (share) => Math.round(share * 100);

/**
 * A move of the analysis in words.
 * @param {AnalysedMove} m
 * @param {Geometry['places']} places what each path position is (the engine's)
 */
function moveWords(m, places) {
  // the board shows no square numbers: a move is told by its pawn and how far it goes
  const n = Math.abs(m.to - m.from);
  const home = places[m.to] === 'home' && places[m.from] !== 'home';
  let text = places[m.from] === 'base' ? say('anEnter', { pawn: m.pawn }) : say(home ? 'anHome' : 'anSteps', { pawn: m.pawn, n });
  if (m.captures.length) text += say('anCaptures', { pawns: m.captures.join(', ') });
  return text;
}

/**
 * A seat's colour as a dot (styled through the CSSOM: the page's policy forbids style
 * attributes).
 * @param {string} colour
 */
function swatch(colour) {
  const dot = el('span', { class: 'an-swatch', 'aria-hidden': 'true' });
  dot.style.background = colour;
  return dot;
}

/** The analysis shown with a replay. */
class Panel {
  /** @param {Viewer} v */
  constructor(v) {
    this.v = v;
    /** @type {GameAnalysis | null} */
    this.result = null;
    /** @type {{ stop: () => void } | null} */
    this.job = null;
    this.root = el('section', { id: 'analysis', class: 'analysis', 'aria-labelledby': 'analysis-title' });
    this.seat = 0;
    /** @type {AnalysedDecision | null} the decision on show */
    this.shown = null;
    /** @type {((i: number) => void) | null} */
    this.place = null;
    this.lang = '';
    /** @type {HTMLElement | null} */
    this.note = null;
    /** @type {HTMLElement | null} what the board shows of the decision, in words */
    this.board = null;
  }

  /** The game as saved, and its last view. */
  game() {
    const { v } = this;
    return { saved: /** @type {SavedGame} */ (v.saved), last: v.replay.viewAt(v.length) };
  }

  /** Shows the analysis kept for the game, or runs it. */
  async start() {
    const { saved, last } = this.game();
    this.result = kept(saved);
    if (this.result) return this.render();
    const bar = /** @type {HTMLProgressElement} */ (el('progress', { max: '1', value: '0', 'aria-labelledby': 'analysis-state' }));
    const state = el('p', { id: 'analysis-state' }, say('anRunning', { p: 0 }));
    const stop = el('button', { type: 'button', class: 'btn small', onclick: () => this.job?.stop() }, say('anStop'));
    this.root.replaceChildren(el('h2', { id: 'analysis-title' }, say('anTitle')), state, bar, stop);
    const job = this.v.analyseIn(saved, last, (p) => {
      bar.max = p.total || 1;
      bar.value = p.done;
      state.textContent = say('anRunning', { p: Math.floor((100 * p.done) / (p.total || 1)) });
    });
    this.job = job;
    try {
      this.result = await job.result;
    } catch (e) {
      const why = e instanceof Error ? e.message : '';
      state.textContent = why === 'singleFile' || why === 'worker' ? say('anNeedsPage') : say('anFailed');
      stop.remove();
      return;
    } finally {
      this.job = null;
    }
    if (!this.result) {
      this.root.replaceChildren(el('h2', { id: 'analysis-title' }, say('anTitle')), el('p', {}, say('anStopped')), this.analyseButton());
      return;
    }
    keep(saved, this.result);
    this.render();
  }

  analyseButton() {
    return el('button', { type: 'button', class: 'btn small', 'data-act': 'analyse', onclick: () => this.start() }, t('analyse'));
  }

  /** The figures, the chart, the mistakes. */
  render() {
    const a = /** @type {GameAnalysis} */ (this.result);
    this.lang = lib.lang();
    const { view } = this.v.state;
    const teams = Boolean(view.partners);
    const colours = lib.seatColours(view).map((c) => c[0] ?? 0);
    const name = (/** @type {number} */ s) => view.seats[s]?.name ?? String(s + 1);
    const seats = el(
      'ul',
      { class: 'an-seats' },
      ...a.seats.map((s, i) =>
        el(
          'li',
          {},
          swatch(lineColour(colours[i])),
          el('span', {}, `${say('anSeat', { name: name(i), acc: Math.round(s.accuracy) })} ${say('anCounts', { i: s.inaccuracies, m: s.mistakes, b: s.blunders })} ${say(s.luck >= 0 ? 'anLuckGave' : 'anLuckCost', { n: Math.abs(pts(s.luck)) })}`),
        ),
      ),
    );
    const describe = (/** @type {number} */ i) => {
      const p = a.points[i];
      const chances = p.chances.map((c, s) => `${name(s)} ${pts(c)} %`).join(', ');
      return say('anPoint', { round: p.round, name: name(p.seat), chances });
    };
    const rounds = { first: say('anRound', { n: a.points[0]?.round ?? 1 }), last: say('anRound', { n: a.points.at(-1)?.round ?? 1 }) };
    const chart = drawChart(a.points, colours, { label: say('anChartInput'), describe, pick: (i) => this.jump(a.points[i].step), ...rounds });
    this.place = chart.place;
    const who = el('select', { id: 'an-seat', onchange: (/** @type {Event} */ e) => (this.seat = Number(/** @type {HTMLSelectElement} */ (e.target).value)) }, ...a.seats.map((_, i) => el('option', { value: String(i), selected: i === this.seat }, name(i))));
    this.note = el('p', { class: 'an-note', 'aria-live': 'polite' });
    this.board = el('p', { class: 'an-board' });
    this.root.replaceChildren(
      el('h2', { id: 'analysis-title' }, say('anTitle')),
      seats,
      // in teams each chance is the team's (the engine's, shared by partners)
      teams ? el('p', { class: 'an-legend an-teams' }, say('anTeams')) : '',
      el('figure', { class: 'an-figure' }, el('figcaption', {}, say(teams ? 'anChart_team' : 'anChart')), chart.box, el('p', { class: 'an-legend' }, say('anMarks'))),
      el('div', { class: 'an-steps' }, el('label', { class: 'field' }, el('span', {}, `${say('anPlayer')} `), who), el('button', { type: 'button', class: 'btn small', 'data-act': 'prev-mistake', onclick: () => this.step(-1) }, say('anPrev')), el('button', { type: 'button', class: 'btn small', 'data-act': 'next-mistake', onclick: () => this.step(1) }, say('anNext'))),
      this.note,
      this.board,
      this.table(describe),
      a.judge === 'hard' ? el('p', { class: 'an-legend an-judge' }, say(playsSix(view.rules) ? 'anJudgeSix' : 'anJudgeHard')) : '',
    );
    // a decision on show is told again, in the language just chosen
    if (this.shown) this.show(this.shown, false);
    this.update();
  }

  /**
   * The chart as a table: every seat's chance at the start of each round.
   * @param {(i: number) => string} describe
   */
  table(describe) {
    const a = /** @type {GameAnalysis} */ (this.result);
    const rows = a.points.filter((p, i) => i === 0 || p.round !== a.points[i - 1].round || i === a.points.length - 1);
    return el('details', {}, el('summary', {}, say('anTable')), el('ul', {}, ...rows.map((p) => el('li', {}, describe(a.points.indexOf(p))))));
  }

  /**
   * Jumps the replay to the position after `k` steps (it stops playing).
   * @param {number} k
   */
  jump(k) {
    this.v.jump(k);
  }

  /**
   * Shows the selected player's next (or previous) labelled decision: the replay at the
   * moment before it, the better move on the board, and its words.
   * @param {number} dir 1 or -1
   */
  step(dir) {
    const a = /** @type {GameAnalysis} */ (this.result);
    // mistakes and blunders (the inaccuracies are counted, not stepped through); past the
    // last one the search goes round to the first, so a replay at its end finds them too
    const mine = a.decisions.filter((d) => d.seat === this.seat && (d.label === 'mistake' || d.label === 'blunder'));
    const { k } = this.v.state;
    const after = mine.find((d) => d.step > k || (d.step === k && this.shown !== d));
    const before = [...mine].reverse().find((d) => d.step < k);
    const next = dir > 0 ? (after ?? mine[0]) : (before ?? mine.at(-1));
    if (!next) {
      if (this.note) this.note.textContent = say('anNone', { name: this.v.state.view.seats[this.seat]?.name ?? '' });
      return;
    }
    this.jump(next.step);
    this.show(next);
  }

  /**
   * A decision on the board (the move played and the better one, each from its pawn's
   * square to where it goes) and in words: what it cost, and which pawn went where.
   * @param {AnalysedDecision} d
   * @param {boolean} [announce] whether screen readers hear it
   */
  show(d, announce = true) {
    const { v } = this;
    this.shown = d;
    const at = (/** @type {AnalysedMove} */ m) => {
      const { side, k } = lib.parseLabel(m.pawn);
      const colour = lib.sideColour(v.state.view, side);
      return { from: lib.pointOf(v.state.geo, colour, k, m.from), to: lib.pointOf(v.state.geo, colour, k, m.to) };
    };
    v.change((s) => {
      s.trail = null;
      s.advice = { played: at(d.played), best: at(d.best) };
    });
    const a = /** @type {GameAnalysis} */ (this.result);
    const round = a.points[pointAt(a.points, d.step)]?.round ?? 1;
    const places = v.state.geo.places;
    const text = say('anMistake', {
      label: say(`an_${d.label}`),
      name: v.state.view.seats[d.seat]?.name ?? '',
      round,
      played: moveWords(d.played, places),
      loss: say('anPoints', { n: pts(d.loss) }),
      best: moveWords(d.best, places),
      reason: t(`reason_${d.reason}`),
    });
    const where = (/** @type {AnalysedMove} */ m) => say('anWhere', { pawn: m.pawn, from: lib.posText(m.from, v.state.geo), to: lib.posText(m.to, v.state.geo) });
    const board = say('anBoard', { played: where(d.played), best: where(d.best) });
    if (this.note) this.note.textContent = text;
    if (this.board) this.board.textContent = board;
    if (announce) v.app.announce(`${text} ${board}`);
  }

  /** Follows the replay: the chart's cursor, and the decision's words while at it. */
  update() {
    if (!this.result || !this.place) return;
    if (this.lang !== lib.lang()) this.render(); // the words again, in the language just chosen
    const { k } = this.v.state;
    this.place(pointAt(this.result.points, k));
    if (this.shown && this.shown.step !== k) {
      this.shown = null;
      if (this.note) this.note.textContent = '';
      if (this.board) this.board.textContent = '';
      this.v.change((s) => (s.advice = null));
    }
  }
}

/** @type {WeakMap<Viewer, Panel>} */
const panels = new WeakMap();

/**
 * Shows the analysis of the replay's game under its controls (running it unless kept).
 * @param {Viewer} v
 */
export function openAnalysis(v) {
  lib = v.lib;
  if (!styled) lib.adoptCss(CSS);
  styled = true;
  let p = panels.get(v);
  if (!p) {
    p = new Panel(v);
    panels.set(v, p);
    v.onRender = () => p?.update();
    v.onDetach = () => {
      p?.job?.stop();
      p?.root.remove();
    };
  }
  if (!p.root.isConnected) v.bar.after(p.root);
  if (!p.result && !p.job) p.start();
  p.root.scrollIntoView?.({ block: 'nearest' });
  return p;
}
