// The turn flow on the page: runs the game (flow.js) until a person has to act, lets
// computer seats play at a pace a person can follow, and shows each step: the dice, the
// pawns' walk, the log, its moments (teller.js) and the winner (end.js). People's rolls
// and moves, undo and hints come in here too. Every rule decision is the engine's.
import { $ } from './dom.js';
import { refusal } from './messages.js';
import { t } from './i18n.js';
import * as sound from './sound.js';
import * as computer from './computer.js';
import * as panel from './panel.js';
import { speeds, timing } from './config.js';
import { Flow } from './flow.js';
import { layout, planRoutes, moveSpots, computerOnTurn, hasComputer, lastTrail } from './state.js';
import { handOf } from './moments.js';
import { Teller } from './teller.js';
import { Hints } from './hints.js';
import * as embed from './embed.js';

/** @typedef {import('./controller.js').App} App */
/** @typedef {import('../../pkg/ludo.js').Game} Game */
/** @typedef {import('../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('./state.js').MoveSpot} MoveSpot */
/** @typedef {import('./state.js').Trail} Trail */
/** @typedef {import('./online/page.js').Online} Online */
/** @typedef {import('./flow.js').Step} Step */
/** @typedef {{ log?: LogEntry[], undo?: GameView | null, fresh?: boolean, online?: Online | null }} InstallOptions */

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Play {
  /** @param {App} app */
  constructor(app) {
    this.app = app;
    /** @type {Flow | null} the game, its view and the page's copy of its log */
    this.flow = null;
    /** @type {GameView | null} the position on show (it trails the flow while the dice tumble) */
    this.view = null;
    /** @type {Geometry | null} */
    this.geo = null;
    /** @type {'roll' | 'move' | null} what a person is to do */
    this.awaiting = null;
    /** @type {LegalMove[]} */
    this.moves = [];
    /** @type {MoveSpot[]} */
    this.spots = [];
    /** @type {GameView | null} the position before the person's last move */
    this.undo = null;
    /** @type {Trail | null} the last move, marked on the board */
    this.trail = null;
    this.hints = new Hints(this);
    /** @type {Online | null} the room whose game this is (its host decides every step) */
    this.online = null;
    this.token = 0; // bumped whenever the game is replaced: older async work then stops
    this.resultsSeen = false;
    /** what the last roll said, to say again with the prompt that follows it */
    this.said = '';
    this.teller = new Teller(app);
  }

  /**
   * Puts a game on the board and lets it run. `log` is its log when at hand (a restored
   * save), `undo` its undo point; a `fresh` game is saved whole at once.
   * @param {Game} game
   * @param {InstallOptions} [options]
   */
  install(game, { log, undo = null, fresh = false, online = null } = {}) {
    this.online = online;
    this.adopt(new Flow(game, log), undo);
    if (fresh) {
      this.app.files.restart();
      this.app.files.persist();
    }
    const { view, geo } = this.shown();
    if (fresh) embed.tell('start', embed.startDetail(view));
    this.app.board.animator.set(layout(view, geo));
    panel.renderLegend(view);
    this.renderPanel();
    this.advance();
  }

  /**
   * Takes over a game (freeing the one it replaces): its view, a fresh turn, the log and dice.
   * @param {Flow} flow
   * @param {GameView | null} undo
   */
  adopt(flow, undo) {
    this.app.board.source?.detach();
    this.token++;
    this.app.board.animator.finish();
    this.teller.clear();
    this.app.board.effects.clear();
    const old = this.flow;
    this.flow = flow;
    if (old && old !== flow) old.free();
    this.view = flow.view;
    this.geo = this.app.geometry(flow.view.board);
    this.undo = undo;
    this.trail = lastTrail(flow.view, flow.log, this.geo);
    this.awaiting = null;
    this.resultsSeen = false;
    this.app.input.clear();
    this.hints.hide();
    this.app.showScreen('play');
    panel.renderLog(flow.view, flow.log, this.geo);
    this.renderDice();
  }

  /** The dice of the hand on show; the die of the move under the cursor stands out. */
  renderDice() {
    const { flow, view } = this;
    if (!flow || !view) return;
    const pick = this.awaiting === 'move' ? this.moves.find((m) => m.id === this.app.input.cursor)?.die : null;
    panel.renderDice(handOf(view, flow.log.slice(0, view.logLength)), pick ?? null);
  }

  /** The game on the board; only called while there is one. */
  shown() {
    const { flow, view, geo } = this;
    if (!flow || !view || !geo) throw new Error('no game on the board');
    return { flow, view, geo };
  }

  /** @param {number} ms */
  pace(ms) {
    return sleep(ms * speeds[this.app.settings.speed]);
  }

  /** Runs the game until a person has to act or the game is over. */
  async advance() {
    const token = this.token;
    try {
      while (token === this.token) {
        const { flow, view } = this.shown();
        this.renderPanel();
        if (view.phase === 'over') return this.over();
        // in a room, steps not played at this screen come from the host (remote())
        if (this.online && !this.online.mine(view)) return this.wait(null);
        const byComputer = computerOnTurn(view);
        if (view.phase === 'roll') {
          if (!byComputer) return this.wait('roll');
          await this.pace(timing.computerRoll);
          if (token !== this.token) return;
          await this.doRoll(token);
          continue;
        }
        if (!byComputer) {
          const moves = flow.legalMoves();
          if (this.app.settings.autoMove && moves.length === 1) {
            await this.pace(timing.autoMove);
            if (token !== this.token) return;
            if (this.online) return this.online.move(moves[0].id);
            // played by itself, not the person's decision: Undo still goes back to that
            await this.doMove(moves[0].id, token);
            continue;
          }
          return this.wait('move', moves);
        }
        // A lone legal move is what every computer level plays: no need to ask.
        const id = flow.lone() ? 0 : await computer.ask('choose', flow);
        if (token !== this.token) return;
        await this.pace(timing.computerMove);
        if (token !== this.token) return;
        await this.doMove(id, token);
      }
    } catch (e) {
      if (token === this.token) this.app.message(refusal('game', e), true);
    }
  }

  /** The game is over: the winner is celebrated on the board, then the end screen. */
  async over() {
    this.awaiting = null;
    this.undo = null;
    this.renderPanel();
    if (this.resultsSeen) return;
    this.resultsSeen = true;
    if (this.flow) embed.tell('end', embed.endDetail(this.flow.view, this.flow.game.stats()));
    (await import('./end.js')).celebrate(this);
  }

  /**
   * Waits for a person: to roll, or to pick one of `moves` (null: for the room's host).
   * @param {'roll' | 'move' | null} what
   * @param {LegalMove[]} [moves]
   */
  wait(what, moves = []) {
    const { view, geo } = this.shown();
    this.awaiting = what;
    this.moves = moves;
    this.spots = moveSpots(moves, view, geo, layout(view, geo));
    this.app.input.clear();
    this.renderPanel();
    this.app.input.updateHits();
    this.app.board.requestFrame();
    if (!what) return;
    const active = document.activeElement;
    const free = !active || active === document.body || active.closest('#play') || active === $('start');
    if (free && !(active && active.matches('select, input, textarea, details > summary'))) {
      $(what === 'roll' ? 'roll' : 'board-wrap').focus({ preventScroll: true });
    }
    if (what === 'move') {
      const choose = t(moves.length === 1 ? 'sayChooseOne' : 'sayChoose', { name: view.seats[view.turn].name, n: moves.length });
      this.app.announce(`${this.said} ${choose}`.trim());
    }
    this.said = '';
  }

  /**
   * Whether a person at this screen is to choose a move in `view`.
   * @param {GameView} view
   */
  choosing(view) {
    return view.phase === 'move' && !computerOnTurn(view) && !(this.online && !this.online.mine(view));
  }

  /**
   * @param {number} token
   * @param {Step} [made] the roll when it was made elsewhere (a room's host)
   */
  async doRoll(token, made) {
    const { flow, geo } = this.shown();
    const step = made ?? flow.roll();
    const { outcome, after } = step;
    sound.play('roll');
    await panel.tumble(handOf(after, flow.log), this.app.board.motion(), () => token === this.token);
    if (token !== this.token) return;
    this.view = after;
    panel.appendLog(after, flow.log, geo);
    const shown = this.show(step.before, after, outcome.events);
    this.said = this.teller.tell(step, geo).text;
    // a person about to choose a move hears the roll once, with what to do (wait, doMove)
    if (!this.choosing(after)) {
      this.app.announce(this.said);
      this.said = '';
    }
    this.app.files.persist();
    if (outcome.noLegalMove || outcome.foul) {
      this.renderPanel();
      await this.pace(timing.noMove);
      if (token !== this.token) return;
    }
    await shown;
  }

  /**
   * @param {number} id
   * @param {number} token
   * @param {Step} [made] the move when it was made elsewhere (a room's host)
   */
  async doMove(id, token, made) {
    const { flow, geo } = this.shown();
    const step = made ?? flow.apply(id);
    const { after } = step;
    this.view = after;
    this.trail = lastTrail(after, flow.log, geo);
    this.awaiting = null;
    this.moves = [];
    this.spots = [];
    this.app.input.clear();
    this.hints.hide();
    this.app.input.updateHits();
    panel.appendLog(after, flow.log, geo);
    this.app.files.persist();
    this.renderPanel();
    this.renderDice();
    const shown = this.show(step.before, after, step.outcome.events);
    // a roll not said yet (the only move played by itself) is said with the move
    this.app.announce(`${this.said} ${this.teller.tell(step, geo).text}`.trim());
    this.said = '';
    await shown;
    if (token === this.token) this.renderDice();
  }

  /**
   * The one animation function: tweens the board from one position to the next.
   * @param {GameView} before
   * @param {GameView} after
   * @param {LogEntry[]} events
   */
  show(before, after, events) {
    const { geo } = this.shown();
    return this.app.board.animator.run({
      routes: planRoutes(before, after, events, geo),
      geo,
      target: layout(after, geo),
      factor: this.app.board.motion(),
      onHop: () => sound.play('step'),
    });
  }

  // ---- what people do ---------------------------------------------------------------

  personRoll() {
    if (this.view?.phase === 'over') return this.showResults();
    if (this.awaiting !== 'roll') return;
    if (this.online) return this.online.roll();
    this.awaiting = null;
    this.renderPanel();
    const token = this.token;
    this.doRoll(token)
      .then(() => this.resume(token))
      .catch((e) => this.app.message(refusal('game', e), true));
  }

  /** @param {number} id */
  personMove(id) {
    if (this.awaiting !== 'move' || !this.flow || !this.moves.some((m) => m.id === id)) return;
    if (this.online) return this.online.move(id);
    const token = this.token;
    this.undo = this.flow.view;
    this.doMove(id, token)
      .then(() => this.resume(token))
      .catch((e) => this.app.message(refusal('game', e), true));
  }

  /**
   * Why Undo cannot be used now, in the player's words; null when it can.
   * @returns {string | null}
   */
  undoBlocked() {
    const { view, undo } = this;
    if (view?.phase === 'over') return t('undoOver');
    if (view && !hasComputer(view)) return t('undoPeople');
    return undo ? null : t('undoNone');
  }

  /** Takes back the person's last move (in games with computer seats), or says why not. */
  takeBack() {
    const { flow, view, undo } = this;
    const blocked = this.undoBlocked();
    if (blocked) return this.app.message(blocked);
    if (!undo || !flow || !view) return;
    let rewound;
    try {
      rewound = flow.rewound(this.app.Game, undo);
    } catch (e) {
      this.undo = null;
      this.renderPanel();
      this.app.message(refusal('game', e), true);
      return;
    }
    this.adopt(rewound, null);
    this.app.files.persist();
    this.app.message(t('undone'));
    const token = this.token;
    this.show(view, rewound.view, []).then(() => this.resume(token));
  }

  /**
   * Runs the game on after a person's step, unless another game took the board.
   * @param {number} token
   */
  resume(token) {
    if (token === this.token) return this.advance();
  }

  /** If the only possible move now plays by itself, plays it. */
  autoMoveTurnedOn() {
    if (this.awaiting === 'move' && this.moves.length === 1) this.advance();
  }

  // ---- the panel --------------------------------------------------------------------

  renderPanel() {
    const { view } = this;
    if (!view) return;
    const choose = this.app.input.choose;
    panel.renderStatus(view, {
      awaiting: this.awaiting,
      picking: choose ? choose.pawns : null,
      undoBlocked: this.undoBlocked(),
    });
    if (this.awaiting === 'move') this.renderDice();
  }

  /** The end screen: the winner, the places, the figures (end.js). */
  async showResults() {
    (await import('./end.js')).showEnd(this);
  }

  /** Redraws the words of the game in the language just chosen. */
  translate() {
    const { flow, view } = this;
    if (this.app.board.source) {
      import('./replay.js').then((m) => m.viewer()?.translate());
      return;
    }
    if (!flow || !view) return;
    panel.renderLog(view, flow.log, this.shown().geo);
    this.renderPanel();
    this.app.input.updateHits();
    this.hints.render();
    if (!$('results').hidden) this.showResults();
  }
}
