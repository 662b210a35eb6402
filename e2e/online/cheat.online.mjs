// A tampered host: the host's page (here the bare test page, which can send anything)
// plays an illegal move or sends a forged snapshot. The friend's real page checks every
// event with its own engine and the verified dice, refuses it, stops the game and says so
// in its own language; nothing the host sent is taken.
/* global fx */
import { expect } from '@playwright/test';
import { test, online, open, openBare } from './support.mjs';

/**
 * A room hosted by the test page, with a friend on the real page in `lang`, started.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} lang
 */
async function room(browser, lang) {
  const { page: host } = await openBare(browser, 'room=new&seats=person,friend&delay=0');
  const id = await host.evaluate(() => fx.session.id);
  const { page: friend, problems } = await open(browser, `/?room=${id}&${online}&speed=instant&lang=${lang}`);
  await friend.fill('#lobby-name', 'Ana');
  await friend.click('#lobby-join');
  await host.waitForFunction(() => fx.session.status().seats.some((s) => s.taken && s.present));
  await host.click('#start');
  await expect(friend.locator('#board')).toBeVisible();
  await host.waitForFunction(() => fx.session.status().stage === 'playing');
  return { host, friend, problems };
}

/**
 * The friend's page stopped the game and says why; it cannot act, and what it shows is
 * what it had checked (`log`).
 * @param {import('@playwright/test').Page} friend
 * @param {RegExp} words
 * @param {string} log
 */
async function stopped(friend, words, log) {
  await expect(friend.locator('#online-status')).toHaveText(words);
  await expect(friend.locator('#message-text')).toHaveText(words);
  await expect(friend.locator('#roll')).toBeDisabled();
  await expect(friend.locator('.hit.pawn')).toHaveCount(0);
  await expect(friend.locator('#log')).toHaveText(log);
}

test('a host that plays an illegal move is refused: the game stops for the friend', async ({ browser }) => {
  const { host, friend, problems } = await room(browser, 'en');
  const log = (await friend.locator('#log').textContent()) ?? '';
  // the host's page announces a move that no position has: seat on turn, move 99
  await host.evaluate(() => {
    const st = fx.session.status();
    const forged = { t: 'event', seq: st.seq + 1, hash: '0000000000000000', ev: { t: 'move', seat: fx.game.view().seatOnTurn, id: 99 } };
    fx.session.room.sendRaw(JSON.stringify(forged));
  });
  await stopped(friend, /^The host’s page broke the rules \(it played a roll or a move the rules do not allow\)/, log);
  expect(problems).toEqual([]);
});

test('a forged snapshot is refused and nothing of it is taken, in German too', async ({ browser }) => {
  const { host, friend, problems } = await room(browser, 'de');
  const log = (await friend.locator('#log').textContent()) ?? '';
  // the host's page sends the room as it stands, with the seed drawn from a value the
  // witness never gave, and claims another position
  await host.evaluate(() => {
    const snap = JSON.parse(fx.session.room.snapshot());
    snap.history[0].value = '22'.repeat(32);
    snap.hash = '0123456789abcdef';
    fx.session.room.sendRaw(JSON.stringify({ t: 'snapshot', snap }));
  });
  await stopped(friend, /^Die Seite des Gastgebers hat die Regeln gebrochen \(sie hat ein Spiel geschickt, zu dem ihr eigener Verlauf nicht führt\)/, log);
  // the honest room, sent again, is not taken either: the page no longer listens
  await host.evaluate(() => fx.session.room.sendRaw(JSON.stringify({ t: 'snapshot', snap: JSON.parse(fx.session.room.snapshot()) })));
  await expect(friend.locator('#online-status')).toHaveText(/^Die Seite des Gastgebers hat die Regeln gebrochen/);
  expect(problems).toEqual([]);
});
