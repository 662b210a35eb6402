// Languages: from the browser, from ?lang=, and switched on the page; the log follows.
import { test, expect, watch, holdFile, playByClicking } from './helpers.mjs';

test('the page speaks the browser\'s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto('/');
  await expect(page.locator('#start')).toHaveText('Começar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
});

test('?lang=de gives German, and the language can be switched on the page', async ({ page }) => {
  await page.goto('/?preset=mensch&seats=person,hard,hard,hard&firstTurn=firstSeat&seed=6&lang=de&speed=instant');
  await expect(page.locator('#roll')).toHaveText('Würfeln');
  await expect(page.locator('#log li').first()).toHaveText('Runde 1');
  // the one person against the computers is "Du", and the page speaks to them
  await expect(page.locator('#log li').nth(1)).toHaveText('Du');
  await expect(page.locator('#turn')).toHaveText('Du bist am Zug');
  await page.locator('#roll').click();
  await expect(page.locator('#log li').nth(1)).toContainText('Du würfelst ');

  // the name the page gave the person follows the language; the computers' names too
  await page.locator('#lang').selectOption('pt');
  await expect(page.locator('#log li').first()).toHaveText('Rodada 1');
  await expect(page.locator('#log')).toContainText('Você tirou ');
  await expect(page.locator('#players .pname')).toHaveText(['Você', 'Jogador 2', 'Jogador 3', 'Jogador 4']);
  await expect(page.locator('#export')).toHaveText('Salvar em arquivo');

  await page.locator('#lang').selectOption('en');
  await expect(page.locator('#log li').first()).toHaveText('Round 1');
  await expect(page.locator('#log')).toContainText('You rolled ');
  await expect(page.locator('#players .pname')).toHaveText(['You', 'Player 2', 'Player 3', 'Player 4']);
  await expect(page.locator('#log')).not.toContainText('Du ');
});

// what screen readers hear (the live region) follows a language chosen mid-game: what it
// holds is said again in the new language (or taken off), and what it says next is in it
for (const [code, words, marker] of [
  ['pt', 'Você', /Você|Jogador|tirou|escolha/],
  ['de', 'Du', /Du |Spieler|gewürfelt|wähle/],
]) {
  test(`the live region speaks ${code} once ${code} is chosen mid-game`, async ({ page }) => {
    const english = /\b(You|Player|rolled|choose|moves?|roll)\b/;
    await page.goto('/?preset=classic&seats=person,easy&firstTurn=firstSeat&seed=4&lang=en&speed=instant&autoMove=false');
    const live = page.locator('#live');
    let switched = false;
    let rolls = 0;
    await playByClicking(page, {
      // the person is to choose a move: the region says the roll and what to do, in English
      onMove: async () => {
        if (switched) return;
        await expect(live).toContainText(/choose|one move/);
        await page.locator('#lang').selectOption(code);
        await expect(page.locator('#roll')).not.toHaveText('Roll');
        switched = true;
        const now = (await live.textContent()) ?? '';
        expect(now, 'what the region held is not left in English').not.toMatch(english);
        if (now) expect(now).toMatch(marker);
        expect(now).toContain(words);
      },
      // what it says next (the person's move, the computer's turn) is in the new language
      done: async () => {
        if (!switched) return false;
        const next = (await live.textContent()) ?? '';
        expect(next).toMatch(marker);
        expect(next).not.toMatch(english);
        return ++rolls >= 2;
      },
    });
    expect(switched).toBe(true);
  });
}

test('a language chosen mid-game renames the seats the page named, not the names typed', async ({ page }) => {
  await page.goto('/?preset=classic&seats=person,person,hard&names=Ana,&seed=3&speed=instant&autoMove=false');
  await expect(page.locator('#players .pname')).toHaveText(['Ana', 'Player 2', 'Player 3']);
  await page.locator('#lang').selectOption('de');
  await expect(page.locator('#players .pname')).toHaveText(['Ana', 'Spieler 2', 'Spieler 3']);
  // the game saved meanwhile comes back with the names in the language of the page
  await page.reload();
  await expect(page.locator('#players .pname')).toHaveText(['Ana', 'Spieler 2', 'Spieler 3']);
  await page.locator('#lang').selectOption('pt');
  await expect(page.locator('#players .pname')).toHaveText(['Ana', 'Jogador 2', 'Jogador 3']);
});

test('the house rules are explained in the chosen language', async ({ page }) => {
  await page.goto('/?lang=de');
  await page.locator('#house-rules summary').click();
  await expect(page.locator('#switches')).toContainText('Schlagzwang');
  await expect(page.locator('#switches')).toContainText('Eine Sechs gibt einen weiteren Wurf.');
  await page.locator('#lang').selectOption('en');
  await expect(page.locator('#switches')).toContainText('Rolling a six earns another roll.');
});

test.describe('two languages chosen one after the other', () => {
  // German's words come from the server, held back here (no offline cache to answer)
  test.use({ serviceWorkers: 'block' });

  test('the first still loading: the page speaks the last one chosen, also once the first arrives', async ({ page }) => {
    await page.goto('/?preset=classic&seats=person,easy&seed=3&speed=instant&autoMove=false');
    await expect(page.locator('#roll')).toBeEnabled();
    const german = await holdFile(page, 'Neues Spiel');
    await page.locator('#lang').selectOption('de');
    await expect.poll(german.url).not.toBe('');
    await page.locator('#lang').selectOption('pt');
    await expect(page.locator('#roll')).toHaveText('Jogar o dado');
    german.release();
    // once the page holds German's words (the same file, imported again, has loaded)
    await page.evaluate((url) => import(url).then(() => undefined), german.url());
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.locator('#lang')).toHaveValue('pt');
    await expect(page.locator('#roll')).toHaveText('Jogar o dado');
    await page.locator('#roll').click();
    await expect(page.locator('#log li').nth(1)).toContainText(' tirou ');
  });
});
