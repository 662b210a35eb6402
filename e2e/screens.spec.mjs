// How the page looks: reference pictures of both boards (seeded games played by people
// only, so the position depends on the dice and the clicks, not on how the computer
// players choose: the positions are checked in, e2e/fixtures/), a phone in portrait, and
// sharp drawing on high-DPI screens.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, savedGame, watch, openSaved } from './helpers.mjs';
import { checkedIn } from './fixtures.mjs';

/**
 * Opens the position a reference picture shows: the game of `url` after 40 moves, each
 * the first pawn (and square) a person clicks, checked in as e2e/fixtures/`name` (it
 * must still load: the page refuses a saved game whose log does not follow from its seed).
 */
async function openPosition(page, url, name) {
  const state = checkedIn(name);
  await openSaved(page, url, state);
  await expect(page.locator('#roll')).toBeEnabled();
  expect((await savedGame(page)).state.log).toEqual(state.log);
  expect(state.log.filter((e) => e.type === 'move')).toHaveLength(40);
}

/**
 * How far the board may be from its reference picture. The text on the board (pawn
 * letters, numbers) is set in the system's fonts and every edge is anti-aliased, and both
 * change a little with the browser's version: a glyph or a ring moves by a pixel, which
 * changes a few percent of a square's pixels. What matters, a pawn on another square, a
 * missing or extra mark, a wrong colour, changes a third of a square or more. So a pixel
 * counts as changed when a colour channel is off by more than 48 of 255 (anti-aliasing
 * steps are smaller where they are not on an edge), and the board fails when more than
 * 15 % of the pixels of any square of its grid changed.
 */
const CHANNEL = 48;
const SQUARE = 0.15;

/**
 * Compares the board as drawn with `e2e/screenshots/<name>` square by square (the grid
 * of `size`×`size` squares); `--update-snapshots` writes the picture anew.
 * @param {import('@playwright/test').Page} page
 * @param {string} name
 * @param {number} size
 */
async function expectBoardLike(page, name, size) {
  const file = fileURLToPath(new URL(`screenshots/${name}`, import.meta.url));
  const shot = await page.locator('#board').screenshot({ animations: 'disabled' });
  const update = test.info().config.updateSnapshots;
  if (update === 'all' || update === 'changed' || (!existsSync(file) && update !== 'none')) {
    writeFileSync(file, shot);
    return;
  }
  const found = await page.evaluate(
    async ({ reference, drawn, n, channel }) => {
      const pixels = async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
        const ctx = new OffscreenCanvas(image.width, image.height).getContext('2d');
        ctx.drawImage(image, 0, 0);
        return ctx.getImageData(0, 0, image.width, image.height);
      };
      const [a, b] = await Promise.all([pixels(reference), pixels(drawn)]);
      if (a.width !== b.width || a.height !== b.height) return { sizes: [`${a.width}×${a.height}`, `${b.width}×${b.height}`] };
      const changed = new Array(n * n).fill(0);
      const count = new Array(n * n).fill(0);
      for (let y = 0; y < a.height; y++) {
        for (let x = 0; x < a.width; x++) {
          const cell = Math.min(n - 1, Math.floor((y * n) / a.height)) * n + Math.min(n - 1, Math.floor((x * n) / a.width));
          const i = (y * a.width + x) * 4;
          const off = Math.max(...[0, 1, 2, 3].map((k) => Math.abs(a.data[i + k] - b.data[i + k])));
          count[cell]++;
          if (off > channel) changed[cell]++;
        }
      }
      return { ratios: changed.map((k, i) => k / count[i]) };
    },
    { reference: readFileSync(file).toString('base64'), drawn: shot.toString('base64'), n: size, channel: CHANNEL },
  );
  expect(found.sizes, 'the size of the board in pixels (the reference, then as drawn)').toBeUndefined();
  const squares = found.ratios
    .map((r, i) => ({ square: `column ${i % size}, row ${Math.floor(i / size)}`, changed: `${Math.round(r * 100)} %`, r }))
    .filter((c) => c.r > SQUARE);
  if (squares.length) await test.info().attach(`${name} as drawn`, { body: shot, contentType: 'image/png' });
  expect(squares.map(({ square, changed }) => `${square}: ${changed}`), `squares unlike the reference ${name}`).toEqual([]);
}

test('the ludo board', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 760 });
  await openPosition(page, '/?preset=classic&seats=person,person,person,person&seed=3&speed=instant&autoMove=false', 'ludo-board.json');
  await expectBoardLike(page, 'ludo-board.png', 15);
});

test('the mensch board with reward and penalty squares and their legend', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 760 });
  await openPosition(page, '/?preset=rewards&seats=person,person,person,person&seed=3&speed=instant&autoMove=false', 'mensch-board.json');
  await expect(page.locator('#legend')).toBeVisible();
  await expect(page.locator('#legend-list li')).toHaveCount(5);
  await expect(page.locator('#legend-list li').first()).toBeVisible();
  await expect(page.locator('#legend-list')).toContainText('Play one more time');
  await expectBoardLike(page, 'mensch-board.png', 11);
});

test('a phone in portrait: the board fills the width, nothing scrolls sideways, drawing is sharp', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto('/?preset=mensch&seats=person,easy,easy,easy&firstTurn=firstSeat&seed=2&speed=instant&autoMove=false');
  const board = page.locator('#board');
  await expect(board).toBeVisible();
  const box = await board.boundingBox();
  expect(box.width).toBeGreaterThan(340);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const px = await board.evaluate((c) => c.width);
  expect(px).toBe(Math.round(box.width * 3));
  // a tap on the Roll button and then on a pawn plays
  await page.locator('#roll').tap();
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  await page.locator('.hit.pawn').first().tap();
  await expect(page.locator('#log')).toContainText(/[A-D] to square|[A-D] comes in/);
  expect(errors).toEqual([]);
  await context.close();
});
