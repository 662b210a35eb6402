// Online play, loaded only when a room is opened or joined (dynamic import): the online
// WebAssembly module, the signalling server's address, and a room kept going: ticks,
// the host's autosave and the friend's seat token in localStorage, the invite link.
// Nothing from another player is ever put into the page as HTML: callers show names
// with textContent.
import init, { OnlineRoom, qrCode } from '../../../pkg-online/ludo_online.js';
import { load, remove, save } from '../store.js';

/* global LUDO_SIGNAL, LUDO_ICE */
// Build settings (scripts/build.sh: LUDO_SIGNAL, LUDO_ICE); empty means the defaults.
const BUILT_SIGNAL = typeof LUDO_SIGNAL === 'string' ? LUDO_SIGNAL : '';
const BUILT_ICE = typeof LUDO_ICE === 'string' ? LUDO_ICE : '';

/** The port `scripts/play.sh` runs matchbox_server on, beside the page. */
export const SIGNAL_PORT = 3536;

/** How often the room looks at its connections and timers, in milliseconds. */
const TICK_MS = 50;

let ready;
/** Loads the online module once. */
export function loadModule(wasmUrl) {
  ready ??= init(wasmUrl ? { module_or_path: wasmUrl } : undefined);
  return ready;
}

/**
 * The signalling server: `signal=` in the URL, else the build setting, else
 * matchbox_server beside the page (`ws://host:3536`, `wss://` on an https page).
 */
export function signalUrl(params = new URLSearchParams(location.search), loc = location) {
  const given = params.get('signal') || BUILT_SIGNAL;
  if (given) {
    if (!/^wss?:\/\/[^\s/?#]+/.test(given)) throw new Error(`signal: a ws:// or wss:// address, not "${given}"`);
    return given.replace(/\/+$/, '');
  }
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.hostname || '127.0.0.1'}:${SIGNAL_PORT}`;
}

/**
 * STUN/TURN servers for the connections between pages: `ice=` in the URL (comma
 * separated, `none` for none), else the build setting, else two public STUN servers.
 */
export function iceServers(params = new URLSearchParams(location.search)) {
  const given = params.get('ice') ?? BUILT_ICE;
  if (given === 'none') return [];
  if (given) return given.split(',').filter(Boolean);
  return ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'];
}

/** Whether the signalling server answers (its /health), within `ms`. */
export async function reachable(signal, ms = 3000) {
  const health = `${signal.replace(/^ws/, 'http')}/health`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    await fetch(health, { mode: 'no-cors', cache: 'no-store', signal: abort.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const hostKey = (room) => `online.host.${room}`;
const tokenKey = (room) => `online.token.${room}`;
const nameKey = 'online.name';

/** The name given last time, to offer again. */
export const lastName = () => load(nameKey, '');

/** Whether this browser hosts room `room` (its autosave is here). */
export const hosts = (room) => load(hostKey(room)) !== null;

/** A room, hosted or joined, kept going until `close()`. */
export class Session {
  constructor(room, onNote) {
    this.room = room;
    this.onNote = onNote;
    this.timer = setInterval(() => room.tick(), TICK_MS);
    this.id = room.roomId();
  }

  status() {
    return JSON.parse(this.room.status());
  }

  view() {
    return JSON.parse(this.room.view());
  }

  legalMoves() {
    return JSON.parse(this.room.legalMoves());
  }

  roll() {
    this.room.roll();
  }

  move(id) {
    this.room.applyMove(id);
  }

  takeSeat(seat) {
    this.room.takeSeat(seat);
  }

  start(fill) {
    this.room.start(fill);
  }

  /** The invite link: this page's address with `?room=<id>` and nothing else but the
   * language and the signalling server, when one was given. */
  inviteLink(loc = location) {
    const here = new URLSearchParams(loc.search);
    const p = new URLSearchParams({ room: this.id });
    for (const k of ['lang', 'signal', 'ice']) if (here.get(k)) p.set(k, here.get(k));
    return `${loc.origin}${loc.pathname}?${p}`;
  }

  /** The room code, in groups of four to read aloud. */
  code() {
    return this.id.match(/.{4}/g).join('-');
  }

  /** The invite link's QR code: `{ width, path }` for an SVG path. */
  qr(loc = location) {
    return JSON.parse(qrCode(this.inviteLink(loc)));
  }

  close() {
    clearInterval(this.timer);
    this.room.close();
  }
}

function keep(onNote) {
  let session;
  const note = (text) => {
    const notes = JSON.parse(text);
    if (session) persist(session);
    onNote(notes);
  };
  return { note, bind: (s) => (session = s) };
}

function persist(session) {
  const kept = session.room.save();
  if (!kept) return;
  if (session.status().role === 'host') save(hostKey(session.id), JSON.parse(kept));
  else save(tokenKey(session.id), kept);
}

/** Opens a room as its host. `config`: `{ options: { preset, rules }, seats, delay? }`. */
export async function host({ signal, ice, config, onNote }) {
  await loadModule();
  const k = keep(onNote);
  const room = OnlineRoom.host(signal, JSON.stringify(ice), JSON.stringify(config), k.note);
  const s = new Session(room, onNote);
  k.bind(s);
  persist(s);
  return s;
}

/** The host's room `id` again from its autosave in this browser. */
export async function resume({ signal, ice, id, onNote }) {
  await loadModule();
  const saved = load(hostKey(id));
  if (!saved) throw new Error(`resume: this browser does not host room ${id}`);
  const k = keep(onNote);
  const room = OnlineRoom.resume(signal, JSON.stringify(ice), JSON.stringify(saved), k.note);
  const s = new Session(room, onNote);
  k.bind(s);
  return s;
}

/** Joins room `id` (a link's `room=` or a typed code) under `name`. */
export async function join({ signal, ice, id, name, onNote }) {
  await loadModule();
  const room = normalise(id);
  save(nameKey, name);
  const token = load(tokenKey(room)) ?? undefined;
  const k = keep(onNote);
  const r = OnlineRoom.join(signal, JSON.stringify(ice), room, name, token, k.note);
  const s = new Session(r, onNote);
  k.bind(s);
  return s;
}

/** A typed room code as a room id: case and hyphens or spaces do not matter. */
export function normalise(code) {
  return String(code).toLowerCase().replace(/[\s-]/g, '');
}

/** Forgets a finished room (the host's autosave or the friend's token). */
export function forget(id) {
  remove(hostKey(id));
  remove(tokenKey(id));
}
