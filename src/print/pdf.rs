//! Draws laid-out pages as a PDF: the only module that knows `printpdf`.
//!
//! A pure function of the pages: each page is made exactly its paper size, each font is added
//! once and embedded as a subset of the glyphs used, each distinct picture is embedded once.
//! Layout measures from the top-left corner with y downwards; PDF from the bottom-left with y
//! upwards, so every y here is flipped against the page's height (or, on a card, against the
//! card's bottom edge: each card is drawn from its own corner).

use std::collections::btree_map::{BTreeMap, Entry};
use std::collections::BTreeSet;
use std::io::Write;
use std::sync::Arc;

use flate2::write::ZlibEncoder;
use flate2::Compression;
use printpdf::{
    Color, CurTransMat, FontId, Greyscale, ImageCompression, ImageOptimizationOptions, Line, LinePoint, Mm, Op,
    PaintMode, ParsedFont, PdfDocument, PdfFont, PdfFontHandle, PdfPage, PdfParseErrorSeverity, PdfSaveOptions, Point,
    Polygon, PolygonRing, Pt, RawImage, RawImageData, RawImageFormat, Rect, Rgb, TextItem, WindingOrder, XObjectId,
    XObjectTransform,
};

use super::layout::{Affine, Clip, Colour, FontFace, Item, Page, Picture, Stroke};
use super::PrintError;

/// How a circle is drawn: four cubic Bézier arcs, each with its control points this fraction of
/// the radius along the tangents (the usual 4/3·(√2 − 1)).
const KAPPA: f32 = 0.552_284_8;

/// Renders `pages` as a PDF whose document title is `title`.
pub fn render(title: &str, pages: &[Page]) -> Result<Vec<u8>, PrintError> {
    let mut doc = PdfDocument::new(title);
    let mut resources = Resources { fonts: BTreeMap::new(), images: BTreeMap::new() };
    let mut glyphs = BTreeMap::new();
    for item in pages.iter().flat_map(|p| &p.items) {
        resources.add(&mut doc, item, &mut glyphs);
    }
    for (face, chars) in glyphs {
        resources.add_font(&mut doc, face, &chars)?;
    }

    let pdf_pages = pages
        .iter()
        .map(|page| {
            let mut ops = Vec::new();
            let page_ops = PageOps { origin_mm: (0.0, page.height_mm), resources: &resources };
            let mut state = GraphicsState::default();
            for item in &page.items {
                page_ops.draw(item, &mut ops, &mut state);
            }
            PdfPage::new(Mm(page.width_mm), Mm(page.height_mm), ops)
        })
        .collect();

    let options = PdfSaveOptions {
        subset_fonts: true,
        // Pictures arrive at the size they print at (layout brought them there): embed them as
        // JPEG, as they are.
        image_optimization: Some(ImageOptimizationOptions {
            quality: Some(0.85),
            max_image_size: None,
            dither_greyscale: Some(false),
            convert_to_greyscale: Some(false),
            auto_optimize: Some(false),
            format: Some(ImageCompression::Jpeg),
        }),
        // The streams are compressed here, at zlib's default level: printpdf's "optimize"
        // compresses at the best level, which takes about ten times as long for 2% less.
        optimize: false,
        ..Default::default()
    };
    let mut warnings = Vec::new();
    let mut document = doc.with_pages(pdf_pages).to_lopdf_document(&options, &mut warnings);
    // printpdf reports what would make a viewer drop or misdraw something as an error.
    if let Some(error) = warnings.into_iter().find(|w| w.severity == PdfParseErrorSeverity::Error) {
        return Err(PrintError::Pdf(error.msg));
    }
    for object in document.objects.values_mut() {
        if let lopdf::Object::Stream(stream) = object {
            compress(stream)?;
        }
    }
    // The small objects (each page's dictionary and resources, the fonts' dictionaries) go into
    // compressed object streams with a compressed cross-reference stream (PDF 1.5).
    let save =
        lopdf::SaveOptions::builder().use_object_streams(true).use_xref_streams(true).compression_level(6).build();
    let mut bytes = Vec::new();
    document
        .save_with_options(&mut bytes, save)
        .map_err(|e| PrintError::Pdf(format!("the PDF could not be written: {e}")))?;
    Ok(bytes)
}

/// Deflates a stream that may be compressed and is not yet, when that makes it shorter.
fn compress(stream: &mut lopdf::Stream) -> Result<(), PrintError> {
    if !stream.allows_compression || stream.dict.has(b"Filter") {
        return Ok(());
    }
    let mut encoder = ZlibEncoder::new(Vec::with_capacity(stream.content.len() / 2), Compression::default());
    let deflated = encoder
        .write_all(&stream.content)
        .and_then(|()| encoder.finish())
        .map_err(|e| PrintError::Pdf(format!("a stream could not be compressed: {e}")))?;
    // (`/Filter /FlateDecode` takes 19 bytes of its own.)
    if deflated.len() + 19 < stream.content.len() {
        stream.dict.set("Filter", "FlateDecode");
        stream.set_content(deflated);
    }
    Ok(())
}

/// The fonts and pictures of a document, each added once.
struct Resources {
    fonts: BTreeMap<FontFace, FontId>,
    images: BTreeMap<usize, XObjectId>,
}

impl Resources {
    /// Adds `item`'s pictures, and notes the characters it writes in each face in `glyphs`.
    fn add(&mut self, doc: &mut PdfDocument, item: &Item, glyphs: &mut BTreeMap<FontFace, BTreeSet<char>>) {
        match item {
            Item::Text { font, text, .. } => glyphs.entry(*font).or_default().extend(text.chars()),
            Item::Image { picture, .. } => {
                if let Entry::Vacant(slot) = self.images.entry(image_key(picture)) {
                    slot.insert(doc.add_image(&raw_image(picture)));
                }
            }
            Item::Group { items, .. } => {
                for item in items {
                    self.add(doc, item, glyphs);
                }
            }
            _ => {}
        }
    }

    /// Adds the font `face` under a six-letter name made from the face and the characters the
    /// document writes in it: short in every `Tf`, the same for the same text (not a random name
    /// that changes from run to run), and a fitting subset tag (`ABCDEF+DejaVuSans`, the tag
    /// telling different subsets of one font apart).
    fn add_font(&mut self, doc: &mut PdfDocument, face: FontFace, chars: &BTreeSet<char>) -> Result<(), PrintError> {
        let parsed = ParsedFont::from_bytes(face.ttf(), 0, &mut Vec::new())
            .ok_or_else(|| PrintError::Pdf(format!("the embedded font {face:?} could not be read")))?;
        // FNV-1a over the face and the characters.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for c in std::iter::once(face as u32).chain(chars.iter().map(|&c| c as u32)) {
            for byte in c.to_le_bytes() {
                hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
        let tag = |hash: u64| (0..6).map(|i| char::from(b'A' + ((hash >> (i * 10)) % 26) as u8)).collect();
        let mut id = FontId(tag(hash));
        while doc.resources.fonts.map.contains_key(&id) {
            hash = hash.wrapping_mul(0x0100_0000_01b3);
            id = FontId(tag(hash));
        }
        doc.resources.fonts.map.insert(id.clone(), PdfFont::new(parsed));
        self.fonts.insert(face, id);
        Ok(())
    }
}

fn image_key(picture: &Arc<Picture>) -> usize {
    Arc::as_ptr(picture) as usize
}

fn raw_image(picture: &Picture) -> RawImage {
    RawImage {
        pixels: RawImageData::U8(picture.rgb.clone()),
        width: picture.width_px as usize,
        height: picture.height_px as usize,
        data_format: RawImageFormat::RGB8,
        tag: Vec::new(),
    }
}

/// Draws the items of one page, or of one card on it.
struct PageOps<'r> {
    /// The layout point (mm, y down from the page's top) that is PDF's origin here: the page's
    /// bottom-left corner, or a card's.
    origin_mm: (f32, f32),
    resources: &'r Resources,
}

impl PageOps<'_> {
    /// A layout point (mm, y down from the top) as a PDF point (pt, y up from the origin).
    fn point(&self, x_mm: f32, y_mm: f32) -> Point {
        Point { x: pt(x_mm - self.origin_mm.0), y: pt(self.origin_mm.1 - y_mm) }
    }

    fn draw(&self, item: &Item, ops: &mut Vec<Op>, state: &mut GraphicsState) {
        match item {
            Item::Text { x_mm, y_mm, size_pt, font, colour, text } => {
                // Each text is a text section of its own: readers that pull the words out of a PDF
                // (lopdf's, for one) end a line at the end of a section and nowhere else, so texts
                // sharing a section would run together. Its font and colour are set only when
                // they change: both outlast the section.
                ops.push(Op::StartTextSection);
                state.font(*font, *size_pt, self.resources, ops);
                state.fill(*colour, ops);
                ops.extend([
                    Op::SetTextCursor { pos: self.point(*x_mm, *y_mm) },
                    Op::ShowText { items: vec![TextItem::Text(text.clone())] },
                    Op::EndTextSection,
                ]);
            }
            Item::Rect { x_mm, y_mm, w_mm, h_mm, stroke, fill } => {
                let Some(mode) = state.paint(*stroke, *fill, ops) else { return };
                ops.push(Op::DrawRectangle { rectangle: self.rect(*x_mm, *y_mm, *w_mm, *h_mm, mode) });
            }
            Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, stroke } => {
                state.stroke(stroke, ops);
                let points = vec![self.corner(*x1_mm, *y1_mm), self.corner(*x2_mm, *y2_mm)];
                ops.push(Op::DrawLine { line: Line { points, is_closed: false } });
            }
            Item::Circle { cx_mm, cy_mm, r_mm, stroke, fill } => {
                let Some(mode) = state.paint(*stroke, *fill, ops) else { return };
                ops.push(Op::DrawPolygon { polygon: self.circle(*cx_mm, *cy_mm, *r_mm, mode) });
            }
            Item::Path { points, closed, stroke, fill } => {
                if fill.is_none() && !closed {
                    if let Some(stroke) = stroke {
                        state.stroke(stroke, ops);
                        let points = points.iter().map(|&(x, y)| self.corner(x, y)).collect();
                        ops.push(Op::DrawLine { line: Line { points, is_closed: false } });
                    }
                    return;
                }
                let Some(mode) = state.paint(*stroke, *fill, ops) else { return };
                let ring = PolygonRing { points: points.iter().map(|&(x, y)| self.corner(x, y)).collect() };
                ops.push(Op::DrawPolygon {
                    polygon: Polygon { rings: vec![ring], mode, winding_order: WindingOrder::NonZero },
                });
            }
            Item::Image { x_mm, y_mm, w_mm, h_mm, picture, .. } => {
                // An image is drawn into the unit square; the matrix stretches that square over
                // the box (bottom-left corner at x, y).
                let w = Pt::from(Mm(*w_mm)).0;
                let h = Pt::from(Mm(*h_mm)).0;
                let Point { x, y } = self.point(*x_mm, y_mm + h_mm);
                ops.extend([
                    Op::SaveGraphicsState,
                    Op::SetTransformationMatrix { matrix: CurTransMat::Raw([w, 0.0, 0.0, h, x.0, y.0]) },
                    Op::UseXobject {
                        id: self.resources.images[&image_key(picture)].clone(),
                        transform: XObjectTransform { no_auto_scale: true, ..Default::default() },
                    },
                    Op::RestoreGraphicsState,
                ]);
            }
            Item::Group { transform, clip, items } => {
                ops.push(Op::SaveGraphicsState);
                // What the group sets is undone when its graphics state is restored.
                let outside = *state;
                if let Some(t) = transform {
                    ops.push(Op::SetTransformationMatrix { matrix: CurTransMat::Raw(self.pdf_matrix(t)) });
                }
                match clip {
                    Some(Clip::Rect { x_mm, y_mm, w_mm, h_mm }) => ops
                        .push(Op::DrawRectangle { rectangle: self.rect(*x_mm, *y_mm, *w_mm, *h_mm, PaintMode::Clip) }),
                    Some(Clip::Circle { cx_mm, cy_mm, r_mm }) => {
                        ops.push(Op::DrawPolygon { polygon: self.circle(*cx_mm, *cy_mm, *r_mm, PaintMode::Clip) })
                    }
                    None => {}
                }
                // A group clipped to a rectangle (a card) draws from the rectangle's bottom-left
                // corner: its numbers are then the same wherever the card sits on the sheet, and
                // repeat from card to card, which deflate shortens.
                let card = match (transform, clip) {
                    (None, Some(Clip::Rect { x_mm, y_mm, h_mm, .. })) => {
                        let card = PageOps { origin_mm: (*x_mm, y_mm + h_mm), resources: self.resources };
                        let corner = self.point(card.origin_mm.0, card.origin_mm.1);
                        let matrix = CurTransMat::Raw([1.0, 0.0, 0.0, 1.0, corner.x.0, corner.y.0]);
                        ops.push(Op::SetTransformationMatrix { matrix });
                        Some(card)
                    }
                    _ => None,
                };
                for item in items {
                    card.as_ref().unwrap_or(self).draw(item, ops, state);
                }
                ops.push(Op::RestoreGraphicsState);
                *state = outside;
            }
        }
    }

    fn corner(&self, x_mm: f32, y_mm: f32) -> LinePoint {
        LinePoint { p: self.point(x_mm, y_mm), bezier: false }
    }

    fn rect(&self, x_mm: f32, y_mm: f32, w_mm: f32, h_mm: f32, mode: PaintMode) -> Rect {
        let Point { x, y } = self.point(x_mm, y_mm + h_mm);
        Rect { x, y, width: pt(w_mm), height: pt(h_mm), mode: Some(mode), winding_order: Some(WindingOrder::NonZero) }
    }

    /// A circle as four Bézier arcs, starting at its rightmost point.
    fn circle(&self, cx: f32, cy: f32, r: f32, mode: PaintMode) -> Polygon {
        let k = KAPPA * r;
        let on = |x: f32, y: f32| self.corner(x, y);
        let handle = |x: f32, y: f32| LinePoint { p: self.point(x, y), bezier: true };
        let points = vec![
            on(cx + r, cy),
            handle(cx + r, cy + k),
            handle(cx + k, cy + r),
            on(cx, cy + r),
            handle(cx - k, cy + r),
            handle(cx - r, cy + k),
            on(cx - r, cy),
            handle(cx - r, cy - k),
            handle(cx - k, cy - r),
            on(cx, cy - r),
            handle(cx + k, cy - r),
            handle(cx + r, cy - k),
            on(cx + r, cy),
        ];
        Polygon { rings: vec![PolygonRing { points }], mode, winding_order: WindingOrder::NonZero }
    }

    /// A layout map (mm, y down) as the PDF matrix that does the same to PDF coordinates (pt, y
    /// up): F·A·F⁻¹, where F moves the origin, flips y and turns mm into pt:
    /// F(x, y) = k·(x − ox, oy − y).
    fn pdf_matrix(&self, t: &Affine) -> [f32; 6] {
        let k = Pt::from(Mm(1.0)).0;
        let (ox, oy) = self.origin_mm;
        [t.a, -t.b, -t.c, t.d, k * (t.a * ox + t.c * oy + t.e - ox), k * (oy - t.b * ox - t.d * oy - t.f)]
    }
}

/// Millimetres as points, to a hundredth of a point (0.0035 mm): finer than any printer, and the
/// numbers in the PDF stay short.
fn pt(mm: f32) -> Pt {
    Pt((Pt::from(Mm(mm)).0 * 100.0).round() / 100.0)
}

/// The colours, line width and font a page has set, so that each is written only when it changes
/// (a sheet draws hundreds of ruler ticks and crop marks in the same ink, a card grid hundreds of
/// numbers in the same face). The font and size are part of the graphics state, so they outlast
/// a text section.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct GraphicsState {
    stroke_colour: Option<Colour>,
    line_width: Option<f32>,
    fill_colour: Option<Colour>,
    font: Option<(FontFace, f32)>,
}

impl GraphicsState {
    fn font(&mut self, face: FontFace, size_pt: f32, resources: &Resources, ops: &mut Vec<Op>) {
        if self.font != Some((face, size_pt)) {
            ops.push(Op::SetFont { font: PdfFontHandle::External(resources.fonts[&face].clone()), size: Pt(size_pt) });
            self.font = Some((face, size_pt));
        }
    }

    fn stroke(&mut self, stroke: &Stroke, ops: &mut Vec<Op>) {
        if self.stroke_colour != Some(stroke.colour) {
            ops.push(Op::SetOutlineColor { col: colour_of(stroke.colour) });
            self.stroke_colour = Some(stroke.colour);
        }
        if self.line_width != Some(stroke.width_pt) {
            ops.push(Op::SetOutlineThickness { pt: Pt(stroke.width_pt) });
            self.line_width = Some(stroke.width_pt);
        }
    }

    fn fill(&mut self, colour: Colour, ops: &mut Vec<Op>) {
        if self.fill_colour != Some(colour) {
            ops.push(Op::SetFillColor { col: colour_of(colour) });
            self.fill_colour = Some(colour);
        }
    }

    /// Sets the colours of a shape's outline and fill; the paint mode, or `None` when it draws
    /// nothing.
    fn paint(&mut self, stroke: Option<Stroke>, fill: Option<Colour>, ops: &mut Vec<Op>) -> Option<PaintMode> {
        let mode = match (stroke, fill) {
            (Some(_), Some(_)) => PaintMode::FillStroke,
            (Some(_), None) => PaintMode::Stroke,
            (None, Some(_)) => PaintMode::Fill,
            (None, None) => return None,
        };
        if let Some(stroke) = stroke {
            self.stroke(&stroke, ops);
        }
        if let Some(colour) = fill {
            self.fill(colour, ops);
        }
        Some(mode)
    }
}

/// A colour, each component to a thousandth (short numbers in the PDF; finer than any ink).
fn colour_of(colour: Colour) -> Color {
    let c = |v: f32| (v.clamp(0.0, 1.0) * 1000.0).round() / 1000.0;
    match colour {
        Colour::Grey(g) => Color::Greyscale(Greyscale::new(c(g), None)),
        Colour::Rgb(r, g, b) => Color::Rgb(Rgb { r: c(r), g: c(g), b: c(b), icc_profile: None }),
    }
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
        let picture = Arc::new(Picture { width_px: 4, height_px: 2, rgb: vec![200; 4 * 2 * 3] });
        let page = Page {
            width_mm: 210.0,
            height_mm: 297.0,
            items: vec![
                Item::Rect {
                    x_mm: 10.0,
                    y_mm: 20.0,
                    w_mm: 30.0,
                    h_mm: 40.0,
                    stroke: Some(Stroke::new(1.0, Colour::BLACK)),
                    fill: None,
                },
                Item::Image { x_mm: 50.0, y_mm: 10.0, w_mm: 20.0, h_mm: 10.0, picture, alt: "x".into() },
                Item::Text {
                    x_mm: 15.0,
                    y_mm: 100.0,
                    size_pt: 10.0,
                    font: FontFace::Regular,
                    colour: Colour::Rgb(0.7, 0.0, 0.0),
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
        // The text's baseline is 100 mm below the top, in red.
        let cursor = operands(&pdf, "Td");
        assert!(close(&cursor[0], &[pt(15.0), pt(197.0)]), "{cursor:?}");
        assert!(operands(&pdf, "rg").iter().any(|c| close(c, &[0.7, 0.0, 0.0])));
        // The picture is embedded as a JPEG.
        let doc = lopdf::Document::load_mem(&pdf).unwrap();
        let jpeg = doc.objects.values().filter_map(|o| o.as_stream().ok()).any(|s| {
            s.dict.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Image".as_slice())
                && s.dict.get(b"Filter").and_then(|f| f.as_name()).ok() == Some(b"DCTDecode".as_slice())
        });
        assert!(jpeg, "the picture is a DCTDecode (JPEG) image");
    }

    #[test]
    fn the_font_is_set_only_when_it_changes_and_each_text_reads_as_a_line_of_its_own() {
        let text = |x_mm: f32, font: FontFace, size_pt: f32, words: &str| Item::Text {
            x_mm,
            y_mm: 50.0,
            size_pt,
            font,
            colour: Colour::BLACK,
            text: words.into(),
        };
        let page = Page {
            width_mm: 100.0,
            height_mm: 100.0,
            items: vec![
                text(10.0, FontFace::Regular, 9.0, "Draw"),
                text(30.0, FontFace::Regular, 9.0, "Aim"),
                text(50.0, FontFace::Bold, 9.0, "Fire"),
                Item::Line {
                    x1_mm: 0.0,
                    y1_mm: 60.0,
                    x2_mm: 100.0,
                    y2_mm: 60.0,
                    stroke: Stroke::new(0.5, Colour::BLACK),
                },
                text(70.0, FontFace::Bold, 9.0, "Duck"),
            ],
        };
        let pdf = render("Test", &[page]).unwrap();
        let doc = lopdf::Document::load_mem(&pdf).unwrap();
        let id = *doc.get_pages().values().next().unwrap();
        let ops: Vec<String> =
            doc.get_and_decode_page_content(id).unwrap().operations.into_iter().map(|o| o.operator).collect();
        let count = |op: &str| ops.iter().filter(|o| *o == op).count();
        // Four text sections; the regular face set once, the bold face once (it outlasts the
        // line drawn between its two texts).
        assert_eq!((count("BT"), count("ET"), count("Tf"), count("Tj")), (4, 4, 2, 4), "{ops:?}");
        let sizes: Vec<Vec<f32>> = operands_after_name(&pdf, "Tf");
        assert_eq!(sizes, [[9.0], [9.0]]);
        // Every text is where its item says.
        let xs: Vec<f32> = operands(&pdf, "Td").iter().map(|m| m[0]).collect();
        assert!(close(&xs, &[pt(10.0), pt(30.0), pt(50.0), pt(70.0)]), "{xs:?}");
        // A reader pulling out the words gets each text on a line of its own.
        let lines: Vec<String> = pdf_text(&pdf).lines().map(str::to_string).collect();
        assert_eq!(lines, ["Draw", "Aim", "Fire", "Duck"]);
    }

    /// The numeric operands (after the font name) of each `Tf` on the first page.
    fn operands_after_name(pdf: &[u8], op: &str) -> Vec<Vec<f32>> {
        let doc = lopdf::Document::load_mem(pdf).unwrap();
        let page = *doc.get_pages().values().next().unwrap();
        let content = doc.get_and_decode_page_content(page).unwrap();
        content
            .operations
            .iter()
            .filter(|o| o.operator == op)
            .map(|o| o.operands[1..].iter().map(|n| n.as_float().unwrap()).collect())
            .collect()
    }

    /// The words of the first page, as a reader extracts them.
    fn pdf_text(pdf: &[u8]) -> String {
        lopdf::Document::load_mem(pdf).unwrap().extract_text(&[1]).unwrap()
    }

    #[test]
    fn a_layout_transform_does_to_pdf_points_what_it_does_to_layout_points() {
        let resources = Resources { fonts: BTreeMap::new(), images: BTreeMap::new() };
        let transforms = [
            Affine::translate(3.0, -2.0),
            Affine::scale_about(1.015, 105.0, 148.5),
            Affine::quarter_turns_about(1, 40.0, 50.0),
            Affine::quarter_turns_about(2, 31.75, 44.45).then(Affine::translate(10.0, 20.0)),
        ];
        // On the page, and on a card whose corner is the origin.
        let origins = [(0.0, 297.0), (19.5, 120.4)];
        for (t, origin_mm) in transforms.into_iter().flat_map(|t| origins.map(|o| (t, o))) {
            let page = PageOps { origin_mm, resources: &resources };
            let m = page.pdf_matrix(&t);
            for (x, y) in [(0.0, 0.0), (10.0, 20.0), (200.0, 5.0)] {
                let p = page.point(x, y);
                let (px, py) = (p.x.0, p.y.0);
                let mapped = (m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]);
                let (tx, ty) = t.apply(x, y);
                let want = page.point(tx, ty);
                assert!((mapped.0 - want.x.0).abs() < 0.01 && (mapped.1 - want.y.0).abs() < 0.01, "{t:?} at {x},{y}");
            }
        }
    }

    #[test]
    fn a_card_draws_from_its_corner_and_lands_where_the_layout_put_it() {
        let card = |x_mm: f32, y_mm: f32| Item::Group {
            transform: None,
            clip: Some(Clip::Rect { x_mm, y_mm, w_mm: 63.5, h_mm: 88.9 }),
            items: vec![Item::Rect {
                x_mm: x_mm + 5.0,
                y_mm: y_mm + 10.0,
                w_mm: 20.0,
                h_mm: 30.0,
                stroke: Some(Stroke::new(0.5, Colour::BLACK)),
                fill: None,
            }],
        };
        let page = Page { width_mm: 210.0, height_mm: 297.0, items: vec![card(10.0, 20.0), card(80.0, 120.0)] };
        let pdf = render("Test", &[page]).unwrap();
        // Both cards write the same numbers for the same drawing...
        let rects = operands(&pdf, "re");
        assert_eq!(rects.len(), 4, "two clips, two frames: {rects:?}");
        assert_eq!(rects[1], rects[3], "{rects:?}");
        // ...and each card's corner, moved to by its matrix, puts the frame where the layout says.
        let matrices = operands(&pdf, "cm");
        for (i, (x, y)) in [(10.0, 20.0), (80.0, 120.0)].into_iter().enumerate() {
            let (m, r) = (&matrices[i], &rects[2 * i + 1]);
            let at = [m[4] + r[0], m[5] + r[1], r[2], r[3]];
            assert!(close(&at, &[pt(x + 5.0), pt(297.0 - y - 40.0), pt(20.0), pt(30.0)]), "{at:?}");
        }
    }

    #[test]
    fn a_group_is_clipped_and_drawn_in_its_own_graphics_state() {
        let page = Page {
            width_mm: 100.0,
            height_mm: 100.0,
            items: vec![Item::Group {
                transform: Some(Affine::translate(5.0, 5.0)),
                clip: Some(Clip::Circle { cx_mm: 20.0, cy_mm: 20.0, r_mm: 10.0 }),
                items: vec![Item::Rect {
                    x_mm: 0.0,
                    y_mm: 0.0,
                    w_mm: 40.0,
                    h_mm: 40.0,
                    stroke: None,
                    fill: Some(Colour::Grey(0.5)),
                }],
            }],
        };
        let pdf = render("Test", &[page]).unwrap();
        let doc = lopdf::Document::load_mem(&pdf).unwrap();
        let id = *doc.get_pages().values().next().unwrap();
        let ops: Vec<String> =
            doc.get_and_decode_page_content(id).unwrap().operations.into_iter().map(|o| o.operator).collect();
        let at = |op: &str| ops.iter().position(|o| o == op).unwrap_or_else(|| panic!("{op} in {ops:?}"));
        assert!(at("q") < at("cm") && at("cm") < at("W") && at("W") < at("re") && at("re") < at("Q"), "{ops:?}");
        assert_eq!(ops.iter().filter(|o| *o == "c").count(), 4, "a circle is four Bézier arcs");
        assert!(close(&operands(&pdf, "cm")[0], &[1.0, 0.0, 0.0, 1.0, pt(5.0), -pt(5.0)]));
    }
}
