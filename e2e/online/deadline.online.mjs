// The turn timer is the host's one deadline: a friend who reloads mid-turn is shown what
// is left of it (and nobody's countdown starts again), and a host who reopens the room
// shows it again and keeps it. The turn has 120 s, far more than the reloads take.
import { expect } from '@playwright/test';
import { test, online, open } from './support.mjs';

/** @param {{ page: import('@playwright/test').Page }} p */
const banner = (p) => p.page.locator('#online-status');
/** @param {{ page: import('@playwright/test').Page }} p */
const seconds = async (p) => Number((await banner(p).textContent())?.match(/(\d+) s/)?.[1] ?? NaN);

test('a friend who reloads mid-turn sees the same countdown as the host, and the host who reopens the room keeps its deadline', async ({ browser }) => {
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&turnTime=120&speed=instant&${online}`);
  const link = await host.page.locator('#lobby-link').inputValue();
  const friend = await open(browser, `${link}&speed=instant`);
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
  await host.page.click('#lobby-start');
  await expect(banner(host)).toHaveText(/\d+ s/);
  // once a second of the turn has gone, the friend's page reloads
  await expect.poll(() => seconds(host)).toBeLessThan(120);
  const before = await seconds(host);
  await friend.page.reload();
  await expect(banner(friend)).toHaveText(/\d+ s/);
  expect(await seconds(friend)).toBeLessThanOrEqual(before);
  expect(await seconds(host)).toBeLessThanOrEqual(before);
  // the host's page reloads: the turn's countdown is shown again, no longer than before
  const left = await seconds(host);
  await host.page.reload();
  await expect(banner(host)).toHaveText(/\d+ s/);
  expect(await seconds(host)).toBeLessThanOrEqual(left);
  await expect(banner(friend)).toHaveText(/\d+ s/);
  expect(await seconds(friend)).toBeLessThanOrEqual(left);
});
