// How the Playwright suites start Chromium and their servers.
import { execFileSync } from 'node:child_process';

// The Chromium every suite runs in: Debian's chromium-headless-shell, Chromium's headless
// build without the full browser around it (scripts/setup.sh installs it). The same engine
// lays out, draws and runs the page, and the suites take about two thirds of the full
// browser's time in it (BENCHMARKS.md, "The headless shell"). LUDO_CHROMIUM=/usr/bin/chromium
// runs them in the full browser, which `--headed` needs.
export const chromium = {
  executablePath: process.env.LUDO_CHROMIUM || '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

/**
 * A free port on 127.0.0.1 for a suite's server, kept in the environment variable `name`:
 * chosen once, when the config is first read, then inherited by the test workers, which
 * read the config again.
 * @param {string} name
 */
export function freePort(name) {
  process.env[name] ||= execFileSync(process.execPath, [
    '-e',
    "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
  ])
    .toString()
    .trim();
  return Number(process.env[name]);
}
