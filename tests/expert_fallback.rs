//! Without its weights the `expert` level plays as `hard`, and a damaged or foreign
//! weights file is refused with a message that says what is wrong (issue 17). A test file
//! program of its own (Cargo.toml): the loaded networks are shared by a process's tests.

#[allow(dead_code)]
#[path = "support/expert.rs"]
mod expert;

use ludo_ai::expert::{load, ready};
use ludo_engine::{ErrorCode, Preset};

#[test]
fn damaged_or_foreign_weights_are_refused_and_the_expert_plays_as_hard() {
    let good = expert::weights("classic");
    let mut damaged = good.to_vec();
    damaged[good.len() / 2] ^= 0x40;
    for bad in [
        &damaged[..],
        &good[..good.len() / 3],
        b"<!doctype html><title>404</title>",
    ] {
        assert_eq!(load(bad).unwrap_err().code, ErrorCode::ExpertFile);
    }
    let mut other_shape = good.to_vec();
    other_shape[14] ^= 1; // the hidden units
    assert_eq!(
        load(&other_shape).unwrap_err().code,
        ErrorCode::ExpertForeign
    );
    // Nothing was loaded: the expert is not ready and plays as hard.
    assert!(!ready(&Preset::Classic.rules()));
    assert_eq!(expert::choices_unlike_hard(99, 60), 0);
    // Weights for mensch leave a classic game to hard, and are refused for nothing else.
    assert_eq!(load(expert::weights("mensch")).unwrap(), Preset::Mensch);
    assert!(!ready(&Preset::Classic.rules()));
    assert!(ready(&Preset::Mensch.rules()));
    assert_eq!(expert::choices_unlike_hard(99, 60), 0);
}
