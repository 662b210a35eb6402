//! Quick chat: a fixed set of short phrases and emotes, each sent as its id and shown in
//! the reader's own language, so there is no free text to moderate. Chat is not part of
//! the game: it never enters the numbered events, their hashes, snapshots or saves.

use crate::wire::WireError;

/// Every id a page may say, in the order the chat menu lists them: phrases, then emotes.
pub const SAYINGS: [&str; 10] = [
    "goodLuck",
    "niceMove",
    "oops",
    "wellPlayed",
    "hurryUp",
    "thanks",
    "thumbsUp",
    "laugh",
    "wow",
    "sad",
];

/// Whether `say` is one of [`SAYINGS`]; any other id is refused with `chat.unknown`.
pub fn check(say: &str) -> Result<(), WireError> {
    if SAYINGS.contains(&say) {
        Ok(())
    } else {
        let shown: String = say.chars().take(24).collect();
        Err(WireError::new(
            "chat.unknown",
            format!("chat: \"{shown}\" is not one of the quick chat's ids"),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_listed_ids_are_taken() {
        for say in SAYINGS {
            assert_eq!(check(say), Ok(()));
        }
        for bad in ["", "GoodLuck", "good luck", "hello <b>", "goodLuck "] {
            assert_eq!(check(bad).unwrap_err().code, "chat.unknown", "{bad}");
        }
    }
}
