// Replays: the game just played, from the end screen, or a saved file, from the new-game
// screen, watched step by step: forward and back, to the start and the end, a turn from
// the list, played at a speed (a turn picked meanwhile stops it there), with keys named
// on the controls. The live game comes back as it was. axe-core finds nothing serious on
// the replay. The game just played is opened a few steps before its end (a saved game the
// engine played: fixtures.mjs) and finished by clicking.
import { test as base } from '@playwright/test';
import { test, expect, savedGame, playByClicking, stopClock, openSaved, watch } from './helpers.mjs';
import { violations } from './axe.mjs';
import { nearEnd } from './fixtures.mjs';
import { Game } from './unit/engine.mjs';
import { ludo } from './api/module.mjs';

// the engine's Replay is in the expert's module (the page loads it with the viewer)
const { Replay } = ludo;

// axe's script goes into the page as an inline script, which the page's policy forbids
test.use({ bypassCSP: true });

const where = (page) => page.locator('#replay-where');

test('the game just played, watched again step by step, its buttons named with their keys', async ({ page }) => {
  await page.clock.install();
  const url = '/?preset=mensch&seats=person,easy&names=Ana,Bo&firstTurn=firstSeat&seed=12&speed=instant&autoMove=false';
  await openSaved(page, url, await nearEnd(url, 6));
  // the replay's module (the expert's) is fetched ahead once the end screen shows
  const ahead = page.waitForRequest((r) => r.url().endsWith('/expert/ludo_bg.wasm'));
  await playByClicking(page);
  await expect(page.locator('#results')).toBeVisible();
  await ahead;
  const st = (await savedGame(page)).state;
  const steps = Replay.fromState(st).length;
  const liveLog = await page.locator('#log').innerText();
  await page.locator('#results-replay').click();
  await expect(page.locator('#replay-bar')).toBeVisible();
  await expect(page.locator('#results')).toBeHidden();
  await expect(where(page)).toHaveText(`Step 0 of ${steps} · Round 1`);
  // the keys are named on the controls
  await expect(page.locator('[data-act="back"]')).toHaveAttribute('aria-label', 'Step back, ←');
  await expect(page.locator('[data-act="forward"]')).toHaveAttribute('aria-label', 'Step forward, →');
  await expect(page.locator('[data-act="play"]')).toHaveAttribute('aria-label', 'Play, Space');
  await expect(page.locator('[data-act="close"]')).toHaveText('Close the replay (Esc)');
  await expect(page.getByRole('button', { name: 'To the start, Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play, Space' })).toBeVisible();
  // forward: the first roll, told and logged as it was played
  await page.keyboard.press('ArrowRight');
  await expect(where(page)).toContainText(`Step 1 of ${steps}`);
  await expect(page.locator('#live')).toContainText(/^Ana rolled a \d/);
  await expect(page.locator('#log li').nth(1)).toContainText(/^Ana rolled \d/);
  expect(await violations(page), 'the replay').toEqual([]);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(where(page)).toContainText(`Step 3 of ${steps}`);
  await page.keyboard.press('ArrowLeft');
  await expect(where(page)).toContainText(`Step 2 of ${steps}`);
  // the end: the whole log, as in the game
  await page.keyboard.press('End');
  await expect(where(page)).toContainText(`Step ${steps} of ${steps}`);
  expect(await page.locator('#log').innerText()).toBe(liveLog);
  await page.keyboard.press('Home');
  await expect(where(page)).toContainText(`Step 0 of ${steps}`);
  // a turn from the list
  const turns = Replay.fromState(st).turns();
  await page.locator('#replay-turn').selectOption('10');
  await expect(where(page)).toHaveText(`Step ${turns[10].step} of ${steps} · Round ${turns[10].round}`);
  // played at a speed, and paused
  await page.locator('#replay-speed').selectOption('4');
  await page.locator('[data-act="play"]').click();
  await expect(page.locator('[data-act="play"]')).toHaveAttribute('aria-label', 'Pause, Space');
  await expect.poll(async () => Number((await where(page).textContent()).match(/Step (\d+)/)[1]), { timeout: 10_000 }).toBeGreaterThan(turns[10].step + 3);
  await page.keyboard.press('Space');
  await expect(page.locator('[data-act="play"]')).toHaveAttribute('aria-label', 'Play, Space');
  const paused = await where(page).textContent();
  // paused: on the page's clock, nothing plays on
  await stopClock(page);
  await page.clock.runFor(3000);
  await expect(where(page)).toHaveText(paused);
  await page.clock.resume();
  // a turn picked from the list while the replay plays: the step under way and the pause
  // after it stop (the game's signal), the replay stands paused at that turn, and nothing
  // of the old step follows on the page's clock
  await page.locator('[data-act="play"]').click();
  await expect(page.locator('[data-act="play"]')).toHaveAttribute('aria-label', 'Pause, Space');
  await expect(where(page)).not.toHaveText(paused);
  await page.locator('#replay-turn').selectOption('4');
  const picked = `Step ${turns[4].step} of ${steps} · Round ${turns[4].round}`;
  await expect(where(page)).toHaveText(picked);
  await expect(page.locator('[data-act="play"]')).toHaveAttribute('aria-label', 'Play, Space');
  const log = await page.locator('#log').innerText();
  await stopClock(page);
  await page.clock.runFor(3000);
  await expect(where(page)).toHaveText(picked);
  expect(await page.locator('#log').innerText()).toBe(log);
  await page.clock.resume();
  // the game's keys do nothing meanwhile; Escape closes, and the end screen is back
  await page.keyboard.press('r');
  await expect(page.locator('#results')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.locator('#replay-bar')).toHaveCount(0);
  await expect(page.locator('#results')).toBeVisible();
  expect(await page.locator('#log').innerText()).toBe(liveLog);
  expect((await savedGame(page)).state).toEqual(st);
});

test('a saved file watched from the new-game screen; a file that cannot be replayed changes nothing', async ({ page }) => {
  const game = new Game({ preset: 'rewards', seed: 4, seats: [{ name: 'Ana' }, { computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }] });
  for (let i = 0; i < 120; i++) {
    if (game.lastOutcome().phase === 'roll') game.roll();
    else game.applyMove(game.chooseMove());
  }
  const file = game.state();
  game.free();
  const steps = Replay.fromState(file).length;
  await page.goto('/?lang=de');
  await expect(page.locator('#setup')).toBeVisible();
  await expect(page.locator('#watch-file')).toHaveText('Gespeichertes Spiel ansehen…');
  // a log that does not follow from the seed
  const forged = { ...file, log: file.log.map((e) => (e.type === 'roll' ? { ...e, die: e.die === 6 ? 5 : 6 } : e)) };
  await page.locator('#replay-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(forged)) });
  await expect(page.locator('#message-text')).toHaveText('Dieses Spiel lässt sich nicht wiederholen: es ist kein ganzes gespeichertes Spiel, oder seine Züge folgen nicht aus seinem Anfang. Nichts wurde geändert.');
  await expect(page.locator('#setup')).toBeVisible();
  await page.locator('#message-close').click();
  await page.locator('#replay-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.locator('#replay-bar')).toBeVisible();
  await expect(where(page)).toHaveText(`Schritt 0 von ${steps} · Runde 1`);
  await expect(page.locator('[data-act="forward"]')).toHaveAttribute('aria-label', 'Einen Schritt vor, →');
  await page.locator('[data-act="end"]').click();
  await expect(where(page)).toContainText(`Schritt ${steps} von ${steps}`);
  await expect(page.locator('#legend')).toBeVisible();
  await page.locator('[data-act="close"]').click();
  await expect(page.locator('#setup')).toBeVisible();
  expect(await savedGame(page)).toBeNull();
});

test.describe('with the service worker out of the way', () => {
  base.use({ serviceWorkers: 'block' });

  base('where the replay\'s module cannot load, watching a file says so and changes nothing; the next try loads it', async ({ page }) => {
    const problems = watch(page);
    const file = await nearEnd('?preset=classic&seats=person,easy&seed=3', 5);
    await page.goto('/?lang=de');
    await expect(page.locator('#setup')).toBeVisible();
    // the replay runs on the expert's module, loaded with the viewer
    await page.route('**/expert/ludo_bg.wasm', (route) => route.abort());
    await page.locator('#replay-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await expect(page.locator('#message-text')).toHaveText('Dieser Teil des Spiels konnte nicht geladen werden (offline?).');
    await expect(page.locator('#setup')).toBeVisible();
    await expect(page.locator('#replay-bar')).toHaveCount(0);
    await page.unroute('**/expert/ludo_bg.wasm');
    await page.locator('#message-close').click();
    await page.locator('#replay-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await expect(page.locator('#replay-bar')).toBeVisible();
    await expect(where(page)).toContainText(`von ${Replay.fromState(file).length}`);
    // the failures are the one the test made
    expect(problems.filter((p) => !p.includes('/expert/ludo_bg.wasm') && !p.includes('net::ERR_FAILED'))).toEqual([]);
  });
});
