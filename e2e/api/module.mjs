// Loads the built module in Node for the API cases and the fuzzer's bridge: pkg-expert/
// (scripts/build.sh: the expert's release build, the page's `Game` and `loadExpert`), or
// the module in the folder LUDO_API_MODULE names (to try the tests on another build).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.LUDO_API_MODULE
  ? pathToFileURL(`${resolve(process.env.LUDO_API_MODULE)}/`)
  : new URL('../../pkg-expert/', import.meta.url);

/** @type {typeof import('../../pkg-expert/ludo.js')} */
export const ludo = await import(new URL('ludo.js', dir).href);
ludo.initSync({ module: readFileSync(new URL('ludo_bg.wasm', dir)) });
