//! A scripted replay shared by the native and browser determinism tests: every preset,
//! a fixed seed, and a fixed choice rule (move number modulo the number of legal moves),
//! summarised as the log's length and an FNV-1a hash of its lines.

/// The games replayed: preset name and seed.
pub const GAMES: [(&str, u64); 5] = [
    ("classic", 2026),
    ("velvet", 2027),
    ("brazilian", 2028),
    ("mensch", 2029),
    ("rewards", 2030),
];

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

/// One line of the fixture file.
pub fn summary(preset: &str, seed: u64, lines: &[String]) -> String {
    format!("{preset} {seed} {} {:016x}", lines.len(), fnv(lines))
}

/// The fixture file's contents.
pub const FIXTURE: &str = include_str!("../data/determinism.txt");
