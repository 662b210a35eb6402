//! Move-list data files, like chess perft files: `tests/data/<preset>.moves` hold positions,
//! dice and the exact legal moves the engine must list, and sometimes the position after a
//! move. The format is explained at the top of each file. Every case is checked; a
//! malformed line or a failed check reports its file and line number.

use crate::support::setup;

use std::collections::BTreeSet;

use ludo_engine::position::Sides;
use ludo_engine::{Phase, Preset, Special};
use serde_json::Value;
use setup::{Scene, Table, parse_pawns, scene};

/// The data files and the preset each one is about.
const FILES: [(&str, Preset); 5] = [
    ("classic.moves", Preset::Classic),
    ("velvet.moves", Preset::Velvet),
    ("brazilian.moves", Preset::Brazilian),
    ("mensch.moves", Preset::Mensch),
    ("rewards.moves", Preset::Rewards),
];

/// Each file holds at least this many cases.
const MIN_CASES: usize = 30;

/// A case being read: its scene until the first roll, move or check, then the table.
struct Case {
    name: String,
    line: usize,
    scene: Scene,
    /// The seats described so far.
    seats: u8,
    /// The pawns described so far, checked again against the seats when the table is built.
    pawns: Vec<String>,
    table: Option<Table>,
    checks: usize,
}

impl Case {
    fn table(&mut self) -> Result<&mut Table, String> {
        if self.table.is_none() {
            let words: Vec<&str> = self.pawns.iter().map(String::as_str).collect();
            pawn_list(&words, &self.scene, self.seats)?;
            self.table = Some(
                self.scene
                    .try_build()
                    .map_err(|e| format!("the position is not valid: {e}"))?,
            );
        }
        Ok(self.table.as_mut().unwrap())
    }

    fn setting(&self, keyword: &str) -> Result<(), String> {
        if self.table.is_some() {
            return Err(format!(
                "`{keyword}` describes the position and must come before the first roll, move or check"
            ));
        }
        Ok(())
    }
}

fn number<T: std::str::FromStr>(word: &str, what: &str) -> Result<T, String> {
    word.parse()
        .map_err(|_| format!("expected {what}, got {word:?}"))
}

fn numbers<T: std::str::FromStr>(words: &[&str], what: &str) -> Result<Vec<T>, String> {
    words.iter().map(|w| number(w, what)).collect()
}

fn dice(words: &[&str]) -> Result<Vec<u8>, String> {
    let list: Vec<u8> = numbers(words, "a die (1 to 6)")?;
    if list.is_empty() || list.iter().any(|d| !(1..=6).contains(d)) {
        return Err(format!("expected dice 1 to 6, got {words:?}"));
    }
    Ok(list)
}

/// Checks pawn notation ("A12 E3", or "-" for none) against the seats in play.
fn pawn_list(words: &[&str], scene: &Scene, seats: u8) -> Result<String, String> {
    if words == ["-"] {
        return Ok(String::new());
    }
    let sides = Sides::layout(&scene.rules(), seats).len as usize;
    let board = scene.rules().board.board();
    for w in words {
        let ok = w.len() >= 2
            && w.as_bytes()[0].is_ascii_uppercase()
            && (w.as_bytes()[0] - b'A') < 4 * sides as u8
            && w[1..].parse::<u8>().is_ok_and(|p| p <= board.goal);
        if !ok {
            return Err(format!(
                "{w:?} is not a pawn of the {sides} colours in play and a path position 0 to {}",
                board.goal
            ));
        }
    }
    Ok(words.join(" "))
}

fn sorted(words: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    v.sort();
    v
}

fn phase(word: &str) -> Result<Phase, String> {
    Phase::from_name(word).ok_or_else(|| format!("expected roll, move or over, got {word:?}"))
}

/// Runs one line of a case.
fn step(case: &mut Case, words: &[&str]) -> Result<(), String> {
    let (keyword, args) = (words[0], &words[1..]);
    let one = |what: &str| -> Result<&str, String> {
        match args {
            [w] => Ok(*w),
            _ => Err(format!("`{keyword}` takes {what}")),
        }
    };
    match keyword {
        "rules" => {
            case.setting(keyword)?;
            for a in args {
                let (name, value) = a
                    .split_once('=')
                    .ok_or_else(|| format!("expected <switch>=<value>, got {a:?}"))?;
                let value: Value = serde_json::from_str(value)
                    .map_err(|_| format!("{name}: {value:?} is not a JSON value"))?;
                let mut check = case.scene.rules();
                check.set(name, &value)?;
                case.scene = case.scene.clone().rule(name, value);
            }
        }
        "seats" => {
            case.setting(keyword)?;
            let n: u8 = number(one("a number of seats")?, "2 to 4 seats")?;
            if !(2..=4).contains(&n) {
                return Err(format!("a game has 2 to 4 seats, not {n}"));
            }
            case.seats = n;
            case.scene = case.scene.clone().seats(n);
        }
        "pawns" => {
            case.setting(keyword)?;
            let list = pawn_list(args, &case.scene, case.seats)?;
            case.pawns = args.iter().map(|w| w.to_string()).collect();
            case.scene = case.scene.clone().pawns(&list);
        }
        "turn" => {
            case.setting(keyword)?;
            case.scene = case
                .scene
                .clone()
                .side_on_turn(number(one("a side")?, "a side 0 to 3")?);
        }
        "first" => {
            case.setting(keyword)?;
            case.scene = case
                .scene
                .clone()
                .first(number(one("a side")?, "a side 0 to 3")?);
        }
        "dice" => {
            case.setting(keyword)?;
            case.scene = case.scene.clone().dice(&dice(args)?);
        }
        "rolling" => {
            case.setting(keyword)?;
            case.scene = case.scene.clone().rolling();
        }
        "sixes" | "extra" | "tries" => {
            case.setting(keyword)?;
            let n: u8 = number(one("a number")?, "a number")?;
            let s = case.scene.clone();
            case.scene = match keyword {
                "sixes" => s.sixes(n),
                "extra" => s.extra(n),
                _ => s.tries(n),
            };
        }
        "skips" => {
            case.setting(keyword)?;
            let list: Vec<u8> = numbers(args, "a number of turns")?;
            if list.len() > 4 {
                return Err("at most four sides".into());
            }
            case.scene = case.scene.clone().skips(&list);
        }
        "ranking" | "waiting" => {
            case.setting(keyword)?;
            let list: Vec<u8> = numbers(args, "a seat")?;
            let s = case.scene.clone();
            case.scene = if keyword == "ranking" {
                s.ranking(&list)
            } else {
                s.waiting(&list)
            };
        }
        "specials" => {
            case.setting(keyword)?;
            let mut list = Vec::new();
            for a in args {
                let (at, kind) = a
                    .split_once('=')
                    .ok_or_else(|| format!("expected <track square>=<kind>, got {a:?}"))?;
                let at: u8 = number(at, "a track square")?;
                let kind = Special::from_name(kind)
                    .ok_or_else(|| format!("{kind:?} is not a kind of special square"))?;
                list.push((at, kind));
            }
            case.scene = case.scene.clone().specials(&list);
        }
        "roll" => {
            let list = dice(args)?;
            let t = case.table()?;
            for d in list {
                if t.phase() != Phase::Roll {
                    return Err(format!(
                        "cannot roll {d}: the phase is {}",
                        t.phase().name()
                    ));
                }
                t.roll(d);
            }
        }
        "moves" => {
            let want = if args == ["-"] {
                Vec::new()
            } else {
                sorted(args)
            };
            if want.is_empty() && args != ["-"] {
                return Err("`moves` takes the moves, or - for none".into());
            }
            let set: BTreeSet<&String> = want.iter().collect();
            if set.len() != want.len() {
                return Err("a move is listed twice".into());
            }
            let t = case.table()?;
            let got = t.moves();
            if got != want {
                return Err(format!(
                    "legal moves differ\n  expected: {}\n  engine:   {}\n{}",
                    want.join(" "),
                    got.join(" "),
                    t.pos.describe()
                ));
            }
            case.checks += 1;
        }
        "play" => {
            let m = one("one move")?;
            let t = case.table()?;
            if !t.moves().iter().any(|x| x == m) {
                return Err(format!("{m} is not legal; legal: {}", t.moves().join(" ")));
            }
            t.play(m);
        }
        "expect" => {
            let (what, rest) = args
                .split_first()
                .ok_or("`expect` takes what to check and its value")?;
            let n = case.seats;
            let (got, want) = match *what {
                "pawns" => {
                    let want = pawn_list(rest, &case.scene, n)?;
                    let want = {
                        let mut v: Vec<(usize, usize, u8)> = parse_pawns(&want)
                            .into_iter()
                            .filter(|p| p.2 != 0)
                            .collect();
                        v.sort();
                        v.iter()
                            .map(|&(s, k, p)| {
                                format!("{}{p}", ludo_engine::colour::pawn_label(s, k))
                            })
                            .collect::<Vec<_>>()
                            .join(" ")
                    };
                    (case.table()?.pawns(), want)
                }
                "turn" => {
                    let side: u8 = number(rest.first().unwrap_or(&""), "a side")?;
                    (case.table()?.side_on_turn().to_string(), side.to_string())
                }
                "phase" => {
                    let p = phase(rest.first().unwrap_or(&""))?;
                    (
                        case.table()?.phase().name().to_string(),
                        p.name().to_string(),
                    )
                }
                "dice" => {
                    let want = if rest == ["-"] {
                        Vec::new()
                    } else {
                        dice(rest)?
                    };
                    let mut want = want;
                    want.sort_by_key(|d| std::cmp::Reverse(*d == 6));
                    (format!("{:?}", case.table()?.dice()), format!("{want:?}"))
                }
                "extra" => {
                    let e: u8 = number(rest.first().unwrap_or(&""), "a number")?;
                    (case.table()?.extra().to_string(), e.to_string())
                }
                "skips" => {
                    let want: Vec<u8> = numbers(rest, "a number")?;
                    let t = case.table()?;
                    let got: Vec<u8> = (0..want.len() as u8).map(|s| t.pos.skips(s)).collect();
                    (format!("{got:?}"), format!("{want:?}"))
                }
                "ranking" | "waiting" => {
                    let want: Vec<u8> = if rest == ["-"] {
                        Vec::new()
                    } else {
                        numbers(rest, "a seat")?
                    };
                    let t = case.table()?;
                    let got = if *what == "ranking" {
                        t.pos.ranking().to_vec()
                    } else {
                        t.pos.waiting().to_vec()
                    };
                    (format!("{got:?}"), format!("{want:?}"))
                }
                "log" => {
                    let text = rest.join(" ");
                    let want: Vec<String> = text.split(" | ").map(str::to_string).collect();
                    (case.table()?.lines().join(" | "), want.join(" | "))
                }
                other => return Err(format!("cannot check {other:?}")),
            };
            if got != want {
                return Err(format!(
                    "expect {what}: expected {want}, got {got}\n{}",
                    case.table()?.pos.describe()
                ));
            }
            case.checks += 1;
        }
        other => return Err(format!("unknown keyword {other:?}")),
    }
    Ok(())
}

/// Checks every case of a file; returns how many, or the first problem as
/// `file:line: message`.
fn run(file: &str, preset: Preset, text: &str) -> Result<usize, String> {
    let mut cases = 0;
    let mut names = BTreeSet::new();
    let mut case: Option<Case> = None;
    let mut comment_before = false;
    let finish = |case: Option<Case>| -> Result<(), String> {
        if let Some(c) = case
            && c.checks == 0
        {
            return Err(format!(
                "{file}:{}: case {} checks nothing (no `moves` or `expect` line)",
                c.line, c.name
            ));
        }
        Ok(())
    };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let at = |msg: String| format!("{file}:{line}: {msg}");
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            continue;
        }
        if trimmed.starts_with('#') {
            comment_before = true;
            continue;
        }
        let words: Vec<&str> = trimmed.split_whitespace().collect();
        if words[0] == "case" {
            finish(case.take())?;
            let [_, name] = words[..] else {
                return Err(at("`case` takes one name, without spaces".into()));
            };
            if !comment_before {
                return Err(at(format!(
                    "case {name} needs a comment line just before it naming its source rule"
                )));
            }
            if !names.insert(name.to_string()) {
                return Err(at(format!("case {name} is defined twice")));
            }
            case = Some(Case {
                name: name.to_string(),
                line,
                scene: scene(preset),
                seats: 4,
                pawns: Vec::new(),
                table: None,
                checks: 0,
            });
            cases += 1;
            comment_before = false;
            continue;
        }
        comment_before = false;
        let c = case
            .as_mut()
            .ok_or_else(|| at("a line outside a case (start one with `case <name>`)".into()))?;
        step(c, &words).map_err(|e| at(format!("case {}: {e}", c.name)))?;
    }
    finish(case)?;
    Ok(cases)
}

#[test]
fn every_case_in_the_move_list_files_holds() {
    for (file, preset) in FILES {
        let path = format!("tests/data/{file}");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let n = run(file, preset, &text).unwrap_or_else(|e| panic!("{e}"));
        assert!(n >= MIN_CASES, "{file}: {n} cases, fewer than {MIN_CASES}");
    }
}

#[test]
fn a_malformed_line_names_its_file_and_line() {
    let text = "# a rule\ncase one\nroll 6\nmoves A6:0>1 B6:0>1 C6:0>1 D6:0>1\n\n# another\ncase two\nroll seven\n";
    assert_eq!(
        run("bad.moves", Preset::Velvet, text).unwrap_err(),
        "bad.moves:8: case two: expected a die (1 to 6), got \"seven\""
    );
    for (text, line) in [
        ("# r\ncase a\nfly 3\n", 3),
        ("case a\nroll 6\nmoves -\n", 1),
        ("roll 6\n", 1),
        ("# r\ncase a\nroll 4\nmoves A4:0>4\n", 4),
        ("# r\ncase a\nroll 4\npawns A3\n", 4),
        ("# r\ncase a\npawns Z9\n", 3),
        ("# r\ncase a\nrules towers=yes\n", 3),
        ("# r\ncase a\nroll 6\n", 2),
        (
            "# r\ncase a\nroll 1\nmoves -\n# r\ncase a\nroll 1\nmoves -\n",
            6,
        ),
    ] {
        let e = run("bad.moves", Preset::Velvet, text).unwrap_err();
        assert!(e.starts_with(&format!("bad.moves:{line}: ")), "{e}");
    }
}
