// "How to play" on the rules sheet: for each preset, 3 to 6 short lines chosen from the
// game's rules, each beside a small board picture the page draws, in the player's
// language; the table of every switch stays below it. axe-core finds no serious or
// critical violation on the sheet, in each language, in light and dark colours. (Which
// lines each rule switch brings, in every language: e2e/unit/howto.test.mjs.)
import { test, expect, openFile, savedGame } from './helpers.mjs';
import { expectClean } from './axe.mjs';
import { newGame, optionsOf } from './fixtures.mjs';

// axe's script goes into the page as an inline script, which the page's policy forbids
test.use({ bypassCSP: true });

/** What each preset's sheet must tell (a line of it) and the pictures in order. */
const PRESETS = {
  classic: { says: ['A pawn leaves its base on a 6', 'Sixes are kept', 'Three sixes in a row lose the turn', 'may not stand on one square', 'exact number'], pics: ['goal', 'enter', 'six', 'capture', 'noShare', 'exact'] },
  velvet: { says: ['Places go by points', 'Not on the safe squares', 'A capture earns an extra roll', 'as many as you like', 'reaching home earns an extra roll'], pics: ['goal', 'enter', 'six', 'safe', 'stacks', 'exact'] },
  brazilian: { says: ['on a 1 or 6 and goes as far as the die shows', 'make a tower', 'to the end and back again'], pics: ['goal', 'enter', 'six', 'capture', 'towers', 'bounce'] },
  mensch: { says: ['One pawn begins on the start square', 'Clear your start square first', 'a die that can bring one out must'], pics: ['goal', 'enter', 'six', 'capture', 'noShare', 'exact'] },
  rewards: { says: ['Coloured squares help or hurt the pawn that lands on them'], pics: ['goal', 'enter', 'six', 'capture', 'special', 'exact'] },
};

for (const [k, [preset, { says, pics }]] of Object.entries(PRESETS).entries()) {
  test(`${preset}: how to play, in a few lines with pictures, above every rule`, async ({ page }) => {
    const sheet = page.locator('#rules-sheet');
    // the first preset's game from its link, the others opened as files over the first's
    const link = (/** @type {string} */ p) => `/?preset=${p}&seats=person,easy&seed=3&speed=instant&autoMove=false`;
    const url = link(preset);
    if (k === 0) await page.goto(url);
    else {
      await page.goto(link('classic'));
      await expect(page.locator('#roll')).toBeEnabled();
      await openFile(page, newGame(await optionsOf(url)));
    }
    await expect.poll(async () => (await savedGame(page))?.state.preset).toBe(preset);
    await expect(page.locator('#roll')).toBeEnabled();
    await page.locator('#rules-open').click();
    await expect(sheet.getByRole('heading', { name: 'How to play' })).toBeVisible();
    const lines = sheet.locator('.howto li');
    await expect(lines).toHaveCount(pics.length);
    expect(await lines.evaluateAll((li) => li.map((x) => x.getAttribute('data-pic')))).toEqual(pics);
    // each line has its picture, drawn (shapes in an SVG), and something to read
    for (const li of await lines.all()) {
      await expect(li.locator('svg.howto-pic')).toBeVisible();
      expect(await li.locator('svg.howto-pic > *').count()).toBeGreaterThan(4);
      await expect(li.locator('p')).not.toBeEmpty();
    }
    for (const s of says) await expect(sheet.locator('.howto')).toContainText(s);
    await expect(sheet.locator('.howto')).toContainText('Land on a rival pawn to send it back to its base.');
    // the switches stay below
    await expect(sheet.getByRole('heading', { name: 'The rules of this game' })).toBeVisible();
    const below = await sheet.evaluate((s) => Boolean(s.querySelector('.howto').compareDocumentPosition(s.querySelector('.rules-on')) & Node.DOCUMENT_POSITION_FOLLOWING));
    expect(below).toBe(true);
    // velvet's sheet (the one the accessibility check has always read), in English
    if (preset === 'velvet') await expectClean(page, 'the rules sheet with how to play, in en');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });
}

test('how to play follows the house rules and the language', async ({ page }) => {
  await page.goto('/?preset=mensch&seats=person,easy&bounceBack=true&captureBonus=true&seed=3&speed=instant&autoMove=false&lang=pt');
  await page.locator('#rules-open').click();
  const sheet = page.locator('#rules-sheet');
  await expect(sheet.getByRole('heading', { name: 'Como jogar' })).toBeVisible();
  await expect(sheet.locator('.howto li[data-pic="bounce"]')).toContainText('um dado maior o leva até o fim e de volta');
  await expect(sheet.locator('.howto')).toContainText('Uma captura dá uma jogada extra.');
  await expectClean(page, 'the rules sheet with how to play, in pt');
  await page.keyboard.press('Escape');
  await page.locator('#lang').selectOption('de');
  await page.locator('#rules-open').click();
  await expect(sheet.getByRole('heading', { name: 'So wird gespielt' })).toBeVisible();
  await expect(sheet.locator('.howto')).toContainText('Schlagen gibt einen Extrawurf.');
  await expect(sheet.locator('.howto li')).toHaveCount(6);
  await expectClean(page, 'the rules sheet with how to play, in de');
});
