// The page's game in one place: the state that the turn flow (play.js) changes and that
// the input (input.js), the board (board/view.js) and the panel read, and the one
// cancellation of a game's pending steps. Each game on the board has its own
// AbortController: when another game (a new one, a save, an undo, a replay) takes the
// board, it is aborted, and every pending sleep, computer answer and step of the old game
// rejects with its reason instead of acting on the new one. A replay's steps take the same
// signal: a jump or a pause aborts it (screens/replay.js). No wait of the page but these
// (`tests/page_rules.rs`).

/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../../pkg/ludo.js').Route} EngineRoute */
/** @typedef {import('./flow.js').Flow} Flow */
/** @typedef {import('./flow.js').Point} Point */
/** @typedef {import('../board/layout.js').MoveSpot} MoveSpot */
/** @typedef {import('../board/layout.js').Trail} Trail */
/** @typedef {import('../online/page.js').Online} Online */
/**
 * The game on the page:
 * - `flow`: the game, its view and the page's copy of its log;
 * - `view`: the position on show (it trails the flow while the dice tumble), `geo` its board;
 * - `awaiting`: what a person at this screen is to do, `moves` the legal moves then and
 *   `spots` where they are drawn;
 * - `undo`: the position before the person's last move, `since` the engine's routes of
 *   each step since then (Undo walks them back); `trail`: the last move, marked;
 * - `online`: the room whose game this is (its host decides every step);
 * - `said`: what the last roll said (worded in the page's language when called), to say
 *   again with the prompt that follows it;
 * - `resultsSeen`: the end screen was shown once;
 * - `game`: the game's AbortController (`signal` for its pending steps).
 * @typedef {{
 *   flow: Flow | null, view: GameView | null, geo: Geometry | null,
 *   awaiting: 'roll' | 'move' | null, moves: LegalMove[], spots: MoveSpot[],
 *   undo: Point | null, since: EngineRoute[][], trail: Trail | null, online: Online | null,
 *   said: () => string, resultsSeen: boolean, game: AbortController }} GameState
 */

/** @returns {GameState} the state before any game */
export function emptyState() {
  return {
    flow: null,
    view: null,
    geo: null,
    awaiting: null,
    moves: [],
    spots: [],
    undo: null,
    since: [],
    trail: null,
    online: null,
    said: () => '',
    resultsSeen: false,
    game: new AbortController(),
  };
}

/**
 * Waits `ms` milliseconds, or rejects as soon as the game's signal is aborted.
 * @param {number} ms
 * @param {AbortSignal} signal
 * @returns {Promise<void>}
 */
export function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(id);
      reject(signal.reason);
    };
    const id = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The answer of `promise` (a computer's decision), unless the game's signal is aborted
 * first: then the reason. The answer that comes later is dropped.
 * @template T
 * @param {Promise<T>} promise
 * @param {AbortSignal} signal
 * @returns {Promise<T>}
 */
export function until(promise, signal) {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (v) => (signal.removeEventListener('abort', stop), resolve(v)),
      (e) => (signal.removeEventListener('abort', stop), reject(e)),
    );
  });
}
