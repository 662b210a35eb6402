// A game's analysis everywhere: stopped half-way (the page goes on answering, nothing half
// done is kept), in Portuguese and German (its figures, the chart's text alternative,
// the mistakes), loaded only when first asked for, and in the single file, which says
// plainly that it needs the full page. The games are saved files watched from the
// new-game screen, as a person opens one.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './helpers.mjs';
import { violations as inPage } from './axe.mjs';
import { Game } from './unit/engine.mjs';
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

// axe's script goes into the page as an inline script, which the page's policy forbids;
// no offline cache, so every fetch of the expert's files reaches the network (and the gate)
test.use({ bypassCSP: true, serviceWorkers: 'block' });

/** A finished mensch game between Ana and Bo, both played by `easy`, as saved to a file. */
function finishedGame(seed) {
  const game = new Game({ preset: 'mensch', seed, seats: [{ name: 'Ana', computer: 'easy' }, { name: 'Bo', computer: 'easy' }] });
  while (game.lastOutcome().phase !== 'over') {
    if (game.lastOutcome().phase === 'roll') game.roll();
    else game.applyMove(game.chooseMove());
  }
  const file = game.state();
  game.free();
  return file;
}

/** Opens `file` with "Watch a saved game…" on the new-game screen. */
async function watchFile(page, file) {
  await expect(page.locator('#setup')).toBeVisible();
  await page.locator('#replay-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.locator('#replay-bar')).toBeVisible();
}

/** axe-core's serious and critical violations in the analysis, one line each. */
const violations = (page) => inPage(page, '#analysis');

/**
 * Holds every request for the expert's weights until `open()`: a slow network, so the
 * analysis is seen under way (its module, which the replay runs on too, comes at once).
 */
async function gate(context) {
  let open = () => {};
  let opened = new Promise((r) => (open = r));
  let held = 0;
  await context.route('**/expert/*.bin', async (route) => {
    held++;
    await opened;
    await route.continue();
  });
  return {
    open: () => open(),
    /** How many requests were held so far. */
    held: () => held,
    close: () => {
      opened = new Promise((r) => (open = r));
    },
  };
}

const where = (page) => page.locator('#replay-where');
const stepOf = async (page) => Number((await where(page).textContent()).match(/(\d+)/)[1]);

test('the analysis loads only when first asked for; Stop ends it, the replay answers meanwhile, and nothing half done is kept', async ({ page, context }) => {
  // the files that carry the analysis's page code (its panel and chart)
  const analysisFiles = readdirSync(dist).filter((f) => f.endsWith('.js') && readFileSync(dist + f, 'utf8').includes('an-chart-box'));
  expect(analysisFiles.length).toBeGreaterThan(0);
  const fetched = new Set();
  page.on('request', (r) => fetched.add(new URL(r.url()).pathname.slice(1)));
  const file = finishedGame(3);
  const network = await gate(context);
  await page.goto('/?lang=en');
  await watchFile(page, file);
  await page.waitForLoadState('networkidle');
  expect(analysisFiles.filter((f) => fetched.has(f)), 'the analysis\'s code before it is asked for').toEqual([]);
  const panel = page.locator('#analysis');
  await page.locator('#replay-bar [data-act="analyse"]').click();
  await expect(panel.locator('#analysis-state')).toHaveText('Analysing the game… 0 %');
  await expect(panel.locator('progress')).toBeVisible();
  // the replay goes on answering while the analysis waits
  await page.locator('[data-act="forward"]').click();
  await expect(where(page)).toContainText('Step 1 of');
  await page.keyboard.press('ArrowRight');
  await expect(where(page)).toContainText('Step 2 of');
  // the expert's weights were asked for (and are held)
  await expect.poll(network.held).toBeGreaterThan(0);
  await panel.getByRole('button', { name: 'Stop' }).click();
  network.open();
  await expect(panel).toContainText('The analysis was stopped.');
  await expect(panel.locator('[data-act="analyse"]')).toBeVisible();
  await expect(panel.locator('.an-chart')).toHaveCount(0);
  // the game opened again: nothing is kept, so the analysis runs from the start
  network.close();
  await page.reload();
  await watchFile(page, file);
  await page.locator('#replay-bar [data-act="analyse"]').click();
  await expect(panel.locator('#analysis-state')).toHaveText('Analysing the game… 0 %');
  await expect(panel.locator('.an-chart')).toHaveCount(0);
  network.open();
  await expect(panel.locator('.an-chart')).toBeVisible();
  await expect(panel.locator('.an-seats li')).toHaveCount(2);
  expect(analysisFiles.filter((f) => fetched.has(f)), 'the analysis\'s code once asked for').toEqual(analysisFiles);
  // the whole analysis is kept: opened again, it shows at once and fetches nothing
  network.close();
  await page.reload();
  await watchFile(page, file);
  await page.locator('#replay-bar [data-act="analyse"]').click();
  await expect(panel.locator('.an-chart')).toBeVisible();
  await expect(panel.locator('progress')).toHaveCount(0);
});

test('the analysis in Portuguese and then German: figures, the chart in words, a mistake', async ({ page }) => {
  await page.goto('/?lang=pt');
  await watchFile(page, finishedGame(5));
  const panel = page.locator('#analysis');
  await page.locator('#replay-bar [data-act="analyse"]').click();
  await expect(panel.locator('h2')).toHaveText('Análise');
  await expect(panel.locator('.an-chart')).toBeVisible({ timeout: 30_000 });
  await expect(panel.locator('.an-seats li').first()).toHaveText(
    /^Ana jogou com \d+ % de precisão: imprecisões: \d+, erros: \d+, erros graves: \d+; os dados (somaram|tiraram) \d+ pontos? (à|da) chance de vencer\.$/,
  );
  await expect(panel.locator('figcaption')).toHaveText('Chance de vencer, vez a vez');
  // the chart's text alternative: the slider over it names the turn and every chance
  const input = panel.locator('.an-input');
  await expect(input).toHaveAccessibleName('Vez no gráfico (as setas levam o replay até ela)');
  await expect(input).toHaveAttribute('aria-valuetext', /^Rodada 1, vez de (Ana|Bo): Ana \d+ %, Bo \d+ %$/);
  await input.focus();
  await page.keyboard.press('End');
  await expect(input).toHaveAttribute('aria-valuetext', /^Rodada \d+, vez de (Ana|Bo): Ana (0|100) %, Bo (0|100) %$/);
  await expect(panel.locator('summary')).toHaveText('O gráfico em palavras, rodada a rodada');
  await page.keyboard.press('Home');
  await panel.locator('#an-seat').selectOption({ label: 'Bo' });
  await panel.getByRole('button', { name: 'Próximo erro' }).click();
  await expect(panel.locator('.an-note')).toHaveText(/^(Erro|Erro grave) de Bo na rodada \d+: (entrar com [A-P]|mover [A-P] \d+ casas?(, até a chegada)?)(, capturando [A-P, ]+)? custou \d+ pontos? da chance de vencer\. Melhor: .+ \(.+\)\.$/);
  expect(await violations(page)).toEqual([]);
  // German chosen on the page: the analysis says it all again in German
  await page.locator('#lang').selectOption('de');
  await expect(panel.locator('h2')).toHaveText('Analyse');
  await expect(panel.locator('.an-seats li').first()).toHaveText(
    /^Ana spielte mit \d+ % Genauigkeit: Ungenauigkeiten: \d+, Fehler: \d+, grobe Fehler: \d+; die Würfel (brachten|kosteten) \d+ Punkte? Gewinnchance\.$/,
  );
  await expect(panel.locator('figcaption')).toHaveText('Gewinnchance, Zug um Zug');
  await expect(input).toHaveAccessibleName('Zug im Diagramm (die Pfeiltasten springen in der Wiederholung)');
  await expect(input).toHaveAttribute('aria-valuetext', /^Runde \d+, (Ana|Bo) am Zug: Ana \d+ %, Bo \d+ %$/);
  await expect(panel.locator('summary')).toHaveText('Das Diagramm in Worten, Runde für Runde');
  await page.keyboard.press('Home');
  await panel.getByRole('button', { name: 'Nächster Fehler' }).click();
  await expect(panel.locator('.an-note')).toHaveText(/^(Fehler|Grober Fehler) von Bo in Runde \d+: [A-P] (einsetzen|\d+ (Feld|Felder) (ins Ziel )?ziehen)( und [A-P, ]+ schlagen)? kostete \d+ Punkte? Gewinnchance\. Besser: .+ \(.+\)\.$/);
  expect(await violations(page)).toEqual([]);
});

test('from a point of the chart to the next mistake after it, with the better move told', async ({ page }) => {
  await page.goto('/?lang=en');
  await watchFile(page, finishedGame(5));
  const panel = page.locator('#analysis');
  await page.locator('#replay-bar [data-act="analyse"]').click();
  await expect(panel.locator('.an-chart')).toBeVisible({ timeout: 30_000 });
  await panel.locator('#an-seat').selectOption({ label: 'Bo' });
  // a tap on the chart's first third jumps the replay there; the next mistake is after it
  const box = await panel.locator('.an-chart-box').boundingBox();
  await page.mouse.click(box.x + box.width / 3, box.y + box.height / 2);
  await expect.poll(() => stepOf(page)).toBeGreaterThan(0);
  const jumped = await stepOf(page);
  await panel.getByRole('button', { name: 'Next mistake' }).click();
  await expect(panel.locator('.an-note')).toHaveText(/^(Mistake|Blunder) by Bo in round \d+: [A-P] (entering|moving \d+ squares?(, home)?)(, capturing [A-P, ]+)? cost \d+ points? of the chance to win\. Better: .+ \(.+\)\.$/);
  expect(await stepOf(page)).toBeGreaterThanOrEqual(jumped);
  // the better move is announced to screen readers too, with which pawn went where
  const note = await panel.locator('.an-note').textContent();
  await expect(page.locator('#live')).toHaveText(`${note} ${await panel.locator('.an-board').textContent()}`);
});

test('the single file says plainly that the analysis needs the full page', async ({ page }) => {
  const file = fileURLToPath(new URL('../dist/ludo.html', import.meta.url));
  for (const [lang, text] of [
    ['en', 'The analysis runs with the expert\'s files: open the game on the full page (not the single file).'],
    ['pt', 'A análise usa os arquivos do especialista: abra a partida na página completa (não no arquivo único).'],
  ]) {
    await page.goto(`file://${file}?lang=${lang}`);
    await watchFile(page, finishedGame(3));
    await page.locator('#replay-bar [data-act="analyse"]').click();
    await expect(page.locator('#analysis-state')).toHaveText(text);
    await expect(page.locator('#analysis').getByRole('button')).toHaveCount(0);
    // the replay is still there to watch
    await page.locator('[data-act="forward"]').click();
    await expect(where(page)).toContainText(/1/);
  }
});
