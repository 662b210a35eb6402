// The rules sheet, loaded when first opened from the game: the preset of the game on the
// board in a line, its goal, and each of its rule switches with the engine's explanation,
// in the player's language; switches changed from the preset are marked, those that are
// off are listed apart.
import { el, adoptCss } from './dom.js';
import { t, presetText, switchTitle, switchAbout } from './i18n.js';
import { listText } from './moments.js';

/** @typedef {import('./controller.js').App} App */
/** @typedef {import('../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../pkg/ludo.js').SwitchInfo} SwitchInfo */

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
`;

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
    el('h3', {}, t('rulesOn')),
    el('dl', { class: 'rules-on' }, ...on),
    off.length ? el('details', {}, el('summary', {}, t('rulesOff')), el('ul', { class: 'rules-off' }, ...off)) : null,
  ];
}

/**
 * Opens the rules sheet for the game on the board.
 * @param {App} app
 */
export function openRules(app) {
  const view = app.board.shown().view;
  if (!view) return;
  let sheet = /** @type {HTMLDialogElement | null} */ (document.getElementById('rules-sheet'));
  if (!sheet) {
    adoptCss(CSS);
    sheet = /** @type {HTMLDialogElement} */ (el('dialog', { id: 'rules-sheet', class: 'sheet', 'aria-labelledby': 'rules-title' }));
    document.body.append(sheet);
  }
  const close = el('button', { type: 'button', class: 'btn primary', onclick: () => sheet.close() }, t('close'));
  sheet.replaceChildren(el('div', { class: 'sheet-body' }, ...content(app, view)), el('div', { class: 'row end' }, close));
  sheet.showModal();
  close.focus({ preventScroll: true });
  sheet.scrollTop = 0;
}


