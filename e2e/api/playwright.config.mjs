// The API cases (cases.mjs) in headless Chromium, in one page load of index.html, on the
// built module (pkg-expert/, from scripts/build.sh) served by serve.mjs on a free port:
//   npx playwright test --config e2e/api/playwright.config.mjs
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromium, freePort } from '../launch.mjs';

const port = freePort('LUDO_API_PORT');
const serve = fileURLToPath(new URL('./serve.mjs', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.api\.mjs$/,
  // the whole run of the cases is one page load, in the first test
  timeout: 600_000,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/api',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `"${process.execPath}" "${serve}" ${port}`,
    url: `http://127.0.0.1:${port}/e2e/api/index.html`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
