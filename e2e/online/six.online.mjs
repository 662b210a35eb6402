// Six arms and teams online (issue 39; RULINGS.md "Six arms and teams"): a host opens a
// room on six arms in teams by a link, and a friend picks the seat opposite the host, so
// the two are partners; both lobbies name the teams, and once the game starts both pages
// draw the six-armed star and name partners together. Quick match offers team tables: two
// people at a table of "2 against 2" sit as the engine pairs them, computers fill the rest.
// axe-core checks the lobbies and quick match's choice of table, in light and dark colours.
// The rooms' own rules (teams in the lobby's status, six seats, mirrors) are tested
// without a browser too (crates/online/tests/room.rs).
import { expect } from '@playwright/test';
import { expectStarStarts, stopClock } from '../helpers.mjs';
import { expectClean } from '../axe.mjs';
import { test, online, open, clickTurns } from './support.mjs';

const shots = 'e2e/test-results/online-shots';

test('a friend picks the seat opposite the host on six arms in teams: both lobbies and both boards name the partners, and the star is drawn', async ({ browser }) => {
  const seats = 'person,friend,easy,friend,easy,easy';
  const host = await open(browser, `/?room=new&seats=${seats}&names=Hana&arms=6&teams=true&speed=instant&${online}`);
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 4 of 6');
  // the engine seats the teams: partners sit opposite (seats 1 and 4, 2 and 5, 3 and 6)
  await expect(host.page.locator('#lobby-seats li').first()).toHaveText('Hana (you) · with Player 4');
  const link = await host.page.locator('#lobby-link').inputValue();

  const friend = await open(browser, `${link}&speed=instant`, { axe: true });
  await expect(friend.page.locator('#lobby-title')).toHaveText('Hana invites you: Classic, 6 players');
  // two seats are free: the friend chooses, and sees who each would play with
  await expect(friend.page.locator('#lobby-seat option')).toHaveText(['Seat 2 · with Player 5', 'Seat 4 · with Hana']);
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.screenshot({ path: `${shots}/six-friend-lobby.png` });
  await expectClean(friend.page, "a friend's lobby with a choice of seats");
  await friend.page.selectOption('#lobby-seat', '3');
  await friend.page.click('#lobby-join');
  await expect(friend.page.locator('#lobby-wait')).toHaveText('Waiting for Hana to start the game.');
  for (const p of [host, friend]) {
    await expect(p.page.locator('#lobby-seats li').first()).toContainText('with Ana');
    await expect(p.page.locator('#lobby-seats li').nth(3)).toContainText('Ana');
    await expect(p.page.locator('#lobby-seats li').nth(3)).toContainText('with Hana');
  }

  // the start: computers take the free seat; both pages show the room's game on the star
  await host.page.click('#lobby-start');
  for (const p of [host, friend]) {
    await expect(p.page.locator('#players li')).toHaveCount(6);
    await expect(p.page.locator('#players li').nth(0)).toContainText('with Ana');
    await expect(p.page.locator('#players li').nth(3)).toContainText('with Hana');
    await expectStarStarts(p.page, 'ludo');
  }
  // and it plays: whoever is on turn rolls and moves by clicking
  await clickTurns([host.page, friend.page], 4);
  await expect(friend.page.locator('#log li', { hasText: 'Hana' }).first()).toBeVisible();
  await friend.page.setViewportSize({ width: 390, height: 844 });
  await friend.page.screenshot({ path: `${shots}/six-friend-play-390x844.png`, fullPage: true });
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});

test('quick match: two people at a "2 against 2" table play as partners or opponents as the engine seats them, a computer beside each', async ({ browser }) => {
  /**
   * A person presses "Play online now" and picks the team table.
   * @param {string} name
   * @param {boolean} newcomer the page is offered a seat by the one that waited longer
   */
  const press = async (name, newcomer) => {
    const p = await open(browser, `/?speed=instant&${online}`, { clock: newcomer, axe: !newcomer });
    await p.page.click('#play-online');
    await expect(p.page.locator('#quick-players option')).toHaveText(['2', '3', '4', '6 (six arms)', '2 against 2 (teams)', '3 teams of 2 (six arms)']);
    if (!newcomer) await expectClean(p.page, "quick match's choice of table");
    await p.page.fill('#quick-name', name);
    await p.page.selectOption('#quick-players', '2v2');
    await p.page.selectOption('#quick-wait', '0');
    // the newcomer's clock stands still until the offer has come (see quick.online.mjs)
    if (newcomer) await stopClock(p.page);
    await p.page.click('#quick-find');
    if (newcomer) {
      await expect(p.page).toHaveURL(/[?&]room=[0-9a-z]{16}/);
      await p.page.clock.resume();
    }
    return p;
  };
  const ana = await press('Ana', false);
  await expect(ana.page.locator('#lobby-count')).toHaveText('Seated: 1 of 4');
  await expect(ana.page.locator('#lobby-seats li').first()).toHaveText('Ana (you) · with Player 3');
  await expectClean(ana.page, "the host's lobby of a team table");
  const bo = await press('Bo', true);
  // Bo takes the next seat: an opponent, beside Ana (seats 1 and 3, 2 and 4 are partners)
  await expect(bo.page.locator('#lobby-seats li').nth(1)).toHaveText('Bo (you) · with Player 4');
  await expect(ana.page.locator('#lobby-count')).toHaveText('Seated: 2 of 4');
  // the table waits for a full table: Ana's page starts it with computers, as its host
  await ana.page.click('#lobby-start');
  for (const p of [ana, bo]) {
    await expect(p.page.locator('#players li')).toHaveCount(4);
    await expect(p.page.locator('#players li').nth(0)).toContainText('with Player 3');
    await expect(p.page.locator('#players li').nth(1)).toContainText('with Player 4');
  }
  expect(ana.problems).toEqual([]);
  expect(bo.problems).toEqual([]);
});
