/* global window, document */
// axe-core (from npm) run in the page: its serious and critical violations, one line each.
// A spec using it needs `test.use({ bypassCSP: true })`: axe's script goes into the page as
// an inline script, which the page's policy forbids.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page as it is (or in the part of it
 * `within` selects), one line each.
 * @param {import('@playwright/test').Page} page
 * @param {string} [within] a CSS selector
 */
export async function violations(page, within) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate((sel) => /** @type {any} */ (window).axe.run(sel ?? document, { resultTypes: ['violations'] }), within);
  return result.violations
    .filter((/** @type {any} */ v) => v.impact === 'serious' || v.impact === 'critical')
    .map((/** @type {any} */ v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((/** @type {any} */ n) => n.target.join(' ')).join(', ')})`);
}

/**
 * No serious or critical violation on the page as it is, in light and then dark colours
 * (the colour scheme switched on the page: the page's colours follow it in CSS);
 * `prepare()` sets the screen up before each check.
 * @param {import('@playwright/test').Page} page
 * @param {string} what
 * @param {() => Promise<void>} [prepare]
 */
export async function expectClean(page, what, prepare = async () => {}) {
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    await page.emulateMedia({ colorScheme });
    await prepare();
    expect(await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches), `${what}: the colours asked for`).toBe(colorScheme === 'dark');
    expect(await violations(page), `${what} (${colorScheme} colours)`).toEqual([]);
  }
}
