// Dice that teach and the moments of a game: classic's banked sixes said in one line, the
// dice in hand drawn as dice with the die of each move named and used dice marked; a
// moment gets an animated cue on the board (still with reduced motion), a sound and a
// sentence; every kind of moment is told, from a saved game where each is still to come
// (fixtures.mjs); the die shown after a file is opened while the dice roll is the file's.
import { test, expect, savedGame, playByClicking, stopClock, openSaved, hearLive } from './helpers.mjs';
import { tailWith, gameWhere } from './fixtures.mjs';
import { Game } from './unit/engine.mjs';

/** Counts the tones the page plays (each sound effect is made of tones). */
const countTones = () => {
  window.__tones = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    window.__tones++;
    return start.apply(this, args);
  };
};
const tones = (page) => page.evaluate(() => window.__tones);
const picture = (page) => page.locator('#board').evaluate((c) => c.toDataURL());

/** The colour of the board's canvas at a point given in half cells. */
const pixel = (page, [x, y], size) =>
  page.locator('#board').evaluate(
    (c, [px, py, n]) => {
      const s = c.width / (n * 2);
      return [...c.getContext('2d').getImageData(Math.round(px * s), Math.round(py * s), 1, 1).data.slice(0, 3)];
    },
    [x, y, size],
  );

// RULINGS.md, presets table, classic: "rolls after a six: banked: roll again before
// moving, then play each die on any pawn in any order". Seed 23: the first rolls are 6, 4.
test('classic: a banked six is said in one line; the dice in hand show, each move names its die, used dice are marked', async ({ page }) => {
  await page.goto('/?preset=classic&seats=person,person&firstTurn=firstSeat&seed=23&speed=normal&autoMove=false');
  await page.locator('#roll').click();
  await expect(page.locator('#moment')).toHaveText('Six! Roll again — up to three sixes; a third six loses the turn.');
  await expect(page.locator('#live')).toContainText('Player 1 rolled a 6 and can roll again.');
  await expect(page.locator('#dice .die.live')).toHaveCount(1);
  await expect(page.locator('#roll')).toBeEnabled();
  await page.locator('#roll').click();
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  await expect(page.locator('#dice .die.live')).toHaveCount(2);
  expect(await page.locator('#dice .die').evaluateAll((ds) => ds.map((d) => d.dataset.v))).toEqual(['6', '4']);
  // the move's description names its die, and the die stands out among the dice
  await page.keyboard.press('ArrowRight');
  // (four pawns in the base can enter with the six: one choice, as the board shows it)
  await expect(page.locator('#live')).toContainText(/Move 1 of 1: pawn A enters \(with 6\)/);
  await expect(page.locator('#dice .die.aimed')).toHaveAttribute('data-v', '6');
  await expect(page.locator('.hit.target').first()).toHaveAttribute('aria-label', /with 6/);
  // the target square (red's start square) carries the die: white where the square is red
  const geo = Game.geometryOf('ludo');
  const [sx, sy] = geo.paths[0][1];
  const badge = [sx + 0.85, sy - 0.85];
  await expect.poll(() => pixel(page, badge, geo.size)).toEqual([255, 255, 255]);
  await page.keyboard.press('Enter');
  // the six is played: marked as used beside the four still to play
  await expect(page.locator('#dice .die.used')).toHaveAttribute('data-v', '6');
  await expect(page.locator('#dice .die.live')).toHaveAttribute('data-v', '4');
  await expect.poll(async () => (await savedGame(page)).state.dice).toEqual([4]);
  // one die left: the target no longer carries a die (the start square's red shows)
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  await expect.poll(() => pixel(page, badge, geo.size)).not.toEqual([255, 255, 255]);
  await page.locator('.hit.pawn').first().click();
  await expect.poll(async () => (await savedGame(page)).state.seatOnTurn).toBe(1);
  // the turn has passed: once the move is told, the next player has no dice until a roll
  await expect(page.locator('#dice .die')).toHaveCount(0);
});

test('no legal move: an animated cue on the board, a sound and a sentence', async ({ page }) => {
  await page.addInitScript(countTones);
  await page.clock.install();
  // seed 1: the first roll is a 4, and every pawn is in the base
  await page.goto('/?preset=classic&seats=person,person&firstTurn=firstSeat&seed=1&speed=normal&autoMove=false');
  // the page's clock stands still from before the roll, so the moment cannot end unseen
  // however slowly the test runs; it moves only as the test moves it
  await expect(page.locator('#roll')).toBeEnabled();
  await stopClock(page);
  await page.locator('#roll').click();
  // the die tumbles, then the moment shows: page time, 20 ms at a time (up to 4 s)
  for (let i = 0; i < 200 && !(await page.locator('#moment').isVisible()); i++) await page.clock.runFor(20);
  await expect(page.locator('#moment')).toBeVisible();
  await expect(page.locator('#live')).toHaveText('Player 1 rolled a 4. No legal move: the turn passes to Player 2.');
  await expect(page.locator('#moment')).toHaveText('No legal move: the turn passes to Player 2.');
  // the roll's five tones, then the moment's
  await expect.poll(() => tones(page)).toBe(6);
  // the cue moves while it lasts: its next frames differ
  await page.clock.runFor(100);
  const a = await picture(page);
  await page.clock.runFor(150);
  expect(await picture(page)).not.toBe(a);
  // once the moment is over, no frame changes the board
  await page.clock.runFor(3000);
  const still = await picture(page);
  await page.clock.runFor(1000);
  expect(await picture(page)).toBe(still);
  await expect(page.locator('#moment')).toBeHidden();
});

test('reduced motion: the cue stands still and goes', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/?preset=classic&seats=person,person&firstTurn=firstSeat&seed=1&speed=normal&autoMove=false');
  // the page's clock stands still from before the roll, so the moment cannot end unseen
  // however slowly the test runs; it moves only as the test moves it
  await expect(page.locator('#roll')).toBeEnabled();
  await stopClock(page);
  await page.locator('#roll').click();
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.locator('#moment').isVisible();
    })
    .toBe(true);
  // the board's next frame draws the cue
  await page.clock.runFor(100);
  const a = await picture(page);
  await page.clock.runFor(150);
  expect(await picture(page)).toBe(a);
  await page.clock.runFor(1800);
  expect(await picture(page)).not.toBe(a);
});

test('every kind of moment is told as sentences, in the end of a game', async ({ page }) => {
  const said = await hearLive(page);
  // the game from the last step at which a moment of every kind is still to come (the
  // whole game told, in every language: e2e/unit/moments.test.mjs)
  const url = '/?preset=rewards&seats=easy,easy,easy,easy&seed=7&speed=instant';
  const homeFrom = Game.geometryOf('mensch').homeFrom;
  const good = ['forward3', 'playAgain'];
  const { state } = await tailWith(url, [
    (e) => e.type === 'capture',
    (e) => e.type === 'move' && e.kind === 'enter',
    (e) => e.type === 'move' && e.from < homeFrom && e.to >= homeFrom,
    (e) => e.type === 'extraRoll',
    (e) => e.type === 'noMove',
    (e) => e.type === 'special' && good.includes(e.effect),
    (e) => e.type === 'special' && !good.includes(e.effect),
    (e) => e.type === 'finish' && e.place === 1,
    (e) => e.type === 'over',
  ]);
  await openSaved(page, url, state);
  await expect(page.locator('#results')).toBeVisible({ timeout: 120_000 });
  const told = await said();
  for (const words of [/captured [A-P]( and [A-P])* with pawn [A-P]\./, /brought pawn [A-P] into play\./, /brought pawn [A-P] home\./, /rolls again\./,
    /No legal move: the turn passes to Player \d\./, /Reward square: /, /Penalty square: /, /finishes in place 1\./, /The game is over: Player \d wins\./]) {
    expect(told).toMatch(words);
  }
  expect(told).not.toMatch(/\{\w+\}|tell_|undefined/);
});

test('the die shown after opening a file while the dice roll is the file\'s', async ({ page }) => {
  // a game waiting for a move with a 5 in hand (mensch, seed 3: player 1 rolls a 5)
  const game = new Game({ preset: 'mensch', seed: 3, seats: [{}, {}], rules: { firstTurn: 'firstSeat' } });
  while (game.lastOutcome().phase !== 'move') game.roll();
  const file = game.state();
  game.free();
  expect(file.dice.length).toBe(1);
  await page.clock.install();
  await page.goto('/?preset=classic&seats=person,easy&firstTurn=firstSeat&seed=2&speed=slow&autoMove=false');
  await page.locator('#roll').click();
  await expect(page.locator('#dice')).toHaveClass(/rolling/);
  await page.locator('#file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect.poll(async () => (await savedGame(page)).state.preset).toBe('mensch');
  // long after the old roll would have ended, on the page's clock
  await stopClock(page);
  await page.clock.runFor(5000);
  expect(await page.locator('#dice .die').evaluateAll((ds) => ds.map((d) => Number(d.dataset.v)))).toEqual(file.dice);
  await expect(page.locator('#dice .die.live')).toHaveCount(1);
  await page.clock.resume();
  // and the game goes on from the file
  await playByClicking(page, { done: async () => (await savedGame(page)).state.log.length > file.log.length + 4 });
});

test('a pawn with two moves, tapped, says what to do next: tap the square it goes to', async ({ page }) => {
  // classic banks sixes: Ana holds a six and another die, with a pawn out that can use either
  const url = '/?preset=classic&seats=person,easy&names=Ana,Bo&firstTurn=firstSeat&seed=4&speed=instant&autoMove=false';
  const state = await gameWhere(url, (v) => v.phase === 'move' && v.seatOnTurn === 0 && new Set(v.dice).size === 2 && v.pawns[0].some((p) => p > 0 && p < 40));
  await openSaved(page, url, state);
  await expect(page.locator('#prompt')).toHaveText(/^Ana, choose a move/);
  // the pawn out on the track has a move for each die
  const out = state.pawns[0].findIndex((p) => p > 0 && p < 40);
  await page.locator(`.hit.pawn[data-pawn="${'ABCD'[out]}"]`).click();
  await expect(page.locator('#hits')).toHaveAttribute('data-selected', 'ABCD'[out]);
  await expect(page.locator('#prompt')).toHaveText(`Pawn ${'ABCD'[out]} has 2 moves: tap the square it should go to (each shows its die), or another pawn.`);
  await expect(page.locator('#live')).toContainText(`Pawn ${'ABCD'[out]} has 2 moves`);
  await expect(page.locator('.hit.target')).toHaveCount(2);
  await page.locator('.hit.target').first().click();
  await expect(page.locator('#prompt')).not.toContainText('has 2 moves');
});
