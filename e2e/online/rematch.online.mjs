// A room's game near its end, on the real page: two bare test pages (fixture/) host it and
// play it by themselves until a seat is a few steps from home, then Hana's and Ana's
// browsers open the real page on it (the host's from its autosave, the friend's with its
// seat token, as after a reload). A friend who comes back gets the seat back; while the
// host is away the game is paused; it is played to its end by clicking, the dice verified;
// the host presses "Play again" and a new game starts with the same people in the same
// seats, on fresh dice chains, on the players' and the watcher's pages without a reload;
// that game too is brought near its end and played out, its dice verified.
/* global fx */
import { expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { playByClicking } from '../helpers.mjs';
import { test, NEAR, online, open, openBare, nearTheEnd, stopped } from './support.mjs';

const shots = 'e2e/test-results/online-shots';

test('near a game’s end: a friend who comes back gets the seat back, the game pauses while the host is away; the host presses Play again: a new game with the same people, and its dice are verified', async ({ browser }) => {
  // two games, each played by the bare pages and then by clicking: time enough for them on a loaded machine
  test.setTimeout(600_000);
  mkdirSync(shots, { recursive: true });
  /** @type {import('./support.mjs').Opened[]} every page opened, for its problems */
  const all = [];
  /** @type {import('./support.mjs').Opened | undefined} */
  let watcher;
  /** @type {import('./support.mjs').Opened | undefined} */
  let slow;
  const near = await nearTheEnd(browser, {
    // every seat taken: a page opened now watches, as the game goes by; a second one, at
    // the slow speed, cannot show each step as fast as the bare pages play them
    onStart: async (id) => {
      watcher = await open(browser, `/?room=${id}&${online}&speed=instant`);
      slow = await open(browser, `/?room=${id}&${online}&speed=slow`);
    },
  });
  const { room } = near;
  if (!watcher || !slow) throw new Error('no watcher');
  const watching = watcher;
  all.push(near.host, near.friend, watching, slow);
  await expect(watching.page.locator('#online-status')).toContainText('Watching Hana’s game.');
  // the slow page, many steps behind, shows the steps waiting at once and catches up: its
  // log ends as the page that kept up does (it used to fall rounds behind)
  const logEnd = (/** @type {import('@playwright/test').Page} */ p) =>
    p.locator('#log li').evaluateAll((li) => li.slice(-3).map((x) => `${/** @type {HTMLElement} */ (x).dataset.start} ${x.textContent}`));
  const caughtUp = async () => {
    const [kept, behind] = await Promise.all([logEnd(watching.page), logEnd(slow.page)]);
    return kept.length > 0 && JSON.stringify(kept) === JSON.stringify(behind);
  };
  await expect.poll(caughtUp, { timeout: 60_000, message: 'the slow watcher catches up' }).toBe(true);
  await slow.page.close();
  const url = `/?room=${room}&${online}&speed=instant`;

  // Ana's page closes; Hana's browser opens the room again: the host's page, from its
  // autosave, with Ana away
  await near.friend.page.close();
  await near.host.page.close();
  await expect(watching.page.locator('#online-status')).toContainText('The game is paused: the host is away.');
  let host = await open(browser, url, { context: near.host.context });
  all.push(host);
  await expect(host.page.locator('#board')).toBeVisible();
  await expect(host.page.locator('#online-status')).toContainText('Ana is away.');
  // Ana's browser opens it again: the same seat, no name asked
  let friend = await open(browser, url, { context: near.friend.context });
  all.push(friend);
  await expect(friend.page.locator('#board')).toBeVisible();
  await expect(friend.page.locator('#lobby-name')).toHaveCount(0);
  await expect(host.page.locator('#online-status')).not.toContainText('away');
  await expect(watching.page.locator('#online-status')).not.toContainText('paused');
  await friend.page.screenshot({ path: `${shots}/friend-back.png`, fullPage: true });

  // the host's page closes: the friend sees the game paused; it goes on when the host is back
  await host.page.close();
  await expect(friend.page.locator('#online-status')).toContainText(/^The game is paused: the host is away\./);
  await expect(friend.page.locator('#roll')).toBeDisabled();
  await expect(friend.page.locator('.hit.pawn')).toHaveCount(0);
  // nor chat: every message goes through the host, so nobody would hear it
  await expect(friend.page.locator('#chat-open')).toBeHidden();
  await friend.page.screenshot({ path: `${shots}/friend-paused.png`, fullPage: true });
  host = await open(browser, url, { context: near.host.context });
  all.push(host);
  await expect(host.page.locator('#board')).toBeVisible();
  await expect(friend.page.locator('#online-status')).not.toContainText('paused');
  await expect(friend.page.locator('#chat-open')).toBeVisible();

  const names = async (/** @type {import('@playwright/test').Page} */ p) => (await p.locator('#players').innerText()).replace(/\s+/g, ' ');
  let pages = [host.page, friend.page];
  for (const n of await Promise.all([...pages, watching.page].map(names))) expect(n).toMatch(/Hana.*Ana/);
  await Promise.all(pages.map((p) => playByClicking(p, { limit: 40000 })));
  // the watcher, who saw the whole game go by, checked its dice too
  for (const p of [...pages, watching.page]) await expect(p.locator('#results-dice')).toHaveText(/^Dice verified \(\d+ draws checked\)\.$/);
  // the results at the three sizes a room is played at (the host's page)
  for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 768 }, { width: 760, height: 820 }]) {
    await host.page.setViewportSize(size);
    await expect(host.page.locator('#results-dice')).toBeVisible();
    await expect(host.page.locator('#online-rematch')).toBeVisible();
    await host.page.screenshot({ path: `${shots}/${size.width}x${size.height}-host-results.png` });
  }
  // only the host starts the next game
  await expect(friend.page.locator('#online-rematch')).toHaveCount(0);
  await host.page.click('#online-rematch');

  // a new game on every page, no reload: the board again, the same names in the same seats
  for (const p of [...pages, watching.page]) {
    await expect(p.locator('#results')).toBeHidden();
    await expect(p.locator('#board')).toBeVisible();
    await expect(p.locator('#online-status')).toContainText(/Your turn\.|Waiting for (Hana|Ana)…/);
  }
  for (const n of await Promise.all([...pages, watching.page].map(names))) expect(n).toMatch(/Hana.*Ana/);
  await expect(watching.page.locator('#online-status')).toContainText('Watching Hana’s game.');
  await expect(host.page.locator('#online-rematch')).toBeHidden();

  // the new game is brought near its end by the bare pages in the same browsers, and
  // played out on the real pages; its dice (a new seed and new chains) are verified
  await friend.page.close();
  await host.page.close();
  const bareHost = await openBare(browser, `room=${room}&auto=1&pace=0&stop=${NEAR}`, near.host.context);
  const bareFriend = await openBare(browser, `room=${room}&name=Ana&auto=1&pace=0&stop=${NEAR}`, near.friend.context);
  all.push(bareHost, bareFriend);
  expect(await bareHost.page.evaluate(() => fx.session.status().role)).toBe('host');
  await stopped([bareHost, bareFriend]);
  await bareFriend.page.close();
  await bareHost.page.close();
  host = await open(browser, url, { context: near.host.context });
  friend = await open(browser, url, { context: near.friend.context });
  all.push(host, friend);
  pages = [host.page, friend.page];
  for (const p of pages) await expect(p.locator('#board')).toBeVisible();
  await Promise.all(pages.map((p) => playByClicking(p, { limit: 40000 })));
  for (const p of pages) await expect(p.locator('#results-dice')).toHaveText(/^Dice verified \(\d+ draws checked\)\.$/);
  await expect(host.page.locator('#online-rematch')).toBeVisible();
  for (const p of all) expect(p.problems).toEqual([]);
});
