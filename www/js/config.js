// Settings, timings and the reading of URL parameters. No DOM here.

/**
 * The player's settings: the page language ('en' | 'pt' | 'de', or null to follow the
 * browser), the speed (a key of `speeds`), whether the only legal move plays by itself,
 * and whether the sound effects are on.
 * @typedef {{ lang: string | null, speed: string, autoMove: boolean, sound: boolean }} Settings
 */

/**
 * The player's settings, with their defaults.
 * @type {Settings}
 */
export const defaultSettings = {
  lang: null, // page language, 'en' | 'pt' | 'de'; null follows the browser. Example: 'de'
  speed: 'normal', // pace of animations and computer turns. Example: 'fast'
  autoMove: true, // play the only legal move by itself. Example: false
  sound: true, // sound effects on. Example: false
};

/**
 * Time multipliers for each speed setting.
 * @type {Record<string, number>}
 */
export const speeds = {
  slow: 1.8, // twice as slow as normal, to follow every step. Example: 1.8
  normal: 1, // the reference pace. Example: 1
  fast: 0.4, // quicker animations and computer turns. Example: 0.4
  instant: 0, // no animation and no pause. Example: 0
};

/** Durations in milliseconds at normal speed. */
export const timing = {
  step: 150, // one square of a pawn's walk. Example: 150
  jump: 320, // a captured pawn flying back to its base. Example: 320
  dice: 480, // the die tumbling before it shows its value. Example: 480
  diceFrame: 70, // one face of the tumbling die. Example: 70
  computerRoll: 550, // pause before a computer rolls. Example: 550
  computerMove: 450, // pause between a computer's roll and its move. Example: 450
  noMove: 650, // pause on a roll that cannot be used. Example: 650
  autoMove: 250, // pause before the only legal move is played for a person. Example: 250
};

/** The computer levels the engine offers. */
export const levels = ['easy', 'medium', 'hard'];

/** The page languages. */
export const languages = ['en', 'pt', 'de'];

/**
 * A seat as a URL names it: `person` or a computer level (checked by the engine), and a name.
 * @typedef {{ kind: string, name?: string }} SeatParam
 */
/**
 * What a URL may ask for.
 * @typedef {{ preset?: string, seats?: SeatParam[], seed?: number, lang?: string, speed?: string,
 *   autoMove?: boolean, rules?: Record<string, unknown>, room?: string }} Params
 */

/**
 * Reads the options an embedding page may give in the URL:
 * `?preset=mensch&seats=person,hard,hard,hard&names=Ana,Bo&seed=7&lang=de&speed=fast`,
 * plus any rule switch by name (`&captureBonus=true`, `&enterOn=[1,6]`).
 * Returns `{ preset?, seats?, seed?, lang?, speed?, autoMove?, rules? }`; values are
 * checked by the engine when the game starts.
 * @param {string} search
 * @param {string[]} [switchNames]
 * @returns {Params}
 */
export function readParams(search, switchNames = []) {
  const p = new URLSearchParams(search);
  /** @type {Params} */
  const out = {};
  const preset = p.get('preset');
  if (preset) out.preset = preset.trim().toLowerCase();
  const seats = p.get('seats');
  if (seats) {
    const names = (p.get('names') || '').split(',');
    out.seats = seats.split(',').map((kind, i) => {
      const k = kind.trim().toLowerCase();
      /** @type {SeatParam} */
      const seat = { kind: levels.includes(k) ? k : k === 'person' || k === 'human' ? 'person' : k };
      if (names[i] && names[i].trim()) seat.name = names[i].trim();
      return seat;
    });
  }
  const seed = p.get('seed');
  if (seed !== null && /^\d+$/.test(seed.trim())) out.seed = Number(seed.trim());
  const lang = p.get('lang');
  if (lang && languages.includes(lang.slice(0, 2).toLowerCase())) out.lang = lang.slice(0, 2).toLowerCase();
  const speed = p.get('speed');
  if (speed && speed in speeds) out.speed = speed;
  const room = p.get('room');
  if (room && room.trim()) out.room = room.trim(); // `new`: open a room; an id: join one
  const auto = p.get('autoMove');
  if (auto === 'true' || auto === 'false') out.autoMove = auto === 'true';
  /** @type {Record<string, unknown>} */
  const rules = {};
  for (const name of switchNames) {
    const v = p.get(name);
    if (v === null) continue;
    try {
      rules[name] = JSON.parse(v);
    } catch {
      rules[name] = v; // a plain word such as "mensch": the engine checks it
    }
  }
  if (Object.keys(rules).length) out.rules = rules;
  return out;
}

/**
 * Whether the URL asks for a particular game (an embed), rather than the plain page.
 * @param {Params} params
 */
export function asksForGame(params) {
  return Boolean(params.preset || params.seats || params.rules || params.seed !== undefined);
}
