// A game's analysis in the computer players' worker (worker.js): the expert's module
// (with its weights for the game's preset when they load, else `hard`'s evaluation
// judges) analyses the saved game a chunk of steps at a time, posting its progress after
// each chunk and yielding, so a message to stop is read between chunks. No DOM here.

/** @typedef {import('../../pkg/ludo.js').SavedGame} SavedGame */
/** @typedef {import('../../pkg/ludo.js').GameAnalysis} GameAnalysis */
/** @typedef {import('../../pkg/ludo.js').AnalysisProgress} AnalysisProgress */
/**
 * The expert module's Analysis class (only that module has it).
 * @typedef {{ fromState(saved: SavedGame): { run(steps: number): AnalysisProgress, result(): GameAnalysis | null, free(): void } }} AnalysisClass
 */

/** Steps per chunk: a few tens of milliseconds each. */
const CHUNK = 40;

/** Ids of the analyses asked to stop. */
const stopped = new Set();

/**
 * Stops the analysis `id` at its next chunk.
 * @param {number} id
 */
export function stop(id) {
  stopped.add(id);
}

/**
 * Analyses `saved` with the module's Analysis class, posting `{ id, progress }` after
 * every chunk; resolves with the result, or null when stopped.
 * @param {AnalysisClass} Analysis
 * @param {number} id
 * @param {SavedGame} saved
 * @param {(message: any) => void} post
 * @returns {Promise<GameAnalysis | null>}
 */
export async function analyse(Analysis, id, saved, post) {
  const a = Analysis.fromState(saved);
  try {
    for (;;) {
      if (stopped.has(id)) return null;
      const progress = a.run(CHUNK);
      post({ id, progress });
      if (progress.finished) return a.result();
      // a macrotask: lets a message to stop arrive
      await new Promise((r) => setTimeout(r, 0));
    }
  } finally {
    stopped.delete(id);
    a.free();
  }
}
