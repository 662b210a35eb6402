// Browser end-to-end tests of the built page in dist/ (scripts/build.sh first), served
// by python's http.server on a free port, in Chromium's headless shell (launch.mjs).
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromium, freePort } from './launch.mjs';

const port = freePort('LUDO_E2E_PORT');
const dist = fileURLToPath(new URL('../dist', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.mjs$/,
  timeout: 180_000,
  workers: 2,
  // every test on its own: the two workers share the long ones out evenly
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  // its own folder: the online suite, which runs beside it, writes beside it
  outputDir: 'test-results/page',
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1200, height: 820 },
    locale: 'en-GB',
    serviceWorkers: 'allow',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory "${dist}"`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
