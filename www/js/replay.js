// Watching a game again, loaded when a replay is asked for: the engine's Replay plays a
// saved game back step by step (each roll or move is a step). A step forward animates as
// the live game did (the outcome's events walk the pawns, the moments are told); back,
// the slider and the turn list redraw the position at once. The live game stops while a
// replay has the board and runs on when it closes.
import { Replay } from '../../pkg/ludo.js';
import { $, el, reducedMotion } from './dom.js';
import { t } from './i18n.js';
import * as panel from './panel.js';
import * as sound from './sound.js';
import { layout, planRoutes, lastTrail } from './state.js';
import { handOf } from './moments.js';
import { adoptCss } from './sheets.js';

/** @typedef {import('./controller.js').App} App */
/** @typedef {import('../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../pkg/ludo.js').SavedGame} SavedGame */
/** @typedef {import('./state.js').Trail} Trail */
/** @typedef {'setup' | 'play' | 'results'} Screen */

/** The pause after a step while the replay plays, at 1× (ms). */
const PAUSE = 650;
const SPEEDS = [0.5, 1, 2, 4];
/** @type {Record<string, string>} the buttons' icons (SVG paths in a 24×24 box) */
const ICONS = {
  start: 'M5 5h3v14H5zM20 5v14L9 12z',
  back: 'M18 5v14L7 12z',
  play: 'M7 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  forward: 'M6 5v14l11-7z',
  end: 'M16 5h3v14h-3zM4 5v14l11-7z',
};

const CSS = `
.play.replaying #roll, .play.replaying #prompt, .play.replaying .tools, .play.replaying #hints,
.play.replaying .settings { display: none; }
.replay-bar { display: grid; gap: 8px; background: var(--card); border: 2px solid var(--accent); border-radius: var(--radius); padding: 8px 10px; }
.replay-head { margin: 0; display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.replay-head span { color: var(--muted); font-size: 0.9rem; }
.replay-seek input { width: 100%; margin: 0; }
.replay-buttons { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
.btn.rp { display: grid; justify-items: center; gap: 1px; padding: 4px 2px; min-height: 44px; }
.btn.rp svg { width: 22px; height: 22px; fill: currentColor; }
.btn.rp kbd { font: inherit; font-size: 0.72rem; color: var(--muted); }
.btn.rp[data-act="play"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
.btn.rp[data-act="play"] kbd { color: inherit; }
.replay-more { gap: 6px 12px; }
.replay-more .field { display: flex; gap: 6px; align-items: center; }
.replay-more select { font: inherit; padding: 4px; border-radius: 6px; max-width: 11em; }
.replay-more .btn { margin-left: auto; }
@media (max-width: 820px) {
  .replay-bar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 4; border-radius: 14px 14px 0 0; border-width: 2px 0 0; box-shadow: 0 -4px 14px rgba(0, 0, 0, 0.2); }
  .play.replaying { padding-bottom: 170px; }
  .play.replaying .board-wrap { width: min(100%, calc(100dvh - 230px)); }
}
`;
let styled = false;

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * An icon for a button.
 * @param {string} name
 */
function icon(name) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

/** The screen on show now. */
function screenNow() {
  if (!$('results').hidden) return 'results';
  return $('setup').hidden ? 'play' : 'setup';
}

/** A saved game on the board, played back. */
export class Viewer {
  /**
   * @param {App} app
   * @param {Replay} replay
   * @param {SavedGame} saved
   * @param {Screen} back the screen to go back to
   */
  constructor(app, replay, saved, back) {
    this.app = app;
    this.replay = replay;
    this.log = saved.log;
    this.back = back;
    this.length = replay.length;
    this.turns = replay.turns();
    this.k = 0;
    /** @type {GameView} */
    this.view = replay.viewAt(0);
    /** @type {Geometry} */
    this.geo = app.geometry(this.view.board);
    /** @type {Trail | null} */
    this.trail = null;
    this.speed = 1;
    this.playing = false;
    this.gen = 0; // bumped by every jump: a step under way then stops
    this.bar = this.controls();
    this.onKey = (/** @type {KeyboardEvent} */ e) => this.key(e);
  }

  /** Takes the board: the live game stops, the controls show, the game's start is drawn. */
  open() {
    const { app } = this;
    if (!styled) adoptCss(CSS);
    styled = true;
    suspend(app);
    app.board.source = this;
    $('play').classList.add('replaying');
    document.querySelector('#play .panel')?.prepend(this.bar);
    document.addEventListener('keydown', this.onKey, true);
    app.showScreen('play');
    panel.renderLegend(this.view);
    this.jump(0);
    /** @type {HTMLElement} */ (this.bar.querySelector('[data-act="play"]')).focus({ preventScroll: true });
  }

  /** Gives the board back to the live game and the screen it came from. */
  close() {
    this.detach();
    restore(this.app, this.back);
  }

  /** Takes the replay off the page (another game takes the board, or the replay closes). */
  detach() {
    const { app } = this;
    if (!this.bar.isConnected) return;
    this.playing = false;
    this.gen++;
    document.removeEventListener('keydown', this.onKey, true);
    this.bar.remove();
    $('play').classList.remove('replaying');
    if (app.board.source === this) app.board.source = null;
    app.play.teller.clear();
    this.replay.free();
  }

  /** The controls: the step buttons, the slider, the turn list, the speed, Close. */
  controls() {
    /** @type {(act: string, keys: string, shortcut: string) => HTMLElement} */
    const button = (act, keys, shortcut) =>
      el('button', { type: 'button', class: 'btn rp', 'data-act': act, 'aria-keyshortcuts': shortcut, onclick: () => this.act(act) }, icon(act), el('kbd', {}, keys));
    const turns = el('select', { id: 'replay-turn', onchange: (/** @type {Event} */ e) => this.jump(this.turns[Number(/** @type {HTMLSelectElement} */ (e.target).value)].step) });
    const speed = el(
      'select',
      { id: 'replay-speed', onchange: (/** @type {Event} */ e) => (this.speed = Number(/** @type {HTMLSelectElement} */ (e.target).value)) },
      ...SPEEDS.map((v) => el('option', { value: String(v), selected: v === 1 }, `${v}×`)),
    );
    const seek = el('input', { id: 'replay-seek', type: 'range', min: '0', max: String(this.length), value: '0', step: '1', oninput: (/** @type {Event} */ e) => this.jump(Number(/** @type {HTMLInputElement} */ (e.target).value)) });
    return el(
      'div',
      { id: 'replay-bar', class: 'replay-bar', role: 'group' },
      el('p', { class: 'replay-head' }, el('strong', { id: 'replay-title' }), el('span', { id: 'replay-where', 'aria-live': 'off' })),
      el('label', { class: 'replay-seek' }, el('span', { class: 'sr-only', id: 'replay-seek-label' }), seek),
      el('div', { class: 'replay-buttons' }, button('start', 'Home', 'Home'), button('back', '←', 'ArrowLeft'), button('play', 'Space', 'Space'), button('forward', '→', 'ArrowRight'), button('end', 'End', 'End')),
      el(
        'div',
        { class: 'row replay-more' },
        el('label', { class: 'field' }, el('span', { id: 'replay-turn-label' }), turns),
        el('label', { class: 'field' }, el('span', { id: 'replay-speed-label' }), speed),
        el('button', { type: 'button', class: 'btn small', 'data-act': 'close', 'aria-keyshortcuts': 'Escape', onclick: () => this.act('close') }),
      ),
    );
  }

  /** The controls' words in the page's language, and where the replay is. */
  render() {
    const { bar, view, k, length } = this;
    const q = (/** @type {string} */ sel) => /** @type {HTMLElement} */ (bar.querySelector(sel));
    bar.setAttribute('aria-label', t('replay'));
    q('#replay-title').textContent = t('replay');
    q('#replay-where').textContent = `${t('replayStep', { k, n: length })} · ${t('lg_round', { round: view.round })}`;
    q('#replay-seek-label').textContent = t('replayStep', { k, n: length });
    /** @type {HTMLInputElement} */ (q('#replay-seek')).value = String(k);
    /** @type {Record<string, string>} */
    const names = { start: t('replayStart'), back: t('replayBack'), play: this.playing ? t('replayPause') : t('replayPlay'), forward: t('replayForward'), end: t('replayEnd') };
    for (const [act, name] of Object.entries(names)) {
      const b = q(`[data-act="${act}"]`);
      const key = b.querySelector('kbd')?.textContent ?? '';
      b.setAttribute('aria-label', `${name} (${key})`);
      b.title = `${name} (${key})`;
    }
    q('[data-act="play"] svg')?.replaceWith(icon(this.playing ? 'pause' : 'play'));
    q('[data-act="close"]').textContent = t('replayClose');
    q('#replay-turn-label').textContent = t('replayTurn');
    q('#replay-speed-label').textContent = t('replaySpeed');
    const turns = /** @type {HTMLSelectElement} */ (q('#replay-turn'));
    if (turns.options.length !== this.turns.length || turns.dataset.lang !== t('lg_round', { round: 1 })) {
      turns.replaceChildren(...this.turns.map((x, i) => el('option', { value: String(i) }, `${t('lg_round', { round: x.round })} · ${this.sideName(x.side)}`)));
      turns.dataset.lang = t('lg_round', { round: 1 });
    }
    let at = 0;
    this.turns.forEach((x, i) => x.step <= k && (at = i));
    turns.value = String(at);
  }

  /** @param {number} side */
  sideName(side) {
    const seat = this.view.sides[side]?.seat;
    return seat === null || seat === undefined ? t('neutral') : this.view.seats[seat].name;
  }

  /**
   * A control's action.
   * @param {string} act
   */
  act(act) {
    sound.unlock();
    if (act === 'close') return this.close();
    if (act === 'play') return this.playing ? this.pause() : this.play();
    this.pause();
    if (act === 'start') this.jump(0);
    else if (act === 'end') this.jump(this.length);
    else if (act === 'back') this.jump(Math.max(0, this.k - 1));
    else if (act === 'forward') this.forward();
  }

  /**
   * The keys of the replay: arrows, Space, Home, End, Escape. Other keys of the game
   * (roll, hint, undo) do nothing while a replay is watched.
   * @param {KeyboardEvent} e
   */
  key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || $('play').hidden) return;
    const target = /** @type {Element | null} */ (e.target);
    /** @type {Record<string, string>} */
    const acts = { ArrowLeft: 'back', ArrowRight: 'forward', ' ': 'play', Home: 'start', End: 'end', Escape: 'close' };
    const act = acts[e.key];
    if (target?.matches?.('input, select, textarea') && e.key !== 'Escape') return;
    if (act) {
      e.preventDefault();
      this.act(act);
    }
    if (act || /^[rRhHuU]$/.test(e.key)) e.stopPropagation();
  }

  /**
   * Shows the position after `k` steps at once.
   * @param {number} k
   */
  jump(k) {
    this.gen++;
    this.k = Math.max(0, Math.min(this.length, k));
    this.view = this.replay.viewAt(this.k);
    this.app.play.teller.clear();
    this.app.board.animator.set(layout(this.view, this.geo));
    const log = this.log.slice(0, this.view.logLength);
    this.trail = lastTrail(this.view, log, this.geo);
    panel.renderLog(this.view, log, this.geo);
    this.panel(log);
  }

  /**
   * The players, the dice and the controls for the position on show.
   * @param {LogEntry[]} log the log up to it
   */
  panel(log) {
    panel.renderPlayers(this.view);
    panel.renderDice(handOf(this.view, log));
    this.render();
  }

  /** One step forward, animated as when it was played (a step still walking ends at once). */
  async forward() {
    if (this.k >= this.length) return;
    const outcome = this.replay.outcomeAt(this.k);
    const before = this.view;
    const after = { ...before, ...outcome.position };
    this.k++;
    this.view = after;
    const log = this.log.slice(0, after.logLength);
    const { app, geo } = this;
    const factor = reducedMotion() ? 0 : 1 / this.speed;
    if (outcome.events.some((e) => e.type === 'roll')) sound.play('roll');
    const walk = app.board.animator.run({
      routes: planRoutes(before, after, outcome.events, geo),
      geo,
      target: layout(after, geo),
      factor,
      onHop: () => sound.play('step'),
    });
    if (outcome.events.some((e) => e.type === 'move')) this.trail = lastTrail(after, log, geo);
    app.announce(app.play.teller.tell({ outcome, before, after }, geo).text);
    panel.appendLog(after, log, geo);
    this.panel(log);
    await walk;
  }

  /** Plays the steps one after another until the end or a pause. */
  async play() {
    if (this.k >= this.length) this.jump(0);
    this.playing = true;
    this.render();
    const gen = this.gen;
    while (this.playing && gen === this.gen && this.k < this.length) {
      await this.forward();
      if (gen !== this.gen) return;
      await sleep(PAUSE / this.speed);
    }
    if (gen === this.gen) this.pause();
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.render();
  }

  /** The words again, in the language just chosen. */
  translate() {
    panel.renderLog(this.view, this.log.slice(0, this.view.logLength), this.geo);
    this.render();
  }
}

/**
 * Stops the live game where it is while a replay has the board.
 * @param {App} app
 */
function suspend(app) {
  const { play, board } = app;
  play.token++;
  board.animator.finish();
  play.teller.clear();
  board.effects.clear();
  play.awaiting = null;
  app.input.clear();
  app.input.updateHits();
  play.hideHints();
}

/**
 * Puts the live game back on the board and lets it run on; shows the screen the replay
 * was opened from.
 * @param {App} app
 * @param {Screen} back
 */
function restore(app, back) {
  const { play } = app;
  const { flow } = play;
  if (!flow || back === 'setup') {
    if (flow) restoreGame(app);
    app.setup.show();
    return;
  }
  restoreGame(app);
  if (back === 'results' && flow.view.phase === 'over') play.showResults();
}

/** @param {App} app */
function restoreGame(app) {
  const { play } = app;
  const flow = /** @type {import('./flow.js').Flow} */ (play.flow);
  const seen = play.resultsSeen;
  play.adopt(flow, play.undo);
  play.resultsSeen = seen;
  app.board.animator.set(layout(flow.view, /** @type {Geometry} */ (play.geo)));
  panel.renderLegend(flow.view);
  play.renderPanel();
  play.advance();
}

/** @type {Viewer | null} */
let current = null;

/**
 * Opens a saved game in the replay viewer; a game that cannot be replayed gives a message
 * and changes nothing.
 * @param {App} app
 * @param {SavedGame} saved
 */
export function watch(app, saved) {
  let replay;
  try {
    replay = Replay.fromState(saved);
  } catch (e) {
    console.warn(e);
    app.message(t('errReplay'), true);
    return null;
  }
  if (current?.bar.isConnected) current.detach();
  current = new Viewer(app, replay, saved, screenNow());
  current.open();
  return current;
}

/** The viewer open now, if any (for a change of language). */
export function viewer() {
  return current?.bar.isConnected ? current : null;
}
