//! A scripted replay shared by the native determinism test and the API cases in
//! JavaScript (`e2e/api/`, whose `games.mjs` holds the same games: change both): every preset,
//! with 2, 3 and 4 seats and with switch combinations (the mensch house rules together,
//! sharing rules swapped, bonuses added), a fixed seed, and a fixed choice rule (move
//! number modulo the number of legal moves). Each game is summarised as the log's length,
//! an FNV-1a hash of its lines and one of the final `state()` as JSON text (which covers
//! the dice generator, the pawns, places and scores).

/// The games replayed: preset, seed, seats and rule switches (a JSON object).
pub const GAMES: [(&str, u64, u8, &str); 12] = [
    ("classic", 2026, 4, "{}"),
    ("velvet", 2027, 4, "{}"),
    ("brazilian", 2028, 4, "{}"),
    ("mensch", 2029, 4, "{}"),
    ("rewards", 2030, 4, "{}"),
    (
        "classic",
        2031,
        2,
        r#"{"safeSquares":true,"stacking":true,"captureBonus":true}"#,
    ),
    (
        "velvet",
        2032,
        3,
        r#"{"bankSixes":true,"playOn":true,"scoreRanking":false}"#,
    ),
    (
        "brazilian",
        2033,
        2,
        r#"{"towers":false,"barriers":true,"homeBonus":true}"#,
    ),
    (
        "mensch",
        2034,
        2,
        r#"{"twoColoursEach":true,"captureBackwards":true,"threeRolls":true,"noSkippingInFinish":true,"barriers":true,"compulsoryCapture":true}"#,
    ),
    (
        "mensch",
        2035,
        3,
        r#"{"neutralColour":true,"captureBackwards":true,"threeRolls":true,"noSkippingInFinish":true,"barriers":true,"compulsoryCapture":true}"#,
    ),
    (
        "rewards",
        2036,
        3,
        r#"{"board":"ludo","enterOn":[1,6],"enterToDie":true,"bounceBack":true}"#,
    ),
    (
        "mensch",
        2037,
        4,
        r#"{"specialSquares":true,"firstTurn":"random","startPawns":0}"#,
    ),
];

/// The options of one replayed game, as JSON text.
pub fn options(preset: &str, seed: u64, seats: u8, rules: &str) -> String {
    format!(r#"{{"preset":"{preset}","seed":{seed},"seats":{seats},"rules":{rules}}}"#)
}

/// FNV-1a over the log lines, each followed by a newline.
pub fn fnv(lines: &[String]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for line in lines {
        for b in line.bytes().chain(std::iter::once(b'\n')) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

/// One line of the fixture file: the game, then the log's length and hash, then the hash
/// of the final state's JSON text.
pub fn summary(game: usize, lines: &[String], state: &serde_json::Value) -> String {
    let (preset, seed, seats, _) = GAMES[game];
    let state_hash = fnv(&[state.to_string()]);
    format!(
        "{preset} {seed} {seats} seats: {} lines {:016x}, state {state_hash:016x}",
        lines.len(),
        fnv(lines)
    )
}

/// The fixture file's contents.
pub const FIXTURE: &str = include_str!("../data/determinism.txt");
