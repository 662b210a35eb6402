// Where the page finds the engine's WebAssembly: next to the script.
export const wasmSource = () => new URL('ludo_bg.wasm', import.meta.url);

/** Whether this is the single-file build (no service worker, no worker script). */
export const singleFile = false;
