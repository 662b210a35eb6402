// Saved games for the browser tests, made at test time by the engine the page runs (pkg/,
// the same build) with a seed: the game a page URL starts, played on by the engine's own
// choices (its easy level's, for every seat) to where a test needs it (a few steps before its end, a step where something
// happens), so that a test of the end screen, the replay or the analysis starts there
// instead of playing a whole game by clicking. A test puts such a game before the page as
// a person would find it: in the page's autosave for its URL (helpers.mjs, `openSaved`;
// written by the page's own store.js) or as a file to open.
import { readFileSync } from 'node:fs';
import { Game, gameFor, loadGameFor } from './unit/engine.mjs';
import { readParams, langParam } from '../www/js/page/config.js';
import { completeChoice, gameOptions } from '../www/js/screens/choice.js';
import { GameSaver, slotName } from '../www/js/page/store.js';
import { useLang, setLang } from '../www/js/words/i18n.js';

/** @typedef {import('../pkg/ludo.js').GameOptions} GameOptions */
/** @typedef {import('../pkg/ludo.js').SavedGame} SavedGame */
/** @typedef {import('../pkg/ludo.js').GameView} GameView */

/** The search part of a page address ('/?preset=…' or a full URL). @param {string} url */
const searchOf = (url) => new URL(url, 'http://127.0.0.1/').search;

/**
 * The options of the game a page URL starts, read as the page reads them (config.js,
 * choice.js: the same seats, names, "You" in the URL's language, rules and seed).
 * @param {string} url
 * @returns {Promise<GameOptions>}
 */
export async function optionsOf(url) {
  const search = searchOf(url);
  const presets = Game.presets();
  const switches = Game.switches();
  const { nameLength } = Game.limits();
  const params = readParams(search, { presets: presets.map((p) => p.name), switches, nameLength });
  if (params.bad.length) throw new Error(`the URL ${url} has parameters the page cannot use: ${params.bad.map((b) => b.name).join(', ')}`);
  if (params.seed === undefined) throw new Error(`a fixture's URL needs a seed: ${url}`);
  const choice = completeChoice({ preset: params.preset, seats: params.seats, seed: params.seed, rules: null }, presets, switches, nameLength);
  if (params.rules) Object.assign(choice.rules, params.rules);
  await loadGameFor(choice.rules);
  await useLang(langParam(search) ?? 'en');
  try {
    return gameOptions(choice);
  } finally {
    setLang('en');
  }
}

/**
 * A game played by the engine's choices, step by step (a roll or a move each): the
 * moves it chose, so that any step can be reached again without choosing anew.
 * @typedef {{ options: GameOptions, moves: (number | null)[], logLengths: number[], last: SavedGame }} Played
 */

/** @type {Map<string, Played>} games played already in this process */
const played = new Map();

/**
 * The options of the game that plays the URL's game for a fixture: the same, but every
 * seat's choices are the engine's easy level's (quick, where the hard level searches);
 * the saved games then name the URL's own seats again (`asGiven`). Who chose a move is
 * not part of a game's log: the engine loads it the same.
 * @param {GameOptions} options
 * @returns {GameOptions}
 */
const standIn = (options) => ({ ...options, seats: (options.seats ?? []).map((s) => ({ ...s, computer: 'easy' })) });

/**
 * A state of the stand-in game with the URL's own seats (as the engine completes them).
 * @param {GameOptions} options
 * @param {SavedGame} state
 * @returns {SavedGame}
 */
function asGiven(options, state) {
  return { ...state, seats: newGame(options).seats };
}

/**
 * Plays the game of `options` to its end by the engine's choices (kept for this process).
 * @param {GameOptions} options
 * @returns {Played}
 */
function playOut(options) {
  const key = JSON.stringify(options);
  const known = played.get(key);
  if (known) return known;
  const game = new (gameFor(options.rules))(standIn(options));
  /** @type {(number | null)[]} null: a roll */
  const moves = [];
  /** the log's length after each step */
  const logLengths = [];
  try {
    for (let phase = game.state().phase; phase !== 'over'; phase = game.lastOutcome().phase) {
      if (moves.length > 20000) throw new Error('the game does not end');
      if (phase === 'roll') {
        game.roll();
        moves.push(null);
      } else {
        const id = game.chooseMove();
        game.applyMove(id);
        moves.push(id);
      }
      logLengths.push(game.view().logLength);
    }
    const out = { options, moves, logLengths, last: game.state() };
    played.set(key, out);
    return out;
  } finally {
    game.free();
  }
}

/**
 * The game after `step` steps of the game `p` (the engine's saved form).
 * @param {Played} p
 * @param {number} step
 * @returns {SavedGame}
 */
function stateAt(p, step) {
  if (step < 0 || step > p.moves.length) throw new Error(`the game has ${p.moves.length} steps, not ${step}`);
  const game = new (gameFor(p.options.rules))(standIn(p.options));
  try {
    for (const id of p.moves.slice(0, step)) {
      if (id === null) game.roll();
      else game.applyMove(id);
    }
    return asGiven(p.options, game.state());
  } finally {
    game.free();
  }
}

/**
 * The game a page URL starts, `before` steps before its end when the engine plays every
 * seat (the end itself: 0). At least one step is left for the page to play.
 * @param {string} url
 * @param {number} before
 */
export async function nearEnd(url, before) {
  if (before < 1) throw new Error('leave the page a step to play');
  const p = playOut(await optionsOf(url));
  return stateAt(p, p.moves.length - before);
}

/**
 * The game a page URL starts, at the first step after which `found(view, step, outcome)`
 * holds (the view the engine gives, the step's number, its outcome), or `before` steps
 * earlier.
 * @param {string} url
 * @param {(view: GameView, step: number, outcome: import('../pkg/ludo.js').Outcome) => boolean} found
 * @param {number} [before]
 */
export async function gameWhere(url, found, before = 0) {
  const options = await optionsOf(url);
  const game = new (gameFor(options.rules))(standIn(options));
  /** @type {(number | null)[]} */
  const moves = [];
  try {
    for (let phase = game.state().phase; phase !== 'over'; phase = game.lastOutcome().phase) {
      if (phase === 'roll') {
        game.roll();
        moves.push(null);
      } else {
        const id = game.chooseMove();
        game.applyMove(id);
        moves.push(id);
      }
      if (found(game.view(), moves.length, game.lastOutcome())) {
        return before ? stateAt({ options, moves, logLengths: [], last: game.state() }, moves.length - before) : asGiven(options, game.state());
      }
    }
  } finally {
    game.free();
  }
  throw new Error(`no step of the game of ${url} is the one asked for`);
}

/**
 * The game a page URL starts, from the last step at which every one of `kinds` (each a
 * test of a log entry) is still to come, to the end: what a test must see told.
 * @param {string} url
 * @param {((entry: import('../pkg/ludo.js').LogEntry) => boolean)[]} kinds
 * @returns {Promise<{ state: SavedGame, steps: number }>} the game there, and the steps left
 */
export async function tailWith(url, kinds) {
  const p = playOut(await optionsOf(url));
  const { log } = p.last;
  let from = log.length;
  for (const kind of kinds) {
    const at = log.findLastIndex(kind);
    if (at < 0) throw new Error(`the game of ${url} has no ${kind}`);
    from = Math.min(from, at);
  }
  // the last step whose log ends before the earliest of those entries
  let step = 0;
  while (step < p.logLengths.length && p.logLengths[step] <= from) step++;
  return { state: stateAt(p, step), steps: p.moves.length - step };
}

/**
 * The game of `options` at its start, before any step (the engine's saved form).
 * @param {GameOptions} options
 */
export function newGame(options) {
  const game = new (gameFor(options.rules))(options);
  try {
    return game.state();
  } finally {
    game.free();
  }
}

/**
 * A game checked in under e2e/fixtures/ (a position a reference picture shows).
 * @param {string} name
 * @returns {SavedGame}
 */
export function checkedIn(name) {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'));
}

/**
 * What the page's autosave holds for `state` in the save slot of `url`, as store.js writes
 * it (a head and the log in chunks): the localStorage items, [key, value] each.
 * @param {string} url
 * @param {SavedGame} state
 * @returns {[string, string][]}
 */
export function autosaveOf(url, state) {
  const items = new Map();
  const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (/** @type {string} */ k) => items.get(k) ?? null,
      setItem: (/** @type {string} */ k, /** @type {string} */ v) => items.set(k, String(v)),
      removeItem: (/** @type {string} */ k) => items.delete(k),
    },
  });
  const game = gameFor(state.rules).fromState(state);
  try {
    if (!new GameSaver(slotName(searchOf(url))).save(game.view(), state.log, null)) throw new Error('the save was refused');
  } finally {
    game.free();
    if (before) Object.defineProperty(globalThis, 'localStorage', before);
    else delete (/** @type {any} */ (globalThis).localStorage);
  }
  return [...items];
}
