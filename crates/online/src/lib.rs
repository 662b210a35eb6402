//! Online play in plain Rust, testable without a browser: the room protocol between the
//! host's page, whose engine alone decides, and its friends' pages, which send intents
//! and mirror the host's numbered events with their own engine.
//!
//! - [`wire`]: the messages, their size limits and strict reading.
//! - [`chat`]: the quick chat's ids, kept out of the game's events.
//! - [`dice`] and [`verify`]: fair dice by hash chains committed before the first roll;
//!   every page checks every die as it comes.
//! - [`host`]: the host's authority: intents checked against the game and refused without
//!   a change, rate limiting, numbered events with position hashes, computer seats, away
//!   friends, autosave.
//! - [`guest`]: a friend's or spectator's mirror: events applied and checked, resync from
//!   a snapshot when events were missed, seat tokens.
//! - [`mirror`]: every step checked by the page's own engine and the verified dice, and a
//!   snapshot's history replayed from the committed chains: a host that breaks the rules
//!   stops the game for the page, and nothing it sent is adopted.
//!
//! The transport (WebRTC data channels through a `matchbox_server`) lives in the browser
//! module `ludo-online-web`; here a message is text from a peer named by a string.

pub mod chat;
pub mod dice;
pub mod guest;
pub mod host;
pub mod limit;
pub mod mirror;
pub mod roster;
pub mod verify;
pub mod wire;

pub use guest::Guest;
pub use host::Host;

use serde::Serialize;
use serde_json::{Value, json};

use ludo_api::Game;

/// Where a message goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum To {
    /// One page.
    Peer(String),
    /// Every connected page.
    All,
}

/// A message to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Out {
    pub to: To,
    pub text: String,
}

impl Out {
    /// A message to one page.
    pub fn to<T: Serialize>(peer: &str, msg: &T) -> Out {
        Out {
            to: To::Peer(peer.to_string()),
            text: wire::text(msg),
        }
    }
}

/// The hash of a game's position ([`Game::position`]): 16 hexadecimal digits of SHA-256
/// over its JSON text, whose keys serde_json keeps in sorted order.
pub fn position_hash(game: &Game) -> String {
    let text = serde_json::to_string(&game.position()).expect("a position serialises");
    dice::hex(&dice::sha(text.as_bytes()))[..16].to_string()
}

/// The room's teams as the engine seats them (RULINGS.md "Six arms and teams"), for the
/// lobby before the game exists: each team's seats, partners together; `null` without
/// `teams`, or when the options and seats make no game.
pub fn partners(options: &Value, seats: usize) -> Value {
    let teams = options.pointer("/rules/teams") == Some(&Value::Bool(true));
    if !teams || !options.is_object() {
        return Value::Null;
    }
    let mut trial = options.clone();
    let seat = |i: usize| json!({ "name": format!("P{}", i + 1), "computer": null });
    trial["seats"] = Value::Array((0..seats).map(seat).collect());
    trial["seed"] = json!(0);
    Game::new(&trial)
        .ok()
        .and_then(|g| g.view().get("partners").cloned())
        .unwrap_or(Value::Null)
}
