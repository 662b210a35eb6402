// Six arms and teams on the page (issue 39; RULINGS.md "Six arms and teams"): a person
// picks six players and teams on the new-game screen and plays on the six-armed star,
// partners named together; a link asks for them (`arms=6&teams=true`); a team game
// opened a few steps before its end ends on a screen that names the winning team; the
// board is drawn as a star, each arm's start square in its colour. The page's first
// module has no six arms: the module that plays them is loaded when a game asks for them.
import { test, expect, savedGame, playByClicking, openSaved, openFile, expectStarStarts, hearLive, awaiting } from './helpers.mjs';
import { nearEnd, newGame, optionsOf, gameWhere } from './fixtures.mjs';
import { sixGame } from './unit/engine.mjs';

test('six players in teams: picked on the new-game screen, played on the six-armed star, partners named together', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?speed=instant&autoMove=true');
  await expect(page.locator('#setup-form')).toBeVisible();
  // four players by default: teams may be chosen; add two more, and the board has six arms
  await expect(page.locator('#teams')).toBeEnabled();
  await page.locator('#seat-add').click();
  await expect(page.locator('#teams')).toBeDisabled();
  await expect(page.locator('#teams-about')).toHaveText('Teams need four players, or six on the six-arm board.');
  await page.locator('#seat-add').click();
  await expect(page.locator('#seats .seat')).toHaveCount(6);
  await expect(page.locator('#seat-add')).toBeDisabled();
  await expect(page.locator('#arms')).toHaveValue('6');
  await page.locator('#teams').check();
  // a seed, so that the game is the same on every run
  await page.locator('#house-rules summary').click();
  await page.locator('#seed').fill('7');
  await expect(page.locator('#teams-about')).toHaveText('Player 1 with Player 4 · Player 2 with Player 5 · Player 3 with Player 6');
  await page.locator('#start').click();
  await expect(page.locator('#players li')).toHaveCount(6);
  const st = (await savedGame(page)).state;
  expect([st.rules.arms, st.rules.teams, st.sides.map((s) => s.colour)]).toEqual([6, true, ['red', 'green', 'yellow', 'blue', 'purple', 'orange']]);
  // partners together in the seat list
  await expect(page.locator('#players li').nth(0)).toContainText('with Player 4');
  await expect(page.locator('#players li').nth(4)).toContainText('with Player 2');
  // the person plays by clicking, the computers theirs, until the person has moved twice
  let moves = 0;
  await playByClicking(page, { onMove: async () => void moves++, done: async () => moves >= 2 });
  await expect(page.locator('#turn-text')).toContainText('with');
  // Undo takes the person's last move back, the computers' after it too
  const before = (await savedGame(page)).state.log.length;
  await page.locator('#undo').click();
  await expect.poll(async () => (await savedGame(page)).state.log.length).toBeLessThan(before);
  expect(errors).toEqual([]);
});

test('a link asks for six arms and teams, and a saved six-arm game opens as a file', async ({ page }) => {
  const url = '/?preset=mensch&seats=person,easy,easy,easy&arms=6&teams=true&seed=5&speed=instant';
  await page.goto(url);
  await expect.poll(async () => (await savedGame(page))?.state.rules.arms).toBe(6);
  const st = (await savedGame(page)).state;
  expect(st.rules.teams).toBe(true);
  await expect(page.locator('#players li').nth(0)).toContainText('with Player 3');
  // the rules sheet says what six arms and teams change, in the page's language
  await page.locator('#rules-open').click();
  await expect(page.locator('#rules-sheet h3', { hasText: 'Six arms and teams' })).toBeVisible();
  await expect(page.locator('#rules-sheet')).toContainText('Teams: partners sit opposite.');
  await page.locator('#rules-sheet button', { hasText: 'Close' }).click();
  await page.locator('#lang').selectOption('de');
  await expect(page.locator('#players li').nth(0)).toContainText('mit Spieler 3');
  await page.locator('#lang').selectOption('en');
  // the same game saved as a file, opened on a four-arm game's page
  await page.goto('/?preset=classic&seats=person,easy&seed=9&speed=instant');
  await expect.poll(async () => (await savedGame(page))?.state.preset).toBe('classic');
  await openFile(page, newGame(await optionsOf(url)));
  await expect(page.locator('#message')).toContainText('opened');
  await expect.poll(async () => (await savedGame(page)).state.rules.arms).toBe(6);
  await expect(page.locator('#players li')).toHaveCount(4);
});

test("a team game ends on a screen that names the winning team and each team's place", async ({ page }) => {
  // four computers in two teams, watched from a few steps before the end
  const url = '/?preset=classic&seats=easy,easy,easy,easy&names=Ana,Bo,Cy,Di&teams=true&seed=21&speed=instant';
  await openSaved(page, url, await nearEnd(url, 4));
  await expect(page.locator('#results')).toBeVisible();
  const st = (await savedGame(page)).state;
  const first = st.ranking[0];
  const names = [first, (first + 2) % 4].sort().map((seat) => st.seats[seat].name).join(' & ');
  await expect(page.locator('#results-title')).toHaveText(`${names} win!`);
  // partners share their team's place
  await expect(page.locator('#results-podium li .medal')).toHaveText(['1', '1', '2', '2']);
  await expect(page.locator('#results-podium li').nth(0)).toContainText(st.seats[first].name);
  // the team game's replay: stepped through on the same board, to its end
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.locator('#results-replay').click();
  await expect(page.locator('#replay-bar')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await expect(page.locator('#replay-bar')).toContainText(/Step (\d+) of \1/);
  expect(errors).toEqual([]);
});

test('an expert seat on six arms plays as hard, and the page says so', async ({ page }) => {
  await page.goto('/?preset=classic&seats=easy,expert&arms=6&seed=2&speed=instant');
  await expect(page.locator('#message')).toContainText('The expert has not learnt six arms or teams yet: in this game it plays as Hard.');
});

// RULINGS.md "Six arms and teams", `teams`: a pawn may stop on a partner's pawn and share
// its square; a player whose pawns have all finished moves the partner's pawns. The page
// tells both as they happen (the engine's `shares` and `playsFor`), from a team game
// saved a step before each.
for (const [what, found, words] of [
  ['a pawn that stops on a partner\'s pawn shares its square', (o) => (o.shares?.length ?? 0) > 0, /Pawn [A-P] shares its square with Player \d's pawns? [A-P]( and [A-P])*: partners never capture each other\./],
  ['a player who has finished plays for the partner', (o) => o.playsFor !== undefined, /Player \d plays for partner Player \d\./],
]) {
  test(`in a team game ${what}, and the page says so`, async ({ page }) => {
    const said = await hearLive(page);
    const url = '/?preset=classic&seats=easy,easy,easy,easy&teams=true&seed=4&speed=instant';
    await openSaved(page, url, await gameWhere(url, (_v, _s, o) => found(o), 1));
    await expect.poll(said).toMatch(words);
  });
}

for (const [board, url] of [
  ['ludo', '/?preset=velvet&seats=person,medium,hard,medium,hard,medium&arms=6&teams=true&seed=3&speed=instant'],
  ['mensch', '/?preset=mensch&seats=person,easy,easy,easy,easy,easy&arms=6&seed=3&speed=instant'],
]) {
  test(`the six-armed ${board} board at 390×844, 760×820 and 1366×768: every arm's start square in its colour, the whole star on screen, each player's name whole on a line`, async ({ page }) => {
    await page.goto(url);
    await expect.poll(async () => (await savedGame(page))?.state.rules.arms).toBe(6);
    for (const [width, height] of [[390, 844], [760, 820], [1366, 768]]) {
      await page.setViewportSize({ width, height });
      await expect.poll(async () => {
        const box = await page.locator('#board').boundingBox();
        return Boolean(box && box.x >= 0 && box.x + box.width <= width + 0.5);
      }, { message: `the board fits ${width} px` }).toBe(true);
      // the board laid out again for this size before it is read
      const laidOut = () => page.locator('#board').evaluate((c) => parseFloat(c.style.width) === Math.floor(document.getElementById('board-wrap')?.clientWidth ?? -1));
      await expect.poll(laidOut).toBe(true);
      await page.screenshot({ path: `e2e/shots/${width}x${height}-six-${board}.png` });
      await expectStarStarts(page, board);
      // who plays a seat, and its partner in teams, go under a name that has no room
      // beside them: a name is never squeezed into pieces of words
      const split = await page.locator('#players .pname').evaluateAll((names) =>
        names.filter((n) => {
          const r = document.createRange();
          r.selectNodeContents(n);
          return new Set([...r.getClientRects()].map((line) => Math.round(line.top))).size > 1;
        }).map((n) => n.textContent),
      );
      expect(split, `names over more than one line at ${width} px`).toEqual([]);
    }
  });
}

// Issue 39: hints, the chance to win and the analysis speak of the team's chance on six
// arms in teams (the analysis's chance is a seat's team's: partners share one).
test('on six arms in teams a person asks for hints and plays one, and a finished team game is analysed', async ({ page }) => {
  await page.goto('/?preset=classic&seats=person,easy,easy,easy,easy,easy&arms=6&teams=true&firstTurn=firstSeat&seed=3&speed=instant&autoMove=false');
  // the person rolls until a move is theirs to choose
  for (let next = await awaiting(page); next !== 'move'; next = await awaiting(page)) await page.locator('#roll').click();
  await page.locator('#hint').click();
  const items = page.locator('#hints .hint-move');
  await expect(items.first()).toBeVisible();
  await expect(page.locator('#hints')).toContainText(/\d+% for your team to win/);
  const before = (await savedGame(page)).state.log.length;
  await items.first().click();
  await expect.poll(async () => (await savedGame(page)).state.log.length).toBeGreaterThan(before);

  // a finished game of six in teams, as saved to a file, watched from the new-game screen
  // and analysed: each seat's figures, and the chance to win turn by turn
  const Six = await sixGame();
  const game = new Six(await optionsOf('/?preset=classic&seats=easy,easy,easy,easy,easy,easy&arms=6&teams=true&seed=5'));
  while (game.lastOutcome().phase !== 'over') {
    if (game.lastOutcome().phase === 'roll') game.roll();
    else game.applyMove(game.chooseMove());
  }
  const file = game.state();
  game.free();
  await page.goto('/');
  await page.locator('#replay-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.locator('#replay-bar')).toBeVisible();
  // the replay draws the six-armed star
  await page.keyboard.press('Home');
  await expectStarStarts(page, 'ludo');
  const panel = page.locator('#analysis');
  await page.locator('#replay-bar [data-act="analyse"]').click();
  await expect(panel.locator('.an-chart')).toBeVisible({ timeout: 60_000 });
  await expect(panel.locator('.an-seats li')).toHaveCount(6);
  await expect(panel.locator('.an-seats li').first()).toHaveText(/^Player 1 played at \d+ %: /);
  await expect(panel.locator('.an-teams')).toHaveText("In teams every chance to win is the team's: partners share it, and each partner's play and dice count for it.");
  await expect(panel.locator('figcaption')).toHaveText("Each team's chance to win, turn by turn");
  // partners' chances are one: the chart's words give both the same at every turn
  const input = panel.locator('.an-input');
  await input.focus();
  await page.keyboard.press('Home');
  for (let k = 0; k < 3; k++) {
    const chances = Object.fromEntries([...(await input.getAttribute('aria-valuetext') ?? '').matchAll(/Player (\d) (\d+) %/g)].map((m) => [m[1], m[2]]));
    expect(Object.keys(chances)).toHaveLength(6);
    expect([chances[1], chances[2], chances[3]]).toEqual([chances[4], chances[5], chances[6]]);
    await page.keyboard.press('PageDown');
  }
  await page.screenshot({ path: 'e2e/shots/six-teams-analysis.png', fullPage: true });
  await expect(panel.locator('.an-judge')).toHaveText('Judged by the hard level: the expert has not learnt six arms or teams yet.');
  await expect(page.locator('#message')).toBeHidden();
});

// RULINGS.md "Six arms and teams", "Combinations refused": mensch's colour house rules
// (two colours each, a neutral colour) are those of four players without partners.
test('a colour house rule with teams is refused on the form, naming both, and the game starts once it is off', async ({ page }) => {
  await page.goto('/?speed=instant');
  await expect(page.locator('#setup-form')).toBeVisible();
  await page.getByRole('radio', { name: /Mensch/ }).check();
  await page.locator('#house-rules summary').click();
  await page.locator('#sw-twoColoursEach').check();
  await page.locator('#teams').check();
  await page.locator('#start').click();
  await expect(page.locator('#setup-error')).toHaveText('This game cannot start: Two colours each and teams cannot be played together. Choose one of them.');
  await expect(page.locator('#setup-form')).toBeVisible();
  // the house rule off: the team game starts, partners named
  await page.locator('#sw-twoColoursEach').uncheck();
  await page.locator('#start').click();
  await expect(page.locator('#players li').nth(0)).toContainText('with Player 3');
  expect((await savedGame(page)).state.rules.twoColoursEach).toBeFalsy();
});
