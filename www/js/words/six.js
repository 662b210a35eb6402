// The words of six arms and teams in English, Portuguese and German: the new-game form's
// board and teams, the rules sheet's section, the end screen's winning team, what a step
// did between partners (game/partners.js), and a failed load. Loaded with the form
// or with the module that plays six arms (game/six.js), never with the first load: a
// seat's partner ("with Cy") and a hint's chance as the team's too (screens/teams.js).
import { lang, fill, t, youKey } from './i18n.js';

/** @type {Record<string, Record<string, string>>} */
export const words = {
  en: {
    withPartner: 'with {name}',
    winChanceTeam: '{p}% for your team to win',
    tellPlaysFor: '{name} plays for partner {partner}.',
    tellPlaysFor_you: 'You play for your partner {partner}.',
    tellShares: "Pawn {pawn} shares its square with {partner}'s pawn {pawns}: partners never capture each other.",
    tellSharesMany: "Pawn {pawn} shares its square with {partner}'s pawns {pawns}: partners never capture each other.",
    rulesSixTitle: 'Six arms and teams',
    rulesSix: 'Six arms: the board repeats each arm six times around its centre, so the track is one and a half times as long; 2 to 6 players take arms spread evenly around it.',
    rulesTeams: "Teams: partners sit opposite. A pawn never captures a partner's pawn and may share its square; partners never form a tower or a block together. A capture takes every opponent pawn on the square. A player whose pawns are all home moves the partner's pawns with their own dice. A team has finished when both partners have; places go by team.",
    armsLabel: 'Board',
    arms4: 'Four arms',
    arms6: 'Six arms (up to six players)',
    teamsLabel: 'Play in teams',
    teamsAbout: 'Partners sit opposite, share squares and never capture each other; a team wins when both have finished.',
    teamsWhen: 'Teams need four players, or six on the six-arm board.',
    teamOf: '{a} with {b}',
    sixUnavailable: 'The six-arm board and teams could not be loaded. Check the connection and try again.',
    endTeamWins: '{names} win!',
    endYourTeamWins: 'Your team wins!',
    endYourTeamPlace: 'Your team finished {place} — {names} win',
  },
  pt: {
    withPartner: 'com {name}',
    winChanceTeam: '{p}% de chance de sua equipe vencer',
    tellPlaysFor: '{name} joga pelo parceiro {partner}.',
    tellPlaysFor_you: 'Você joga pelo seu parceiro {partner}.',
    tellShares: 'O peão {pawn} divide a casa com o peão {pawns} de {partner}: parceiros nunca se capturam.',
    tellSharesMany: 'O peão {pawn} divide a casa com os peões {pawns} de {partner}: parceiros nunca se capturam.',
    rulesSixTitle: 'Seis braços e equipes',
    rulesSix: 'Seis braços: o tabuleiro repete cada braço seis vezes em volta do centro, então a pista é uma vez e meia mais longa; de 2 a 6 jogadores ocupam braços espalhados por igual.',
    rulesTeams: 'Equipes: parceiros sentam frente a frente. Um peão nunca captura o peão do parceiro e pode dividir a casa com ele; parceiros nunca formam torre nem bloqueio juntos. Uma captura leva todos os peões adversários da casa. Quem já levou todos os peões para casa move os peões do parceiro com os próprios dados. Uma equipe termina quando os dois parceiros terminam; as colocações são por equipe.',
    armsLabel: 'Tabuleiro',
    arms4: 'Quatro braços',
    arms6: 'Seis braços (até seis jogadores)',
    teamsLabel: 'Jogar em equipes',
    teamsAbout: 'Parceiros sentam frente a frente, dividem casas e nunca capturam um ao outro; a equipe vence quando os dois terminam.',
    teamsWhen: 'Equipes pedem quatro jogadores, ou seis no tabuleiro de seis braços.',
    teamOf: '{a} com {b}',
    sixUnavailable: 'Não foi possível carregar o tabuleiro de seis braços e as equipes. Verifique a conexão e tente de novo.',
    endTeamWins: '{names} venceram!',
    endYourTeamWins: 'Sua equipe venceu!',
    endYourTeamPlace: 'Sua equipe terminou em {place} — {names} venceram',
  },
  de: {
    withPartner: 'mit {name}',
    winChanceTeam: '{p} % Siegchance fürs Team',
    tellPlaysFor: '{name} spielt für Partner {partner}.',
    tellPlaysFor_you: 'Du spielst für deinen Partner {partner}.',
    tellShares: 'Figur {pawn} teilt das Feld mit Figur {pawns} von {partner}: Partner schlagen sich nie.',
    tellSharesMany: 'Figur {pawn} teilt das Feld mit den Figuren {pawns} von {partner}: Partner schlagen sich nie.',
    rulesSixTitle: 'Sechs Arme und Teams',
    rulesSix: 'Sechs Arme: Das Brett wiederholt jeden Arm sechsmal um die Mitte, die Laufbahn ist also anderthalbmal so lang; 2 bis 6 Spieler nehmen gleichmäßig verteilte Arme ein.',
    rulesTeams: 'Teams: Partner sitzen einander gegenüber. Eine Figur schlägt nie die Figur des Partners und darf ihr Feld teilen; Partner bilden nie gemeinsam einen Turm oder eine Sperre. Wer schlägt, schlägt alle gegnerischen Figuren auf dem Feld. Wer alle eigenen Figuren im Ziel hat, zieht mit den eigenen Würfen die Figuren des Partners. Ein Team ist fertig, wenn beide Partner es sind; die Plätze gelten pro Team.',
    armsLabel: 'Spielbrett',
    arms4: 'Vier Arme',
    arms6: 'Sechs Arme (bis sechs Spieler)',
    teamsLabel: 'In Teams spielen',
    teamsAbout: 'Partner sitzen einander gegenüber, teilen Felder und schlagen sich nie; ein Team gewinnt, wenn beide im Ziel sind.',
    teamsWhen: 'Teams brauchen vier Spieler, oder sechs auf dem Brett mit sechs Armen.',
    teamOf: '{a} mit {b}',
    sixUnavailable: 'Das Brett mit sechs Armen und die Teams ließen sich nicht laden. Bitte die Verbindung prüfen und es noch einmal versuchen.',
    endTeamWins: '{names} gewinnen!',
    endYourTeamWins: 'Dein Team gewinnt!',
    endYourTeamPlace: 'Dein Team ist auf {place} — {names} gewinnen',
  },
};

/**
 * A text in the page's language (English when it has none), its {holes} filled.
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
export function sixSay(key, params = {}) {
  const table = words[lang()] ?? words.en;
  const own = youKey(table, key, params, t('youName'));
  return fill(table[own] ?? words.en[key], params);
}
