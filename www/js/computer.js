// Computer decisions and hints, computed off the page's thread: a module Web Worker
// holds its own engine and answers from the page's view of the game (Game.fromPosition:
// no log crosses), so a slow decision never blocks drawing or input. Where a worker
// cannot run (the single-file build opened from a file) the page's own game answers, in
// a task of its own, outside the animation frames.
import { singleFile } from './wasm-source.js';

/** @typedef {import('./flow.js').Flow} Flow */
/** @typedef {import('./think.js').Question} Question */
/** @typedef {{ resolve: (v: any) => void, reject: (e: unknown) => void, fallback: () => void }} Pending */

/** @type {Worker | null} */
let worker = null;
let broken = singleFile || typeof Worker === 'undefined';
let nextId = 1;
/** @type {Map<number, Pending>} */
const pending = new Map();

function failAll() {
  broken = true;
  if (worker) worker.terminate();
  worker = null;
  for (const p of pending.values()) p.fallback();
  pending.clear();
}

function getWorker() {
  if (broken) return null;
  if (!worker) {
    try {
      worker = new Worker(new URL('worker.js', import.meta.url), { type: 'module' });
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (e) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      // an answer the worker could not give is asked again on the page, which has the
      // same engine: it either answers or gives the error to the caller
      if (e.data.error) p.fallback();
      else p.resolve(e.data.result);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      failAll();
    };
  }
  return worker;
}

/**
 * The answer from the page's own game, in a task of its own.
 * @param {Question} kind
 * @param {Flow} flow
 * @returns {Promise<any>}
 */
function onPage(kind, flow) {
  const { game } = flow;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(kind === 'choose' ? game.chooseMove() : game.hints());
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
    pending.set(id, { resolve, reject, fallback: () => onPage(kind, flow).then(resolve, reject) });
    w.postMessage({ id, kind, view: flow.view });
  });
}
