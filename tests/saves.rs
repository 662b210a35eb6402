//! Saved games: `Game.fromState` refuses a truncated, altered or foreign state with the
//! code of what is wrong and the field at fault. For every top-level field of `state()` there
//! are cases where it is missing, of the wrong type, out of range, and (where the field
//! is tied to others) inconsistent with the rest of the state.

use crate::support::game;

use game::GameExt;
use ludo_engine::ErrorCode::{self, *};
use ludo_engine::save::FIELDS;
use ludo_engine::{Game, GameError, Phase};
use serde_json::{Value, json};

/// The saved states the cases alter.
#[derive(Clone, Copy, Debug)]
enum Base {
    /// Classic, four seats, mid-game, a move due with dice in hand.
    Classic,
    /// Rewards: special squares on the board.
    Rewards,
    /// Mensch with the neutral colour and three seats.
    Neutral,
}

fn play_until_move(options: Value, steps: usize) -> Game {
    let mut g = Game::from_options(&options).unwrap();
    let mut done = 0;
    loop {
        match g.position().phase() {
            Phase::Roll => {
                g.roll().unwrap();
            }
            Phase::Move if done >= steps => return g,
            Phase::Move => {
                g.apply_move(0).unwrap();
            }
            Phase::Over => panic!("the game ended early"),
        }
        done += 1;
    }
}

fn base(b: Base) -> Value {
    match b {
        Base::Classic => play_until_move(json!({ "preset": "classic", "seed": 12 }), 150),
        Base::Rewards => play_until_move(json!({ "preset": "rewards", "seed": 5 }), 60),
        Base::Neutral => play_until_move(
            json!({ "preset": "mensch", "seats": 3, "seed": 3, "rules": { "neutralColour": true } }),
            20,
        ),
    }
    .state()
}

/// What a case does to a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Missing,
    WrongType,
    OutOfRange,
    Inconsistent,
}

struct Case {
    field: &'static str,
    kind: Kind,
    base: Base,
    edit: Box<dyn Fn(&mut Value)>,
    /// The refusal's code (its fields must name `state.<field>`).
    code: ErrorCode,
}

fn set(field: &'static str, v: Value) -> Box<dyn Fn(&mut Value)> {
    Box::new(move |s| s[field] = v.clone())
}

/// Fields that nothing else in a state depends on, so they cannot be inconsistent: the
/// version and preset name are labels, the seed only records how the game began and the
/// generator state is whatever the dice left (tests and replays may choose dice).
const UNRELATED: [&str; 4] = ["version", "preset", "seed", "rng"];

fn cases() -> Vec<Case> {
    use Base::*;
    use Kind::*;
    let mut out = Vec::new();
    let mut add = |field, kind, base, edit, code| {
        out.push(Case {
            field,
            kind,
            base,
            edit,
            code,
        });
    };
    // Every field can go missing.
    for &field in FIELDS {
        let base = if field == "specialSquares" {
            Rewards
        } else {
            Classic
        };
        add(
            field,
            Missing,
            base,
            Box::new(move |s: &mut Value| {
                s.as_object_mut().unwrap().remove(field);
            }),
            ArgsField,
        );
    }
    add(
        "version",
        WrongType,
        Classic,
        set("version", json!("1")),
        SaveVersion,
    );
    add(
        "version",
        OutOfRange,
        Classic,
        set("version", json!(3)),
        SaveVersion,
    );
    add(
        "preset",
        WrongType,
        Classic,
        set("preset", json!(0)),
        ArgsField,
    );
    add(
        "preset",
        OutOfRange,
        Classic,
        set("preset", json!("chess")),
        PresetUnknown,
    );
    add(
        "rules",
        WrongType,
        Classic,
        set("rules", json!([])),
        ArgsField,
    );
    add(
        "rules",
        OutOfRange,
        Classic,
        Box::new(|s| s["rules"]["towers"] = json!("yes")),
        RulesValue,
    );
    add(
        "rules",
        OutOfRange,
        Classic,
        Box::new(|s| s["rules"]["teleport"] = json!(true)),
        ArgsField,
    );
    add(
        "rules",
        Inconsistent,
        Classic,
        Box::new(|s| {
            s["rules"]["stacking"] = json!(true);
            s["rules"]["towers"] = json!(true);
        }),
        RulesCombine,
    );
    add(
        "board",
        WrongType,
        Classic,
        set("board", json!(1)),
        ArgsField,
    );
    add(
        "board",
        OutOfRange,
        Classic,
        set("board", json!("hex")),
        SavePosition,
    );
    add(
        "board",
        Inconsistent,
        Classic,
        set("board", json!("mensch")),
        SavePosition,
    );
    add(
        "seed",
        WrongType,
        Classic,
        set("seed", json!("12")),
        ArgsField,
    );
    add(
        "seed",
        OutOfRange,
        Classic,
        set("seed", json!(-1)),
        ArgsField,
    );
    add(
        "seed",
        OutOfRange,
        Classic,
        set("seed", json!(9007199254740992u64)),
        ArgsField,
    );
    add("rng", WrongType, Classic, set("rng", json!(12)), ArgsField);
    add(
        "rng",
        OutOfRange,
        Classic,
        set("rng", json!("0123456789abcdeg")),
        ArgsField,
    );
    add(
        "seats",
        WrongType,
        Classic,
        set("seats", json!({})),
        ArgsField,
    );
    add(
        "seats",
        OutOfRange,
        Classic,
        set("seats", json!([{ "name": "A" }])),
        SeatsCount,
    );
    add(
        "seats",
        OutOfRange,
        Classic,
        Box::new(|s| s["seats"][1]["computer"] = json!("grandmaster")),
        SeatsLevel,
    );
    add(
        "seats",
        Inconsistent,
        Classic,
        Box::new(|s| {
            s["seats"].as_array_mut().unwrap().pop();
        }),
        SavePosition,
    );
    add(
        "sides",
        WrongType,
        Classic,
        set("sides", json!("red")),
        SavePosition,
    );
    add(
        "sides",
        OutOfRange,
        Classic,
        Box::new(|s| s["sides"][0]["colour"] = json!("purple")),
        SavePosition,
    );
    add(
        "sides",
        Inconsistent,
        Classic,
        Box::new(|s| s["sides"][0]["seat"] = json!(1)),
        SavePosition,
    );
    add(
        "seatOnTurn",
        WrongType,
        Classic,
        set("seatOnTurn", json!("0")),
        ArgsField,
    );
    add(
        "seatOnTurn",
        OutOfRange,
        Classic,
        set("seatOnTurn", json!(4)),
        ArgsField,
    );
    add(
        "seatOnTurn",
        Inconsistent,
        Classic,
        Box::new(|s| s["seatOnTurn"] = json!((s["seatOnTurn"].as_u64().unwrap() + 1) % 4)),
        SavePosition,
    );
    add(
        "side",
        WrongType,
        Classic,
        set("side", json!(null)),
        ArgsField,
    );
    add(
        "side",
        OutOfRange,
        Classic,
        set("side", json!(4)),
        ArgsField,
    );
    add(
        "side",
        Inconsistent,
        Classic,
        Box::new(|s| s["side"] = json!((s["side"].as_u64().unwrap() + 1) % 4)),
        SavePosition,
    );
    add(
        "side",
        Inconsistent,
        Classic,
        Box::new(|s| {
            // Another side on turn, turn and side agreeing, but not the log.
            let next = (s["side"].as_u64().unwrap() + 1) % 4;
            s["side"] = json!(next);
            s["seatOnTurn"] = json!(next);
            s["phase"] = json!("roll");
            s["dice"] = json!([]);
        }),
        SaveLog,
    );
    add(
        "first",
        WrongType,
        Classic,
        set("first", json!(true)),
        ArgsField,
    );
    add(
        "first",
        OutOfRange,
        Classic,
        set("first", json!(7)),
        ArgsField,
    );
    add(
        "first",
        Inconsistent,
        Neutral,
        set("first", json!(3)),
        SavePosition,
    );
    add(
        "first",
        Inconsistent,
        Classic,
        Box::new(|s| s["first"] = json!((s["first"].as_u64().unwrap() + 1) % 4)),
        SaveLog,
    );
    add(
        "round",
        WrongType,
        Classic,
        set("round", json!([1])),
        ArgsField,
    );
    add(
        "round",
        OutOfRange,
        Classic,
        set("round", json!(0)),
        SavePosition,
    );
    add(
        "round",
        OutOfRange,
        Classic,
        set("round", json!(65536)),
        ArgsField,
    );
    add(
        "round",
        Inconsistent,
        Classic,
        Box::new(|s| s["round"] = json!(s["round"].as_u64().unwrap() + 1)),
        SaveLog,
    );
    add(
        "phase",
        WrongType,
        Classic,
        set("phase", json!(1)),
        ArgsField,
    );
    add(
        "phase",
        OutOfRange,
        Classic,
        set("phase", json!("dance")),
        ArgsField,
    );
    add(
        "phase",
        Inconsistent,
        Classic,
        Box::new(|s| {
            // A move due with a die no pawn can use: every pawn in its base, a 3 in hand.
            s["pawns"] = json!([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
            s["dice"] = json!([3]);
            s["scores"] = json!([0, 0, 0, 0]);
        }),
        SavePosition,
    );
    add("dice", WrongType, Classic, set("dice", json!(6)), ArgsField);
    add(
        "dice",
        OutOfRange,
        Classic,
        set("dice", json!([7])),
        ArgsField,
    );
    add(
        "dice",
        OutOfRange,
        Classic,
        set("dice", json!([0])),
        ArgsField,
    );
    add(
        "dice",
        OutOfRange,
        Classic,
        set("dice", json!([3, 4])),
        ArgsField,
    );
    add(
        "dice",
        Inconsistent,
        Classic,
        Box::new(|s| {
            s["phase"] = json!("roll");
            s["dice"] = json!([4]);
        }),
        SavePosition,
    );
    add(
        "sixesInRow",
        WrongType,
        Classic,
        set("sixesInRow", json!("2")),
        ArgsField,
    );
    add(
        "sixesInRow",
        OutOfRange,
        Classic,
        set("sixesInRow", json!(256)),
        ArgsField,
    );
    add(
        "sixesInRow",
        Inconsistent,
        Classic,
        set("sixesInRow", json!(3)),
        SavePosition,
    );
    add(
        "extraRolls",
        WrongType,
        Classic,
        set("extraRolls", json!({})),
        ArgsField,
    );
    add(
        "extraRolls",
        OutOfRange,
        Classic,
        set("extraRolls", json!(-2)),
        ArgsField,
    );
    add(
        "extraRolls",
        Inconsistent,
        Classic,
        set("extraRolls", json!(201)),
        SavePosition,
    );
    add(
        "tries",
        WrongType,
        Classic,
        set("tries", json!(1.5)),
        ArgsField,
    );
    add(
        "tries",
        OutOfRange,
        Classic,
        set("tries", json!(4)),
        ArgsField,
    );
    add(
        "tries",
        Inconsistent,
        Classic,
        set("tries", json!(3)),
        SavePosition,
    );
    add(
        "skips",
        WrongType,
        Classic,
        set("skips", json!(0)),
        ArgsField,
    );
    add(
        "skips",
        OutOfRange,
        Rewards,
        set("skips", json!([0, 0, 0, 256])),
        ArgsField,
    );
    add(
        "skips",
        OutOfRange,
        Rewards,
        set("skips", json!([0, 0])),
        ArgsField,
    );
    add(
        "skips",
        Inconsistent,
        Classic,
        set("skips", json!([0, 1, 0, 0])),
        SavePosition,
    );
    add(
        "specialSquares",
        WrongType,
        Rewards,
        set("specialSquares", json!({})),
        ArgsField,
    );
    add(
        "specialSquares",
        OutOfRange,
        Rewards,
        Box::new(|s| s["specialSquares"][0]["square"] = json!(40)),
        ArgsField,
    );
    add(
        "specialSquares",
        OutOfRange,
        Rewards,
        Box::new(|s| s["specialSquares"][0]["kind"] = json!("teleport")),
        ArgsField,
    );
    add(
        "specialSquares",
        Inconsistent,
        Rewards,
        Box::new(|s| {
            s["specialSquares"].as_array_mut().unwrap().pop();
        }),
        SavePosition,
    );
    add(
        "specialSquares",
        Inconsistent,
        Classic,
        set(
            "specialSquares",
            json!([{ "square": 3, "kind": "forward3" }]),
        ),
        SavePosition,
    );
    add(
        "pawns",
        WrongType,
        Classic,
        set("pawns", json!("A1")),
        ArgsField,
    );
    add(
        "pawns",
        OutOfRange,
        Classic,
        Box::new(|s| s["pawns"][0][0] = json!(58)),
        ArgsField,
    );
    add(
        "pawns",
        OutOfRange,
        Classic,
        Box::new(|s| {
            s["pawns"][1].as_array_mut().unwrap().pop();
        }),
        ArgsField,
    );
    add(
        "pawns",
        Inconsistent,
        Classic,
        Box::new(|s| {
            // Two red pawns on red's start square, which classic forbids.
            s["pawns"][0] = json!([1, 1, 0, 0]);
            s["scores"][0] = json!(2);
        }),
        SavePosition,
    );
    add(
        "ranking",
        WrongType,
        Classic,
        set("ranking", json!(0)),
        ArgsField,
    );
    add(
        "ranking",
        OutOfRange,
        Classic,
        set("ranking", json!([4])),
        ArgsField,
    );
    add(
        "ranking",
        Inconsistent,
        Classic,
        set("ranking", json!([0])),
        SavePosition,
    );
    add(
        "waiting",
        WrongType,
        Classic,
        set("waiting", json!({})),
        ArgsField,
    );
    add(
        "waiting",
        OutOfRange,
        Classic,
        set("waiting", json!([-1])),
        ArgsField,
    );
    add(
        "waiting",
        Inconsistent,
        Classic,
        set("waiting", json!([0])),
        SavePosition,
    );
    add(
        "scores",
        WrongType,
        Classic,
        set("scores", json!("0")),
        ArgsField,
    );
    add(
        "scores",
        OutOfRange,
        Classic,
        set("scores", json!([-1, 0, 0, 0])),
        SavePosition,
    );
    add(
        "scores",
        Inconsistent,
        Classic,
        Box::new(|s| s["scores"][2] = json!(s["scores"][2].as_u64().unwrap() + 1)),
        SavePosition,
    );
    add(
        "idleRolls",
        WrongType,
        Classic,
        set("idleRolls", json!(false)),
        ArgsField,
    );
    add(
        "idleRolls",
        OutOfRange,
        Classic,
        set("idleRolls", json!(1001)),
        ArgsField,
    );
    add(
        "idleRolls",
        Inconsistent,
        Classic,
        set("idleRolls", json!(1000)),
        SavePosition,
    );
    add("log", WrongType, Classic, set("log", json!({})), ArgsField);
    add(
        "log",
        OutOfRange,
        Classic,
        Box::new(|s| s["log"][1] = json!({ "type": "roll", "side": 0, "die": 7 })),
        ArgsField,
    );
    add(
        "log",
        OutOfRange,
        Classic,
        Box::new(|s| s["log"][0] = json!({ "type": "teleport" })),
        ArgsField,
    );
    add(
        "log",
        OutOfRange,
        Neutral,
        Box::new(|s| s["log"][0] = json!({ "type": "capture", "pawn": "Q" })),
        ArgsField,
    );
    add(
        "log",
        Inconsistent,
        Classic,
        Box::new(|s| {
            let side = (s["side"].as_u64().unwrap() + 1) % 4;
            let round = s["round"].clone();
            let log = s["log"].as_array_mut().unwrap();
            log.push(json!({ "type": "turn", "side": side, "round": round }));
        }),
        SaveLog,
    );
    out
}

/// The refusal of `fromState`, or `None` if it accepts the state.
fn refusal(state: &Value) -> Option<GameError> {
    Game::from_state(state).err()
}

/// Whether a refusal names a field at or inside `field` (`state.pawns` names
/// `state.pawns[1]` too).
fn names(e: &GameError, field: &str) -> bool {
    e.fields.iter().any(|f| {
        f.strip_prefix(field)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(['.', '[']))
    })
}

#[test]
fn the_bases_are_valid_saves() {
    for b in [Base::Classic, Base::Rewards, Base::Neutral] {
        let s = base(b);
        assert_eq!(refusal(&s), None, "{b:?}");
        assert_eq!(s["phase"], "move", "{b:?}");
    }
    let classic = base(Base::Classic);
    let on_board = classic["pawns"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|l| l.as_array().unwrap())
        .filter(|p| p.as_u64() != Some(0))
        .count();
    assert!(on_board >= 4, "mid-game: {on_board} pawns out");
}

#[test]
fn every_field_has_a_case_of_each_kind() {
    let cases = cases();
    for &field in FIELDS {
        for kind in [
            Kind::Missing,
            Kind::WrongType,
            Kind::OutOfRange,
            Kind::Inconsistent,
        ] {
            let covered = cases.iter().any(|c| c.field == field && c.kind == kind);
            let exempt = kind == Kind::Inconsistent && UNRELATED.contains(&field);
            assert!(covered || exempt, "no {kind:?} case for state.{field}");
        }
    }
}

#[test]
fn each_altered_field_is_refused_with_a_message_naming_it() {
    let bases = [Base::Classic, Base::Rewards, Base::Neutral].map(|b| (b as usize, base(b)));
    let mut failures = Vec::new();
    for c in cases() {
        let mut state = bases[c.base as usize].1.clone();
        (c.edit)(&mut state);
        let name = format!("state.{}", c.field);
        match refusal(&state) {
            None => failures.push(format!("{} ({:?}) was accepted", c.field, c.kind)),
            Some(e) if !names(&e, &name) || e.code != c.code => failures.push(format!(
                "{} ({:?}): {e:?} should name {name} with code {}",
                c.field,
                c.kind,
                c.code.name()
            )),
            Some(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn foreign_and_truncated_states_are_refused() {
    let classic = base(Base::Classic);
    for (what, state, field, message) in [
        (
            "not an object",
            json!("classic"),
            "state",
            "state: expected an object, got a string",
        ),
        (
            "another program's data",
            json!({ "board": [[0]], "turn": "white" }),
            "state.version",
            "state.version: missing",
        ),
        (
            "a list of states",
            json!([classic.clone()]),
            "state",
            "state: expected an object, got an array",
        ),
        (
            "unknown field",
            {
                let mut s = classic.clone();
                s["colour"] = json!("red");
                s
            },
            "state.colour",
            "state.colour: unknown field \"colour\"",
        ),
    ] {
        let e = refusal(&state).unwrap_or_else(|| panic!("{what} was accepted"));
        assert_eq!((e.code, e.field()), (ArgsField, Some(field)), "{what}");
        assert_eq!(e.to_string(), message, "{what}");
    }
    // Fields of one game in another: each mix is refused, naming a field, unless the
    // field says nothing about the position (labels, names and levels, the record of the
    // dice) or happens to fit it.
    let mut refused = 0;
    for foreign in [base(Base::Rewards), base(Base::Neutral)] {
        for &field in FIELDS {
            let mut s = classic.clone();
            s[field] = foreign[field].clone();
            if s == classic {
                continue;
            }
            match refusal(&s) {
                Some(e) => {
                    refused += 1;
                    let named = FIELDS.iter().any(|f| names(&e, &format!("state.{f}")));
                    assert!(named, "{field}: {e}");
                }
                None => assert!(
                    [
                        "preset",
                        "seed",
                        "rng",
                        "seats",
                        "dice",
                        "extraRolls",
                        "idleRolls"
                    ]
                    .contains(&field),
                    "another game's {field} accepted in a classic game"
                ),
            }
        }
    }
    assert!(refused >= 20, "only {refused} mixes refused");
    // Truncated: the fields from some point on are lost.
    let keys: Vec<String> = classic.as_object().unwrap().keys().cloned().collect();
    for keep in 0..keys.len() {
        let mut s = classic.clone();
        for k in &keys[keep..] {
            s.as_object_mut().unwrap().remove(k);
        }
        let e = refusal(&s).unwrap_or_else(|| panic!("truncated after {keep} fields was accepted"));
        assert_eq!((e.code, e.what.as_str()), (ArgsField, "missing"), "{e}");
    }
}

#[test]
fn a_loaded_log_that_does_not_begin_with_a_turn_still_gives_statistics() {
    // The log is checked entry by entry, not replayed: statistics must cope with one that
    // starts in the middle of a turn, or names the neutral colour's turn.
    let mut s = base(Base::Neutral);
    // Keep the roll-off that decided who begins: it must head the log.
    let roll_off: Vec<Value> = s["log"]
        .as_array()
        .unwrap()
        .iter()
        .take_while(|e| e["type"] == "rollOff")
        .cloned()
        .collect();
    assert!(!roll_off.is_empty());
    let mut log = roll_off;
    log.extend(
        json!([
            { "type": "roll", "side": 0, "die": 6 },
            { "type": "move", "pawn": "A", "die": 6, "from": 1, "to": 7, "kind": "move" },
            { "type": "turn", "side": 3, "round": 1 },
            { "type": "roll", "side": 3, "die": 2 },
            { "type": "capture", "pawn": "E" },
            { "type": "turn", "side": s["side"], "round": s["round"] },
        ])
        .as_array()
        .unwrap()
        .iter()
        .cloned(),
    );
    s["log"] = Value::Array(log);
    let g = Game::from_state(&s).unwrap();
    let stats = g.stats();
    assert_eq!(stats.len(), 3);
    assert!(
        stats
            .iter()
            .all(|st| st.rolls == 0 && st.moves == 0 && st.captures == 0)
    );
    assert_eq!(stats.iter().map(|st| st.turns).sum::<u32>(), 1);
    assert_eq!(stats[1].captured, 1);
}
