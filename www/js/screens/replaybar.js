// The replay's controls, loaded with the replay viewer: the step buttons with their keys,
// the slider, the turn list, the speed and Close, and their words in the page's language.
import { el, adoptCss } from '../page/dom.js';
import { t } from '../words/i18n.js';
import { sideName } from '../game/moments.js';

/** @typedef {import('./replay.js').Viewer} Viewer */

const SPEEDS = [0.5, 1, 2, 4];
/** @type {Record<string, string>} the buttons' icons (SVG paths in a 24×24 box) */
const ICONS = {
  start: 'M5 5h3v14H5zM20 5v14L9 12z',
  back: 'M18 5v14L7 12z',
  play: 'M7 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  forward: 'M6 5v14l11-7z',
  end: 'M16 5h3v14h-3zM4 5v14l11-7z',
};

const CSS = `
.play.replaying #roll, .play.replaying #prompt, .play.replaying .tools, .play.replaying #hints,
.play.replaying .settings { display: none; }
.replay-bar { display: grid; gap: 8px; background: var(--card); border: 2px solid var(--accent); border-radius: var(--radius); padding: 8px 10px; }
.replay-head { margin: 0; display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.replay-head span { color: var(--muted); font-size: 0.9rem; }
.replay-seek input { width: 100%; margin: 0; }
.replay-buttons { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
.btn.rp { display: grid; justify-items: center; gap: 1px; padding: 4px 2px; min-height: 44px; }
.btn.rp svg { width: 22px; height: 22px; fill: currentColor; }
.btn.rp kbd { font: inherit; font-size: 0.72rem; color: var(--muted); }
.btn.rp[data-act="play"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
.btn.rp[data-act="play"] kbd { color: inherit; }
.replay-more { gap: 6px 12px; }
.replay-more .field { display: flex; gap: 6px; align-items: center; }
.replay-more select { font: inherit; padding: 4px; border-radius: 6px; max-width: 11em; }
.replay-more .btn { margin-left: auto; }
@media (max-width: 820px) {
  .replay-bar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 4; border-radius: 14px 14px 0 0; border-width: 2px 0 0; box-shadow: 0 -4px 14px rgba(0, 0, 0, 0.2); }
  .play.replaying { padding-bottom: 170px; }
  .play.replaying .board-wrap { width: min(100%, calc(100dvh - 230px)); }
}
`;
let styled = false;

/**
 * An icon for a button.
 * @param {string} name
 */
export function icon(name) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

/**
 * The controls: the step buttons, the slider, the turn list, the speed, Close.
 * @param {Viewer} v
 */
export function controls(v) {
  if (!styled) adoptCss(CSS);
  styled = true;
  /** @type {(act: string, keys: string, shortcut: string) => HTMLElement} */
  const button = (act, keys, shortcut) =>
    el('button', { type: 'button', class: 'btn rp', 'data-act': act, 'aria-keyshortcuts': shortcut, onclick: () => v.act(act) }, icon(act), el('kbd', {}, keys));
  const turns = el('select', { id: 'replay-turn', onchange: (/** @type {Event} */ e) => v.jump(v.turns[Number(/** @type {HTMLSelectElement} */ (e.target).value)].step) });
  const speed = el(
    'select',
    { id: 'replay-speed', onchange: (/** @type {Event} */ e) => (v.speed = Number(/** @type {HTMLSelectElement} */ (e.target).value)) },
    ...SPEEDS.map((x) => el('option', { value: String(x), selected: x === 1 }, `${x}×`)),
  );
  const seek = el('input', { id: 'replay-seek', type: 'range', min: '0', max: String(v.length), value: '0', step: '1', oninput: (/** @type {Event} */ e) => v.jump(Number(/** @type {HTMLInputElement} */ (e.target).value)) });
  return el(
    'div',
    { id: 'replay-bar', class: 'replay-bar', role: 'group' },
    el('p', { class: 'replay-head' }, el('strong', { id: 'replay-title' }), el('span', { id: 'replay-where', 'aria-live': 'off' })),
    el('label', { class: 'replay-seek' }, el('span', { class: 'sr-only', id: 'replay-seek-label' }), seek),
    el('div', { class: 'replay-buttons' }, button('start', 'Home', 'Home'), button('back', '←', 'ArrowLeft'), button('play', 'Space', 'Space'), button('forward', '→', 'ArrowRight'), button('end', 'End', 'End')),
    el(
      'div',
      { class: 'row replay-more' },
      el('label', { class: 'field' }, el('span', { id: 'replay-turn-label' }), turns),
      el('label', { class: 'field' }, el('span', { id: 'replay-speed-label' }), speed),
      el('button', { type: 'button', class: 'btn small', 'data-act': 'close', 'aria-keyshortcuts': 'Escape', onclick: () => v.act('close') }),
    ),
  );
}

/**
 * The controls' words in the page's language, and where the replay is.
 * @param {Viewer} v
 */
export function renderBar(v) {
  const { bar, length } = v;
  const { view, k } = v.state;
  const q = (/** @type {string} */ sel) => /** @type {HTMLElement} */ (bar.querySelector(sel));
  bar.setAttribute('aria-label', t('replay'));
  q('#replay-title').textContent = t('replay');
  q('#replay-where').textContent = `${t('replayStep', { k, n: length })} · ${t('lg_round', { round: view.round })}`;
  q('#replay-seek-label').textContent = t('replayStep', { k, n: length });
  /** @type {HTMLInputElement} */ (q('#replay-seek')).value = String(k);
  /** @type {Record<string, string>} */
  const names = { start: t('replayStart'), back: t('replayBack'), play: v.playing ? t('replayPause') : t('replayPlay'), forward: t('replayForward'), end: t('replayEnd') };
  for (const [act, name] of Object.entries(names)) {
    const b = q(`[data-act="${act}"]`);
    const key = b.querySelector('kbd')?.textContent ?? '';
    // the key shown on the button is part of its name, outside brackets (which axe's
    // label-content-name-mismatch leaves out of the name it compares)
    b.setAttribute('aria-label', `${name}, ${key}`);
    b.title = `${name} (${key})`;
  }
  q('[data-act="play"] svg')?.replaceWith(icon(v.playing ? 'pause' : 'play'));
  q('[data-act="close"]').textContent = t('replayClose');
  q('#replay-turn-label').textContent = t('replayTurn');
  q('#replay-speed-label').textContent = t('replaySpeed');
  const turns = /** @type {HTMLSelectElement} */ (q('#replay-turn'));
  if (turns.options.length !== v.turns.length || turns.dataset.lang !== t('lg_round', { round: 1 })) {
    turns.replaceChildren(...v.turns.map((x, i) => el('option', { value: String(i) }, `${t('lg_round', { round: x.round })} · ${sideName(view, x.side)}`)));
    turns.dataset.lang = t('lg_round', { round: 1 });
  }
  let at = 0;
  v.turns.forEach((x, i) => x.step <= k && (at = i));
  turns.value = String(at);
}
