// The six pawn colours stay apart for colour-blind players (issue 39: "six colours that
// stay distinct"): each pair of the board's main colours, as people with deuteranopia and
// protanopia see them (Machado, Oliveira and Fernandes 2009, severity 1, on linear RGB),
// differs by at least MIN_DELTA in CIELAB (CIE76 ΔE), and so do they as the others see them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PALETTE } from '../../www/js/board/pictures.js';
import '../../www/js/board/star.js';

/**
 * ΔE above which two flat colours side by side are told apart at a glance: about 10; the
 * board's closest pair is 17.9 apart for deuteranopia (green and pink), 20.7 for protanopia
 * (pink and sky blue), 26.4 for the others (the two blues).
 */
const MIN_DELTA = 15;

const MATRICES = {
  normal: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
};

/** @param {string} hex */
const linear = (hex) => [1, 3, 5].map((i) => {
  const c = parseInt(hex.slice(i, i + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** @param {number[]} rgb linear RGB */
function lab(rgb) {
  const [r, g, b] = rgb.map((c) => Math.min(1, Math.max(0, c)));
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116));
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}

/**
 * @param {string} hex
 * @param {number[]} m
 */
function seen(hex, m) {
  const c = linear(hex);
  return lab([0, 3, 6].map((i) => m[i] * c[0] + m[i + 1] * c[1] + m[i + 2] * c[2]));
}

/** @param {string[]} colours */
function closest(colours) {
  return Object.entries(MATRICES).map(([vision, m]) => {
    let worst = { delta: Infinity, pair: '' };
    colours.forEach((a, i) => colours.slice(i + 1).forEach((b) => {
      const [p, q] = [seen(a, m), seen(b, m)];
      const delta = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
      if (delta < worst.delta) worst = { delta, pair: `${a} and ${b}` };
    }));
    return { vision, ...worst };
  });
}

test('the six pawn colours differ for people with deuteranopia and protanopia, and for the others', () => {
  assert.equal(PALETTE.length, 6);
  for (const { vision, delta, pair } of closest(PALETTE.map((p) => p.main))) {
    assert.ok(delta >= MIN_DELTA, `${vision}: ${pair} differ by ΔE ${delta.toFixed(1)}, under ${MIN_DELTA}`);
  }
});

test('the check fails a palette that puts red beside green', () => {
  const bad = closest(['#D62728', '#2CA02C', '#F0E442', '#0072B2']);
  assert.ok(bad.some(({ delta }) => delta < MIN_DELTA), JSON.stringify(bad));
});
