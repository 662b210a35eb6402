// Online play's connection, loaded only when a room is opened or joined: the online
// WebAssembly module, the signalling server's address, and a room kept going (ticks, the
// host's autosave and the friend's seat token in localStorage, the invite link). Nothing
// from another player is ever put into the page as HTML.
import init, { OnlineRoom, qrCode, chatSayings } from '../../../pkg-online/ludo_online.js';
import { load, remove, save } from '../page/store.js';
import { isRoomId, roomId as normalise } from '../page/config.js';

/**
 * A seat as every page of a room sees it; `idle`: its person let three turns run out, and
 * a computer keeps the seat until they are back.
 * @typedef {{ kind: 'person' | 'friend' | 'computer' | 'open', name: string, level: string,
 *   taken: boolean, present: boolean, away: boolean, idle?: boolean }} SeatInfo
 */
/**
 * The room as this page sees it.
 * @typedef {{ role: 'host' | 'friend' | 'spectator', room: string, connected: boolean,
 *   paused: boolean, joined: boolean, seat?: number | null, seq: number,
 *   stage: 'lobby' | 'playing' | 'over', seats: SeatInfo[], waitingForWitness?: boolean,
 *   refusals?: number, resyncs?: number, pages?: number,
 *   breach?: { code: string, reason: string } | null, watching?: number,
 *   options?: { preset?: string, rules?: { arms?: number, teams?: boolean } },
 *   partners?: number[][] | null, turnTime?: number,
 *   dice: { checked: number, fault: string | null, verified: boolean } }} RoomStatus
 */
/**
 * What happened: `event` (numbered, with the outcome of a roll or a move), `snapshot`,
 * `refused` (with its `code`), `breach` (the host's page broke the rules: the game stops
 * here; with its `code`), `paused`, `connected`, `peer`, `signal` (the server is gone).
 * @typedef {{ t: string, seq?: number, ev?: { t: string, seat?: number }, outcome?: any,
 *   code?: string, reason?: string, seat?: number, left?: number }} Note
 */
/** @typedef {(notes: Note[]) => void} NoteHandler */
/**
 * A room's seats and game, as the host opens it.
 * @typedef {{ options: { preset?: string, rules?: Record<string, unknown> },
 *   seats: { kind: string, name?: string, level?: string }[], delay?: number,
 *   turnTime?: number }} RoomConfig
 */
/** @typedef {{ signal: string, ice: string[], onNote: NoteHandler }} Connection */
/**
 * The site's settings for online play (`online/config.json`): the signalling server's
 * address, or only its port on the page's own host, and the STUN/TURN servers.
 * @typedef {{ signal?: string, signalPort?: number, ice?: string }} SiteConfig
 */

/** The port `scripts/play.sh` runs matchbox_server on, beside the page. */
export const SIGNAL_PORT = 3536;

/** How long the host's connections stay open after it told the room it leaves. */
const LEAVE_MS = 1000;

/** How often the room looks at its connections and timers, in milliseconds. */
const TICK_MS = 50;

/** @type {Promise<unknown> | undefined} */
let ready;
/** Loads the online module once. */
export function loadModule() {
  ready ??= init();
  return ready;
}

/**
 * The quick chat's ids, as the room protocol lists them (the module must be loaded).
 * @returns {string[]}
 */
export const sayings = () => JSON.parse(chatSayings());

/** @type {Promise<SiteConfig> | undefined} */
let site;
/**
 * The site's settings, read once from `config.json` beside this module: written by the
 * build (LUDO_SIGNAL, LUDO_ICE), by scripts/play.sh (the port of the signalling server it
 * started), or once by hand on a static host. Without it, the defaults.
 * @returns {Promise<SiteConfig>}
 */
export function siteConfig() {
  site ??= fetch(new URL('config.json', import.meta.url))
    .then((r) => (r.ok ? r.json() : {}))
    .then((c) => (c && typeof c === 'object' ? c : {}))
    .catch(() => ({}));
  return site;
}

/**
 * The signalling server: `signal=` in the URL, else the site's setting (`config.json`),
 * else matchbox_server beside the page (`ws://host:3536`, or the site's `signalPort`;
 * `wss://` on an https page).
 * @param {URLSearchParams} [params]
 * @param {{ protocol: string, hostname: string }} [loc]
 * @param {SiteConfig} [conf]
 */
export function signalUrl(params = new URLSearchParams(location.search), loc = location, conf = {}) {
  const given = params.get('signal') || conf.signal;
  if (given) {
    if (!/^wss?:\/\/[^\s/?#]+/.test(given)) throw Object.assign(new Error(`signal: a ws:// or wss:// address, not "${given}"`), { code: 'room.signal' });
    return given.replace(/\/+$/, '');
  }
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  const port = Number.isInteger(conf.signalPort) ? conf.signalPort : SIGNAL_PORT;
  return `${scheme}://${loc.hostname || '127.0.0.1'}:${port}`;
}

/**
 * STUN/TURN servers for the connections between pages: `ice=` in the URL (comma
 * separated, `none` for none), else the site's setting, else two public STUN servers.
 * @param {URLSearchParams} [params]
 * @param {SiteConfig} [conf]
 * @returns {string[]}
 */
export function iceServers(params = new URLSearchParams(location.search), conf = {}) {
  const given = params.get('ice') ?? conf.ice ?? '';
  if (given === 'none') return [];
  if (given) return given.split(',').filter(Boolean);
  return ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'];
}

/**
 * Whether the signalling server answers within `ms`: a WebSocket to a throwaway room of
 * its own, closed at once.
 * @param {string} signal
 * @param {number} [ms]
 * @returns {Promise<boolean>}
 */
export function reachable(signal, ms = 3000) {
  return new Promise((resolve) => {
    /** @type {WebSocket | null} */
    let ws = null;
    /** @param {boolean} ok */
    const done = (ok) => {
      clearTimeout(timer);
      ws?.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), ms);
    try {
      ws = new WebSocket(`${signal}/probe${Math.random().toString(36).slice(2, 12)}`);
    } catch {
      return done(false);
    }
    ws.onopen = () => done(true);
    ws.onerror = () => done(false);
  });
}

/** @param {string} room */
const hostKey = (room) => `online.host.${room}`;
/** @param {string} room */
const tokenKey = (room) => `online.token.${room}`;
const nameKey = 'online.name';

/** The name given last time, to offer again. */
export const lastName = () => String(load(nameKey, '') ?? '');

/**
 * Keeps the name given, to offer it next time.
 * @param {string} name
 */
export const rememberName = (name) => {
  if (name) save(nameKey, name);
};

/**
 * Whether this browser holds a seat token of room `room` (a friend coming back).
 * @param {string} room
 */
export const holdsSeat = (room) => load(tokenKey(room)) !== null;

/**
 * Whether this browser hosts room `room` (its autosave is here).
 * @param {string} room
 */
export const hosts = (room) => load(hostKey(room)) !== null;

/** A room, hosted or joined, kept going until `close()`. */
export class Session {
  /** @param {OnlineRoom} room */
  constructor(room) {
    this.room = room;
    this.timer = setInterval(() => room.tick(), TICK_MS);
    this.id = room.roomId();
  }

  /** @returns {RoomStatus} */
  status() {
    return JSON.parse(this.room.status());
  }

  roll() {
    this.room.roll();
  }

  /** @param {number} id */
  move(id) {
    this.room.applyMove(id);
  }

  /** This page's person is back: the computer that kept their seat gives it back. */
  back() {
    this.room.back();
  }

  /**
   * @param {number} seat
   * @param {string} [name] the name to sit under (else the one given when joining)
   */
  takeSeat(seat, name) {
    this.room.takeSeat(seat, name);
  }

  /** @param {number} ms the host's turn timer per roll or move, 0 for none (lobby only) */
  setTurnTime(ms) {
    this.room.setTurnTime(ms);
  }

  /** The game is over: a new one with the same seats (the host only). */
  rematch() {
    this.room.rematch();
  }

  /** @param {boolean} fill seats still free become computers (else they stay open) */
  start(fill) {
    this.room.start(fill);
  }

  /**
   * The invite link: this page's address with `?room=<id>`, and the language, signalling
   * and STUN/TURN servers when given.
   * @param {{ origin: string, pathname: string, search: string }} [loc]
   */
  inviteLink(loc = location) {
    const here = new URLSearchParams(loc.search);
    const p = new URLSearchParams({ room: this.id });
    for (const k of ['lang', 'signal', 'ice']) {
      const v = here.get(k);
      if (v) p.set(k, v);
    }
    return `${loc.origin}${loc.pathname}?${p}`;
  }

  /** The room code, in groups of four to read aloud. */
  code() {
    return (this.id.match(/.{4}/g) ?? [this.id]).join('-');
  }

  /**
   * The invite link's QR code, for an SVG path.
   * @param {{ origin: string, pathname: string, search: string }} [loc]
   * @returns {{ width: number, path: string }}
   */
  qr(loc = location) {
    return JSON.parse(qrCode(this.inviteLink(loc)));
  }

  close() {
    clearInterval(this.timer);
    this.room.close();
  }

  /**
   * The host leaves the room for good: every page is told, the autosave is forgotten,
   * and the connections close once the word is on its way.
   */
  leaveRoom() {
    clearInterval(this.timer);
    this.room.leaveRoom();
    forget(this.id);
    setTimeout(() => this.room.close(), LEAVE_MS);
  }
}

/**
 * Keeps what the page needs to come back after every change: the host's autosave or the
 * friend's seat token.
 * @param {Session} session
 */
function persist(session) {
  const kept = session.room.save();
  if (!kept) return;
  if (session.status().role === 'host') save(hostKey(session.id), JSON.parse(kept));
  else save(tokenKey(session.id), kept);
}

/**
 * A session over a room made by `make`, whose notes go to `onNote` after the autosave.
 * @param {(note: (text: string) => void) => OnlineRoom} make
 * @param {NoteHandler} onNote
 */
function start(make, onNote) {
  /** @type {Session | null} */
  let session = null;
  const room = make((text) => {
    if (session) persist(session);
    onNote(JSON.parse(text));
  });
  session = new Session(room);
  persist(session);
  return session;
}

/**
 * Opens a room as its host.
 * @param {Connection & { config: RoomConfig }} how
 */
export async function host({ signal, ice, config, onNote }) {
  await loadModule();
  return start((note) => OnlineRoom.host(signal, JSON.stringify(ice), JSON.stringify(config), note), onNote);
}

/**
 * The host's room `id` again from its autosave in this browser.
 * @param {Connection & { id: string }} how
 */
export async function resume({ signal, ice, id, onNote }) {
  await loadModule();
  const saved = load(hostKey(id));
  if (!saved) throw new Error(`resume: this browser does not host room ${id}`);
  return start((note) => OnlineRoom.resume(signal, JSON.stringify(ice), JSON.stringify(saved), note), onNote);
}

/**
 * Joins room `id` (a link's `room=` or a typed code) under `name`.
 * @param {Connection & { id: string, name: string }} how
 */
export async function join({ signal, ice, id, name, onNote }) {
  await loadModule();
  const room = normalise(id);
  rememberName(name);
  const token = load(tokenKey(room)) ?? undefined;
  return start((note) => OnlineRoom.join(signal, JSON.stringify(ice), room, name, token, note), onNote);
}

// a typed code or a link's room= as a room id, and whether it can be one (config.js: the
// page's first load reads typed codes too)
export { isRoomId, normalise };

/**
 * Forgets a room (the host's autosave or the friend's token).
 * @param {string} id
 */
export function forget(id) {
  remove(hostKey(id));
  remove(tokenKey(id));
}
