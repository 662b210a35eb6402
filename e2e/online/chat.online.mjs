// One room of two, with a watcher, on the real page. The host chooses "No limit" for the
// turn timer in the lobby, and both pages still say whom the game waits for. A page
// opened when every seat is taken watches at once (no name asked, no Undo, Save or Open)
// and the players see it. Quick chat over real WebRTC: the host (in English) says "Good
// luck" and the friend (in German) reads "Viel Glück" by the host's name; the friend
// mutes the host and does not see the next message; a burst of four sends tells the host
// to slow down, and the fourth never reaches the friend; the watcher reads the chat but
// cannot send. The host's clock jumps past the chat's ten-second window (page.clock)
// instead of waiting.
import { expect } from '@playwright/test';
import { test, online, open, nextClick } from './support.mjs';

/**
 * Presses the chat button if its menu is closed, then the saying.
 * @param {import('@playwright/test').Page} page
 * @param {string} label
 */
async function say(page, label) {
  if ((await page.locator('#chat-open').getAttribute('aria-expanded')) !== 'true') await page.locator('#chat-open').click();
  await page.locator('#chat-menu').getByRole('button', { name: label, exact: true }).click();
}

test('no turn timer chosen in the lobby, the pages still say whom the game waits for; a page opened when every seat is taken watches; quick chat: read in the reader’s language by the sender’s name, muted per seat, and rate-limited', async ({ browser }) => {
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`, { clock: true });
  // the turn timer, 30 s unless the host chooses: "No limit"
  const time = host.page.locator('#lobby-turn-time');
  await expect(time.locator('option:checked')).toHaveText('30 s');
  await time.selectOption({ label: 'No limit' });
  await expect(time.locator('option:checked')).toHaveText('No limit');
  const link = await host.page.locator('#lobby-link').inputValue();
  const friend = await open(browser, `${link}&lang=de&speed=instant`);
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
  // the setting stays as chosen while the lobby is drawn again
  await expect(time.locator('option:checked')).toHaveText('No limit');
  await host.page.click('#lobby-start');
  for (const p of [host.page, friend.page]) await expect(p.locator('#board')).toBeVisible();

  // with no timer, both pages say whom the game waits for (Ana's in German), no seconds
  const banner = (/** @type {{ page: import('@playwright/test').Page }} */ p) => p.page.locator('#online-status');
  await expect(banner(host)).toHaveText(/^(Your turn\.|Waiting for Ana…)$/);
  const hostsTurn = (await banner(host).textContent()) === 'Your turn.';
  await expect(banner(friend)).toHaveText(hostsTurn ? 'Warten auf Hana…' : 'Du bist dran.');
  // the one on turn rolls and plays until the turn passes: the lines swap (a pawn may be
  // played by itself, as the only move, before it is clicked: a click that finds nothing
  // to click gives up, and the next look decides again)
  const [mover, other] = hostsTurn ? [host, friend] : [friend, host];
  const soon = { timeout: 2000 };
  await expect
    .poll(async () => {
      const act = await nextClick(mover.page);
      if (act) await mover.page.locator(act).first().click(soon).catch(() => {});
      return banner(other).textContent();
    }, { intervals: [50] })
    .toBe(hostsTurn ? 'Du bist dran.' : 'Your turn.');
  await expect(banner(mover)).toHaveText(hostsTurn ? 'Waiting for Ana…' : 'Warten auf Hana…');

  // every seat taken: a third page watches at once, with no name asked; it reads the chat
  // and has nothing to send it with, nor Undo, Save or Open; the players see it
  const watcher = await open(browser, `${link}&speed=instant`);
  await expect(watcher.page.locator('#board')).toBeVisible();
  await expect(banner(watcher)).toHaveText(/Watching Hana’s game\.$/);
  await expect(banner(watcher)).toHaveClass(/calm/);
  await expect(watcher.page.locator('#lobby-name')).toHaveCount(0);
  for (const id of ['#undo', '#export', '#import']) await expect(watcher.page.locator(id)).toBeHidden();
  await expect(watcher.page.locator('#roll')).toBeDisabled();
  await expect(banner(host)).toHaveText(/1 watching\.$/);
  await expect(banner(friend)).toHaveText(/1 schaut zu\.$/);
  await expect(host.page.locator('#undo')).toBeVisible();

  // the menu: buttons with labels, opened by the button and closed by Escape
  const open_ = host.page.locator('#chat-open');
  await expect(open_).toHaveText('Quick chat');
  await open_.click();
  await expect(host.page.locator('#chat-menu')).toBeVisible();
  await expect(host.page.locator('#chat-menu').getByRole('button', { name: 'Good luck', exact: true })).toBeFocused();
  await expect(host.page.locator('#chat-menu').getByRole('button', { name: 'Thumbs up' })).toHaveText('👍');
  await host.page.keyboard.press('Escape');
  await expect(host.page.locator('#chat-menu')).toBeHidden();
  await expect(open_).toBeFocused();
  await expect(open_).toHaveAttribute('aria-expanded', 'false');

  // "Good luck" from the host: the friend reads it in German, by the host's name
  await say(host.page, 'Good luck');
  const bubble = friend.page.locator('#board-wrap .chat-bubble[data-seat="0"]');
  await expect(bubble).toBeVisible();
  await expect(bubble).toContainText('Hana');
  await expect(bubble).toContainText('Viel Glück');
  await expect(friend.page.locator('#live')).toHaveText('Hana: Viel Glück');
  await expect(host.page.locator('#board-wrap .chat-bubble')).toContainText('Good luck');
  await expect(watcher.page.locator('#board-wrap .chat-bubble[data-seat="0"]')).toContainText('Good luck');
  await expect(watcher.page.locator('#live')).toHaveText('Hana: Good luck');
  await expect(watcher.page.locator('#chat-open')).toBeHidden();
  const heard = friend.page.locator('#chat-history li');
  await expect(heard).toHaveText(['Hana: Viel Glück']);

  // the friend mutes the host: "Thanks" is not shown there, though the host's page shows it
  await friend.page.locator('#chat-open').click();
  const mute = friend.page.locator('#chat-menu').getByRole('button', { name: 'Hana stummschalten' });
  // the toggle shows its state: pressed, drawn filled with a struck loudspeaker, and says so
  const look = () => mute.evaluate((b) => [getComputedStyle(b).backgroundColor, b.querySelector('svg path:last-child')?.getAttribute('d')]);
  const [plain, speaker] = await look();
  expect(speaker).not.toContain('M16 9l6 6');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(mute).toHaveAttribute('title', 'Hana ist stummgeschaltet: die Nachrichten erscheinen hier nicht.');
  const [pressed, struck] = await look();
  expect(pressed).not.toBe(plain);
  expect(struck).toContain('M16 9l6 6');
  await say(host.page, 'Thanks');
  await expect(host.page.locator('#chat-history li').last()).toHaveText('Hana: Thanks');
  // unmuted, the next message shows; the channel keeps order, so "Danke" came before it
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await say(host.page, 'Nice move');
  await expect(heard).toHaveText(['Hana: Viel Glück', 'Hana: Schöner Zug']);
  await expect(friend.page.locator('#board-wrap')).not.toContainText('Danke');

  // past the ten-second window, a burst of four: three go, the fourth is refused
  await host.page.clock.fastForward(11_000);
  for (const label of ['Oops', 'Well played', 'Hurry up', 'Thumbs up']) await say(host.page, label);
  await expect(host.page.locator('#message')).toContainText('Slow down: you can send again in a few seconds.');
  await expect(host.page.locator('#chat-history li').last()).toHaveText('Hana: Hurry up');
  // the next message after the window reaches the friend right after the three: no 👍
  await host.page.clock.fastForward(11_000);
  await say(host.page, 'Sad');
  await expect(heard).toHaveText(['Hana: Viel Glück', 'Hana: Schöner Zug', 'Hana: Hoppla', 'Hana: Gut gespielt', 'Hana: Beeil dich', 'Hana: 😢 Traurig']);

  // the friend's own message comes back from the host to both pages
  await say(friend.page, 'Danke');
  await expect(host.page.locator('#chat-history li').last()).toHaveText('Ana: Thanks');
  await expect(heard.last()).toHaveText('Ana: Danke');
  // each bubble sits by its sender's corner: Hana's and Ana's in different corners
  const at = async (/** @type {number} */ seat) => {
    const style = await friend.page.locator(`#board-wrap .chat-bubble[data-seat="${seat}"]`).getAttribute('style');
    const [x, y] = [/left: ([\d.]+)%/, /top: ([\d.]+)%/].map((re) => Number(style?.match(re)?.[1]));
    for (const v of [x, y]) expect(v > 0 && v < 100 && v !== 50).toBe(true);
    return [x < 50, y < 50];
  };
  expect(await at(0)).not.toEqual(await at(1));
  for (const p of [host, friend, watcher]) expect(p.problems).toEqual([]);
});
