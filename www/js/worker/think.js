// A computer player's answer for a game given by its view (no log): the thread of
// computer players (worker.js) answers with this, and so does scripts/bench-boundary.mjs;
// which questions the expert's module answers (worker.js, computer.js).

/** @typedef {typeof import('../../../pkg/ludo.js').Game | typeof import('../../../pkg-expert/ludo.js').Game} GameClass */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Hint} Hint */
/** @typedef {'choose' | 'hints'} Question */

/**
 * Whether a question is for the expert: hints (its estimate of the chance to win), or a
 * decision for a seat whose level is `expert`.
 * @param {string} kind
 * @param {Pick<GameView, 'seats' | 'seatOnTurn'>} view
 */
export function wantsExpert(kind, view) {
  return kind === 'hints' || view.seats[view.seatOnTurn]?.computer === 'expert';
}

/**
 * 'choose': the id of the move the seat on turn's computer level plays; 'hints': the
 * legal moves ranked best first. The game is rebuilt from the view and freed after.
 * @param {GameClass} Game
 * @param {Question} kind
 * @param {GameView} view
 * @returns {number | Hint[]}
 */
export function answer(Game, kind, view) {
  if (kind !== 'choose' && kind !== 'hints') throw new Error(`unknown question ${String(kind)}`);
  const game = Game.fromPosition(view);
  try {
    // hints: only the expert's module has them (the worker asks it)
    return kind === 'choose' ? game.chooseMove() : /** @type {import('../../../pkg-expert/ludo.js').Game} */ (game).hints();
  } finally {
    game.free();
  }
}
