//! Portraits: a PNG or JPEG file as uploaded, decoded with the `image` crate under size limits and
//! stored as a small PNG thumbnail.

use std::io::Cursor;

use image::{ImageFormat, ImageReader, Limits};

/// The largest file accepted as a portrait: 20 MB.
pub const MAX_PORTRAIT_BYTES: usize = 20 * 1024 * 1024;
/// The largest picture accepted, in pixels per side.
pub const MAX_PORTRAIT_SIDE: u32 = 8192;
/// Stored thumbnails fit in a square of this many pixels.
pub const THUMBNAIL_PX: u32 = 256;

#[derive(Debug, thiserror::Error)]
pub enum PortraitError {
    #[error("portrait: the file is {bytes} bytes; the largest accepted is {max} bytes (20 MB)")]
    TooLarge { bytes: usize, max: usize },
    #[error("portrait: the file is not a PNG or JPEG image")]
    NotAnImage,
    #[error("portrait: {0} images are not accepted, only PNG or JPEG")]
    WrongFormat(String),
    #[error("portrait: the picture is {width}×{height} pixels; the largest accepted is {max}×{max}")]
    TooManyPixels { width: u32, height: u32, max: u32 },
    #[error("portrait: the image could not be read: {0}")]
    Undecodable(String),
    #[error("portrait: the upload is not base64 text ({0})")]
    NotBase64(String),
}

impl crate::error::ErrorCode for PortraitError {
    fn code(&self) -> &'static str {
        match self {
            PortraitError::TooLarge { .. } | PortraitError::TooManyPixels { .. } => "portrait_too_large",
            PortraitError::NotAnImage | PortraitError::WrongFormat(_) | PortraitError::NotBase64(_) => {
                "portrait_not_image"
            }
            PortraitError::Undecodable(_) => "portrait_undecodable",
        }
    }
}

/// A decoder's reason on one line (some end theirs with a line break).
fn undecodable(e: impl std::fmt::Display) -> PortraitError {
    PortraitError::Undecodable(e.to_string().split_whitespace().collect::<Vec<_>>().join(" "))
}

/// Decodes an uploaded image and returns a PNG thumbnail no larger than [`THUMBNAIL_PX`] a side.
pub fn thumbnail(bytes: &[u8]) -> Result<Vec<u8>, PortraitError> {
    if bytes.len() > MAX_PORTRAIT_BYTES {
        return Err(PortraitError::TooLarge { bytes: bytes.len(), max: MAX_PORTRAIT_BYTES });
    }
    let reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|_| PortraitError::NotAnImage)?;
    match reader.format() {
        Some(ImageFormat::Png | ImageFormat::Jpeg) => {}
        Some(other) => return Err(PortraitError::WrongFormat(format!("{other:?}").to_uppercase())),
        None => return Err(PortraitError::NotAnImage),
    }
    let (width, height) = reader.into_dimensions().map_err(undecodable)?;
    if width > MAX_PORTRAIT_SIDE || height > MAX_PORTRAIT_SIDE {
        return Err(PortraitError::TooManyPixels { width, height, max: MAX_PORTRAIT_SIDE });
    }
    let mut reader =
        ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|_| PortraitError::NotAnImage)?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_PORTRAIT_SIDE);
    limits.max_image_height = Some(MAX_PORTRAIT_SIDE);
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let image = reader.decode().map_err(undecodable)?;
    let small = if image.width() > THUMBNAIL_PX || image.height() > THUMBNAIL_PX {
        image.resize(THUMBNAIL_PX, THUMBNAIL_PX, image::imageops::FilterType::Triangle)
    } else {
        image
    };
    let mut png = Vec::new();
    small.to_rgb8().write_to(&mut Cursor::new(&mut png), ImageFormat::Png).map_err(undecodable)?;
    Ok(png)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
        let mut out = Vec::new();
        img.write_to(&mut Cursor::new(&mut out), ImageFormat::Png).unwrap();
        out
    }

    #[test]
    fn a_big_picture_becomes_a_thumbnail_that_keeps_its_shape() {
        let thumb = thumbnail(&png(1000, 500)).unwrap();
        let decoded = image::load_from_memory(&thumb).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (256, 128));
    }

    #[test]
    fn a_small_picture_is_kept_at_its_size() {
        let decoded = image::load_from_memory(&thumbnail(&png(40, 60)).unwrap()).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (40, 60));
    }

    #[test]
    fn text_is_not_an_image() {
        assert!(matches!(thumbnail(b"hello, I am not a picture"), Err(PortraitError::NotAnImage)));
    }

    #[test]
    fn a_truncated_png_is_refused_as_undecodable() {
        let bytes = png(50, 50);
        assert!(matches!(thumbnail(&bytes[..bytes.len() / 2]), Err(PortraitError::Undecodable(_))));
    }

    #[test]
    fn a_huge_file_is_refused_before_decoding() {
        let bytes = vec![0u8; MAX_PORTRAIT_BYTES + 1];
        assert!(matches!(thumbnail(&bytes), Err(PortraitError::TooLarge { .. })));
    }

    #[test]
    fn a_picture_with_too_many_pixels_is_refused() {
        // A PNG header claiming 10000×10000 pixels is refused from its dimensions alone.
        let bytes = png(10_000, 1);
        let err = thumbnail(&bytes).unwrap_err();
        assert!(matches!(err, PortraitError::TooManyPixels { width: 10_000, .. }), "{err}");
    }
}
