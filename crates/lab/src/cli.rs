//! What the lab's binaries share on their command lines: presets, line-ups of levels,
//! rule changes, per-game seeds and the 95 % interval of a win rate.

use ludo_ai::Level;
use ludo_engine::rng::{MAX_SEED, Rng};
use ludo_engine::{Preset, Rules};
use serde_json::Value;

/// A preset by name (`classic`, `velvet`, `brazilian`, `mensch`, `rewards`).
pub fn preset(name: &str) -> Result<Preset, String> {
    Preset::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
        format!(
            "unknown preset \"{name}\"; expected one of {}",
            names.join(", ")
        )
    })
}

/// Presets by name, or `all`.
pub fn presets(names: &str) -> Result<Vec<Preset>, String> {
    if names == "all" {
        return Ok(Preset::ALL.to_vec());
    }
    names.split(',').map(|n| preset(n.trim())).collect()
}

/// A line-up of levels, as a command line gives it: `hard,easy,easy,easy`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineUp(pub Vec<Level>);

/// A line-up of levels: `hard,easy,easy,easy`.
pub fn levels(list: &str) -> Result<LineUp, String> {
    list.split(',')
        .map(|l| {
            let l = l.trim();
            Level::from_name(l).ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                format!(
                    "unknown level \"{l}\"; expected one of {}",
                    names.join(", ")
                )
            })
        })
        .collect::<Result<_, _>>()
        .map(LineUp)
}

/// Switches to change, as a command line gives them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Changes(pub Vec<(String, Value)>);

/// Rule changes, `captureBackwards=true,enterOn=[1,6]`: each value is JSON when it parses
/// as JSON, a plain name otherwise (`board=mensch`).
pub fn rule_changes(list: &str) -> Result<Changes, String> {
    split_top_level(list)
        .into_iter()
        .map(|pair| {
            let (name, v) = pair
                .split_once('=')
                .ok_or_else(|| format!("expected name=value, got \"{pair}\""))?;
            let v = serde_json::from_str(v).unwrap_or_else(|_| Value::from(v));
            Ok((name.trim().to_string(), v))
        })
        .collect::<Result<_, String>>()
        .map(Changes)
}

/// A preset's rules with `changes` made, checked.
pub fn rules(preset: Preset, changes: &Changes) -> Result<Rules, String> {
    let mut rules = preset.rules();
    for (name, v) in &changes.0 {
        rules.set(name, v).map_err(|e| e.to_string())?;
    }
    rules.check().map_err(|e| e.to_string())?;
    Ok(rules)
}

/// Splits at commas outside brackets, so `enterOn=[1,6],towers=true` is two switches.
fn split_top_level(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out.into_iter().filter(|p| !p.trim().is_empty()).collect()
}

/// The seed of game `i` of a run started from `seed`.
pub fn game_seed(seed: u64, i: usize) -> u64 {
    let mut r = Rng::new(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    r.next_u64() & MAX_SEED
}

/// Every core of the machine.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The 95 % Wilson score interval of `wins` out of `n`.
pub fn wilson(wins: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (w, n) = (wins as f64, n as f64);
    let z = 1.96f64;
    let p = w / n;
    let d = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / d;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    (centre - half, centre + half)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_changes_split_outside_brackets() {
        let c = rule_changes("enterOn=[1,6],towers=true,board=mensch")
            .unwrap()
            .0;
        assert_eq!(c.len(), 3);
        assert_eq!(c[0], ("enterOn".into(), serde_json::json!([1, 6])));
        assert_eq!(c[2], ("board".into(), Value::from("mensch")));
        assert!(rule_changes("towers").is_err());
    }

    #[test]
    fn wilson_brackets_the_rate() {
        let (lo, hi) = wilson(250, 1000);
        assert!(lo < 0.25 && 0.25 < hi && hi - lo < 0.06);
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }
}
