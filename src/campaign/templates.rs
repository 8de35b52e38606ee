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

/// The bytes of picture `name`, a file in `folder`; the reason it is refused, else.
fn picture(folder: &Path, name: &str) -> Result<Vec<u8>, String> {
    let relative = Path::new(name);
    if relative.is_absolute() || relative.has_root() {
        return Err("is an absolute path: a template reaches only files in its own folder".to_string());
    }
    for component in relative.components() {
        match component {
            Component::ParentDir => {
                return Err(
                    "leaves the template's folder (`..`): a template reaches only files in its own folder".into()
                )
            }
            Component::Prefix(_) | Component::RootDir => {
                return Err("is an absolute path: a template reaches only files in its own folder".to_string())
            }
            Component::CurDir | Component::Normal(_) => {}
        }
    }
    let home = canonical(folder).map_err(|e| format!("cannot be read: the template's folder: {e}"))?;
    let path = canonical(&folder.join(relative)).map_err(|e| format!("cannot be read: {e}"))?;
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
