// What the new-game form holds, as data: the choice (a preset, every switch's value, the
// seats, the seed), completed from what was remembered or given in the URL, and the
// options it gives `new Game(options)`. A game a link starts needs only this; the form
// itself (form.js) is loaded when it is first shown.
import { t } from '../words/i18n.js';
import { levels } from '../page/config.js';

/** @typedef {import('../../../pkg/ludo.js').PresetInfo} PresetInfo */
/** @typedef {import('../../../pkg/ludo.js').SwitchInfo} SwitchInfo */
/** @typedef {import('../../../pkg/ludo.js').GameOptions} GameOptions */
/**
 * A seat of the form: 'person' or a computer level, and a name (empty: "Player n").
 * @typedef {{ kind: string, name?: string }} SeatChoice
 */
/**
 * What the new-game form holds: the preset, every switch's value, the seats, the seed.
 * @typedef {{ preset: string, rules: Record<string, any>, seats: SeatChoice[], seed: string | number }} Choice
 */

// `friend`: a seat left for someone who joins online (the game then opens as a room)
export const KINDS = ['person', ...levels, 'friend'];

/**
 * The choice the form starts from when nothing was remembered.
 * @param {PresetInfo[]} presets
 * @returns {Choice}
 */
export function defaultChoice(presets) {
  const p = presets[0];
  return {
    preset: p.name,
    rules: { ...p.rules },
    seats: [{ kind: 'person' }, { kind: 'medium' }, { kind: 'medium' }, { kind: 'medium' }],
    seed: '',
  };
}

/**
 * Merges a remembered or URL-given choice into a complete one: unknown presets,
 * switches and seat kinds fall back to the defaults.
 * @param {any} choice
 * @param {PresetInfo[]} presets
 * @param {SwitchInfo[]} switches
 * @param {number} nameLength the longest name the engine takes (`Game.limits()`)
 * @returns {Choice}
 */
export function completeChoice(choice, presets, switches, nameLength) {
  const base = defaultChoice(presets);
  const preset = presets.find((p) => p.name === choice?.preset) ?? presets[0];
  /** @type {Record<string, any>} */
  const rules = { ...preset.rules };
  if (choice?.rules && choice.preset === preset.name) {
    for (const s of switches) if (s.name in choice.rules) rules[s.name] = choice.rules[s.name];
  }
  // six arms and teams, which the first module's switches leave out (game/six.js)
  if (choice?.rules?.arms === 6) rules.arms = 6;
  if (choice?.rules?.teams === true) rules.teams = true;
  /** @type {any[]} */
  const given = Array.isArray(choice?.seats) && choice.seats.length >= 2 ? choice.seats.slice(0, 6) : base.seats;
  const seats = given.map((s) => ({
    kind: KINDS.includes(s?.kind) ? s.kind : 'person',
    name: typeof s?.name === 'string' ? s.name.slice(0, nameLength) : '',
  }));
  // five or six players sit on the six-arm board
  if (seats.length > 4) rules.arms = 6;
  return { preset: preset.name, rules, seats, seed: choice?.seed ?? '' };
}

/**
 * The options for `new Game(options)` from a complete choice (the engine checks them).
 * @param {Choice} choice
 * @returns {GameOptions}
 */
export function gameOptions(choice) {
  /** @type {GameOptions} */
  const options = {
    preset: /** @type {any} */ (choice.preset),
    rules: choice.rules,
    seats: choice.seats.map((s, i) => {
      // the one person against computers is "You" unless they typed a name
      const you = s.kind === 'person' && choice.seats.filter((x) => x.kind === 'person').length === 1;
      /** @type {import('../../../pkg/ludo.js').SeatOption} */
      const seat = { name: s.name?.trim() || (you && t('youName')) || t('playerN', { n: i + 1 }) };
      if (s.kind !== 'person') seat.computer = /** @type {any} */ (s.kind);
      return seat;
    }),
  };
  const seed = String(choice.seed ?? '').trim();
  // a seed that is not a number goes to the engine as it is: its refusal says why
  if (seed !== '') options.seed = /^\d+$/.test(seed) ? Number(seed) : /** @type {any} */ (seed);
  return options;
}

