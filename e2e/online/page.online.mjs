// Online play on the real page (dist/): "Play with friends" and `?room=new` open a room,
// a friend joins by the invite link, both play a whole game by clicking, the results say
// the dice were verified; without a signalling server the page says so and plays
// offline as before.
import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { playByClicking, watch } from '../helpers.mjs';

const signal = `ws://127.0.0.1:${process.env.LUDO_SIGNAL_PORT}`;
const online = `signal=${encodeURIComponent(signal)}&ice=none`;
const shots = 'e2e/test-results/online-shots';
const sizes = [
  { width: 760, height: 820 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

/**
 * A page in a browser context of its own.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number, height: number }} viewport
 */
async function open(browser, url, viewport) {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(url);
  return { context, page, problems };
}

for (const size of sizes) {
  test(`a friend joins by the invite link and both play a whole game (${size.width}×${size.height})`, async ({ browser }) => {
    mkdirSync(shots, { recursive: true });
    const tag = `${size.width}x${size.height}`;
    const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`, size);
    await expect(host.page.locator('#lobby')).toBeVisible();
    await expect(host.page.locator('#lobby-code')).toHaveText(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    await expect(host.page.locator('#lobby .qr path')).toHaveAttribute('d', /^M\d+ \d+h1v1h-1z/);
    await expect(host.page.locator('#lobby-start')).toBeDisabled();
    const link = await host.page.locator('#lobby-link').inputValue();
    expect(link).toMatch(/\?room=[0-9a-z]{16}&signal=/);
    await host.page.screenshot({ path: `${shots}/${tag}-host-lobby.png` });

    const friend = await open(browser, `${link}&speed=instant`, size);
    await friend.page.fill('#lobby-name', '<b>Ana</b>');
    await friend.page.click('#lobby-join');
    await friend.page.click('#lobby-seats .take');
    await expect(host.page.locator('#lobby-seats')).toContainText('<b>Ana</b>');
    await friend.page.screenshot({ path: `${shots}/${tag}-friend-lobby.png` });
    await host.page.click('#lobby-start');
    await expect(host.page.locator('#board')).toBeVisible();
    await expect(friend.page.locator('#board')).toBeVisible();
    // the name went in as text, never as markup
    await expect(friend.page.locator('#lobby b')).toHaveCount(0);

    let shot = false;
    const snap = async () => {
      if (!shot) {
        shot = true;
        await friend.page.screenshot({ path: `${shots}/${tag}-friend-play.png` });
      }
      return false;
    };
    await Promise.all([playByClicking(host.page, { limit: 40000 }), playByClicking(friend.page, { done: snap, limit: 40000 })]);
    for (const p of [host.page, friend.page]) {
      await expect(p.locator('#results-dice')).toHaveText(/^Dice verified \(\d+ draws checked\)\.$/);
    }
    await host.page.screenshot({ path: `${shots}/${tag}-host-results.png` });
    expect(host.problems).toEqual([]);
    expect(friend.problems).toEqual([]);
  });
}

test('"Play with friends" on the new-game screen opens a room, in German too', async ({ browser }) => {
  const host = await open(browser, `/?lang=de&${online}`, sizes[0]);
  await host.page.click('#play-friends');
  await expect(host.page.locator('#lobby-title')).toHaveText('Mit Freunden spielen');
  await expect(host.page.locator('#lobby-seats')).toContainText('Frei: wartet auf einen Freund');
  await expect(host.page).toHaveURL(/\?lang=de&signal=.*&room=[0-9a-z]{16}$/);
  expect(host.problems).toEqual([]);
});

test('without a signalling server "Play with friends" says so and the page plays offline', async ({ browser }) => {
  const host = await open(browser, '/?signal=ws%3A%2F%2F127.0.0.1%3A9&lang=pt', sizes[0]);
  await host.page.click('#play-friends');
  await expect(host.page.locator('#message-text')).toContainText('Não foi possível alcançar o servidor de sinalização');
  await expect(host.page.locator('#setup')).toBeVisible();
  await host.page.click('#message-close');
  await host.page.click('#start');
  await expect(host.page.locator('#board')).toBeVisible();
  // the only complaint is the browser's own about the refused probe
  expect(host.problems.filter((p) => !p.includes('WebSocket connection'))).toEqual([]);
});
