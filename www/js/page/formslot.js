// The new-game form, loaded when it is first shown: a game a link starts (an embed, a
// shared game) never fetches it. Until then the slot keeps what the form is to show (a
// choice held, a message by Start) and gives it to the form once loaded.
import { $ } from './dom.js';

/** @typedef {import('../screens/choice.js').Choice} Choice */
/** @typedef {import('../screens/form.js').SetupForm} SetupForm */
/** @typedef {ConstructorParameters<typeof import('../screens/form.js').SetupForm>[0]} FormOptions */
/** @typedef {import('../words/messages.js').Say} Say */

export class FormSlot {
  /** @param {FormOptions} options */
  constructor(options) {
    this.options = options;
    /** @type {SetupForm | null} the form, once loaded */
    this.form = null;
    /** @type {Promise<SetupForm> | null} */
    this.loading = null;
    /** @type {{ choice: any } | null} a choice to show or hold, kept until the form loads */
    this.held = null;
    /** whether the held choice is to be drawn (shown) or only kept (held) */
    this.drawn = false;
    /** @type {Say} the message by Start, kept until the form loads */
    this.said = '';
    /** @type {Promise<void> | null} a Start pressed before the form had loaded */
    this.starting = null;
    // Start before the form has loaded must not send the page's form to the server: the game
    // the form shows is started once it has loaded (a second press meanwhile adds nothing)
    $('setup-form').addEventListener('submit', (e) => {
      if (this.form) return;
      e.preventDefault();
      this.starting ??= this.load().then((form) => {
        this.starting = null;
        form.start();
      });
    });
  }

  /** Loads the form (once) and gives it what was kept. */
  load() {
    this.loading ??= import('../screens/form.js').then(({ SetupForm }) => {
      const form = new SetupForm(this.options);
      if (this.held) {
        if (this.drawn) form.show(this.held.choice);
        else form.hold(this.held.choice);
      }
      form.error(this.said);
      this.form = form;
      return form;
    });
    return this.loading;
  }

  /**
   * Shows a choice in the form (loading it).
   * @param {any} choice
   */
  show(choice) {
    if (this.form) return this.form.show(choice);
    this.held = { choice };
    this.drawn = true;
    this.load();
  }

  /**
   * Takes a choice without drawing it (a game started from the URL).
   * @param {any} choice
   */
  hold(choice) {
    if (this.form) return this.form.hold(choice);
    this.held = { choice };
    this.drawn = false;
  }

  /**
   * The message by Start (a choice the engine refused).
   * @param {Say} say
   */
  error(say) {
    if (this.form) return this.form.error(say);
    this.said = say;
  }

  /** Redraws the form if it has loaded and is behind its choice; loads it otherwise. */
  render() {
    if (this.form) this.form.render();
    else this.load().then((form) => form.stale && form.render());
  }

  /** After a change of language: redraws the form if it has loaded (else it is drawn when shown). */
  refresh() {
    this.form?.render();
  }

  /** Whether the form on the page is behind its choice (or not loaded yet). */
  get stale() {
    return !this.form || this.form.stale;
  }

  /**
   * The form's choice, read back; null before the form has loaded (nothing to read).
   * @returns {Choice | null}
   */
  read() {
    return this.form ? this.form.read() : null;
  }
}
