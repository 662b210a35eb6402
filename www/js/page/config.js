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
export const levels = ['easy', 'medium', 'hard', 'expert'];

/** The page languages. */
export const languages = ['en', 'pt', 'de'];

/** The largest seed the engine takes (2^53 − 1: every seed is exact in JavaScript). */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/** The parameters of the page's settings (all others ask for a game). */
/**
 * Six arms and teams, which the page's first module's switches leave out: a link may ask
 * for them all the same (the module that has them plays them: game/six.js), and the
 * engine refuses what it does not take (`arms=5`).
 * @type {SwitchSpec[]}
 */
const SIX_SWITCHES = [
  { name: 'arms', kind: 'count', max: 6 },
  { name: 'teams', kind: 'bool' },
];

const PAGE_PARAMS = ['lang', 'speed', 'autoMove', 'header', 'langPicker', 'theme', 'accent'];

/** The themes a page may ask for: the system's choice, or light or dark whatever it says. */
export const themes = ['auto', 'light', 'dark'];

/**
 * A seat as a URL names it: `person` or a computer level, and a name.
 * @typedef {{ kind: string, name?: string }} SeatParam
 */
/**
 * A URL parameter the page cannot use: its name, the value given, and what it accepts as
 * a text key of the language tables (`accept_*`) with the key's values.
 * @typedef {{ name: string, value: string, accepts: string, values?: Record<string, unknown>, game: boolean }} BadParam
 */
/**
 * What a URL may ask for, and the parameters that could not be used.
 * @typedef {{ preset?: string, seats?: SeatParam[], seed?: number, lang?: string, speed?: string,
 *   autoMove?: boolean, rules?: Record<string, unknown>, room?: string, look: Look, bad: BadParam[] }} Params
 */
/**
 * How an embedding site dresses the page: the header and the language picker shown or
 * not, a theme, and an accent colour (`#rrggbb`).
 * @typedef {{ header: boolean, langPicker: boolean, theme: string, accent?: string }} Look
 */
/** @typedef {Pick<import('../../../pkg/ludo.js').SwitchInfo, 'name' | 'kind' | 'choices' | 'max'>} SwitchSpec */

/**
 * The page language a URL asks for (`lang=de`, `lang=pt-BR`), if it names one the page speaks.
 * @param {string} search
 */
export function langParam(search) {
  const code = (new URLSearchParams(search).get('lang') || '').slice(0, 2).toLowerCase();
  return languages.includes(code) ? code : null;
}

/**
 * Reads the options an embedding page may give in the URL:
 * `?preset=mensch&seats=person,hard,hard,hard&names=Ana,Bo&seed=7&lang=de&speed=fast`,
 * plus any rule switch by name (`&captureBonus=true`, `&enterOn=[1,6]` or `&enterOn=1,6`).
 * Each value is checked here; one that cannot be used is left out and listed in `bad`,
 * with what its parameter accepts. Parameters the page does not know are ignored.
 * @param {string} search
 * @param {{ presets?: string[], switches?: SwitchSpec[], nameLength?: number }} [known] the
 *   engine's presets, switches and longest name (`Game.limits()`); left out, any is taken
 * @returns {Params}
 */
export function readParams(search, { presets = [], switches = [], nameLength = Infinity } = {}) {
  const p = new URLSearchParams(search);
  /** @type {Params} */
  const out = { look: { header: true, langPicker: true, theme: 'auto' }, bad: [] };
  /**
   * @param {string} name
   * @param {string} accepts
   * @param {Record<string, unknown>} [values]
   */
  const refuse = (name, accepts, values) =>
    out.bad.push({ name, value: p.get(name) ?? '', accepts, values, game: !PAGE_PARAMS.includes(name) });
  const preset = p.get('preset')?.trim().toLowerCase();
  if (preset && (presets.length === 0 || presets.includes(preset))) out.preset = preset;
  else if (preset !== undefined) refuse('preset', 'accept_oneOf', { list: presets });
  const names = readNames(p.get('names'), nameLength);
  if (!names) refuse('names', 'accept_names', { max: nameLength });
  const seats = readSeats(p.get('seats'), names ?? []);
  if (seats === 'bad') refuse('seats', 'accept_seats', { levels: [...levels, 'friend'] });
  else if (seats) out.seats = seats;
  const seed = p.get('seed')?.trim();
  if (seed !== undefined && /^\d{1,16}$/.test(seed) && Number(seed) <= MAX_SEED) out.seed = Number(seed);
  else if (seed !== undefined) refuse('seed', 'accept_seed', { max: MAX_SEED });
  const lang = p.get('lang');
  if (lang !== null && langParam(search)) out.lang = langParam(search) ?? undefined;
  else if (lang !== null) refuse('lang', 'accept_oneOf', { list: languages });
  const speed = p.get('speed');
  if (speed !== null && speed in speeds) out.speed = speed;
  else if (speed !== null) refuse('speed', 'accept_oneOf', { list: Object.keys(speeds) });
  const room = p.get('room');
  if (room && room.trim()) out.room = room.trim(); // `new`: open a room; an id: join one
  const auto = p.get('autoMove');
  if (auto === 'true' || auto === 'false') out.autoMove = auto === 'true';
  else if (auto !== null) refuse('autoMove', 'accept_bool');
  for (const name of /** @type {const} */ (['header', 'langPicker'])) {
    const v = p.get(name);
    if (v === 'true' || v === 'false') out.look[name] = v === 'true';
    else if (v !== null) refuse(name, 'accept_bool');
  }
  const theme = p.get('theme');
  if (theme !== null && themes.includes(theme)) out.look.theme = theme;
  else if (theme !== null) refuse('theme', 'accept_oneOf', { list: themes });
  const accent = p.get('accent')?.trim().replace(/^#/, '').toLowerCase();
  if (accent !== undefined && /^([0-9a-f]{3}|[0-9a-f]{6})$/.test(accent)) out.look.accent = `#${accent}`;
  else if (accent !== undefined) refuse('accent', 'accept_colour');
  /** @type {Record<string, unknown>} */
  const rules = {};
  for (const sw of [...switches, ...SIX_SWITCHES]) {
    const v = p.get(sw.name);
    if (v === null) continue;
    const value = switchValue(sw, v.trim());
    if (value === undefined) refuse(sw.name, ...switchAccepts(sw));
    else rules[sw.name] = value;
  }
  if (Object.keys(rules).length) out.rules = rules;
  return out;
}

/**
 * The names of `names=Ana,Bo` (empty for a seat's default name), or null if one is
 * longer than `max` or holds a control character.
 * @param {string | null} text
 * @param {number} max
 */
function readNames(text, max) {
  const names = (text ?? '').split(',').map((n) => n.trim());
  const control = (/** @type {string} */ n) => [...n].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
  return names.some((n) => [...n].length > max || control(n)) ? null : names;
}

/**
 * The seats of `seats=person,hard` with their names; 'bad' if it cannot be used.
 * @param {string | null} seats
 * @param {string[]} names
 * @returns {SeatParam[] | 'bad' | null}
 */
function readSeats(seats, names) {
  if (seats === null) return null;
  const kinds = seats.split(',').map((k) => k.trim().toLowerCase());
  if (kinds.length < 2 || kinds.length > 6) return 'bad';
  /** @type {SeatParam[]} */
  const out = [];
  for (const [i, k] of kinds.entries()) {
    const kind = levels.includes(k) || k === 'friend' ? k : k === 'person' || k === 'human' ? 'person' : null;
    if (!kind) return 'bad';
    out.push(names[i] ? { kind, name: names[i] } : { kind });
  }
  return out;
}

/**
 * A switch's value from its URL text, or undefined if it is not one the switch takes.
 * @param {SwitchSpec} sw
 * @param {string} text
 */
function switchValue(sw, text) {
  if (sw.kind === 'bool') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (sw.kind === 'count') {
    const n = Number(text);
    return /^\d+$/.test(text) && n <= (sw.max ?? 1) ? n : undefined;
  }
  if (sw.kind === 'choice') return (sw.choices ?? []).includes(text) ? text : undefined;
  // dice: [1,6] or 1,6
  const list = text.replace(/^\[|\]$/g, '').split(',').map((d) => d.trim());
  const dice = list.map(Number);
  const ok = list.every((d) => /^[1-6]$/.test(d)) && dice.length > 0;
  return ok ? [...new Set(dice)].sort((a, b) => a - b) : undefined;
}

/**
 * What a switch accepts, as a text key and its values.
 * @param {SwitchSpec} sw
 * @returns {[string, Record<string, unknown>?]}
 */
function switchAccepts(sw) {
  if (sw.kind === 'bool') return ['accept_bool'];
  if (sw.kind === 'count') return ['accept_count', { max: sw.max ?? 1 }];
  if (sw.kind === 'choice') return ['accept_oneOf', { list: sw.choices ?? [] }];
  return ['accept_dice'];
}

/**
 * Whether the URL asks for a particular game (an embed), rather than the plain page.
 * @param {Params} params
 */
export function asksForGame(params) {
  return Boolean(params.preset || params.seats || params.rules || params.seed !== undefined || params.bad.some((b) => b.game));
}

/**
 * A typed room code (or a link's `room=`) as a room id: case, spaces and hyphens do not
 * matter, and the letters a code never holds are read as the digits they look like (the
 * alphabet is Crockford's base 32, with no i, l, o or u: an o is a zero, an i or an l a one).
 * @param {string} code
 */
export function roomId(code) {
  return String(code)
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
}

/**
 * Whether `id` can be a room id: 16 characters of Crockford's base 32 (no i, l, o, u).
 * @param {string} id
 */
export const isRoomId = (id) => /^[0-9a-hjkmnp-tv-z]{16}$/.test(id);
