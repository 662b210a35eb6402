// Sound effects made with Web Audio: short synthesised tones, no files to load. The
// audio context starts on the first click or key press (browsers refuse it before).

/** @type {AudioContext | null} */
let audio = null;
let muted = false;

/**
 * Turns the effects on or off.
 * @param {boolean} value
 */
export function setMuted(value) {
  muted = value;
}

/** Creates the audio context; call it from a click or key handler. */
export function unlock() {
  if (audio || muted) return;
  /** @type {typeof AudioContext | undefined} */
  const AC = globalThis.AudioContext || /** @type {any} */ (globalThis).webkitAudioContext;
  if (!AC) return;
  try {
    audio = new AC();
  } catch {
    audio = null;
  }
}

/**
 * One tone from `at` (seconds) for `length`, gliding to `to` Hz when given.
 * @param {AudioContext} ctx
 * @param {number} freq
 * @param {number} at
 * @param {number} length
 * @param {{ type?: OscillatorType, gain?: number, to?: number | null }} [shape]
 */
function tone(ctx, freq, at, length, { type = 'sine', gain = 0.12, to = null } = {}) {
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (to) osc.frequency.exponentialRampToValueAtTime(to, at + length);
  amp.gain.setValueAtTime(0.0001, at);
  amp.gain.exponentialRampToValueAtTime(gain, at + 0.01);
  amp.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(amp).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** @type {Record<string, (ctx: AudioContext, now: number) => void>} */
const effects = {
  roll(ctx, now) {
    for (let i = 0; i < 5; i++) tone(ctx, 300 + Math.random() * 500, now + i * 0.045, 0.04, { type: 'square', gain: 0.05 });
  },
  step(ctx, now) {
    tone(ctx, 660, now, 0.05, { type: 'triangle', gain: 0.06 });
  },
  capture(ctx, now) {
    tone(ctx, 520, now, 0.25, { type: 'sawtooth', gain: 0.08, to: 130 });
  },
  home(ctx, now) {
    [523, 659, 784].forEach((f, i) => tone(ctx, f, now + i * 0.09, 0.16, { type: 'triangle', gain: 0.1 }));
  },
  bad(ctx, now) {
    tone(ctx, 200, now, 0.18, { type: 'square', gain: 0.05, to: 150 });
  },
  win(ctx, now) {
    [523, 659, 784, 1047].forEach((f, i) => tone(ctx, f, now + i * 0.12, 0.3, { type: 'triangle', gain: 0.12 }));
    [1047, 1319].forEach((f, i) => tone(ctx, f, now + 0.55 + i * 0.1, 0.45, { type: 'sine', gain: 0.08 }));
  },
  // moments
  enter(ctx, now) {
    tone(ctx, 392, now, 0.18, { type: 'triangle', gain: 0.1, to: 784 });
  },
  six(ctx, now) {
    [784, 988].forEach((f, i) => tone(ctx, f, now + i * 0.07, 0.12, { type: 'square', gain: 0.05 }));
  },
  reward(ctx, now) {
    [659, 880, 1175].forEach((f, i) => tone(ctx, f, now + i * 0.06, 0.12, { type: 'sine', gain: 0.1 }));
  },
  penalty(ctx, now) {
    [330, 262].forEach((f, i) => tone(ctx, f, now + i * 0.12, 0.16, { type: 'sawtooth', gain: 0.05 }));
  },
};

/**
 * Plays an effect: 'roll', 'step', 'capture', 'home', 'bad', 'win', or a moment's
 * 'enter', 'six', 'reward' or 'penalty'.
 * @param {string} name
 */
export function play(name) {
  if (muted || !audio || !effects[name]) return;
  if (audio.state === 'suspended') audio.resume().catch(() => {});
  effects[name](audio, audio.currentTime + 0.01);
}

/**
 * The sound button's picture: a loudspeaker with waves when the sound is on, struck
 * through with a cross when it is off (the button's name, "Sound", and its pressed state
 * say the same to a screen reader).
 * @param {boolean} on
 * @returns {SVGSVGElement}
 */
export function icon(on) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '22');
  svg.setAttribute('height', '22');
  svg.setAttribute('class', 'sound-svg');
  const marks = on ? 'M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13' : 'M16 9l6 6M22 9l-6 6';
  svg.innerHTML = `<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/><path d="${marks}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`;
  return svg;
}
