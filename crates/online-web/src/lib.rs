//! The browser module for online play, loaded by the page only when a room is opened or
//! joined: a WebRTC data channel to every other page of the room, set up through a
//! `matchbox_server` (signalling only: it sees who connects to which room, never a move),
//! running `ludo-online`'s host or guest.
//!
//! JavaScript gets the class `OnlineRoom` (`OnlineRoom.host`, `.resume`, `.join`), whose
//! calls take and return JSON text, `qrCode(text)` for the invite link and `chatSayings()` for the chat menu.

pub mod qr;
#[cfg(target_arch = "wasm32")]
mod room;

use wasm_bindgen::prelude::*;

/// `chatSayings()`: the quick chat's ids, in the order its menu lists them (JSON text).
#[wasm_bindgen(js_name = chatSayings)]
pub fn chat_sayings() -> String {
    serde_json::json!(ludo_online::chat::SAYINGS).to_string()
}

/// `qrCode(text)`: `{ width, path }`, the QR code of `text` as an SVG path of its dark
/// modules (JSON text).
#[wasm_bindgen(js_name = qrCode)]
pub fn qr_code(text: &str) -> Result<String, JsError> {
    let (width, path) = qr::qr_path(text).map_err(|e| JsError::new(&e))?;
    Ok(serde_json::json!({ "width": width, "path": path }).to_string())
}
