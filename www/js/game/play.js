// The turn flow on the page: runs the game (flow.js) until a person has to act, lets
// computer seats play at a pace a person can follow, and shows each step: the dice, the
// pawns' walk, the log, its moments (teller.js) and the winner (end.js). People's rolls
// and moves, undo and hints come in here too. The game lives in one state (state.js),
// changed only through `change`, which also shows the change (`note`: what nothing
// draws); every pending step honours the game's abort signal. The rules are the engine's.
import { $ } from '../page/dom.js';
import { refusal } from '../words/messages.js';
import { t, renameSeats } from '../words/i18n.js';
import * as sound from '../page/sound.js';
import * as computer from './computer.js';
import * as panel from '../screens/panel.js';
import { speeds, timing } from '../page/config.js';
import { Flow } from './flow.js';
import { layout, routesOf, moveSpots, computerOnTurn, lastTrail, handOnShow } from '../board/layout.js';
import { undoBlocked, undoTitle } from './undo.js';
import { emptyState, sleep, until } from './state.js';
import { Teller } from './teller.js';
import { Hints } from './hints.js';
import * as embed from '../page/embed.js';
import { localRole } from '../page/model.js';

/** @typedef {import('../page/app.js').App} App */
/** @typedef {import('../../../pkg/ludo.js').Game} Game */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../online/page.js').Online} Online */
/** @typedef {import('./flow.js').Step} Step */
/** @typedef {import('./flow.js').Point} Point */
/** @typedef {import('./state.js').GameState} GameState */
/**
 * @typedef {{ log?: LogEntry[], undo?: Point | null, fresh?: boolean, resumed?: boolean,
 *   online?: Online | null, via?: 'start' | 'openFile' | 'playAgain' | 'roomStarts' }} InstallOptions
 *   `via`: the page model's transition that puts the game on the board
 */
/** @typedef {import('../board/view.js').Show} Show how `change` shows a new position (at the page's speed, or `pace` 0: at once) */

export class Play {
  /** @param {App} app */
  constructor(app) {
    this.app = app;
    /** @type {GameState} the page's game: input and drawing read it, `change` changes it */
    this.state = emptyState();
    this.hints = new Hints(this);
    this.teller = new Teller(app);
  }

  /** The game on the board's flow (a shorthand for the state's). */
  get flow() {
    return this.state.flow;
  }

  /** The position on show (a shorthand for the state's). */
  get view() {
    return this.state.view;
  }

  /** The room whose game this is (a shorthand for the state's). */
  get online() {
    return this.state.online;
  }

  /** The signal of the game on the board: aborted when another game takes the board. */
  get signal() {
    return this.state.game.signal;
  }

  /** Stops the game's pending steps (sleeps, computer answers, walks); the next ones get a fresh signal. */
  stop() {
    this.state.game.abort();
    this.note((s) => (s.game = new AbortController()));
  }

  /**
   * The one way the game on the page changes (chessground's `anim(mutation, state)` is the
   * model): `mutation` changes the state, then the page shows the difference. The move
   * spots follow the legal moves; the panel, the tap boxes and the board are redrawn; a
   * new position on show is put down at once (`jump`) or walked to along `routes` (the
   * engine's, from the outcome), by the board (`BoardView.show`, which draws a replay's
   * changes too), at the page's speed or the `pace` given. Resolves when the pawns stand
   * still.
   * @param {(state: GameState) => void} mutation
   * @param {Show} [show]
   * @returns {Promise<void>}
   */
  change(mutation, { routes, jump = false, pace } = {}) {
    const s = this.state;
    mutation(s);
    const { view, geo } = s;
    if (s.awaiting !== 'move') s.moves = [];
    s.spots = view && geo ? moveSpots(s.moves, view, geo, layout(view, geo)) : [];
    const walk = this.app.board.show(view, geo, { routes, jump, pace });
    this.renderPanel();
    this.app.input.updateHits();
    return walk;
  }

  /** Changes what the state keeps and nothing draws (what was said, the undo point, the results seen, the signal); no script writes the state but here and in `change` (tests/page_rules.rs). */
  note(/** @type {(s: GameState) => void} */ mutation) {
    mutation(this.state);
  }

  /**
   * Puts a game on the board and lets it run. `log` is its log when at hand (a restored
   * save), `undo` its undo point; a `fresh` game is saved whole at once; a game `resumed`
   * from this page's save is told to an embedding page as such, while it is being played.
   * @param {Game} game
   * @param {InstallOptions} [options]
   */
  install(game, { log, undo = null, fresh = false, resumed = false, online = null, via = 'start' } = {}) {
    this.adopt(new Flow(game, log), undo, online);
    this.app.take(online ? 'roomStarts' : via, { role: localRole(this.shown().view.seats) });
    if (fresh) {
      this.app.files.restart();
      this.app.files.persist();
    }
    this.change(() => {}, { jump: true });
    const { view } = this.shown();
    if (fresh) embed.tell('start', embed.startDetail(view));
    else if (resumed && view.phase !== 'over') embed.tell('resume', embed.startDetail(view));
    panel.renderLegend(view);
    this.advance();
  }

  /**
   * Takes over a game (freeing the one it replaces, whose pending steps stop): its view, a
   * fresh turn, the log and dice. The pawns stay where they are drawn until shown.
   * @param {Flow} flow
   * @param {Point | null} undo
   * @param {Online | null} [online] the room, when it is a new game (kept otherwise)
   */
  adopt(flow, undo, online) {
    this.app.board.source?.detach();
    this.stop();
    this.app.board.animator.finish();
    this.teller.clear();
    this.app.board.effects.clear();
    const old = this.state.flow;
    if (old && old !== flow) old.free();
    this.app.input.clear();
    this.hints.hide();
    const geo = this.app.geometry(flow.view);
    // the names the page gave are said in the page's language, whichever the save's was
    renameSeats(flow.view.seats);
    if (undo) renameSeats(undo.seats);
    this.change((s) => {
      s.flow = flow;
      s.view = flow.view;
      s.geo = geo;
      s.undo = undo;
      s.since = [];
      s.trail = lastTrail(flow.view, flow.log, geo);
      s.awaiting = null;
      s.resultsSeen = false;
      if (online !== undefined) s.online = online;
    });
    panel.renderLog(flow.view, flow.log, geo);
    this.renderDice();
  }

  /**
   * The dice of the player on turn (none before they roll: a hand that is over is shown
   * only while its roll is told, `doRoll`); the die of the move under the cursor stands out.
   */
  renderDice() {
    const { flow, view, awaiting, moves } = this.state;
    if (!flow || !view) return;
    const pick = awaiting === 'move' ? moves.find((m) => m.id === this.app.input.cursor)?.die : null;
    panel.renderDice(handOnShow(view.hand), pick ?? null);
  }

  /** The game on the board; only called while there is one. */
  shown() {
    const { flow, view, geo } = this.state;
    if (!flow || !view || !geo) throw new Error('no game on the board');
    return { flow, view, geo };
  }

  /**
   * Waits the time a step takes at the chosen speed (none when `quick`); rejects when the
   * game is stopped.
   * @param {number} ms
   * @param {AbortSignal} signal
   * @param {boolean} [quick]
   */
  pace(ms, signal, quick = false) {
    return sleep(quick ? 0 : ms * speeds[this.app.settings.speed], signal);
  }

  /** Runs the game until a person has to act or the game is over (or another takes the board). */
  async advance() {
    const { signal } = this;
    try {
      for (;;) {
        signal.throwIfAborted();
        const { flow, view } = this.shown();
        this.renderPanel();
        if (view.phase === 'over') return this.over();
        const { online } = this.state;
        // in a room, steps not played at this screen come from the host (remote())
        if (online && !online.mine(view)) return this.wait(null);
        const byComputer = computerOnTurn(view);
        if (view.phase === 'roll') {
          if (!byComputer) return this.wait('roll');
          await this.pace(timing.computerRoll, signal);
          await this.doRoll(signal);
          continue;
        }
        if (!byComputer) {
          const moves = flow.legalMoves();
          if (this.app.settings.autoMove && moves.length === 1) {
            await this.pace(timing.autoMove, signal);
            if (online) return online.move(moves[0].id);
            // played by itself, not the person's decision: Undo still goes back to that
            await this.doMove(moves[0].id, signal);
            continue;
          }
          return this.wait('move', moves);
        }
        // A lone legal move is what every computer level plays: no need to ask.
        const id = flow.lone() ? 0 : await until(computer.ask('choose', flow), signal);
        await this.pace(timing.computerMove, signal);
        await this.doMove(id, signal);
      }
    } catch (e) {
      if (!signal.aborted) this.app.message(refusal('game', e), true);
    }
  }

  /** The game is over: the winner is celebrated on the board, then the end screen. */
  async over() {
    this.change((s) => {
      s.awaiting = null;
      s.undo = null;
    });
    if (this.state.resultsSeen) return;
    this.note((s) => (s.resultsSeen = true));
    // once per game: not again when a reload finds it over
    if (this.flow && this.app.files.endUntold()) embed.tell('end', embed.endDetail(this.flow.view, this.flow.game.stats()));
    (await import('../screens/end.js')).celebrate(this);
  }

  /**
   * Waits for a person: to roll, or to pick one of `moves` (null: for the room's host).
   * @param {'roll' | 'move' | null} what
   * @param {LegalMove[]} [moves]
   */
  wait(what, moves = []) {
    const { view } = this.shown();
    this.app.input.clear();
    this.change((s) => {
      s.awaiting = what;
      s.moves = moves;
    });
    if (!what) return;
    const active = document.activeElement;
    const free = !active || active === document.body || active.closest('#play') || active === $('start');
    if (free && !(active && active.matches('select, input, textarea, details > summary'))) {
      $(what === 'roll' ? 'roll' : 'board-wrap').focus({ preventScroll: true });
    }
    const said = this.state.said;
    const choose = () => t(moves.length === 1 ? 'sayChooseOne' : 'sayChoose', { name: view.seats[view.seatOnTurn].name, n: moves.length });
    if (what === 'move') this.app.announce(() => `${said()} ${choose()}`.trim());
    this.note((s) => (s.said = () => ''));
  }

  /**
   * Whether a person at this screen is to choose a move in `view`.
   * @param {GameView} view
   */
  choosing(view) {
    const { online } = this.state;
    return view.phase === 'move' && !computerOnTurn(view) && !(online && !online.mine(view));
  }

  /**
   * Rolls for the seat on turn and shows it; rejects when the game is stopped meanwhile.
   * @param {AbortSignal} signal the game's
   * @param {Step} [made] the roll when it was made elsewhere (a room's host)
   * @param {boolean} [quick] shown at once and silently (a page catching up with its room)
   */
  async doRoll(signal, made, quick = false) {
    const { flow, geo } = this.shown();
    const step = made ?? flow.roll();
    const { outcome, after } = step;
    const pace = quick ? 0 : undefined;
    if (!quick) sound.play('roll');
    this.app.board.roll(timing.dice * this.app.board.motion(pace));
    await panel.tumble(after.hand, this.app.board.motion(pace), signal);
    panel.appendLog(after, flow.log, geo);
    const shown = this.change(
      (s) => {
        s.view = after;
        if (s.undo) s.since.push(outcome.routes ?? []);
      },
      { routes: routesOf(outcome.routes, after), pace },
    );
    const said = this.teller.tell(step, geo).words;
    // a person about to choose a move hears the roll once, with what to do (wait, doMove)
    if (this.choosing(after)) this.note((s) => (s.said = said));
    else this.app.announce(said);
    this.app.files.persist();
    if (outcome.roll === 'noMove' || outcome.roll === 'foul') {
      this.renderPanel();
      await this.pace(timing.noMove, signal, quick);
    }
    await shown;
    signal.throwIfAborted();
    // the roll told, the dice are the player on turn's (none if the turn passed)
    this.renderDice();
  }

  /**
   * Plays the legal move `id` and shows it; rejects when the game is stopped meanwhile.
   * @param {number} id
   * @param {AbortSignal} signal the game's
   * @param {Step} [made] the move when it was made elsewhere (a room's host)
   * @param {boolean} [quick] shown at once (a page catching up with its room)
   */
  async doMove(id, signal, made, quick = false) {
    const { flow, geo } = this.shown();
    const step = made ?? flow.apply(id);
    const { after } = step;
    this.app.input.clear();
    this.hints.hide();
    panel.appendLog(after, flow.log, geo);
    const shown = this.change(
      (s) => {
        s.view = after;
        s.trail = lastTrail(after, flow.log, geo);
        s.awaiting = null;
        if (s.undo) s.since.push(step.outcome.routes ?? []);
      },
      { routes: routesOf(step.outcome.routes, after), pace: quick ? 0 : undefined },
    );
    this.app.files.persist();
    this.renderDice();
    // a roll not said yet (the only move played by itself) is said with the move
    const [said, words] = [this.state.said, this.teller.tell(step, geo).words];
    this.app.announce(() => `${said()} ${words()}`.trim());
    this.note((s) => (s.said = () => ''));
    await shown;
    signal.throwIfAborted();
    this.renderDice();
  }

  /** A person's press of Roll (or R). */
  personRoll() {
    const { view, awaiting, online } = this.state;
    if (view?.phase === 'over') return this.showResults();
    // the computer keeps this page's seat in a room: the press takes it back
    if (online?.idleHere()) return online.imBack();
    if (awaiting !== 'roll') return;
    if (online) return online.roll();
    this.change((s) => (s.awaiting = null));
    this.run((signal) => this.doRoll(signal));
  }

  /** @param {number} id */
  personMove(id) {
    const { flow, awaiting, moves, online } = this.state;
    if (awaiting !== 'move' || !flow || !moves.some((m) => m.id === id)) return;
    if (online) return online.move(id);
    this.note((s) => {
      s.undo = flow.view;
      s.since = [];
    });
    this.run((signal) => this.doMove(id, signal));
  }

  /** Runs a person's step, then the game on from there, unless another game took the board meanwhile. */
  run(/** @type {(signal: AbortSignal) => Promise<void>} */ step) {
    const { signal } = this;
    step(signal)
      .then(() => (signal.aborted ? undefined : this.advance()))
      .catch((e) => {
        if (!signal.aborted) this.app.message(refusal('game', e), true);
      });
  }

  renderPanel() {
    const { view, awaiting } = this.state;
    if (!view) return;
    panel.renderStatus(view, {
      awaiting,
      ...this.app.input.picks(),
      undoBlocked: undoBlocked(this.state),
      undoTitle: undoTitle(this.state),
      settled: Boolean(view.settled) && !this.state.online,
    });
    this.app.renderOffers();
    if (awaiting === 'move') this.renderDice();
  }

  /** The end screen: the winner, the places, the figures (end.js). */
  async showResults() {
    (await import('../screens/end.js')).showEnd(this);
  }
}
