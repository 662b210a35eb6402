// The one place outside the new-game form that reads the two switches of six arms and
// teams (RULINGS.md "Six arms and teams"), to choose the engine's module before a game
// exists: the page's first module has neither, the expert's has both (game/six.js). No
// imports, so the computer players' worker reads it too.

/**
 * Whether rules ask for six arms or teams.
 * @param {{ arms?: number, teams?: boolean } | null | undefined} rules
 */
export const playsSix = (rules) => Boolean(rules && (rules.arms === 6 || rules.teams));

/**
 * The board's arms: 4, or 6.
 * @param {{ arms?: number } | null | undefined} rules
 */
export const armsOf = (rules) => (rules?.arms === 6 ? 6 : 4);

/**
 * Whether rules ask for partners.
 * @param {{ teams?: boolean } | null | undefined} rules
 */
export const inTeams = (rules) => rules?.teams === true;
