// The computer players' thread: rebuilds the game from the page's view (no log) and
// answers one question at a time (see computer.js and think.js). Decisions for expert
// seats and hints come from the expert's module (dist/expert/, loaded by expert.js, itself
// loaded when first needed); while it cannot load, the worker's own engine decides (expert
// plays as hard) and the answer says why. Hints are in the expert's module only: without
// its network they give `hard`'s chance, and where the module cannot load, an error.
import init, { Game } from '../../pkg/ludo.js';
import { answer, wantsExpert } from './worker/think.js';
import { playsSix } from './game/arms.js';

/** @typedef {import('./worker/expert.js').ExpertAnswer} ExpertAnswer */

const ready = init({ module_or_path: new URL('ludo_bg.wasm', import.meta.url) });
// the page may replace a worker once it has loaded (computer.js)
ready.then(
  () => self.postMessage({ ready: true }),
  () => {},
);

/** @type {Promise<(view: any) => Promise<ExpertAnswer>> | null} */
let expert = null;

/**
 * The expert's module ready for a game, or why not.
 * @param {any} view
 * @returns {Promise<ExpertAnswer>}
 */
async function expertFor(view) {
  expert ??= import('./worker/expert.js').then(({ expertLoader }) => {
    const loader = expertLoader({
      module: async () => {
        const m = await import(new URL('expert/ludo.js', import.meta.url).href);
        await m.default({ module_or_path: new URL('expert/ludo_bg.wasm', import.meta.url) });
        return m.Game;
      },
      weights: (preset) => fetch(new URL(`expert/${encodeURIComponent(preset)}.bin`, import.meta.url)),
      online: () => navigator.onLine,
    });
    return (v) => loader.forGame(v);
  });
  try {
    return (await expert)(view);
  } catch {
    return { failure: { reason: 'module' } };
  }
}

self.onmessage = async (/** @type {MessageEvent} */ e) => {
  const { id, kind, view } = e.data;
  // a game's analysis, with its progress messages (analysing.js, loaded when first asked)
  if (kind === 'analyse' || kind === 'stop') return import('./worker/analysing.js').then((job) => job.answer(e.data, ready, expertFor));
  try {
    await ready;
    // six arms and teams are the expert's module's only (game/six.js): every level plays
    // them there, the expert as hard (its networks are for four arms without teams)
    const six = playsSix(view.rules);
    const forExpert = wantsExpert(kind, view);
    const { Game: Expert, Module, failure } = six || forExpert ? await expertFor(view) : {};
    const by = kind === 'hints' || six ? Module : (Expert ?? Game);
    if (!by) throw new Error('the expert\'s module, which gives hints, could not load');
    // why an expert seat plays as hard: told only when an expert seat is asked
    self.postMessage({ id, result: answer(by, kind, view), failure: forExpert ? failure : undefined });
  } catch (err) {
    self.postMessage({ id, error: String(err instanceof Error ? err.message : err) });
  }
};
