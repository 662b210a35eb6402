//! The record of the fair dice that every page keeps, the host's included: the next
//! draw's number, the last value each chain revealed, and the check of every draw.

use crate::dice::{self, CHAIN, Digest32, MAX_SKIP, follows, hex, sha};
use crate::wire::{DiceState, Draw, WitnessState, digest};

/// The dice as one page has checked them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verifier {
    next: u32,
    host: Digest32,
    witnesses: Vec<Witness>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Witness {
    commit: Digest32,
    last: Digest32,
}

impl Verifier {
    /// Before the first draw: only the host's commitment is known.
    pub fn new(host_commitment: Digest32) -> Verifier {
        Verifier {
            next: 0,
            host: host_commitment,
            witnesses: Vec::new(),
        }
    }

    /// The record in a snapshot, read and checked.
    pub fn from_state(s: &DiceState) -> Result<Verifier, String> {
        let host = digest(&s.host, "dice.host").map_err(|e| e.reason)?;
        let witnesses = s
            .witnesses
            .iter()
            .map(|w| {
                Ok(Witness {
                    commit: digest(&w.commit, "a witness's commitment").map_err(|e| e.reason)?,
                    last: digest(&w.last, "a witness's last value").map_err(|e| e.reason)?,
                })
            })
            .collect::<Result<_, String>>()?;
        if s.next as usize > CHAIN {
            return Err(format!("dice.next {} is past the chain's end", s.next));
        }
        Ok(Verifier {
            next: s.next,
            host,
            witnesses,
        })
    }

    /// The record for a snapshot.
    pub fn state(&self) -> DiceState {
        DiceState {
            next: self.next,
            host: hex(&self.host),
            witnesses: self
                .witnesses
                .iter()
                .map(|w| WitnessState {
                    commit: hex(&w.commit),
                    last: hex(&w.last),
                })
                .collect(),
        }
    }

    /// The next draw's number.
    pub fn next(&self) -> u32 {
        self.next
    }

    /// The host's last revealed value (its commitment before the first draw).
    pub fn host(&self) -> Digest32 {
        self.host
    }

    /// Every witness's commitment, in order.
    pub fn commits(&self) -> Vec<Digest32> {
        self.witnesses.iter().map(|w| w.commit).collect()
    }

    /// How many witnesses the room has had.
    pub fn witnesses(&self) -> u32 {
        self.witnesses.len() as u32
    }

    /// Adds witness `w` with its commitment; `w` must be the next number.
    pub fn add_witness(&mut self, w: u32, commit: Digest32) -> Result<(), String> {
        if w as usize != self.witnesses.len() {
            return Err(format!(
                "witness {w} announced where {} was next",
                self.witnesses.len()
            ));
        }
        self.witnesses.push(Witness {
            commit,
            last: commit,
        });
        Ok(())
    }

    /// Whether `value` may be witness `w`'s value for the next draw (a later value of its
    /// chain, a few values on at most).
    pub fn accepts(&self, w: u32, value: &Digest32) -> bool {
        self.witnesses
            .get(w as usize)
            .is_some_and(|wit| follows(&wit.last, value, MAX_SKIP).is_some())
    }

    /// Checks a draw and records it: its number is the next, the host's value is the next
    /// of the host's chain, the witness's a later value of its chain. Returns the draw's
    /// 32 bytes; on an error nothing is recorded.
    pub fn check(&mut self, d: &Draw) -> Result<Digest32, String> {
        let n = d.n;
        if n != self.next {
            return Err(format!("draw {n} came where draw {} was due", self.next));
        }
        let host = digest(&d.host, "the host's value").map_err(|e| e.reason)?;
        if follows(&self.host, &host, 1).is_none() {
            return Err(format!(
                "draw {n}: the host's value is not the next of its chain"
            ));
        }
        let value = digest(&d.value, "the witness's value").map_err(|e| e.reason)?;
        if !self.accepts(d.w, &value) {
            return Err(format!(
                "draw {n}: the value of witness {} is not the next of its chain",
                d.w
            ));
        }
        self.next += 1;
        self.host = host;
        self.witnesses[d.w as usize].last = value;
        Ok(dice::draw(n, &host, &value))
    }

    /// Whether a snapshot's record continues this one: the same witnesses' commitments, and
    /// the host's value on the same chain, later or earlier.
    pub fn continues(&self, other: &Verifier) -> bool {
        let same_witnesses = self
            .witnesses
            .iter()
            .zip(&other.witnesses)
            .all(|(a, b)| a.commit == b.commit);
        let (early, late) = if other.next >= self.next {
            (self, other)
        } else {
            (other, self)
        };
        let mut v = late.host;
        for _ in early.next..late.next {
            v = sha(&v);
        }
        same_witnesses && v == early.host
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Chain;

    fn draw_of(host: &Chain, n: u32, w: u32, value: Digest32) -> Draw {
        Draw {
            n,
            host: hex(&host.value(n as usize + 1).unwrap()),
            w,
            value: hex(&value),
        }
    }

    fn setup() -> (Chain, Chain, Verifier) {
        let (h, g) = (Chain::from_secret([1; 32]), Chain::from_secret([2; 32]));
        let mut v = Verifier::new(h.commitment());
        v.add_witness(0, g.commitment()).unwrap();
        (h, g, v)
    }

    #[test]
    fn honest_draws_pass_and_give_the_agreed_bytes() {
        let (h, g, mut v) = setup();
        for n in 0..20u32 {
            let gv = g.value(n as usize + 1).unwrap();
            let bytes = v.check(&draw_of(&h, n, 0, gv)).unwrap();
            assert_eq!(bytes, dice::draw(n, &h.value(n as usize + 1).unwrap(), &gv));
        }
        assert_eq!(v.next(), 20);
    }

    #[test]
    fn every_tampered_draw_is_caught_and_not_recorded() {
        let (h, g, mut v) = setup();
        v.check(&draw_of(&h, 0, 0, g.value(1).unwrap())).unwrap();
        let good = draw_of(&h, 1, 0, g.value(2).unwrap());
        let other = Chain::from_secret([9; 32]);
        let bad = vec![
            // a number out of order
            Draw {
                n: 2,
                ..good.clone()
            },
            // a host value out of its chain, or skipped ahead, or reused
            Draw {
                host: hex(&other.value(2).unwrap()),
                ..good.clone()
            },
            Draw {
                host: hex(&h.value(3).unwrap()),
                ..good.clone()
            },
            Draw {
                host: hex(&h.value(1).unwrap()),
                ..good.clone()
            },
            // a witness value out of its chain, reused, or from an unknown witness
            Draw {
                value: hex(&other.value(2).unwrap()),
                ..good.clone()
            },
            Draw {
                value: hex(&g.value(1).unwrap()),
                ..good.clone()
            },
            Draw {
                w: 1,
                ..good.clone()
            },
            Draw {
                value: "zz".into(),
                ..good.clone()
            },
        ];
        let before = v.clone();
        for d in bad {
            assert!(v.check(&d).is_err(), "{d:?}");
            assert_eq!(v, before);
        }
        assert!(v.check(&good).is_ok());
    }

    #[test]
    fn snapshots_must_continue_the_host_chain() {
        let (h, g, mut v) = setup();
        let start = v.clone();
        for n in 0..5u32 {
            v.check(&draw_of(&h, n, 0, g.value(n as usize + 1).unwrap()))
                .unwrap();
        }
        assert!(start.continues(&v) && v.continues(&start));
        let mut forged = v.state();
        forged.host = hex(&Chain::from_secret([3; 32]).value(5).unwrap());
        let forged = Verifier::from_state(&forged).unwrap();
        assert!(!start.continues(&forged) && !v.continues(&forged));
        let mut other_witness = v.state();
        other_witness.witnesses[0].commit = hex(&[0; 32]);
        assert!(!v.continues(&Verifier::from_state(&other_witness).unwrap()));
    }

    #[test]
    fn witnesses_come_in_order() {
        let (_, g, mut v) = setup();
        assert!(v.add_witness(2, g.commitment()).is_err());
        assert!(v.add_witness(1, g.commitment()).is_ok());
        assert_eq!(Verifier::from_state(&v.state()), Ok(v));
    }
}
