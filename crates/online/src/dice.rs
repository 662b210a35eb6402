//! Fair dice: every die mixes a value the host committed to when it opened the room with
//! a value a friend committed to when it joined, so that no single player, the host
//! included, can choose or foresee a die (README, "Fair dice").
//!
//! Each party holds a hash chain: a random secret hashed [`CHAIN`] times. The last hash,
//! the *commitment*, is published first; the values before it are revealed one at a time,
//! newest-hashed last, and each is checked by hashing it back to the value revealed
//! before. Nobody can produce the next value of someone else's chain, and nobody can change
//! their own once committed. Draw number `n` (0 gives the game's seed, 1 and on the dice)
//! is `SHA-256("ludo-draw" ‖ n ‖ host's n-th value ‖ witness's value)`: the friend on
//! turn, or for other seats a connected friend, reveals first; the host reveals last.
//!
//! The room id is taken from the host's commitment ([`room_id`]), so a friend who opens
//! the invite link knows which chain the host is bound to before anything is rolled.

use sha2::{Digest, Sha256};

use ludo_engine::rng::MAX_SEED;

/// How many values a chain reveals: draws a host can make, reveals a friend can make.
pub const CHAIN: usize = 4096;

/// How many values of a friend's chain a reveal may skip (values revealed in an intent
/// the host refused are never used again, so that nobody learns a die early).
pub const MAX_SKIP: usize = 16;

/// A 32-byte hash value.
pub type Digest32 = [u8; 32];

/// SHA-256 of one value.
pub fn sha(v: &[u8]) -> Digest32 {
    Sha256::digest(v).into()
}

/// A value as 64 lowercase hexadecimal digits.
pub fn hex(v: &Digest32) -> String {
    v.iter().map(|b| format!("{b:02x}")).collect()
}

/// Reads 64 hexadecimal digits; anything else is `None`.
pub fn unhex(s: &str) -> Option<Digest32> {
    if s.len() != 64 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// 32 fresh random bytes from the platform (the browser's `crypto.getRandomValues`).
pub fn fresh_secret() -> Digest32 {
    let mut s = [0u8; 32];
    // Without a working generator there is no secret to keep: refuse loudly rather than
    // play with predictable values.
    getrandom::fill(&mut s).expect("the platform's random generator failed");
    s
}

/// A party's own hash chain: its secret and every value before the commitment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    secret: Digest32,
    /// `values[0]` is the commitment; `values[i]` hashes to `values[i - 1]`.
    values: Vec<Digest32>,
}

impl Chain {
    /// The chain grown from a secret (kept by its owner, e.g. in the host's autosave).
    pub fn from_secret(secret: Digest32) -> Chain {
        let mut values = vec![secret; CHAIN + 1];
        for i in (0..CHAIN).rev() {
            values[i] = sha(&values[i + 1]);
        }
        Chain { secret, values }
    }

    /// A chain from a fresh secret.
    pub fn fresh() -> Chain {
        Chain::from_secret(fresh_secret())
    }

    /// The secret it grew from.
    pub fn secret(&self) -> Digest32 {
        self.secret
    }

    /// The commitment: published before any value is revealed.
    pub fn commitment(&self) -> Digest32 {
        self.values[0]
    }

    /// The `i`-th value to reveal, from 1 to [`CHAIN`].
    pub fn value(&self, i: usize) -> Option<Digest32> {
        (1..=CHAIN).contains(&i).then(|| self.values[i])
    }
}

/// Checks that `value` is a later value of the chain whose last known value is `last`,
/// at most `max` steps on; returns how many steps.
pub fn follows(last: &Digest32, value: &Digest32, max: usize) -> Option<usize> {
    let mut v = *value;
    for step in 1..=max {
        v = sha(&v);
        if v == *last {
            return Some(step);
        }
    }
    None
}

/// Draw number `n`: 32 bytes from the host's value for it and the witness's value.
pub fn draw(n: u32, host: &Digest32, witness: &Digest32) -> Digest32 {
    let mut h = Sha256::new();
    h.update(b"ludo-draw");
    h.update(n.to_be_bytes());
    h.update(host);
    h.update(witness);
    h.finalize().into()
}

fn first_u64(d: &Digest32) -> u64 {
    u64::from_be_bytes(d[..8].try_into().expect("8 bytes"))
}

/// The die of a draw, 1–6 (64 bits reduced modulo 6: a bias below 10⁻¹⁸).
pub fn die(d: &Digest32) -> u8 {
    (first_u64(d) % 6) as u8 + 1
}

/// The game's seed from draw 0 (53 bits, so that JavaScript holds it exactly).
pub fn seed(d: &Digest32) -> u64 {
    first_u64(d) & MAX_SEED
}

/// The room id of a host's commitment: 80 bits in 16 letters and digits of Crockford's
/// base 32 (no i, l, o or u, so that a code read aloud is not mistaken).
pub fn room_id(host_commitment: &Digest32) -> String {
    let mut h = Sha256::new();
    h.update(b"ludo-room");
    h.update(host_commitment);
    let d: Digest32 = h.finalize().into();
    base32(&d[..10])
}

/// The alphabet of room ids and codes.
pub const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

fn base32(bytes: &[u8]) -> String {
    let mut bits = 0u32;
    let mut n = 0;
    let mut out = String::new();
    for &b in bytes {
        bits = (bits << 8) | b as u32;
        n += 8;
        while n >= 5 {
            n -= 5;
            out.push(ALPHABET[((bits >> n) & 31) as usize] as char);
        }
    }
    out
}

/// Whether a string can be a room id: 16 characters of [`ALPHABET`].
pub fn is_room_id(s: &str) -> bool {
    s.len() == 16 && s.bytes().all(|b| ALPHABET.contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_reveals_values_that_hash_back_to_the_commitment() {
        let c = Chain::from_secret([7; 32]);
        let mut last = c.commitment();
        for i in 1..=CHAIN {
            let v = c.value(i).unwrap();
            assert_eq!(follows(&last, &v, 1), Some(1), "value {i}");
            last = v;
        }
        assert_eq!(last, c.secret());
        assert_eq!(c.value(0), None);
        assert_eq!(c.value(CHAIN + 1), None);
    }

    #[test]
    fn skipped_values_are_accepted_up_to_the_limit_only() {
        let c = Chain::from_secret([1; 32]);
        let last = c.value(3).unwrap();
        assert_eq!(follows(&last, &c.value(5).unwrap(), MAX_SKIP), Some(2));
        assert_eq!(
            follows(&last, &c.value(3 + MAX_SKIP).unwrap(), MAX_SKIP),
            Some(MAX_SKIP)
        );
        assert_eq!(
            follows(&last, &c.value(4 + MAX_SKIP).unwrap(), MAX_SKIP),
            None
        );
        // an earlier value, a value of another chain and the same value never follow
        assert_eq!(follows(&last, &c.value(2).unwrap(), MAX_SKIP), None);
        assert_eq!(follows(&last, &last, MAX_SKIP), None);
        let other = Chain::from_secret([2; 32]);
        assert_eq!(follows(&last, &other.value(4).unwrap(), MAX_SKIP), None);
    }

    #[test]
    fn draws_are_uniform_dice_and_depend_on_every_input() {
        let (h, w) = (Chain::from_secret([3; 32]), Chain::from_secret([4; 32]));
        let mut counts = [0u32; 7];
        for i in 1..=CHAIN {
            let d = draw(i as u32, &h.value(i).unwrap(), &w.value(i).unwrap());
            counts[die(&d) as usize] += 1;
        }
        assert_eq!(counts[0], 0);
        for &c in &counts[1..] {
            // 4096 draws: 682.7 expected per face; ±20% is beyond 5 standard deviations
            assert!((546..820).contains(&c), "{counts:?}");
        }
        let (hv, wv) = (h.value(1).unwrap(), w.value(1).unwrap());
        let base = draw(1, &hv, &wv);
        assert_ne!(base, draw(2, &hv, &wv));
        assert_ne!(base, draw(1, &wv, &hv));
        assert_ne!(base, draw(1, &hv, &hv));
        assert!(seed(&base) <= MAX_SEED);
    }

    #[test]
    fn hex_round_trips_and_refuses_anything_else() {
        let v = sha(b"x");
        assert_eq!(unhex(&hex(&v)), Some(v));
        assert_eq!(unhex(&hex(&v).to_uppercase()), Some(v));
        assert_eq!(unhex(&hex(&v)[1..]), None);
        assert_eq!(unhex(&format!("{}g", &hex(&v)[1..])), None);
        assert_eq!(unhex("é".repeat(32).as_str()), None);
    }

    #[test]
    fn room_ids_carry_80_bits_of_the_commitment() {
        let a = room_id(&Chain::from_secret([5; 32]).commitment());
        let b = room_id(&Chain::from_secret([6; 32]).commitment());
        assert!(is_room_id(&a) && is_room_id(&b), "{a} {b}");
        assert_ne!(a, b);
        assert!(!is_room_id("000000000000000u"));
        assert!(!is_room_id(&a[1..]));
        assert!(!is_room_id(&a.to_uppercase()) || a.bytes().all(|b| b.is_ascii_digit()));
    }
}
