// Online play on the page, loaded with a dynamic import when a room is opened or joined
// (dist/online/online.js): the lobby, the room's game on the board (the turn flow shows
// the host's events as it shows local steps), and the room's state over the board:
// paused, friends away, watching, the dice's verification.
import { $ } from '../dom.js';
import * as session from './session.js';
import { OnlineGame } from './game.js';
import { renderLobby } from './lobby.js';
import { wordsIn } from './words.js';

export * from './session.js';
export { OnlineGame } from './game.js';

/** @typedef {import('../controller.js').App} App */
/** @typedef {import('../setup.js').Choice} Choice */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Outcome} Outcome */
/** @typedef {import('./session.js').Note} Note */
/** @typedef {import('./session.js').RoomStatus} RoomStatus */
/** @typedef {import('./lobby.js').Words} Words */

/** @param {unknown} e */
const messageOf = (e) => (e instanceof Error ? e.message : String(e));

/** A room on the page. */
export class Online {
  /**
   * @param {App} app
   * @param {Words} t the page's words (its own language state)
   * @param {() => string} lang the page's language
   */
  constructor(app, t, lang) {
    this.app = app;
    /** @type {Words} online play's words in the page's language */
    this.t = (key, params) => wordsIn(lang(), t)(key, params);
    /** @type {session.Session | null} */
    this.session = null;
    /** @type {RoomStatus | null} */
    this.status = null;
    this.note = '';
    this.params = new URLSearchParams(location.search);
    this.installed = false;
    /** @type {Promise<void>} the host's steps, shown one after the other */
    this.queue = Promise.resolve();
  }

  /** Where to connect. */
  connection() {
    return { signal: session.signalUrl(this.params), ice: session.iceServers(this.params), onNote: (/** @type {Note[]} */ n) => this.onNotes(n) };
  }

  /** Leaves the room (a game at this screen takes the board). */
  leave() {
    this.session?.close();
    this.session = null;
    this.status = null;
    this.installed = false;
  }

  /** Whether the signalling server answers; if not, says so plainly. */
  async reachable() {
    const signal = session.signalUrl(this.params);
    if (await session.reachable(signal)) return true;
    this.app.message(this.t('onlineNoSignal', { url: signal }), true);
    return false;
  }

  /**
   * Opens a room as host for a new-game choice (seats of kind `friend` wait for friends).
   * @param {Choice} choice
   * @param {number} delay the pause between computer actions, in milliseconds
   */
  async open(choice, delay) {
    if (!(await this.reachable())) return false;
    this.leave();
    const seats = choice.seats.map((s, i) => {
      const name = s.name?.trim() || this.t('playerN', { n: i + 1 });
      if (s.kind === 'person') return { kind: 'person', name };
      if (s.kind === 'friend') return { kind: 'friend' };
      return { kind: 'computer', level: s.kind, name };
    });
    const config = { options: { preset: choice.preset, rules: choice.rules }, seats, delay };
    this.session = await session.host({ ...this.connection(), config });
    const p = new URLSearchParams(location.search);
    for (const k of ['preset', 'seats', 'names', 'seed']) p.delete(k);
    p.set('room', this.session.id);
    history.replaceState(null, '', `?${p}`);
    this.show();
    return true;
  }

  /**
   * Follows a link `?room=<id>`: the host's own room from its autosave, else the lobby
   * asks a name to join.
   * @param {string} id
   */
  async enter(id) {
    if (!(await this.reachable())) return false;
    const room = session.normalise(id);
    if (session.hosts(room)) {
      this.session = await session.resume({ ...this.connection(), id: room });
    } else if (session.holdsSeat(room) && session.lastName()) {
      // a friend coming back: the same name, and the seat token gives the seat back
      return this.join(session.lastName()).then(() => true);
    }
    this.show();
    return true;
  }

  /** @param {string} name */
  async join(name) {
    const id = this.params.get('room') ?? '';
    try {
      this.session = await session.join({ ...this.connection(), id, name: name.trim() });
      this.note = this.t('onlineConnecting');
    } catch (e) {
      this.note = messageOf(e);
    }
    this.show();
  }

  /** The lobby, or the board once the game is on. */
  show() {
    this.status = this.session?.status() ?? null;
    if (this.status && this.status.stage !== 'lobby' && this.session) return this.install();
    this.render();
    this.app.showScreen('lobby');
  }

  render() {
    const { session: s, status, t } = this;
    renderLobby($('lobby'), {
      session: s,
      status,
      name: session.lastName(),
      note: this.note,
      t,
      actions: {
        join: (name) => this.join(name),
        takeSeat: (seat) => this.act(() => s?.takeSeat(seat)),
        start: (fill) => this.act(() => s?.start(fill)),
      },
    });
    this.renderBanner();
  }

  /** @param {() => void} f */
  act(f) {
    try {
      f();
    } catch (e) {
      this.app.message(messageOf(e), true);
    }
  }

  /** Puts the room's game on the board. */
  install() {
    if (!this.session) return;
    const play = this.app.play;
    this.installed = true;
    this.queue = Promise.resolve();
    play.install(/** @type {any} */ (new OnlineGame(this.session.room)), { online: this });
    this.renderBanner();
  }

  /** @param {Note[]} notes */
  onNotes(notes) {
    this.status = this.session?.status() ?? null;
    for (const n of notes) {
      if (n.t === 'refused') this.app.message(this.t('onlineRefused', { reason: n.reason ?? '' }), true);
      if (n.t === 'signal') this.note = this.t('onlineSignalLost');
      if (n.t === 'connected') this.note = '';
      // while the host is away nobody may act: the page stops waiting for a person
      if (n.t === 'paused' && this.installed) this.app.play.advance();
      if (n.t === 'fault') this.app.message(this.t('onlineDiceFault', { reason: n.reason ?? '' }), true);
      const ev = n.ev?.t;
      if (n.t === 'snapshot' && this.status?.stage !== 'lobby') this.install();
      else if (n.t === 'event' && ev === 'start') this.install();
      else if (n.t === 'event' && (ev === 'roll' || ev === 'move') && this.installed && n.outcome) this.remote(ev, n.outcome);
    }
    if (!this.installed) this.render();
    this.renderBanner();
  }

  /**
   * Whether a person at this screen plays the seat on turn.
   * @param {GameView} view
   */
  mine(view) {
    const st = this.status;
    if (!st || st.stage !== 'playing' || st.paused) return false;
    if (st.role === 'host') return st.seats[view.turn]?.kind === 'person';
    return st.seat === view.turn;
  }

  /** A person at this screen rolls: an intent to the host, whose event shows the roll. */
  roll() {
    this.send(() => this.session?.roll());
  }

  /**
   * A person at this screen plays legal move `id` (an intent to the host).
   * @param {number} id
   */
  move(id) {
    this.send(() => this.session?.move(id));
  }

  /** @param {() => void} intent */
  send(intent) {
    const play = this.app.play;
    play.wait(null);
    try {
      intent();
    } catch (e) {
      this.app.message(messageOf(e), true);
      play.advance();
    }
  }

  /**
   * A step the host made: shown as a step at this screen is, in their order.
   * @param {string} kind `roll` or `move`
   * @param {Outcome} outcome
   */
  remote(kind, outcome) {
    const play = this.app.play;
    const { signal } = play;
    const show = async () => {
      if (signal.aborted || !play.flow) return;
      const step = play.flow.take(outcome);
      await (kind === 'roll' ? play.doRoll(signal, step) : play.doMove(-1, signal, step));
      if (!signal.aborted) await play.advance();
    };
    this.queue = this.queue.then(show).catch((e) => {
      if (!signal.aborted) this.app.message(messageOf(e), true);
    });
  }

  /** The room's state over the board, and the dice's verification on the results. */
  renderBanner() {
    const st = this.status;
    const banner = $('online-status');
    const dice = $('results-dice');
    if (!st || !this.installed) {
      banner.hidden = true;
      dice.hidden = true;
      return;
    }
    const { t } = this;
    const away = st.seats.filter((s) => s.kind === 'friend' && s.taken && !s.present).map((s) => (s.away ? t('onlineAwayComputer', { name: s.name }) : t('onlineAway', { name: s.name })));
    const lines = [
      st.paused && t('onlinePaused'),
      st.waitingForWitness && t('onlineWitness'),
      st.role === 'spectator' && t('onlineWatching'),
      ...away,
      this.note,
    ].filter(Boolean);
    banner.textContent = lines.join(' ');
    banner.hidden = lines.length === 0;
    dice.hidden = st.stage !== 'over' && !st.dice.fault;
    dice.textContent = st.dice.fault ? t('onlineDiceFault', { reason: st.dice.fault }) : t('onlineDiceVerified', { n: st.dice.checked });
    dice.classList.toggle('error', Boolean(st.dice.fault));
  }
}

/**
 * Online play for the page.
 * @param {App} app
 * @param {Words} t the page's words
 * @param {() => string} lang the page's language
 */
export function online(app, t, lang) {
  return new Online(app, t, lang);
}
