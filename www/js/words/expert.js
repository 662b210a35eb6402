// Why an expert seat plays as Hard for now, in English, Portuguese and German: what went
// wrong loading the expert, or why it cannot play here. Loaded only when it is said, so
// the first load does not carry these words (the level's name is in the page's tables).
// No DOM here.
import { fill } from './i18n.js';

/** @typedef {import('../worker/expert.js').ExpertFailure} ExpertFailure */

/** @type {Record<string, Record<string, string>>} */
export const words = {
  en: {
    failed: 'The expert could not load ({why}); it plays as Hard for now.',
    why_offline: 'no connection, and it was not kept in this browser yet',
    why_network: 'its files could not be fetched',
    why_http: 'the server answered with error {status}',
    why_damaged: 'damaged weights file',
    why_foreign: 'its weights file is for another version of the game',
    why_module: 'it would not start in this browser',
    why_worker: 'this browser cannot run it in the background',
    rules: 'The expert knows only rules close to one of the five rule sets: in this game it plays as Hard.',
    six: 'The expert has not learnt six arms or teams yet: in this game it plays as Hard.',
    singleFile: 'The expert needs the full page, not the single file: in this file it plays as Hard.',
  },
  pt: {
    failed: 'O especialista não pôde ser carregado ({why}); por enquanto joga como o nível difícil.',
    why_offline: 'sem internet, e ele ainda não foi guardado neste navegador',
    why_network: 'os arquivos dele não puderam ser baixados',
    why_http: 'o servidor respondeu com o erro {status}',
    why_damaged: 'arquivo de pesos danificado',
    why_foreign: 'o arquivo de pesos é de outra versão do jogo',
    why_module: 'ele não inicia neste navegador',
    why_worker: 'este navegador não consegue executá-lo em segundo plano',
    rules: 'O especialista só conhece regras próximas de uma das cinco variantes: nesta partida joga como o nível difícil.',
    six: 'O especialista ainda não aprendeu seis braços nem equipes: nesta partida joga como o nível difícil.',
    singleFile: 'O especialista precisa da página completa, não do arquivo único: neste arquivo joga como o nível difícil.',
  },
  de: {
    failed: 'Der Experte konnte nicht geladen werden ({why}); er spielt vorerst wie die Stufe „schwer“.',
    why_offline: 'kein Netz, und er ist in diesem Browser noch nicht gespeichert',
    why_network: 'seine Dateien ließen sich nicht abrufen',
    why_http: 'der Server antwortete mit Fehler {status}',
    why_damaged: 'beschädigte Gewichtsdatei',
    why_foreign: 'seine Gewichtsdatei gehört zu einer anderen Version des Spiels',
    why_module: 'er startet in diesem Browser nicht',
    why_worker: 'dieser Browser kann ihn nicht im Hintergrund ausführen',
    rules: 'Der Experte kennt nur Regeln nahe an einer der fünf Varianten: in diesem Spiel spielt er wie die Stufe „schwer“.',
    six: 'Der Experte kennt sechs Arme und Teams noch nicht: in diesem Spiel spielt er wie die Stufe „schwer“.',
    singleFile: 'Der Experte braucht die vollständige Seite, nicht die Einzeldatei: in dieser Datei spielt er wie die Stufe „schwer“.',
  },
};

/**
 * A text of the table in a language (English when it has none), its {holes} filled.
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
function say(lang, key, params = {}) {
  return fill(words[lang]?.[key] ?? words.en[key], params);
}

/**
 * Why an expert seat plays as Hard, in a language of the page.
 * @param {ExpertFailure} failure
 * @param {string} lang
 */
export function expertText(failure, lang) {
  const { reason, status } = failure;
  if (reason === 'singleFile' || reason === 'rules' || reason === 'six') return say(lang, reason);
  const why = `why_${reason}` in words.en ? `why_${reason}` : 'why_module';
  return say(lang, 'failed', { why: say(lang, why, { status: status ?? '' }) });
}
