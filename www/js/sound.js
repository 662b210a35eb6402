// Sound effects made with Web Audio: short synthesised tones, no files to load. The
// audio context starts on the first click or key press (browsers refuse it before).

let ctx = null;
let muted = false;

/** Turns the effects on or off. */
export function setMuted(value) {
  muted = value;
}

/** Creates the audio context; call it from a click or key handler. */
export function unlock() {
  if (ctx || muted) return;
  const AC = globalThis.AudioContext || globalThis.webkitAudioContext;
  if (!AC) return;
  try {
    ctx = new AC();
  } catch {
    ctx = null;
  }
}

function tone(freq, at, length, { type = 'sine', gain = 0.12, to = null } = {}) {
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

const effects = {
  roll(now) {
    for (let i = 0; i < 5; i++) tone(300 + Math.random() * 500, now + i * 0.045, 0.04, { type: 'square', gain: 0.05 });
  },
  step(now) {
    tone(660, now, 0.05, { type: 'triangle', gain: 0.06 });
  },
  capture(now) {
    tone(520, now, 0.25, { type: 'sawtooth', gain: 0.08, to: 130 });
  },
  home(now) {
    [523, 659, 784].forEach((f, i) => tone(f, now + i * 0.09, 0.16, { type: 'triangle', gain: 0.1 }));
  },
  bad(now) {
    tone(200, now, 0.18, { type: 'square', gain: 0.05, to: 150 });
  },
  win(now) {
    [523, 659, 784, 1047].forEach((f, i) => tone(f, now + i * 0.12, 0.3, { type: 'triangle', gain: 0.12 }));
  },
};

/** Plays an effect: 'roll', 'step', 'capture', 'home', 'bad' or 'win'. */
export function play(name) {
  if (muted || !ctx || !effects[name]) return;
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  effects[name](ctx.currentTime + 0.01);
}
