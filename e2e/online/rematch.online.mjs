// Rematch: at the end of a room's game the host presses "Play again"; a new game starts
// with the same people in the same seats, on fresh dice chains, and the friend's and the
// watcher's pages show it without a reload; the new game's dice are verified too.
import { test, expect } from '@playwright/test';
import { playByClicking, watch } from '../helpers.mjs';

const signal = `ws://127.0.0.1:${process.env.LUDO_SIGNAL_PORT}`;
const online = `signal=${encodeURIComponent(signal)}&ice=none`;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function open(browser, url) {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  const problems = watch(page);
  await page.goto(url);
  return { page, problems };
}

test('the host presses Play again: a new game with the same people, and its dice are verified', async ({ browser }) => {
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&turnTime=off&${online}`);
  const link = await host.page.locator('#lobby-link').inputValue();
  const friend = await open(browser, `${link}&speed=instant`);
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
  await host.page.click('#lobby-start');
  // every seat taken: a third page watches
  const watcher = await open(browser, `${link}&speed=instant`);
  await expect(watcher.page.locator('#online-status')).toContainText('Watching Hana’s game.');
  const pages = [host.page, friend.page];
  const names = async (/** @type {import('@playwright/test').Page} */ p) => (await p.locator('#players').innerText()).replace(/\s+/g, ' ');
  for (const n of await Promise.all([...pages, watcher.page].map(names))) expect(n).toMatch(/Hana.*Ana/);

  await Promise.all(pages.map((p) => playByClicking(p, { limit: 40000 })));
  for (const p of pages) await expect(p.locator('#results-dice')).toHaveText(/^Dice verified \(\d+ draws checked\)\.$/);
  // only the host starts the next game
  await expect(friend.page.locator('#online-rematch')).toHaveCount(0);
  await host.page.click('#online-rematch');

  // a new game on every page, no reload: the board again, the same names in the same seats
  for (const p of [...pages, watcher.page]) {
    await expect(p.locator('#results')).toBeHidden();
    await expect(p.locator('#board')).toBeVisible();
    await expect(p.locator('#online-status')).toContainText(/Your turn\.|Waiting for (Hana|Ana)…/);
  }
  for (const n of await Promise.all([...pages, watcher.page].map(names))) expect(n).toMatch(/Hana.*Ana/);
  await expect(watcher.page.locator('#online-status')).toContainText('Watching Hana’s game.');
  await expect(host.page.locator('#online-rematch')).toBeHidden();

  // the new game is played out, and its dice (a new seed and new chains) are verified
  await Promise.all(pages.map((p) => playByClicking(p, { limit: 40000 })));
  for (const p of pages) await expect(p.locator('#results-dice')).toHaveText(/^Dice verified \(\d+ draws checked\)\.$/);
  await expect(host.page.locator('#online-rematch')).toBeVisible();
  for (const p of [host, friend, watcher]) expect(p.problems).toEqual([]);
});
