// The rules sheet, loaded when first opened from the game: the preset of the game on the
// board in a line, "How to play" (a few short lines, each with a small board picture,
// chosen from the game's rule switches), then each of its rule switches with the
// engine's explanation, in the player's language; switches changed from the preset are
// marked, those that are off are listed apart.
import { sixSay } from '../words/six.js';
import { el, adoptCss } from '../page/dom.js';
import { t, lang, presetText, switchTitle, switchAbout } from '../words/i18n.js';
import { listText } from '../game/moments.js';
import { say } from '../words/howto.js';
import { picture } from '../board/howto.js';

/** @typedef {import('../page/app.js').App} App */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').SwitchInfo} SwitchInfo */

const CSS = `
.sheet { max-width: min(640px, calc(100vw - 24px)); max-height: calc(100dvh - 32px); padding: 0; border: 1px solid var(--line); border-radius: var(--radius); background: var(--card); color: var(--fg); }
.sheet::backdrop { background: rgba(10, 15, 25, 0.5); }
.sheet-body { padding: 12px 16px 0; }
.sheet h2 { margin: 0 0 4px; }
.sheet h3 { margin: 12px 0 4px; font-size: 1rem; }
.sheet .goal { font-weight: 600; }
.sheet dt { font-weight: 600; margin-top: 6px; }
.sheet dd { margin: 0 0 0 1em; color: var(--muted); }
.sheet .tag { margin-left: 6px; padding: 0 6px; border-radius: 999px; background: var(--accent); color: var(--accent-fg); font-size: 0.75rem; font-weight: 600; }
.sheet .row { padding: 12px 16px; position: sticky; bottom: 0; background: var(--card); }
.howto { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.howto li { display: flex; gap: 10px; align-items: center; padding: 6px 8px; border: 1px solid var(--line); border-radius: 10px; }
.howto-pic { flex: none; width: 120px; height: 54px; }
.howto p { margin: 0; min-width: 0; overflow-wrap: anywhere; }
@media (max-width: 400px) { .howto-pic { width: 90px; height: 41px; } }
`;

/** @typedef {{ pic: string, lines: string[] }} HowTo one line of "How to play": its picture and sentences */

/**
 * "How to play" for a game's rules: 3 to 6 lines, each a picture and its sentences.
 * @param {GameView} view
 * @returns {HowTo[]}
 */
export function howTo(view) {
  const r = view.rules;
  const l = lang();
  /** @type {(key: string, params?: Record<string, string>) => string} */
  const w = (key, params) => say(l, key, params);
  const when = (/** @type {unknown} */ on, /** @type {string} */ key) => (on ? [w(key)] : []);
  const dice = r.enterOn.join(` ${w('htOr')} `);
  const goal = { pic: 'goal', lines: [w(r.scoreRanking ? 'htGoalScore' : 'htGoal'), ...when(r.playOn && !r.scoreRanking, 'htPlayOn')] };
  const enter = {
    pic: 'enter',
    lines: [w(r.enterToDie ? 'htEnterToDie' : 'htEnter', { dice }), ...when(r.startPawns, 'htStartPawn'), ...when(r.forcedEntry, 'htForced'), ...when(r.vacateStart, 'htVacate')],
  };
  const sixes = { pic: 'six', lines: [...when(r.sixBonus, 'htSix'), ...when(r.bankSixes, 'htBank'), ...when(r.threeSixes, 'htThreeSixes')] };
  const capture = {
    pic: r.safeSquares ? 'safe' : 'capture',
    lines: [w('htCapture'), ...when(r.safeSquares, 'htSafe'), ...when(r.captureBonus, 'htCaptureBonus'), ...when(r.compulsoryCapture, 'htCompulsory'), ...when(r.captureBackwards, 'htBackwards')],
  };
  const share = r.towers ? 'Towers' : r.barriers ? 'Barriers' : r.stacking ? 'Stacks' : 'NoShare';
  const sharing = { pic: share === 'Barriers' ? 'towers' : share.charAt(0).toLowerCase() + share.slice(1), lines: [w(`ht${share}`)] };
  const special = { pic: 'special', lines: when(r.specialSquares, 'htSpecial') };
  const home = { pic: r.bounceBack ? 'bounce' : 'exact', lines: [w(r.bounceBack ? 'htBounce' : 'htExact'), ...when(r.homeBonus, 'htHomeBonus'), ...when(r.noSkippingInFinish, 'htNoJump')] };
  const all = [goal, enter, sixes, capture, r.specialSquares ? special : sharing, home];
  return all.filter((x) => x.lines.length > 0);
}

/**
 * The "How to play" list.
 * @param {GameView} view
 */
function howToList(view) {
  return el(
    'ol',
    { class: 'howto' },
    ...howTo(view).map((x) => el('li', { 'data-pic': x.pic }, picture(x.pic), el('p', {}, x.lines.join(' ')))),
  );
}

/**
 * A switch's value in words, or null when it is off (a count of 0 is off).
 * @param {SwitchInfo} sw
 * @param {unknown} v
 * @returns {string | null}
 */
function valueText(sw, v) {
  if (sw.kind === 'bool') return v ? '' : null;
  if (sw.kind === 'count') return v ? String(v) : null;
  if (Array.isArray(v)) return listText(v.map(String));
  if (sw.kind === 'choice') return t(`choice_${v}`);
  return String(v);
}

/**
 * The sheet's content for a game.
 * @param {App} app
 * @param {GameView} view
 */
function content(app, view) {
  const preset = app.presets.find((p) => p.name === view.preset);
  const named = preset ? presetText(preset) : { name: view.preset, about: '' };
  const rules = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (view.rules));
  const base = /** @type {Record<string, unknown> | undefined} */ (/** @type {unknown} */ (preset?.rules));
  const on = [];
  const off = [];
  for (const sw of app.switches) {
    const value = valueText(sw, rules[sw.name]);
    const changed = base !== undefined && JSON.stringify(base[sw.name]) !== JSON.stringify(rules[sw.name]);
    const tag = changed ? el('span', { class: 'tag' }, t('rulesChanged')) : null;
    if (value === null) {
      off.push(el('li', {}, switchTitle(sw), tag));
      continue;
    }
    on.push(
      el('dt', {}, switchTitle(sw), value ? `: ${value}` : '', tag),
      el('dd', {}, switchAbout(sw)),
    );
  }
  return [
    el('h2', { id: 'rules-title' }, t('rulesTitle', { name: named.name })),
    el('p', { class: 'about' }, named.about),
    el('p', { class: 'goal' }, t(view.rules.scoreRanking ? 'rulesGoalScore' : 'rulesGoal')),
    el('h3', { id: 'howto-title' }, say(lang(), 'htTitle')),
    howToList(view),
    el('h3', {}, t('rulesOn')),
    el('dl', { class: 'rules-on' }, ...on),
    off.length ? el('details', {}, el('summary', {}, t('rulesOff')), el('ul', { class: 'rules-off' }, ...off)) : null,
    ...sixRules(view),
  ];
}

/**
 * Six arms and teams, when the game plays them: what they change (words/six.js).
 * @param {GameView} view
 */
function sixRules(view) {
  const six = view.rules.arms === 6;
  const teams = view.rules.teams === true;
  if (!six && !teams) return [];
  return [
    el('h3', {}, sixSay('rulesSixTitle')),
    six ? el('p', {}, sixSay('rulesSix')) : null,
    teams ? el('p', {}, sixSay('rulesTeams')) : null,
  ];
}

/**
 * Opens the rules sheet for the game on the board.
 * @param {App} app
 */
export function openRules(app) {
  const drawn = draw(app);
  if (!drawn) return;
  drawn.sheet.showModal();
  drawn.close.focus({ preventScroll: true });
  drawn.sheet.scrollTop = 0;
}

/**
 * Draws the open rules sheet again in the language now in use: a language chosen just
 * before the sheet was opened can arrive while it is open.
 * @param {App} app
 */
export function translateRules(app) {
  const sheet = /** @type {HTMLDialogElement | null} */ (document.getElementById('rules-sheet'));
  if (!sheet?.open) return;
  const hadFocus = sheet.contains(document.activeElement);
  const drawn = draw(app);
  if (drawn && hadFocus) drawn.close.focus({ preventScroll: true });
}

/**
 * The rules sheet (made on first use) filled for the game on the board, and its Close
 * button; null when no game is on the board.
 * @param {App} app
 */
function draw(app) {
  const view = app.board.shown().view;
  if (!view) return null;
  let sheet = /** @type {HTMLDialogElement | null} */ (document.getElementById('rules-sheet'));
  if (!sheet) {
    adoptCss(CSS);
    sheet = /** @type {HTMLDialogElement} */ (el('dialog', { id: 'rules-sheet', class: 'sheet', 'aria-labelledby': 'rules-title' }));
    document.body.append(sheet);
  }
  const dialog = sheet;
  const close = /** @type {HTMLButtonElement} */ (el('button', { type: 'button', class: 'btn primary', onclick: () => dialog.close() }, t('close')));
  sheet.replaceChildren(el('div', { class: 'sheet-body' }, ...content(app, view)), el('div', { class: 'row end' }, close));
  return { sheet, close };
}
