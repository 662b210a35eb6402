// The English the page must not show in another language: the fixed parts of each English
// text (split at its {placeholders}) that differ from the chosen language's text of the
// same key, kept when they are a phrase (two words or more, eight letters or more), so a
// name or a word both languages share ("Ludo", "Mensch") is never taken for a leak.
import { words as en } from '../../www/js/words/lang/en.js';
import { words as pt } from '../../www/js/words/lang/pt.js';
import { words as de } from '../../www/js/words/lang/de.js';
import { words as analysis } from '../../www/js/words/analysis.js';
import { words as expert } from '../../www/js/words/expert.js';
import { words as online } from '../../www/js/words/online.js';
import { words as six } from '../../www/js/words/six.js';

/** Each language's tables, page words first, then the words loaded with a screen. */
const TABLES = {
  en: [en, analysis.en, expert.en, online.en, six.en],
  pt: [pt, analysis.pt, expert.pt, online.pt, six.pt],
  de: [de, analysis.de, expert.de, online.de, six.de],
};

/**
 * The English phrases that must not be seen in `lang`.
 * @param {'pt' | 'de'} lang
 * @returns {string[]}
 */
export function englishPhrases(lang) {
  const theirs = TABLES[lang];
  // every text of the language: a phrase it uses too is no leak
  const all = theirs.flatMap((table) => Object.values(table)).join('\n');
  const found = new Set();
  TABLES.en.forEach((table, i) => {
    for (const [key, text] of Object.entries(table)) {
      if (theirs[i][key] === text) continue;
      for (const part of text.split(/\{[^}]*\}/)) {
        const phrase = part.replace(/^[\s.,:;!?()…—–-]+|[\s.,:;!?()…—–-]+$/g, '');
        if (phrase.split(/\s+/).length >= 2 && phrase.length >= 8 && !all.includes(phrase)) found.add(phrase);
      }
    }
  });
  return [...found];
}

/**
 * The names the page gives seats no name was typed for, in each language: in `lang`,
 * the other languages' must not be shown.
 */
export const GIVEN_NAMES = {
  en: { you: en.youName, player: en.playerN },
  pt: { you: pt.youName, player: pt.playerN },
  de: { you: de.youName, player: de.playerN },
};

/** The page's words in each language (for the prompt and the turn line). */
export const WORDS = { en, pt, de };

/** The words of six arms and teams in each language (a partner in the turn line). */
export const SIX_WORDS = six;
