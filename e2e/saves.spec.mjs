// The autosave: a head and the log in chunks, of which a step rewrites only the last; a
// reload in the middle of a long game restores it exactly; a save of the earlier
// single-key form still loads. (Undo after a reload: play.spec.mjs.)
import { test, expect, savedGame, playByClicking, openFile } from './helpers.mjs';
import { gameWhere } from './fixtures.mjs';
import { Game } from './unit/engine.mjs';
import { slotName } from '../www/js/page/store.js';
import { logBook } from '../www/js/game/logbook.js';

/** The last line of the page's log for a saved game, as the page writes it (in English). */
function lastLogLine(state) {
  const line = logBook(state.log, 0, state, Game.geometryOf(state.board)).at(-1);
  return line.name ? `${line.name} ${line.text}` : line.text;
}

/** The keys of the page's save: the head and its log chunks. */
const saveKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ludo.game')).sort());

test('a long game is saved in log chunks, a step rewrites only the last, a reload restores it exactly', async ({ page }) => {
  await page.addInitScript(() => {
    window.__writes = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      window.__writes.push(key);
      return setItem.call(this, key, value);
    };
  });
  const url = '/?preset=classic&seats=person,easy,easy,easy&seed=3&speed=instant&autoMove=false';
  // the link's game, 420 log entries on, the person to roll: opened as a file, which the
  // page saves whole (a head and four chunks)
  const long = await gameWhere(url, (v) => v.logLength >= 420 && v.phase === 'roll' && v.seatOnTurn === 0);
  await page.goto(url);
  await expect(page.locator('#roll')).toBeEnabled();
  await openFile(page, long);
  await expect.poll(async () => (await savedGame(page)).state.log.length).toBe(long.log.length);
  await expect(page.locator('#roll')).toBeEnabled();
  const slot = 'ludo.game?autoMove=false&preset=classic&seats=person%2Ceasy%2Ceasy%2Ceasy&seed=3&speed=instant';
  expect(await saveKeys(page)).toEqual(expect.arrayContaining([slot, `${slot}#log0`, `${slot}#log1`, `${slot}#log2`, `${slot}#log3`]));
  const head = await page.evaluate((k) => localStorage.getItem(k), slot);
  expect(head.length).toBeLessThan(4000);

  // a few more turns: the head and the last chunks are written, the full chunks are not
  await page.evaluate(() => (window.__writes = []));
  const at = (await savedGame(page)).state.log.length;
  await playByClicking(page, { done: async () => (await savedGame(page)).state.log.length >= at + 30 });
  const writes = await page.evaluate(() => window.__writes);
  expect(writes).toContain(slot);
  for (const full of [0, 1]) expect(writes).not.toContain(`${slot}#log${full}`);

  const before = await savedGame(page);
  const logBefore = await page.locator('#log').innerText();
  const boardBefore = await page.locator('#board').evaluate((c) => c.toDataURL());
  await page.reload();
  await expect(page.locator('#roll')).toBeEnabled();
  expect((await savedGame(page)).state).toEqual(before.state);
  expect(await page.locator('#log').innerText()).toBe(logBefore);
  await expect.poll(() => page.locator('#board').evaluate((c) => c.toDataURL())).toBe(boardBefore);
  // the restored game is the engine's game of that save: its log's last line
  await expect(page.locator('#log li').last()).toHaveText(lastLogLine(before.state));
  await page.locator('#roll').click();
  await expect.poll(async () => (await savedGame(page)).state.log.length).toBeGreaterThan(before.state.log.length);
});

test('a save of the earlier single-key form loads, and its undo works', async ({ page }) => {
  const url = '/?preset=mensch&seats=person,hard&firstTurn=firstSeat&seed=4&speed=instant&autoMove=false';
  // the game as the page saved it before: { state, undo }, two whole games
  const game = new Game({ preset: 'mensch', seed: 4, seats: [{ name: 'Ana' }, { name: 'Bo', computer: 'hard' }], rules: { firstTurn: 'firstSeat' } });
  while (game.lastOutcome().phase !== 'move') game.roll();
  const undo = game.state();
  game.applyMove(game.legalMoves()[0].id);
  while (!(game.lastOutcome().seatOnTurn === 0 && game.lastOutcome().phase === 'roll')) {
    if (game.lastOutcome().phase === 'roll') game.roll();
    else game.applyMove(game.chooseMove());
  }
  const state = game.state();
  const lastLine = lastLogLine(game.state());
  game.free();
  const slot = `ludo.${slotName(new URL(url, 'http://localhost').search)}`;

  await page.goto('/?speed=instant');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [slot, JSON.stringify({ state, undo })]);
  await page.goto(url);
  await expect(page.locator('#roll')).toBeEnabled();
  await expect(page.locator('#turn-text')).toHaveText('Ana to play');
  await expect(page.locator('#log li').last()).toHaveText(lastLine);
  // stored again in chunks, the same game
  expect(await saveKeys(page)).toEqual([slot, `${slot}#log0`]);
  expect((await savedGame(page)).state).toEqual(state);

  await expect(page.locator('#undo')).toBeEnabled();
  await page.locator('#undo').click();
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  expect((await savedGame(page)).state).toEqual(undo);
  await expect(page.locator('#undo')).toBeDisabled();
});
