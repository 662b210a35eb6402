//! The log in English, in the words of the rule texts: the lines `logLines()` returns.
//! The page writes its own lines, in the player's language, from the same events.

use crate::colour::pawn_label;
use crate::event::Event;
use crate::moves::MoveKind;

fn label(pawn: u8) -> char {
    pawn_label(pawn as usize / 4, pawn as usize % 4)
}

/// An event as English log lines, in the words of the rule texts (seed 004's log).
/// `side_name` names the player of a side, `seat_name` the player in a seat.
pub fn event_lines(
    e: &Event,
    side_name: &dyn Fn(u8) -> String,
    seat_name: &dyn Fn(u8) -> String,
) -> Vec<String> {
    match *e {
        Event::RollOff { seat, die } => {
            vec![format!("{} rolls {die} to begin", seat_name(seat))]
        }
        Event::Turn { side, round } => vec![
            format!("Round: {round}"),
            format!("Turn: {}", side_name(side)),
        ],
        Event::SkipTurn { side } => vec![format!("{} waits this round", side_name(side))],
        Event::Roll { die, .. } => vec![format!("Dice: {die}")],
        Event::NoMove { .. } => vec!["No legal move!".into()],
        Event::Foul { .. } => vec!["Third six in a row: turn lost".into()],
        Event::Move {
            pawn,
            from,
            to,
            kind,
            ..
        } => vec![match kind {
            MoveKind::Enter => format!("Enter pawn: {}", label(pawn)),
            MoveKind::Tower => format!("Move tower: {} {from} → {to}", label(pawn)),
            _ => format!("Move pawn: {} {from} → {to}", label(pawn)),
        }],
        Event::Capture { pawn } => vec![format!("Capture: {}", label(pawn))],
        Event::Forfeit { pawn } => {
            vec![format!("Missed capture: {} back to base", label(pawn))]
        }
        Event::Special { effect, .. } => vec![effect.log_text().into()],
        Event::ExtraRoll { .. } => vec![],
        Event::Finish { seat, place } => {
            vec![format!("{} finishes in place {place}", seat_name(seat))]
        }
        Event::Stalemate => vec!["Nobody can move: the game is ranked by score".into()],
        Event::Over => vec!["Game over".into()],
    }
}
