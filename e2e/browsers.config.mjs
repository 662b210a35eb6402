// Every Chromium suite of the test command in one Playwright run that shares its two
// workers: online play (browsers over WebRTC through a local matchbox_server), the API's
// cases and the page's journeys. Each suite keeps its own config for running it alone
// (e2e/online/, e2e/api/, e2e/playwright.config.mjs); this one takes their settings, tests
// and servers from them. Two suites side by side, each with two workers, took longer on
// two cores than one after the other (their four browsers fought over them), and one after
// the other each ended on one worker while the other waited: here the online suite's long
// tests go first and the page's short ones fill the end.
//   npx playwright test --config e2e/browsers.config.mjs
import { defineConfig } from '@playwright/test';
import page from './playwright.config.mjs';
import online from './online/playwright.config.mjs';
import api from './api/playwright.config.mjs';

/**
 * A suite's config as a project of this run.
 * @param {string} name
 * @param {import('@playwright/test').PlaywrightTestConfig} config
 * @param {string} dir its tests' folder, from here
 */
const suite = (name, config, dir) => ({
  name,
  testDir: dir,
  testMatch: config.testMatch,
  timeout: config.timeout,
  expect: config.expect,
  outputDir: `test-results/${name}`,
  use: { ...config.use, ...config.projects?.[0]?.use },
});

const servers = (/** @type {import('@playwright/test').PlaywrightTestConfig} */ config) => [config.webServer ?? []].flat();

export default defineConfig({
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  projects: [suite('online', online, 'online'), suite('api', api, 'api'), suite('page', page, '.')],
  webServer: [...servers(page), ...servers(online), ...servers(api)],
});
