// Computer decisions and hints, computed off the page's thread: a module Web Worker
// holds its own engine and answers from the page's view of the game (Game.fromPosition:
// no log crosses), so a slow decision never blocks drawing or input. Where a worker
// cannot run (the single-file build opened from a file) the page's own game answers, in
// a task of its own, outside the animation frames.
//
// Decisions for `expert` seats and hints come from the expert's module, which the worker
// loads when first needed (expert.js). Where it cannot load, or without a worker, the
// expert plays as `hard`, and the page is told why once (onExpertFailure).
import { singleFile } from './wasm-source.js';
import { wantsExpert } from '../worker/think.js';

/** @typedef {import('./flow.js').Flow} Flow */
/** @typedef {import('../worker/think.js').Question} Question */
/** @typedef {import('../worker/expert.js').ExpertFailure} ExpertFailure */
/** @typedef {{ resolve: (v: any) => void, reject: (e: unknown) => void, fallback: () => void, kind: Question | 'analyse', progress?: (p: any) => void }} Pending */

/** @type {Worker | null} */
let worker = null;
let broken = singleFile || typeof Worker === 'undefined';
// A worker started before the service worker took the page over (the first visit)
// fetches past it, so the expert's files it loads would not be kept for offline play:
// once the page is taken over, the next question goes to a new worker (when the old one
// has loaded and has nothing in hand, so no request of its own is cut off).
let stale = false;
let loaded = false;
globalThis.navigator?.serviceWorker?.addEventListener('controllerchange', () => (stale = true));
let nextId = 1;
/** @type {Map<number, Pending>} */
const pending = new Map();
/** @type {(failure: ExpertFailure) => void} */
let toldOfExpert = () => {};
/** the failures told already, each once */
const told = new Set();

/**
 * Calls `f` once for each kind of reason the expert could not play a decision for an
 * expert seat (it then plays as `hard`). Hints fall back to `hard`'s estimate silently.
 * @param {(failure: ExpertFailure) => void} f
 */
export function onExpertFailure(f) {
  toldOfExpert = f;
}

/**
 * @param {Question} kind
 * @param {ExpertFailure | undefined} failure
 */
function tell(kind, failure) {
  const key = failure && `${failure.reason} ${failure.status ?? ''}`;
  if (kind !== 'choose' || !failure || !key || told.has(key)) return;
  told.add(key);
  toldOfExpert(failure);
}

function failAll() {
  broken = true;
  if (worker) worker.terminate();
  worker = null;
  for (const p of pending.values()) p.fallback();
  pending.clear();
}

function getWorker() {
  if (broken) return null;
  if (stale && pending.size === 0 && (loaded || !worker)) {
    worker?.terminate();
    worker = null;
    stale = false;
  }
  if (!worker) {
    try {
      worker = new Worker(new URL('worker.js', import.meta.url), { type: 'module' });
      loaded = false;
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (e) => {
      if (e.data.ready) loaded = true;
      const p = pending.get(e.data.id);
      if (!p) return;
      if (e.data.progress) return p.progress?.(e.data.progress);
      pending.delete(e.data.id);
      // an answer the worker could not give is asked again on the page, which has the
      // same engine: it either answers or gives the error to the caller
      if (e.data.error) p.fallback();
      else {
        if (p.kind !== 'analyse') tell(p.kind, e.data.failure);
        p.resolve(e.data.result);
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      failAll();
    };
  }
  return worker;
}

/**
 * The answer from the page's own game, in a task of its own; hints from the expert's
 * module, loaded in the page's thread (`hard`'s chance: its network is the worker's).
 * @param {Question} kind
 * @param {Flow} flow
 * @returns {Promise<any>}
 */
function onPage(kind, flow) {
  if (kind === 'hints') {
    return import('./expertmodule.js').then(async ({ expertModule }) => {
      const { Game } = await expertModule();
      const game = Game.fromPosition(flow.view);
      try {
        return game.hints();
      } finally {
        game.free();
      }
    });
  }
  const { game } = flow;
  // the page's own engine has no expert: it plays as hard
  if (kind === 'choose' && wantsExpert(kind, flow.view)) tell(kind, { reason: singleFile ? 'singleFile' : 'worker' });
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(game.chooseMove());
      } catch (err) {
        reject(err);
      }
    }, 0);
  });
}

/** Starts the worker early so its engine is ready by the first computer turn. */
export function warmUp() {
  getWorker();
}

/**
 * Asks for 'choose' (the id the computer plays for the seat on turn) or 'hints' (the
 * ranked moves). Resolves with the engine's answer for the game as it is now: the
 * worker gets the view, with `logLength`, and never the log.
 * @param {Question} kind
 * @param {Flow} flow
 * @returns {Promise<any>}
 */
export function ask(kind, flow) {
  const w = getWorker();
  if (!w) return onPage(kind, flow);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, kind, fallback: () => onPage(kind, flow).then(resolve, reject) });
    w.postMessage({ id, kind, view: flow.view });
  });
}

/**
 * Analyses a saved game in the worker with the expert's module, a chunk of steps at a
 * time: `progress` hears `{ done, total }` after each chunk. `result` resolves with the
 * analysis, or null when stopped; it rejects where no worker runs (the single-file build)
 * or the expert's module cannot load.
 * @param {import('../../../pkg/ludo.js').SavedGame} saved
 * @param {import('../../../pkg/ludo.js').GameView} view the game's last view
 * @param {(p: import('../../../pkg/ludo.js').AnalysisProgress) => void} progress
 * @returns {{ result: Promise<import('../../../pkg/ludo.js').GameAnalysis | null>, stop: () => void }}
 */
export function analyse(saved, view, progress) {
  const w = getWorker();
  const id = nextId++;
  const result = new Promise((resolve, reject) => {
    if (!w) return reject(new Error(singleFile ? 'singleFile' : 'worker'));
    const fail = () => reject(new Error('module'));
    pending.set(id, { resolve, reject, kind: 'analyse', progress, fallback: fail });
    w.postMessage({ id, kind: 'analyse', view, saved });
  });
  return { result, stop: () => w?.postMessage({ kind: 'stop', target: id }) };
}
