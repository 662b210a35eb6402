//! A game rebuilt only from what a page checked itself: every step is played by the
//! page's own engine and every draw is checked against the committed chains. A host that
//! plays an illegal move, names a die that is not the draw's, or hands over a history
//! that the engine and the chains do not give is caught, and the game stops for the page
//! ([`Breach`]).

use serde_json::{Value, json};

use ludo_api::Game;

use crate::dice::{self, Digest32, hex, sha};
use crate::position_hash;
use crate::verify::Verifier;
use crate::wire::{Draw, Snapshot, Step};

/// How the host's page broke the rules: a stable code the page translates, and the reason
/// in English.
///
/// The codes: `host.illegal` (a roll or move the rules do not allow), `host.dice` (a die
/// or seed not from the verified draw), `host.position` (a position the event does not
/// give), `host.snapshot` (a snapshot whose history cannot be replayed), `host.history`
/// (a snapshot that rewrites what the page saw).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breach {
    pub code: &'static str,
    pub reason: String,
}

impl Breach {
    /// A breach with `code`, for `reason`.
    pub fn new(code: &'static str, reason: impl Into<String>) -> Breach {
        Breach {
            code,
            reason: reason.into(),
        }
    }

    fn illegal(reason: impl Into<String>) -> Breach {
        Breach::new("host.illegal", reason)
    }

    fn dice(reason: impl Into<String>) -> Breach {
        Breach::new("host.dice", format!("dice: {}", reason.into()))
    }

    fn snapshot(reason: impl Into<String>) -> Breach {
        Breach::new("host.snapshot", reason)
    }
}

fn on_turn(game: &Game, seat: u8) -> Result<(), Breach> {
    let turn = game.engine().position().seat_on_turn();
    if seat == turn {
        Ok(())
    } else {
        Err(Breach::illegal(format!(
            "seat {seat} acted on seat {turn}'s turn"
        )))
    }
}

/// The game's start: `options` with draw 0 as its seed.
pub fn start(dice: &mut Verifier, options: &Value, draw: &Draw) -> Result<Game, Breach> {
    let mut next = dice.clone();
    let bytes = next.check(draw).map_err(Breach::dice)?;
    if options["seed"] != json!(dice::seed(&bytes)) {
        return Err(Breach::dice("the game's seed is not draw 0"));
    }
    let game =
        Game::new(options).map_err(|e| Breach::illegal(format!("the game cannot start: {e}")))?;
    *dice = next;
    Ok(game)
}

/// A roll by `seat`: on turn, a roll due, the die the next draw gives (`die`, when the
/// host named one, must be it). On an error nothing is recorded.
pub fn roll(
    game: &mut Game,
    dice: &mut Verifier,
    seat: u8,
    draw: &Draw,
    die: Option<u8>,
) -> Result<(), Breach> {
    on_turn(game, seat)?;
    let mut next = dice.clone();
    let bytes = next.check(draw).map_err(Breach::dice)?;
    let face = dice::die(&bytes);
    if let Some(d) = die.filter(|&d| d != face) {
        return Err(Breach::dice(format!(
            "draw {} gives {face}, not {d}",
            draw.n
        )));
    }
    game.roll_die(face)
        .map_err(|e| Breach::illegal(format!("seat {seat} may not roll now: {e}")))?;
    *dice = next;
    Ok(())
}

/// Legal move `id` by `seat`, on turn.
pub fn play(game: &mut Game, seat: u8, id: u32) -> Result<(), Breach> {
    on_turn(game, seat)?;
    game.apply_move(&json!(id))
        .map(|_| ())
        .map_err(|e| Breach::illegal(format!("move {id} of seat {seat} is not legal: {e}")))
}

/// The host's values of `draws` draws, from the last: each is the hash of the next.
fn host_values(last: Digest32, draws: usize) -> Vec<Digest32> {
    let mut v = vec![last; draws];
    for n in (0..draws.saturating_sub(1)).rev() {
        v[n] = sha(&v[n + 1]);
    }
    v
}

/// Replays a snapshot's history from the host's commitment: every draw checked against
/// the chains, every roll and move played by this page's engine. Returns the dice and the
/// game it leads to, which must be the snapshot's (its dice record and position hash).
pub fn replay(commitment: &Digest32, snap: &Snapshot) -> Result<(Verifier, Option<Game>), Breach> {
    let claimed = Verifier::from_state(&snap.dice).map_err(Breach::snapshot)?;
    let draws = snap.history.iter().filter(|s| s.draws()).count();
    if draws != claimed.next() as usize {
        return Err(Breach::snapshot(format!(
            "its history makes {draws} draws, its dice {}",
            claimed.next()
        )));
    }
    let hosts = host_values(claimed.host(), draws);
    let mut dice = Verifier::new(*commitment);
    for (w, c) in claimed.commits().into_iter().enumerate() {
        dice.add_witness(w as u32, c).map_err(Breach::snapshot)?;
    }
    let mut game: Option<Game> = None;
    for (i, step) in snap.history.iter().enumerate() {
        let n = dice.next();
        let draw = |w: u32, value: &str| Draw {
            n,
            host: hex(&hosts[n as usize]),
            w,
            value: value.to_string(),
        };
        let at = |b: Breach| Breach::snapshot(format!("step {i} of its history: {}", b.reason));
        match (step, game.as_mut()) {
            (Step::Start { options, w, value }, None) => {
                game = Some(start(&mut dice, options, &draw(*w, value)).map_err(at)?);
            }
            (Step::Roll { seat, w, value }, Some(g)) => {
                roll(g, &mut dice, *seat, &draw(*w, value), None).map_err(at)?;
            }
            (Step::Move { seat, id }, Some(g)) => play(g, *seat, *id).map_err(at)?,
            _ => {
                return Err(Breach::snapshot(format!(
                    "step {i} of its history comes out of order"
                )));
            }
        }
    }
    if dice != claimed {
        return Err(Breach::snapshot("its dice do not follow from its history"));
    }
    let hash = game.as_ref().map_or_else(|| "lobby".into(), position_hash);
    if hash != snap.hash {
        return Err(Breach::snapshot(
            "its position is not the one its history gives",
        ));
    }
    Ok((dice, game))
}
