// The computer players' thread: rebuilds the game from the page's view (no log) and
// answers one question at a time (see computer.js and think.js).
import init, { Game } from '../../pkg/ludo.js';
import { answer } from './think.js';

const ready = init({ module_or_path: new URL('ludo_bg.wasm', import.meta.url) });

self.onmessage = async (/** @type {MessageEvent} */ e) => {
  const { id, kind, view } = e.data;
  try {
    await ready;
    self.postMessage({ id, result: answer(Game, kind, view) });
  } catch (err) {
    self.postMessage({ id, error: String(err instanceof Error ? err.message : err) });
  }
};
