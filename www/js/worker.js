// The computer players' thread: rebuilds the game from its state and answers one
// question at a time (see computer.js).
import init, { Game } from '../../pkg/ludo.js';

const ready = init({ module_or_path: new URL('ludo_bg.wasm', import.meta.url) });

self.onmessage = async (e) => {
  const { id, kind, state } = e.data;
  let game = null;
  try {
    await ready;
    game = Game.fromState(state);
    let result;
    if (kind === 'choose') result = game.chooseMove();
    else if (kind === 'hints') result = typeof game.hints === 'function' ? game.hints() : null;
    else throw new Error(`unknown question ${kind}`);
    self.postMessage({ id, result });
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  } finally {
    game?.free();
  }
};
