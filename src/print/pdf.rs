//! Draws laid-out pages as a PDF: the only module that knows `printpdf`.
//!
//! A pure function of the pages: each page is made exactly its paper size, each font is added
//! once and embedded as a subset of the glyphs used, each distinct picture is embedded once.
//! Layout measures from the top-left corner with y downwards; PDF from the bottom-left with y
//! upwards, so every y here is flipped against the page's height.

use std::collections::btree_map::{BTreeMap, Entry};

use printpdf::{
    Color, CurTransMat, FontId, Greyscale, Line, LinePoint, Mm, Op, PaintMode, ParsedFont,
    PdfDocument, PdfFontHandle, PdfPage, PdfParseErrorSeverity, PdfSaveOptions, Point, Pt,
    RawImage, Rect, TextItem, XObjectId, XObjectTransform,
};

use super::layout::{FontFace, Item, Page, Stroke};
use super::PrintError;

/// Renders `pages` as a PDF whose document title is `title`.
pub fn render(title: &str, pages: &[Page<'_>]) -> Result<Vec<u8>, PrintError> {
    let mut doc = PdfDocument::new(title);

    let mut fonts: BTreeMap<FontFace, FontId> = BTreeMap::new();
    let mut images: BTreeMap<(usize, usize), XObjectId> = BTreeMap::new();
    for item in pages.iter().flat_map(|p| &p.items) {
        match item {
            Item::Text { font, .. } if !fonts.contains_key(font) => {
                let parsed =
                    ParsedFont::from_bytes(font.ttf(), 0, &mut Vec::new()).ok_or_else(|| {
                        PrintError::Pdf(format!("the embedded font {font:?} could not be read"))
                    })?;
                fonts.insert(*font, doc.add_font(&parsed));
            }
            Item::Image { png, alt, .. } => {
                if let Entry::Vacant(slot) = images.entry((png.as_ptr() as usize, png.len())) {
                    let image =
                        RawImage::decode_from_bytes(png, &mut Vec::new()).map_err(|reason| {
                            PrintError::Portrait { character: alt.clone(), reason }
                        })?;
                    slot.insert(doc.add_image(&image));
                }
            }
            _ => {}
        }
    }

    let pdf_pages = pages
        .iter()
        .map(|page| {
            let flip = |y_mm: f32| Pt::from(Mm(page.height_mm - y_mm));
            let mut ops = Vec::new();
            for item in &page.items {
                match item {
                    Item::Text { x_mm, y_mm, size_pt, font, grey, text } => ops.extend([
                        Op::StartTextSection,
                        Op::SetFont {
                            font: PdfFontHandle::External(fonts[font].clone()),
                            size: Pt(*size_pt),
                        },
                        Op::SetFillColor { col: grey_colour(*grey) },
                        Op::SetTextCursor { pos: Point { x: Mm(*x_mm).into(), y: flip(*y_mm) } },
                        Op::ShowText { items: vec![TextItem::Text(text.clone())] },
                        Op::EndTextSection,
                    ]),
                    Item::Rect { x_mm, y_mm, w_mm, h_mm, stroke, fill } => {
                        let mode = match (stroke, fill) {
                            (Some(_), Some(_)) => PaintMode::FillStroke,
                            (Some(_), None) => PaintMode::Stroke,
                            (None, Some(_)) => PaintMode::Fill,
                            (None, None) => continue,
                        };
                        if let Some(stroke) = stroke {
                            ops.extend(stroke_ops(stroke));
                        }
                        if let Some(grey) = fill {
                            ops.push(Op::SetFillColor { col: grey_colour(*grey) });
                        }
                        ops.push(Op::DrawRectangle {
                            rectangle: Rect {
                                x: Mm(*x_mm).into(),
                                y: flip(y_mm + h_mm),
                                width: Mm(*w_mm).into(),
                                height: Mm(*h_mm).into(),
                                mode: Some(mode),
                                winding_order: None,
                            },
                        });
                    }
                    Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, stroke } => {
                        ops.extend(stroke_ops(stroke));
                        let point = |x: f32, y: f32| LinePoint {
                            p: Point { x: Mm(x).into(), y: flip(y) },
                            bezier: false,
                        };
                        ops.push(Op::DrawLine {
                            line: Line {
                                points: vec![point(*x1_mm, *y1_mm), point(*x2_mm, *y2_mm)],
                                is_closed: false,
                            },
                        });
                    }
                    Item::Image { x_mm, y_mm, w_mm, h_mm, png, .. } => {
                        // An image is drawn into the unit square; the matrix stretches that
                        // square over the box (bottom-left corner at x, y).
                        let key = (png.as_ptr() as usize, png.len());
                        let w = Pt::from(Mm(*w_mm)).0;
                        let h = Pt::from(Mm(*h_mm)).0;
                        let x = Pt::from(Mm(*x_mm)).0;
                        let y = flip(y_mm + h_mm).0;
                        ops.extend([
                            Op::SaveGraphicsState,
                            Op::SetTransformationMatrix {
                                matrix: CurTransMat::Raw([w, 0.0, 0.0, h, x, y]),
                            },
                            Op::UseXobject {
                                id: images[&key].clone(),
                                transform: XObjectTransform {
                                    no_auto_scale: true,
                                    ..Default::default()
                                },
                            },
                            Op::RestoreGraphicsState,
                        ]);
                    }
                }
            }
            PdfPage::new(Mm(page.width_mm), Mm(page.height_mm), ops)
        })
        .collect();

    let options = PdfSaveOptions {
        subset_fonts: true,
        // Portraits are small: keep them as they are rather than re-encoding them.
        image_optimization: None,
        ..Default::default()
    };
    let mut warnings = Vec::new();
    let bytes = doc.with_pages(pdf_pages).save(&options, &mut warnings);
    // printpdf reports what would make a viewer drop or misdraw something as an error.
    match warnings.into_iter().find(|w| w.severity == PdfParseErrorSeverity::Error) {
        Some(error) => Err(PrintError::Pdf(error.msg)),
        None => Ok(bytes),
    }
}

fn grey_colour(grey: f32) -> Color {
    Color::Greyscale(Greyscale::new(grey.clamp(0.0, 1.0), None))
}

fn stroke_ops(stroke: &Stroke) -> [Op; 2] {
    [
        Op::SetOutlineColor { col: grey_colour(stroke.grey) },
        Op::SetOutlineThickness { pt: Pt(stroke.width_pt) },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(mm: f32) -> f32 {
        mm * 72.0 / 25.4
    }

    /// The operands of each `op` in the first page's content stream.
    fn operands(pdf: &[u8], op: &str) -> Vec<Vec<f32>> {
        let doc = lopdf::Document::load_mem(pdf).unwrap();
        let page = *doc.get_pages().values().next().unwrap();
        let content = doc.get_and_decode_page_content(page).unwrap();
        content
            .operations
            .iter()
            .filter(|o| o.operator == op)
            .map(|o| o.operands.iter().map(|n| n.as_float().unwrap()).collect())
            .collect()
    }

    fn close(a: &[f32], b: &[f32]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.01)
    }

    #[test]
    fn top_left_millimetres_become_bottom_left_points() {
        let mut png = Vec::new();
        image::RgbImage::new(4, 2)
            .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        let page = Page {
            width_mm: 210.0,
            height_mm: 297.0,
            items: vec![
                Item::Rect {
                    x_mm: 10.0,
                    y_mm: 20.0,
                    w_mm: 30.0,
                    h_mm: 40.0,
                    stroke: Some(Stroke { width_pt: 1.0, grey: 0.0 }),
                    fill: None,
                },
                Item::Image {
                    x_mm: 50.0,
                    y_mm: 10.0,
                    w_mm: 20.0,
                    h_mm: 10.0,
                    png: &png,
                    alt: "x".into(),
                },
                Item::Text {
                    x_mm: 15.0,
                    y_mm: 100.0,
                    size_pt: 10.0,
                    font: FontFace::Regular,
                    grey: 0.0,
                    text: "Howdy".into(),
                },
            ],
        };
        let pdf = render("Test", &[page]).unwrap();
        // The rectangle's bottom edge is 20 + 40 mm below the top.
        let rects = operands(&pdf, "re");
        assert!(close(&rects[0], &[pt(10.0), pt(297.0 - 60.0), pt(30.0), pt(40.0)]), "{rects:?}");
        // The image's unit square is stretched over its box, bottom-left at 50, 297 - 20 mm.
        let matrices = operands(&pdf, "cm");
        let expected = [pt(20.0), 0.0, 0.0, pt(10.0), pt(50.0), pt(297.0 - 20.0)];
        assert!(matrices.iter().any(|m| close(m, &expected)), "{matrices:?}");
        // The text's baseline is 100 mm below the top.
        let cursor = operands(&pdf, "Td");
        assert!(close(&cursor[0], &[pt(15.0), pt(197.0)]), "{cursor:?}");
    }
}
