// Watching a game again, loaded when a replay is asked for: the engine's Replay (from the
// expert's module, game/expertmodule.js) plays a saved game back step by step (each roll or move is a step). A step forward animates as
// the live game did (the outcome's events walk the pawns, the moments are told); back,
// the slider and the turn list redraw the position at once. What the replay shows changes
// only through `Viewer.change`, drawn by the board as the live game's changes are
// (`BoardView.show`); a jump or a pause stops the step under way and the pause after it
// with the game's signal (`Play.stop`), the one cancellation of a game's pending steps.
// The live game stops while a replay has the board and runs on when it closes.
import { expertModule } from '../game/expertmodule.js';
import { $, el, adoptCss } from '../page/dom.js';
import { t, posText, lang, renameSeats } from '../words/i18n.js';
import * as panel from './panel.js';
import * as sound from '../page/sound.js';
import { routesOf, lastTrail, seatColours, parseLabel, sideColour, pointOf } from '../board/layout.js';
import { controls, renderBar } from './replaybar.js';
import { withoutAnalysis } from '../game/analysisstore.js';
import { sleep, until } from '../game/state.js';

/** @typedef {import('../page/app.js').App} App */
/** @typedef {import('../../../pkg-expert/ludo.js').Replay} Replay */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../../pkg/ludo.js').SavedGame} SavedGame */
/** @typedef {import('../board/layout.js').Trail} Trail */
/** @typedef {import('../board/render.js').Advice} Advice */
/** @typedef {import('../game/play.js').Show} Show */
/**
 * What a replay shows, changed only through `Viewer.change`: the steps played (`k`), the
 * position after them (`view`, on the board `geo`), the last move marked (`trail`), and a
 * decision of the analysis drawn on the board (`advice`: the move played and the better one).
 * @typedef {{ k: number, view: GameView, geo: Geometry, trail: Trail | null, advice: Advice | null }} ReplayState
 */

/**
 * What the game's analysis (analysis.js, loaded on demand) uses of the page's modules:
 * handed over with the viewer rather than imported, so that loading it on demand leaves
 * the chunks of the first load as they are.
 */
export const lib = { el, adoptCss, t, posText, lang, seatColours, parseLabel, sideColour, pointOf };

/** The pause after a step while the replay plays, at 1× (ms). */
const PAUSE = 650;

/** A saved game on the board, played back. */
export class Viewer {
  /**
   * @param {App} app
   * @param {Replay} replay
   * @param {SavedGame} saved
   * @param {typeof import('../game/computer.js').analyse} analyseIn runs a game's analysis in the worker
   */
  constructor(app, replay, saved, analyseIn) {
    this.app = app;
    this.replay = replay;
    this.log = saved.log;
    this.saved = saved;
    this.analyseIn = analyseIn;
    this.lib = lib;
    this.length = replay.length;
    this.turns = replay.turns();
    const view = replay.viewAt(0);
    /** @type {ReplayState} what the replay shows: `change` changes it, the board reads it */
    this.state = { k: 0, view, geo: app.geometry(view), trail: null, advice: null };
    this.speed = 1;
    this.playing = false;
    this.bar = controls(this);
    this.onKey = (/** @type {KeyboardEvent} */ e) => this.key(e);
    // the game's analysis (analysis.js, loaded when first asked for) follows the replay
    /** @type {(() => void) | null} */
    this.onRender = null;
    /** @type {(() => void) | null} */
    this.onDetach = null;
    this.analyseButton = el('button', { type: 'button', class: 'btn small', 'data-act': 'analyse', onclick: () => this.analyse() });
    this.bar.append(this.analyseButton);
  }

  /**
   * The one way the replay changes, as the live game's `Play.change`: `mutation` changes
   * the state, then the board shows the new position (`BoardView.show`: at once, or
   * walked along `routes` at the replay's speed) and the panel follows. Resolves when
   * the pawns stand still.
   * @param {(state: ReplayState) => void} mutation
   * @param {Show} [show]
   * @returns {Promise<void>}
   */
  change(mutation, { routes, jump = false } = {}) {
    mutation(this.state);
    const { view, geo } = this.state;
    const walk = this.app.board.show(view, geo, { routes, jump, pace: 1 / this.speed });
    this.panel();
    return walk;
  }

  /** Shows the game's analysis (run in the worker unless kept) under the controls. */
  async analyse() {
    if (this.app.take('analyse')) return;
    try {
      (await import('./analysis.js')).openAnalysis(this);
    } catch (e) {
      console.warn(e);
      this.app.message(t('errLoad'), true);
    }
  }

  /** Takes the board: the live game stops, the controls show, the game's start is drawn. */
  open() {
    const { app } = this;
    suspend(app);
    app.board.source = this;
    $('play').classList.add('replaying');
    document.querySelector('#play .panel')?.prepend(this.bar);
    document.addEventListener('keydown', this.onKey, true);
    app.take('replay');
    panel.renderLegend(this.state.view);
    this.jump(0);
    /** @type {HTMLElement} */ (this.bar.querySelector('[data-act="play"]')).focus({ preventScroll: true });
  }

  /** Gives the board back to the live game and the screen it came from. */
  close() {
    this.detach();
    restore(this.app);
  }

  /** Takes the replay off the page (another game takes the board, or the replay closes). */
  detach() {
    const { app } = this;
    if (!this.bar.isConnected) return;
    this.playing = false;
    app.play.stop();
    document.removeEventListener('keydown', this.onKey, true);
    this.onDetach?.();
    this.bar.remove();
    $('play').classList.remove('replaying');
    if (app.board.source === this) app.board.source = null;
    app.play.teller.clear();
    this.replay.free();
  }

  /** The controls' words in the page's language, and where the replay is. */
  render() {
    renderBar(this);
    this.analyseButton.textContent = t('analyse');
    this.onRender?.();
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
    else if (act === 'back') this.jump(Math.max(0, this.state.k - 1));
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
   * Shows the position after `k` steps at once; the replay stops playing, and a step
   * under way stops.
   * @param {number} k
   */
  jump(k) {
    this.pause();
    const at = Math.max(0, Math.min(this.length, k));
    const view = this.replay.viewAt(at);
    // the names the page gave are said in the page's language, whichever the save's was
    renameSeats(view.seats);
    this.app.play.teller.clear();
    const log = this.log.slice(0, view.logLength);
    panel.renderLog(view, log, this.state.geo);
    this.change(
      (s) => {
        s.k = at;
        s.view = view;
        s.trail = lastTrail(view, log, s.geo);
      },
      { jump: true },
    );
  }

  /** The players, the dice and the controls for the position on show. */
  panel() {
    const { view } = this.state;
    panel.renderPlayers(view);
    panel.renderDice(view.hand);
    this.render();
  }

  /**
   * One step forward, animated as when it was played (a step still walking ends at
   * once); resolves when its pawns stand still.
   */
  async forward() {
    if (this.state.k >= this.length) return;
    const { app } = this;
    const { geo, k, view: before } = this.state;
    const outcome = this.replay.outcomeAt(k);
    const after = { ...before, ...outcome.position };
    const log = this.log.slice(0, after.logLength);
    const moved = outcome.events.some((e) => e.type === 'move');
    if (outcome.events.some((e) => e.type === 'roll')) sound.play('roll');
    const walk = this.change(
      (s) => {
        s.k += 1;
        s.view = after;
        if (moved) s.trail = lastTrail(after, log, geo);
      },
      { routes: routesOf(outcome.routes, after) },
    );
    app.announce(app.play.teller.tell({ outcome, before, after }, geo).words);
    panel.appendLog(after, log, geo);
    await walk;
  }

  /**
   * Plays the steps one after another until the end, a pause or a jump: each stops the
   * step under way and the pause after it at once (the game's signal).
   */
  async play() {
    if (this.state.k >= this.length) this.jump(0);
    const { signal } = this.app.play;
    this.playing = true;
    this.render();
    try {
      while (this.state.k < this.length) {
        await until(this.forward(), signal);
        await sleep(PAUSE / this.speed, signal);
      }
      this.pause();
    } catch (e) {
      if (!signal.aborted) throw e;
    }
  }

  /** Stops playing, and the step under way: its wait and the pause after it (`Play.stop`). */
  pause() {
    this.app.play.stop();
    if (!this.playing) return;
    this.playing = false;
    this.render();
  }

  /** The words again, in the language just chosen. */
  translate() {
    const { view, geo } = this.state;
    renameSeats(view.seats);
    panel.renderLog(view, this.log.slice(0, view.logLength), geo);
    // the players' list too: its names and kinds are words of the page
    this.panel();
  }
}

/**
 * Stops the live game where it is while a replay has the board.
 * @param {App} app
 */
function suspend(app) {
  const { play, board } = app;
  play.stop();
  board.animator.finish();
  play.teller.clear();
  board.effects.clear();
  app.input.clear();
  play.change((s) => (s.awaiting = null));
  play.hints.hide();
}

/**
 * Puts the live game back on the board and lets it run on; shows the screen the replay
 * was opened from (the model's `back`).
 * @param {App} app
 */
function restore(app) {
  const { play } = app;
  const { flow } = play;
  app.take('back');
  const to = app.model.screen;
  if (!flow || to === 'form') {
    if (flow) restoreGame(app);
    app.setup.show();
    return;
  }
  restoreGame(app);
  if (to === 'end' && flow.view.phase === 'over') play.showResults();
}

/** @param {App} app */
function restoreGame(app) {
  const { play } = app;
  const flow = /** @type {import('../game/flow.js').Flow} */ (play.flow);
  const seen = play.state.resultsSeen;
  play.adopt(flow, play.state.undo);
  play.note((s) => (s.resultsSeen = seen));
  play.change(() => {}, { jump: true });
  panel.renderLegend(flow.view);
  play.advance();
}

/** @type {Viewer | null} */
let current = null;

/**
 * Opens a saved game in the replay viewer; a game that cannot be replayed gives a message
 * and changes nothing.
 * @param {App} app
 * @param {SavedGame} saved
 * @param {typeof import('../game/computer.js').analyse} analyseIn runs a game's analysis in the worker
 */
export async function watch(app, saved, analyseIn) {
  // a room's game under way is not replayed (model.js)
  if (!app.can('replay')) return null;
  saved = withoutAnalysis(saved);
  // the engine's Replay is in the expert's module (loaded once; a failure is the caller's)
  const { Replay } = await expertModule();
  if (!app.can('replay')) return null;
  let replay;
  try {
    replay = Replay.fromState(saved);
  } catch (e) {
    console.warn(e);
    app.message(t('errReplay'), true);
    return null;
  }
  if (current?.bar.isConnected) current.detach();
  current = new Viewer(app, replay, saved, analyseIn);
  current.open();
  return current;
}

/** The viewer open now, if any (for a change of language). */
export function viewer() {
  return current?.bar.isConnected ? current : null;
}
