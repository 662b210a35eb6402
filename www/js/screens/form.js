// The new-game screen: a preset, every house-rule switch (from Game.switches(), each
// with its one-line explanation), and 2–6 seats, each a person or a computer level with
// a name, on four arms or six, alone or in teams. It only collects choices; the engine
// checks them when the game starts.
import { $, el } from '../page/dom.js';
import { t, switchTitle, switchAbout, presetText } from '../words/i18n.js';
import { completeChoice, KINDS } from './choice.js';
import { drawPreview } from '../board/preview.js';
import { loadSix } from '../game/six.js';
import { sixSay } from '../words/six.js';

/**
 * The colours the seats play, as RULINGS.md "Six arms and teams" seats them (the engine's
 * game shows them once started; this is the form's picture of it): on four arms two
 * players sit opposite; on six, seats spread evenly from the first arm.
 * @param {number} n seats
 * @param {number} arms
 */
export function seatColours(n, arms) {
  if (arms === 6) return [[0, 3], [0, 2, 4], [0, 1, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5]][n - 2];
  return n === 2 ? [0, 2] : [0, 1, 2, 3].slice(0, n);
}

/**
 * Whether partners can play (RULINGS.md: teams with 4 seats, or 6 on six arms).
 * @param {number} n
 * @param {number} arms
 */
export const teamsAllowed = (n, arms) => n === 4 || (n === 6 && arms === 6);

/** @typedef {import('../../../pkg/ludo.js').PresetInfo} PresetInfo */
/** @typedef {import('../../../pkg/ludo.js').SwitchInfo} SwitchInfo */
/** @typedef {import('./choice.js').SeatChoice} SeatChoice */
/** @typedef {import('./choice.js').Choice} Choice */

/**
 * @param {string} id
 * @returns {HTMLInputElement}
 */
const inputById = (id) => /** @type {HTMLInputElement} */ ($(id));

export class SetupForm {
  /**
   * `onStart(choice, remember)` is called with the complete choice when the form is sent
   * (remember: true), or with the quick game when "Quick play" is pressed (false).
   * @param {{ presets: PresetInfo[], switches: SwitchInfo[], nameLength: number, onStart: (choice: Choice, remember: boolean) => void }} options
   */
  constructor({ presets, switches, nameLength, onStart }) {
    this.presets = presets;
    this.switches = switches;
    /** the longest name the engine takes */
    this.nameLength = nameLength;
    this.onStart = onStart;
    this.choice = completeChoice(null, presets, switches, nameLength);
    /** whether the form on the page is behind `choice` (a choice held, not drawn yet) */
    this.stale = true;
    /** @type {() => string} the message by the Start button */
    this.said = () => '';
    /** the picture of the board chosen, beside Quick play */
    this.preview = el('canvas', { id: 'setup-board', class: 'setup-board', 'aria-hidden': 'true' });
    document.querySelector('#setup .quick')?.prepend(this.preview);
    // a changed switch (the board) or player redraws the picture
    $('setup-form').addEventListener('change', () => {
      this.read();
      this.drawPreview();
      this.renderSeatOptions();
    });
    $('setup-form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.start();
    });
    $('seat-add').addEventListener('click', () => {
      this.read();
      if (this.choice.seats.length < 6) this.choice.seats.push({ kind: 'medium', name: '' });
      // five or six players need the six-arm board
      if (this.choice.seats.length > 4) this.choice.rules = { ...this.choice.rules, arms: 6 };
      this.renderSeats();
    });
    // the board's arms and teams, under the players (their words: words/six.js)
    $('seat-add').parentElement?.after(
      el(
        'div',
        { class: 'row seat-options' },
        el('label', { class: 'field', for: 'arms' }, el('span', { id: 'arms-label' }), el('select', { id: 'arms' }, el('option', { value: '4' }), el('option', { value: '6' }))),
        el('label', { class: 'check', for: 'teams' }, el('input', { type: 'checkbox', id: 'teams', 'aria-describedby': 'teams-about' }), ' ', el('span', { id: 'teams-label' })),
      ),
      el('p', { id: 'teams-about', class: 'about' }),
    );
    // a label beside its list (set through the style object: the page's content policy
    // refuses style attributes)
    const armsField = $('arms-label').parentElement;
    if (armsField) armsField.style.cssText = 'display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center;min-width:0;max-width:100%';
    $('arms').style.maxWidth = '100%';
    $('seat-remove').addEventListener('click', () => {
      this.read();
      if (this.choice.seats.length > 2) this.choice.seats.pop();
      this.renderSeats();
    });
  }

  /** Starts the game the form shows, and remembers the choice (Start). */
  start() {
    this.read();
    this.onStart(this.choice, true);
  }

  /**
   * Shows a choice in the form.
   * @param {any} choice a remembered choice, completed with the defaults
   */
  show(choice) {
    this.choice = completeChoice(choice, this.presets, this.switches, this.nameLength);
    this.render();
  }

  /**
   * "Quick play": the preset on show with its rules, one person (the first seat's name)
   * against three computer players of medium level, new dice.
   * @returns {Choice}
   */
  quickChoice() {
    const { preset, rules, seats } = this.read();
    const name = seats.find((s) => s.kind === 'person')?.name ?? '';
    return { preset, rules, seed: '', seats: [{ kind: 'person', name }, ...[1, 2, 3].map(() => ({ kind: 'medium', name: '' }))] };
  }

  /** The line under "Quick play": what it starts. */
  renderQuick() {
    const p = this.presets.find((x) => x.name === this.choice.preset) ?? this.presets[0];
    $('quick-about').textContent = t('quickAbout', { preset: presetText(p).name });
  }

  /**
   * Takes a choice without drawing it (a game started from the URL): the form is drawn
   * when it is shown.
   * @param {any} choice
   */
  hold(choice) {
    this.choice = completeChoice(choice, this.presets, this.switches, this.nameLength);
    this.stale = true;
  }

  /** Redraws the whole form (after a change of language). */
  render() {
    this.stale = false;
    $('setup-error').textContent = this.said();
    this.renderQuick();
    this.renderPresets();
    this.renderSwitches();
    this.renderSeats();
    inputById('seed').value = String(this.choice.seed ?? '');
  }

  /**
   * Shows a message by the Start button (a choice the engine refused); it follows a
   * change of language.
   * @param {import('../words/messages.js').Say} say
   */
  error(say) {
    this.said = typeof say === 'function' ? say : () => say;
    $('setup-error').textContent = this.said();
  }

  renderPresets() {
    const box = $('presets');
    box.replaceChildren(
      ...this.presets.map((p) => {
        const text = presetText(p);
        const input = el('input', {
          type: 'radio',
          name: 'preset',
          value: p.name,
          checked: p.name === this.choice.preset,
          onchange: () => this.pickPreset(p.name),
        });
        return el(
          'label',
          { class: 'preset', 'data-preset': p.name },
          el('span', { class: 'preset-name' }, text.name),
          input,
          el('span', { class: 'preset-about' }, text.about),
        );
      }),
    );
  }

  /** @param {string} name */
  pickPreset(name) {
    this.read();
    const p = this.presets.find((x) => x.name === name) ?? this.presets[0];
    this.choice.preset = name;
    this.choice.rules = { ...p.rules };
    if (p.againstComputers) {
      this.choice.seats = [{ kind: 'person', name: this.choice.seats[0]?.name ?? '' }, ...[1, 2, 3].map(() => ({ kind: 'medium', name: '' }))];
    }
    this.renderSwitches();
    this.renderSeats();
    this.renderQuick();
  }

  renderSwitches() {
    const rules = this.choice.rules;
    const rows = this.switches.map((/** @type {SwitchInfo} */ sw) => {
      const id = `sw-${sw.name}`;
      const about = el('span', { class: 'about', id: `${id}-about` }, switchAbout(sw));
      const title = el('span', { class: 'sw-title' }, switchTitle(sw));
      const v = rules[sw.name];
      if (sw.kind === 'bool') {
        const input = el('input', { type: 'checkbox', id, 'data-switch': sw.name, checked: Boolean(v), 'aria-describedby': `${id}-about` });
        return el('div', { class: 'sw' }, el('label', { class: 'check', for: id }, input, title), about);
      }
      if (sw.kind === 'dice') {
        const boxes = [1, 2, 3, 4, 5, 6].map((d) =>
          el(
            'label',
            { class: 'die-pick' },
            el('input', { type: 'checkbox', 'data-switch': sw.name, 'data-die': d, checked: Array.isArray(v) && v.includes(d) }),
            el('span', {}, String(d)),
          ),
        );
        return el('div', { class: 'sw' }, el('fieldset', { class: 'dice-pick', 'aria-describedby': `${id}-about` }, el('legend', {}, title), ...boxes), about);
      }
      const options =
        sw.kind === 'choice'
          ? (sw.choices ?? []).map((c) => el('option', { value: c, selected: v === c }, t(`choice_${c}`) === `choice_${c}` ? c : t(`choice_${c}`)))
          : Array.from({ length: (sw.max ?? 4) + 1 }, (_, n) => el('option', { value: n, selected: v === n }, String(n)));
      const select = el('select', { id, 'data-switch': sw.name, 'data-kind': sw.kind, 'aria-describedby': `${id}-about` }, ...options);
      return el('div', { class: 'sw' }, el('label', { class: 'field', for: id }, title, select), about);
    });
    $('switches').replaceChildren(...rows);
  }

  renderSeats() {
    const seats = this.choice.seats;
    // with two seats the players sit opposite (red and yellow)
    /** @param {number} i */
    const colourOf = (i) => seatColours(seats.length, this.arms())[i];
    $('seats').replaceChildren(
      ...seats.map((s, i) => {
        const kind = el(
          'select',
          { 'data-seat': i, 'data-field': 'kind', 'aria-label': `${t('playerN', { n: i + 1 })}: ${t('seatKind')}` },
          ...KINDS.map((k) => el('option', { value: k, selected: s.kind === k }, t(k))),
        );
        const name = el('input', {
          type: 'text',
          maxlength: String(this.nameLength),
          'data-seat': i,
          'data-field': 'name',
          value: s.name ?? '',
          placeholder: t('playerN', { n: i + 1 }),
          'aria-label': `${t('playerN', { n: i + 1 })}: ${t('seatName')}`,
        });
        const chip = el('span', { class: `chip c${colourOf(i)}`, 'aria-hidden': 'true' });
        return el('div', { class: 'seat' }, chip, name, kind);
      }),
    );
    this.drawPreview();
    /** @type {HTMLButtonElement} */ ($('seat-add')).disabled = seats.length >= 6;
    /** @type {HTMLButtonElement} */ ($('seat-remove')).disabled = seats.length <= 2;
    this.renderSeatOptions();
  }

  /** The board's arms and "Play in teams", with who plays with whom or why not. */
  renderSeatOptions() {
    const n = this.choice.seats.length;
    const arms = this.arms();
    const select = /** @type {HTMLSelectElement} */ ($('arms'));
    select.value = String(arms);
    /** @type {HTMLOptionElement} */ (select.options[0]).disabled = n > 4;
    const box = inputById('teams');
    const allowed = teamsAllowed(n, arms);
    box.disabled = !allowed;
    box.checked = allowed && this.choice.rules.teams === true;
    const name = (/** @type {number} */ i) => this.choice.seats[i]?.name?.trim() || t('playerN', { n: i + 1 });
    const pairs = Array.from({ length: n / 2 }, (_, i) => sixSay('teamOf', { a: name(i), b: name(i + n / 2) }));
    $('teams-about').textContent = !allowed ? sixSay('teamsWhen') : box.checked ? pairs.join(' · ') : sixSay('teamsAbout');
    $('arms-label').textContent = sixSay('armsLabel');
    $('teams-label').textContent = sixSay('teamsLabel');
    ['arms4', 'arms6'].forEach((key, i) => (/** @type {HTMLOptionElement} */ (select.options[i]).textContent = sixSay(key)));
  }

  /** The arms chosen: six with five or six players. */
  arms() {
    return this.choice.seats.length > 4 || this.choice.rules.arms === 6 ? 6 : 4;
  }

  /** Draws the board of the rules chosen, its corners coloured for the seats. */
  drawPreview() {
    const n = this.choice.seats.length;
    const board = String(this.choice.rules.board ?? 'ludo');
    const canvas = /** @type {HTMLCanvasElement} */ (this.preview);
    if (this.arms() === 4) return drawPreview(canvas, board, seatColours(n, 4));
    // the six-arm board's geometry comes with the module that plays it, loaded ahead
    loadSix().then((Six) => {
      if (this.arms() !== 6) return;
      const game = new Six({ seats: 2, rules: { arms: 6, board: /** @type {any} */ (board) } });
      try {
        drawPreview(canvas, board, seatColours(this.choice.seats.length, 6), game.geometry());
      } finally {
        game.free();
      }
    }, () => {});
  }

  /** Reads the form back into `this.choice`. */
  read() {
    if (this.stale) return this.choice;
    const form = $('setup-form');
    /** @type {(selector: string) => HTMLInputElement | null} */
    const field = (selector) => form.querySelector(selector);
    const rules = { ...this.choice.rules };
    for (const sw of this.switches) {
      if (sw.kind === 'bool') {
        const box = field(`input[data-switch="${sw.name}"]`);
        if (box) rules[sw.name] = box.checked;
      } else if (sw.kind === 'dice') {
        /** @type {HTMLInputElement[]} */
        const boxes = [...form.querySelectorAll(`input[data-switch="${sw.name}"]`)].filter((b) => b instanceof HTMLInputElement);
        if (boxes.length) rules[sw.name] = boxes.filter((b) => b.checked).map((b) => Number(b.dataset.die));
      } else {
        const sel = field(`select[data-switch="${sw.name}"]`);
        if (sel) rules[sw.name] = sw.kind === 'count' ? Number(sel.value) : sel.value;
      }
    }
    const seats = this.choice.seats.map((s, i) => ({
      kind: field(`select[data-seat="${i}"]`)?.value ?? s.kind,
      name: field(`input[data-seat="${i}"]`)?.value ?? s.name,
    }));
    // six arms and teams: left out of the rules when off, as the first module has neither
    delete rules.arms;
    delete rules.teams;
    if (seats.length > 4 || /** @type {HTMLSelectElement} */ ($('arms')).value === '6') rules.arms = 6;
    if (!inputById('teams').disabled && inputById('teams').checked) rules.teams = true;
    this.choice = { ...this.choice, rules, seats, seed: inputById('seed').value.trim() };
    return this.choice;
  }
}
