// Saving a game to a file and opening it again; bad files change nothing.
import { readFile } from 'node:fs/promises';
import { test, expect, savedGame, playByClicking, visit } from './helpers.mjs';

const URL_GAME = '/?preset=brazilian&seats=person,easy,easy&seed=5&speed=instant&autoMove=false';

test('a game saved to a file opens again; a bad file gives a message and changes nothing', async ({ page }) => {
  await page.goto(URL_GAME);
  await playByClicking(page, { done: async () => (await savedGame(page)).state.log.length > 40 });
  const current = (await savedGame(page)).state;

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#export').click()]);
  expect(download.suggestedFilename()).toMatch(/^ludo-brazilian-.*\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported).toEqual(current);
  // the message is said again in a language chosen while it shows (journey 10 found it
  // left in English); the text stays in the element once the message has gone
  await expect(page.locator('#message-text')).toHaveText('Game saved to a file.');
  await page.locator('#lang').selectOption('pt');
  await expect(page.locator('#message-text')).toHaveText('Jogo salvo em arquivo.');
  await page.locator('#lang').selectOption('en');

  // not JSON
  await page.locator('#file').setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('this is not json') });
  await expect(page.locator('#message')).toBeVisible();
  await expect(page.locator('#message-text')).toContainText('not a saved game');
  expect((await savedGame(page)).state).toEqual(current);
  await page.locator('#message-close').click();

  // JSON, but not a valid game: the player reads why in words, not the engine's field names
  const broken = { ...exported, pawns: [[0, 0, 0, 99]] };
  const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('state.pawns'));
  await page.locator('#file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await expect(page.locator('#message-text')).toHaveText('This file is not a saved Ludo game, or it is damaged. Nothing was changed.');
  await warned; // the engine's own words are in the console, for developers
  expect((await savedGame(page)).state).toEqual(current);
  await page.locator('#message-close').click();

  // a fresh game, then the exported file brings the saved one back
  await visit(page, '/?preset=classic&seats=person,easy&seed=2&speed=instant');
  await page.locator('#file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await expect(page.locator('#message-text')).toContainText('Saved game opened');
  await expect.poll(async () => (await savedGame(page)).state.preset).toBe('brazilian');
  expect((await savedGame(page)).state.log.slice(0, exported.log.length)).toEqual(exported.log);
});
