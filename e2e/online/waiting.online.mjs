// Whom the game waits for: every page names the seat on turn over the board, with the
// seconds left when the room has a turn timer, which the host sets on the lobby screen
// (30 s by default, 10 to 120 s, or no limit).
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

/**
 * Hana hosts a room for two, sets its turn timer on the lobby screen, and Ana joins.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} timer the option's label
 */
async function room(browser, timer) {
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`);
  const time = host.page.locator('#lobby-turn-time');
  await expect(time.locator('option:checked')).toHaveText('30 s');
  await time.selectOption({ label: timer });
  await expect(time.locator('option:checked')).toHaveText(timer);
  const link = await host.page.locator('#lobby-link').inputValue();
  const friend = await open(browser, `${link}&speed=instant`);
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  // the setting stays as chosen while the lobby is drawn again
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
  await expect(time.locator('option:checked')).toHaveText(timer);
  await host.page.click('#lobby-start');
  return { host, friend };
}

/** @param {{ page: import('@playwright/test').Page }} p */
const banner = (p) => p.page.locator('#online-status');

test('with no turn timer both pages still say whom the game waits for', async ({ browser }) => {
  const { host, friend } = await room(browser, 'No limit');
  await expect(banner(host)).toHaveText(/^(Your turn\.|Waiting for Ana…)$/);
  const hostsTurn = (await banner(host).textContent()) === 'Your turn.';
  await expect(banner(friend)).toHaveText(hostsTurn ? 'Waiting for Hana…' : 'Your turn.');
  // the one on turn rolls and plays until the turn passes: the lines swap
  const [mover, other] = hostsTurn ? [host, friend] : [friend, host];
  await expect
    .poll(async () => {
      if (await mover.page.locator('#roll').isEnabled()) await mover.page.click('#roll');
      else if (await mover.page.locator('.hit.pawn').count()) await mover.page.locator('.hit.pawn').first().click();
      return banner(other).textContent();
    }, { intervals: [50] })
    .toBe('Your turn.');
  await expect(banner(mover)).toHaveText(hostsTurn ? 'Waiting for Ana…' : 'Waiting for Hana…');
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});

test('the turn timer chosen in the lobby counts down on both pages', async ({ browser }) => {
  const { host, friend } = await room(browser, '10 s');
  await expect(banner(host)).toHaveText(/^(Your turn: \d+ s left\.|Waiting for Ana: \d+ s\.)$/);
  const hostsTurn = (await banner(host).textContent())?.startsWith('Your turn');
  await expect(banner(friend)).toHaveText(hostsTurn ? /^Waiting for Hana: \d+ s\.$/ : /^Your turn: \d+ s left\.$/);
  // never more than the 10 s chosen, and it runs down
  const seconds = async () => Number((await banner(friend).textContent())?.match(/(\d+) s/)?.[1]);
  expect(await seconds()).toBeLessThanOrEqual(10);
  // on the board, a ring round the corner on turn shrinks with the time left: while the
  // roll is awaited nothing else on the board moves, yet its picture changes (well before
  // the 10 s run out and the host plays the roll)
  const picture = () => friend.page.locator('#board').evaluate((c) => /** @type {HTMLCanvasElement} */ (c).toDataURL());
  const first = await picture();
  await expect.poll(picture, { timeout: 5000 }).not.toBe(first);
  expect(await seconds()).toBeGreaterThan(0);
  await expect.poll(seconds).toBeLessThanOrEqual(8);
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});
