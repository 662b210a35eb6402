// The expert's module in the page's own thread (dist/expert/: the engine with the expert's
// network, `Replay` and `Analysis`), loaded when a replay is first watched: replays are
// not on the first load. The single-file build's own module is the expert's already.
import * as own from '../../../pkg/ludo.js';
import { singleFile } from './wasm-source.js';

/** @typedef {typeof import('../../../pkg-expert/ludo.js')} ExpertModule */

/** @type {Promise<ExpertModule> | null} */
let loading = null;

/**
 * The expert's module, started; a failed load is tried again at the next call.
 * @returns {Promise<ExpertModule>}
 */
export function expertModule() {
  if (singleFile) return Promise.resolve(/** @type {ExpertModule} */ (/** @type {unknown} */ (own)));
  loading ??= (async () => {
    /** @type {ExpertModule} */
    const m = await import(new URL('expert/ludo.js', import.meta.url).href);
    await m.default({ module_or_path: new URL('expert/ludo_bg.wasm', import.meta.url) });
    return m;
  })().catch((e) => {
    loading = null;
    throw e;
  });
  return loading;
}

/**
 * Fetches the module's files ahead, without starting it (the offline cache keeps them):
 * at a game's end, so that its replay opens at once, offline too.
 */
export function fetchAhead() {
  if (singleFile || loading) return;
  for (const f of ['expert/ludo.js', 'expert/ludo_bg.wasm']) fetch(new URL(f, import.meta.url)).catch(() => {});
}
