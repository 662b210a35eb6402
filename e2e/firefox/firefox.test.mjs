// The page in Firefox, driven over WebDriver by geckodriver (Playwright only drives its
// own Firefox build): it loads, the computer players' worker runs, a person's turns are
// played by clicking, a reload resumes, and Firefox reports no error from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

let server;
let driver;
let driverOutput = '';
let pagePort;
let driverUrl;
let session;

async function call(method, path, body) {
  const res = await fetch(`${driverUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.value && json.value.error) throw new Error(`${path}: ${json.value.error}: ${json.value.message}`);
  return json.value;
}
const run = (script) => call('POST', `/session/${session}/execute/sync`, { script, args: [] });
async function click(css) {
  const el = await call('POST', `/session/${session}/element`, { using: 'css selector', value: css });
  await call('POST', `/session/${session}/element/${Object.values(el)[0]}/click`, {});
}
async function until(what, check, ms = 15000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await check();
    if (v) return v;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

// the saved game: the head's view and the log from its chunks (store.js)
const SAVED = `const p = new URLSearchParams(location.search); p.delete('lang'); p.sort();
  const slot = 'ludo.game?' + p.toString(); const t = localStorage.getItem(slot);
  if (!t) return null;
  const { logLength, ...rest } = JSON.parse(t).view; const log = [];
  for (let i = 0; log.length < logLength; i++) log.push(...JSON.parse(localStorage.getItem(slot + '#log' + i)));
  return { ...rest, log: log.slice(0, logLength) };`;

before(async () => {
  pagePort = await freePort();
  const driverPort = await freePort();
  driverUrl = `http://127.0.0.1:${driverPort}`;
  server = spawn('python3', ['-m', 'http.server', String(pagePort), '--bind', '127.0.0.1', '--directory', dist], { stdio: 'ignore' });
  driver = spawn('geckodriver', ['--port', String(driverPort)], { stdio: ['ignore', 'pipe', 'pipe'] });
  driver.stdout.on('data', (d) => (driverOutput += d));
  driver.stderr.on('data', (d) => (driverOutput += d));
  await until('geckodriver', () => fetch(`${driverUrl}/status`).then((r) => r.ok, () => false));
  await until('the page server', () => fetch(`http://127.0.0.1:${pagePort}/`).then((r) => r.ok, () => false));
  const firefox = execFileSync('sh', ['-c', 'command -v firefox || command -v firefox-esr']).toString().trim();
  const created = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'firefox',
        'moz:firefoxOptions': {
          binary: firefox,
          args: ['-headless'],
          prefs: { 'devtools.console.stdout.content': true },
        },
      },
    },
  });
  session = created.sessionId;
  await call('POST', `/session/${session}/window/rect`, { width: 1200, height: 850 });
});

after(async () => {
  if (session) await call('DELETE', `/session/${session}`).catch(() => {});
  driver?.kill();
  server?.kill();
});

test('Firefox plays person turns by clicking, resumes after a reload, logs no error', async () => {
  const url = `http://127.0.0.1:${pagePort}/?preset=classic&seats=person,hard,hard,hard&seed=4&speed=instant&autoMove=false`;
  await call('POST', `/session/${session}/url`, { url });
  await until('the board', () => run("return !document.getElementById('play').hidden"));
  // the page's console reaches this test: a probe line must show up
  await run("console.error('ludo-probe'); return true");
  await until('the console probe', () => driverOutput.includes('ludo-probe'));
  let personMoves = 0;
  for (let i = 0; i < 600 && personMoves < 6; i++) {
    const s = await run(`return {
      roll: !document.getElementById('roll').disabled && document.getElementById('roll').textContent !== 'Results',
      selected: document.getElementById('hits').dataset.selected || null,
      pawns: document.querySelectorAll('.hit.pawn').length,
      over: !document.getElementById('results').hidden };`);
    if (s.over) break;
    if (s.roll) await click('#roll');
    else if (s.selected) await click('.hit.target');
    else if (s.pawns) {
      await click('.hit.pawn');
      personMoves++;
    } else await sleep(50);
  }
  // the game waits for the person again: the position is settled
  await until('the person to roll', () => run("return !document.getElementById('roll').disabled"));
  const state = await run(SAVED);
  assert.ok(personMoves >= 6 || state.phase === 'over', `person moves: ${personMoves}`);
  assert.ok(state.log.filter((e) => e.type === 'turn').length > 10, 'the computer players took their turns');
  assert.equal(await run("return document.getElementById('message').hidden || document.getElementById('message-text').textContent"), true);

  const lines = await run("return document.getElementById('log').innerText");
  await call('POST', `/session/${session}/refresh`, {});
  await until('the board after the reload', () => run("return !document.getElementById('play').hidden"));
  assert.deepEqual(await run(SAVED), state);
  assert.equal(await run("return document.getElementById('log').innerText"), lines);

  // page messages print as `console.error: "text"`, page exceptions as
  // `JavaScript error: <url>, line N: ...`; Firefox's own start-up noise is neither
  const errors = driverOutput
    .split('\n')
    .filter((l) => /console\.error: "/.test(l) || l.includes(`JavaScript error: http://127.0.0.1:${pagePort}`))
    .filter((l) => !l.includes('ludo-probe'));
  assert.deepEqual(errors, []);
});
