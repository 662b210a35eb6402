//! Without its weights the `expert` level plays as `hard`, and a damaged or foreign
//! weights file is refused with a message that says what is wrong (issue 17). A test file
//! of its own: the loaded networks are shared by a process's tests.

#[path = "support/expert.rs"]
mod expert;

use ludo_ai::expert::{load, ready};
use ludo_engine::Preset;

#[test]
fn damaged_or_foreign_weights_are_refused_and_the_expert_plays_as_hard() {
    let good = expert::weights("classic");
    let mut damaged = good.to_vec();
    damaged[good.len() / 2] ^= 0x40;
    let err = load(&damaged).unwrap_err();
    assert!(err.contains("damaged"), "{err}");
    let err = load(&good[..good.len() / 3]).unwrap_err();
    assert!(
        err.contains("damaged") || err.contains("cut short"),
        "{err}"
    );
    let err = load(b"<!doctype html><title>404</title>").unwrap_err();
    assert!(err.contains("not an expert weights file"), "{err}");
    let mut other_shape = good.to_vec();
    other_shape[14] ^= 1; // the hidden units
    let err = load(&other_shape).unwrap_err();
    assert!(err.contains("another network"), "{err}");
    // Nothing was loaded: the expert is not ready and plays as hard.
    assert!(!ready(&Preset::Classic.rules()));
    assert_eq!(expert::choices_unlike_hard(99, 60), 0);
    // Weights for mensch leave a classic game to hard, and are refused for nothing else.
    assert_eq!(load(expert::weights("mensch")).unwrap(), Preset::Mensch);
    assert!(!ready(&Preset::Classic.rules()));
    assert!(ready(&Preset::Mensch.rules()));
    assert_eq!(expert::choices_unlike_hard(99, 60), 0);
}
