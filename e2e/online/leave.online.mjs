// A host who leaves the room (New game during the game, or "Back to a new game" in the
// lobby) is asked to confirm; the friends' pages are then told, in their language, with
// the way back, and the host's next game shows nothing of the room.
import { expect } from '@playwright/test';
import { test, hostedRoom } from './support.mjs';

const soon = { timeout: 10_000 };

test('a host who presses New game in a room confirms leaving; the friend is told at once in German, with the way back; the host’s new game shows no room line', async ({ browser }) => {
  const { host, friend } = await hostedRoom(browser, 'de-DE');
  await host.page.click('#lobby-start');
  await expect(host.page.locator('#board')).toBeVisible();
  await expect(friend.page.locator('#board')).toBeVisible();
  await expect(host.page.locator('#online-status')).toBeVisible();

  // New game asks first; staying keeps the room
  await host.page.click('#new-game');
  await expect(host.page.locator('#leave-room')).toBeVisible();
  await expect(host.page.locator('#leave-room-ask')).toHaveText('Leave the room? The game ends for everyone in it, and they are told.');
  await host.page.click('#leave-room-no');
  await expect(host.page.locator('#leave-room')).toHaveCount(0);
  await expect(host.page.locator('#play')).toBeVisible();
  await expect(friend.page.locator('#lobby-note')).toBeHidden();

  // leaving: the friend's page says so within 10 s, and the way back leads to a new game
  await host.page.click('#new-game');
  await host.page.click('#leave-room-yes');
  await expect(host.page.locator('#setup')).toBeVisible();
  await expect(host.page).not.toHaveURL(/room=/);
  await expect(friend.page.locator('#lobby-note')).toHaveText('Hana hat den Raum verlassen: das Spiel endet hier.', soon);
  await friend.page.click('#lobby-back');
  await expect(friend.page.locator('#setup')).toBeVisible();

  // the host's own game at this screen: nothing of the room over the board
  await host.page.click('#quick-play');
  await expect(host.page.locator('#board')).toBeVisible();
  await expect(host.page.locator('#online-status')).toBeHidden();
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});

test('a host who goes back to a new game from the lobby confirms leaving; the friend waiting there is told in Portuguese', async ({ browser }) => {
  const { host, friend } = await hostedRoom(browser, 'pt-BR');
  await host.page.click('#lobby-back');
  await expect(host.page.locator('#leave-room-ask')).toBeVisible();
  await host.page.click('#leave-room-yes');
  await expect(host.page.locator('#setup')).toBeVisible();
  await expect(friend.page.locator('#lobby-note')).toHaveText('Hana saiu da sala: o jogo termina aqui.', soon);
  await expect(friend.page.locator('#lobby-back')).toBeVisible();
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});
