// Six arms and teams (RULINGS.md "Six arms and teams") are played with the expert's module,
// which has them: the page's first module leaves them out to stay small. A game asking
// for them waits for that module (and the six-armed board's drawing) to load; every other
// game plays with the first module, as before.
import { loadStar } from '../board/pictures.js';
import { playsSix } from './arms.js';

export { playsSix };

/** @typedef {typeof import('../../../pkg/ludo.js').Game} GameClass */


/** @type {GameClass | null} */
let loaded = null;

/** The Game class of the module with six arms, once loaded; else null. */
export const sixLoaded = () => loaded;

/**
 * Loads the module with six arms, the six-armed board's drawing and the moments between
 * partners (partners.js); the module's Game class.
 * @returns {Promise<GameClass>}
 */
export async function loadSix() {
  const [m] = await Promise.all([import('./expertmodule.js').then((e) => e.expertModule()), loadStar(), import('./partners.js')]);
  loaded = /** @type {GameClass} */ (/** @type {unknown} */ (m.Game));
  return loaded;
}

/**
 * Calls `then` with the Game class that plays `rules`: at once when it is at hand (the
 * first module's, or the six-arm module once loaded), else once it has loaded; `failed`
 * when it cannot load.
 * @param {GameClass} first the page's first module's Game class
 * @param {{ arms?: number, teams?: boolean } | null | undefined} rules
 * @param {(Game: GameClass) => void} then
 * @param {(e: unknown) => void} failed
 * @returns {boolean} whether `then` ran at once
 */
export function withEngine(first, rules, then, failed) {
  const ready = playsSix(rules) ? loaded : first;
  if (ready) {
    then(ready);
    return true;
  }
  loadSix().then(then, failed);
  return false;
}
