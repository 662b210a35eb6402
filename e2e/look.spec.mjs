// What the board shows a person: only marks that are true in the game being played (safe
// squares where the engine says nobody is captured, reward and penalty squares coloured
// as the engine calls them); target squares larger than a pawn; a count on stacked pawns
// readable on a phone; die badges that cover no pawn to tap and stay on the board.
// Checked by the colours drawn. (A board waiting for a move stands still, with reduced
// motion or without: e2e/turn.spec.mjs.)
import { test, expect, savedGame } from './helpers.mjs';
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

const WHITE = [255, 255, 255];
const STAR = [0xd9, 0xde, 0xe3];
const geo = Game.geometryOf('ludo');
/** The board's point of a track square. */
const square = (i) => geo.track[i];

// RULINGS.md, presets table, "safe squares": classic has none; velvet has the 4 start
// squares and the 4 stars, 8 squares after each start square (track squares 8, 21, 34, 47).
test('classic draws no safe-square stars; velvet marks its four stars', async ({ page }) => {
  await page.goto('/?preset=classic&seats=person,person&seed=1&speed=instant&autoMove=false');
  await expect(page.locator('#roll')).toBeEnabled();
  for (const i of [8, 21, 34, 47]) {
    await expect.poll(() => pixel(page, square(i), geo.size)).toEqual(WHITE);
  }
  await page.goto('/?preset=velvet&seats=person,person&seed=1&speed=instant&autoMove=false');
  await expect(page.locator('#roll')).toBeEnabled();
  for (const i of [8, 21, 34, 47]) {
    await expect.poll(() => pixel(page, square(i), geo.size)).toEqual(STAR);
  }
  // a plain square beside a star stays plain
  await expect.poll(() => pixel(page, square(9), geo.size)).toEqual(WHITE);
});

// Seed 004: "3× forward 3, 2× play again" are the rewards, the other six squares penalties.
test('reward squares are drawn green and penalty squares red', async ({ page }) => {
  await page.goto('/?preset=rewards&seats=person,person&seed=4&speed=instant&autoMove=false');
  await expect(page.locator('#roll')).toBeEnabled();
  await expect.poll(async () => (await savedGame(page))?.state?.specialSquares?.length).toBe(11);
  const { specialSquares, board } = (await savedGame(page)).state;
  const g = Game.geometryOf(board);
  const good = specialSquares.filter((q) => q.kind === 'forward3' || q.kind === 'playAgain');
  expect(good).toHaveLength(5);
  for (const q of specialSquares) {
    const [x, y] = g.track[q.square];
    const want = good.includes(q) ? [0xcd, 0xeb, 0xc9] : [0xf5, 0xc9, 0xcf];
    await expect.poll(() => pixel(page, [x, y + 0.6], g.size)).toEqual(want);
  }
});

/** The board's half cell in CSS pixels. */
const halfCell = async (page) => (await page.locator('#board').boundingBox()).width / (geo.size * 2);

// RULINGS.md, velvet: own pawns on one square are "allowed, any number". Seed 45: red
// rolls 6 and 6 (velvet's six earns a roll), so A and B both enter red's start square.
test('on a phone, targets are larger than a pawn and two pawns on one square carry a count', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?preset=velvet&seats=person,person&firstTurn=firstSeat&seed=45&speed=instant&autoMove=false');
  const start = geo.paths[0][1];
  // around the start square, a pawn's width out (0.74 half cells), before and after the roll
  const ring = [[0.7, 0], [-0.7, 0], [0, 0.7], [0, -0.7]].map(([dx, dy]) => [start[0] + dx, start[1] + dy]);
  await expect(page.locator('#roll')).toBeEnabled();
  const before = await Promise.all(ring.map((p) => pixel(page, p, geo.size)));
  await page.locator('#roll').click();
  await expect(page.locator('.hit.target').first()).toBeVisible();
  for (const [i, p] of ring.entries()) await expect.poll(() => pixel(page, p, geo.size)).not.toEqual(before[i]);
  await page.locator('.hit.target').first().click();
  await expect(page.locator('#roll')).toBeEnabled();
  await page.locator('#roll').click();
  await expect(page.locator('.hit.target')).toHaveCount(2);
  await page.locator('.hit.pawn:not([data-pawn="A"])').first().click();
  await expect.poll(async () => (await savedGame(page)).state.pawns[0].filter((x) => x === 1).length).toBe(2);
  // the count badge at the square's top right corner: dark, at least 18 px wide, "2" in white
  const s = await halfCell(page);
  const r = Math.max(9, s * 0.5);
  expect(2 * r).toBeGreaterThanOrEqual(18);
  const [bx, by] = [start[0] + 0.95, start[1] - 0.95];
  await expect.poll(() => pixel(page, [bx - (0.7 * r) / s, by], geo.size)).toEqual([0x1f, 0x29, 0x33]);
  await expect.poll(() => pixel(page, [bx + (0.7 * r) / s, by], geo.size)).toEqual([0x1f, 0x29, 0x33]);
});

// Seed 23: red's first roll in mensch is a 6, and a pawn in the base may enter.
test('on a phone the six\'s badge covers none of the base pawns that can be tapped', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?preset=mensch&seats=person,person&firstTurn=firstSeat&seed=23&speed=normal&autoMove=false');
  const mensch = Game.geometryOf('mensch');
  await page.locator('#roll').click();
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  const board = await page.locator('#board').boundingBox();
  const s = board.width / (mensch.size * 2);
  for (const hit of await page.locator('.hit.pawn').all()) {
    const box = await hit.boundingBox();
    const [x, y] = [(box.x + box.width / 2 - board.x) / s, (box.y + box.height / 2 - board.y) / s];
    // inside the pawn's disc (radius 0.74 half cells), beside its letter: the pawn's red
    for (const [dx, dy] of [[0.55, 0], [-0.55, 0], [0, 0.55], [0, -0.55]]) {
      await expect.poll(() => pixel(page, [x + dx, y + dy], mensch.size)).toEqual([0xd5, 0x5e, 0x00]);
    }
  }
});
