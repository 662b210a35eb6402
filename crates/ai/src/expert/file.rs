//! The expert's weights file: little-endian, checked before use.
//!
//! ```text
//! magic "LUDOEXP1" · format u16 · inputs version u16 · inputs u16 · hidden u16 · outputs u16
//! preset name (u8 length + bytes) · note (u16 length + UTF-8)
//! scale of the first layer f32 · scale of the second layer f32
//! w1, b1 as i16 (× first scale) · w2, b2 as i16 (× second scale)
//! FNV-1a checksum u32 of everything before it
//! ```

use ludo_engine::rules::Preset;
use ludo_engine::{ErrorCode, GameError};

use super::calibration;
use super::net::{FORMAT, HIDDEN, INPUTS, INPUTS_VERSION, MAGIC, Net, OUTPUTS};

/// The largest weight a 16-bit integer holds.
const Q: f32 = 32767.0;

/// The file of a network, its weights rounded to 16-bit integers (each layer scaled so
/// its largest weight uses the whole range).
pub fn to_bytes(net: &Net) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 + 2 * (INPUTS * HIDDEN + HIDDEN * OUTPUTS));
    out.extend_from_slice(MAGIC);
    for v in [
        FORMAT,
        INPUTS_VERSION,
        INPUTS as u16,
        HIDDEN as u16,
        OUTPUTS as u16,
    ] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    let name = net.preset.name().as_bytes();
    out.push(name.len() as u8);
    out.extend_from_slice(name);
    let note = &net.note.as_bytes()[..net.note.len().min(u16::MAX as usize)];
    out.extend_from_slice(&(note.len() as u16).to_le_bytes());
    out.extend_from_slice(note);
    let first: Vec<f32> = net.w1.iter().chain(&net.b1).copied().collect();
    let second: Vec<f32> = net.w2.iter().chain(&net.b2).copied().collect();
    let (s1, s2) = (scale(&first), scale(&second));
    out.extend_from_slice(&s1.to_le_bytes());
    out.extend_from_slice(&s2.to_le_bytes());
    for (values, s) in [(&first, s1), (&second, s2)] {
        for &w in values {
            let q = (w / s).round().clamp(-Q, Q) as i16;
            out.extend_from_slice(&q.to_le_bytes());
        }
    }
    let sum = fnv1a(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// The scale that maps a layer's largest weight to the largest 16-bit integer.
fn scale(values: &[f32]) -> f32 {
    let most = values.iter().fold(0.0f32, |m, w| m.max(w.abs()));
    if most == 0.0 { 1.0 } else { most / Q }
}

/// Reads and checks a weights file: its layout, the network's shape and inputs, the
/// preset, the checksum. The error says what is wrong. The network gets the calibration
/// fitted to this very file, if any.
pub fn from_bytes(bytes: &[u8]) -> Result<Net, GameError> {
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err(damaged(
            "not an expert weights file (it does not begin with LUDOEXP1)",
        ));
    }
    if bytes.len() < MAGIC.len() + 4 {
        return Err(damaged("the expert weights file is cut short"));
    }
    let body = &bytes[..bytes.len() - 4];
    let stored = stored_checksum(bytes);
    let mut r = Reader {
        bytes: body,
        at: MAGIC.len(),
    };
    let format = r.u16()?;
    if format != FORMAT {
        return Err(GameError::new(
            ErrorCode::ExpertForeign,
            format!(
                "the expert weights file has layout version {format}; this game reads version {FORMAT}"
            ),
        ));
    }
    let shape = [r.u16()?, r.u16()?, r.u16()?, r.u16()?];
    let want = [INPUTS_VERSION, INPUTS as u16, HIDDEN as u16, OUTPUTS as u16];
    if shape != want {
        return Err(foreign(format!(
            "the expert weights were made for another network (inputs version {}, {} inputs, \
             {} hidden units, {} outputs); this game has inputs version {}, {} inputs, {} hidden \
             units and {} outputs",
            shape[0], shape[1], shape[2], shape[3], want[0], want[1], want[2], want[3]
        )));
    }
    if fnv1a(body) != stored {
        return Err(damaged(
            "the expert weights file is damaged (its checksum does not match)",
        ));
    }
    let name_len = r.u8()? as usize;
    let name = std::str::from_utf8(r.take(name_len)?).map_err(|_| damaged("a bad preset name"))?;
    let preset = Preset::from_name(name).ok_or_else(|| {
        damaged(format!(
            "the expert weights are for an unknown preset \"{name}\""
        ))
    })?;
    let note_len = r.u16()? as usize;
    let note = String::from_utf8(r.take(note_len)?.to_vec()).map_err(|_| damaged("a bad note"))?;
    let (s1, s2) = (r.f32()?, r.f32()?);
    if !(s1.is_finite() && s2.is_finite() && s1 > 0.0 && s2 > 0.0) {
        return Err(damaged("the expert weights file has a bad scale"));
    }
    let w1 = r.i16s(INPUTS * HIDDEN, s1)?;
    let b1 = r.i16s(HIDDEN, s1)?;
    let w2 = r.i16s(HIDDEN * OUTPUTS, s2)?;
    let b2 = r.i16s(OUTPUTS, s2)?;
    if r.at != body.len() {
        return Err(damaged(
            "the expert weights file has bytes after the weights",
        ));
    }
    Ok(Net {
        preset,
        note,
        w1,
        b1,
        w2,
        b2: [b2[0], b2[1], b2[2], b2[3]],
        calibration: calibration::for_file(preset, stored),
    })
}

/// A file that is damaged, or not a weights file at all.
fn damaged(what: impl Into<String>) -> GameError {
    GameError::new(ErrorCode::ExpertFile, what)
}

/// A sound weights file made for another network than this game's.
fn foreign(what: String) -> GameError {
    GameError::new(ErrorCode::ExpertForeign, what)
}

/// The checksum a weights file of at least 4 bytes ends with (what [`from_bytes`] checks
/// it against, and the key of the file's calibration).
pub fn stored_checksum(bytes: &[u8]) -> u32 {
    let tail = &bytes[bytes.len() - 4..];
    u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]])
}

/// The 32-bit FNV-1a hash.
fn fnv1a(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// Reads a weights file front to back.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], GameError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or_else(|| damaged("the expert weights file is cut short"))?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn u8(&mut self) -> Result<u8, GameError> {
        Ok(self.take(1)?[0])
    }

    fn u16(&mut self) -> Result<u16, GameError> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    fn f32(&mut self) -> Result<f32, GameError> {
        let b = self.take(4)?;
        Ok(f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn i16s(&mut self, n: usize, scale: f32) -> Result<Vec<f32>, GameError> {
        let b = self.take(2 * n)?;
        Ok(b.chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]) as f32 * scale)
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file() -> Vec<u8> {
        let mut net = Net::new(Preset::Mensch, 3);
        net.w2[5] = 0.25;
        net.note = "a test".into();
        to_bytes(&net)
    }

    #[test]
    fn a_file_reads_back_as_the_network_it_was_made_from() {
        let net = from_bytes(&file()).unwrap();
        assert_eq!((net.preset, net.note.as_str()), (Preset::Mensch, "a test"));
        assert!((net.w2[5] - 0.25).abs() < 1e-4);
        assert_eq!(to_bytes(&net), file(), "rounding twice changes nothing");
    }

    #[test]
    fn a_damaged_or_foreign_file_is_refused_with_what_is_wrong() {
        let mut bad = file();
        bad[100] ^= 1;
        let e = from_bytes(&bad).unwrap_err();
        assert_eq!(e.code, ErrorCode::ExpertFile);
        assert_eq!(
            e.to_string(),
            "the expert weights file is damaged (its checksum does not match)"
        );
        let short = &file()[..200];
        assert_eq!(from_bytes(short).unwrap_err().code, ErrorCode::ExpertFile);
        assert_eq!(
            from_bytes(b"PK\x03\x04").unwrap_err().code,
            ErrorCode::ExpertFile
        );
        let mut other = file();
        other[12] = 99; // the input count
        let e = from_bytes(&other).unwrap_err();
        assert_eq!(e.code, ErrorCode::ExpertForeign);
        assert!(
            e.to_string()
                .starts_with("the expert weights were made for another network")
        );
        let mut layout = file();
        layout[8] = 99; // the layout version
        assert_eq!(
            from_bytes(&layout).unwrap_err().code,
            ErrorCode::ExpertForeign
        );
    }
}
