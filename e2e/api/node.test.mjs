// The API cases (cases.mjs) in Node, on the built module (pkg-expert/, from
// scripts/build.sh; LUDO_API_MODULE=DIR for another build):
//   node --test e2e/api/
// The browsers run the same cases: chromium.api.mjs and e2e/firefox/api.test.mjs.
import { test } from 'node:test';
import { readFile } from 'node:fs/promises';
import { ludo } from './module.mjs';
import * as assert from './assert.mjs';
import { cases, readData } from './cases.mjs';

const root = new URL('../../', import.meta.url);
const data = await readData(async (path) => new Uint8Array(await readFile(new URL(path, root))));

// In order, on one instance of the module, as in the browsers.
for (const c of cases) test(c.name, () => c.run(ludo, assert, data));
