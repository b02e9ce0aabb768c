//! `cargo xtask icons`: draws the app icon with ImageMagick and writes every size Tauri bundles.
//!
//! The drawing: three playing cards fanned on a felt-green rounded square, the front card showing
//! a big "20" (a starting life total). Linux needs RGBA PNGs, Windows an .ico, macOS an .icns;
//! ImageMagick writes the first two, the .icns is assembled here from PNGs.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::steps::describe;

/// The master drawing's edge; every other size is scaled down from it.
const MASTER: u32 = 512;
/// The cards turn around a point below the icon, so they fan out at the top.
const PIVOT: &str = "translate 256,600";
const FONT: &str = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const FELT_LIGHT: &str = "#1f7555";
const FELT_DARK: &str = "#0b3024";
const CREAM: &str = "#fbf4e4";
const AMBER: &str = "#e8a33d";
const RED: &str = "#d9534f";

pub fn generate(dir: &Path) -> Result<(), String> {
    let convert = imagemagick()?;
    let master = dir.join("icon.png");
    run(draw_master(&convert, &master)?)?;
    for (edge, name) in [
        (32, "32x32.png"),
        (128, "128x128.png"),
        (256, "128x128@2x.png"),
    ] {
        run(scale(&convert, &master, edge, &dir.join(name)))?;
    }
    run(windows_icon(&convert, &master, &dir.join("icon.ico")))?;
    write_icns(dir)?;
    for name in ["32x32.png", "128x128.png", "128x128@2x.png", "icon.png"] {
        check_rgba(&dir.join(name))?;
    }
    println!("xtask: icons written to {}", dir.display());
    Ok(())
}

/// ImageMagick's own `convert`: on some machines the first `convert` on PATH is a wrapper.
fn imagemagick() -> Result<PathBuf, String> {
    let system = PathBuf::from("/usr/bin/convert");
    if system.is_file() {
        return Ok(system);
    }
    crate::process::find_on_path("convert")
        .ok_or_else(|| "ImageMagick's `convert` is needed (Debian: imagemagick)".to_owned())
}

fn run(mut command: Command) -> Result<(), String> {
    let status = command
        .status()
        .map_err(|error| format!("could not start {}: {error}", describe(&command)))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{} failed ({status})", describe(&command)))
    }
}

fn draw_master(convert: &Path, out: &Path) -> Result<Command, String> {
    if !Path::new(FONT).is_file() {
        return Err(format!(
            "the icon's font is missing: {FONT} (Debian: fonts-dejavu-core)"
        ));
    }
    let size = format!("{MASTER}x{MASTER}");
    let mut command = Command::new(convert);
    // A vertical felt gradient, cut to a rounded square by using a white shape as its alpha.
    command.args([
        "(",
        "-size",
        &size,
        &format!("gradient:{FELT_LIGHT}-{FELT_DARK}"),
        ")",
    ]);
    command.args(["(", "-size", &size, "xc:none", "-fill", "white"]);
    command.args(["-draw", "roundrectangle 16,16 495,495 104,104", ")"]);
    command.args(["-alpha", "off", "-compose", "CopyOpacity", "-composite"]);
    command.args(["-alpha", "on", "-compose", "Over"]);
    command.args(card(
        AMBER,
        CREAM,
        10,
        "rotate -14 roundrectangle -98,-494 98,-190 22,22",
    ));
    command.args(card(
        RED,
        CREAM,
        10,
        "rotate 14 roundrectangle -98,-494 98,-190 22,22",
    ));
    command.args(card(
        CREAM,
        FELT_DARK,
        6,
        "roundrectangle -108,-512 108,-176 24,24",
    ));
    command.args([
        "-stroke",
        "none",
        "-fill",
        FELT_DARK,
        "-font",
        FONT,
        "-pointsize",
        "132",
    ]);
    command.args(["-gravity", "center", "-annotate", "+0+10", "20"]);
    // Diamond pips in two corners of the front card.
    command.args(card(
        RED,
        "none",
        0,
        "polygon -78,-482 -64,-462 -78,-442 -92,-462",
    ));
    command.args(card(
        RED,
        "none",
        0,
        "polygon 78,-206 92,-226 78,-246 64,-226",
    ));
    command.args(png_output(out));
    Ok(command)
}

/// Drawing arguments for one shape placed relative to [`PIVOT`].
fn card(fill: &str, stroke: &str, stroke_width: u32, shape: &str) -> Vec<String> {
    vec![
        "-fill".into(),
        fill.into(),
        "-stroke".into(),
        stroke.into(),
        "-strokewidth".into(),
        stroke_width.to_string(),
        "-draw".into(),
        format!("{PIVOT} {shape}"),
    ]
}

/// Output arguments that force 8-bit RGBA and leave out timestamps, so redrawing an unchanged
/// icon gives byte-identical files.
fn png_output(out: &Path) -> Vec<String> {
    vec![
        "-strip".into(),
        "-define".into(),
        "png:exclude-chunks=date,time".into(),
        format!("PNG32:{}", out.display()),
    ]
}

fn scale(convert: &Path, master: &Path, edge: u32, out: &Path) -> Command {
    let mut command = Command::new(convert);
    command
        .arg(master)
        .args(["-resize", &format!("{edge}x{edge}")]);
    command.args(png_output(out));
    command
}

fn windows_icon(convert: &Path, master: &Path, out: &Path) -> Command {
    let mut command = Command::new(convert);
    command.arg(master);
    command.args(["-define", "icon:auto-resize=256,128,64,48,32,16"]);
    command.arg(out);
    command
}

/// Writes icon.icns from the PNGs already drawn: 128 (ic07), 256 (ic08) and 512 (ic09) pixels.
fn write_icns(dir: &Path) -> Result<(), String> {
    let read = |name: &str| {
        fs::read(dir.join(name)).map_err(|error| format!("could not read icons/{name}: {error}"))
    };
    let entries = [
        (*b"ic07", read("128x128.png")?),
        (*b"ic08", read("128x128@2x.png")?),
        (*b"ic09", read("icon.png")?),
    ];
    let out = dir.join("icon.icns");
    fs::write(&out, icns(&entries)?).map_err(|error| format!("could not write icon.icns: {error}"))
}

/// The .icns container: the magic `icns` and the file's length, then for each image its
/// four-letter type, its length including this 8-byte header, and the PNG bytes. Lengths are
/// big-endian.
fn icns(entries: &[([u8; 4], Vec<u8>)]) -> Result<Vec<u8>, String> {
    let length = |bytes: usize| {
        u32::try_from(bytes).map_err(|_| "an .icns file cannot exceed 4 GiB".to_owned())
    };
    let total = 8 + entries.iter().map(|(_, png)| 8 + png.len()).sum::<usize>();
    let mut file = Vec::with_capacity(total);
    file.extend_from_slice(b"icns");
    file.extend_from_slice(&length(total)?.to_be_bytes());
    for (kind, png) in entries {
        file.extend_from_slice(kind);
        file.extend_from_slice(&length(8 + png.len())?.to_be_bytes());
        file.extend_from_slice(png);
    }
    Ok(file)
}

/// Tauri's Linux build panics on an icon that is not RGBA; catch that here instead.
fn check_rgba(path: &Path) -> Result<(), String> {
    let bytes =
        fs::read(path).map_err(|error| format!("could not read {}: {error}", path.display()))?;
    if png_color_type(&bytes) == Some(COLOR_TYPE_RGBA) {
        Ok(())
    } else {
        Err(format!("{} is not an RGBA PNG", path.display()))
    }
}

const COLOR_TYPE_RGBA: u8 = 6;

/// The colour type from a PNG's IHDR chunk, which the format requires to come first: 8 bytes
/// of signature, 4 of length, "IHDR", width and height (4 each), bit depth, then colour type.
fn png_color_type(bytes: &[u8]) -> Option<u8> {
    let is_png = bytes.starts_with(b"\x89PNG\r\n\x1a\n") && bytes.get(12..16) == Some(b"IHDR");
    is_png.then(|| bytes.get(25).copied()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn be_u32(bytes: &[u8]) -> u32 {
        u32::from_be_bytes(
            bytes
                .try_into()
                .expect("the test passes exactly four bytes"),
        )
    }

    #[test]
    fn icns_header_counts_every_byte() {
        let file = icns(&[(*b"ic07", vec![1, 2, 3]), (*b"ic08", vec![4])]).expect("tiny file");
        assert_eq!(&file[..4], b"icns");
        assert_eq!(be_u32(&file[4..8]) as usize, file.len());
        assert_eq!(&file[8..12], b"ic07");
        assert_eq!(be_u32(&file[12..16]), 8 + 3);
        assert_eq!(&file[16..19], &[1, 2, 3]);
        assert_eq!(&file[19..23], b"ic08");
        assert_eq!(be_u32(&file[23..27]), 8 + 1);
    }

    #[test]
    fn committed_icons_are_rgba_pngs() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../icons");
        for name in ["32x32.png", "128x128.png", "128x128@2x.png", "icon.png"] {
            assert_eq!(check_rgba(&dir.join(name)), Ok(()), "{name}");
        }
    }

    #[test]
    fn png_color_type_rejects_other_files() {
        assert_eq!(png_color_type(b"GIF89a"), None);
    }
}
