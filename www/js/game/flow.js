// The turn flow of one game, without the DOM: roll → outcome → choice → move → outcome.
// The page holds a view of the game (`view()` once, then each outcome's `position`
// merged in) and its own copy of the log (each outcome's `events` appended), so no call
// during play carries more than one step's change: `state()` is never called, and a
// computer player's thread gets the view, never the log. The page's controller and
// scripts/bench-boundary.mjs both play through this module.

/** @typedef {import('../../../pkg/ludo.js').Game} Game */
/** @typedef {typeof import('../../../pkg/ludo.js').Game} GameClass */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../../pkg/ludo.js').Outcome} Outcome */
/** @typedef {import('../../../pkg/ludo.js').SavedGame} SavedGame */
/** @typedef {import('../../../pkg/ludo.js').Meaning} Meaning */
/** @typedef {Omit<GameView, 'logLength' | keyof Meaning>} Head the saved game but its log */
/**
 * A position to come back to (an undo point): a view, where what the engine reads in it
 * may be left out (a view rebuilt from a save has none of it).
 * @typedef {Omit<GameView, keyof Meaning> & Partial<Meaning>} Point
 */
/**
 * What a step did: its outcome, and the views before and after it.
 * @typedef {{ outcome: Outcome, before: GameView, after: GameView }} Step
 */
/**
 * A computer player's choice for the game at a view: the id of the move it plays.
 * @typedef {(view: GameView) => number | Promise<number>} Chooser
 */

/**
 * Log entries `from..to` of a game, read in the engine's pages (`Game.limits().logPage`
 * entries at most per call).
 * @param {Game} game
 * @param {number} from
 * @param {number} to
 * @returns {LogEntry[]}
 */
export function readLog(game, from, to) {
  const out = [];
  while (from < to) {
    const page = game.logEntries(from, to);
    if (page.length === 0) break;
    out.push(...page);
    from += page.length;
  }
  return out;
}

/**
 * The fields of a view the engine works out from the position (`Meaning`), which are never
 * saved: the engine's `meaning::FIELDS`, to which tests/page_rules.rs holds this list.
 * @type {readonly (keyof Meaning)[]}
 */
export const WORKED_OUT = ['hand', 'blocks', 'scored', 'settled', 'safe', 'rewards', 'partners'];
const workedOut = new Set(/** @type {readonly string[]} */ (WORKED_OUT));

/**
 * A view without what the engine works out from the position (`WORKED_OUT`), which is
 * never saved and is worked out again.
 * @template {Partial<Meaning>} V
 * @param {V} view
 * @returns {Omit<V, keyof Meaning>}
 */
export function withoutWorkedOut(view) {
  return /** @type {Omit<V, keyof Meaning>} */ (Object.fromEntries(Object.entries(view).filter(([k]) => !workedOut.has(k))));
}

/**
 * A view without `logLength` and what the engine reads in it (`Meaning`: the hand, the
 * blocks, whether scores count), which is never saved: with the log it is the saved game.
 * @param {Point} view
 * @returns {Head}
 */
export function headOf(view) {
  const { logLength, ...head } = withoutWorkedOut(view);
  void logLength;
  return head;
}

/**
 * The saved game (what `state()` gives, for `Game.fromState`) at `view`, whose log is the
 * first `view.logLength` entries of `log`.
 * @param {Point} view
 * @param {LogEntry[]} log
 * @returns {SavedGame}
 */
export function savedAt(view, log) {
  if (log.length < view.logLength) throw new Error(`the log holds ${log.length} entries, not ${view.logLength}`);
  return { ...headOf(view), log: log.slice(0, view.logLength) };
}

/** One game as the page follows it. */
export class Flow {
  /**
   * Takes over `game`. `log` is its log when the caller has it at hand (a save just
   * restored); otherwise it is read from the game in pages.
   * @param {Game} game
   * @param {LogEntry[]} [log]
   */
  constructor(game, log) {
    this.game = game;
    /** @type {GameView} */
    this.view = game.view();
    /** @type {LogEntry[]} the page's copy of the log */
    this.log = log ? log.slice() : readLog(game, 0, this.view.logLength);
    /** @type {number | null} how many legal moves there are, once an outcome said so */
    this.moves = null;
    this.check();
  }

  /** Whether a move is due and only one is legal: every computer level plays it. */
  lone() {
    return this.view.phase === 'move' && this.moves === 1;
  }

  check() {
    if (this.log.length !== this.view.logLength) {
      throw new Error(`the page holds ${this.log.length} log entries, the game ${this.view.logLength}`);
    }
  }

  /**
   * Rolls for the seat on turn; the die is in the outcome's events.
   * @returns {Step}
   */
  roll() {
    this.game.roll();
    return this.take(this.game.lastOutcome());
  }

  /**
   * Plays the legal move with this id.
   * @param {number} id
   * @returns {Step}
   */
  apply(id) {
    return this.take(this.game.applyMove(id));
  }

  /**
   * Merges an outcome into the view and the log.
   * @param {Outcome} outcome
   * @returns {Step}
   */
  take(outcome) {
    const before = this.view;
    this.view = { ...before, ...outcome.position };
    this.moves = outcome.moves;
    for (const e of outcome.events) this.log.push(e);
    this.check();
    return { outcome, before, after: this.view };
  }

  /**
   * One step of a computer seat: its roll, or the move `choose` picks from the view (a
   * lone legal move is played without asking).
   * @param {Chooser} choose
   * @returns {Promise<Step>}
   */
  async step(choose) {
    if (this.view.phase === 'roll') return this.roll();
    return this.apply(this.lone() ? 0 : await choose(this.view));
  }

  /** @returns {LegalMove[]} */
  legalMoves() {
    return this.game.legalMoves();
  }

  /**
   * The whole game as saved (assembled from the view and the page's log).
   * @returns {SavedGame}
   */
  saved() {
    return savedAt(this.view, this.log);
  }

  /**
   * The game as it was at an earlier view of it (an undo point), restored from the
   * view and the start of the page's log.
   * @param {GameClass} Game
   * @param {Point} view
   * @returns {Flow}
   */
  rewound(Game, view) {
    const saved = savedAt(view, this.log);
    return new Flow(Game.fromState(saved), saved.log);
  }

  /** Frees the engine's game. */
  free() {
    this.game.free();
  }
}

/**
 * Plays the game to its end with every seat's move chosen by `choose` (scripts and
 * tests: a game of computers). `each(step)` sees every step.
 * @param {Flow} flow
 * @param {Chooser} choose
 * @param {(step: Step) => void} [each]
 * @param {number} [limit] the most steps
 */
export async function playOut(flow, choose, each = () => {}, limit = 100000) {
  for (let i = 0; i < limit && flow.view.phase !== 'over'; i++) each(await flow.step(choose));
  if (flow.view.phase !== 'over') throw new Error(`the game did not end in ${limit} steps`);
}
