// Online play on the real page (dist/): a friend joins by the invite link and both play by
// clicking, the lobby and the game drawn at three sizes;
// "Play with friends" on the new-game screen opens a room, a friend joins with the code
// typed there and is seated with one press at the next invite; without a signalling
// server the page says so and plays offline as before.
import { expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { test, online, open, clickTurns } from './support.mjs';

const shots = 'e2e/test-results/online-shots';
const sizes = [
  { width: 760, height: 820 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const tag = (/** @type {{ width: number, height: number }} */ s) => `${s.width}x${s.height}`;

test('a friend joins by the invite link and both play; the lobby and the game at 760×820, 390×844 and 1366×768', async ({ browser }) => {
  // (a room's game played to its end and its results at these sizes: rematch.online.mjs)
  test.setTimeout(300_000);
  mkdirSync(shots, { recursive: true });
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`, { viewport: sizes[0] });
  await expect(host.page.locator('#lobby')).toBeVisible();
  await expect(host.page.locator('#lobby-code')).toHaveText(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
  await expect(host.page.locator('#lobby .qr path')).toHaveAttribute('d', /^M\d+ \d+h1v1h-1z/);
  await expect(host.page.locator('#lobby-start')).toBeDisabled();
  await expect(host.page.locator('#lobby-start-why')).toHaveText(/^Start waits for a friend to take a seat/);
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 1 of 2');
  const link = await host.page.locator('#lobby-link').inputValue();
  expect(link).toMatch(/\?room=[0-9a-z]{16}&signal=/);
  // the host's lobby at each size: the invite, its code and QR, and the start
  for (const size of [...sizes.slice(1), sizes[0]]) {
    await host.page.setViewportSize(size);
    for (const id of ['#lobby-link', '#lobby-code', '#lobby .qr', '#lobby-start']) await expect(host.page.locator(id)).toBeVisible();
    await host.page.screenshot({ path: `${shots}/${tag(size)}-host-lobby.png` });
  }

  // the invite opens on who invites to what, with the seats; a name and one press
  const friend = await open(browser, `${link}&speed=instant`, { viewport: sizes[0] });
  await expect(friend.page.locator('#lobby-title')).toHaveText('Hana invites you: Classic, 2 players');
  await expect(friend.page.locator('#lobby-seats')).toContainText('Free: waiting for a friend');
  await friend.page.fill('#lobby-name', '<b>Ana</b>');
  await friend.page.click('#lobby-join');
  await expect(friend.page.locator('#lobby-wait')).toHaveText('Waiting for Hana to start the game.');
  await expect(host.page.locator('#lobby-seats')).toContainText('<b>Ana</b>');
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
  await expect(host.page.locator('#lobby-start-why')).toHaveCount(0);
  for (const size of [...sizes.slice(1), sizes[0]]) {
    await friend.page.setViewportSize(size);
    await expect(friend.page.locator('#lobby-wait')).toBeVisible();
    await friend.page.screenshot({ path: `${shots}/${tag(size)}-friend-lobby.png` });
  }
  await host.page.click('#lobby-start');
  await expect(host.page.locator('#board')).toBeVisible();
  await expect(friend.page.locator('#board')).toBeVisible();
  // the name went in as text, never as markup
  await expect(friend.page.locator('#lobby b')).toHaveCount(0);

  // the game under way at each size: whoever is on turn rolls and moves by clicking
  for (const size of [...sizes.slice(1), sizes[0]]) {
    for (const p of [host.page, friend.page]) await p.setViewportSize(size);
    await clickTurns([host.page, friend.page], 4);
    await expect(friend.page.locator('#board')).toBeVisible();
    await friend.page.screenshot({ path: `${shots}/${tag(size)}-friend-play.png` });
  }
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
});

test('"Play with friends" opens a room, in German too; a friend joins with the code typed on the new-game screen, and the name given is remembered: the next invite seats the friend with one press', async ({ browser }) => {
  const host = await open(browser, `/?lang=de&${online}`, { viewport: sizes[0] });
  await host.page.click('#play-friends');
  await expect(host.page.locator('#lobby-title')).toHaveText('Mit Freunden spielen');
  await expect(host.page.locator('#lobby-seats')).toContainText('Frei: wartet auf einen Freund');
  await expect(host.page).toHaveURL(/\?lang=de&signal=.*&room=[0-9a-z]{16}$/);

  // the code, typed (in capitals) on a phone's new-game screen
  const code = (await host.page.locator('#lobby-code').textContent()) ?? '';
  const friend = await open(browser, `/?${online}`, { viewport: sizes[1] });
  await friend.page.fill('#join-code-input', code.toUpperCase());
  await friend.page.click('#join-code button');
  await friend.page.fill('#lobby-name', 'Bo');
  await friend.page.click('#lobby-join');
  await expect(host.page.locator('#lobby-seats')).toContainText('Bo');
  await expect(host.page.locator('#lobby-start')).toBeEnabled();
  await friend.page.close();

  // the next invite, in the same browser: the name is there, one press seats Bo
  const next = await open(browser, `/?room=new&seats=person,friend,hard&names=Hana&${online}`, { viewport: sizes[0] });
  const link = await next.page.locator('#lobby-link').inputValue();
  const again = await open(browser, link, { context: friend.context });
  await expect(again.page.locator('#lobby-title')).toHaveText('Hana invites you: Classic, 3 players');
  await expect(again.page.locator('#lobby-name')).toHaveValue('Bo');
  await again.page.click('#lobby-join');
  await expect(next.page.locator('#lobby-seats')).toContainText('Bo');
  for (const p of [host, friend, next, again]) expect(p.problems).toEqual([]);
});

test('without a signalling server "Play with friends" says so and the page plays offline', async ({ browser }) => {
  const host = await open(browser, '/?signal=ws%3A%2F%2F127.0.0.1%3A9&lang=pt', { viewport: sizes[0] });
  await host.page.click('#play-friends');
  await expect(host.page.locator('#message-text')).toContainText('Não foi possível alcançar o servidor de sinalização');
  await expect(host.page.locator('#setup')).toBeVisible();
  await host.page.click('#message-close');
  await host.page.click('#start');
  await expect(host.page.locator('#board')).toBeVisible();
  // the only complaint is the browser's own about the refused probe
  expect(host.problems.filter((p) => !p.includes('WebSocket connection'))).toEqual([]);
});
