// A game's analysis in the computer players' worker (worker.js): the expert's module
// (with its weights for the game's preset when they load, else `hard`'s evaluation
// judges) analyses the saved game a chunk of steps at a time, posting its progress after
// each chunk and yielding, so a message to stop is read between chunks. No DOM here.

/** @typedef {import('../../../pkg/ludo.js').SavedGame} SavedGame */
/** @typedef {import('../../../pkg/ludo.js').GameAnalysis} GameAnalysis */
/** @typedef {import('../../../pkg/ludo.js').AnalysisProgress} AnalysisProgress */
/**
 * The expert module's Analysis class (only that module has it).
 * @typedef {{ fromState(saved: SavedGame): { run(steps: number): AnalysisProgress, result(): GameAnalysis | null, free(): void } }} AnalysisClass
 */

/**
 * Answers the page's 'analyse' (the game analysed, posting progress on the way, then
 * `{ id, result, failure }`, or `{ id, error }`) and 'stop' messages.
 * @param {any} data the message
 * @param {Promise<unknown>} ready the worker's own module started
 * @param {(view: any) => Promise<{ failure?: unknown }>} expertFor the expert's module and weights for a game
 */
export async function answer(data, ready, expertFor) {
  const { id, kind, view, saved } = data;
  if (kind === 'stop') return stop(data.target);
  const post = (/** @type {any} */ msg) => self.postMessage(msg);
  try {
    await ready;
    const { failure } = await expertFor(view);
    const m = await import(new URL('expert/ludo.js', import.meta.url).href);
    // started already by the expert's loader; started here if its weights failed first
    await m.default({ module_or_path: new URL('expert/ludo_bg.wasm', import.meta.url) });
    post({ id, result: await analyse(m.Analysis, id, saved, post), failure });
  } catch (err) {
    post({ id, error: String(err instanceof Error ? err.message : err) });
  }
}

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
