/* global window, document */
// axe-core (from npm) run in the page: its serious and critical violations, one line each.
// A spec using it needs `test.use({ bypassCSP: true })`: axe's script goes into the page as
// an inline script, which the page's policy forbids.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

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
