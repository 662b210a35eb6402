// The page: the screens, messages, settings and language, and the parts that do the
// work, one job each: starting games (newgame.js), the turn flow on the page (play.js),
// saves and files (files.js), moves picked by pointer and keyboard (input.js), and the
// board's drawing (boardview.js). Every rule decision is the engine's.
import { $ } from './dom.js';
import { t, setLang, lang, pickLang } from './i18n.js';
import * as store from './store.js';
import * as sound from './sound.js';
import * as computer from './computer.js';
import { defaultSettings, readParams } from './config.js';
import { SetupForm } from './setup.js';
import { singleFile } from './wasm-source.js';
import { NewGame } from './newgame.js';
import { Play } from './play.js';
import { Files } from './files.js';
import { Input } from './input.js';
import { BoardView } from './boardview.js';

/** @typedef {typeof import('../../pkg/ludo.js').Game} GameClass */
/** @typedef {import('../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('./config.js').Settings} Settings */
/** @typedef {'setup' | 'lobby' | 'play' | 'results'} Screen */
/** @typedef {import('./online/page.js')} OnlineModule */

export class App {
  /** @param {GameClass} Game */
  constructor(Game) {
    this.Game = Game;
    this.presets = Game.presets();
    this.switches = Game.switches();
    this.params = readParams(location.search, this.switches.map((s) => s.name));
    /** @type {Settings} */
    this.settings = { ...defaultSettings, ...store.load('settings', {}) };
    if (this.params.speed) this.settings.speed = this.params.speed;
    if (this.params.autoMove !== undefined) this.settings.autoMove = this.params.autoMove;
    /** @type {Record<string, Geometry>} */
    this.geometries = {};
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.messageTimer = undefined;
    this.board = new BoardView(this);
    this.input = new Input(this);
    this.play = new Play(this);
    this.files = new Files(this, store.slotName(location.search));
    this.setup = new NewGame(this);
    /** @type {import('./online/page.js').Online | null} online play, once a room is opened or joined */
    this.online = null;
    this.form = new SetupForm({
      presets: this.presets,
      switches: this.switches,
      onStart: (choice) => this.setup.fromChoice(choice),
    });
  }

  boot() {
    setLang(this.params.lang || this.settings.lang || pickLang(navigator.languages));
    sound.setMuted(!this.settings.sound);
    /** @type {HTMLSelectElement} */ ($('speed')).value = this.settings.speed;
    /** @type {HTMLInputElement} */ ($('auto-move')).checked = this.settings.autoMove;
    if (singleFile) $('single-file').hidden = true;
    this.translatePage();
    $('loading').hidden = true;
    new ResizeObserver(() => this.board.layout()).observe($('board-wrap'));
    computer.warmUp();
    if (this.params.room) return this.setup.fromRoomLink(this.params.room);
    if (this.files.resume()) return;
    this.setup.fromPage();
  }

  /**
   * Shows one screen: the new-game form, the board, or the results over the board.
   * @param {Screen} name
   */
  showScreen(name) {
    $('setup').hidden = name !== 'setup';
    $('lobby').hidden = name !== 'lobby';
    $('play').hidden = name === 'setup' || name === 'lobby';
    $('results').hidden = name !== 'results';
    $('setup-cancel').hidden = !(name === 'setup' && this.play.flow);
    if (name !== 'setup') this.board.layout();
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
    $('board').setAttribute('aria-label', t('board'));
    $('board-wrap').setAttribute('aria-label', t('board'));
    /** @type {HTMLSelectElement} */ ($('lang')).value = lang();
    this.renderSound();
  }

  /** @param {string} code */
  changeLang(code) {
    setLang(code);
    this.settings.lang = lang();
    store.save('settings', this.settings);
    this.form.read();
    this.translatePage();
    this.form.render();
    this.play.translate();
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
    if (name === 'autoMove' && value) this.play.autoMoveTurnedOn();
  }

  renderSound() {
    const on = this.settings.sound;
    $('sound').setAttribute('aria-pressed', String(on));
    $('sound-icon').textContent = on ? '♪' : '×';
    $('sound').classList.toggle('off', !on);
  }

  /**
   * A message over the page; errors stay until closed.
   * @param {string} text
   * @param {boolean} [isError]
   */
  message(text, isError = false) {
    $('message-text').textContent = text;
    $('message').hidden = false;
    $('message').classList.toggle('error', isError);
    clearTimeout(this.messageTimer);
    if (!isError) this.messageTimer = setTimeout(() => ($('message').hidden = true), 4000);
  }

  /**
   * Says something to screen readers.
   * @param {string} text
   */
  announce(text) {
    $('live').textContent = text;
  }

  /**
   * Online play's module (dist/online/online.js), loaded on first use only.
   * @returns {Promise<OnlineModule>}
   */
  loadOnline() {
    return import(new URL('online/online.js', document.baseURI).href);
  }

  /**
   * A board's geometry, asked of the engine once.
   * @param {string} board
   * @returns {Geometry}
   */
  geometry(board) {
    this.geometries[board] ??= this.Game.geometryOf(board);
    return this.geometries[board];
  }
}
