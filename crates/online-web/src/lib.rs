//! The browser module for online play, loaded by the page only when a room is opened or
//! joined: a WebRTC data channel to every other page of the room, set up through a
//! `matchbox_server` (signalling only: it sees who connects to which room, never a move),
//! running `ludo-online`'s host or guest.
//!
//! JavaScript gets the class `OnlineRoom` (`OnlineRoom.host`, `.resume`, `.join`), whose
//! calls take and return JSON text, and `qrCode(text)` for the invite link.

pub mod qr;
#[cfg(target_arch = "wasm32")]
mod room;

use wasm_bindgen::prelude::*;

/// `qrCode(text)`: `{ width, path }`, the QR code of `text` as an SVG path of its dark
/// modules (JSON text).
#[wasm_bindgen(js_name = qrCode)]
pub fn qr_code(text: &str) -> Result<String, JsError> {
    let (width, path) = qr::qr_path(text).map_err(|e| JsError::new(&e))?;
    Ok(serde_json::json!({ "width": width, "path": path }).to_string())
}
