// Loads the built engine (pkg/, from scripts/build.sh) in Node for the DOM-free tests.
import { readFileSync } from 'node:fs';
import { initSync, Game } from '../../pkg/ludo.js';

initSync({ module: readFileSync(new URL('../../pkg/ludo_bg.wasm', import.meta.url)) });

export { Game };

/** Plays a seeded game to its end with the engine's own choices; calls `each(game)` after every step. */
export function playOut(options, each = () => {}) {
  const game = new Game(options);
  let phase = game.state().phase;
  for (let i = 0; i < 20000 && phase !== 'over'; i++) {
    if (phase === 'roll') game.roll();
    else game.applyMove(game.chooseMove());
    phase = game.lastOutcome().phase;
    each(game);
  }
  return game;
}
