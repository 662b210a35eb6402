//! The invite link as a QR code: an SVG path of its dark modules, which the page puts in
//! an `<svg>` element it builds itself (no images, no external service).

use qrcode::{EcLevel, QrCode};

/// The QR code of `text`: its width in modules and an SVG path (`M x y h1 v1 h-1 z` per
/// dark module, the quiet zone of 4 modules not included).
pub fn qr_path(text: &str) -> Result<(usize, String), String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
        .map_err(|e| format!("qrCode: {e}"))?;
    let width = code.width();
    let colors = code.to_colors();
    let mut d = String::new();
    for (i, c) in colors.iter().enumerate() {
        if *c == qrcode::Color::Dark {
            d.push_str(&format!("M{} {}h1v1h-1z", i % width, i / width));
        }
    }
    Ok((width, d))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dark(d: &str, x: usize, y: usize) -> bool {
        d.contains(&format!("M{x} {y}h"))
    }

    #[test]
    fn an_invite_link_gives_a_code_with_its_finder_patterns() {
        let link =
            "https://example.org/ludo/?room=0123456789abcdef&signal=wss%3A%2F%2Fsignal.example.org";
        let (w, d) = qr_path(link).unwrap();
        assert!((25..=57).contains(&w), "{w}");
        // the three finder patterns: dark corners, a light ring, a dark centre
        for (x, y) in [(0, 0), (w - 7, 0), (0, w - 7)] {
            assert!(
                dark(&d, x, y) && dark(&d, x + 6, y + 6),
                "corner at {x},{y}"
            );
            assert!(!dark(&d, x + 1, y + 1), "ring at {x},{y}");
            assert!(dark(&d, x + 3, y + 3), "centre at {x},{y}");
        }
        // the timing pattern alternates along row 6
        for x in 8..w - 8 {
            assert_eq!(dark(&d, x, 6), x % 2 == 0, "timing at {x}");
        }
    }

    #[test]
    fn text_too_long_for_a_code_is_refused() {
        assert!(qr_path(&"x".repeat(5000)).is_err());
    }
}
