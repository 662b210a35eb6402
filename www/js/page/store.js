// Keeps settings, the last new-game choice and the game in progress in localStorage.
// Storage can be missing or full (private windows, sandboxed embeds): every call then
// fails quietly and says so through its result.
//
// A game in progress is kept as a small head under the slot's key, `{ view, undo }` (the
// engine's view() and the view at the undo point), and its log in chunks of CHUNK
// entries under `<slot>#log<i>`. A step rewrites the head and the last chunk only, so
// autosaving costs the same at the end of a long game as at its start. Saves of the
// earlier single-key form, `{ state, undo }` (two whole games), still load.
import { withoutWorkedOut } from '../game/flow.js';

/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../game/flow.js').Point} Point */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../../pkg/ludo.js').SavedGame} SavedGame */
/**
 * A saved game read back: the whole game, the view at the undo point (or null), and
 * whether its end was told to an embedding page already.
 * @typedef {{ state: SavedGame, undo: Point | null, earlier: boolean, ended: boolean }} StoredGame
 */

const PREFIX = 'ludo.';

/** Log entries per stored chunk. */
export const CHUNK = 128;

/** @returns {Storage | null} */
function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether saves survive a reload in this browser. */
export function available() {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(`${PREFIX}probe`, '1');
    s.removeItem(`${PREFIX}probe`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a stored value (parsed JSON), or `fallback` when absent or unreadable.
 * @param {string} name
 * @param {any} [fallback]
 * @returns {any}
 */
export function load(name, fallback = null) {
  try {
    const text = storage()?.getItem(PREFIX + name);
    return text ? JSON.parse(text) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Stores a value as JSON; returns false when the browser refused.
 * @param {string} name
 * @param {unknown} value
 * @returns {boolean}
 */
export function save(name, value) {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify(value));
    return Boolean(storage());
  } catch {
    return false;
  }
}

/**
 * Forgets a stored value.
 * @param {string} name
 */
export function remove(name) {
  try {
    storage()?.removeItem(PREFIX + name);
  } catch {
    // nothing to forget
  }
}

/**
 * The save slot of this page: embeds with different URL options keep separate games
 * (`?preset=mensch&seats=person,hard` has its own), the plain page has one.
 * @param {string} search
 */
export function slotName(search) {
  const p = new URLSearchParams(search);
  p.delete('lang');
  p.sort();
  const q = p.toString();
  return q ? `game?${q}` : 'game';
}

/**
 * The key of a slot's log chunk `i` (entries `i * CHUNK` on).
 * @param {string} slot
 * @param {number} i
 */
export const chunkName = (slot, i) => `${slot}#log${i}`;

/**
 * A view of a whole saved game (the form of `view()`, without what the engine reads in
 * it): the game but its log.
 * @param {SavedGame} state
 * @returns {Point}
 */
export function viewOf(state) {
  const { log, ...rest } = state;
  return { ...rest, logLength: log.length };
}

/**
 * Reads the game saved in a slot, or null if there is none. A head whose log chunks are
 * missing or short is an error (with what is wrong); the engine checks the rest.
 * @param {string} slot
 * @returns {StoredGame | null}
 */
export function loadGame(slot) {
  const head = load(slot);
  if (!head || typeof head !== 'object') return null;
  if (head.state && typeof head.state === 'object') {
    // the single-key form: the undo point was a whole game too
    const undo = head.undo && Array.isArray(head.undo.log) ? viewOf(head.undo) : null;
    return { state: head.state, undo, earlier: true, ended: false };
  }
  const { view, undo, ended } = head;
  if (!view || typeof view !== 'object' || !Number.isInteger(view.logLength)) throw new Error('the saved game has no position');
  /** @type {LogEntry[]} */
  const log = [];
  for (let i = 0; log.length < view.logLength; i++) {
    const chunk = load(chunkName(slot, i));
    const want = Math.min(CHUNK, view.logLength - i * CHUNK);
    if (!Array.isArray(chunk) || chunk.length < want) throw new Error(`the saved log lacks entries from ${log.length}`);
    for (let k = 0; k < want; k++) log.push(chunk[k]);
  }
  const { logLength, ...rest } = withoutWorkedOut(/** @type {Point} */ (view));
  void logLength;
  return { state: { ...rest, log }, undo: undo ?? null, earlier: false, ended: ended === true };
}

/**
 * A view as stored: without what the engine reads in it (the hand, the blocks, whether
 * scores count), which is never saved and is worked out again.
 * @param {GameView} view
 */
function stored(view) {
  return withoutWorkedOut(view);
}

/** Writes one game's autosaves into a slot, rewriting only what changed. */
export class GameSaver {
  /** @param {string} slot */
  constructor(slot) {
    this.slot = slot;
    /** Log entries already stored in their chunks; a fresh saver rewrites them all. */
    this.written = 0;
    /** Whether the game's end was told to an embedding page (kept with the game). */
    this.ended = false;
  }

  /** The next save writes the whole log again (a new game in the slot). */
  restart() {
    this.written = 0;
    this.ended = false;
  }

  /** The game's end was told to an embedding page: its save says so from now on. */
  markEnded() {
    this.ended = true;
    const head = load(this.slot);
    if (head && typeof head === 'object' && head.view) save(this.slot, { ...head, ended: true });
  }

  /**
   * The first `count` log entries are stored already (a game resumed from this slot).
   * @param {number} count
   */
  resumed(count) {
    this.written = count;
  }

  /**
   * Saves the game: the chunks holding entries not yet stored (and the chunk where the
   * log was cut back by an undo), then the head. Returns false when storage refused.
   * @param {GameView} view
   * @param {LogEntry[]} log the whole log, `view.logLength` entries
   * @param {Point | null} undo
   * @returns {boolean}
   */
  save(view, log, undo) {
    const fresh = this.written === 0;
    const from = Math.min(this.written, log.length);
    let ok = true;
    const last = Math.max(0, Math.ceil(log.length / CHUNK) - 1);
    for (let i = Math.floor(from / CHUNK); i <= last; i++) {
      ok = save(chunkName(this.slot, i), log.slice(i * CHUNK, (i + 1) * CHUNK)) && ok;
    }
    if (fresh) this.dropChunks(last + 1);
    ok = ok && save(this.slot, { view: stored(view), undo, ...(this.ended ? { ended: true } : {}) });
    if (ok) this.written = log.length;
    return ok;
  }

  /**
   * Forgets the chunks from `i` on (left by an earlier, longer game in the slot).
   * @param {number} i
   */
  dropChunks(i) {
    while (load(chunkName(this.slot, i)) !== null) remove(chunkName(this.slot, i++));
  }

  /** Forgets the saved game. */
  clear() {
    remove(this.slot);
    this.dropChunks(0);
    this.written = 0;
    this.ended = false;
  }
}
