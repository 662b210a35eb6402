// The turn timer: each roll or move a person plays online has a countdown by the host's
// clock; when it runs out the host plays it for the seat, and both pages say whom the game
// waits for. The timer is shortened with turnTimeMs=.
import { test, expect } from '@playwright/test';
import { watch } from '../helpers.mjs';

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

test('nobody plays: each turn runs out and the host plays it, and the pages say whom the game waits for', async ({ browser }) => {
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&turnTimeMs=3000&${online}`);
  const link = await host.page.locator('#lobby-link').inputValue();
  const friend = await open(browser, `${link}&speed=instant`);
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  await host.page.click('#lobby-start');
  const banner = (p) => p.page.locator('#online-status');
  // Ana's turn: her page counts down, the host's names her
  await expect(banner(friend)).toHaveText(/^Your turn: [1-3] s left\.$/, { timeout: 30_000 });
  await expect(banner(host)).toHaveText(/^Waiting for Ana: [1-3] s\.$/);
  // nobody clicks: her time runs out, and the game goes on to Hana
  await expect(banner(friend)).toHaveText(/^Waiting for Hana: [1-3] s\.$/, { timeout: 30_000 });
  await expect(banner(host)).toHaveText(/^Your turn: [1-3] s left\.$/);
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});
