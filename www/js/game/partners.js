// What a step did between partners (RULINGS.md "Six arms and teams"), told as the step's
// other moments are: a pawn that stops on a partner's pawn shares its square with it, and
// a player whose pawns have all finished plays for the partner. The engine says both in
// the outcome (`shares`, `playsFor`); this module, loaded with the module that plays teams
// (game/six.js), adds its reader to the moments' (moments.js).
import { readers, sideName, listText } from './moments.js';
import { parseLabel } from '../board/layout.js';
import { sixSay } from '../words/six.js';
// partners in the seat list and the turn line
import '../screens/teams.js';

readers.push((r, { outcome, before }) => {
  if (outcome.playsFor !== undefined) r.say(sixSay('tellPlaysFor', { name: r.name, partner: before.seats[outcome.playsFor]?.name ?? '' }), true);
  const shares = outcome.shares ?? [];
  const moved = [...outcome.events].reverse().find((e) => e.type === 'move');
  if (!shares.length || moved?.type !== 'move') return;
  const partner = sideName(before, parseLabel(/** @type {string} */ (shares[0])).side);
  r.say(sixSay(shares.length > 1 ? 'tellSharesMany' : 'tellShares', { pawn: moved.pawn, partner, pawns: listText(shares) }), true);
});
