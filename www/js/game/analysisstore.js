// Analyses kept with their games, so none is computed twice: the last few in localStorage
// (beside the autosave), each under its game's key, and in a saved file as its optional
// `analysis` field, which is taken off before the engine reads the file (old files have
// none; the engine's reader knows only the game's own fields).

/** Where the analyses are kept (beside the autosave: store.js's prefix). */
const KEY = 'ludo.analyses';

/** @returns {any[]} */
function load() {
  try {
    const list = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * @param {any[]} list
 * @returns {boolean} whether the browser kept it
 */
function save(list) {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

/** @typedef {import('../../../pkg/ludo.js').SavedGame} SavedGame */
/** @typedef {import('../../../pkg/ludo.js').GameAnalysis} GameAnalysis */

/** The analysis results this page reads. */
export const VERSION = 1;
/** How many analyses are kept. */
const KEEP = 4;

/**
 * A game's key: its seed, rules and log, which decide everything it holds.
 * @param {SavedGame} saved
 */
export function keyOf(saved) {
  const last = saved.log[saved.log.length - 1];
  return `${saved.preset}|${saved.seed}|${saved.log.length}|${JSON.stringify(last ?? null)}|${JSON.stringify(saved.rules)}`;
}

/**
 * The analysis kept for a game, if any.
 * @param {SavedGame} saved
 * @returns {GameAnalysis | null}
 */
export function kept(saved) {
  const key = keyOf(saved);
  const found = load().find((x) => x && x.key === key);
  return found && found.analysis?.version === VERSION ? found.analysis : null;
}

/**
 * Keeps a game's analysis (the oldest kept is forgotten).
 * @param {SavedGame} saved
 * @param {GameAnalysis} analysis
 */
export function keep(saved, analysis) {
  if (!analysis || analysis.version !== VERSION) return;
  const key = keyOf(saved);
  const list = [{ key, analysis }, ...load().filter((x) => x && x.key !== key)].slice(0, KEEP);
  while (list.length && !save(list)) list.pop();
}

/**
 * A file's game without its analysis (kept for it, if it has one), as the engine reads it.
 * @param {any} data
 * @returns {any}
 */
export function withoutAnalysis(data) {
  if (!data || typeof data !== 'object' || !('analysis' in data)) return data;
  const { analysis, ...saved } = data;
  try {
    keep(saved, analysis);
  } catch {
    // a file's damaged analysis is dropped: it is computed again when asked for
  }
  return saved;
}

/**
 * A game to save to a file, with its analysis when one is kept.
 * @param {SavedGame} saved
 * @returns {SavedGame & { analysis?: GameAnalysis }}
 */
export function withAnalysis(saved) {
  const analysis = saved.log ? kept(saved) : null;
  return analysis ? { ...saved, analysis } : saved;
}
