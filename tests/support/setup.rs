//! Positions for rule tests in a few lines, and a compact notation to read them back.
//!
//! ```ignore
//! // Two seats: red A–D and yellow E–H; yellow's 40 is red's 14.
//! let mut t = scene(Preset::Classic).seats(2).pawns("A12 E40").build();
//! t.roll(2);
//! assert_eq!(t.moves(), ["A2:12>14xE"]);
//! t.play("A2:12>14xE");
//! assert_eq!(t.pawns(), "A14");
//! ```
//!
//! A [`Scene`] fills in a [`Setup`] (everything not given takes its usual start-of-turn
//! value) and turns it into a position through `Position::from_setup`, so a test cannot
//! build an impossible position by accident. A [`Table`] then rolls known dice and plays
//! moves through the engine's own checked calls, keeping the events of each step.
//!
//! **Move notation**: `<pawn>[+<partner>]<die>:<from><arrow><to>[x<captured>…][!<forfeit>]`,
//! positions being path positions (0 = base, 1 = start square, …, the last = finished):
//! - arrow `>` forward (from 0 it leaves the base), `<` backward (`captureBackwards`),
//!   `>|` bounce (goes to the end and back by the excess, `bounceBack`);
//! - `+B` names the other pawn of a moving tower (`towers`);
//! - `xIJ` the pawns captured, `!C` the pawn a missed compulsory capture sends home.
//!
//! Examples: `A6:0>1`, `E6:12>18xI`, `A+B4:10>14xIJ`, `A5:54>|55`, `C3:20<17xE`, `B2:5>7!A`.
//!
//! **Pawn notation**: `"A12 E3"`, the pawns not in their base as label and path position,
//! in label order; every pawn not named is in its base. Labels go by side in play:
//! A–D for side 0, E–H for side 1, I–L, M–P (RULINGS.md "Words").

use ludo_engine::colour::{parse_pawn_label, pawn_label};
use ludo_engine::position::{NEUTRAL, Sides};
use ludo_engine::prelude::*;
use ludo_engine::special::SpecialSquares;
use ludo_engine::{
    Dice, Event, Game, Move, MoveKind, MoveList, Phase, Position, Preset, Rules, Setup, SetupError,
    Special,
};
use serde_json::{Value, json};

use super::game::GameExt;

/// No legal moves, for comparing with [`Table::moves`].
pub const NO_MOVES: [&str; 0] = [];

/// No dice in hand, for comparing with [`Table::dice`].
pub const NO_DICE: [u8; 0] = [];

/// The special squares rule tests use unless they say otherwise (track index and kind).
/// In red's path positions (track index + 1): forward 3 on 5, 15, 25; play again on 7, 27;
/// back 3 on 8, 19, 29; skip next turn on 17, 37; back to start square on 13. None is a
/// start square (track 0, 10, 20, 30 on the 40-square board).
pub const SPECIALS: [(u8, Special); 11] = [
    (4, Special::Forward3),
    (14, Special::Forward3),
    (24, Special::Forward3),
    (6, Special::PlayAgain),
    (26, Special::PlayAgain),
    (7, Special::Back3),
    (18, Special::Back3),
    (28, Special::Back3),
    (16, Special::SkipTurn),
    (36, Special::SkipTurn),
    (12, Special::BackToStart),
];

/// A position being described: a preset's rules, four seats, every pawn in its base,
/// side 0 to roll, unless told otherwise.
#[derive(Clone, Debug)]
pub struct Scene {
    preset: Preset,
    rules: Rules,
    seats: u8,
    pawns: String,
    side: u8,
    first: Option<u8>,
    round: u16,
    phase: Option<Phase>,
    dice: Vec<u8>,
    sixes: Option<u8>,
    extra: u8,
    tries: u8,
    skips: [u8; 4],
    specials: Option<Vec<(u8, Special)>>,
    ranking: Vec<u8>,
    waiting: Vec<u8>,
}

/// A new position description for a preset.
pub fn scene(preset: Preset) -> Scene {
    Scene {
        preset,
        rules: preset.rules(),
        seats: 4,
        pawns: String::new(),
        side: 0,
        first: None,
        round: 1,
        phase: None,
        dice: Vec::new(),
        sixes: None,
        extra: 0,
        tries: 1,
        skips: [0; 4],
        specials: None,
        ranking: Vec::new(),
        waiting: Vec::new(),
    }
}

impl Scene {
    /// How many seats (players), 2–4.
    pub fn seats(mut self, n: u8) -> Scene {
        self.seats = n;
        self
    }

    /// Sets one rule switch by its name, e.g. `.rule("captureBackwards", true)`.
    pub fn rule(mut self, name: &str, value: impl Into<Value>) -> Scene {
        self.rules
            .set(name, &value.into())
            .unwrap_or_else(|e| panic!("{e}"));
        self
    }

    /// Where the pawns stand, in pawn notation (`"A12 E3"`); the others are in the base.
    pub fn pawns(mut self, list: &str) -> Scene {
        self.pawns = list.to_string();
        self
    }

    /// The side on turn (0 = pawns A–D, 1 = E–H, …).
    pub fn side_on_turn(mut self, side: u8) -> Scene {
        self.side = side;
        self
    }

    /// The side that took the first turn (default: the side on turn).
    pub fn first(mut self, side: u8) -> Scene {
        self.first = Some(side);
        self
    }

    /// The round number.
    pub fn round(mut self, round: u16) -> Scene {
        self.round = round;
        self
    }

    /// Dice already rolled and in hand; a move is due unless [`Scene::rolling`] is given.
    pub fn dice(mut self, dice: &[u8]) -> Scene {
        self.dice = dice.to_vec();
        self
    }

    /// A roll is due even though dice are in hand (banked sixes, `bankSixes`).
    pub fn rolling(mut self) -> Scene {
        self.phase = Some(Phase::Roll);
        self
    }

    /// Sixes rolled in a row so far this turn (default: the sixes in hand, none if a
    /// die in hand is not a six, since any other roll ends the run).
    pub fn sixes(mut self, n: u8) -> Scene {
        self.sixes = Some(n);
        self
    }

    /// Extra rolls in hand.
    pub fn extra(mut self, n: u8) -> Scene {
        self.extra = n;
        self
    }

    /// Rolls left this turn (`threeRolls`).
    pub fn tries(mut self, n: u8) -> Scene {
        self.tries = n;
        self
    }

    /// Turns each side will miss (`specialSquares`).
    pub fn skips(mut self, skips: &[u8]) -> Scene {
        self.skips[..skips.len()].copy_from_slice(skips);
        self
    }

    /// The special squares, instead of [`SPECIALS`].
    pub fn specials(mut self, squares: &[(u8, Special)]) -> Scene {
        self.specials = Some(squares.to_vec());
        self
    }

    /// Seats in order of their places so far.
    pub fn ranking(mut self, seats: &[u8]) -> Scene {
        self.ranking = seats.to_vec();
        self
    }

    /// Seats that finished and wait for the neutral colour.
    pub fn waiting(mut self, seats: &[u8]) -> Scene {
        self.waiting = seats.to_vec();
        self
    }

    /// The rules described.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The unchecked set-up.
    pub fn setup(&self) -> Setup {
        let sides = Sides::layout(&self.rules, self.seats);
        let mut pawns = vec![[0u8; 4]; sides.len as usize];
        for (side, pawn, pos) in parse_pawns(&self.pawns) {
            assert!(
                side < pawns.len(),
                "pawn {} is not in play with {} seats",
                pawn_label(side, pawn),
                self.seats
            );
            pawns[side][pawn] = pos;
        }
        let mut specials: SpecialSquares = [Special::None; ludo_engine::board::MAX_TRACK];
        if self.rules.special_squares {
            for &(i, kind) in self.specials.as_deref().unwrap_or(&SPECIALS) {
                specials[i as usize] = kind;
            }
        }
        let dice = Dice::from_values(&self.dice).expect("dice: sixes and at most one other");
        let sixes = self
            .sixes
            .unwrap_or(if dice.other != 0 { 0 } else { dice.sixes });
        Setup {
            rules: self.rules,
            seats: self.seats,
            pawns,
            side: self.side,
            first: self.first.unwrap_or(self.side),
            round: self.round,
            phase: self.phase.unwrap_or(if dice.is_empty() {
                Phase::Roll
            } else {
                Phase::Move
            }),
            dice,
            sixes_in_row: sixes,
            extra_rolls: self.extra,
            tries: self.tries,
            skips: std::array::from_fn(|s| self.skips.get(s).copied().unwrap_or(0)),
            specials,
            ranking: self.ranking.clone(),
            waiting: self.waiting.clone(),
            idle_rolls: 0,
        }
    }

    /// The position, or why `Position::from_setup` refuses it.
    pub fn try_build(&self) -> Result<Table, SetupError> {
        Ok(Table {
            preset: self.preset,
            pos: Position::from_setup(&self.setup())?,
            log: Vec::new(),
            step: 0,
        })
    }

    /// The position; panics with the reason if it is not valid.
    pub fn build(&self) -> Table {
        self.try_build()
            .unwrap_or_else(|e| panic!("invalid scene: {e}\n{self:?}"))
    }
}

/// Reads pawn notation (`"A12 E3"`) as (side, pawn, path position).
pub fn parse_pawns(list: &str) -> Vec<(usize, usize, u8)> {
    list.split_whitespace()
        .map(|item| {
            let (label, pos) = item.split_at(1);
            let (side, pawn) =
                parse_pawn_label(label).unwrap_or_else(|| panic!("{item:?}: no pawn {label}"));
            let pos = pos
                .parse()
                .unwrap_or_else(|_| panic!("{item:?}: expected a label and a path position"));
            (side, pawn, pos)
        })
        .collect()
}

/// A move in notation (see the module's documentation).
pub fn notation(m: &Move) -> String {
    let mut s = m.label().to_string();
    if m.partner != ludo_engine::moves::NO_PAWN {
        s.push('+');
        s.push(pawn_label(m.side as usize, m.partner as usize));
    }
    let arrow = match m.kind {
        MoveKind::Backward => "<",
        MoveKind::Bounce => ">|",
        MoveKind::Enter | MoveKind::Forward | MoveKind::Tower => ">",
    };
    s += &format!("{}:{}{arrow}{}", m.die, m.from, m.to);
    if m.is_capture() {
        s.push('x');
        s.extend(m.captured_labels());
    }
    if m.forfeit != ludo_engine::moves::NO_PAWN {
        s.push('!');
        s.push(pawn_label(m.forfeit as usize / 4, m.forfeit as usize % 4));
    }
    s
}

/// A position in play, with the events of every step.
#[derive(Clone, Debug)]
pub struct Table {
    /// The preset the scene started from (for [`Table::game`]).
    pub preset: Preset,
    /// The position.
    pub pos: Position,
    /// Every event so far.
    pub log: Vec<Event>,
    /// Where the last roll's or move's events begin in `log`.
    step: usize,
}

impl Table {
    /// Rolls a known die; panics if a roll is not due.
    pub fn roll(&mut self, die: u8) -> &mut Table {
        self.step = self.log.len();
        self.pos
            .roll(die, &mut self.log)
            .unwrap_or_else(|e| panic!("roll {die}: {e}\n{}", self.pos.describe()));
        self
    }

    /// Rolls several known dice one after the other.
    pub fn rolls(&mut self, dice: &[u8]) -> &mut Table {
        for &d in dice {
            self.roll(d);
        }
        self
    }

    /// The legal moves in notation, sorted.
    pub fn moves(&self) -> Vec<String> {
        let mut list = MoveList::new();
        self.pos.legal_moves(&mut list);
        let mut out: Vec<String> = list.iter().map(notation).collect();
        out.sort();
        out
    }

    /// The legal move written so; panics listing the legal moves if there is none.
    pub fn find(&self, m: &str) -> Move {
        let mut list = MoveList::new();
        self.pos.legal_moves(&mut list);
        list.iter()
            .copied()
            .find(|x| notation(x) == m)
            .unwrap_or_else(|| {
                panic!(
                    "{m} is not legal; legal: {:?}\n{}",
                    self.moves(),
                    self.pos.describe()
                )
            })
    }

    /// Plays a legal move given in notation.
    pub fn play(&mut self, m: &str) -> &mut Table {
        let mv = self.find(m);
        self.step = self.log.len();
        self.pos.play(&mv, &mut self.log).unwrap();
        self
    }

    /// The pawns not in their base, in pawn notation.
    pub fn pawns(&self) -> String {
        let mut out = Vec::new();
        for side in 0..self.pos.sides().len {
            for (k, &p) in self.pos.pawns(side).iter().enumerate() {
                if p != 0 {
                    out.push(format!("{}{p}", pawn_label(side as usize, k)));
                }
            }
        }
        out.join(" ")
    }

    /// The side on turn.
    pub fn side_on_turn(&self) -> u8 {
        self.pos.side_on_turn()
    }

    /// What the side on turn must do.
    pub fn phase(&self) -> Phase {
        self.pos.phase()
    }

    /// The dice in hand, sixes first.
    pub fn dice(&self) -> Vec<u8> {
        self.pos.dice().to_vec()
    }

    /// Extra rolls in hand.
    pub fn extra(&self) -> u8 {
        self.pos.extra_rolls()
    }

    /// The events of the last roll or move.
    pub fn events(&self) -> &[Event] {
        &self.log[self.step..]
    }

    /// The events of the last roll or move as log lines, seats named "Player 1" etc.
    pub fn lines(&self) -> Vec<String> {
        self.english(self.events())
    }

    fn english(&self, events: &[Event]) -> Vec<String> {
        let pos = &self.pos;
        let side_name = |s: u8| match pos.owner(s) {
            NEUTRAL => "Neutral".to_string(),
            seat => format!("Player {}", seat + 1),
        };
        let seat_name = |s: u8| format!("Player {}", s + 1);
        events
            .iter()
            .flat_map(|e| ludo_engine::log_text::event_lines(e, &side_name, &seat_name))
            .collect()
    }

    /// The position as a whole [`Game`] (seats "Player 1"…, an empty log), made through
    /// the saved form so that it passes the same checks as a loaded save.
    pub fn game(&self) -> Game {
        let p = &self.pos;
        let s = ludo_engine::Setup::from(p);
        let mut g = Game::from_options(&json!({
            "preset": self.preset.name(),
            "seats": p.seats(),
            "seed": 7,
            "rules": Value::Object(p.rules().to_json()),
        }))
        .unwrap();
        let mut state = g.state();
        let n = p.sides().len as usize;
        let specials: Vec<Value> = (0..p.board().track_len)
            .filter(|&i| p.special(i) != Special::None)
            .map(|i| json!({ "square": i, "kind": p.special(i).name() }))
            .collect();
        for (key, value) in [
            ("pawns", json!(s.pawns)),
            ("side", json!(s.side)),
            ("seatOnTurn", json!(p.seat_on_turn())),
            ("first", json!(s.first)),
            ("round", json!(s.round)),
            ("phase", json!(s.phase.name())),
            ("dice", json!(s.dice.to_vec())),
            ("sixesInRow", json!(s.sixes_in_row)),
            ("extraRolls", json!(s.extra_rolls)),
            ("tries", json!(s.tries)),
            ("skips", json!(s.skips[..n])),
            ("specialSquares", json!(specials)),
            ("ranking", json!(s.ranking)),
            ("waiting", json!(s.waiting)),
            (
                "scores",
                json!((0..p.seats()).map(|x| p.score(x)).collect::<Vec<_>>()),
            ),
            ("idleRolls", json!(s.idle_rolls)),
            ("log", roll_off_log(p)),
        ] {
            state[key] = value;
        }
        g = Game::from_state(&state).unwrap_or_else(|e| panic!("{e}"));
        g
    }
}

/// The path position, for `other`'s pawns, of the square where a pawn of `side` stands at
/// path position `at` (a square on the shared track), or `None` if `other`'s path misses it.
pub fn meeting(rules: &Rules, seats: u8, side: u8, at: u8, other: u8) -> Option<u8> {
    let sides = Sides::layout(rules, seats);
    let board = rules.geometry();
    let cell = board.cell(sides.colours[side as usize], at);
    board.position_of(sides.colours[other as usize], cell)
}

/// A log holding only a roll-off that lets the side in `first` begin, for games that begin
/// with the highest roll (saves of those must have one); an empty log otherwise.
fn roll_off_log(p: &Position) -> Value {
    if p.rules().first_turn != ludo_engine::rules::FirstTurn::HighestRoll {
        return json!([]);
    }
    let winner = p.owner(p.first());
    let rolls: Vec<Value> = (0..p.seats())
        .map(|seat| json!({ "type": "rollOff", "seat": seat, "die": if seat == winner { 6 } else { 1 } }))
        .collect();
    Value::Array(rolls)
}
