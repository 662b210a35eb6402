// The turn timer: the host sets it on the lobby screen (30 s by default, 10 to 120 s, or
// no limit); each roll or move a person plays online then has a countdown by the host's
// clock, on both pages and as a ring round the corner on turn; when it runs out the host
// plays it for the seat, and both pages say whom the game waits for. The pages' clocks are
// the test's (page.clock): they stand still while the countdown is read, and the host's
// jumps past the 10 s instead of waiting them out.
import { expect } from '@playwright/test';
import { stopClock } from '../helpers.mjs';
import { test, online, open } from './support.mjs';

/** @param {{ page: import('@playwright/test').Page }} p */
const banner = (p) => p.page.locator('#online-status');

test('the turn timer chosen in the lobby counts down on both pages; nobody plays: each turn runs out and the host plays it, and the pages say whom the game waits for', async ({ browser }) => {
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`, { clock: true });
  const time = host.page.locator('#lobby-turn-time');
  await expect(time.locator('option:checked')).toHaveText('30 s');
  await time.selectOption({ label: '10 s' });
  await expect(time.locator('option:checked')).toHaveText('10 s');
  const link = await host.page.locator('#lobby-link').inputValue();
  const room = new URL(link).searchParams.get('room');
  const friend = await open(browser, `${link}&speed=instant`, { clock: true });
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  // the setting stays as chosen while the lobby is drawn again
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
  await expect(time.locator('option:checked')).toHaveText('10 s');
  await host.page.click('#lobby-start');

  await expect(banner(host)).toHaveText(/^(Your turn: \d+ s left\.|Waiting for Ana: \d+ s\.)$/);
  const hostsTurn = (await banner(host).textContent())?.startsWith('Your turn');
  await expect(banner(friend)).toHaveText(hostsTurn ? /^Waiting for Hana: \d+ s\.$/ : /^Your turn: \d+ s left\.$/);
  // both clocks stand still: from here the countdown moves only as the test moves it
  await stopClock(host.page);
  await stopClock(friend.page);
  // never more than the 10 s chosen, and it runs down
  const seconds = async () => Number((await banner(friend).textContent())?.match(/(\d+) s/)?.[1]);
  expect(await seconds()).toBeLessThanOrEqual(10);
  // on the board, a ring round the corner on turn shrinks with the time left: while the
  // roll is awaited nothing else on the board moves, yet its picture changes
  const picture = () => friend.page.locator('#board').evaluate((c) => /** @type {HTMLCanvasElement} */ (c).toDataURL());
  const first = await picture();
  await friend.page.clock.runFor(1000);
  await expect.poll(picture).not.toBe(first);
  expect(await seconds()).toBeGreaterThan(0);
  await friend.page.clock.runFor(2000);
  await expect.poll(seconds).toBeLessThanOrEqual(8);
  await friend.page.clock.resume();
  await host.page.clock.resume();

  // nobody plays. The host's autosave counts the room's events: each time the host's clock
  // jumps past the 10 s, the host plays the roll or move due, and the count goes up
  const saved = () => host.page.evaluate((r) => JSON.parse(localStorage.getItem(`ludo.online.host.${r}`) ?? 'null'), room);
  const runOut = async () => {
    const before = (await saved()).seq;
    await host.page.clock.fastForward(10_500);
    await expect.poll(async () => (await saved()).seq).toBeGreaterThan(before);
  };
  // until it is Ana's turn, Hana's time runs out (a third roll missed in a row would give
  // her seat to the computer, so then she rolls herself)
  let missed = 0;
  for (let i = 0; i < 30; i++) {
    const { game } = await saved();
    if (game.seatOnTurn === 1) break;
    if (game.phase === 'roll' && missed === 2) {
      const before = (await saved()).seq;
      await host.page.click('#roll');
      await expect.poll(async () => (await saved()).seq).toBeGreaterThan(before);
      missed = 0;
      continue;
    }
    if (game.phase === 'roll') missed++;
    await runOut();
  }
  // Ana's turn: her page counts down, the host's names her
  await expect(banner(friend)).toHaveText(/^Your turn: \d+ s left\.$/);
  await expect(banner(host)).toHaveText(/^Waiting for Ana: \d+ s\.$/);
  // nobody clicks: her time runs out (as often as she has a roll or a move due), and the
  // game goes on to Hana
  for (let i = 0; i < 30 && (await saved()).game.seatOnTurn === 1; i++) await runOut();
  await expect(banner(friend)).toHaveText(/^Waiting for Hana: \d+ s\.$/);
  await expect(banner(host)).toHaveText(/^Your turn: \d+ s left\.$/);
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});
