// The board's look: it marks only what means something in the game played. Classic has no
// safe squares, so its board draws no stars a player could read as safe; velvet's stars
// and start squares are safe, and its board draws the stars.
import { test, expect } from './helpers.mjs';
import { Game } from './unit/engine.mjs';

/** The colour of the board's canvas at a point given in half cells. */
const pixel = (page, [x, y], size) =>
  page.locator('#board').evaluate(
    (c, [px, py, n]) => {
      const s = c.width / (n * 2);
      return [...c.getContext('2d').getImageData(Math.round(px * s), Math.round(py * s), 1, 1).data.slice(0, 3)];
    },
    [x, y, size],
  );

// The ludo board's star squares (where the board could draw a star at all).
const geo = Game.geometryOf('ludo');
const WHITE = [255, 255, 255];
const STAR = [0xd9, 0xde, 0xe3];
const SIZES = [
  [390, 844],
  [760, 820],
  [1366, 768],
];

for (const [preset, safe] of [
  ['classic', false],
  ['velvet', true],
]) {
  test(`${preset}: the board draws stars ${safe ? 'on its safe squares' : 'nowhere, having no safe squares'}`, async ({ page }) => {
    await page.goto(`/?preset=${preset}&seats=person,person&firstTurn=firstSeat&seed=23&speed=normal&autoMove=false`);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await expect(page.locator('#roll')).toBeVisible();
      for (const i of geo.stars) {
        await expect.poll(() => pixel(page, geo.track[i], geo.size)).toEqual(safe ? STAR : WHITE);
      }
      await page.screenshot({ path: `e2e/shots/stars-${preset}-${width}x${height}.png` });
    }
  });
}
