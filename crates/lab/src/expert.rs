//! The expert's weights for the native tools: read from the repository's files.

use ludo_ai::expert::calibration::Calibration;
use ludo_engine::Preset;

/// Where the trained weights live, one `PRESET.bin` per preset.
pub const WEIGHTS_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../ai/weights");

/// The weights file `path` names for `preset`: `path` itself, or `PRESET.bin` in it when
/// it is a folder.
pub fn weights_file(path: &str, preset: Preset) -> std::path::PathBuf {
    let p = std::path::Path::new(path);
    if p.is_dir() {
        p.join(format!("{}.bin", preset.name()))
    } else {
        p.to_path_buf()
    }
}

/// Loads the expert's weights for `preset` from `path`: a weights file, or a folder
/// holding `PRESET.bin`. The error says which file is missing or what is wrong with it.
pub fn load_weights(path: &str, preset: Preset) -> Result<(), String> {
    let file = weights_file(path, preset);
    let bytes = std::fs::read(&file).map_err(|e| {
        format!(
            "{}: {e} (train the expert with scripts/train-expert.sh {})",
            file.display(),
            preset.name()
        )
    })?;
    let loaded = ludo_ai::expert::load(&bytes).map_err(|e| format!("{}: {e}", file.display()))?;
    if loaded != preset {
        return Err(format!(
            "{}: these weights are for {}, not {}",
            file.display(),
            loaded.name(),
            preset.name()
        ));
    }
    Ok(())
}

/// The calibration (Platt scaling, see [`ludo_ai::expert::calibration`]) that best fits
/// predicted chances to outcomes: the slope and offset on the log-odds that maximise the
/// likelihood of `(predicted chance, won)`, by Newton's method. Certain predictions (0 or
/// 1) say nothing about the fit and are left out.
pub fn fit_calibration(samples: &[(f32, bool)]) -> Calibration {
    let points: Vec<(f64, f64)> = samples
        .iter()
        .filter(|s| s.0 > 0.0 && s.0 < 1.0)
        .map(|&(p, won)| {
            let p = p as f64;
            ((p / (1.0 - p)).ln(), won as u8 as f64)
        })
        .collect();
    let (mut a, mut b) = (1.0f64, 0.0f64);
    for _ in 0..50 {
        // Gradient and Hessian of the negative log-likelihood.
        let (mut ga, mut gb, mut haa, mut hab, mut hbb) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for &(x, y) in &points {
            let q = 1.0 / (1.0 + (-(a * x + b)).exp());
            let w = q * (1.0 - q);
            ga += (q - y) * x;
            gb += q - y;
            haa += w * x * x;
            hab += w * x;
            hbb += w;
        }
        let det = haa * hbb - hab * hab;
        if det.abs() < 1e-12 {
            break;
        }
        let da = (hbb * ga - hab * gb) / det;
        let db = (haa * gb - hab * ga) / det;
        a -= da;
        b -= db;
        if da.abs() < 1e-9 && db.abs() < 1e-9 {
            break;
        }
    }
    Calibration {
        slope: a as f32,
        offset: b as f32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_engine::rng::Rng;

    #[test]
    fn the_fit_finds_the_calibration_that_made_the_outcomes() {
        // Outcomes drawn with chance c.apply(p): the fit should find c again.
        let c = Calibration {
            slope: 0.8,
            offset: 0.3,
        };
        let mut rng = Rng::new(7);
        let samples: Vec<(f32, bool)> = (0..200_000)
            .map(|i| {
                let p = (i % 999 + 1) as f32 / 1000.0;
                let won = (rng.below(1_000_000) as f32) < c.apply(p) * 1_000_000.0;
                (p, won)
            })
            .collect();
        let fit = fit_calibration(&samples);
        assert!((fit.slope - 0.8).abs() < 0.02, "{fit:?}");
        assert!((fit.offset - 0.3).abs() < 0.02, "{fit:?}");
        // Outcomes that follow the predictions need no calibration.
        let honest: Vec<(f32, bool)> = (0..200_000)
            .map(|i| {
                let p = (i % 999 + 1) as f32 / 1000.0;
                (p, (rng.below(1_000_000) as f32) < p * 1_000_000.0)
            })
            .collect();
        let fit = fit_calibration(&honest);
        assert!(
            (fit.slope - 1.0).abs() < 0.02 && fit.offset.abs() < 0.02,
            "{fit:?}"
        );
    }
}
