//! Pictures brought to the size they print at: a portrait is decoded (PNG or JPEG), flattened onto
//! white (print has no transparency worth keeping), and scaled down to [`PRINT_DPI`] at the size
//! of its box, so that a 2,000-pixel photo does not travel into the PDF for a 20 mm box. The PDF
//! stage then embeds the pixels as a JPEG.

use std::sync::Arc;

use image::imageops::FilterType;

/// Resolution a picture is kept at for its box: more than a home printer resolves in a photo.
pub const PRINT_DPI: f32 = 300.0;

/// Opaque RGB pixels, 8 bits a channel, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    pub width_px: u32,
    pub height_px: u32,
    pub rgb: Vec<u8>,
}

/// A picture fitted into a box: its pixels and the size it prints at (the box's size, less what
/// keeping its aspect ratio leaves free).
#[derive(Debug, Clone)]
pub struct Fitted {
    /// Shared by every card that shows it, so that the PDF embeds it once.
    pub picture: Arc<Picture>,
    pub w_mm: f32,
    pub h_mm: f32,
}

impl Picture {
    /// Decodes `bytes` (PNG or JPEG) and fits the picture into a `box_w_mm` × `box_h_mm` box,
    /// keeping its aspect ratio. The reason of an error is worded for a person.
    pub fn fit(bytes: &[u8], box_w_mm: f32, box_h_mm: f32) -> Result<Fitted, String> {
        let format = match image::guess_format(bytes) {
            Ok(f @ (image::ImageFormat::Png | image::ImageFormat::Jpeg)) => f,
            Ok(other) => return Err(format!("it is a {other:?} image, not a PNG or JPEG")),
            Err(_) => return Err("it is not a PNG or JPEG image".to_string()),
        };
        let decoded = image::load_from_memory_with_format(bytes, format).map_err(|e| e.to_string())?;
        let (px_w, px_h) = (decoded.width(), decoded.height());
        if px_w == 0 || px_h == 0 {
            return Err("the image is empty".to_string());
        }
        let scale = (box_w_mm / px_w as f32).min(box_h_mm / px_h as f32);
        let (w_mm, h_mm) = (px_w as f32 * scale, px_h as f32 * scale);
        let want_w = ((w_mm / 25.4 * PRINT_DPI).ceil() as u32).max(1);
        let want_h = ((h_mm / 25.4 * PRINT_DPI).ceil() as u32).max(1);
        let rgba = if want_w < px_w && want_h < px_h {
            image::imageops::resize(&decoded.to_rgba8(), want_w, want_h, FilterType::Triangle)
        } else {
            decoded.to_rgba8()
        };
        let mut rgb = Vec::with_capacity(rgba.width() as usize * rgba.height() as usize * 3);
        for p in rgba.pixels() {
            let [r, g, b, a] = p.0;
            let alpha = u16::from(a);
            for c in [r, g, b] {
                // Over white: c·α + 255·(1 − α).
                rgb.push(((u16::from(c) * alpha + 255 * (255 - alpha) + 127) / 255) as u8);
            }
        }
        Ok(Fitted { picture: Arc::new(Picture { width_px: rgba.width(), height_px: rgba.height(), rgb }), w_mm, h_mm })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(w: u32, h: u32, alpha: u8) -> Vec<u8> {
        let img = image::RgbaImage::from_pixel(w, h, image::Rgba([0, 0, 0, alpha]));
        let mut out = Vec::new();
        img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png).unwrap();
        out
    }

    #[test]
    fn a_big_picture_is_brought_down_to_its_box_at_print_resolution() {
        let fitted = Picture::fit(&png(2000, 1000, 255), 20.0, 30.0).unwrap();
        assert!((fitted.w_mm - 20.0).abs() < 1e-4 && (fitted.h_mm - 10.0).abs() < 1e-4);
        // 20 mm at 300 dpi is 237 pixels.
        assert_eq!((fitted.picture.width_px, fitted.picture.height_px), (237, 119));
        assert_eq!(fitted.picture.rgb.len(), 237 * 119 * 3);
    }

    #[test]
    fn a_small_picture_keeps_its_pixels_and_transparency_becomes_white() {
        let fitted = Picture::fit(&png(10, 20, 0), 20.0, 20.0).unwrap();
        assert_eq!((fitted.picture.width_px, fitted.picture.height_px), (10, 20));
        assert!((fitted.h_mm - 20.0).abs() < 1e-4 && (fitted.w_mm - 10.0).abs() < 1e-4);
        assert!(fitted.picture.rgb.iter().all(|&c| c == 255));
    }

    #[test]
    fn what_is_not_a_picture_is_refused() {
        let err = Picture::fit(b"GIF89a nonsense", 10.0, 10.0).unwrap_err();
        assert!(err.contains("Gif") || err.contains("not a PNG or JPEG"), "{err}");
    }
}
