//! Rule switches and presets.
//!
//! Every rule is an independent switch of [`Rules`]; a [`Preset`] is only a named bundle of
//! switch values (RULINGS.md, "Presets"). Switches are declared once, in the table of the
//! `switches!` macro below, which yields the struct, its names for options and saved
//! games, the one-line explanations shown to players, and the parsing of values.

use serde_json::Value;

use crate::error::{ErrorCode, GameError};
use crate::json::short;

use crate::board::BoardKind;

crate::named_enum! {
    /// Who takes the first turn.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FirstTurn {
        /// Drawn at random from the game's seed.
        Random = "random",
        /// Every seat rolls; the highest roll begins; ties roll again.
        HighestRoll = "highestRoll",
        /// Seat 1 begins.
        FirstSeat = "firstSeat",
    }
}

/// A set of die values, one bit per value 1–6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceSet(pub u8);

impl DiceSet {
    /// Whether the set holds a die value.
    #[inline]
    pub const fn has(self, die: u8) -> bool {
        self.0 & (1 << die) != 0
    }

    /// The set of the given values.
    pub const fn of(values: &[u8]) -> DiceSet {
        let mut bits = 0;
        let mut i = 0;
        while i < values.len() {
            bits |= 1 << values[i];
            i += 1;
        }
        DiceSet(bits)
    }

    /// The values in the set, lowest first.
    pub fn values(self) -> impl Iterator<Item = u8> {
        (1..=6).filter(move |&d| self.has(d))
    }
}

/// What kind of value a switch takes, for option screens and validation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwitchKind {
    /// `true` or `false`.
    Bool,
    /// One of the listed names.
    Choice(&'static [&'static str]),
    /// A non-empty list of die values 1–6.
    Dice,
    /// A whole number from 0 up to the given maximum.
    Count(u8),
}

/// A value a switch can hold: converts to and from the JSON form used in options and saves.
pub trait SwitchValue: Sized {
    /// The kind of value, for option screens.
    const KIND: SwitchKind;
    /// The JSON form.
    fn to_json(&self) -> Value;
    /// Parses the JSON form; the error says what was expected.
    fn from_json(v: &Value) -> Result<Self, String>;
}

impl SwitchValue for bool {
    const KIND: SwitchKind = SwitchKind::Bool;
    fn to_json(&self) -> Value {
        Value::Bool(*self)
    }
    fn from_json(v: &Value) -> Result<Self, String> {
        v.as_bool()
            .ok_or_else(|| format!("expected true or false, got {}", short(v)))
    }
}

impl SwitchValue for u8 {
    const KIND: SwitchKind = SwitchKind::Count(1);
    fn to_json(&self) -> Value {
        Value::from(*self)
    }
    fn from_json(v: &Value) -> Result<Self, String> {
        match v.as_u64() {
            Some(n @ 0..=1) => Ok(n as u8),
            _ => Err(format!("expected 0 or 1, got {}", short(v))),
        }
    }
}

fn choice<T: Copy>(v: &Value, names: &[&str], values: &[T]) -> Result<T, String> {
    let list = names
        .iter()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let s = v
        .as_str()
        .ok_or_else(|| format!("expected one of {list}, got {}", short(v)))?;
    names
        .iter()
        .position(|n| *n == s)
        .map(|i| values[i])
        .ok_or_else(|| format!("expected one of {list}, got \"{s}\""))
}

impl SwitchValue for BoardKind {
    const KIND: SwitchKind = SwitchKind::Choice(&BoardKind::NAMES);
    fn to_json(&self) -> Value {
        Value::from(self.name())
    }
    fn from_json(v: &Value) -> Result<Self, String> {
        choice(v, &BoardKind::NAMES, &BoardKind::ALL)
    }
}

impl SwitchValue for FirstTurn {
    const KIND: SwitchKind = SwitchKind::Choice(&FirstTurn::NAMES);
    fn to_json(&self) -> Value {
        Value::from(self.name())
    }
    fn from_json(v: &Value) -> Result<Self, String> {
        choice(v, &FirstTurn::NAMES, &FirstTurn::ALL)
    }
}

impl SwitchValue for DiceSet {
    const KIND: SwitchKind = SwitchKind::Dice;
    fn to_json(&self) -> Value {
        Value::from(self.values().collect::<Vec<_>>())
    }
    fn from_json(v: &Value) -> Result<Self, String> {
        let err = || {
            format!(
                "expected a list of die values 1 to 6 such as [1, 6], got {}",
                short(v)
            )
        };
        let list = v.as_array().ok_or_else(err)?;
        let mut bits = 0u8;
        for d in list {
            match d.as_u64() {
                Some(d @ 1..=6) => bits |= 1 << d,
                _ => return Err(err()),
            }
        }
        if bits == 0 {
            return Err(err());
        }
        Ok(DiceSet(bits))
    }
}

/// How many arms the board has (`arms`): 4, or 6 for the six-player board (RULINGS.md
/// "Six arms and teams").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arms(u8);

impl Arms {
    /// The four-arm cross of the rule texts.
    pub const FOUR: Arms = Arms(4);
    /// The six-arm board (with the `six` feature).
    #[cfg(feature = "six")]
    pub const SIX: Arms = Arms(6);

    /// How many arms.
    #[inline]
    pub const fn count(self) -> u8 {
        self.0
    }
}

impl SwitchValue for Arms {
    const KIND: SwitchKind = SwitchKind::Count(6);
    fn to_json(&self) -> Value {
        Value::from(self.0)
    }
    #[cfg(feature = "six")]
    fn from_json(v: &Value) -> Result<Self, String> {
        match v.as_u64() {
            Some(n @ (4 | 6)) => Ok(Arms(n as u8)),
            _ => Err(format!("expected 4 or 6, got {}", short(v))),
        }
    }
    #[cfg(not(feature = "six"))]
    fn from_json(v: &Value) -> Result<Self, String> {
        match v.as_u64() {
            Some(4) => Ok(Arms::FOUR),
            _ => Err(format!("expected 4 (four arms only), got {}", short(v))),
        }
    }
}

/// Whether partners play (`teams`): a `bool` with the `six` feature; without it a build
/// has no partnerships, and the switch takes only `false`.
#[cfg(feature = "six")]
pub type Teams = bool;

/// Whether partners play (`teams`): a `bool` with the `six` feature; without it a build
/// has no partnerships, and the switch takes only `false`.
#[cfg(not(feature = "six"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Teams;

#[cfg(not(feature = "six"))]
impl SwitchValue for Teams {
    const KIND: SwitchKind = SwitchKind::Bool;
    fn to_json(&self) -> Value {
        Value::Bool(false)
    }
    fn from_json(v: &Value) -> Result<Self, String> {
        match v.as_bool() {
            Some(false) => Ok(Teams),
            _ => Err(format!(
                "expected false (no partnerships), got {}",
                short(v)
            )),
        }
    }
}

/// `teams` off.
#[cfg(feature = "six")]
const NO_TEAMS: Teams = false;
/// `teams` off.
#[cfg(not(feature = "six"))]
const NO_TEAMS: Teams = Teams;

/// A switch's name, kind and one-line explanation.
#[derive(Clone, Copy, Debug)]
pub struct Switch {
    /// The name in options and saved games (camelCase).
    pub name: &'static str,
    /// The kind of value it takes.
    pub kind: SwitchKind,
    /// What it does, in plain words.
    pub about: &'static str,
}

macro_rules! switches {
    ($( #[doc = $about:literal] $field:ident : $ty:ty = $name:literal, )*) => {
        static SWITCH_LIST: [Switch; [$($name),*].len()] = [
            $( Switch { name: $name, kind: <$ty as SwitchValue>::KIND, about: $about.trim_ascii() }, )*
        ];

        /// The rules of one game: every switch of RULINGS.md, each independent.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Rules {
            $( #[doc = $about] pub $field: $ty, )*
        }

        impl Rules {
            /// Every switch, in the order options screens list them (one list in the
            /// built program, however many places read it).
            pub const SWITCHES: &'static [Switch] = &SWITCH_LIST;

            /// The value of a switch by name, in its JSON form.
            pub fn get(&self, name: &str) -> Option<Value> {
                match name {
                    $( $name => Some(self.$field.to_json()), )*
                    _ => None,
                }
            }

            /// Sets a switch by name from its JSON form; the refusal names the field
            /// `rules.<name>`.
            pub fn set(&mut self, name: &str, value: &Value) -> Result<(), GameError> {
                let set = match name {
                    $( $name => <$ty as SwitchValue>::from_json(value).map(|v| self.$field = v), )*
                    _ => {
                        return Err(GameError::at(
                            ErrorCode::RulesUnknown,
                            format!("rules.{name}"),
                            format!("there is no switch \"{name}\""),
                        ))
                    }
                };
                set.map_err(|e| GameError::at(ErrorCode::RulesValue, format!("rules.{name}"), e))
            }

            /// All switches as one JSON object.
            pub fn to_json(&self) -> serde_json::Map<String, Value> {
                self.json_of(false)
            }

            /// The switches as a saved game holds them: all but those that are left out
            /// at their default ([`Rules::left_out`]), so a game without them saves as it
            /// did before they were switches.
            pub fn saved_json(&self) -> serde_json::Map<String, Value> {
                self.json_of(true)
            }

            /// Every switch kept, inserted one by one (one copy of the code for both forms).
            fn json_of(&self, saved: bool) -> serde_json::Map<String, Value> {
                let mut m = serde_json::Map::new();
                for s in Rules::SWITCHES {
                    if let Some(v) = self.get(s.name).filter(|_| !(saved && self.left_out(s.name))) {
                        m.insert(s.name.to_string(), v);
                    }
                }
                m
            }
        }
    };
}

switches! {
    /// Which board: "ludo" (15×15, 52 track squares) or "mensch" (11×11, 40 squares).
    board: BoardKind = "board",
    /// Who takes the first turn: a random draw, the highest roll (ties roll again), or seat 1.
    first_turn: FirstTurn = "firstTurn",
    /// The die values that let a pawn leave its base.
    enter_on: DiceSet = "enterOn",
    /// A pawn leaving its base moves as far as the die (1 = start square, 6 = five squares past it).
    enter_to_die: bool = "enterToDie",
    /// Pawns placed on their start square when the game begins (the rest wait in the base).
    start_pawns: u8 = "startPawns",
    /// Rolling a six earns another roll.
    six_bonus: bool = "sixBonus",
    /// After a six, roll again before moving, then play each die on any pawn in any order.
    bank_sixes: bool = "bankSixes",
    /// A third six in a row ends the turn at once, with no move; banked dice are lost.
    three_sixes: bool = "threeSixes",
    /// Start squares and star squares are safe: nobody is captured there and anyone may share them.
    safe_squares: bool = "safeSquares",
    /// Any number of pawns may share a square; a pawn is captured only when it stands alone.
    stacking: bool = "stacking",
    /// Two pawns of one colour form a tower that nobody may pass; only a tower captures a tower.
    towers: bool = "towers",
    /// Two pawns of one colour form a barrier that nobody may pass, land on or capture.
    barriers: bool = "barriers",
    /// A capture earns an extra roll.
    capture_bonus: bool = "captureBonus",
    /// Bringing a pawn home earns an extra roll.
    home_bonus: bool = "homeBonus",
    /// A roll that goes past home bounces back by the excess instead of being refused (never out of the finish).
    bounce_back: bool = "bounceBack",
    /// Reward and penalty squares are placed at random on the track.
    special_squares: bool = "specialSquares",
    /// After the first player finishes, the others play on for the remaining places.
    play_on: bool = "playOn",
    /// Places are decided by score: 250 per finished pawn plus how far each other pawn got.
    score_ranking: bool = "scoreRanking",
    /// While pawns wait in the base, a pawn on its own start square must move away when it can.
    vacate_start: bool = "vacateStart",
    /// A roll that can bring a pawn in must do so while pawns wait in the base.
    forced_entry: bool = "forcedEntry",
    /// With two players, each plays two opposite colours, separately, and wins when both are home.
    two_colours_each: bool = "twoColoursEach",
    /// With three players, the fourth colour is neutral: whoever is on turn may move it.
    neutral_colour: bool = "neutralColour",
    /// A pawn may move backwards by the die to capture, never onto or past its own start square.
    capture_backwards: bool = "captureBackwards",
    /// With every pawn in the base (or stuck at the end of the finish), roll up to three times for a six.
    three_rolls: bool = "threeRolls",
    /// Pawns may not jump over other pawns on the finish squares.
    no_skipping_in_finish: bool = "noSkippingInFinish",
    /// A player who could capture must: otherwise the pawn that could have captured goes back to base.
    compulsory_capture: bool = "compulsoryCapture",
    /// The board's arms: 4, or 6 for up to six players.
    arms: Arms = "arms",
    /// Partners sit opposite, never capture each other, and play on for each other.
    teams: Teams = "teams",
}

impl Rules {
    /// The rules of a preset.
    pub const fn preset(p: Preset) -> Rules {
        let classic = Rules {
            board: BoardKind::Ludo,
            first_turn: FirstTurn::Random,
            enter_on: DiceSet::of(&[6]),
            enter_to_die: false,
            start_pawns: 0,
            six_bonus: true,
            bank_sixes: true,
            three_sixes: true,
            safe_squares: false,
            stacking: false,
            towers: false,
            barriers: false,
            capture_bonus: false,
            home_bonus: false,
            bounce_back: false,
            special_squares: false,
            play_on: true,
            score_ranking: false,
            vacate_start: false,
            forced_entry: false,
            two_colours_each: false,
            neutral_colour: false,
            capture_backwards: false,
            three_rolls: false,
            no_skipping_in_finish: false,
            compulsory_capture: false,
            arms: Arms::FOUR,
            teams: NO_TEAMS,
        };
        match p {
            Preset::Classic => classic,
            Preset::Velvet => Rules {
                bank_sixes: false,
                safe_squares: true,
                stacking: true,
                capture_bonus: true,
                home_bonus: true,
                play_on: false,
                score_ranking: true,
                ..classic
            },
            Preset::Brazilian => Rules {
                enter_on: DiceSet::of(&[1, 6]),
                enter_to_die: true,
                bank_sixes: false,
                three_sixes: false,
                towers: true,
                bounce_back: true,
                ..classic
            },
            Preset::Mensch => Rules {
                board: BoardKind::Mensch,
                first_turn: FirstTurn::HighestRoll,
                start_pawns: 1,
                bank_sixes: false,
                three_sixes: false,
                vacate_start: true,
                forced_entry: true,
                ..classic
            },
            Preset::Rewards => Rules {
                board: BoardKind::Mensch,
                first_turn: FirstTurn::FirstSeat,
                bank_sixes: false,
                three_sixes: false,
                special_squares: true,
                ..classic
            },
        }
    }

    /// Whether a saved game leaves a switch out: the switches added after saves were
    /// first written, at their defaults, which a save without them reads as.
    pub fn left_out(&self, name: &str) -> bool {
        match name {
            "arms" => self.arms == Arms::FOUR,
            "teams" => !self.has_teams(),
            _ => false,
        }
    }

    /// Whether partners play (`teams`; never without the `six` feature).
    #[inline]
    pub const fn has_teams(&self) -> bool {
        #[cfg(feature = "six")]
        return self.teams;
        #[cfg(not(feature = "six"))]
        false
    }

    /// The board's geometry with its arms.
    #[inline]
    pub fn geometry(&self) -> &'static crate::board::Board {
        self.board.with_arms(self.arms.count())
    }

    /// Whether a pawn's walk depends only on where it lands, not on the squares passed.
    pub const fn simple_walk(&self) -> bool {
        !(self.towers || self.barriers || self.no_skipping_in_finish || self.bounce_back)
    }

    /// Checks that the switches can be played together; the error names the switches in
    /// conflict.
    pub fn check(&self) -> Result<(), GameError> {
        let sharing = [
            ("stacking", self.stacking),
            ("towers", self.towers),
            ("barriers", self.barriers),
        ];
        let on: Vec<&str> = sharing.iter().filter(|s| s.1).map(|s| s.0).collect();
        if on.len() > 1 {
            return Err(GameError {
                code: ErrorCode::RulesCombine,
                fields: on.iter().map(|s| format!("rules.{s}")).collect(),
                what: "cannot be played together: each decides what pawns sharing a square do"
                    .into(),
            });
        }
        if self.enter_on.0 & 0b111_1110 == 0 {
            return Err(GameError::at(
                ErrorCode::RulesValue,
                "rules.enterOn",
                "at least one die value must let a pawn leave the base",
            ));
        }
        self.check_six()
    }

    /// Without the `six` feature six arms and teams are values this build does not
    /// offer, refused when they are read ([`SwitchValue`] of [`Arms`] and [`Teams`]).
    #[cfg(not(feature = "six"))]
    fn check_six(&self) -> Result<(), GameError> {
        Ok(())
    }

    /// The house rules that bring in colours of their own are for four players without
    /// partners (RULINGS.md "Six arms and teams", "Combinations refused").
    #[cfg(feature = "six")]
    fn check_six(&self) -> Result<(), GameError> {
        let own_colours = [
            ("twoColoursEach", self.two_colours_each),
            ("neutralColour", self.neutral_colour),
        ];
        for (name, _) in own_colours.into_iter().filter(|s| s.1) {
            let with = if self.arms != Arms::FOUR {
                "arms"
            } else if self.teams {
                "teams"
            } else {
                continue;
            };
            return Err(GameError {
                code: ErrorCode::RulesCombine,
                fields: vec![format!("rules.{name}"), format!("rules.{with}")],
                what: "cannot be played together: the house rule's colours are those of four players without partners".into(),
            });
        }
        Ok(())
    }

    /// Checks that a number of seats can play under these rules: 2 up to the board's arms,
    /// and with `teams` 4 or 6, so that partners sit opposite.
    pub fn check_seats(&self, seats: u8) -> Result<(), GameError> {
        let arms = self.arms.count();
        if !(2..=arms).contains(&seats) {
            return Err(GameError::at(
                ErrorCode::SeatsCount,
                "seats",
                format!("a game has 2 to {arms} seats, not {seats}"),
            ));
        }
        if self.has_teams() && seats != 4 && seats != 6 {
            return Err(GameError {
                code: ErrorCode::RulesCombine,
                fields: vec!["rules.teams".into(), "seats".into()],
                what: format!("partners sit opposite, so teams need 4 or 6 seats, not {seats}"),
            });
        }
        Ok(())
    }
}

crate::named_enum! {
    /// A named bundle of switch values, one per rule text in `seeds/`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Preset {
        /// Common Ludo (seed 001).
        Classic = "classic",
        /// GameVelvet Ludo with safe squares and scores (seed 000).
        Velvet = "velvet",
        /// Brazilian Ludo with towers and bounce-back (seed 002).
        Brazilian = "brazilian",
        /// Mensch ärgere Dich nicht (seed 003).
        Mensch = "mensch",
        /// "Project Ludo" with reward and penalty squares (seed 004).
        Rewards = "rewards",
    }
}

impl Preset {
    /// The preset's switch values.
    pub const fn rules(self) -> Rules {
        Rules::preset(self)
    }

    /// A one-line description for option screens.
    pub const fn about(self) -> &'static str {
        match self {
            Preset::Classic => {
                "Common Ludo: a six to enter, sixes banked and split, three sixes are a foul."
            }
            Preset::Velvet => {
                "Safe squares and stacks, extra turns for captures and home, ranked by score."
            }
            Preset::Brazilian => {
                "Leave on a 1 or a 6, bounce back past home, towers block the way."
            }
            Preset::Mensch => {
                "Mensch ärgere Dich nicht on the 40-square board, with optional house rules."
            }
            Preset::Rewards => {
                "One person against three computers, with reward and penalty squares."
            }
        }
    }

    /// Whether seats default to one person and three computer players.
    pub const fn against_computers(self) -> bool {
        matches!(self, Preset::Rewards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_switch_round_trips_through_json() {
        let rules = Preset::Brazilian.rules();
        let mut copy = Preset::Classic.rules();
        for s in Rules::SWITCHES {
            copy.set(s.name, &rules.get(s.name).unwrap()).unwrap();
        }
        assert_eq!(copy, rules);
    }

    #[test]
    fn bad_values_are_refused_with_the_switch_name() {
        let mut r = Preset::Classic.rules();
        let e = r.set("towers", &json!("yes")).unwrap_err();
        assert_eq!(
            (e.code, e.field()),
            (ErrorCode::RulesValue, Some("rules.towers"))
        );
        assert_eq!(
            e.to_string(),
            "rules.towers: expected true or false, got \"yes\""
        );
        let e = r.set("enterOn", &json!([0, 6])).unwrap_err();
        assert_eq!(
            (e.code, e.field()),
            (ErrorCode::RulesValue, Some("rules.enterOn"))
        );
        let e = r.set("board", &json!("hex")).unwrap_err();
        assert_eq!(
            (e.code, e.field()),
            (ErrorCode::RulesValue, Some("rules.board"))
        );
        let e = r.set("teleport", &json!(true)).unwrap_err();
        assert_eq!(
            (e.code, e.field()),
            (ErrorCode::RulesUnknown, Some("rules.teleport"))
        );
        assert_eq!(
            e.to_string(),
            "rules.teleport: there is no switch \"teleport\""
        );
        assert_eq!(r, Preset::Classic.rules());
    }

    #[test]
    fn conflicting_sharing_rules_are_refused() {
        let mut r = Preset::Brazilian.rules();
        r.barriers = true;
        let e = r.check().unwrap_err();
        assert_eq!(e.code, ErrorCode::RulesCombine);
        assert_eq!(e.fields, ["rules.towers", "rules.barriers"]);
        for p in Preset::ALL {
            p.rules().check().unwrap();
        }
    }

    #[cfg(not(feature = "six"))]
    #[test]
    fn six_arms_and_teams_are_values_this_build_does_not_offer() {
        // RULINGS.md "Six arms and teams": without the `six` feature both are refused.
        let mut r = Preset::Classic.rules();
        let e = r.set("arms", &json!(6)).unwrap_err();
        let fields = (e.code, e.field());
        assert_eq!(fields, (ErrorCode::RulesValue, Some("rules.arms")));
        let e = r.set("teams", &json!(true)).unwrap_err();
        let fields = (e.code, e.field());
        assert_eq!(fields, (ErrorCode::RulesValue, Some("rules.teams")));
        let text = "rules.teams: expected false (no partnerships), got true";
        assert_eq!(e.to_string(), text);
        r.set("teams", &json!(false)).unwrap();
        r.set("arms", &json!(4)).unwrap();
        assert_eq!(r, Preset::Classic.rules());
        assert_eq!(r.check_seats(5).unwrap_err().code, ErrorCode::SeatsCount);
    }

    #[test]
    fn the_six_arm_switches_come_last() {
        // The API leaves the last two out of a build without six arms.
        let names: Vec<&str> = Rules::SWITCHES.iter().map(|s| s.name).collect();
        assert_eq!(names[names.len() - 2..], ["arms", "teams"]);
    }

    #[test]
    fn the_seven_house_rules_have_their_names() {
        // Issue "All five presets": the mensch house rules keep exactly these names.
        for name in [
            "twoColoursEach",
            "neutralColour",
            "captureBackwards",
            "threeRolls",
            "noSkippingInFinish",
            "barriers",
            "compulsoryCapture",
        ] {
            assert_eq!(
                Preset::Mensch.rules().get(name),
                Some(json!(false)),
                "{name}"
            );
        }
    }
}
