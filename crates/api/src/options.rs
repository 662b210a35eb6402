//! The options of `new Game(options)`: `{ preset?, seats?, seed?, rules? }`, read from
//! untrusted JSON; a refusal names the field at fault (`seats[1].name`).

use serde_json::Value;

use ludo_engine::board::MAX_ARMS;
use ludo_engine::json::{self, Obj};
use ludo_engine::rng::MAX_SEED;
use ludo_engine::seat::parse_seat;
use ludo_engine::{ErrorCode, GameError, Level, Preset, Rules, Seat};

/// A new game's options, read and checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The preset the rules start from (`classic` when left out).
    pub preset: Preset,
    /// The preset's rules with the switches the options name changed.
    pub rules: Rules,
    /// The seats (four when left out; the rewards preset seats computers after seat 1).
    pub seats: Vec<Seat>,
    /// The seed, if the options give one.
    pub seed: Option<u64>,
}

impl Options {
    /// Reads the options object; `null` (left out) is every default.
    pub fn read(v: &Value) -> Result<Options, GameError> {
        let empty = Value::Object(Default::default());
        let v = if v.is_null() { &empty } else { v };
        let o = Obj::new(v, "")?;
        o.only(&["preset", "seats", "seed", "rules"])?;
        let preset = match o.opt("preset") {
            None => Preset::Classic,
            Some(p) => read_preset(p)?,
        };
        let mut rules = preset.rules();
        if let Some(r) = o.opt("rules") {
            let r = Obj::new(r, "rules")?;
            for (name, value) in r.map() {
                rules.set(name, value)?;
            }
        }
        let seats = read_seats(o.opt("seats"), preset)?;
        let seed = o
            .opt("seed")
            .map(|s| json::uint(s, "seed", MAX_SEED).map_err(|e| e.with_code(ErrorCode::Seed)))
            .transpose()?;
        Ok(Options {
            preset,
            rules,
            seats,
            seed,
        })
    }

    /// The seed to start from: the one given, or a fresh one from the platform.
    pub fn seed_or_fresh(&self) -> u64 {
        // A failure of the platform's generator is not worth refusing a game over.
        self.seed
            .unwrap_or_else(|| getrandom::u64().unwrap_or(0x05EE_D1D0_0000_0001) & MAX_SEED)
    }
}

fn read_preset(p: &Value) -> Result<Preset, GameError> {
    p.as_str().and_then(Preset::from_name).ok_or_else(|| {
        GameError::at(
            ErrorCode::PresetUnknown,
            "preset",
            format!("there is no preset {}", json::short(p)),
        )
    })
}

fn read_seats(v: Option<&Value>, preset: Preset) -> Result<Vec<Seat>, GameError> {
    let default_seat = |i: usize| Seat {
        name: format!("Player {}", i + 1),
        computer: (preset.against_computers() && i > 0).then_some(Level::Medium),
    };
    let Some(v) = v else {
        return Ok((0..4).map(default_seat).collect());
    };
    let count_err = |got: String| {
        GameError::at(
            ErrorCode::SeatsCount,
            "seats",
            format!("a game has 2 to {MAX_ARMS} seats, got {got}"),
        )
    };
    if let Value::Number(_) = v {
        let n = json::uint(v, "seats", MAX_ARMS as u64).map_err(|_| count_err(json::short(v)))?
            as usize;
        if n < 2 {
            return Err(count_err(n.to_string()));
        }
        return Ok((0..n).map(default_seat).collect());
    }
    let list = json::array(v, "seats").map_err(|_| {
        GameError::at(
            ErrorCode::SeatsCount,
            "seats",
            if MAX_ARMS == 6 {
                "expected a number of seats (2 to 6) or an array of seats"
            } else {
                "expected a number of seats (2 to 4) or an array of seats"
            },
        )
    })?;
    if !(2..=MAX_ARMS).contains(&list.len()) {
        return Err(count_err(format!("{} seats", list.len())));
    }
    list.iter()
        .enumerate()
        .map(|(i, s)| parse_seat(s, &format!("seats[{i}]"), default_seat(i)))
        .collect()
}
