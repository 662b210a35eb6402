// The page's words in English, Portuguese and German (one file per language under
// lang/). No DOM here.
//
// English is part of the page; the other tables are loaded when their language is first
// chosen (a chunk of their own, fetched with import(): useLang waits for it), so the
// first load carries one language only.
import * as en from './lang/en.js';

/** @typedef {import('../../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../../pkg/ludo.js').SwitchInfo} SwitchInfo */
/** @typedef {import('../../../pkg/ludo.js').PresetInfo} PresetInfo */
/** @typedef {Pick<import('../../../pkg/ludo.js').Geometry, 'places'>} Places what each path position is, as the engine says */

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
 * The key of a sentence's own wording for the one person playing here against computers
 * (whose seat is named `you`: "You", "Você", "Du"), where the table has one: `KEY_you`
 * when `params.name` is that person ("You roll again", "Du darfst noch einmal würfeln"),
 * `KEY_toYou` when `params.next` is; else `key`.
 * @param {Record<string, string>} words
 * @param {string} key
 * @param {Record<string, unknown>} params
 * @param {string | undefined} you
 */
export function youKey(words, key, params, you) {
  if (!you) return key;
  const own = params.name === you ? `${key}_you` : params.next === you ? `${key}_toYou` : null;
  return own && own in words ? own : key;
}

/**
 * The key of a sentence's wording for a count of one, where the table has one: `KEY_one`
 * when `params.n` is 1 ("1 point", "1 schaut zu"); else `key`. The page's three languages
 * say every other count in the plural ("0 points", "0 Punkte", "0 pontos").
 * @param {Record<string, string>} words
 * @param {string} key
 * @param {Record<string, unknown>} params
 */
export function countKey(words, key, params) {
  return params.n === 1 && `${key}_one` in words ? `${key}_one` : key;
}

/**
 * A text with its `{name}` placeholders filled from `params`.
 * @param {string} text
 * @param {Record<string, unknown>} params
 */
export function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (_, /** @type {string} */ k) => (k in params ? String(params[k]) : `{${k}}`));
}

/**
 * A text in the current language, with `{name}` placeholders filled from `params` (in
 * the wording for "you" where the sentence is about the one person playing here).
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
export function t(key, params = {}) {
  const words = tables[current].words;
  const own = youKey(words, key, params, words.youName);
  return fill(words[countKey(words, own, params)] ?? en.words[key] ?? key, params);
}

/**
 * The names the page gives a seat no name was typed for, in each language (the tables'
 * `youName` and `playerN`, here for every language at once: a saved game's names may be
 * in a language whose table is not loaded); English is also the engine's.
 */
export const SEAT_NAMES = {
  en: { you: 'You', player: 'Player {n}' },
  pt: { you: 'Você', player: 'Jogador {n}' },
  de: { you: 'Du', player: 'Spieler {n}' },
};

/**
 * A seat's name in the language in use: a name the page gave it ("You", "Player 2", in
 * any of its languages) is said in this one ("Du", "Spieler 2"); a typed name stays.
 * @param {string} name
 * @param {number} seat
 */
export function seatName(name, seat) {
  for (const given of Object.values(SEAT_NAMES)) {
    if (name === given.you) return t('youName');
    if (name === fill(given.player, { n: seat + 1 })) return t('playerN', { n: seat + 1 });
  }
  return name;
}

/**
 * Says the names the page gave in the language in use (`seatName`), in place; whether one
 * changed.
 * @param {{ name: string }[]} seats
 */
export function renameSeats(seats) {
  let changed = false;
  seats.forEach((s, i) => {
    const name = seatName(s.name, i);
    if (name !== s.name) {
      s.name = name;
      changed = true;
    }
  });
  return changed;
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
    // the page's own line where it has one (in English too: the rewards card says what its squares do)
    about: has(`presetAbout_${p.name}`) ? t(`presetAbout_${p.name}`) : p.about,
  };
}

/**
 * A path position in words: base, home, or a square number, as the engine says what the
 * position is (the geometry's `places`).
 * @param {number} pos
 * @param {Places} geo the board's geometry
 */
export function posText(pos, geo) {
  const place = geo.places[pos];
  if (place === 'base') return t('posBase');
  if (place === 'home') return t('posHome');
  return t('posSquare', { n: pos });
}

/**
 * A legal move in words, for the keyboard cursor and the hints.
 * @param {LegalMove} m
 * @param {Places} geo the board's geometry
 * @param {boolean} [withDie]
 */
export function moveText(m, geo, withDie = false) {
  let text;
  if (m.kind === 'enter') text = t('moveEnter', { pawn: m.pawn });
  else if (m.kind === 'tower') {
    text = t('moveTower', { pawn: m.pawn, with: m.with, from: posText(m.from, geo), to: posText(m.to, geo) });
  } else text = t('moveGo', { pawn: m.pawn, from: posText(m.from, geo), to: posText(m.to, geo) });
  if (withDie) text += ` (${t('withDie', { die: m.die })})`;
  if (m.captures && m.captures.length) text += `, ${t('capturesPawns', { pawns: m.captures.join(', ') })}`;
  return text;
}
