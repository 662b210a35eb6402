// Quick match ("Play online now"): a person is seated with the next people who press it on
// the same signalling server, for the same rules and table (2, 3, 4 or 6 players, or teams
// of two). They meet in a lobby room of that server (`quick-<preset>-<table>`), speaking
// matchbox's own signalling messages over a WebSocket (no WebRTC is needed to meet):
// whoever has waited longest opens a room as its host and offers each newcomer a seat by
// the room's id; the newcomers join it as friends do by an invite link. The host starts the game once the table is full, or when
// the wait its person chose runs out, with computers in the free seats.
import { el, adoptCss } from '../page/dom.js';
import * as session from './session.js';
import { load, save } from '../page/store.js';
import { words } from '../words/quick.js';
import { inTeams } from '../game/arms.js';

/** @typedef {import('./page.js').Online} Online */
/** @typedef {import('../screens/form.js').Choice} Choice */

/**
 * The tables quick match offers: how many play, and on which board or in teams (RULINGS.md
 * "Six arms and teams"). Each meets in a lobby room of its own (`quick-<preset>-<id>`).
 * @typedef {{ id: string, players: number, rules: { arms?: number, teams?: boolean }, label?: string }} Table
 * @type {Table[]}
 */
const TABLES = [
  { id: '2', players: 2, rules: {} },
  { id: '3', players: 3, rules: {} },
  { id: '4', players: 4, rules: {} },
  { id: '6', players: 6, rules: { arms: 6 }, label: 'quickSix' },
  { id: '2v2', players: 4, rules: { teams: true }, label: 'quickTwoTeams' },
  { id: '2v2v2', players: 6, rules: { arms: 6, teams: true }, label: 'quickThreeTeams' },
];

/**
 * The table like the new-game form's choice: its number of players (five play at six),
 * in teams if it asks for them and a team table has that many.
 * @param {Choice} choice
 */
function tableFor(choice) {
  const n = Math.min(6, Math.max(2, choice.seats.length));
  const players = n === 5 ? 6 : n;
  const teams = inTeams(choice.rules);
  return TABLES.find((tb) => tb.players === players && inTeams(tb.rules) === teams) ?? TABLES[players === 6 ? 3 : players - 2];
}

/** The waits a person can choose, in seconds (0: wait for a full table). */
const WAITS = [15, 30, 60, 0];
/** How long a newcomer listens for someone who waited longer before it opens a table. */
const SETTLE_MS = 1500;
const WAIT_KEY = 'quickWait';
/** How long a seat offered stays kept for the page it was offered to. */
const PROMISE_MS = 15_000;

/**
 * A lobby message between two pages (sent as matchbox signalling data).
 * @typedef {{ q: 'hello' } | { q: 'full' } | { q: 'room', room: string, seat: number }} Lobby
 */

let styled = false;

/** One press of "Play online now", from the choice to a seat at a table. */
class Quick {
  /**
   * @param {Online} online
   * @param {Choice} choice the new-game form's choice (its preset and number of players)
   * @param {{ delay: number, lang: () => string }} page the pause between computer actions, the page's language
   */
  constructor(online, choice, page) {
    this.online = online;
    this.page = page;
    this.choice = choice;
    /** the name typed on the new-game form, if any: carried over */
    this.typed = choice.seats.find((s) => s.kind === 'person')?.name?.trim() ?? '';
    this.preset = choice.preset;
    /** @type {Table} */
    this.table = tableFor(choice);
    const stored = Number(load(WAIT_KEY, 30));
    this.waitS = WAITS.includes(stored) ? stored : 30;
    /** @type {WebSocket | null} */
    this.ws = null;
    /** pages that waited longer than this one and may still open a table */
    this.older = new Set();
    /** pages that came after this one */
    this.newer = new Set();
    /** @type {Map<number, number>} seats offered, and when (kept for the page on its way) */
    this.promised = new Map();
    this.settled = false;
    this.hosting = false;
    this.done = false;
    /** @type {{ room: string, seat: number } | null} a seat an older table offered */
    this.invited = null;
    /** @type {number} when the host's wait runs out (Date.now()) */
    this.startsAt = 0;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    this.timer = undefined;
  }

  /**
   * Online play's words, and quick match's own, in the page's language.
   * @param {string} key
   * @param {Record<string, unknown>} [params]
   */
  t(key, params = {}) {
    const text = words[this.page.lang()]?.[key] ?? words.en[key];
    if (text === undefined) return this.online.t(key, params);
    return text.replace(/\{(\w+)\}/g, (_, /** @type {string} */ k) => String(params[k] ?? `{${k}}`));
  }

  /** The choice of table size and wait, and the press that looks for players. */
  form() {
    if (!styled) {
      // the lobby's fields, before the lobby itself has been drawn
      adoptCss('.quick .field { display: grid; gap: 4px; flex: 1 1 160px; }');
      styled = true;
    }
    const t = this.t.bind(this);
    const name = /** @type {HTMLInputElement} */ (el('input', { id: 'quick-name', type: 'text', maxlength: this.online.app.limits.nameLength, autocomplete: 'nickname', value: this.typed || session.lastName() }));
    const tables = TABLES.map((tb) => el('option', { value: tb.id, selected: tb === this.table }, tb.label ? t(tb.label) : tb.id));
    const players = /** @type {HTMLSelectElement} */ (el('select', { id: 'quick-players' }, ...tables));
    const wait = /** @type {HTMLSelectElement} */ (
      el('select', { id: 'quick-wait' }, ...WAITS.map((s) => el('option', { value: s, selected: s === this.waitS }, s ? t('quickSeconds', { s }) : t('quickWaitAll'))))
    );
    const find = (/** @type {Event} */ e) => {
      e.preventDefault();
      this.table = TABLES.find((tb) => tb.id === players.value) ?? this.table;
      this.waitS = Number(wait.value);
      save(WAIT_KEY, this.waitS);
      if (name.value.trim()) session.rememberName(name.value.trim());
      this.find(name.value.trim() || this.t('playerN', { n: 1 }));
    };
    const field = (/** @type {string} */ label, /** @type {HTMLElement} */ input) => el('label', { class: 'field' }, el('span', {}, label), input);
    const preset = t(`preset_${this.preset}`);
    $lobby().replaceChildren(
      el(
        'form',
        { class: 'card lobby-card quick', onsubmit: find },
        el('h2', { id: 'lobby-title' }, t('quickTitle')),
        el('p', {}, t('quickRules', { preset })),
        el('div', { class: 'row' }, field(t('onlineYourName'), name), field(t('quickPlayers'), players), field(t('quickWait'), wait)),
        el('p', { id: 'quick-note', class: 'lobby-note', role: 'status' }),
        el(
          'p',
          { class: 'row' },
          el('button', { type: 'submit', id: 'quick-find', class: 'btn primary' }, t('quickFind')),
          el('button', { type: 'button', id: 'lobby-back', class: 'btn small', onclick: () => this.back() }, t('onlineBack')),
        ),
      ),
    );
    this.online.app.take('quickMatch');
  }

  /** @param {string} text */
  say(text) {
    const note = document.getElementById('quick-note');
    if (note) note.textContent = text;
  }

  /**
   * Goes into the lobby room for these rules and table size.
   * @param {string} name
   */
  async find(name) {
    this.name = name;
    document.getElementById('quick-find')?.setAttribute('disabled', '');
    if (!(await this.online.reachable())) return this.back();
    this.say(this.t('quickLooking'));
    const { signal } = await this.online.connection();
    const ws = new WebSocket(`${signal.replace(/\/$/, '')}/quick-${this.preset}-${this.table.id}`);
    this.ws = ws;
    ws.onmessage = (m) => this.onSignal(String(m.data));
    ws.onclose = () => {
      if (!this.done && this.ws === ws) this.online.app.message(this.t('onlineSignalLost'), true);
    };
    // whoever says nothing within the settle time, counted from when the server has this
    // page, leaves this page the one who waited longest
    ws.onopen = () =>
      setTimeout(() => {
        this.settled = true;
        this.maybeHost();
      }, this.settleMs());
  }

  /** How long a newcomer listens before it opens a table (`quickSettle=` in ms for tests). */
  settleMs() {
    return this.given('quickSettle', 0) ?? SETTLE_MS;
  }

  /**
   * A time in milliseconds the address gives for tests, if it gives one of at least `min`.
   * @param {string} name
   * @param {number} min
   */
  given(name, min) {
    const ms = Number(this.online.params.get(name));
    return this.online.params.has(name) && Number.isInteger(ms) && ms >= min ? ms : undefined;
  }

  /**
   * @param {string} peer
   * @param {Lobby} data
   */
  send(peer, data) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ Signal: { receiver: peer, data } }));
  }

  /**
   * A message of the lobby room's server: a page came or left, or one said something.
   * @param {string} text
   */
  onSignal(text) {
    if (this.done) return;
    const msg = JSON.parse(text);
    if (msg.NewPeer) {
      this.newer.add(msg.NewPeer);
      // a table still opening says hello too, and offers a seat once it is open
      if (this.startsAt) this.offer(msg.NewPeer);
      else this.send(msg.NewPeer, { q: 'hello' });
    } else if (msg.PeerLeft) {
      this.older.delete(msg.PeerLeft);
      this.newer.delete(msg.PeerLeft);
      this.maybeHost();
    } else if (msg.Signal) {
      const { sender, data } = msg.Signal;
      if (data?.q === 'hello') this.older.add(sender);
      if (data?.q === 'full') {
        this.older.delete(sender);
        this.maybeHost();
      }
      if (data?.q === 'room' && typeof data.room === 'string' && Number.isInteger(data.seat)) this.offered(data.room, data.seat);
    }
  }

  /**
   * A table that was open before this page came offers it a seat. A page that has opened
   * a table of its own meanwhile (the offer was slow to come) closes it and sits at the
   * older one, unless someone was offered a seat at its own.
   * @param {string} room
   * @param {number} seat
   */
  offered(room, seat) {
    if (!this.hosting) return this.sit(room, seat);
    this.invited = { room, seat };
    if (this.startsAt) this.moveToOlder();
  }

  /** Leaves this page's own table, empty and promised to nobody, for the older one that offered a seat. */
  moveToOlder() {
    const st = this.online.session?.status();
    const invited = this.invited;
    const empty = st?.role === 'host' && st.stage === 'lobby' && !st.seats.some((s) => s.kind === 'friend' && s.taken);
    if (!invited || !empty || this.promised.size > 0) return;
    clearInterval(this.timer);
    this.online.leaveRoom();
    this.online.app.take('quickMatch');
    this.hosting = false;
    this.sit(invited.room, invited.seat);
  }

  /** Opens a table when nobody who waited longer is still looking. */
  async maybeHost() {
    if (!this.settled || this.hosting || this.done || this.older.size > 0 || !this.ws) return;
    this.hosting = true;
    const seats = [{ kind: 'person', name: this.name ?? '' }, ...Array.from({ length: this.table.players - 1 }, () => ({ kind: 'friend' }))];
    const choice = /** @type {Choice} */ (/** @type {unknown} */ ({ preset: this.preset, seats, seed: '', rules: { ...this.table.rules } }));
    if (!(await this.online.open(choice, this.page.delay))) return this.back();
    this.online.quick = true;
    this.online.render();
    this.startsAt = Date.now() + this.waitMs();
    for (const peer of this.newer) this.offer(peer);
    this.timer = setInterval(() => this.tick(), 250);
    this.tick();
    // an older table's offer that came while this one was opening
    this.moveToOlder();
  }

  /** The host's wait in milliseconds (`quickWait=` in milliseconds for tests), 0 for none. */
  waitMs() {
    return this.given('quickWait', 1) ?? this.waitS * 1000;
  }

  /**
   * The host offers a newcomer a free seat of its table (each seat to one page at a time).
   * @param {string} peer
   */
  offer(peer) {
    const st = this.online.session?.status();
    const now = Date.now();
    const promised = (/** @type {number} */ i) => now - (this.promised.get(i) ?? -Infinity) < PROMISE_MS;
    const seat = st?.stage === 'lobby' ? st.seats.findIndex((s, i) => s.kind === 'friend' && !s.taken && !promised(i)) : -1;
    if (!st || seat < 0) return this.send(peer, { q: 'full' });
    this.promised.set(seat, now);
    this.send(peer, { q: 'room', room: st.room, seat });
  }

  /** The host's clock: starts the game when the table is full or the wait has run out. */
  tick() {
    const online = this.online;
    const st = online.session?.status();
    if (!st || st.role !== 'host') return this.stop();
    if (st.stage !== 'lobby') return this.stop();
    const friends = st.seats.filter((s) => s.kind === 'friend');
    const seated = friends.filter((s) => s.taken && s.present).length;
    const left = Math.ceil((this.startsAt - Date.now()) / 1000);
    // nobody came within the wait chosen: the person plays against computers, told so
    if (this.waitS > 0 && left <= 0 && seated === 0) return this.alone();
    const due = seated === friends.length || (this.waitS > 0 && left <= 0 && seated > 0);
    if (due) {
      online.note = '';
      online.act(() => online.session?.start(true));
      return this.stop();
    }
    const note = this.waitS === 0 ? this.t('quickHostAll') : left > 0 ? this.t('quickHostWait', { s: left }) : this.t('quickHostLate');
    if (note !== online.note) {
      online.note = note;
      if (!online.installed) online.render();
    }
  }

  /**
   * The wait ran out with nobody at the table: it closes (nobody is in it to tell), and
   * the person plays the same rules against computers at this screen.
   */
  alone() {
    this.stop();
    const app = this.online.app;
    this.online.leaveRoom();
    const others = Array.from({ length: this.table.players - 1 }, () => ({ kind: 'medium', name: '' }));
    const seats = [{ kind: 'person', name: this.name ?? '' }, ...others];
    // the table's rules: its preset, on its board, in teams if it was a team table
    if (app.setup.fromChoice({ ...this.choice, seats, seed: '', rules: { ...this.table.rules } }, false)) app.message(this.t('quickAlone', { s: Math.round(this.waitMs() / 1000) }));
  }

  /**
   * A newcomer joins the table it was offered, and takes the seat.
   * @param {string} room
   * @param {number} seat
   */
  async sit(room, seat) {
    if (this.hosting) return;
    this.stop();
    const online = this.online;
    online.params.set('room', room);
    const p = new URLSearchParams(location.search);
    p.set('room', room);
    history.replaceState(null, '', `?${p}`);
    online.quick = true;
    await online.join(this.name ?? '');
    let asked = false;
    const watch = setInterval(() => {
      const st = online.session?.status();
      if (!st) return clearInterval(watch);
      if (st.stage !== 'lobby') {
        // the game is on: the lobby's line goes
        clearInterval(watch);
        online.note = '';
        return online.renderBanner();
      }
      if (!st.joined || asked) return;
      asked = true;
      if (st.seat === null || st.seat === undefined) online.act(() => online.session?.takeSeat(seat, this.name));
      online.note = this.t('quickSeated');
      online.render();
    }, 100);
  }

  /** Leaves the lobby room (the table, if any, goes on). */
  stop() {
    this.done = true;
    clearInterval(this.timer);
    const ws = this.ws;
    this.ws = null;
    ws?.close();
  }

  /** Back to the new-game screen. */
  back() {
    this.stop();
    this.online.back();
  }
}

const $lobby = () => /** @type {HTMLElement} */ (document.getElementById('lobby'));

/**
 * "Play online now": the choice of table size and wait, then a seat at a table.
 * @param {Online} online
 * @param {Choice} choice the new-game form's choice
 * @param {{ delay: number, lang: () => string }} page the pause between computer actions, the page's language
 */
export function quick(online, choice, page) {
  online.leave();
  online.note = '';
  new Quick(online, choice, page).form();
}
