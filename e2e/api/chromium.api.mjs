// The API cases (cases.mjs) in headless Chromium: one page load of index.html runs them
// all on the built module (pkg-expert/, from scripts/build.sh); each case is then a step
// of this one test, and every failed case is reported.
//   npx playwright test --config e2e/api/playwright.config.mjs
import { test, expect } from '@playwright/test';
import { cases } from './cases.mjs';

test('the API cases in Chromium', async ({ page }) => {
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('e2e/api/index.html');
  await page.waitForFunction(() => 'apiResults' in window);
  /** @type {{ name: string, ok: boolean, ms: number, error?: string }[]} */
  const results = await page.evaluate(() => /** @type {any} */ (window).apiResults);
  for (const { name } of cases) {
    await test.step(name, () => {
      const r = results.find((x) => x.name === name);
      expect.soft(r?.ok, `${name}: ${r ? r.error : `the page ran no case: ${JSON.stringify(results)}`}`).toBe(true);
    });
  }
  expect(results.map((r) => r.name)).toEqual(cases.map((c) => c.name));
  expect(errors).toEqual([]);
});
