// Starting games: the game a URL asks for (an embed), the new-game form, "play again".
// The engine checks every choice; a refusal is said on the form in the player's words.
import { t, lang } from '../words/i18n.js';
import * as store from '../page/store.js';
import { paramText, refusal } from '../words/messages.js';
import { asksForGame, speeds, timing } from '../page/config.js';
import { singleFile } from './wasm-source.js';
import { completeChoice, gameOptions } from '../screens/choice.js';
import { withEngine } from './six.js';

/** @typedef {import('../page/app.js').App} App */
/** @typedef {import('../screens/choice.js').Choice} Choice */
/** @typedef {import('../page/config.js').Params} Params */

export class NewGame {
  /** @param {App} app */
  constructor(app) {
    this.app = app;
    /** @type {Choice | null} the choice of the game on the board, if it came from one */
    this.lastChoice = null;
  }

  /** With no game to resume: the game the URL asks for, or else the new-game form. */
  fromPage() {
    const { app } = this;
    const params = app.params;
    const remembered = store.load('setup');
    // each URL parameter that cannot be used is named, with what it accepts
    const bad = params.bad.length ? () => params.bad.map(paramText).join(' ') : null;
    if (!asksForGame(params)) {
      app.form.show(remembered);
      app.take('newGame');
      if (bad) app.message(bad, true);
      return;
    }
    const choice = completeChoice(
      { preset: params.preset ?? remembered?.preset, seats: params.seats, seed: params.seed ?? '', rules: null },
      app.presets,
      app.switches,
      app.limits.nameLength,
    );
    if (params.rules) Object.assign(choice.rules, params.rules);
    app.form.hold(choice);
    if (bad && params.bad.some((b) => b.game)) {
      app.form.error(bad);
      app.take('newGame');
      return;
    }
    if (bad) app.message(bad, true);
    if (!this.fromChoice(choice, false)) app.take('newGame');
  }

  /**
   * Starts a game from the new-game choice; false (and a message) if the engine refuses.
   * @param {Choice} choice
   * @param {boolean} [remember] keep the choice for the next new-game form
   */
  fromChoice(choice, remember = true) {
    const { app } = this;
    if (choice.seats.some((s) => s.kind === 'friend')) {
      if (remember) store.save('setup', choice);
      this.withFriends(choice);
      return true;
    }
    const options = gameOptions(choice);
    // six arms and teams wait for the module that plays them (game/six.js)
    let started = true;
    withEngine(
      app.Game,
      options.rules,
      (Game) => {
        started = this.begin(Game, choice, options, remember);
      },
      () => {
        import('../words/six.js').then(({ sixSay }) => app.form.error(sixSay('sixUnavailable')));
        app.take('newGame');
      },
    );
    return started;
  }

  /**
   * Starts the game of a choice with the Game class that plays it; false (and a message on
   * the form) if the engine refuses it.
   * @param {typeof import('../../../pkg/ludo.js').Game} Game
   * @param {Choice} choice
   * @param {import('../../../pkg/ludo.js').GameOptions} options
   * @param {boolean} remember
   */
  begin(Game, choice, options, remember) {
    const { app } = this;
    let game;
    try {
      game = new Game(options);
    } catch (e) {
      app.form.error(refusal('start', e, app.limits));
      app.take('newGame');
      return false;
    }
    app.form.error('');
    // a game at this screen: out of any room (the form is met only after leaving one)
    app.online?.leave();
    if (remember) store.save('setup', choice);
    this.lastChoice = choice;
    app.play.install(game, { fresh: true });
    return true;
  }

  /**
   * Opens a room for the choice: its `friend` seats wait for friends who join by link or
   * code (with none, the second seat becomes one).
   * @param {Choice} choice
   */
  withFriends(choice) {
    const seats = choice.seats.some((s) => s.kind === 'friend') ? choice.seats : choice.seats.map((s, i) => (i === 1 ? { kind: 'friend' } : s));
    const delay = Math.round((timing.computerRoll + timing.computerMove) * speeds[this.app.settings.speed]);
    this.online((o) => o.open({ ...choice, seats }, delay));
  }

  /**
   * "Play online now": a seat with the next people who press it, for the form's preset.
   * @param {Choice} choice
   */
  quickMatch(choice) {
    const delay = Math.round((timing.computerRoll + timing.computerMove) * speeds[this.app.settings.speed]);
    this.online(async (o) => (await this.app.loadOnline()).quick(o, choice, { delay, lang }));
  }

  /**
   * A link `?room=new` (with the usual parameters) opens a room; `?room=<id>` joins one.
   * @param {string} room
   */
  fromRoomLink(room) {
    const { params } = this.app;
    if (room !== 'new') return this.online((o) => o.enter(room));
    const choice = completeChoice(
      { preset: params.preset, seats: params.seats, seed: '', rules: null },
      this.app.presets,
      this.app.switches,
      this.app.limits.nameLength,
    );
    if (params.rules) Object.assign(choice.rules, params.rules);
    this.app.form.show(choice);
    this.withFriends(choice);
  }

  /**
   * Runs `f` with online play, loaded on first use; the new-game form stays if it fails.
   * @param {(online: import('../online/page.js').Online) => unknown} f
   */
  async online(f) {
    const { app } = this;
    if (singleFile) return app.message(() => t('onlineSingleFile'), true);
    try {
      app.online ??= (await app.loadOnline()).online(app, t, lang);
      if ((await f(app.online)) === false) this.backToForm();
    } catch (e) {
      // a refusal in the player's words (online play's own), or the module did not load
      app.message(app.online ? app.online.refused(e) : t('onlineUnavailable'), true);
      this.backToForm();
    }
  }

  /** Online play failed before a room was met: the page is out of any room, on the form. */
  backToForm() {
    const { app } = this;
    app.online?.disconnect();
    if (app.model.room !== 'none') app.take('leave');
    app.take('newGame');
  }

  /** The same players and rules again, with new dice. */
  playAgain() {
    // a room's next game is its host's (the rematch): nowhere else is Play again offered
    if (!this.app.can('playAgain')) return;
    const view = this.app.play.flow?.view;
    if (!view) return;
    const choice = this.lastChoice ?? {
      preset: view.preset,
      rules: view.rules,
      seats: view.seats.map((s) => ({ kind: s.computer ?? 'person', name: s.name })),
      seed: '',
    };
    this.fromChoice({ ...choice, seed: '' }, false);
  }

  /** The new-game form, with the last choice. */
  show() {
    const { app } = this;
    // a room is left first: its host's person confirms, and the room is told
    if (app.model.room !== 'none') return app.leave(() => this.show());
    app.form.show(store.load('setup') ?? this.lastChoice);
    app.form.error('');
    app.take('newGame');
  }
}
