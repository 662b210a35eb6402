//! The `expert` level: the `hard` level's search, with leaves valued by a small neural
//! network trained by self-play for each preset (`train-expert` in the lab).
//!
//! The network adds to the linear evaluation's estimate ([`net`]); its weights are not
//! compiled in but loaded at run time from a checked file ([`load`]), so the page fetches
//! them only when a game first needs the level. Until a preset's weights are loaded, and
//! for positions the network does not cover (two colours per seat, a neutral colour), the
//! expert plays exactly as `hard`.

pub mod calibration;
pub mod file;
pub mod inputs;
pub mod net;

use std::sync::{Arc, RwLock};

use ludo_engine::GameError;
use ludo_engine::moves::Move;
use ludo_engine::position::Position;
use ludo_engine::rng::Rng;
use ludo_engine::rules::{Preset, Rules};

use crate::eval::{Eval, PerSeat, Weights, nearest_preset};
use crate::search::{Leaf, Reply, Search};
use crate::{HARD_BUDGET, Strategy};
use inputs::Inputs;
pub use net::Net;

/// What one leaf valued by the network costs, in positions tried (measured: about three
/// linear evaluations; see BENCHMARKS.md).
pub const NET_WORK: u32 = 30;

/// The work the expert may spend per decision: the `hard` level's budget, with every
/// leaf counted at the network's cost.
pub const EXPERT_BUDGET: u32 = HARD_BUDGET * 3;

/// How the expert expects the other players to move.
pub const EXPERT_REPLY: Reply = Reply::Medium;

/// The loaded networks, one per preset in the order of [`Preset::ALL`].
static NETS: RwLock<[Option<Arc<Net>>; 5]> = RwLock::new([const { None }; 5]);

/// Reads a weights file and makes it the expert's network for its preset (replacing any
/// loaded before). Returns the preset. A file that fails its checks changes nothing.
pub fn load(bytes: &[u8]) -> Result<Preset, GameError> {
    let net = file::from_bytes(bytes)?;
    let preset = net.preset;
    let i = Preset::ALL.iter().position(|&p| p == preset).unwrap_or(0);
    let mut nets = NETS.write().unwrap_or_else(|e| e.into_inner());
    nets[i] = Some(Arc::new(net));
    Ok(preset)
}

/// Forgets every loaded network (the expert then plays as `hard`).
pub fn unload_all() {
    let mut nets = NETS.write().unwrap_or_else(|e| e.into_inner());
    *nets = [const { None }; 5];
}

/// The network for the preset closest to `rules`, if its weights are loaded and the
/// network knows the rules' board and seats ([`covers`]).
pub fn net_for(rules: &Rules) -> Option<Arc<Net>> {
    if !covers(rules) {
        return None;
    }
    let nets = NETS.read().unwrap_or_else(|e| e.into_inner());
    nets[nearest_preset(rules)].clone()
}

/// Whether the networks are made for games under `rules`: four arms without partners.
/// No network is trained for six arms or for teams, so there the expert plays as `hard`
/// (its search and its evaluation, which know both).
pub fn covers(rules: &Rules) -> bool {
    rules.arms.count() == 4 && !rules.has_teams()
}

/// Whether the expert has its network for the preset closest to `rules`.
pub fn ready(rules: &Rules) -> bool {
    net_for(rules).is_some()
}

/// Why the expert plays as `hard` under `rules`, as a code for the page to say in words:
/// `arms` (six arms) or `teams`, for which no network is trained, or `weights` (the
/// network for the preset closest to the rules is not loaded); `None` when it plays with
/// its network.
pub fn unready(rules: &Rules) -> Option<&'static str> {
    if rules.arms.count() != 4 {
        Some("arms")
    } else if rules.has_teams() {
        Some("teams")
    } else if !ready(rules) {
        Some("weights")
    } else {
        None
    }
}

/// Leaves valued by a network.
#[derive(Clone, Debug)]
pub struct NetLeaf(pub Arc<Net>);

impl Leaf for NetLeaf {
    fn work(&self) -> u32 {
        NET_WORK
    }

    fn chances(&self, pos: &Position, place: usize, weights: Weights) -> PerSeat {
        if pos.ranking().len() <= place
            && let Some(x) = Inputs::with(pos, weights)
        {
            return x.per_seat(&self.0.chances(&x));
        }
        Eval::with(pos, weights).chances(place)
    }
}

/// The expert's search with a given network.
pub fn search(net: Arc<Net>) -> Search<NetLeaf> {
    Search::with_leaf(EXPERT_BUDGET, NetLeaf(net)).with_reply(EXPERT_REPLY)
}

/// The chance after each distinct move, as the hints give it: the search's estimates
/// through the network's calibration (`(index into moves, chance)`).
pub fn hint_chances(net: Arc<Net>, pos: &Position, moves: &[Move]) -> Vec<(usize, f32)> {
    let calibration = net.calibration;
    let mut ranked = search(net).rank(pos, moves);
    for r in &mut ranked {
        r.1 = calibration.apply(r.1);
    }
    ranked
}

/// The `expert` level: the search with the loaded network of the game's preset, or the
/// `hard` level while none is loaded.
#[derive(Clone, Copy, Debug, Default)]
pub struct Expert;

impl Strategy for Expert {
    fn choose(&mut self, pos: &Position, moves: &[Move], rng: &mut Rng) -> usize {
        match net_for(pos.rules()) {
            Some(net) => search(net).choose(pos, moves, rng),
            None => Search::hard().choose(pos, moves, rng),
        }
    }
}
