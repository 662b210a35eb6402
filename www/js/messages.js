// What the page says when something cannot be done, in the player's language: a URL
// parameter it cannot use (naming the parameter and what it accepts), and the engine's
// refusals (a new game, a file, the autosave), which are English and name the engine's
// fields. The engine's own words go to the console for developers, never to the player.
// No DOM here.
import { t, lang, has } from './i18n.js';
import { messageOf } from './dom.js';

/** @typedef {import('./config.js').BadParam} BadParam */
/** @typedef {'start' | 'file' | 'resume' | 'game'} Refused */
/** @typedef {string | (() => string)} Say a text, or what gives it in the language of the moment */

/**
 * Words joined as a list in the page's language: "a, b or c" (`or`), "a, b and c" (`and`).
 * @param {readonly unknown[]} items
 * @param {'or' | 'and'} [joiner]
 */
export function listText(items, joiner = 'or') {
  const words = items.map(String);
  try {
    return new Intl.ListFormat(lang(), { type: joiner === 'or' ? 'disjunction' : 'conjunction' }).format(words);
  } catch {
    return words.join(', ');
  }
}

/**
 * A URL parameter the page cannot use, in a sentence: which one, and what it accepts.
 * @param {BadParam} bad
 */
export function paramText(bad) {
  const values = { ...bad.values };
  if (Array.isArray(values.list)) values.list = listText(values.list);
  if (Array.isArray(values.levels)) values.levels = listText(['person', ...values.levels]);
  const value = bad.value.length > 24 ? `${bad.value.slice(0, 23)}…` : bad.value;
  return t('badParam', { name: bad.name, value, accepts: t(bad.accepts, values) });
}

/**
 * The switch titles an engine message names (`rules: stacking and towers cannot…`).
 * @param {string} names
 */
const ruleTitles = (names) =>
  listText(
    names.split(/ and |, /).map((n) => (has(`switch_${n}`) ? t(`switch_${n}`) : n)),
    'and',
  );

/**
 * Why the engine would not start a game with the options given, in the player's words.
 * @param {string} m the engine's message
 */
function startText(m) {
  const combined = /rules: (.+) cannot be combined/.exec(m);
  if (combined) return t('errCombine', { rules: ruleTitles(combined[1]) });
  if (/rules\.enterOn: at least one/.test(m)) return t('errEnterOn');
  const rule = /rules\.(\w+)/.exec(m);
  if (rule) return t('errRule', { rule: ruleTitles(rule[1]) });
  const name = /seats\[(\d+)\]\.name/.exec(m);
  if (name) return t('errName', { n: Number(name[1]) + 1, max: 40 });
  if (/seats/.test(m)) return t('errSeats');
  if (/seed/.test(m)) return t('errSeed');
  return t('errStartOther');
}

/**
 * Why a saved game (a file) cannot be opened, in the player's words.
 * @param {string} m the engine's message
 */
function fileText(m) {
  if (/state\.version: this game reads/.test(m)) return t('errSaveVersion');
  if (/state\.log/.test(m)) return t('errSaveLog');
  return t('errBadSave');
}

/**
 * An engine refusal as the player reads it, in the language of the moment it is shown
 * (a message on screen follows a change of language); the engine's message goes to the
 * console, once.
 * `start`: a new game's options; `file`: a saved game from a file; `resume`: the
 * autosave; `game`: anything else during a game.
 * @param {Refused} kind
 * @param {unknown} error
 * @returns {() => string}
 */
export function refusal(kind, error) {
  const m = messageOf(error);
  console.warn(`Ludo engine: ${m}`);
  if (kind === 'start') return () => t('errStart', { reason: startText(m) });
  if (kind === 'file') return () => fileText(m);
  if (kind === 'resume') return () => t('errResume');
  return () => t('errGame');
}
