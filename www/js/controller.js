// The game on the page: asks the engine what happens, animates it, and waits for people
// to roll and move while computer seats play at a pace a person can follow. Every rule
// decision (whose turn, what is legal, what a move did, places, scores) is the engine's.
import { $, el, reducedMotion } from './dom.js';
import { t, setLang, lang, pickLang, logLines, moveText, has } from './i18n.js';
import * as store from './store.js';
import * as sound from './sound.js';
import * as computer from './computer.js';
import { speeds, timing, defaultSettings, readParams, asksForGame } from './config.js';
import {
  layout,
  planRoutes,
  moveSpots,
  resolveClick,
  cycle,
  computerOnTurn,
  hasComputer,
  diceShown,
  sideColour,
  parseLabel,
  pointOf,
} from './state.js';
import { Animator } from './anim.js';
import { BoardRenderer } from './render.js';
import * as panel from './panel.js';
import { SetupForm, completeChoice, gameOptions } from './setup.js';
import { singleFile } from './wasm-source.js';


const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class App {
  constructor(Game) {
    this.Game = Game;
    this.presets = Game.presets();
    this.switches = Game.switches();
    this.params = readParams(location.search, this.switches.map((s) => s.name));
    this.settings = { ...defaultSettings, ...store.load('settings', {}) };
    if (this.params.speed) this.settings.speed = this.params.speed;
    if (this.params.autoMove !== undefined) this.settings.autoMove = this.params.autoMove;
    this.slot = store.slotName(location.search);
    this.geometries = {};
    this.game = null;
    this.geo = null;
    this.state = null;
    this.awaiting = null; // 'roll' or 'move' while a person is to act
    this.moves = [];
    this.spots = [];
    this.cursor = null; // move id picked by keyboard, hover or a hint
    this.selected = null; // pawn picked by a click, when it has several moves
    this.choose = null; // { pawns, target }: several pawns could land on the clicked square
    this.undoState = null;
    this.token = 0; // bumped whenever the game is replaced: older async work then stops
    this.hintList = null;
    this.resultsSeen = false;
    this.storageWarned = false;
    this.frameQueued = false;
    this.renderer = new BoardRenderer($('board'));
    this.animator = new Animator(() => this.requestFrame());
    this.form = new SetupForm({
      presets: this.presets,
      switches: this.switches,
      onStart: (choice) => this.startFromChoice(choice),
    });
  }

  // ---- start-up, screens, language ------------------------------------------------

  boot() {
    setLang(this.params.lang || this.settings.lang || pickLang(navigator.languages));
    sound.setMuted(!this.settings.sound);
    $('speed').value = this.settings.speed;
    $('auto-move').checked = this.settings.autoMove;
    if (singleFile) $('single-file').hidden = true;
    this.translatePage();
    $('loading').hidden = true;
    new ResizeObserver(() => this.layoutBoard()).observe($('board-wrap'));
    computer.warmUp();

    const saved = store.load(this.slot);
    if (saved?.state) {
      try {
        this.install(this.Game.fromState(saved.state), saved.undo ?? null);
        return;
      } catch (e) {
        store.remove(this.slot);
        this.message(t('errResume', { detail: e.message }), true);
      }
    }
    const remembered = store.load('setup');
    if (asksForGame(this.params)) {
      // the engine checks the URL's options as given: a bad one shows its message
      const refusal = this.refusal(this.params);
      if (refusal) {
        this.form.show(remembered);
        this.form.error(t('errStart', { detail: refusal }));
        this.showScreen('setup');
        return;
      }
      const choice = completeChoice(
        { preset: this.params.preset, seats: this.params.seats, seed: this.params.seed ?? '', rules: null },
        this.presets,
        this.switches,
      );
      if (this.params.rules) Object.assign(choice.rules, this.params.rules);
      this.form.show(choice);
      if (this.startFromChoice(choice, false)) return;
    } else {
      this.form.show(remembered);
    }
    this.showScreen('setup');
  }

  /** The engine's message if the URL's options cannot start a game, else null. */
  refusal(params) {
    const options = {};
    if (params.preset) options.preset = params.preset;
    if (params.rules) options.rules = params.rules;
    if (params.seed !== undefined) options.seed = params.seed;
    if (params.seats) options.seats = params.seats.map((s) => (s.kind === 'person' ? {} : { computer: s.kind }));
    try {
      new this.Game(options).free();
      return null;
    } catch (e) {
      return e.message;
    }
  }

  showScreen(name) {
    $('setup').hidden = name !== 'setup';
    $('play').hidden = name === 'setup';
    $('results').hidden = name !== 'results';
    $('setup-cancel').hidden = !(name === 'setup' && this.game);
    if (name !== 'setup') this.layoutBoard();
  }

  translatePage() {
    document.documentElement.lang = lang();
    document.title = t('title');
    for (const node of document.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
    for (const node of document.querySelectorAll('[data-t-label]')) {
      node.setAttribute('aria-label', t(node.dataset.tLabel));
      node.title = t(node.dataset.tLabel);
    }
    $('board').setAttribute('aria-label', t('board'));
    $('board-wrap').setAttribute('aria-label', t('board'));
    $('lang').value = lang();
    this.renderSound();
  }

  changeLang(code) {
    setLang(code);
    this.settings.lang = lang();
    store.save('settings', this.settings);
    this.form.read();
    this.translatePage();
    this.form.render();
    if (this.state) {
      this.renderLog();
      this.renderPanel();
      this.updateHits();
      if (this.hintList) this.renderHints(this.hintList);
      if (!$('results').hidden) this.renderResults();
    }
  }

  setSetting(name, value) {
    this.settings[name] = value;
    store.save('settings', this.settings);
    if (name === 'sound') {
      sound.setMuted(!value);
      this.renderSound();
    }
    if (name === 'autoMove' && value && this.awaiting === 'move' && this.moves.length === 1) this.advance();
  }

  renderSound() {
    const on = this.settings.sound;
    $('sound').setAttribute('aria-pressed', String(on));
    $('sound-icon').textContent = on ? '♪' : '×';
    $('sound').classList.toggle('off', !on);
  }

  message(text, isError = false) {
    $('message-text').textContent = text;
    $('message').hidden = false;
    $('message').classList.toggle('error', isError);
    clearTimeout(this.messageTimer);
    if (!isError) this.messageTimer = setTimeout(() => ($('message').hidden = true), 4000);
  }

  announce(text) {
    $('live').textContent = text;
  }

  // ---- games: start, restore, save, files ----------------------------------------------

  geometry(board) {
    this.geometries[board] ??= this.Game.geometryOf(board);
    return this.geometries[board];
  }

  /** Starts a game from the new-game choice; false (and a message) if the engine refuses. */
  startFromChoice(choice, remember = true) {
    let game;
    try {
      game = new this.Game(gameOptions(choice));
    } catch (e) {
      this.form.error(t('errStart', { detail: e.message }));
      this.showScreen('setup');
      return false;
    }
    this.form.error('');
    if (remember) store.save('setup', choice);
    this.lastChoice = choice;
    this.install(game, null);
    this.persist();
    return true;
  }

  /** Puts a game on the board and lets it run. */
  install(game, undoState) {
    this.adopt(game, undoState);
    this.animator.set(layout(this.state, this.geo));
    this.renderLegend();
    this.renderPanel();
    this.advance();
  }

  /** Takes over `game` (freeing the one it replaces): its state, a fresh turn, the log and dice. */
  adopt(game, undoState) {
    this.token++;
    this.animator.finish();
    const old = this.game;
    this.game = game;
    if (old && old !== game) old.free();
    this.state = game.state();
    this.geo = this.geometry(this.state.board);
    this.undoState = undoState;
    this.trail = this.trailOf(this.state);
    this.awaiting = null;
    this.resultsSeen = false;
    this.clearChoice();
    this.hideHints();
    this.showScreen('play');
    this.renderLog();
    this.renderDice(diceShown(this.state));
  }

  persist() {
    const ok = store.save(this.slot, { state: this.state, undo: this.undoState });
    if (!ok && !this.storageWarned) {
      this.storageWarned = true;
      this.message(t('errStorage'), true);
    }
  }

  exportGame() {
    if (!this.state) return;
    const blob = new Blob([JSON.stringify(this.state, null, 1)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
    const a = el('a', { href: url, download: `ludo-${this.state.preset}-${stamp}.json`, hidden: true });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    this.message(t('saved'));
  }

  /** Opens a saved game from a file; a bad file gives a message and changes nothing. */
  async importFile(file) {
    let text;
    try {
      text = await file.text();
    } catch {
      this.message(t('errRead'), true);
      return;
    }
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      this.message(t('errNotJson'), true);
      return;
    }
    let game;
    try {
      game = this.Game.fromState(data);
    } catch (e) {
      this.message(t('errBadSave', { detail: e.message }), true);
      return;
    }
    this.lastChoice = null;
    this.install(game, null);
    this.persist();
    this.message(t('imported'));
  }

  playAgain() {
    const st = this.state;
    const choice = this.lastChoice ?? {
      preset: st.preset,
      rules: st.rules,
      seats: st.seats.map((s) => ({ kind: s.computer ?? 'person', name: s.name })),
      seed: '',
    };
    this.startFromChoice({ ...choice, seed: '' }, false);
  }

  newGame() {
    this.form.show(store.load('setup') ?? this.lastChoice);
    this.form.error('');
    this.showScreen('setup');
  }

  // ---- the turn loop ---------------------------------------------------------------

  pace(ms) {
    return sleep(ms * speeds[this.settings.speed]);
  }

  motionFactor() {
    return reducedMotion() ? 0 : speeds[this.settings.speed];
  }

  /** Runs the game until a person has to act or the game is over. */
  async advance() {
    const token = this.token;
    try {
      while (token === this.token) {
        const st = this.state;
        this.renderPanel();
        if (st.phase === 'over') {
          this.awaiting = null;
          this.renderPanel();
          if (!this.resultsSeen) {
            this.resultsSeen = true;
            sound.play('win');
            this.renderResults();
            this.showScreen('results');
            $('results-again').focus({ preventScroll: true });
          }
          return;
        }
        const byComputer = computerOnTurn(st);
        if (st.phase === 'roll') {
          if (!byComputer) return this.wait('roll');
          await this.pace(timing.computerRoll);
          if (token !== this.token) return;
          await this.doRoll(token);
          continue;
        }
        if (!byComputer) {
          const moves = this.game.legalMoves();
          if (this.settings.autoMove && moves.length === 1) {
            await this.pace(timing.autoMove);
            if (token !== this.token) return;
            this.undoState = this.state;
            await this.doMove(moves[0].id, token);
            continue;
          }
          return this.wait('move', moves);
        }
        const id = await computer.ask('choose', this.game);
        if (token !== this.token) return;
        await this.pace(timing.computerMove);
        if (token !== this.token) return;
        await this.doMove(id, token);
      }
    } catch (e) {
      if (token === this.token) this.message(e.message, true);
    }
  }

  wait(what, moves = []) {
    this.awaiting = what;
    this.moves = moves;
    this.spots = moveSpots(moves, this.state, this.geo, layout(this.state, this.geo));
    this.clearChoice();
    this.renderPanel();
    this.updateHits();
    this.requestFrame();
    const active = document.activeElement;
    const free = !active || active === document.body || active.closest('#play') || active === $('start');
    if (free && !(active && active.matches('select, input, textarea, details > summary'))) {
      if (what === 'roll') $('roll').focus({ preventScroll: true });
      else $('board-wrap').focus({ preventScroll: true });
    }
    if (what === 'move') this.announce(t('promptMove', { name: this.state.seats[this.state.turn].name }));
  }

  async doRoll(token) {
    const name = this.state.seats[this.state.turn].name;
    this.game.roll();
    const outcome = this.game.lastOutcome();
    const before = this.state;
    const after = this.game.state();
    sound.play('roll');
    await this.rollDice(diceShown(after).values);
    if (token !== this.token) return;
    this.state = after;
    this.appendLog(outcome.events);
    this.announce(`${name}: ${logLines(outcome.events, after).join('. ')}`);
    this.persist();
    if (outcome.noLegalMove || outcome.foul) {
      sound.play('bad');
      this.renderPanel();
      await this.pace(timing.noMove);
      if (token !== this.token) return;
    }
    await this.show(before, after, outcome.events);
  }

  async doMove(id, token) {
    const name = this.state.seats[this.state.turn].name;
    const before = this.state;
    const outcome = this.game.applyMove(id);
    const after = this.game.state();
    this.state = after;
    this.trail = this.trailOf(after);
    this.awaiting = null;
    this.moves = [];
    this.spots = [];
    this.clearChoice();
    this.hideHints();
    this.updateHits();
    this.appendLog(outcome.events);
    this.announce(`${name}: ${logLines(outcome.events, after).join('. ')}`);
    this.persist();
    this.renderPanel();
    await this.show(before, after, outcome.events);
    if (token !== this.token) return;
    if (outcome.captures.length || outcome.forfeits.length) sound.play('capture');
    if (outcome.events.some((e) => e.type === 'move' && e.to === this.geo.goal)) sound.play('home');
    this.renderDice(diceShown(after));
  }

  /** Where the last move started and ended, to mark them on the board until the next one. */
  trailOf(st) {
    let m = null;
    for (let i = st.log.length - 1; i >= 0 && !m; i--) if (st.log[i].type === 'move') m = st.log[i];
    if (!m) return null;
    const { side, k } = parseLabel(m.pawn);
    const colour = sideColour(st, side);
    return { colour, from: pointOf(this.geo, colour, k, m.from), to: pointOf(this.geo, colour, k, m.to) };
  }

  /** The one animation function: tweens the board from one position to the next. */
  show(before, after, events) {
    const routes = planRoutes(before, after, events, this.geo);
    const target = layout(after, this.geo);
    return this.animator.run({
      routes,
      geo: this.geo,
      target,
      factor: this.motionFactor(),
      onHop: (kind) => sound.play(kind === 'home' ? 'capture' : 'step'),
    });
  }

  // ---- what people do ---------------------------------------------------------------

  personRoll() {
    if (this.state?.phase === 'over') {
      this.renderResults();
      this.showScreen('results');
      return;
    }
    if (this.awaiting !== 'roll') return;
    this.awaiting = null;
    this.renderPanel();
    const token = this.token;
    this.doRoll(token)
      .then(() => token === this.token && this.advance())
      .catch((e) => this.message(e.message, true));
  }

  personMove(id) {
    if (this.awaiting !== 'move' || !this.moves.some((m) => m.id === id)) return;
    const token = this.token;
    this.undoState = this.state;
    this.doMove(id, token)
      .then(() => token === this.token && this.advance())
      .catch((e) => this.message(e.message, true));
  }

  /** A click on a pawn or a square of the board. */
  hit(what) {
    if (this.awaiting !== 'move') return;
    if (this.choose && what.pawn && this.choose.pawns.includes(what.pawn)) {
      const s = this.spots.find((x) => x.move.pawn === what.pawn && x.toKey === this.choose.target);
      if (s) return this.personMove(s.move.id);
    }
    const r = resolveClick(this.spots, what, this.selected);
    if (!r) return;
    if (r.play !== undefined) return this.personMove(r.play);
    if (r.select) {
      this.selected = r.select;
      this.choose = null;
      this.cursor = null;
      this.renderPanel();
    } else if (r.choose) {
      this.choose = { pawns: r.choose, target: what.target };
      this.selected = null;
      this.renderPanel();
      this.announce(t('promptPick', { pawns: r.choose.join(', ') }));
    }
    this.updateHits();
    this.requestFrame();
  }

  clearChoice() {
    this.selected = null;
    this.choose = null;
    this.cursor = null;
  }

  /** Moves the keyboard cursor through the legal moves. */
  step(delta) {
    if (this.awaiting !== 'move') return;
    this.selected = null;
    this.choose = null;
    this.cursor = cycle(this.moves, this.cursor, delta);
    const i = this.moves.findIndex((m) => m.id === this.cursor);
    const m = this.moves[i];
    this.announce(t('selectedMove', { i: i + 1, n: this.moves.length, text: moveText(m, this.geo.goal, this.multiDice()) }));
    this.renderPanel();
    this.requestFrame();
  }

  confirm() {
    if (this.awaiting === 'roll') return this.personRoll();
    if (this.awaiting !== 'move') return;
    if (this.cursor === null) return this.step(1);
    this.personMove(this.cursor);
  }

  multiDice() {
    return new Set(this.moves.map((m) => m.die)).size > 1;
  }

  undo() {
    if (!this.undoState || !this.state || !hasComputer(this.state)) return;
    let game;
    try {
      game = this.Game.fromState(this.undoState);
    } catch (e) {
      this.undoState = null;
      this.renderPanel();
      this.message(t('errResume', { detail: e.message }), true);
      return;
    }
    const before = this.state;
    this.adopt(game, null);
    this.persist();
    this.message(t('undone'));
    const token = this.token;
    this.show(before, this.state, []).then(() => token === this.token && this.advance());
  }

  async hints() {
    if (this.awaiting !== 'move' || typeof this.game.hints !== 'function') return;
    const token = this.token;
    const at = this.state.log.length;
    let list;
    try {
      list = await computer.ask('hints', this.game);
      if (list === null && token === this.token) list = this.game.hints();
    } catch (e) {
      if (token === this.token) this.message(e.message, true);
      return;
    }
    if (token !== this.token || this.awaiting !== 'move' || this.state.log.length !== at) return;
    this.hintList = Array.isArray(list) ? list : [];
    this.renderHints(this.hintList);
  }

  renderHints(list) {
    const box = $('hints');
    const items = list.map((h, i) => {
      const reason = has(`reason_${h.reason}`) ? t(`reason_${h.reason}`) : h.reason;
      const move = this.moves.find((m) => m.id === h.id) ?? h;
      const text = lang() === 'en' && !has(`reason_${h.reason}`) ? h.text : moveText(move, this.geo.goal, this.multiDice());
      const chance = typeof h.winChance === 'number' ? t('winChance', { p: Math.round(h.winChance * 100) }) : '';
      return el(
        'li',
        {},
        el(
          'button',
          {
            type: 'button',
            class: 'hint-move',
            'data-move': h.id,
            onclick: () => this.personMove(h.id),
            onmouseenter: () => this.pointAt(h.id),
            onfocus: () => this.pointAt(h.id),
          },
          el('span', { class: 'hint-rank' }, `${i + 1}.`),
          el('span', { class: 'hint-text' }, text),
          el('span', { class: 'hint-reason' }, reason),
          chance && el('span', { class: 'hint-chance' }, chance),
        ),
      );
    });
    box.replaceChildren(
      el('p', { class: 'hints-title' }, list.length ? t('hintTitle') : t('hintNone')),
      el('ol', {}, ...items),
    );
    box.hidden = false;
    this.announce(list.length ? `${t('hintTitle')}: ${items[0].textContent}` : t('hintNone'));
  }

  hideHints() {
    this.hintList = null;
    $('hints').hidden = true;
    $('hints').replaceChildren();
  }

  pointAt(id) {
    if (this.awaiting !== 'move') return;
    this.cursor = id;
    this.requestFrame();
  }

  // ---- drawing ----------------------------------------------------------------------

  layoutBoard() {
    const wrap = $('board-wrap');
    if (!this.geo || $('play').hidden) return;
    const css = Math.floor(wrap.clientWidth);
    if (css <= 0) return;
    this.renderer.resize(css, globalThis.devicePixelRatio || 1);
    this.updateHits();
    this.requestFrame();
  }

  requestFrame() {
    if (this.frameQueued) return;
    this.frameQueued = true;
    requestAnimationFrame((now) => {
      this.frameQueued = false;
      this.drawFrame(now);
    });
  }

  visibleSpots() {
    if (this.selected) return this.spots.filter((s) => s.move.pawn === this.selected);
    if (this.choose) return this.spots.filter((s) => this.choose.pawns.includes(s.move.pawn) && s.toKey === this.choose.target);
    return this.spots;
  }

  drawFrame(now) {
    if (!this.geo || !this.state || !this.renderer.css) return;
    const moving = this.animator.frame(now);
    const motion = this.motionFactor() > 0;
    const showMoves = this.awaiting === 'move' && !this.animator.busy;
    let movable = new Set();
    let targets = [];
    let focus = null;
    if (showMoves) {
      const spots = this.visibleSpots();
      movable = new Set(spots.map((s) => s.move.pawn));
      const seen = new Set();
      for (const s of spots) if (!seen.has(s.toKey)) seen.add(s.toKey), targets.push(s.to);
      const c = this.spots.find((s) => s.move.id === this.cursor);
      if (c) focus = { from: c.from, to: c.to };
    }
    const st = this.state;
    const turnColours = st.phase === 'over' ? [] : [sideColour(st, st.side)];
    this.renderer.draw({
      geo: this.geo,
      state: st,
      pawns: this.animator.spots,
      movable,
      targets,
      focus,
      turnColours,
      towers: st.rules.towers ? this.towers() : [],
      trail: this.animator.busy ? null : this.trail,
      time: now,
      motion,
    });
    if (moving || (showMoves && motion)) this.requestFrame();
  }

  towers() {
    const cells = new Map();
    for (const p of this.animator.spots.values()) {
      if (p.pos < 1 || p.pos >= this.geo.goal) continue;
      const list = cells.get(p.cell) ?? [];
      list.push(p);
      cells.set(p.cell, list);
    }
    return [...cells.values()].filter((g) => g.length === 2 && g[0].side === g[1].side).map((g) => (g[0].x < g[1].x ? g : [g[1], g[0]]));
  }

  /** Invisible buttons over the movable pawns and their squares, for pointer input. */
  updateHits() {
    const box = $('hits');
    if (this.selected) box.dataset.selected = this.selected;
    else delete box.dataset.selected;
    if (this.awaiting !== 'move' || !this.geo || !this.renderer.css) {
      box.replaceChildren();
      return;
    }
    const s = this.renderer.css / (this.geo.size * 2);
    const cell = 2 * s;
    const place = (node, x, y, size) => {
      node.style.left = `${x * s - size / 2}px`;
      node.style.top = `${y * s - size / 2}px`;
      node.style.width = `${size}px`;
      node.style.height = `${size}px`;
    };
    const nodes = [];
    const spots = this.visibleSpots();
    const targets = new Map();
    for (const sp of spots) if (!targets.has(sp.toKey)) targets.set(sp.toKey, sp);
    for (const [key, sp] of targets) {
      const b = el('button', { type: 'button', class: 'hit target', tabindex: '-1', 'data-target': key, 'aria-label': moveText(sp.move, this.geo.goal) });
      place(b, sp.to[0], sp.to[1], cell);
      b.addEventListener('click', () => this.hit({ target: key }));
      nodes.push(b);
    }
    const pawns = new Map();
    for (const sp of this.spots) if (!pawns.has(sp.move.pawn)) pawns.set(sp.move.pawn, sp);
    for (const [pawn, sp] of pawns) {
      const b = el('button', { type: 'button', class: 'hit pawn', tabindex: '-1', 'data-pawn': pawn, 'aria-label': pawn });
      place(b, sp.from.x, sp.from.y, Math.max(sp.from.r * 2 * s + 4, cell * 0.7));
      b.addEventListener('click', () => this.hit({ pawn }));
      b.addEventListener('mouseenter', () => this.pointAt(sp.move.id));
      nodes.push(b);
    }
    box.replaceChildren(...nodes);
  }

  async rollDice(values) {
    const f = this.motionFactor();
    if (f > 0) {
      const end = performance.now() + timing.dice * f;
      $('dice').classList.add('rolling');
      while (performance.now() < end) {
        this.renderDice({ values: values.map(() => 1 + Math.floor(Math.random() * 6)), fresh: true });
        await sleep(timing.diceFrame);
      }
      $('dice').classList.remove('rolling');
    }
    this.renderDice({ values, fresh: true });
  }

  renderPanel() {
    const st = this.state;
    if (!st) return;
    const over = st.phase === 'over';
    const seat = st.seats[st.turn];
    panel.renderPlayers(st);
    const roll = $('roll');
    roll.textContent = over ? t('results') : t('roll');
    roll.disabled = !(over || this.awaiting === 'roll');
    let prompt = '';
    if (over) prompt = t('promptOver');
    else if (this.awaiting === 'roll') prompt = t('promptRoll', { name: seat.name });
    else if (this.awaiting === 'move') prompt = this.choose ? t('promptPick', { pawns: this.choose.pawns.join(', ') }) : t('promptMove', { name: seat.name });
    else if (seat.computer) prompt = t('promptComputer', { name: seat.name });
    $('prompt').textContent = prompt;
    $('undo').disabled = !(this.undoState && hasComputer(st));
    const canHint = typeof this.game?.hints === 'function';
    $('hint').hidden = !canHint;
    $('hint').disabled = !(canHint && this.awaiting === 'move');
  }

  renderDice(dice) {
    panel.renderDice(dice);
  }

  renderLegend() {
    panel.renderLegend(this.state);
  }

  renderLog() {
    panel.renderLog(this.state);
  }

  appendLog(events) {
    panel.appendLog(events, this.state);
  }

  renderResults() {
    panel.renderResults(this.state, this.game.stats());
  }
}
