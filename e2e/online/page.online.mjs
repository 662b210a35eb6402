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
 * @param {import('@playwright/test').BrowserContext} [ctx] the same browser (its storage) again
 */
async function open(browser, url, viewport, ctx) {
  const context = ctx ?? (await browser.newContext({ viewport, locale: 'en-GB' }));
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
    await expect(host.page.locator('#lobby-start-why')).toHaveText(/^Start waits for a friend to take a seat/);
    await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 1 of 2');
    const link = await host.page.locator('#lobby-link').inputValue();
    expect(link).toMatch(/\?room=[0-9a-z]{16}&signal=/);
    await host.page.screenshot({ path: `${shots}/${tag}-host-lobby.png` });

    // the invite opens on who invites to what, with the seats; a name and one press
    const friend = await open(browser, `${link}&speed=instant`, size);
    await expect(friend.page.locator('#lobby-title')).toHaveText('Hana invites you: Classic, 2 players');
    await expect(friend.page.locator('#lobby-seats')).toContainText('Free: waiting for a friend');
    await friend.page.fill('#lobby-name', '<b>Ana</b>');
    await friend.page.click('#lobby-join');
    await expect(friend.page.locator('#lobby-wait')).toHaveText('Waiting for Hana to start the game.');
    await expect(host.page.locator('#lobby-seats')).toContainText('<b>Ana</b>');
    await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
    await expect(host.page.locator('#lobby-start-why')).toHaveCount(0);
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

test('a friend joins with the room code typed on the new-game screen', async ({ browser }) => {
  const host = await open(browser, `/?room=new&seats=person,friend&${online}`, sizes[1]);
  const code = (await host.page.locator('#lobby-code').textContent()) ?? '';
  const friend = await open(browser, `/?${online}`, sizes[1]);
  await friend.page.fill('#join-code-input', code.toUpperCase());
  await friend.page.click('#join-code button');
  await friend.page.fill('#lobby-name', 'Bo');
  await friend.page.click('#lobby-join');
  await expect(host.page.locator('#lobby-seats')).toContainText('Bo');
  await expect(host.page.locator('#lobby-start')).toBeEnabled();
  expect(host.problems).toEqual([]);
  expect(friend.problems).toEqual([]);
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

test('a friend who reloads gets the seat back; when the host drops the game is paused until it returns', async ({ browser }) => {
  const size = sizes[0];
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`, size);
  const link = await host.page.locator('#lobby-link').inputValue();
  const friend = await open(browser, `${link}&speed=instant`, size);
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  await host.page.click('#lobby-start');
  await expect(friend.page.locator('#board')).toBeVisible();
  // a few turns by clicking, whoever is on turn: once a page asks its person to roll or move
  for (let clicks = 0; clicks < 8; clicks++) {
    /** @type {{ page: import('@playwright/test').Page, act: string } | null} */
    let asked = null;
    await expect
      .poll(async () => {
        for (const p of [host.page, friend.page]) {
          if (await p.locator('#roll').isEnabled()) asked = { page: p, act: '#roll' };
          else if (await p.locator('.hit.pawn').count()) asked = { page: p, act: '.hit.pawn' };
          if (asked) return true;
        }
        return false;
      }, { intervals: [20] })
      .toBe(true);
    await asked.page.locator(asked.act).first().click();
  }

  // the friend's page closes and opens again: the same seat, no name asked
  await friend.page.close();
  await expect(host.page.locator('#online-status')).toContainText('Ana is away.');
  const again = await open(browser, `${link}&speed=instant`, size, friend.context);
  await expect(again.page.locator('#board')).toBeVisible();
  await expect(host.page.locator('#online-status')).not.toContainText('away');
  await again.page.screenshot({ path: `${shots}/friend-back.png`, fullPage: true });

  // the host's page closes: the friend sees the game paused; it goes on when the host is back
  const hostUrl = host.page.url();
  await host.page.close();
  await expect(again.page.locator('#online-status')).toHaveText('The game is paused: the host is away.');
  await expect(again.page.locator('#roll')).toBeDisabled();
  await expect(again.page.locator('.hit.pawn')).toHaveCount(0);
  await again.page.screenshot({ path: `${shots}/friend-paused.png`, fullPage: true });
  const back = await open(browser, hostUrl, size, host.context);
  await expect(back.page.locator('#board')).toBeVisible();
  await expect(again.page.locator('#online-status')).not.toContainText('paused');
  await Promise.all([playByClicking(back.page, { limit: 40000 }), playByClicking(again.page, { limit: 40000 })]);
  for (const p of [back.page, again.page]) await expect(p.locator('#results-dice')).toHaveText(/^Dice verified/);
  expect(back.problems).toEqual([]);
  expect(again.problems).toEqual([]);
});

test('the name given is remembered: the next invite seats the friend with one press', async ({ browser }) => {
  const context = await browser.newContext({ viewport: sizes[0], locale: 'en-GB' });
  for (const n of [1, 2]) {
    const host = await open(browser, `/?room=new&seats=person,friend,hard&names=Hana&${online}`, sizes[0]);
    const link = await host.page.locator('#lobby-link').inputValue();
    const friend = await open(browser, link, sizes[0], context);
    await expect(friend.page.locator('#lobby-title')).toHaveText('Hana invites you: Classic, 3 players');
    if (n === 1) await friend.page.fill('#lobby-name', 'Ana');
    else await expect(friend.page.locator('#lobby-name')).toHaveValue('Ana');
    await friend.page.click('#lobby-join');
    await expect(host.page.locator('#lobby-seats')).toContainText('Ana');
    expect(friend.problems).toEqual([]);
    await host.context.close();
    await friend.page.close();
  }
});

test('a page opened when every seat is taken watches at once: no name, no Undo, Save or Open; the players see it', async ({ browser }) => {
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`, sizes[0]);
  const link = await host.page.locator('#lobby-link').inputValue();
  const friend = await open(browser, `${link}&speed=instant`, sizes[0]);
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  await host.page.click('#lobby-start');
  await expect(friend.page.locator('#board')).toBeVisible();
  const watcher = await open(browser, `${link}&speed=instant`, sizes[0]);
  await expect(watcher.page.locator('#board')).toBeVisible();
  await expect(watcher.page.locator('#online-status')).toHaveText(/Watching Hana’s game\.$/);
  await expect(watcher.page.locator('#online-status')).toHaveClass(/calm/);
  await expect(watcher.page.locator('#lobby-name')).toHaveCount(0);
  for (const id of ['#undo', '#export', '#import']) await expect(watcher.page.locator(id)).toBeHidden();
  await expect(watcher.page.locator('#roll')).toBeDisabled();
  for (const p of [host.page, friend.page]) await expect(p.locator('#online-status')).toHaveText(/1 watching\.$/);
  await expect(host.page.locator('#undo')).toBeVisible();
  expect(watcher.problems).toEqual([]);
  expect(host.problems).toEqual([]);
});
