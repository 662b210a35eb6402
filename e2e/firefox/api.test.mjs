// The API cases (e2e/api/cases.mjs) in headless Firefox, over WebDriver (driver.mjs): one
// page load of e2e/api/index.html, served by e2e/api/serve.mjs, runs them all on the
// built module (pkg-expert/, from scripts/build.sh); each case is then reported as a test
// here, and Firefox must report no error from the page.
//   node --test e2e/firefox/api.test.mjs     (or the whole folder: node --test e2e/firefox/)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startFirefox } from './driver.mjs';
import { serve } from '../api/serve.mjs';
import { cases } from '../api/cases.mjs';

/** @type {Awaited<ReturnType<typeof serve>>} */
let server;
/** @type {Awaited<ReturnType<typeof startFirefox>>} */
let ff;
/** @type {{ name: string, ok: boolean, ms: number, error?: string }[]} */
let results = [];

before(async () => {
  server = await serve(0);
  ff = await startFirefox({ scriptMs: 600000 });
  await ff.open(`http://127.0.0.1:${server.port}/e2e/api/index.html`);
  results = await ff.runAsync(`const done = arguments[arguments.length - 1];
    const wait = () => (window.apiResults ? window.apiResults.then(done, (e) => done([{ name: 'the page', ok: false, error: String(e) }])) : setTimeout(wait, 50));
    wait();`);
});

after(async () => {
  await ff?.stop();
  await server?.close();
});

for (const { name } of cases) {
  test(name, () => {
    const r = results.find((x) => x.name === name);
    assert.ok(r, `the page ran no case ${name}: ${JSON.stringify(results)}`);
    if (!r.ok) assert.fail(r.error);
  });
}

test('the page ran every case and Firefox reported no error from it', () => {
  assert.deepEqual(
    results.map((r) => r.name),
    cases.map((c) => c.name),
  );
  // page messages print as `console.error: "text"`, page exceptions as
  // `JavaScript error: <url>, line N: ...`
  const errors = ff
    .output()
    .split('\n')
    .filter((l) => /console\.error: "/.test(l) || l.includes(`JavaScript error: http://127.0.0.1:${server.port}`));
  assert.deepEqual(errors, []);
});
