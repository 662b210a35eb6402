// The page in Firefox, driven over WebDriver by geckodriver (Playwright only drives its
// own Firefox build): it loads, the computer players' worker runs, a person's turns are
// played by clicking, a reload resumes, and Firefox reports no error from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
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
/**
 * Waits, in the page, until `body` (a function body) returns something truthy, checked
 * on each of the page's frames, and returns it.
 */
const untilInPage = (body) =>
  call('POST', `/session/${session}/execute/async`, {
    script: `const done = arguments[arguments.length - 1];
      const look = () => { ${body} };
      const check = () => { const v = look(); if (v) done(v); else requestAnimationFrame(check); };
      check();`,
    args: [],
  });

/** Waits until a process has printed `text` (it prints what it is ready for). */
function printed(proc, text, what, ms = 30000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const deadline = setTimeout(() => reject(new Error(`timed out waiting for ${what}: ${seen}`)), ms);
    const look = (d) => {
      seen += d;
      if (seen.includes(text)) {
        clearTimeout(deadline);
        resolve();
      }
    };
    proc.stdout.on('data', look);
    proc.stderr.on('data', look);
  });
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
  server = spawn('python3', ['-u', '-m', 'http.server', String(pagePort), '--bind', '127.0.0.1', '--directory', dist], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serving = printed(server, 'Serving HTTP', 'the page server');
  driver = spawn('geckodriver', ['--port', String(driverPort)], { stdio: ['ignore', 'pipe', 'pipe'] });
  driver.stdout.on('data', (d) => (driverOutput += d));
  driver.stderr.on('data', (d) => (driverOutput += d));
  await printed(driver, 'Listening on', 'geckodriver');
  await serving;
  server.stdout.resume();
  server.stderr.resume();
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
        timeouts: { script: 120000 },
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
  await untilInPage("return !document.getElementById('play').hidden");
  // the page's console reaches this test: a probe line must show up
  const probe = printed(driver, 'ludo-probe', 'the console probe');
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
  await call('POST', `/session/${session}/refresh`, {});
  await untilInPage("return !document.getElementById('play').hidden");
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
