// Quick match: three people in three browsers press "Play online now" for the same rules
// and table size; the first one's page opens the table and the next two are seated at it
// with each other; when the wait chosen by the first runs out (the host page's time is held
// and then moved on with page.clock) a computer takes the fourth seat and the game plays.
import { expect } from '@playwright/test';
import { playByClicking, stopClock } from '../helpers.mjs';
import { test, online, open } from './support.mjs';
import { Game } from '../unit/engine.mjs';

/**
 * A person in a browser of their own presses "Play online now" and picks a table of 4.
 * A newcomer (`newcomer`) is offered a seat by the page that waited longer; the page
 * listens for that offer for 1.5 s before it opens a table of its own, counted from the
 * press (quick.js, SETTLE_MS). Its clock stands still from the press until the offer has
 * come (the page's address then names the room), so a machine that is slow to connect the
 * page to the signalling server cannot run those 1.5 s out first.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} name
 * @param {{ clock?: boolean, newcomer?: boolean, wait?: string }} [how]
 */
async function press(browser, name, { clock = false, newcomer = false, wait = '30' } = {}) {
  const { page, problems } = await open(browser, `/?speed=instant&${online}`, { clock: clock || newcomer });
  await page.click('#play-online');
  await expect(page.locator('#lobby-title')).toHaveText('Play online now');
  await expect(page.locator('#lobby')).toContainText('Rules: Classic.');
  await expect(page.locator('#quick-name')).toHaveAttribute('maxlength', String(Game.limits().nameLength));
  await page.fill('#quick-name', name);
  await page.selectOption('#quick-players', '4');
  await page.selectOption('#quick-wait', wait);
  if (newcomer) await stopClock(page);
  await page.click('#quick-find');
  if (newcomer) {
    await expect(page).toHaveURL(/[?&]room=[0-9a-z]{16}/);
    await page.clock.resume();
  }
  return { page, problems };
}

/**
 * The seats as a page lists them in the room's lobby.
 * @param {{ page: import('@playwright/test').Page }} p
 */
const seats = (p) => p.page.locator('#lobby-seats li');

test('three people who press Play online now sit at one table, a computer takes the fourth seat after the wait, and the game plays', async ({ browser }) => {
  // nobody waited longer: Ana's page opens the table, with her chosen wait
  const ana = await press(browser, 'Ana', { clock: true, wait: '60' });
  await expect(ana.page.locator('#lobby-count')).toHaveText('Seated: 1 of 4');
  await expect(ana.page.locator('#lobby-note')).toHaveText(/^Quick match: the game starts when the table is full, or in \d+ s with computers in the free seats\.$/);
  // her page's time stands still (its timers run on) until the wait is made to run out
  // below: a loaded machine that takes a minute to seat the others cannot run it out first
  const t0 = await ana.page.evaluate(() => Date.now());
  await ana.page.clock.setFixedTime(t0);

  const bo = await press(browser, 'Bo', { newcomer: true });
  await expect(bo.page.locator('#lobby-wait')).toHaveText('Waiting for Ana to start the game.');
  const cy = await press(browser, 'Cy', { newcomer: true });
  await expect(cy.page.locator('#lobby-wait')).toHaveText('Waiting for Ana to start the game.');

  // all three at one table, seated with each other
  const free = 'Free: waiting for a friend';
  await expect(seats(ana)).toHaveText(['Ana (you)', 'Bo', 'Cy', free]);
  await expect(seats(bo)).toHaveText(['Ana', 'Bo (you)', 'Cy', free]);
  await expect(seats(cy)).toHaveText(['Ana', 'Bo', 'Cy (you)', free]);
  await expect(ana.page.locator('#lobby-count')).toHaveText('Seated: 3 of 4');
  await expect(bo.page.locator('#lobby-note')).toHaveText(/^Quick match: you are seated\./);

  // the wait runs out on the host's clock: a computer takes the free seat, the game starts
  await ana.page.clock.setFixedTime(t0 + 61_000);
  await ana.page.clock.resume();
  for (const p of [ana, bo, cy]) {
    await expect(p.page.locator('#board')).toBeVisible();
    await expect(p.page.locator('#players li')).toHaveCount(4);
    for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) {
      await expect(p.page.locator('#players li').nth(i)).toContainText(name);
      await expect(p.page.locator('#players li .pkind').nth(i)).toHaveText('Person');
    }
    await expect(p.page.locator('#players li').nth(3)).not.toContainText(/Ana|Bo|Cy/);
    await expect(p.page.locator('#players li .pkind').nth(3)).toHaveText(/^Computer: /);
  }

  // the game plays: each person rolls and moves by clicking, until Ana has rolled 4 times
  let rolls = 0;
  const others = [bo, cy].map((p) => playByClicking(p.page, { limit: 40000 }).catch(() => 0));
  await playByClicking(ana.page, { done: async () => ++rolls > 4, limit: 40000 });
  // every person has had turns by then, and every page's log shows them (how many lines
  // that is depends on the dice: the log groups each turn's steps under the player's name)
  for (const p of [ana, bo, cy]) {
    for (const name of ['Ana', 'Bo', 'Cy']) await expect(p.page.locator('#log li', { hasText: name }).first()).toBeVisible();
  }
  for (const p of [ana, bo, cy]) expect(p.problems).toEqual([]);
  for (const p of [bo, cy]) await p.page.context().close();
  await Promise.all(others);
});
