// Headless Firefox driven over WebDriver by geckodriver (Playwright only drives its own
// Firefox build), for the tests of this folder: `const ff = await startFirefox()`, then
// `ff.call(method, path, body)` for any WebDriver command of the session (paths after
// /session/ID), `ff.open(url)`, `ff.run(script)`, and `ff.stop()`. The page's console
// reaches geckodriver's output (`ff.output()`, `ff.printed(text)`).
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A free port on 127.0.0.1. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

/**
 * Waits until a process has printed `text` (it prints what it is ready for).
 * @param {import('node:child_process').ChildProcess} proc @param {string} text @param {string} what
 * @returns {Promise<void>}
 */
export function printed(proc, text, what, ms = 30000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const deadline = setTimeout(() => reject(new Error(`timed out waiting for ${what}: ${seen}`)), ms);
    /** @param {Buffer | string} d */
    const look = (d) => {
      seen += d;
      if (seen.includes(text)) {
        clearTimeout(deadline);
        resolve();
      }
    };
    proc.stdout?.on('data', look);
    proc.stderr?.on('data', look);
  });
}

/**
 * Starts geckodriver and a headless Firefox session in a window of the given size, whose
 * scripts may run for `scriptMs`.
 */
export async function startFirefox({ width = 1200, height = 850, scriptMs = 120000 } = {}) {
  const driverPort = await freePort();
  const driverUrl = `http://127.0.0.1:${driverPort}`;
  const driver = spawn('geckodriver', ['--port', String(driverPort)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  driver.stdout.on('data', (d) => (output += d));
  driver.stderr.on('data', (d) => (output += d));
  await printed(driver, 'Listening on', 'geckodriver');

  /** @param {string} method @param {string} path @param {unknown} [body] @returns {Promise<any>} */
  async function request(method, path, body) {
    const res = await fetch(`${driverUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (json.value && json.value.error) throw new Error(`${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  }

  const firefox = execFileSync('sh', ['-c', 'command -v firefox || command -v firefox-esr']).toString().trim();
  let session;
  try {
    const created = await request('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'firefox',
          'moz:firefoxOptions': {
            binary: firefox,
            args: ['-headless'],
            prefs: { 'devtools.console.stdout.content': true },
          },
          timeouts: { script: scriptMs },
        },
      },
    });
    session = created.sessionId;
  } catch (e) {
    driver.kill();
    throw e;
  }
  /** A command of the session. @param {string} method @param {string} path @param {unknown} [body] */
  const call = (method, path, body) => request(method, `/session/${session}${path}`, body);
  await call('POST', '/window/rect', { width, height });
  return {
    call,
    /** Loads a page and waits for it. @param {string} url */
    open: (url) => call('POST', '/url', { url }),
    /** Runs a function body in the page and returns what it returns. @param {string} script */
    run: (script) => call('POST', '/execute/sync', { script, args: [] }),
    /** Runs a function body in the page that calls `arguments[arguments.length - 1]` with its result. @param {string} script */
    runAsync: (script) => call('POST', '/execute/async', { script, args: [] }),
    /** Everything geckodriver and Firefox printed so far. */
    output: () => output,
    /** Waits until geckodriver or Firefox has printed `text`. @param {string} text @param {string} what */
    printed: (text, what) => printed(driver, text, what),
    async stop() {
      await call('DELETE', '').catch(() => {});
      driver.kill();
    },
  };
}
