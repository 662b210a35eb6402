// What must hold after every step of a journey, whatever was done: each check returns the
// promises broken, as sentences (empty when all hold).
import { loadGameFor } from '../unit/engine.mjs';
import { savedGame } from '../helpers.mjs';
import { englishPhrases, GIVEN_NAMES, WORDS, SIX_WORDS } from './words.mjs';

/** @typedef {import('./look.mjs').Look} Look */
/** @typedef {import('./actions.mjs').Journey} Journey */

const ENGLISH = { pt: englishPhrases('pt'), de: englishPhrases('de') };

/** `text` with its {placeholders} filled. @param {string} text @param {Record<string, unknown>} params */
const fill = (text, params) => text.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));

/**
 * A sentence of the page's words in `lang`, as the page says it: in the wording for the
 * one person playing here when `name` is theirs ("Your turn").
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, unknown>} params
 */
function say(lang, key, params) {
  const words = WORDS[/** @type {'en'} */ (lang)] ?? WORDS.en;
  const own = params.name === words.youName && `${key}_you` in words ? `${key}_you` : key;
  return fill(words[own] ?? WORDS.en[own], params);
}

/** A seat's name as the page shows it in `lang`: a name it gave, in that language. */
function shownName(/** @type {string} */ name, /** @type {number} */ seat, /** @type {string} */ lang) {
  const own = GIVEN_NAMES[/** @type {'en'} */ (lang)] ?? GIVEN_NAMES.en;
  for (const given of Object.values(GIVEN_NAMES)) {
    if (name === given.you) return own.you;
    if (name === fill(given.player, { n: seat + 1 })) return fill(own.player, { n: seat + 1 });
  }
  return name;
}

/**
 * Each phrase with the element that shows it ("No legal move" in p#moment), for the report.
 * @param {import('@playwright/test').Page} page
 * @param {string[]} phrases
 */
function holders(page, phrases) {
  return page.evaluate((list) => {
    const name = (/** @type {Element} */ n) => `${n.localName}${n.id ? `#${n.id}` : ''}${n.classList.length ? `.${[...n.classList].join('.')}` : ''}`;
    return list.map((phrase) => {
      // the innermost element whose text shows the phrase
      const all = [...document.body.querySelectorAll('*')].filter((n) => n instanceof HTMLElement && n.innerText?.includes(phrase));
      const inner = all.filter((n) => !all.some((m) => m !== n && n.contains(m)));
      return `"${phrase}" (${inner.map(name).join(' ') || 'body'})`;
    });
  }, phrases);
}

/**
 * The language's promises: the page is in the language chosen, and shows no English
 * phrase when that is Portuguese or German, nor a name the page gave in another language.
 * @param {import('@playwright/test').Page} page
 * @param {Look} l
 * @param {Journey} j
 */
export async function language(page, l, j) {
  const broken = [];
  if (l.lang !== j.lang) broken.push(`the page is in "${l.lang}", the language chosen is "${j.lang}"`);
  if (l.lang === 'pt' || l.lang === 'de') {
    const seen = ENGLISH[l.lang].filter((phrase) => l.text.includes(phrase));
    if (seen.length) broken.push(`English on the page in "${l.lang}": ${(await holders(page, seen)).join(', ')}`);
  }
  for (const [lang, given] of Object.entries(GIVEN_NAMES)) {
    if (lang === l.lang) continue;
    const stale = l.names.filter((n, i) => n === given.you || n === fill(given.player, { n: i + 1 }));
    if (stale.length) broken.push(`a name the page gave is in "${lang}" on the page in "${l.lang}": ${stale.join(', ')}`);
  }
  return broken;
}

/**
 * " · with Cy": in teams, the partners of the seat on turn as the turn line names them
 * (the engine's `partners` in the game's view); '' without teams.
 * @param {any} st the saved game's state
 * @param {number[][] | undefined} partners each team's seats
 * @param {string} lang
 */
function partnersOf(st, partners, lang) {
  const others = (partners?.find((team) => team.includes(st.seatOnTurn)) ?? []).filter((s) => s !== st.seatOnTurn);
  if (!others.length) return '';
  const words = SIX_WORDS[lang] ?? SIX_WORDS.en;
  return ` · ${fill(words.withPartner, { name: others.map((s) => shownName(st.seats[s].name, s, lang)).join(' & ') })}`;
}

/**
 * The game's promises: the game the page shows is the one it saved (the engine loads the
 * save, in the module that plays its rules), the turn line names whom the game waits for
 * (and in teams the partners), the prompt says what to do, and Roll or a move are offered
 * only when the game waits for a person to roll or move.
 * @param {import('@playwright/test').Page} page
 * @param {Look} l
 */
export async function game(page, l) {
  if (l.replay || l.analysis || !['play', 'results'].includes(l.screen)) return [];
  const saved = await savedGame(page);
  if (!saved) return [`the ${l.screen} screen is shown with no game saved`];
  const st = saved.state;
  const broken = [];
  /** @type {number[][] | undefined} */
  let partners;
  try {
    // in the module the page plays these rules with: its first, or for six arms and
    // teams the one that has them
    const loaded = (await loadGameFor(st.rules)).fromState(st);
    partners = /** @type {any} */ (loaded.view()).partners;
    loaded.free();
  } catch (e) {
    broken.push(`the engine refuses the page's save: ${/** @type {Error} */ (e).message}`);
  }
  const over = st.phase === 'over';
  if (l.screen === 'results' && !over) broken.push(`the results are shown, the saved game is in phase "${st.phase}"`);
  if (l.screen !== 'play') return broken;
  const seat = st.seats[st.seatOnTurn];
  const name = shownName(seat.name, st.seatOnTurn, l.lang);
  const words = WORDS[/** @type {'en'} */ (l.lang)] ?? WORDS.en;
  const turn = over ? say(l.lang, 'promptOver', {}) : say(l.lang, 'turnOf', { name }) + (seat.computer ? ` (${say(l.lang, 'computer', {})})` : '') + partnersOf(st, partners, l.lang);
  if (l.turnText !== turn) broken.push(`the turn line says "${l.turnText}", the saved game waits for "${turn}" (seat ${st.seatOnTurn}, phase ${st.phase})`);
  const roll = l.offered.includes('roll');
  if (roll && !over && (st.phase !== 'roll' || seat.computer)) broken.push(`Roll is offered, the saved game is in phase "${st.phase}" of ${seat.computer ? 'a computer' : 'a person'}`);
  if (roll && over && l.rollText !== words.results) broken.push(`the game is over and the Roll button says "${l.rollText}"`);
  if (roll && !over && l.prompt !== say(l.lang, 'promptRoll', { name })) broken.push(`Roll is offered and the prompt says "${l.prompt}"`);
  const move = l.offered.includes('pawn');
  if (move && (st.phase !== 'move' || seat.computer)) broken.push(`a move is offered, the saved game is in phase "${st.phase}" of ${seat.computer ? 'a computer' : 'a person'}`);
  if (!over && !seat.computer && st.phase === 'roll' && !roll && !l.dialog && !l.offered.includes('finishNow')) broken.push(`the saved game waits for ${name} to roll and Roll is not offered`);
  return broken;
}

/**
 * The screen's promises: on a phone the board is in view while a game is on (checked
 * after the steps that do not scroll the page themselves), and in the README's embed at
 * 760×820 the board and the Roll button are in the frame.
 * @param {Look} l
 * @param {{ boardInView: boolean }} step
 */
export function screen(l, step) {
  const broken = [];
  const playing = l.screen === 'play' && !l.dialog && l.board;
  if (playing && l.board && step.boardInView && l.viewport.width < 500) {
    const seen = Math.min(l.board.bottom, l.viewport.height) - Math.max(l.board.top, 0);
    if (seen < l.board.height / 2) broken.push(`on a phone, ${Math.max(0, Math.round(seen))} of the board's ${Math.round(l.board.height)} px are in view`);
  }
  return broken;
}
