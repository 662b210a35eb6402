// The page explains itself: long names wrap whole, never cut; Undo says why it cannot
// be used, the screen reader hears sentences in the page's language, and the keyboard
// instructions name keys.
import { test, expect, playByClicking, visit, awaiting, openSaved } from './helpers.mjs';
import { nearEnd, gameWhere } from './fixtures.mjs';

const LONG = 'Bartholomew-Maximilian-Alexander-Montgom'; // 40 characters, no space

test('a long name without spaces wraps whole in the players list and the turn heading, and never widens the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/?preset=classic&seats=person,easy,easy,easy&names=${LONG},Bo&seed=5&speed=slow&autoMove=true`);
  await expect(page.locator('#roll')).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const name = page.locator('#players .pname').first();
  await expect(name).toHaveText(LONG);
  const cut = (l) => l.evaluate((n) => n.scrollWidth > n.clientWidth + 1);
  expect(await cut(name), 'the name is whole').toBe(false);
  await expect(page.locator('#turn-text')).toHaveText(`${LONG} to play`);
  expect(await cut(page.locator('#turn-text')), 'the heading is whole').toBe(false);
  // while the computers play, the name stays whole and the page as wide as the screen
  await page.locator('#roll').click();
  await expect(page.locator('#turn-text')).toHaveText(/^Bo to play/, { timeout: 30_000 });
  expect(await cut(name)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Undo says why it cannot be used: no move yet, a game between people, the end', async ({ page }) => {
  await visit(page, '/?preset=mensch&seats=person,easy&seed=2&speed=instant&autoMove=true');
  const undo = page.locator('#undo');
  await expect(page.locator('#roll')).toBeEnabled();
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(undo).toHaveAttribute('title', 'Nothing to take back yet: Undo takes back your last move.');
  await undo.click({ force: true });
  await expect(page.locator('#message-text')).toHaveText('Nothing to take back yet: Undo takes back your last move.');
  // a language chosen while it shows says it again (journey 7 found it left in English)
  await page.locator('#lang').selectOption('de');
  await expect(page.locator('#message-text')).toHaveText('Noch nichts zum Zurücknehmen: Zurücknehmen nimmt deinen letzten Zug zurück.');
  await page.locator('#lang').selectOption('en');

  await visit(page, '/?preset=mensch&seats=person,person&seed=2&speed=instant&lang=pt');
  await expect(page.locator('#roll')).toBeEnabled();
  await page.keyboard.press('u');
  await expect(page.locator('#message-text')).toHaveText('Desfazer é para jogos contra o computador. Entre pessoas, combinem na mesa e sigam jogando.');
  await expect(undo).toHaveAttribute('aria-disabled', 'true');

  // the end: a game opened a few steps before it, played out
  const end = '/?preset=classic&seats=person,easy&seed=2&speed=instant&autoMove=true';
  await openSaved(page, end, await nearEnd(end, 6));
  await playByClicking(page);
  await page.locator('#results-board').click();
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('u');
  await expect(page.locator('#message-text')).toHaveText('The game is over: there is no move to take back.');
});

test('with two people at one screen, Undo names whose move it takes back', async ({ page }) => {
  const url = '/?preset=classic&seats=person,person,easy&names=Ana,Bo&seed=2&speed=instant&autoMove=false';
  // Bo is to move (the engine played every seat up to there); Bo moves, then it is Ana's turn
  await openSaved(page, url, await gameWhere(url, (view) => view.phase === 'move' && view.seatOnTurn === 1));
  const undo = page.locator('#undo');
  await expect(undo).toHaveAttribute('title', 'Nothing to take back yet: Undo takes back the last move a person made.');
  await playByClicking(page, { done: async () => (await page.locator('#turn').textContent()) === 'Ana to play' });
  await expect(undo).toHaveAttribute('aria-disabled', 'false');
  await expect(undo).toHaveAttribute('title', 'Undo takes back Bo\'s last move.');
  await undo.click();
  await expect(page.locator('#message-text')).toHaveText('Bo\'s last move was taken back.');
  await expect(page.locator('#turn')).toHaveText('Bo to play');
});

test('the screen reader hears whole sentences in the page\'s language, and keys are named', async ({ page }) => {
  await visit(page, '/?preset=classic&seats=person,easy&names=Ana,Bo&firstTurn=firstSeat&seed=3&speed=instant&autoMove=false&lang=de');
  await expect(page.locator('#board-wrap')).toHaveAccessibleDescription('Die Pfeiltasten wählen einen Zug, Enter führt ihn aus, Escape bricht ab, H zeigt Tipps.');
  await expect(page.locator('#roll')).toBeEnabled();
  // every text the live region is given
  await page.evaluate(() => {
    window.heard = [];
    const live = document.getElementById('live');
    new MutationObserver(() => window.heard.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
  });
  let moves = 0;
  for (let i = 0; i < 400 && moves < 4; i++) {
    if ((await awaiting(page)) === 'roll') {
      await page.keyboard.press('r');
    } else {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      moves++;
    }
  }
  const heard = await page.evaluate(() => window.heard.filter(Boolean));
  const some = (re) => expect(heard.some((h) => re.test(h)), `${re} in ${JSON.stringify(heard, null, 1)}`).toBe(true);
  some(/^Ana hat eine [1-6] gewürfelt/);
  some(/^Bo hat eine [1-6] gewürfelt/);
  // the roll, then what to do, in one text, and the roll said only there
  some(/^Ana hat eine [1-6] gewürfelt\. .*Ana, wähle einen von \d+ Zügen: die Pfeiltasten gehen sie durch, Enter führt einen aus\.$/);
  for (const [i, text] of heard.entries()) expect(heard[i + 1]?.startsWith(text), `said twice: ${text}`).not.toBe(true);
  some(/^Zug 1 von \d+: .+\. Enter führt ihn aus\.$/);
  some(/^Ana hat Figur [A-D] (ins Spiel gebracht|auf .+ gezogen)\./);
  some(/^(Ana|Bo) hat eine [1-6] gewürfelt\. Kein Zug möglich: /);
  for (const text of heard) {
    // sentences: each starts with a capital and ends with a full stop, no log shorthand
    for (const sentence of text.split(/(?<=\.) /)) expect(sentence).toMatch(/^\p{Lu}.*\.$/u);
    expect(text).not.toMatch(/→|!\.|Würfel: /);
  }
});
