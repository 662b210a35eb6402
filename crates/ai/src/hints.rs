//! Hints for people: the legal moves ranked best first by the `expert` level's search (the
//! `hard` level's while the expert's network is not loaded), each with the estimated
//! chance to win after it and the main thing it does, in words.

use super::eval::Eval;
use super::{Search, representative};
use ludo_engine::colour::pawn_label;
use ludo_engine::moves::{Move, MoveKind, NO_PAWN};
use ludo_engine::position::Position;
use ludo_engine::prelude::*;
use ludo_engine::special::Special;

ludo_engine::named_enum! {
    /// The main thing a move does, as the hints name it (the name used in the JavaScript
    /// API).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Reason {
        /// It captures one or more pawns.
        Captures = "captures",
        /// It brings a pawn home (or onto its last finish square).
        Finishes = "finishes",
        /// It brings a pawn out of the base.
        Enters = "enters",
        /// It ends on a special square (rewards preset).
        Special = "special",
        /// It gives up a pawn for a missed compulsory capture.
        Forfeits = "forfeits",
        /// It forms a tower or a barrier that other pawns cannot pass.
        Blocks = "blocks",
        /// It ends where no pawn can be captured: a safe square, a stack, or the home column.
        ReachesSafety = "reachesSafety",
        /// It takes a pawn out of reach of the pawns that could hit it.
        EscapesDanger = "escapesDanger",
        /// It moves a pawn forward (or backward, or bounces) and nothing more.
        Advances = "advances",
    }
}

/// One ranked legal move.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The move's id (its index in the legal moves).
    pub id: usize,
    /// The moving pawn's letter.
    pub pawn: char,
    /// The die used.
    pub die: u8,
    /// Path position before the move.
    pub from: u8,
    /// Path position after the move.
    pub to: u8,
    /// The estimated chance, 0 to 1, that the player on turn takes the best place still
    /// open (first place until someone has finished) after this move.
    pub win_chance: f32,
    /// The main thing the move does.
    pub reason: Reason,
    /// Letters of the pawns it captures.
    pub captures: Vec<char>,
    /// The reason in a few English words ("captures E", "reaches a safe square").
    pub text: String,
}

/// The chance after each distinct move: by the expert's search (calibrated, see
/// `expert::calibration`) when its network for these rules is loaded, by the
/// `hard` level's otherwise.
fn rank(pos: &Position, moves: &[Move]) -> Vec<(usize, f32)> {
    #[cfg(feature = "expert")]
    if let Some(net) = crate::expert::net_for(pos.rules()) {
        return crate::expert::hint_chances(net, pos, moves);
    }
    Search::hard().rank(pos, moves)
}

/// Danger below this does not count as being in danger.
const DANGER: f32 = 0.05;

/// The legal moves of `pos` (which must be its legal moves, in order) ranked best first,
/// by the expert's search (or the `hard` level's, see [`rank`]). Moves with the same outcome share a chance; ties keep
/// the order of the legal moves.
pub fn hints(pos: &Position, moves: &[Move]) -> Vec<Hint> {
    if moves.is_empty() {
        return Vec::new();
    }
    let ranked = rank(pos, moves);
    let chance_of = |i: usize| {
        let rep = representative(moves, i);
        ranked
            .iter()
            .find(|r| r.0 == rep)
            .map_or(0.0, |r| r.1.clamp(0.0, 1.0))
    };
    let before = Eval::new(pos);
    let mut out: Vec<Hint> = moves
        .iter()
        .enumerate()
        .map(|(id, m)| {
            let (reason, text) = describe(pos, &before, m);
            Hint {
                id,
                pawn: m.label(),
                die: m.die,
                from: m.from,
                to: m.to,
                win_chance: chance_of(id),
                reason,
                captures: m.captured_labels().collect(),
                text,
            }
        })
        .collect();
    // Best first, ties in the order of the legal moves. An insertion sort: there are at
    // most a few dozen moves, and the library's sort adds kilobytes to the wasm.
    for i in 1..out.len() {
        let mut j = i;
        while j > 0 && out[j].win_chance > out[j - 1].win_chance {
            out.swap(j, j - 1);
            j -= 1;
        }
    }
    out
}

/// The main thing a move does, and that in words.
pub(crate) fn describe(pos: &Position, before: &Eval, m: &Move) -> (Reason, String) {
    let b = pos.board();
    let r = pos.rules();
    if m.is_capture() {
        let names: Vec<String> = m.captured_labels().map(String::from).collect();
        return (
            Reason::Captures,
            format!("captures {}", names.join(" and ")),
        );
    }
    let mut after = *pos;
    after.play_unchecked(m, &mut ());
    let now = after.pawns(m.side)[m.pawn as usize];
    if !b.is_done(m.from) && b.is_done(m.to) {
        return (Reason::Finishes, "brings a pawn home".into());
    }
    if m.forfeit != NO_PAWN {
        let lost = pawn_label(m.forfeit as usize / 4, m.forfeit as usize % 4);
        return (
            Reason::Forfeits,
            format!("loses {lost} for the missed capture"),
        );
    }
    if m.kind == MoveKind::Enter {
        return (Reason::Enters, "enters a pawn".into());
    }
    if let Some(square) = pos.track_square(m.side, m.to) {
        let text = match pos.special(square) {
            Special::None => "",
            Special::Forward3 => "lands on a square that adds 3 steps",
            Special::PlayAgain => "lands on a square that gives another roll",
            Special::Back3 => "lands on a square that costs 3 steps",
            Special::SkipTurn => "lands on a square that skips the next turn",
            Special::BackToStart => "lands on a square that sends it back to the start",
        };
        if !text.is_empty() {
            return (Reason::Special, text.into());
        }
    }
    let later = Eval::new(&after);
    let paired = after.pawns(m.side).iter().filter(|&&p| p == now).count() >= 2;
    if (r.towers || r.barriers) && b.on_track(now) && paired {
        let what = if r.towers { "tower" } else { "barrier" };
        return (Reason::Blocks, format!("builds a {what}"));
    }
    let was = before.danger_now(m.side, m.from);
    let will = later.danger(m.side, now);
    if b.on_track(m.from) && will == 0.0 {
        if b.in_home_column(now) {
            return (Reason::ReachesSafety, "reaches the home column".into());
        }
        let cell = b.cell(pos.colour(m.side), now);
        if b.on_track(now) && r.safe_squares && pos.is_safe_track(cell) {
            return (Reason::ReachesSafety, "reaches a safe square".into());
        }
        if b.on_track(now) && r.stacking && later.pawns_on(cell) >= 2 {
            return (Reason::ReachesSafety, "joins a stack".into());
        }
    }
    if was >= DANGER && will < was / 2.0 {
        return (Reason::EscapesDanger, "escapes danger".into());
    }
    let steps = m.to.abs_diff(m.from);
    let text = match m.kind {
        MoveKind::Backward => format!("goes back {steps} squares"),
        MoveKind::Bounce => "bounces back from home".into(),
        _ if steps == 1 => "advances 1 square".into(),
        _ => format!("advances {steps} squares"),
    };
    (Reason::Advances, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_engine::Setup;
    use ludo_engine::board::MAX_TRACK;
    use ludo_engine::moves::MoveList;
    use ludo_engine::position::{Dice, Phase};
    use ludo_engine::rules::{Preset, Rules};

    /// A position with red (side 0) to move the given dice.
    fn position(
        rules: Rules,
        pawns: Vec<[u8; 4]>,
        dice: &[u8],
        specials: [Special; MAX_TRACK],
    ) -> Position {
        let s = Setup {
            phase: Phase::Move,
            dice: Dice::from_values(dice).unwrap(),
            sixes_in_row: dice.iter().filter(|&&d| d == 6).count() as u8,
            specials,
            ..Setup::new(rules, pawns)
        };
        Position::from_setup(&s).unwrap()
    }

    /// The hint for red's pawn `pawn` (A = 0), and all the hints.
    fn hint_for(pos: &Position, pawn: char) -> (Hint, Vec<Hint>) {
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        let all = hints(pos, &moves);
        let h = all.iter().find(|h| h.pawn == pawn).cloned();
        (
            h.unwrap_or_else(|| panic!("no move of {pawn}: {all:?}")),
            all,
        )
    }

    fn plain(preset: Preset, pawns: Vec<[u8; 4]>, dice: &[u8]) -> Position {
        position(preset.rules(), pawns, dice, [Special::None; MAX_TRACK])
    }

    #[test]
    fn each_reason_is_given_where_it_applies() {
        // Mensch: red A at 10 lands on yellow's pawn (side 1, letter E) with a 4.
        let pos = plain(Preset::Mensch, vec![[10, 30, 0, 0], [34, 0, 0, 0]], &[4]);
        let (h, all) = hint_for(&pos, 'A');
        assert_eq!(
            (h.reason, h.text.as_str(), h.captures.clone()),
            (Reason::Captures, "captures E", vec!['E'])
        );
        assert_eq!(all[0].pawn, 'A', "the capture ranks first: {all:?}");
        let (h, _) = hint_for(&pos, 'B');
        assert_eq!(
            (h.reason, h.text.as_str()),
            (Reason::Advances, "advances 4 squares")
        );

        let pos = plain(Preset::Classic, vec![[0, 0, 0, 54], [10, 0, 0, 0]], &[6, 3]);
        assert_eq!(hint_for(&pos, 'A').0.reason, Reason::Enters);
        assert_eq!(hint_for(&pos, 'A').0.text, "enters a pawn");
        assert_eq!(hint_for(&pos, 'D').0.text, "brings a pawn home");

        // Velvet: 5 + 4 lands on red's star square (path 9).
        let pos = plain(Preset::Velvet, vec![[5, 0, 0, 0], [30, 0, 0, 0]], &[4]);
        assert_eq!(hint_for(&pos, 'A').0.text, "reaches a safe square");
        let pos = plain(Preset::Classic, vec![[49, 0, 0, 0], [10, 0, 0, 0]], &[4]);
        let (h, _) = hint_for(&pos, 'A');
        assert_eq!(
            (h.reason, h.text.as_str()),
            (Reason::ReachesSafety, "reaches the home column")
        );

        // Classic: yellow's pawn (cell 17) is two squares behind red's A (cell 19). (The
        // search may still prefer B: yellow must move that pawn, most likely past A.)
        let pos = plain(Preset::Classic, vec![[20, 2, 0, 0], [44, 0, 0, 0]], &[5]);
        let (h, _) = hint_for(&pos, 'A');
        assert_eq!(
            (h.reason, h.text.as_str()),
            (Reason::EscapesDanger, "escapes danger")
        );

        // Brazilian: B joins A to build a tower.
        let pos = plain(Preset::Brazilian, vec![[10, 7, 0, 0], [40, 0, 0, 0]], &[3]);
        assert_eq!(hint_for(&pos, 'B').0.reason, Reason::Blocks);
        assert_eq!(hint_for(&pos, 'B').0.text, "builds a tower");

        // Compulsory capture: moving B instead of capturing with A sends A home.
        let mut r = Preset::Mensch.rules();
        r.compulsory_capture = true;
        let pos = position(
            r,
            vec![[10, 30, 0, 0], [34, 0, 0, 0]],
            &[4],
            [Special::None; MAX_TRACK],
        );
        let (h, all) = hint_for(&pos, 'B');
        assert_eq!(
            (h.reason, h.text.as_str()),
            (Reason::Forfeits, "loses A for the missed capture")
        );
        assert_eq!(all.last().unwrap().pawn, 'B', "{all:?}");
    }

    #[test]
    fn special_squares_are_named() {
        use Special::*;
        // Squares 1..=13 of the mensch track, none of them a start square.
        let mut specials = [None; MAX_TRACK];
        let kinds = [
            Forward3, Forward3, Forward3, PlayAgain, PlayAgain, Back3, Back3, Back3,
        ];
        for (i, k) in kinds.into_iter().enumerate() {
            specials[i + 1] = k;
        }
        specials[11] = SkipTurn;
        specials[12] = SkipTurn;
        specials[13] = BackToStart;
        let pos = position(
            Preset::Rewards.rules(),
            vec![[2, 6, 0, 0], [30, 0, 0, 0]],
            &[2],
            specials,
        );
        // A: path 2 → 4, track square 3 (forward 3); B: path 6 → 8, square 7 (back 3).
        assert_eq!(
            hint_for(&pos, 'A').0.text,
            "lands on a square that adds 3 steps"
        );
        assert_eq!(
            hint_for(&pos, 'B').0.text,
            "lands on a square that costs 3 steps"
        );
        assert_eq!(hint_for(&pos, 'A').0.reason, Reason::Special);
        let (_, all) = hint_for(&pos, 'A');
        assert_eq!(all[0].pawn, 'A', "{all:?}");
    }
}
