// The player on turn seen from across a room, and a page that waits for a person still:
// the corner of the colour on turn is lit with its colour and holds a big die with the
// last roll; the lit corner moves with the turn; the movable pawns pulse for a moment,
// then their ring holds still and the page asks for no more frames; with reduced motion
// nothing pulses or tumbles. Checked by the colours drawn and the frames asked for.
import { test, expect, stopClock } from './helpers.mjs';
import { Game } from './unit/engine.mjs';

const geo = Game.geometryOf('ludo');

/** The box round a colour's base in half cells (its yard on the ludo board). */
function yard(c) {
  const xs = geo.bases[c].map((p) => p[0]);
  const ys = geo.bases[c].map((p) => p[1]);
  return [Math.min(...xs) - 2, Math.min(...ys) - 2, Math.max(...xs) + 2, Math.max(...ys) + 2];
}

/** The pixels of the board's canvas in a box given in half cells, as [r, g, b, …]. */
const region = (page, box) =>
  page.locator('#board').evaluate(
    (c, [x0, y0, x1, y1, n]) => {
      const s = c.width / (n * 2);
      const [x, y] = [Math.round(x0 * s), Math.round(y0 * s)];
      const data = c.getContext('2d').getImageData(x, y, Math.round((x1 - x0) * s), Math.round((y1 - y0) * s)).data;
      return [...data].filter((_, i) => i % 4 !== 3);
    },
    [...box, geo.size],
  );

/**
 * How coloured a box of the board is on average: the mean of max − min over its pixels
 * (worked out in the page: only the number comes back).
 */
const tint = (page, box) =>
  page.locator('#board').evaluate(
    (c, [x0, y0, x1, y1, n]) => {
      const s = c.width / (n * 2);
      const [x, y] = [Math.round(x0 * s), Math.round(y0 * s)];
      const data = c.getContext('2d').getImageData(x, y, Math.round((x1 - x0) * s), Math.round((y1 - y0) * s)).data;
      let t = 0;
      for (let i = 0; i < data.length; i += 4) t += Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]);
      return t / (data.length / 4);
    },
    [...box, geo.size],
  );

/** The mean difference, per channel, between two pictures of one box. */
function change(a, b) {
  return a.reduce((t, v, i) => t + Math.abs(v - b[i]), 0) / a.length;
}

const RED = 0;
const YELLOW = 2; // the second of two seats plays yellow, across the board
/** The lit corner is clearly more coloured than the plain one (a plain yard is white with pale spots). */
const LIT = 40;

// Seed 23: red's first roll is a 6 (banked: red rolls again), so the die stays in red's corner.
test('the corner on turn is lit and holds a big die with the roll', async ({ page }) => {
  await page.goto('/?preset=classic&seats=person,person&firstTurn=firstSeat&seed=23&speed=instant&autoMove=false');
  await expect(page.locator('#roll')).toBeEnabled();
  await expect.poll(async () => (await tint(page, yard(RED))) - (await tint(page, yard(YELLOW)))).toBeGreaterThan(LIT);
  const [x0, y0, x1, y1] = yard(RED);
  const middle = [(x0 + x1) / 2 - 1.2, (y0 + y1) / 2 - 1.2, (x0 + x1) / 2 + 1.2, (y0 + y1) / 2 + 1.2];
  const before = await region(page, middle);
  await page.locator('#roll').click();
  await expect(page.locator('#roll')).toBeEnabled();
  await expect.poll(async () => change(before, await region(page, middle))).toBeGreaterThan(30);
  // still red's turn: red's corner stays lit, yellow's plain
  expect((await tint(page, yard(RED))) - (await tint(page, yard(YELLOW)))).toBeGreaterThan(LIT);
});

// Seed 3: red's first roll is a 1, no pawn can move, and the turn passes to yellow, who has
// no dice before rolling.
test('when the turn passes, the lit corner and the dice shown move to the next player', async ({ page }) => {
  await page.goto('/?preset=classic&seats=person,person&firstTurn=firstSeat&seed=3&speed=instant&autoMove=false');
  await expect(page.locator('#roll')).toBeEnabled();
  await expect.poll(async () => (await tint(page, yard(RED))) - (await tint(page, yard(YELLOW)))).toBeGreaterThan(LIT);
  await page.locator('#roll').click();
  await expect.poll(async () => (await tint(page, yard(YELLOW))) - (await tint(page, yard(RED)))).toBeGreaterThan(LIT);
  await expect(page.locator('#roll')).toBeEnabled();
  // yellow is to roll: the dice shown are yellow's, none yet (not red's 1)
  await expect(page.locator('#turn')).toHaveText('Player 2 to play');
  await expect(page.locator('#dice .die')).toHaveCount(0);
});

/** Counts the page's requestAnimationFrame calls in `window.framesAsked`. */
const countFrames = () => {
  const ask = window.requestAnimationFrame.bind(window);
  window.framesAsked = 0;
  window.requestAnimationFrame = (f) => {
    window.framesAsked++;
    return ask(f);
  };
};
const framesAsked = (page) => page.evaluate(() => window.framesAsked);
const picture = (page) => page.locator('#board').evaluate((c) => c.toDataURL());

// Seed 45 in velvet: red's first roll lets pawns move, and the page waits for the person.
for (const reduced of [false, true]) {
  test(`a page waiting for a move asks for no frames once the pulse is over${reduced ? ' (reduced motion: no pulse at all)' : ''}`, async ({ page }) => {
    if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
    // the clock first, so that the count wraps the clock's frames
    await page.clock.install();
    await page.addInitScript(countFrames);
    await page.goto('/?preset=velvet&seats=person,person&firstTurn=firstSeat&seed=45&speed=normal&autoMove=false');
    await page.locator('#roll').click();
    await expect(page.locator('.hit.pawn').first()).toBeVisible();
    await stopClock(page);
    // the pulse lasts 2 s after the moves appear (with reduced motion there is none), the
    // roll's cue fades within that time
    await page.clock.runFor(2500);
    const asked = await framesAsked(page);
    expect(asked).toBeGreaterThan(0);
    // with reduced motion a step jumps and a cue stands still: a frame for each change
    // (the roll, the moves shown, the cue's start and end), not one for each of the
    // cue's sixtieths of a second
    if (reduced) expect(asked, 'frames asked for in 2.5 s with reduced motion').toBeLessThanOrEqual(8);
    const still = await picture(page);
    for (let i = 0; i < 6; i++) {
      await page.clock.runFor(500);
      expect(await framesAsked(page)).toBe(asked);
      expect(await picture(page)).toBe(still);
    }
    // the movable pawns still wait, ringed
    await expect(page.locator('.hit.pawn').first()).toBeVisible();
  });
}
