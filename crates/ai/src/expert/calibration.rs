//! Honest win chances: the expert's search estimates the chances of a table where everyone
//! plays as its network learnt to (by self-play). Where the players actually seated differ
//! enough for those estimates to drift, the hints pass them through a calibration fitted
//! on games against `hard` (`calibrate-expert --fit` in the lab): Platt scaling, a straight
//! line on the log-odds, `logit p' = slope · logit p + offset`.
//!
//! A calibration belongs to one weights file, named by the file's checksum: a file
//! trained again starts with none (the identity) until it is fitted again. Calibrating
//! never changes which move the expert plays, only the chance the hints show for it: the
//! map keeps the order of chances. It is fitted on the chances of first place and used as
//! well for the best place still open once someone has finished.

use ludo_engine::rules::Preset;

use crate::eval::{exp, ln};

/// A map of predicted chances onto observed ones: `logit p' = slope · logit p + offset`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    /// How much the log-odds are stretched (below 1: the estimates were too sure).
    pub slope: f32,
    /// How far the log-odds are moved (above 0: the estimates were too low).
    pub offset: f32,
}

impl Calibration {
    /// The calibration that changes nothing.
    pub const IDENTITY: Calibration = Calibration {
        slope: 1.0,
        offset: 0.0,
    };

    /// The calibrated chance for a predicted chance `p`. Certain outcomes (0 and 1) stay
    /// certain; the map is increasing, so it keeps the order of chances.
    pub fn apply(self, p: f32) -> f32 {
        if self == Calibration::IDENTITY || p <= 0.0 || p >= 1.0 || p.is_nan() {
            return p;
        }
        let z = self.slope * (ln(p) - ln(1.0 - p)) + self.offset;
        // The logistic function, from e^x for x ≤ 0 only.
        if z >= 0.0 {
            1.0 / (1.0 + exp(-z))
        } else {
            let e = exp(z);
            e / (1.0 + e)
        }
    }
}

/// The fitted calibrations: preset, the checksum of its weights file, the calibration.
/// Each was fitted by `calibrate-expert --preset P --games 2000 --seed 1 --fit` and checked
/// on other games (`--seed 2`); see BENCHMARKS.md. Presets whose chances were within 5
/// points in every tenth without one have none.
pub const FITTED: &[(Preset, u32, Calibration)] = &[(
    Preset::Velvet,
    0xa028_3589,
    Calibration {
        slope: 0.855_265,
        offset: 0.085_554_79,
    },
)];

/// The calibration fitted for the weights file of `preset` with checksum `checksum`, or
/// the identity.
pub fn for_file(preset: Preset, checksum: u32) -> Calibration {
    FITTED
        .iter()
        .find(|f| f.0 == preset && f.1 == checksum)
        .map_or(Calibration::IDENTITY, |f| f.2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_identity_and_certain_outcomes_are_left_alone() {
        let c = Calibration {
            slope: 0.8,
            offset: 0.3,
        };
        for p in [0.0, 1.0] {
            assert_eq!(c.apply(p), p);
        }
        for p in [0.01, 0.3, 0.5, 0.97] {
            assert_eq!(Calibration::IDENTITY.apply(p), p);
        }
    }

    #[test]
    fn the_map_is_platt_scaling_and_keeps_the_order_of_chances() {
        let c = Calibration {
            slope: 0.8,
            offset: 0.3,
        };
        let mut last = 0.0;
        for i in 1..1000 {
            let p = i as f32 / 1000.0;
            let q = c.apply(p);
            let want = 1.0 / (1.0 + (-(0.8 * (p / (1.0 - p)).ln() + 0.3)).exp());
            assert!((q - want).abs() < 1e-5, "{p}: {q} against {want}");
            assert!(q > last, "increasing at {p}");
            last = q;
        }
        // An offset alone raises a half to e^offset / (1 + e^offset).
        let half = Calibration {
            slope: 1.0,
            offset: 0.3,
        }
        .apply(0.5);
        assert!((half - 0.574_443).abs() < 1e-5);
    }

    #[test]
    fn only_the_file_a_calibration_was_fitted_to_gets_it() {
        for &(preset, checksum, c) in FITTED {
            assert_eq!(for_file(preset, checksum), c);
            assert_eq!(for_file(preset, checksum ^ 1), Calibration::IDENTITY);
        }
        assert_eq!(for_file(Preset::Classic, 0), Calibration::IDENTITY);
    }
}
