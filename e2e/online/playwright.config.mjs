// Online play in headless Chromium: pages in separate browser contexts meet through a
// local matchbox_server and play over real WebRTC data channels. Needs dist/ (scripts/
// build.sh) and matchbox_server (scripts/setup.sh); both servers run on free ports, once
// for the run, and serve both workers: every test opens rooms of its own (a room's id is
// drawn from its host's dice chain), so tests run side by side, each on its own.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromium, freePort } from '../launch.mjs';

const port = freePort('LUDO_ONLINE_PORT');
const signalPort = freePort('LUDO_SIGNAL_PORT');
const serve = fileURLToPath(new URL('./serve.mjs', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.online\.mjs$/,
  timeout: 300_000,
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/online',
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 760, height: 820 },
    locale: 'en-GB',
    launchOptions: {
      ...chromium,
      // WebRTC between pages of one machine
      args: [...chromium.args, '--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `"${process.execPath}" "${serve}" ${port}`,
      url: `http://127.0.0.1:${port}/fixture/index.html`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `matchbox_server 127.0.0.1:${signalPort}`,
      url: `http://127.0.0.1:${signalPort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
});
