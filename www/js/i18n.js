// The page's words in English, Portuguese and German (one file per language under
// lang/), and the log in each language. The English log reads exactly like the engine's
// logLines() (the rule texts' words). No DOM here.
//
// English is part of the page; the other tables are loaded when their language is first
// chosen (a chunk of their own, fetched with import(): useLang waits for it), so the
// first load carries one language only.
import * as en from './lang/en.js';

/** @typedef {import('../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../pkg/ludo.js').SwitchInfo} SwitchInfo */
/** @typedef {import('../../pkg/ludo.js').PresetInfo} PresetInfo */
/** @typedef {Pick<import('../../pkg/ludo.js').Table, 'seats' | 'sides'>} Players */

/** @typedef {{ words: Record<string, string>, about?: Record<string, string> }} Table */

/** @type {Record<string, Table>} the tables loaded so far */
const tables = { en };

/** @type {Record<string, () => Promise<Table>>} */
const loaders = {
  pt: () => import('./lang/pt.js'),
  de: () => import('./lang/de.js'),
};

/** The languages the page speaks. */
export const LANGS = ['en', ...Object.keys(loaders)];

let current = 'en';

/**
 * Picks the page language from a list such as navigator.languages ('pt-BR' → 'pt').
 * @param {readonly string[] | null | undefined} preferred
 */
export function pickLang(preferred) {
  for (const tag of preferred || []) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

/**
 * Loads a language's table (once); false if it could not be fetched.
 * @param {string} code
 */
export async function loadLang(code) {
  if (tables[code]) return true;
  const load = loaders[code];
  if (!load) return false;
  try {
    tables[code] = await load();
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the language used by t(): one whose table is loaded (loadLang), else English.
 * @param {string | null | undefined} code
 */
export function setLang(code) {
  current = code && tables[code] ? code : 'en';
}

/**
 * Loads a language if needed and uses it; returns the language in use (English when the
 * code is unknown or its table could not be fetched).
 * @param {string | null | undefined} code
 */
export async function useLang(code) {
  if (code) await loadLang(code);
  setLang(code);
  return current;
}

/** The language in use. */
export function lang() {
  return current;
}

/**
 * A text in the current language, with `{name}` placeholders filled from `params`.
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
export function t(key, params = {}) {
  const text = tables[current].words[key] ?? en.words[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, /** @type {string} */ k) => (k in params ? String(params[k]) : `{${k}}`));
}

/**
 * Whether a text exists (so unknown engine codes fall back to the engine's English).
 * @param {string} key
 */
export function has(key) {
  return key in en.words;
}

/**
 * A switch's short title.
 * @param {SwitchInfo} sw
 */
export function switchTitle(sw) {
  return has(`switch_${sw.name}`) ? t(`switch_${sw.name}`) : sw.name;
}

/**
 * A switch's one-line explanation: the engine's English, or its translation.
 * @param {SwitchInfo} sw
 */
export function switchAbout(sw) {
  return (current !== 'en' && tables[current].about?.[sw.name]) || sw.about;
}

/**
 * A preset's name and one-line description.
 * @param {PresetInfo} p
 */
export function presetText(p) {
  return {
    name: has(`preset_${p.name}`) ? t(`preset_${p.name}`) : p.name,
    about: current !== 'en' && has(`presetAbout_${p.name}`) ? t(`presetAbout_${p.name}`) : p.about,
  };
}

/**
 * The name of the player of a side in a log line: the seat's name, or "Neutral".
 * @param {Players} state
 * @param {number} side
 */
function sideName(state, side) {
  const seat = state.sides[side]?.seat;
  return seat === null || seat === undefined ? t('neutral') : state.seats[seat].name;
}

/**
 * The lines one log entry gives, in the current language (none for an extra roll).
 * @param {LogEntry} e
 * @param {Players} state
 * @returns {string[]}
 */
export function eventLines(e, state) {
  switch (e.type) {
    case 'rollOff':
      return [t('log_rollOff', { name: state.seats[e.seat].name, die: e.die })];
    case 'turn':
      return [t('log_round', { round: e.round }), t('log_turn', { name: sideName(state, e.side) })];
    case 'skipTurn':
      return [t('log_skipTurn', { name: sideName(state, e.side) })];
    case 'roll':
      return [t('log_roll', { die: e.die })];
    case 'noMove':
      return [t('log_noMove')];
    case 'foul':
      return [t('log_foul')];
    case 'move':
      if (e.kind === 'enter') return [t('log_enter', { pawn: e.pawn })];
      return [t(e.kind === 'tower' ? 'log_tower' : 'log_move', { pawn: e.pawn, from: e.from, to: e.to })];
    case 'capture':
      return [t('log_capture', { pawn: e.pawn })];
    case 'forfeit':
      return [t('log_forfeit', { pawn: e.pawn })];
    case 'special':
      return [t(`special_${e.effect}`)];
    case 'extraRoll':
      return [];
    case 'finish':
      return [t('log_finish', { name: state.seats[e.seat].name, place: e.place })];
    case 'stalemate':
      return [t('log_stalemate')];
    case 'over':
      return [t('log_over')];
    default:
      return [];
  }
}

/**
 * Log entries as lines in the current language.
 * @param {LogEntry[]} events
 * @param {Players} state
 */
export function logLines(events, state) {
  return events.flatMap((e) => eventLines(e, state));
}

/**
 * A path position in words: base, home, or a square number.
 * @param {number} pos
 * @param {number} goal
 */
export function posText(pos, goal) {
  if (pos === 0) return t('posBase');
  if (pos === goal) return t('posHome');
  return t('posSquare', { n: pos });
}

/**
 * A legal move in words, for the keyboard cursor and the hints.
 * @param {LegalMove} m
 * @param {number} goal
 * @param {boolean} [withDie]
 */
export function moveText(m, goal, withDie = false) {
  let text;
  if (m.kind === 'enter') text = t('moveEnter', { pawn: m.pawn });
  else if (m.kind === 'tower') {
    text = t('moveTower', { pawn: m.pawn, with: m.with, from: posText(m.from, goal), to: posText(m.to, goal) });
  } else text = t('moveGo', { pawn: m.pawn, from: posText(m.from, goal), to: posText(m.to, goal) });
  if (withDie) text += ` (${t('withDie', { die: m.die })})`;
  if (m.captures && m.captures.length) text += `, ${t('capturesPawns', { pawns: m.captures.join(', ') })}`;
  return text;
}
