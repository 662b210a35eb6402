// scripts/play.sh serves the page and starts the signalling server on SIGNAL_PORT; the page
// it serves finds that server with no URL parameter (the script writes the port into
// dist/online/config.json, which the online module reads when a room is opened).
import { expect } from '@playwright/test';
import { test } from './support.mjs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jitterChunks, watch } from '../helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const config = `${root}dist/online/config.json`;

/** A port nothing listens on. */
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

/** Whether `url` answers with 200. */
async function answers(url) {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

test('the page served by scripts/play.sh finds the server the script started, whatever SIGNAL_PORT is', async ({ browser }) => {
  const kept = readFileSync(config, 'utf8');
  const [port, signalPort] = [await freePort(), await freePort()];
  const env = { ...process.env, PORT: String(port), SIGNAL_PORT: String(signalPort), LUDO_NO_BUILD: '1' };
  const play = spawn(`${root}scripts/play.sh`, [], { env, detached: true, stdio: 'ignore' });
  try {
    await expect.poll(() => answers(`http://127.0.0.1:${port}/online/config.json`), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => answers(`http://127.0.0.1:${signalPort}/health`), { timeout: 30_000 }).toBe(true);
    const context = await browser.newContext();
    await jitterChunks(context);
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`http://127.0.0.1:${port}/?lang=en`);
    await page.click('#play-friends');
    await expect(page.locator('#lobby-code')).toHaveText(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    await expect(page.locator('#lobby-link')).not.toHaveValue(/signal=/);
    expect(page.url()).not.toContain('signal=');
    expect(problems).toEqual([]);
  } finally {
    process.kill(-(play.pid ?? 0), 'SIGTERM');
    writeFileSync(config, kept);
  }
});
