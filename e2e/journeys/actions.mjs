// What a person can do on the page, each an action a journey may take when the page offers
// it (look.mjs: the controls shown and usable now). An action makes its own choices with
// the step's dice, so a step replays the same when the journey is shrunk; some check at
// once what they must have done (a roll is logged, an Undo takes a move back).
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { savedGame } from '../helpers.mjs';
import { nearEnd } from '../fixtures.mjs';
import { CONTROLS } from './look.mjs';

/** @typedef {import('./look.mjs').Look} Look */
/** @typedef {import('./random.mjs').Dice} Dice */
/**
 * What a journey keeps between its steps.
 * @typedef {{
 *   page: import('@playwright/test').Page,
 *   lang: string,
 *   files: unknown[],
 *   problems: string[],
 *   embedded: boolean,
 * }} Journey
 */
/**
 * @typedef {{ name: string, weight: number, offered: (look: Look, j: Journey) => boolean,
 *   run: (j: Journey, dice: Dice, look: Look) => Promise<string | void> }} Action
 */

export const PRESETS = ['classic', 'velvet', 'brazilian', 'mensch', 'rewards'];
export const LANGS = ['en', 'pt', 'de'];
export const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 760, height: 820 },
];
const LEVELS = ['easy', 'medium', 'hard'];

/** The log's length in the autosave (-1 when there is none). @param {import('@playwright/test').Page} page */
export async function logLength(page) {
  return (await savedGame(page))?.state.log.length ?? -1;
}

/**
 * Clicks the element as a person taps what they see: scrolled into view, with the mouse
 * at its middle when it is on top there (on the board, wherever another tap box lies over
 * it; a message over it is closed first), else by locator (which waits).
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} target
 */
async function press(page, target) {
  // a person scrolls to a button below the fold first (on a phone, the panel's under the board)
  await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
  const spot = () =>
    target.evaluate((node) => {
      const r = node.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
      const top = document.elementFromPoint(x, y);
      // a message the page showed lies over it for a while: a person closes it first
      if (top?.closest('#message') && !node.closest('#message')) return 'message';
      // a pawn's tap box under another's (pawns on one square): the tap lands where the
      // pawn is drawn, and the page works out which was meant
      const board = node.closest('#hits') && top?.closest('#hits');
      return top && (top === node || node.contains(top) || board) ? { x, y } : null;
    });
  let at = await spot();
  if (at === 'message') {
    await page.locator('#message-close').click();
    await expect(page.locator('#message')).toBeHidden();
    at = await spot();
  }
  if (at && at !== 'message') await page.mouse.click(at.x, at.y);
  else await target.click({ timeout: 10_000 });
}

/** The share of links on six arms (`JOURNEY_SIX_ARMS`, 0.2). */
const SIX_ARMS = Number(process.env.JOURNEY_SIX_ARMS ?? 0.2);

/**
 * A page address that starts a game (as a link or an embed gives it): a random preset,
 * 2–4 seats with at least one person, a seed, fastest computers; now and then on six arms
 * (RULINGS.md "Six arms and teams"), with up to 6 seats, and in teams when 4 or 6 play.
 * The six arms are chosen last, so that a step's other choices stay those its seed made
 * before they were added.
 * @param {Dice} dice
 * @param {string} lang
 * @param {Record<string, string>} [more] other parameters
 */
function gameLink(dice, lang, more = {}) {
  const n = 2 + dice.int(3);
  const seats = Array.from({ length: n }, (_, i) => (i === 0 || dice.chance(0.25) ? 'person' : dice.pick(LEVELS)));
  const p = new URLSearchParams({ preset: dice.pick(PRESETS), seats: seats.join(','), seed: String(dice.int(1000)), speed: 'instant', lang, ...more });
  if (dice.chance(SIX_ARMS)) {
    while (seats.length < 6 && dice.chance(0.5)) seats.push(dice.pick(LEVELS));
    p.set('seats', seats.join(','));
    p.set('arms', '6');
    if ((seats.length === 4 || seats.length === 6) && dice.chance(0.6)) p.set('teams', 'true');
  }
  return `/?${p}`;
}

/** @type {Action[]} */
export const ACTIONS = [
  {
    name: 'quick play',
    weight: 2,
    offered: (l) => l.offered.includes('quickPlay'),
    async run({ page }, dice) {
      const preset = dice.pick(PRESETS);
      await page.locator(`#presets [data-preset="${preset}"]`).click();
      await page.locator('#quick-play').click();
      return preset;
    },
  },
  {
    name: 'start from the form',
    weight: 2,
    offered: (l) => l.offered.includes('start'),
    async run({ page }, dice) {
      const preset = dice.pick(PRESETS);
      await page.locator(`#presets [data-preset="${preset}"]`).click();
      const n = 2 + dice.int(3);
      for (let k = 0; k < 3 && (await page.locator('#seats .seat').count()) < n; k++) await page.locator('#seat-add').click();
      for (let k = 0; k < 3 && (await page.locator('#seats .seat').count()) > n; k++) await page.locator('#seat-remove').click();
      const kinds = [];
      for (let i = 0; i < n; i++) {
        const kind = i === 0 || dice.chance(0.25) ? 'person' : dice.pick(LEVELS);
        kinds.push(kind);
        await page.locator(`#seats select[data-seat="${i}"]`).selectOption(kind);
      }
      // a seed, so that the step plays the same dice when the journey is replayed
      const seed = String(dice.int(1000));
      const rules = page.locator('#house-rules');
      if (!(await rules.evaluate((d) => /** @type {HTMLDetailsElement} */ (d).open))) await rules.locator('summary').click();
      await page.locator('#seed').fill(seed);
      await page.locator('#start').click();
      return `${preset}, ${kinds.join(',')}, seed ${seed}`;
    },
  },
  {
    name: 'open a link to a game',
    weight: 1,
    offered: () => true,
    async run(j, dice) {
      const url = gameLink(dice, j.lang);
      await j.page.goto(url);
      j.embedded = false;
      return url;
    },
  },
  {
    name: 'embed',
    weight: 1,
    offered: () => true,
    async run(j, dice) {
      const more = dice.pick([{ header: 'false' }, { langPicker: 'false' }, { theme: 'dark', accent: 'c2185b' }, {}]);
      const url = gameLink(dice, j.lang, more);
      // the README's frame
      await j.page.setViewportSize({ width: 760, height: 820 });
      await j.page.goto(url);
      j.embedded = true;
      return url;
    },
  },
  {
    name: 'roll',
    weight: 8,
    offered: (l) => l.offered.includes('roll'),
    async run({ page }, dice) {
      const before = await logLength(page);
      const over = (await savedGame(page))?.state.phase === 'over';
      if (!over && dice.chance(0.3)) await page.keyboard.press('r');
      else await press(page, page.locator('#roll'));
      // a roll is logged at once (the results button of a game over logs nothing)
      if (!over) await expect.poll(() => logLength(page), { message: 'the roll offered was logged' }).toBeGreaterThan(before);
      return over ? 'results' : '';
    },
  },
  {
    name: 'move',
    weight: 8,
    offered: (l) => l.offered.includes('pawn'),
    async run({ page }, dice) {
      const pawns = page.locator('.hit.pawn');
      const n = await pawns.count();
      if (dice.chance(0.3)) {
        // the keyboard: the arrow to one of the moves, Enter plays it
        const k = 1 + dice.int(3);
        for (let i = 0; i < k; i++) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        return `keys: ${k}× →, Enter`;
      }
      const i = dice.int(n);
      await press(page, pawns.nth(i));
      return `pawn ${i + 1} of ${n}`;
    },
  },
  ...[
    ['pick a pawn', 'pick', 'choice'],
    ['choose a square', 'target', 'square'],
  ].map(([name, control, what]) => /** @type {Action} */ ({
    name,
    weight: 8,
    offered: (l) => l.offered.includes(control),
    async run({ page }, dice) {
      // the menu of a tap between two pawns, or the squares of a pawn with several moves
      const choices = page.locator(CONTROLS[/** @type {'pick' | 'target'} */ (control)]);
      const i = dice.int(await choices.count());
      await press(page, choices.nth(i));
      return `${what} ${i + 1}`;
    },
  })),
  {
    name: 'undo',
    weight: 2,
    offered: (l) => l.offered.includes('undo'),
    async run({ page }, dice, l) {
      const before = await logLength(page);
      if (dice.chance(0.3)) await page.keyboard.press('u');
      else await press(page, page.locator('#undo'));
      if (l.undoMarked) {
        // marked unusable: it says why, and takes nothing back
        await expect(page.locator('#message-text'), 'an Undo marked unusable says why').toBeVisible();
        expect(await logLength(page), 'an Undo marked unusable changes nothing').toBe(before);
        return 'marked unusable';
      }
      await expect.poll(() => logLength(page), { message: 'the Undo offered took a move back' }).toBeLessThan(before);
      return '';
    },
  },
  {
    name: 'hint',
    weight: 2,
    offered: (l) => l.offered.includes('hint'),
    async run({ page }, dice) {
      if (dice.chance(0.5)) await page.keyboard.press('h');
      else await press(page, page.locator('#hint'));
      await expect(page.locator('#hints'), 'the hints asked for are shown').toBeVisible();
    },
  },
  {
    name: 'switch language',
    weight: 2,
    offered: (l) => l.offered.includes('lang'),
    async run(j, dice, l) {
      const lang = dice.pick(LANGS.filter((x) => x !== l.langChosen));
      await j.page.locator('#lang').selectOption(lang);
      j.lang = lang;
      return lang;
    },
  },
  {
    name: 'save to a file',
    weight: 1,
    offered: (l) => l.offered.includes('save'),
    async run(j) {
      const [download] = await Promise.all([j.page.waitForEvent('download'), press(j.page, j.page.locator('#export'))]);
      const file = JSON.parse(await readFile(await download.path(), 'utf8'));
      j.files.push(file);
      const saved = await savedGame(j.page);
      expect(file.log.length, 'the file holds the game on the board').toBe(saved?.state.log.length);
      return `${file.preset}, ${file.log.length} log entries`;
    },
  },
  {
    name: 'open a file',
    weight: 2,
    offered: (l) => l.offered.includes('open') || l.offered.includes('openSetup'),
    async run(j, dice) {
      // a file saved before, or a game a few steps before its end
      let file;
      if (j.files.length && dice.chance(0.4)) file = dice.pick(j.files);
      else file = await nearEnd(gameLink(dice, 'en'), 1 + dice.int(6));
      // the chooser is opened by the page's own button; the file is given to it
      const [chooser] = await Promise.all([j.page.waitForEvent('filechooser'), j.page.locator('#play:not([hidden]) #import, #setup:not([hidden]) #import-setup').first().click()]);
      await chooser.setFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
      // its seed, rules and log so far (the computers may have played on since): a log
      // of one entry ("side 0's turn") is also the start of the game it replaces
      const opened = async () => {
        const st = (await savedGame(j.page))?.state;
        return st && { seed: st.seed, rules: st.rules, log: st.log.slice(0, file.log.length) };
      };
      await expect.poll(opened, { message: 'the file opened is the game on the board' }).toEqual({ seed: file.seed, rules: file.rules, log: file.log });
      return `${file.preset}, ${file.log.length} log entries`;
    },
  },
  {
    name: 'watch a saved game',
    weight: 1,
    offered: (l) => l.offered.includes('watchFile'),
    async run(j, dice) {
      const file = j.files.length && dice.chance(0.5) ? dice.pick(j.files) : await nearEnd(gameLink(dice, 'en'), 1 + dice.int(20));
      const [chooser] = await Promise.all([j.page.waitForEvent('filechooser'), j.page.locator('#watch-file').click()]);
      await chooser.setFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
      await expect(j.page.locator('#replay-bar')).toBeVisible();
    },
  },
  {
    name: 'reload',
    weight: 2,
    offered: () => true,
    async run({ page }) {
      await page.reload();
    },
  },
  {
    name: 'resize',
    weight: 2,
    offered: () => true,
    async run({ page }, dice) {
      const now = page.viewportSize();
      const size = dice.pick(SIZES.filter((s) => s.width !== now?.width));
      await page.setViewportSize(size);
      return `${size.width}×${size.height}`;
    },
  },
  ...[
    ['new game', 'newGame', 2],
    ['back to the game', 'setupCancel', 1],
    ['open the rules', 'rules', 1],
    ['close the rules', 'rulesClose', 3],
    ['close the message', 'messageClose', 1],
    ['watch the replay', 'resultsReplay', 3],
    ['analyse', 'resultsAnalyse', 3],
    ['show the board', 'resultsBoard', 2],
    ['play again', 'resultsAgain', 2],
    ['new game from the results', 'resultsNew', 2],
    ['finish now', 'finishNow', 2],
    ['leave the finish', 'finishLeave', 1],
    ['replay: step forward', 'replayForward', 3],
    ['replay: step back', 'replayBack', 2],
    ['replay: to the end', 'replayEnd', 2],
    ['replay: to the start', 'replayStart', 1],
    ['replay: close', 'replayClose', 2],
    ['replay: analyse', 'replayAnalyse', 2],
    ['analysis: next mistake', 'nextMistake', 2],
    ['analysis: previous mistake', 'prevMistake', 1],
  ].map(([name, control, weight]) => /** @type {Action} */ ({
    name: String(name),
    weight: Number(weight),
    offered: (l) => l.offered.includes(String(control)),
    async run({ page }) {
      const target = page.locator(CONTROLS[/** @type {keyof typeof CONTROLS} */ (control)]).filter({ visible: true }).first();
      // a message not kept hides itself after a while: it may go before the press lands
      const went = async () => control === 'messageClose' && !(await page.locator('#message').isVisible());
      if (await went()) return 'gone by itself';
      try {
        await press(page, target);
      } catch (e) {
        if (await went()) return 'gone by itself';
        throw e;
      }
      // the sheet, the replay and the analysis come with their modules: the person sees
      // them open before doing anything else
      if (control === 'rules') await expect(page.locator('#rules-sheet')).toBeVisible();
      if (control === 'resultsReplay') await expect(page.locator('#replay-bar')).toBeVisible();
      if (control === 'resultsAnalyse' || control === 'replayAnalyse') await expect(page.locator('#analysis')).toBeVisible();
    },
  })),
];

/** The action of a name. @param {string} name */
export const actionNamed = (name) => ACTIONS.find((a) => a.name === name);
