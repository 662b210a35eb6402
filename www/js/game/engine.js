// Loads the rules engine (WebAssembly). The single-file build swaps wasm-source.js for a
// copy that carries the module inside, so the page also plays from a file.
import init, { Game } from '../../../pkg/ludo.js';
import { wasmSource } from './wasm-source.js';

/** Loads the engine once and returns its Game class. */
export async function loadEngine() {
  await init({ module_or_path: wasmSource() });
  return Game;
}
