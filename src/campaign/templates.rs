//! Templates a user changes: `posse print template export NAME -o FILE` writes a shipped template's
//! copy; `--template FILE` (and the print center's template field) prints with it.
//!
//! A template file is read whole (at most [`MAX_TEMPLATE_BYTES`]), parsed and checked by
//! [`crate::print::template`], and the pictures it names are read from its own folder only:
//! an absolute path, a `..`, or a link that leads out of the folder is refused, and so is a file
//! that is no PNG or JPEG or is larger than [`MAX_PICTURE_BYTES`] or [`MAX_PICTURE_PX`] a side.
//! Every error names the file, the line and the field.

use std::io::Read;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use super::{write_whole, CampaignError};
use crate::print::template::{self, line_of, Look, Pictures, TemplateKind};
use crate::print::PrintError;

/// The largest template file read: a template is a page of settings.
pub const MAX_TEMPLATE_BYTES: u64 = 256 * 1024;
/// The largest picture a template may name.
pub const MAX_PICTURE_BYTES: u64 = 8 * 1024 * 1024;
/// The most pixels a picture may have on either side (a 300 dpi A4 page is 2480 × 3508).
pub const MAX_PICTURE_PX: u32 = 8000;

/// The template to print `T`'s printable with: the file `path` (a user's), else the shipped one.
pub fn template_for<T: Look + Pictures>(path: Option<&str>) -> Result<T, PrintError> {
    match path.map(str::trim).filter(|p| !p.is_empty()) {
        None => template::shipped_look(),
        Some(path) => read(Path::new(path)),
    }
}

/// Reads, parses and checks the template file at `path`, and reads the pictures it names.
pub fn read<T: Look + Pictures>(path: &Path) -> Result<T, PrintError> {
    let origin = path.display().to_string();
    let unreadable = |reason: String| PrintError::TemplateUnreadable { name: origin.clone(), reason };
    if path.is_dir() {
        return Err(unreadable("is a folder, not a template file".to_string()));
    }
    let file = std::fs::File::open(path).map_err(|e| unreadable(format!("cannot be read: {e}")))?;
    let mut bytes = Vec::new();
    file.take(MAX_TEMPLATE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| unreadable(format!("cannot be read: {e}")))?;
    if bytes.len() as u64 > MAX_TEMPLATE_BYTES {
        return Err(unreadable(format!("is larger than {} KB: not a template", MAX_TEMPLATE_BYTES / 1024)));
    }
    let text = String::from_utf8(bytes).map_err(|e| PrintError::Template {
        name: origin.clone(),
        reason: format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to()),
    })?;
    let mut look: T = template::parse(&origin, &text)?;
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    for (field, name) in look.pictures() {
        let bytes = picture(folder, &name).map_err(|reason| {
            let at = line_of(&text, field).map(|l| format!("line {l}: ")).unwrap_or_default();
            PrintError::TemplatePicture { name: origin.clone(), reason: format!("{at}{field}: \"{name}\" {reason}") }
        })?;
        look.set_picture(field, Arc::new(bytes));
    }
    Ok(look)
}

/// Where picture `name` is inside a template's folder: its parts, separated by `/` or `\` on every
/// system (a template written on Windows prints on a Mac), joined with [`Path`]'s own separator. A
/// name that starts at a root (`/`, `\`, `\\server`) or a drive (`C:`), or that climbs out with
/// `..`, is refused. Decision: a `:` anywhere is refused too: on Windows it names a drive or a
/// file's hidden stream, never a plain file.
fn picture_path(name: &str) -> Result<PathBuf, String> {
    const OUTSIDE: &str = "is an absolute path: a template reaches only files in its own folder";
    if name.starts_with(['/', '\\']) || name.contains(':') || Path::new(name).has_root() {
        return Err(OUTSIDE.to_string());
    }
    let mut path = PathBuf::new();
    for part in name.split(['/', '\\']) {
        match part {
            "" | "." => {}
            ".." => {
                return Err(
                    "leaves the template's folder (`..`): a template reaches only files in its own folder".into()
                )
            }
            part => path.push(part),
        }
    }
    // What the system makes of the joined parts: only plain names (on Windows `Path` would also
    // see a prefix or a root in them).
    match path.components().all(|c| matches!(c, Component::Normal(_))) {
        true if !path.as_os_str().is_empty() => Ok(path),
        true => Err("is not a file name".to_string()),
        false => Err(OUTSIDE.to_string()),
    }
}

/// The bytes of picture `name`, a file in `folder`; the reason it is refused, else.
fn picture(folder: &Path, name: &str) -> Result<Vec<u8>, String> {
    let relative = picture_path(name)?;
    let home = canonical(folder).map_err(|e| format!("cannot be read: the template's folder: {e}"))?;
    let path = canonical(&folder.join(&relative)).map_err(|e| format!("cannot be read: {e}"))?;
    if !path.starts_with(&home) {
        return Err(
            "leads out of the template's folder (a link): a template reaches only files in its own folder".into()
        );
    }
    let meta = std::fs::metadata(&path).map_err(|e| format!("cannot be read: {e}"))?;
    if !meta.is_file() {
        return Err("is not a file".to_string());
    }
    if meta.len() > MAX_PICTURE_BYTES {
        return Err(format!("is larger than {} MB", MAX_PICTURE_BYTES / 1024 / 1024));
    }
    let bytes = std::fs::read(&path).map_err(|e| format!("cannot be read: {e}"))?;
    let format = match bytes.as_slice() {
        [0x89, b'P', b'N', b'G', ..] => image::ImageFormat::Png,
        [0xFF, 0xD8, 0xFF, ..] => image::ImageFormat::Jpeg,
        _ => return Err("is not a PNG or JPEG picture".to_string()),
    };
    let (w, h) = image::ImageReader::with_format(std::io::Cursor::new(&bytes), format)
        .into_dimensions()
        .map_err(|e| format!("cannot be read as a picture: {e}"))?;
    if w > MAX_PICTURE_PX || h > MAX_PICTURE_PX {
        return Err(format!("is {w} × {h} pixels; at most {MAX_PICTURE_PX} a side"));
    }
    Ok(bytes)
}

fn canonical(path: &Path) -> std::io::Result<PathBuf> {
    std::fs::canonicalize(path)
}

/// Writes a copy of the shipped template `name` to `path` (whole or not at all).
pub fn export_template(name: &str, path: &Path) -> Result<TemplateKind, CampaignError> {
    let shipped = template::shipped(name)?;
    write_whole(path, shipped.text.as_bytes())?;
    Ok(shipped.kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_name_with_either_separator_is_the_same_path_on_every_system() {
        let expected: PathBuf = ["art", "logo.png"].iter().collect();
        for name in ["art/logo.png", "art\\logo.png", "./art//logo.png", ".\\art\\logo.png"] {
            assert_eq!(picture_path(name), Ok(expected.clone()), "{name}");
        }
        assert_eq!(picture_path("logo.png"), Ok(PathBuf::from("logo.png")));
    }

    #[test]
    fn a_picture_name_from_a_root_a_drive_or_above_the_folder_is_refused_on_every_system() {
        for name in [
            "/etc/logo.png",
            "\\logo.png",
            "\\\\server\\share\\logo.png",
            "C:\\logo.png",
            "C:logo.png",
            "logo.png:hidden",
        ] {
            assert_eq!(
                picture_path(name).unwrap_err(),
                "is an absolute path: a template reaches only files in its own folder",
                "{name}"
            );
        }
        for name in ["../logo.png", "..\\logo.png", "art\\..\\..\\logo.png", "art/../logo.png"] {
            assert!(picture_path(name).unwrap_err().starts_with("leaves the template's folder (`..`)"), "{name}");
        }
        for name in [".", "./", ".\\."] {
            assert_eq!(picture_path(name).unwrap_err(), "is not a file name", "{name}");
        }
    }
}
