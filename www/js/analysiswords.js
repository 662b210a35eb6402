// The analysis's words in English, Portuguese and German, loaded with it (analysis.js),
// so the first load does not carry them (the "Analyse" button's word is in the page's
// tables). No DOM here.
import { fill, t, youKey } from './i18n.js';

/** @type {Record<string, Record<string, string>>} */
export const words = {
  en: {
    anTitle: 'Analysis',
    anRunning: 'Analysing the game… {p} %',
    anStop: 'Stop',
    anStopped: 'The analysis was stopped.',
    anNeedsPage: 'The analysis runs with the expert\'s files: open the game on the full page (not the single file).',
    anFailed: 'The analysis could not load. Try again when online.',
    anSeat: '{name} played at {acc} %:',
    anCounts: 'inaccuracies: {i}, mistakes: {m}, blunders: {b};',
    anLuckGave: 'the dice gave {n} points.',
    anLuckCost: 'the dice cost {n} points.',
    anChart: 'Chance to win, turn by turn',
    anChartInput: 'Turn on the chart (arrow keys jump the replay)',
    anMarks: 'Dots: captures. Squares: a pawn home. Ticks: sixes.',
    anPoint: 'Round {round}, {name} on turn: {chances}',
    anPoint_you: 'Round {round}, your turn: {chances}',
    anPlayer: 'Player',
    anPrev: 'Previous mistake',
    anNext: 'Next mistake',
    anNone: '{name} made no mistake.',
    anNoMore: 'No more mistakes of {name} this way.',
    anNoMore_you: 'No more mistakes of yours this way.',
    anMistake: '{label} by {name} in round {round}: {played} lost {loss} points. Better: {best} ({reason}).',
    anMistake_you: '{label} on your turn in round {round}: {played} lost {loss} points. Better: {best} ({reason}).',
    an_inaccuracy: 'Inaccuracy',
    an_mistake: 'Mistake',
    an_blunder: 'Blunder',
    anTable: 'The chart in words, round by round',
    anJudgeHard: 'Judged by the hard level: the expert\'s files did not load.',
  },
  pt: {
    anTitle: 'Análise',
    anRunning: 'Analisando a partida… {p} %',
    anStop: 'Parar',
    anStopped: 'A análise foi interrompida.',
    anNeedsPage: 'A análise usa os arquivos do especialista: abra a partida na página completa (não no arquivo único).',
    anFailed: 'Não foi possível carregar a análise. Tente de novo quando estiver online.',
    anSeat: '{name} jogou com {acc} % de precisão:',
    anCounts: 'imprecisões: {i}, erros: {m}, erros graves: {b};',
    anLuckGave: 'os dados deram {n} pontos.',
    anLuckCost: 'os dados custaram {n} pontos.',
    anChart: 'Chance de vencer, vez a vez',
    anChartInput: 'Vez no gráfico (as setas levam o replay até ela)',
    anMarks: 'Pontos: capturas. Quadrados: um peão em casa. Traços: seis.',
    anPoint: 'Rodada {round}, vez de {name}: {chances}',
    anPoint_you: 'Rodada {round}, sua vez: {chances}',
    anPlayer: 'Jogador',
    anPrev: 'Erro anterior',
    anNext: 'Próximo erro',
    anNone: '{name} não cometeu erros.',
    anNoMore: 'Não há mais erros de {name} nessa direção.',
    anNoMore_you: 'Não há mais erros seus nessa direção.',
    anMistake: '{label} de {name} na rodada {round}: {played} perdeu {loss} pontos. Melhor: {best} ({reason}).',
    anMistake_you: '{label} na sua vez da rodada {round}: {played} perdeu {loss} pontos. Melhor: {best} ({reason}).',
    an_inaccuracy: 'Imprecisão',
    an_mistake: 'Erro',
    an_blunder: 'Erro grave',
    anTable: 'O gráfico em palavras, rodada a rodada',
    anJudgeHard: 'Avaliado pelo nível difícil: os arquivos do especialista não carregaram.',
  },
  de: {
    anTitle: 'Analyse',
    anRunning: 'Die Partie wird analysiert … {p} %',
    anStop: 'Anhalten',
    anStopped: 'Die Analyse wurde angehalten.',
    anNeedsPage: 'Die Analyse braucht die Dateien des Experten: Öffne die Partie auf der vollen Seite (nicht in der Einzeldatei).',
    anFailed: 'Die Analyse konnte nicht laden. Versuche es online noch einmal.',
    anSeat: '{name} spielte mit {acc} % Genauigkeit:',
    anSeat_you: 'Du spieltest mit {acc} % Genauigkeit:',
    anCounts: 'Ungenauigkeiten: {i}, Fehler: {m}, grobe Fehler: {b};',
    anLuckGave: 'die Würfel brachten {n} Punkte.',
    anLuckCost: 'die Würfel kosteten {n} Punkte.',
    anChart: 'Gewinnchance, Zug um Zug',
    anChartInput: 'Zug im Diagramm (die Pfeiltasten springen in der Wiederholung)',
    anMarks: 'Punkte: Schläge. Quadrate: eine Figur im Ziel. Striche: Sechsen.',
    anPoint: 'Runde {round}, {name} am Zug: {chances}',
    anPoint_you: 'Runde {round}, du bist am Zug: {chances}',
    anPlayer: 'Spieler',
    anPrev: 'Voriger Fehler',
    anNext: 'Nächster Fehler',
    anNone: '{name} hat keinen Fehler gemacht.',
    anNone_you: 'Du hast keinen Fehler gemacht.',
    anNoMore: 'Keine weiteren Fehler von {name} in dieser Richtung.',
    anNoMore_you: 'Keine weiteren Fehler von dir in dieser Richtung.',
    anMistake: '{label} von {name} in Runde {round}: {played} kostete {loss} Punkte. Besser: {best} ({reason}).',
    anMistake_you: '{label} von dir in Runde {round}: {played} kostete {loss} Punkte. Besser: {best} ({reason}).',
    an_inaccuracy: 'Ungenauigkeit',
    an_mistake: 'Fehler',
    an_blunder: 'Grober Fehler',
    anTable: 'Das Diagramm in Worten, Runde für Runde',
    anJudgeHard: 'Bewertet von der Stufe Schwer: Die Dateien des Experten luden nicht.',
  },
};

/**
 * An analysis text in the language `lang` (English where it has none), with `{name}`
 * placeholders filled from `params`.
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
export function say(lang, key, params = {}) {
  const table = words[lang] ?? words.en;
  return fill(table[youKey(table, key, params, t('youName'))] ?? words.en[key] ?? key, params);
}
