// What the page says when something cannot be done, in the player's language: a URL
// parameter it cannot use (naming the parameter and what it accepts), and the engine's
// refusals (a new game, a file, the autosave), read by their code and field. The engine's
// own words go to the console for developers, never to the player. No DOM here.
import { t, lang, has } from './i18n.js';
import { messageOf } from '../page/dom.js';

/** @typedef {import('../page/config.js').BadParam} BadParam */
/** @typedef {import('../../../pkg/ludo.js').GameError} GameError */
/** @typedef {import('../../../pkg/ludo.js').Limits} Limits */
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
 * A refusal's code and fields: the engine throws an `Error` with `code` and `field` (and
 * `fields` when several are at fault); anything else has neither.
 * @param {unknown} error
 * @returns {{ code: string, fields: string[] }}
 */
export function refusalOf(error) {
  const e = /** @type {Partial<GameError>} */ (error instanceof Error ? error : {});
  const fields = e.fields ?? (e.field ? [e.field] : []);
  return { code: typeof e.code === 'string' ? e.code : '', fields };
}

/**
 * A switch's title from its field (`rules.towers`, `state.rules.towers`), or its name.
 * @param {string} field
 */
const ruleTitle = (field) => {
  const name = field.slice(field.lastIndexOf('.') + 1);
  return has(`switch_${name}`) ? t(`switch_${name}`) : name;
};

/**
 * Why the engine would not start a game with the options given, in the player's words.
 * @param {{ code: string, fields: string[] }} r
 * @param {number} nameLength the longest name the engine takes
 */
function startText({ code, fields }, nameLength) {
  const field = fields[0] ?? '';
  if (code === 'rules.combine') return t('errCombine', { rules: listText(fields.map(ruleTitle), 'and') });
  if (code === 'rules.value' || code === 'rules.unknown') return t('errRule', { rule: ruleTitle(field) });
  if (code === 'seats.name' && field.startsWith('seats[')) {
    return t('errName', { n: Number.parseInt(field.slice('seats['.length), 10) + 1, max: nameLength });
  }
  if (code.startsWith('seats.') || field.startsWith('seats')) return t('errSeats');
  if (code === 'seed') return t('errSeed');
  return t('errStartOther');
}

/**
 * Why a saved game (a file) cannot be opened, in the player's words.
 * @param {{ code: string, fields: string[] }} r
 */
function fileText({ code, fields }) {
  if (code === 'save.version') return t('errSaveVersion');
  if (code === 'save.log' || fields.some((f) => f.startsWith('state.log'))) return t('errSaveLog');
  return t('errBadSave');
}

/**
 * An engine refusal as the player reads it, in the language of the moment it is shown
 * (a message on screen follows a change of language), from its code and field; the
 * engine's message goes to the console, once.
 * `start`: a new game's options; `file`: a saved game from a file; `resume`: the
 * autosave; `game`: anything else during a game.
 * @param {Refused} kind
 * @param {unknown} error
 * @param {Limits} [limits] the engine's limits (`Game.limits()`), for `start`
 * @returns {() => string}
 */
export function refusal(kind, error, limits) {
  const r = refusalOf(error);
  console.warn(`Ludo engine: ${r.code ? `[${r.code}] ` : ''}${messageOf(error)}`);
  if (kind === 'start') return () => t('errStart', { reason: startText(r, limits?.nameLength ?? 0) });
  if (kind === 'file') return () => fileText(r);
  if (kind === 'resume') return () => t('errResume');
  return () => t('errGame');
}
