// Partners (RULINGS.md "Six arms and teams") as the seat list, the turn line and the end
// screen show them: the engine gives each team's seats (`partners` in the view) and the
// order seats finished (`ranking`); a team's place is where its first seat finished.
// Loaded with teams (game/partners.js) and with the end screen, never with the first load:
// it puts its naming into the seat list's (panel.js `team`).
import { t } from '../words/i18n.js';
import { sixSay } from '../words/six.js';
import { team as naming } from './panel.js';

/** @typedef {Pick<import('../../../pkg/ludo.js').GameView, 'seats' | 'ranking'> & { partners?: number[][] }} Teams */

/**
 * The seats of a seat's team (itself alone without teams).
 * @param {Teams} st
 * @param {number} seat
 */
export const teamOf = (st, seat) => st.partners?.find((team) => team.includes(seat)) ?? [seat];

/**
 * "with Cy": a seat's partners, or '' without teams.
 * @param {Teams} st
 * @param {number} seat
 */
export function withPartners(st, seat) {
  const others = teamOf(st, seat).filter((s) => s !== seat);
  return others.length ? sixSay('withPartner', { name: others.map((s) => st.seats[s].name).join(' & ') }) : '';
}

/**
 * Each seat's place so far (1 first), partners sharing their team's.
 * @param {Teams} st
 * @returns {Map<number, number>}
 */
export function places(st) {
  /** @type {number[][]} */
  const order = [];
  for (const s of st.ranking) if (!order.some((team) => team.includes(s))) order.push(teamOf(st, s));
  return new Map(order.flatMap((team, k) => team.map((s) => [s, k + 1])));
}

naming.with = withPartners;
naming.places = places;
naming.chance = (st, p) => (st?.partners ? sixSay('winChanceTeam', { p }) : t('winChance', { p }));
