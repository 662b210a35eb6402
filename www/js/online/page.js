// Online play on the page, loaded with a dynamic import when a room is opened or joined
// (dist/online/online.js): the lobby, the room's game on the board (the turn flow shows
// the host's events as it shows local steps), and the room's state over the board:
// paused, friends away, watching, the dice's verification.
import { $, adoptCss } from '../page/dom.js';
import * as session from './session.js';
import { renderLobby, roomSeats } from './lobby.js';
import { wordsIn } from '../words/online.js';
import { roomRefusal } from '../words/refusals.js';
import { turnTime, plays, idleAt } from './prompt.js';
import { disconnect, leave, sync, confirmLeave, leaveRoom, hostLeft, noHost } from './leave.js';
import { chatNote } from './chat.js';
import { renderBanner, onClock, renameSeats, breachText } from './banner.js';
import { showRemote, installRoom } from './remote.js';

export * from './session.js';
export { OnlineGame } from './game.js';
export { quick } from './quick.js';
export { turnTime } from './prompt.js';

/** @typedef {import('../page/app.js').App} App */
/** @typedef {import('../screens/form.js').Choice} Choice */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Outcome} Outcome */
/** @typedef {import('./session.js').Note} Note */
/** @typedef {import('./session.js').RoomStatus} RoomStatus */
/** @typedef {import('./lobby.js').Words} Words */

/** How long a friend's page waits for the host of a room before it says none answers. */
const JOIN_WAIT = 6000;

let styled = false;

export class Online {
  /**
   * @param {App} app
   * @param {Words} t the page's words (its own language state)
   * @param {() => string} lang the page's language
   */
  constructor(app, t, lang) {
    this.app = app;
    if (!styled) {
      adoptCss('.online-status.calm { color: inherit; font-weight: 400; }');
      styled = true;
    }
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
    /** the host's steps received and not shown yet (remote) */
    this.behind = 0;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.joinTimer = undefined;
    /** @type {{ seat: number, ends: number } | null} the clock of the action due, by the host's */
    this.clock = null;
    /** @type {ReturnType<typeof setInterval> | undefined} redraws the countdown */
    this.ticker = undefined;
    /** what the lobby showed when last drawn */
    this.drawn = '';
    /** the room is a quick match's table (quick.js): strangers, nobody invites */
    this.quick = false;
    /** whether the computer kept this page's seat at the last roster event */
    this.wasIdle = false;
    /** the board waits for the module that draws a room on six arms or in teams */
    this.readying = false;
  }

  /** Where to connect: the URL's servers, else the site's (`online/config.json`). */
  async connection() {
    const conf = await session.siteConfig();
    return {
      signal: session.signalUrl(this.params, location, conf),
      ice: session.iceServers(this.params, conf),
      onNote: (/** @type {Note[]} */ n) => this.onNotes(n),
    };
  }

  // leaving, and the room as the page's model (leave.js)
  /** Closes the connection to the room (the model is the caller's to change). */
  disconnect() {
    disconnect(this);
  }

  /** Leaves the room (the model's `leave`). */
  leave() {
    leave(this);
  }

  /** The room's status as the page's model: this page's role in it. */
  sync() {
    sync(this);
  }

  /** Whether this page hosts a room it has not left. */
  hosting() {
    return Boolean(this.session && this.status?.role === 'host');
  }

  /**
   * Leaves the room, then runs `then`: a host's person confirms first, the room is told.
   * @param {() => void} then
   */
  confirmLeave(then) {
    confirmLeave(this, then);
  }

  /** The host leaves the room for good: the friends' pages are told. */
  leaveRoom() {
    leaveRoom(this);
  }

  /** The host has left the room: the game ends here, said with the way back. */
  hostLeft() {
    hostLeft(this);
  }

  /** Whether the signalling server answers; if not, says so plainly. */
  async reachable() {
    const { signal } = await this.connection();
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
    const seats = roomSeats(choice, this.t);
    const config = { options: { preset: choice.preset, rules: choice.rules }, seats, delay, turnTime: turnTime(this.params) };
    this.session = await session.host({ ...(await this.connection()), config });
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
    const room = session.normalise(id);
    // a code that cannot be a room is refused before anything is dialled
    if (!session.isRoomId(room)) {
      this.app.message(this.t('onlineBadCode', { code: id }), true);
      return false;
    }
    if (!(await this.reachable())) return false;
    if (session.hosts(room)) {
      this.session = await session.resume({ ...(await this.connection()), id: room });
      this.show();
      return true;
    }
    // a friend or a watcher meets the room at once, with the name kept from last time if
    // any (a friend coming back gets the seat back by its token); a name is asked only to
    // take a free seat
    await this.join(session.lastName());
    return true;
  }

  /**
   * Takes free seat `seat` under `name` (remembered for next time): one press.
   * @param {string} name
   * @param {number} seat
   */
  sit(name, seat) {
    if (!this.session) return;
    session.rememberName(name.trim());
    this.act(() => this.session?.takeSeat(seat, name.trim()));
  }

  /** @param {string} name */
  async join(name) {
    const id = this.params.get('room') ?? '';
    try {
      this.session = await session.join({ ...(await this.connection()), id, name: name.trim() });
      this.note = this.t('onlineConnecting');
      // no host answers a room that does not exist: said, with the way back, in time
      const wait = Number(this.params.get('joinWait')) || JOIN_WAIT;
      clearTimeout(this.joinTimer);
      this.joinTimer = setTimeout(() => this.noHost(), wait);
    } catch (e) {
      this.note = this.refused(e);
    }
    this.show();
  }

  /** No host answered the room's code in time: the room does not exist (or is closed). */
  noHost() {
    noHost(this);
  }

  /** Leaves the room for the new-game screen. */
  back() {
    this.leave();
    this.app.setup.show();
  }

  /** The lobby, or the board once the game is on. */
  show() {
    this.status = this.session?.status() ?? null;
    this.sync();
    if (this.status && this.status.stage !== 'lobby' && this.session && !this.canSit()) return this.install();
    this.render();
  }

  /** What the lobby shows of the room. */
  lobbyKey() {
    const st = this.status;
    return JSON.stringify([st?.role, st?.joined, st?.stage, st?.seats, st?.turnTime, st?.connected, st?.paused, st?.watching, this.note]);
  }

  render() {
    this.drawn = this.lobbyKey();
    // a room on six arms or in teams: the board's drawing loads while the lobby waits
    this.app.readyFor(this.status?.options?.rules)?.catch(() => {});
    const { session: s, status, t } = this;
    renderLobby($('lobby'), {
      session: s,
      status,
      name: session.lastName(),
      note: this.note,
      t,
      nameLength: this.app.limits.nameLength,
      quick: this.quick,
      actions: {
        sit: (name, seat) => this.sit(name, seat),
        start: (fill) => this.act(() => s?.start(fill)),
        turnTime: (ms) => (this.act(() => s?.setTurnTime(ms)), this.show()),
        back: () => this.confirmLeave(() => this.back()),
      },
    });
    this.renderBanner();
  }

  /**
   * Whether this page watches a game under way with a seat left open (a computer plays it
   * until a friend takes it): the lobby offers it, with a name and one press.
   */
  canSit() {
    const st = this.status;
    return Boolean(st && st.role === 'spectator' && st.joined && st.stage === 'playing' && st.seats.some((s) => s.kind === 'open'));
  }

  /** @param {() => void} f */
  act(f) {
    try {
      f();
    } catch (e) {
      this.app.message(this.refused(e), true);
    }
  }

  /** Puts the room's game on the board (once the page can draw it). */
  install() {
    installRoom(this);
  }

  /** @param {Note[]} notes */
  onNotes(notes) {
    this.status = this.session?.status() ?? null;
    this.sync();
    if (notes.some((n) => n.t === 'closed')) return this.hostLeft();
    for (const n of notes) {
      if (chatNote(this, n)) continue;
      onClock(this, n);
      if (n.t === 'refused') this.app.message(this.refused(n, true), true);
      if (n.t === 'breach') this.broke();
      if (n.t === 'signal') this.note = this.t('onlineSignalLost');
      if (n.t === 'connected') this.note = '';
      // while the host is away nobody may act: the page stops waiting for a person
      if (n.t === 'paused' && this.installed) this.app.play.advance();
      const ev = n.ev?.t;
      if (n.t === 'snapshot' && this.status?.stage !== 'lobby' && !this.canSit()) this.install();
      else if (n.t === 'event' && ev === 'start' && !this.canSit()) this.install();
      else if (n.t === 'event' && ev === 'roster') {
        renameSeats(this);
        // this page's seat kept by the computer, or its person's again: the page stops
        // asking its person to act, or asks again, once the steps on their way are shown
        const idle = this.idleHere();
        if (this.installed && idle !== this.wasIdle) this.queue = this.queue.then(() => this.app.play.advance());
        this.wasIdle = idle;
      }
      else if (n.t === 'event' && (ev === 'roll' || ev === 'move') && this.installed && n.outcome) this.remote(ev, n.outcome);
    }
    // the lobby is drawn again only when the room changed (not with every die of a game
    // a newcomer may join), so a name being typed stays
    if (!this.installed && this.lobbyKey() !== this.drawn) this.render();
    this.renderBanner();
  }

  /** The host's page broke the rules: this page says so, and nobody here acts any more. */
  broke() {
    this.app.message(breachText(this), true);
    if (this.installed) this.app.play.advance();
  }

  /**
   * Whether a person at this screen plays the seat on turn.
   * @param {GameView} view
   */
  mine(view) {
    return plays(this.status, view.seatOnTurn);
  }

  /** Whether the computer keeps this page's seat after missed turns (the person is idle). */
  idleHere() {
    return this.installed && idleAt(this.status);
  }

  /** The idle person is back: one press, whoever is on turn. */
  imBack() {
    this.act(() => this.session?.back());
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
      this.app.message(this.refused(e), true);
      play.advance();
    }
  }

  /**
   * A step the host made: shown as a step at this screen is, in their order.
   * @param {string} kind `roll` or `move`
   * @param {Outcome} outcome
   */
  remote(kind, outcome) {
    showRemote(this, kind, outcome);
  }

  /**
   * A refusal in the player's words (`roomRefusal`, words/refusals.js).
   * @param {unknown} e
   * @param {boolean} [host] the host refused
   */
  refused(e, host = false) {
    return roomRefusal(e, this.t, this.app.limits, host);
  }

  /** The room's state over the board, and the dice's verification on the results. */
  renderBanner() {
    renderBanner(this);
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
