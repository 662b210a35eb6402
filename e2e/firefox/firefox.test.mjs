// The page in Firefox, driven over WebDriver by geckodriver (Playwright only drives its
// own Firefox build): it loads, the computer players' worker runs, a person's turns are
// played by clicking, a reload resumes, and Firefox reports no error from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, printed, startFirefox } from './driver.mjs';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

let server;
/** @type {Awaited<ReturnType<typeof startFirefox>>} */
let ff;
let pagePort;

const call = (method, path, body) => ff.call(method, path, body);
const run = (script) => ff.run(script);
async function click(css) {
  const el = await call('POST', '/element', { using: 'css selector', value: css });
  await call('POST', `/element/${Object.values(el)[0]}/click`, {});
}
/**
 * Waits, in the page, until `body` (a function body) returns something truthy, checked
 * on each of the page's frames, and returns it.
 */
const untilInPage = (body) =>
  ff.runAsync(`const done = arguments[arguments.length - 1];
      const look = () => { ${body} };
      const check = () => { const v = look(); if (v) done(v); else requestAnimationFrame(check); };
      check();`);

// the saved game: the head's view and the log from its chunks (store.js)
const SAVED = `const p = new URLSearchParams(location.search); p.delete('lang'); p.sort();
  const slot = 'ludo.game?' + p.toString(); const t = localStorage.getItem(slot);
  if (!t) return null;
  const { logLength, ...rest } = JSON.parse(t).view; const log = [];
  for (let i = 0; log.length < logLength; i++) log.push(...JSON.parse(localStorage.getItem(slot + '#log' + i)));
  return { ...rest, log: log.slice(0, logLength) };`;

before(async () => {
  pagePort = await freePort();
  server = spawn('python3', ['-u', '-m', 'http.server', String(pagePort), '--bind', '127.0.0.1', '--directory', dist], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serving = printed(server, 'Serving HTTP', 'the page server');
  ff = await startFirefox({ width: 1200, height: 850 });
  await serving;
  server.stdout.resume();
  server.stderr.resume();
});

after(async () => {
  await ff?.stop();
  server?.kill();
});

test('Firefox plays person turns by clicking, resumes after a reload, logs no error', async () => {
  const url = `http://127.0.0.1:${pagePort}/?preset=classic&seats=person,hard,hard,hard&seed=4&speed=instant&autoMove=false`;
  await ff.open(url);
  await untilInPage("return !document.getElementById('play').hidden");
  // the page's console reaches this test: a probe line must show up
  const probe = ff.printed('ludo-probe', 'the console probe');
  await run("console.error('ludo-probe'); return true");
  await probe;
  let personMoves = 0;
  for (let i = 0; i < 600 && personMoves < 6; i++) {
    // what the page asks of the person, once it asks something
    const s = await untilInPage(`const roll = document.getElementById('roll');
      if (!document.getElementById('results').hidden) return 'over';
      if (!roll.disabled && roll.textContent !== 'Results') return 'roll';
      if (document.querySelector('#hits[data-selected] .hit.target')) return 'target';
      return document.querySelector('.hit.pawn') ? 'pawn' : null;`);
    if (s === 'over') break;
    if (s === 'roll') await click('#roll');
    else if (s === 'target') await click('.hit.target');
    else {
      await click('.hit.pawn');
      personMoves++;
    }
  }
  // the game waits for the person again: the position is settled
  await untilInPage("return !document.getElementById('roll').disabled");
  const state = await run(SAVED);
  assert.ok(personMoves >= 6 || state.phase === 'over', `person moves: ${personMoves}`);
  assert.ok(state.log.filter((e) => e.type === 'turn').length > 10, 'the computer players took their turns');
  assert.equal(await run("return document.getElementById('message').hidden || document.getElementById('message-text').textContent"), true);

  const lines = await run("return document.getElementById('log').innerText");
  await call('POST', '/refresh', {});
  await untilInPage("return !document.getElementById('play').hidden");
  assert.deepEqual(await run(SAVED), state);
  assert.equal(await run("return document.getElementById('log').innerText"), lines);

  // page messages print as `console.error: "text"`, page exceptions as
  // `JavaScript error: <url>, line N: ...`; Firefox's own start-up noise is neither
  const errors = ff
    .output()
    .split('\n')
    .filter((l) => /console\.error: "/.test(l) || l.includes(`JavaScript error: http://127.0.0.1:${pagePort}`))
    .filter((l) => !l.includes('ludo-probe'));
  assert.deepEqual(errors, []);
});
