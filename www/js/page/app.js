// The page: the screens, messages, settings and language, and the parts that do the
// work, one job each: starting games (game/start.js), the turn flow on the page (play.js),
// saves and files (files.js), moves picked by pointer and keyboard (input.js), and the
// board's drawing (board/view.js). Every rule decision is the engine's.
import { $, keepOffBoard } from './dom.js';
import { t, loadLang, setLang, lang, pickLang, renameSeats } from '../words/i18n.js';
import * as panel from '../screens/panel.js';
import * as store from './store.js';
import * as sound from './sound.js';
import * as computer from '../game/computer.js';
import { defaultSettings, readParams, langParam } from './config.js';
import { FormSlot } from './formslot.js';
import { singleFile } from '../game/wasm-source.js';
import { NewGame } from '../game/start.js';
import { sixLoaded, loadSix, playsSix } from '../game/six.js';
import { armsOf } from '../game/arms.js';
import { Play } from '../game/play.js';
import { Files } from '../game/files.js';
import { Input } from '../board/input.js';
import { BoardView } from '../board/view.js';
import { applyLook, tell } from './embed.js';
import { initial, take, can, offers } from './model.js';

/** @typedef {typeof import('../../../pkg/ludo.js').Game} GameClass */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('./config.js').Settings} Settings */
/** @typedef {'setup' | 'lobby' | 'play' | 'results'} Screen */
/** @typedef {import('./model.js').Model} Model */
/** @typedef {import('./model.js').Arg} Arg */
/** @typedef {import('../online/page.js')} OnlineModule */
/** @typedef {import('../words/messages.js').Say} Say */

/** @type {Record<import('./model.js').Screen, Screen>} where each of the model's screens is drawn */
const SCREEN_OF = {
  loading: 'setup',
  form: 'setup',
  lobby: 'lobby',
  quick: 'lobby',
  game: 'play',
  replay: 'play',
  analysis: 'play',
  end: 'results',
};

/** The page's language at start: the URL's, the one chosen before, or the browser's. */
export function firstLang() {
  /** @type {Partial<Settings>} */
  const settings = store.load('settings', {});
  return langParam(location.search) || settings.lang || pickLang(navigator.languages);
}

export class App {
  /** @param {GameClass} Game */
  constructor(Game) {
    this.Game = Game;
    this.presets = Game.presets();
    this.switches = Game.switches();
    /** the limits the page shares with the engine: the longest name, the log's page */
    this.limits = Game.limits();
    this.params = readParams(location.search, {
      presets: this.presets.map((p) => p.name),
      switches: this.switches,
      nameLength: this.limits.nameLength,
    });
    /** @type {Settings} */
    this.settings = { ...defaultSettings, ...store.load('settings', {}) };
    if (this.params.speed) this.settings.speed = this.params.speed;
    if (this.params.autoMove !== undefined) this.settings.autoMove = this.params.autoMove;
    /** @type {Record<string, Geometry>} */
    this.geometries = {};
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.messageTimer = undefined;
    /** @type {() => string} the message on show */
    this.said = () => '';
    /** @type {() => string} what the live region says, in the page's language */
    this.announced = () => '';
    /** @type {Model} the page's screen, the person's role and the room's state (model.js) */
    this.model = initial({ embed: window.parent !== window });
    /** @type {Screen | null} the screen on show */
    this.screen = null;
    /** the language last chosen on the page (its words may still be loading) */
    this.langChosen = '';
    this.board = new BoardView(this);
    this.input = new Input(this);
    this.play = new Play(this);
    this.files = new Files(this, store.slotName(location.search));
    this.setup = new NewGame(this);
    /** @type {import('../online/page.js').Online | null} online play, once a room is opened or joined */
    this.online = null;
    /** the new-game form, loaded when first shown */
    this.form = new FormSlot({
      presets: this.presets,
      switches: this.switches,
      nameLength: this.limits.nameLength,
      onStart: (choice, remember) => this.setup.fromChoice(choice, remember),
    });
  }

  /** Shows the page (in the language main.js loaded: firstLang()). */
  async boot() {
    applyLook(this.params.look);
    sound.setMuted(!this.settings.sound);
    /** @type {HTMLSelectElement} */ ($('speed')).value = this.settings.speed;
    /** @type {HTMLInputElement} */ ($('auto-move')).checked = this.settings.autoMove;
    if (singleFile) $('single-file').hidden = true;
    this.translatePage();
    new ResizeObserver(() => this.board.layout()).observe($('board-wrap'));
    computer.warmUp();
    // an expert seat that plays as hard for now: said once, and kept until closed
    computer.onExpertFailure((failure) =>
      import('../words/expert.js').then(
        ({ expertText }) => this.message(() => expertText(failure, lang()), false, true),
        () => this.message(() => t('errLoad'), true),
      ),
    );
    // the game starts in a task of its own: the page stays responsive while it loads
    await new Promise((resolve) => setTimeout(resolve, 0));
    tell('ready', { lang: lang() });
    if (this.params.room) return this.setup.fromRoomLink(this.params.room);
    if (this.files.resume()) return;
    this.setup.fromPage();
  }

  /**
   * Takes one of the model's transitions (model.js): the screen it leads to is shown, and
   * what that screen offers in the person's role. Returns the refusal's code, or null.
   * @param {string} action
   * @param {Arg} [arg]
   */
  take(action, arg) {
    const taken = take(this.model, action, arg);
    if ('refused' in taken) return taken.refused;
    this.model = taken.model;
    const screen = this.model.screen;
    if (screen !== 'loading') this.showScreen(SCREEN_OF[screen]);
    // the game's panel over again (which ends with the offers): a screen that offered no
    // roll (the new-game form) had disabled Roll, which the game's state gives back
    if (this.play.view) this.play.renderPanel();
    else this.renderOffers();
    // the room's own offers (its next game, the chat) follow the model too
    this.play.state.online?.renderBanner();
    return null;
  }

  /**
   * Whether a transition can be taken now, or the screen offers `action` (model.js).
   * @param {string} action
   */
  can(action) {
    return can(this.model, action);
  }

  /** What the screen offers in the person's role, in one place: the buttons shown. */
  renderOffers() {
    const o = offers(this.model);
    const show = (/** @type {string} */ id, /** @type {boolean} */ on) => ($(id).hidden = !on);
    show('undo', o.undo);
    show('hint', o.hint);
    show('export', o.save);
    show('import', o.open);
    show('import-setup', o.open);
    show('setup-cancel', o.cancel);
    show('results-again', o.playAgain);
    show('results-replay', o.replay);
    show('results-analyse', o.analyse);
    // a person who does not play in the game has nothing to roll (the button still says
    // "Results" once it is over)
    const roll = /** @type {HTMLButtonElement} */ ($('roll'));
    if (!o.roll && this.play.view?.phase !== 'over') roll.disabled = true;
    // a room's seat the computer keeps after missed turns: the first press takes it back
    const online = this.play.state.online;
    if (o.roll && online?.idleHere()) {
      roll.disabled = false;
      roll.textContent = online.t('onlineImBack');
    }
  }

  /**
   * Leaves the room the page is in, if any, then runs `then`: a host's person confirms
   * first, and the room is told (online/page.js); the model's `leave` is taken.
   * @param {() => void} then
   */
  leave(then) {
    if (this.model.room === 'none') return then();
    if (this.online) return this.online.confirmLeave(then);
    this.take('leave');
    then();
  }

  /**
   * Shows one screen: the new-game form, the board, or the results over the board (only
   * through `take`, which follows the model).
   * @param {Screen} name
   */
  showScreen(name) {
    const from = this.screen;
    this.screen = name;
    if (name === 'setup' && this.form.stale) this.form.render();
    $('loading').hidden = true;
    $('setup').hidden = name !== 'setup';
    $('lobby').hidden = name !== 'lobby';
    $('play').hidden = name === 'setup' || name === 'lobby';
    $('results').hidden = name !== 'results';
    if (name !== 'setup') this.board.layout();
    // a game or a room opens at the top of the page, wherever the form was scrolled to
    if ((name === 'play' || name === 'lobby') && from !== 'play' && from !== 'results') window.scrollTo(0, 0);
  }

  translatePage() {
    document.documentElement.lang = lang();
    document.title = t('title');
    for (const node of document.querySelectorAll('[data-t]')) {
      if (node instanceof HTMLElement) node.textContent = t(node.dataset.t ?? '');
    }
    for (const node of document.querySelectorAll('[data-t-label]')) {
      if (!(node instanceof HTMLElement)) continue;
      node.setAttribute('aria-label', t(node.dataset.tLabel ?? ''));
      node.title = t(node.dataset.tLabel ?? '');
    }
    document.body.classList.remove('booting'); // the page's words are now in its language
    $('board').setAttribute('aria-label', t('board'));
    $('board-wrap').setAttribute('aria-label', t('board'));
    /** @type {HTMLSelectElement} */ ($('lang')).value = lang();
    $('message-text').textContent = this.said();
    this.renderSound();
  }

  /** @param {string} code */
  async changeLang(code) {
    this.langChosen = code;
    await loadLang(code);
    // another language chosen while this one's words loaded is the one kept
    if (this.langChosen !== code) return;
    setLang(code);
    if (lang() !== code) this.message(() => t('errLang'), true);
    this.settings.lang = lang();
    store.save('settings', this.settings);
    // the address's language follows the choice, so a reload keeps it
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', lang());
      history.replaceState(history.state, '', url);
    }
    this.form.read();
    const again = this.announced;
    this.translatePage();
    this.form.refresh();
    this.translateGame();
    // what the live region holds is said again in this language (or taken off), unless
    // the game's words said something new meanwhile (the hints)
    if (this.announced === again) $('live').textContent = again();
    if (document.getElementById('rules-sheet')) (await import('../screens/rules.js')).translateRules(this);
  }

  /** Redraws the words of the game on the board in the language just chosen. */
  translateGame() {
    const { play } = this;
    const { flow, view } = play.state;
    // the names the page gave follow the language (the view on show and the undo point
    // share the game's seats, or hold their own), the game's too while a replay is shown
    // over it, which the game comes back to
    const rename = (/** @type {import('../game/state.js').GameState} */ s) => {
      for (const seats of new Set([flow?.view.seats ?? [], view?.seats ?? [], s.undo?.seats ?? []])) renameSeats(seats);
    };
    if (this.board.source) {
      play.note(rename);
      import('../screens/replay.js').then((m) => m.viewer()?.translate());
      return;
    }
    if (!flow || !view) return;
    play.change(rename);
    panel.renderLog(view, flow.log, play.shown().geo);
    this.input.updateHits();
    play.hints.render();
    if (!$('results').hidden) play.showResults();
  }

  /**
   * @template {keyof Settings} K
   * @param {K} name
   * @param {Settings[K]} value
   */
  setSetting(name, value) {
    this.settings[name] = value;
    store.save('settings', this.settings);
    if (name === 'sound') {
      sound.setMuted(!value);
      this.renderSound();
    }
    // turned on while a lone move waits for the person: it plays by itself
    const { awaiting, moves } = this.play.state;
    if (name === 'autoMove' && value && awaiting === 'move' && moves.length === 1) this.play.advance();
  }

  renderSound() {
    const on = this.settings.sound;
    $('sound').setAttribute('aria-pressed', String(on));
    $('sound-icon').replaceChildren(sound.icon(on));
    $('sound').title = t(on ? 'soundOn' : 'soundOff');
    $('sound').classList.toggle('off', !on);
  }

  /**
   * A message over the page (it follows a change of language); errors, and others to be
   * kept, stay until closed.
   * @param {Say} say
   * @param {boolean} [isError]
   * @param {boolean} [keep]
   */
  message(say, isError = false, keep = isError) {
    this.said = typeof say === 'function' ? say : () => say;
    $('message-text').textContent = this.said();
    $('message').hidden = false;
    $('message').classList.toggle('error', isError);
    this.placeMessage();
    clearTimeout(this.messageTimer);
    if (!keep) this.messageTimer = setTimeout(() => ($('message').hidden = true), 4000);
  }

  /** Puts the message on show where it covers none of the board (again when the window changes size). */
  placeMessage() {
    // at the screen's foot, or beside, under or over the board: never over its squares
    keepOffBoard($('message'), (b, width, height) => [
      width - b.right > b.left ? { left: b.right + 12, right: 12 } : { left: 12, right: width - b.left + 12 },
      { top: b.bottom + 8, bottom: 'auto' },
      { top: 'auto', bottom: height - b.top + 8 },
    ]);
  }

  /**
   * Says something to screen readers: a text, or a function that words it in the page's
   * language (said again when the language changes; a text is then taken off, so that
   * nothing in the live region stays in the language left).
   * @param {Say} say
   */
  announce(say) {
    this.announced = typeof say === 'function' ? say : () => '';
    $('live').textContent = typeof say === 'function' ? say() : say;
  }

  /**
   * Online play's module (dist/online/online.js), loaded on first use only.
   * @returns {Promise<OnlineModule>}
   */
  loadOnline() {
    return import(new URL('online/online.js', document.baseURI).href);
  }

  /**
   * Readies the drawing of a game on `rules`: for six arms or teams, the module that plays
   * them and the star's drawing (game/six.js), loaded once; null when nothing is to load.
   * Online play's module calls it before it puts a room's game on the board.
   * @param {{ arms?: number, teams?: boolean } | null | undefined} rules
   * @returns {Promise<unknown> | null}
   */
  readyFor(rules) {
    return playsSix(rules) && !sixLoaded() ? loadSix() : null;
  }

  /**
   * A game's board geometry, asked of the engine once per board and arms (six arms of the
   * module that plays them, loaded before such a game is shown: game/six.js).
   * @param {Pick<import('../../../pkg/ludo.js').GameView, 'board' | 'rules'>} view
   * @returns {Geometry}
   */
  geometry(view) {
    const arms = armsOf(view.rules);
    const Six = sixLoaded();
    if (arms === 4 || !Six) return (this.geometries[view.board] ??= this.Game.geometryOf(view.board));
    const game = Six.fromPosition(/** @type {any} */ (view));
    try {
      return (this.geometries[`${view.board}-${arms}`] ??= game.geometry());
    } finally {
      game.free();
    }
  }
}
