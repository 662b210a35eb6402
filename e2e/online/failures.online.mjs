// A code that cannot be a room, a room that does not exist, and a signalling server that
// cannot be reached: each is said within 10 s, with a way back to the new-game screen. A
// host who answers after that (a slow network, a loaded machine) still seats the friend.
import { expect } from '@playwright/test';
import { test, online, open as openPage } from './support.mjs';

const soon = { timeout: 10_000 };

/**
 * A page in a context of its own, with the WebSockets it opens counted.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {boolean} [clock] whether the page's clock is one the test can move
 */
async function open(browser, url, clock = false) {
  /** @type {string[]} */
  const sockets = [];
  const before = (/** @type {import('@playwright/test').Page} */ page) => page.on('websocket', (ws) => sockets.push(ws.url()));
  const { page, problems } = await openPage(browser, url, { clock, before });
  return { page, problems, sockets };
}

test('a code that cannot be a room is refused before anything is dialled', async ({ browser }) => {
  const { page, problems, sockets } = await open(browser, `/?room=hello-world&${online}`);
  await expect(page.locator('#message-text')).toHaveText(/^“hello-world” is not a room code/, soon);
  await expect(page.locator('#setup')).toBeVisible();
  // typed on the new-game screen: refused there, and the page stays
  await page.click('#message-close');
  await page.fill('#join-code-input', 'hello-world');
  await page.click('#join-code button');
  await expect(page.locator('#join-code-error')).toHaveText(/^That is not a room code/);
  await expect(page.locator('#setup')).toBeVisible();
  expect(sockets).toEqual([]);
  expect(problems).toEqual([]);
});

test('a room that does not exist is said within 10 s, with the way back', async ({ browser }) => {
  const { page, problems } = await open(browser, `/?room=0123456789abcdef&${online}`, true);
  // the page waits for the host while it connects; its clock jumps 10 s instead of waiting
  await expect(page.locator('#lobby-note')).toHaveText('Connecting to the host…');
  await page.clock.fastForward(10_000);
  await expect(page.locator('#lobby-note')).toHaveText(/^No host answers room 0123-4567-89ab-cdef/, soon);
  await page.click('#lobby-back');
  await expect(page.locator('#setup')).toBeVisible();
  await expect(page).not.toHaveURL(/room=/);
  expect(problems).toEqual([]);
});

test('a signalling server that cannot be reached is said within 10 s, with the way back', async ({ browser }) => {
  const { page, problems } = await open(browser, '/?room=0123456789abcdef&signal=ws%3A%2F%2F127.0.0.1%3A9');
  await expect(page.locator('#message-text')).toContainText('Cannot reach the signalling server', soon);
  await expect(page.locator('#setup')).toBeVisible();
  // the only complaint is the browser's own about the refused connection
  expect(problems.filter((p) => !p.includes('WebSocket connection'))).toEqual([]);
});

test('a host who answers late still seats the friend who was told nobody answers', async ({ browser }) => {
  // Hana opens a room, then her page goes: nobody answers its link
  const host = await openPage(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`);
  const link = await host.page.locator('#lobby-link').inputValue();
  const room = new URL(link).searchParams.get('room');
  await host.page.close();
  // Ana's page waits 1 ms for a host (`joinWait`), not 6 s: it says none answers at once
  const ana = await openPage(browser, `${link}&speed=instant&joinWait=1`);
  await expect(ana.page.locator('#lobby-note')).toHaveText(/^No host answers room /, soon);
  // Hana comes back to her room: Ana's page, still listening, meets it and takes the seat
  const back = await openPage(browser, `/?room=${room}&speed=instant&${online}`, { context: host.context });
  await expect(back.page.locator('#lobby-count')).toHaveText('Seated: 1 of 2');
  await expect(ana.page.locator('#lobby-note')).not.toHaveText(/No host answers/);
  await ana.page.fill('#lobby-name', 'Ana');
  await ana.page.click('#lobby-join');
  await expect(back.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
  await back.page.click('#lobby-start');
  for (const p of [back, ana]) await expect(p.page.locator('#players')).toContainText('Ana');
  expect(ana.problems).toEqual([]);
  expect(back.problems).toEqual([]);
});
