//! The join address as a QR code, for the host's screen.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// `address` as an SVG QR code, dark on light whatever the screen's theme: scanners read dark
/// modules on a light ground.
pub(super) fn qr_svg(address: &str) -> String {
    // Medium correction: a phone held at an angle to a bright screen still reads it.
    match QrCode::with_error_correction_level(address, EcLevel::M) {
        Ok(code) => code
            .render::<svg::Color<'_>>()
            .min_dimensions(240, 240)
            .dark_color(svg::Color("#111111"))
            .light_color(svg::Color("#ffffff"))
            .quiet_zone(true)
            .build(),
        // An address is far shorter than a QR code holds; without one, the text still joins.
        Err(_) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_qr_code_is_an_svg_drawing() {
        let svg = qr_svg("http://127.0.0.1:47001/?t=0123456789abcdefghjkmnpqrs");
        assert!(
            svg.starts_with("<?xml") || svg.starts_with("<svg"),
            "{svg:.60}"
        );
        assert!(svg.contains("<path") || svg.contains("<rect"));
        assert!(svg.contains("#111111"));
    }
}
