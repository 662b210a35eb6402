// What each person in a room is offered (the page's model, www/js/page/model.js): a friend
// neither saves nor opens a file in the room's game, and a file chosen or dropped anyway
// is refused with the reason, the game going on; Undo says why it cannot be used in a
// room, in each reader's language; at the end the host is offered one way to play again
// (the room's next game) and a friend none that would leave the room; quick match strangers are not "invited", a name typed
// on the form is carried over, and alone, the wait chosen gives a game against computers.
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { playByClicking } from '../helpers.mjs';
import { test, online, open, nearTheEnd, hostedRoom } from './support.mjs';

const saved = { name: 'saved.json', mimeType: 'application/json', buffer: readFileSync('e2e/fixtures/ludo-board.json') };

/**
 * Hana hosts a room of two and starts it once a friend in `locale` took the free seat.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} locale
 */
async function playing(browser, locale = 'en-GB') {
  const { host, friend } = await hostedRoom(browser, locale);
  await host.page.click('#lobby-start');
  for (const p of [host, friend]) await expect(p.page.locator('#board')).toBeVisible();
  return { host, friend };
}

test('a friend in a room’s game is offered no Save or Open; a file chosen or dropped anyway is refused, and the game goes on; Undo says why not, in the reader’s language', async ({ browser }) => {
  const { host, friend } = await playing(browser, 'de-DE');
  await expect(friend.page.locator('#export')).toBeHidden();
  await expect(friend.page.locator('#import')).toBeHidden();
  // the host keeps the room's game: Save, but nothing opened into it
  await expect(host.page.locator('#export')).toBeVisible();
  await expect(host.page.locator('#import')).toBeHidden();

  // the picker's path and a drop: both refused, said in the friend's language
  const refusedDe = 'Das ist das Spiel des Raums, das sein Gastgeber führt: ein gespeichertes Spiel lässt sich nicht hineinladen.';
  await friend.page.locator('#file').setInputFiles(saved);
  await expect(friend.page.locator('#message-text')).toHaveText(refusedDe);
  await friend.page.click('#message-close');
  const drop = await friend.page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'saved.json', { type: 'application/json' }));
    return dt;
  }, saved.buffer.toString());
  await friend.page.dispatchEvent('#board-wrap', 'drop', { dataTransfer: drop });
  await expect(friend.page.locator('#message-text')).toHaveText(refusedDe);
  await host.page.locator('#file').setInputFiles(saved);
  await expect(host.page.locator('#message-text')).toHaveText('Your friends are playing in your room: leave it first (New game), then open a saved game.');

  // the room's game is still the one on both boards: the same two names, the room's line
  for (const p of [host, friend]) {
    await expect(p.page.locator('#players')).toContainText('Hana');
    await expect(p.page.locator('#players')).toContainText('Ana');
    await expect(p.page.locator('#online-status')).toBeVisible();
  }

  // Undo: in a room it cannot be used, and each page says so in its own language
  // by its key on the host's page, by a click (on a button that says it is disabled) on the friend's
  await host.page.keyboard.press('u');
  await expect(host.page.locator('#message-text')).toHaveText('Undo cannot be used in a room: every move is played on every player’s page at once.');
  await friend.page.locator('#undo').click({ force: true });
  await expect(friend.page.locator('#message-text')).toHaveText('Zurücknehmen gibt es in einem Raum nicht: jeder Zug wird sofort auf den Seiten aller Spieler gespielt.');
  await expect(friend.page.locator('#undo')).toHaveAttribute('title', /^Zurücknehmen gibt es in einem Raum nicht/);
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});

test('quick match: the name typed on the form is carried over; strangers are not invited by anyone and see no invite link', async ({ browser }) => {
  const fay = await open(browser, `/?speed=instant&${online}`, { clock: true });
  await fay.page.locator('#seats input[data-field="name"]').first().fill('Fay');
  await fay.page.click('#play-online');
  await expect(fay.page.locator('#quick-name')).toHaveValue('Fay');
  await fay.page.selectOption('#quick-players', '2');
  await fay.page.selectOption('#quick-wait', '60');
  await fay.page.click('#quick-find');
  await expect(fay.page.locator('#lobby-count')).toHaveText('Seated: 1 of 2');
  await expect(fay.page.locator('#lobby-title')).toHaveText('Quick match: Classic, 2 players');
  await expect(fay.page.locator('#lobby-link')).toHaveCount(0);
  await expect(fay.page.locator('#lobby-code')).toHaveCount(0);

  // Gil's page opens a table of its own at once (`quickSettle=0`), before Fay's offer can
  // come, as a slow offer does on a loaded machine: it leaves that empty table for Fay's
  const gil = await open(browser, `/?speed=instant&quickSettle=0&${online}`);
  await gil.page.click('#play-online');
  await gil.page.fill('#quick-name', 'Gil');
  await gil.page.selectOption('#quick-players', '2');
  await gil.page.click('#quick-find');
  // a full table of two starts at once: before it, the stranger's lobby named no inviter
  await expect(gil.page.locator('#board')).toBeVisible();
  await expect(fay.page.locator('#board')).toBeVisible();
  for (const p of [fay, gil]) {
    await expect(p.page.locator('#players')).toContainText('Fay');
    await expect(p.page.locator('#players')).toContainText('Gil');
  }
  expect(fay.problems).toEqual([]);
  expect(gil.problems).toEqual([]);
});

test('quick match alone: when the 15 s chosen run out with nobody else, the game starts against computers, and says so', async ({ browser }) => {
  const ida = await open(browser, `/?speed=instant&${online}`, { clock: true });
  await ida.page.click('#play-online');
  await ida.page.fill('#quick-name', 'Ida');
  await ida.page.selectOption('#quick-players', '3');
  await ida.page.selectOption('#quick-wait', '15');
  await ida.page.click('#quick-find');
  await expect(ida.page.locator('#lobby-note')).toHaveText(/in \d+ s with computers/);
  await ida.page.clock.fastForward('00:16');
  await expect(ida.page.locator('#board')).toBeVisible();
  await expect(ida.page.locator('#message-text')).toHaveText('Nobody else came within 15 s: you play against the computer.');
  await expect(ida.page.locator('#players li')).toHaveCount(3);
  await expect(ida.page.locator('#players li').first()).toContainText('Ida');
  await expect(ida.page.locator('#online-status')).toBeHidden();
  await expect(ida.page).not.toHaveURL(/room=/);
  expect(ida.problems).toEqual([]);
});

test('at a room’s end the host sees one Play again, the room’s next game; a friend sees none, and New game leaves the room for the form', async ({ browser }) => {
  test.setTimeout(600_000);
  const near = await nearTheEnd(browser);
  const url = `/?room=${near.room}&${online}&speed=instant`;
  await near.friend.page.close();
  await near.host.page.close();
  const host = await open(browser, url, { context: near.host.context });
  await expect(host.page.locator('#board')).toBeVisible();
  const friend = await open(browser, url, { context: near.friend.context });
  await expect(friend.page.locator('#board')).toBeVisible();
  await Promise.all([host.page, friend.page].map((p) => playByClicking(p, { limit: 40000 })));
  for (const p of [host, friend]) await expect(p.page.locator('#results')).toBeVisible();
  const again = (/** @type {import('@playwright/test').Page} */ p) => p.locator('#results button:visible', { hasText: 'Play again' });
  await expect(again(host.page)).toHaveCount(1);
  await expect(again(host.page)).toHaveId('online-rematch');
  await expect(again(friend.page)).toHaveCount(0);
  // the friend's way on is New game, which leaves the room (the host is not asked)
  await friend.page.click('#results-new');
  await expect(friend.page.locator('#setup')).toBeVisible();
  await expect(friend.page).not.toHaveURL(/room=/);
  await expect(friend.page.locator('#import-setup')).toBeVisible();
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});
