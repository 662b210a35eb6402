//! The expert's network: one hidden layer of rectified units over the inputs of
//! [`super::inputs`], and one output per side (in turn order from the side on turn) that
//! adds to the `hard` level's own estimate of that side's chances (a logit, see
//! [`super::inputs::Inputs::base`]). A network with every output weight at zero plays
//! exactly as `hard` would; training only learns what the linear evaluation misses.
//!
//! The weights travel as a small file of 16-bit integers ([`Net::to_bytes`]), checked
//! when read ([`Net::from_bytes`]): its shape, the version of the inputs, the preset and
//! a checksum. Only `+ - * /` and comparisons are used, which IEEE 754 rounds the same
//! everywhere, so a decision is the same natively and in the browser.

use ludo_engine::rules::Preset;

use super::calibration::Calibration;
use super::inputs::{DENSE, Inputs, SPARSE};

/// Inputs of the network: the sparse ones (pawns per side and path position), then the
/// dense ones.
pub const INPUTS: usize = SPARSE + DENSE;
/// Hidden units.
pub const HIDDEN: usize = 64;
/// Outputs: one per side, in turn order from the side on turn.
pub const OUTPUTS: usize = 4;

/// The first bytes of a weights file.
pub const MAGIC: &[u8; 8] = b"LUDOEXP1";
/// The version of the file's layout.
pub const FORMAT: u16 = 1;
/// The version of the inputs ([`super::inputs`]): a file made for other inputs is refused.
pub const INPUTS_VERSION: u16 = 2;

/// The network's weights, as numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// The preset whose games trained it.
    pub preset: Preset,
    /// How it was made (the command and seed), kept in the file.
    pub note: String,
    /// Input-to-hidden weights: `w1[i * HIDDEN + h]`.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Hidden-to-output weights: `w2[h * OUTPUTS + o]`.
    pub w2: Vec<f32>,
    /// Output biases.
    pub b2: [f32; OUTPUTS],
    /// How the hints calibrate the search's chances with this network (fitted per
    /// weights file, see [`super::calibration`]; not part of the file).
    pub calibration: Calibration,
}

/// The hidden layer of one evaluation, kept for training.
pub struct Hidden {
    /// Each unit's weighted input.
    pub pre: [f32; HIDDEN],
    /// Each unit's output (`max(0, pre)`).
    pub act: [f32; HIDDEN],
}

impl Net {
    /// A network that adds nothing to the `hard` level's estimate: small first-layer
    /// weights from `seed` (so the units differ) and every output weight zero.
    pub fn new(preset: Preset, seed: u64) -> Net {
        let mut rng = ludo_engine::rng::Rng::new(seed);
        let mut small = || (rng.below(2001) as f32 - 1000.0) / 1000.0 * 0.1;
        let w1 = (0..INPUTS * HIDDEN).map(|_| small()).collect();
        let b1 = (0..HIDDEN).map(|_| 0.05 + small() * 0.1).collect();
        Net {
            preset,
            note: String::new(),
            w1,
            b1,
            w2: vec![0.0; HIDDEN * OUTPUTS],
            b2: [0.0; OUTPUTS],
            calibration: Calibration::IDENTITY,
        }
    }

    /// The hidden layer for some inputs.
    pub fn hidden(&self, x: &Inputs) -> Hidden {
        let mut pre = [0.0f32; HIDDEN];
        pre.copy_from_slice(&self.b1);
        for &i in x.sparse() {
            let col = &self.w1[i as usize * HIDDEN..][..HIDDEN];
            for (p, w) in pre.iter_mut().zip(col) {
                *p += w;
            }
        }
        for (k, &v) in x.dense.iter().enumerate() {
            if v != 0.0 {
                let col = &self.w1[(SPARSE + k) * HIDDEN..][..HIDDEN];
                for (p, w) in pre.iter_mut().zip(col) {
                    *p += v * w;
                }
            }
        }
        let mut act = [0.0f32; HIDDEN];
        for (a, p) in act.iter_mut().zip(pre) {
            *a = p.max(0.0);
        }
        Hidden { pre, act }
    }

    /// Each side's logit (in turn order from the side on turn) from a hidden layer.
    pub fn logits(&self, x: &Inputs, h: &Hidden) -> [f32; OUTPUTS] {
        let mut out = self.b2;
        for (k, &a) in h.act.iter().enumerate() {
            if a != 0.0 {
                let row = &self.w2[k * OUTPUTS..][..OUTPUTS];
                for (o, w) in out.iter_mut().zip(row) {
                    *o += a * w;
                }
            }
        }
        for (o, b) in out.iter_mut().zip(x.base) {
            *o += b;
        }
        out
    }

    /// Each side's chance of taking the best place still open, in turn order from the
    /// side on turn (0 for sides out of the race).
    pub fn chances(&self, x: &Inputs) -> [f32; OUTPUTS] {
        softmax(&self.logits(x, &self.hidden(x)), &x.racing)
    }
}

/// The softmax of the logits of the sides still racing; 0 for the others.
pub fn softmax(logits: &[f32; OUTPUTS], racing: &[bool; OUTPUTS]) -> [f32; OUTPUTS] {
    let mut out = [0.0f32; OUTPUTS];
    let best = (0..OUTPUTS)
        .filter(|&o| racing[o])
        .map(|o| logits[o])
        .fold(f32::NEG_INFINITY, f32::max);
    if best == f32::NEG_INFINITY {
        return out;
    }
    let mut total = 0.0;
    for o in 0..OUTPUTS {
        if racing[o] {
            out[o] = crate::eval::exp(logits[o] - best);
            total += out[o];
        }
    }
    for v in &mut out {
        *v /= total;
    }
    out
}
