// Loads the built engine (pkg/, from scripts/build.sh) in Node for the DOM-free tests.
import { readFileSync } from 'node:fs';
import { initSync, Game } from '../../pkg/ludo.js';

initSync({ module: readFileSync(new URL('../../pkg/ludo_bg.wasm', import.meta.url)) });

export { Game };

/** @type {typeof Game | null} */
let six = null;

/**
 * The Game class of the module that plays six arms and teams (pkg-expert/, which the page
 * loads for them: www/js/game/six.js), started on first use.
 * @returns {Promise<typeof Game>}
 */
export async function sixGame() {
  if (!six) {
    const m = await import('../../pkg-expert/ludo.js');
    m.initSync({ module: readFileSync(new URL('../../pkg-expert/ludo_bg.wasm', import.meta.url)) });
    six = /** @type {typeof Game} */ (/** @type {unknown} */ (m.Game));
  }
  return six;
}

/** @typedef {{ arms?: number, teams?: boolean } | null | undefined} Rules */

/** Whether `rules` need the module that plays six arms and teams. @param {Rules} rules */
const needsSix = (rules) => Boolean(rules && (rules.arms === 6 || rules.teams));

/**
 * The Game class that plays a game's rules: the page's first module's, or for six arms
 * and teams the one that has them (once `sixGame()` or `loadGameFor` has loaded it).
 * @param {Rules} rules
 */
export function gameFor(rules) {
  if (!needsSix(rules)) return Game;
  if (!six) throw new Error('six arms and teams need `await sixGame()` first');
  return six;
}

/**
 * The Game class that plays a game's rules, its module loaded first when it is the one
 * for six arms and teams.
 * @param {Rules} rules
 */
export async function loadGameFor(rules) {
  if (needsSix(rules)) await sixGame();
  return gameFor(rules);
}

/** Plays a seeded game to its end with the engine's own choices; calls `each(game)` after every step. */
export function playOut(options, each = () => {}) {
  const game = new Game(options);
  let phase = game.state().phase;
  for (let i = 0; i < 20000 && phase !== 'over'; i++) {
    if (phase === 'roll') game.roll();
    else game.applyMove(game.chooseMove());
    phase = game.lastOutcome().phase;
    each(game);
  }
  return game;
}
