// Runs every API case (cases.mjs) in the browser on the built module (pkg-expert/, from
// scripts/build.sh), one after the other on one instance of it. `window.apiResults` is a
// promise of one `{ name, ok, ms, error? }` a case, which the browser tests read
// (chromium.api.mjs, e2e/firefox/api.test.mjs); the page shows them too.
import init, * as ludo from '../../pkg-expert/ludo.js';
import * as assert from './assert.mjs';
import { cases, readData } from './cases.mjs';

/** @typedef {{ name: string, ok: boolean, ms: number, error?: string }} Result */

/** A file by its path from the repository's root. @param {string} path */
async function read(path) {
  const res = await fetch(`/${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** @param {unknown} e */
const describe = (e) => (e instanceof Error ? `${e.stack?.includes(e.message) ? '' : `${e.message}\n`}${e.stack ?? e.message}` : String(e));

/** @returns {Promise<Result[]>} */
async function runAll() {
  await init();
  const data = await readData(read);
  /** @type {Result[]} */
  const results = [];
  for (const c of cases) {
    const start = performance.now();
    try {
      c.run(ludo, assert, data);
      results.push({ name: c.name, ok: true, ms: Math.round(performance.now() - start) });
    } catch (e) {
      results.push({ name: c.name, ok: false, ms: Math.round(performance.now() - start), error: describe(e) });
    }
    // let the page breathe between cases
    await new Promise((resolve) => setTimeout(resolve));
  }
  return results;
}

/** @type {Window & { apiResults?: Promise<Result[]> }} */ (window).apiResults = runAll()
  .catch((e) => [{ name: 'loading the module and the data', ok: false, ms: 0, error: describe(e) }])
  .then((results) => {
    const out = document.getElementById('results');
    if (out) out.textContent = results.map((r) => `${r.ok ? 'ok' : 'FAILED'} ${r.name} (${r.ms} ms)${r.error ? `\n${r.error}` : ''}`).join('\n');
    return results;
  });
