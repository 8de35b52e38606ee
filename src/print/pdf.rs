//! Draws laid-out pages as a PDF: the only module that knows `printpdf`.
//!
//! A pure function of the pages: each page is made exactly its paper size, each font is added
//! once and embedded as a subset of the glyphs used, each distinct picture is embedded once.
//! Layout measures from the top-left corner with y downwards; PDF from the bottom-left with y
//! upwards, so every y here is flipped against the page's height (or, on a card, against the
//! card's bottom edge: each card is drawn from its own corner).
//!
//! `printpdf` makes the document: its pages, the fonts (subset to the glyphs used) and the
//! pictures. The pages' drawing is written here, straight into each content stream
//! ([`ContentStream`]): building `printpdf`'s operator list and having it format every operand
//! took a third of a print's time. To learn which code each character has in the subset font,
//! the first page is handed to `printpdf` holding one text of every character used in each face
//! (a census); its content stream, read back, pairs each character with its code, and is then
//! replaced with the page's drawing like every other page's.

use std::collections::btree_map::{BTreeMap, Entry};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use flate2::{Compress, Compression, FlushCompress, Status};
use printpdf::{
    FontId, ImageCompression, ImageOptimizationOptions, Mm, Op, ParsedFont, PdfDocument, PdfFont, PdfFontHandle,
    PdfPage, PdfParseErrorSeverity, PdfSaveOptions, Pt, RawImage, RawImageData, RawImageFormat, TextItem, XObjectId,
};

use super::content_stream::ContentStream;
use super::layout::{Affine, Clip, Colour, FontFace, Item, Page, Picture, Stroke};
use super::PrintError;

/// How a circle is drawn: four cubic Bézier arcs, each with its control points this fraction of
/// the radius along the tangents (the usual 4/3·(√2 − 1)).
const KAPPA: f32 = 0.552_284_8;

/// Takes the creation and modification dates out of the document's information dictionary.
///
/// Decision (issue 29, item 13): printpdf writes both, and with no clock given they read
/// 1970-01-01. Printing reads no clock (time is passed in at the edge, and a print is a pure
/// function of its pages), and a date is of no use on a sheet of cards; so the PDF carries none
/// — never a wrong one — and the same pages give the same bytes.
fn without_dates(document: &mut lopdf::Document) {
    let Ok(info) = document.trailer.get(b"Info").and_then(lopdf::Object::as_reference) else { return };
    if let Ok(dict) = document.get_dictionary_mut(info) {
        dict.remove(b"CreationDate");
        dict.remove(b"ModDate");
    }
}

/// Points in a millimetre.
const PT_PER_MM: f32 = 72.0 / 25.4;

/// Renders `pages` as a PDF whose document title is `title`.
pub fn render(title: &str, pages: &[Page]) -> Result<Vec<u8>, PrintError> {
    let mut doc = PdfDocument::new(title);
    let mut resources = Resources { fonts: BTreeMap::new(), images: BTreeMap::new(), codes: BTreeMap::new() };
    let mut glyphs = BTreeMap::new();
    for item in pages.iter().flat_map(|p| &p.items) {
        resources.add(&mut doc, item, &mut glyphs);
    }
    let mut census = Vec::new();
    for (face, chars) in &glyphs {
        let id = resources.add_font(&mut doc, *face, chars)?;
        census.extend([
            Op::SetFont { font: PdfFontHandle::External(id), size: Pt(1.0) },
            Op::StartTextSection,
            Op::ShowText { items: vec![TextItem::Text(chars.chars().collect())] },
            Op::EndTextSection,
        ]);
    }

    let pdf_pages = pages
        .iter()
        .enumerate()
        .map(|(i, page)| {
            let ops = if i == 0 { std::mem::take(&mut census) } else { Vec::new() };
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
    without_dates(&mut document);

    let contents = page_contents(&document)?;
    if let Some(&(_, first)) = contents.first() {
        resources.read_census(&document, first, &glyphs)?;
    }
    let mut cards = CardDrawings::default();
    let drawn: Vec<ContentStream> = pages
        .iter()
        .map(|page| {
            let mut stream = ContentStream::new();
            let page_ops = PageOps { origin_mm: (0.0, page.height_mm), resources: &resources, in_card: false };
            let mut state = GraphicsState::default();
            for item in &page.items {
                page_ops.draw(item, &mut stream, &mut state, &mut cards);
            }
            stream
        })
        .collect();
    let forms = cards.add_forms(&mut document, contents.first().map(|&(page, _)| page))?;
    // A page drawn exactly as an earlier one shares that page's content stream rather than
    // carrying a copy. (A dozen pages or so: each is compared with those written before it, which
    // costs less than hashing every page.)
    let mut written: Vec<lopdf::ObjectId> = Vec::new();
    for (stream, (page_id, id)) in drawn.into_iter().zip(contents) {
        let bytes = stream.into_bytes(|card, out| match &forms[card] {
            Some(name) => {
                out.name(name).op("Do");
            }
            None => {
                out.extend(&cards.drawings[card].bytes);
            }
        });
        let same = |earlier: &&lopdf::ObjectId| {
            document.get_object(**earlier).and_then(lopdf::Object::as_stream).is_ok_and(|s| s.content == bytes)
        };
        if let Some(&earlier) = written.iter().find(same) {
            document.objects.remove(&id);
            let page = document.get_dictionary_mut(page_id).map_err(|e| missing_stream(&e))?;
            page.set("Contents", lopdf::Object::Reference(earlier));
            continue;
        }
        let object = document.get_object_mut(id).and_then(lopdf::Object::as_stream_mut);
        object.map_err(|e| missing_stream(&e))?.set_content(bytes);
        written.push(id);
    }

    compress_all(document.objects.values_mut().filter_map(|o| o.as_stream_mut().ok()))?;
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

/// Each page and its content stream, in page order.
fn page_contents(document: &lopdf::Document) -> Result<Vec<(lopdf::ObjectId, lopdf::ObjectId)>, PrintError> {
    document
        .get_pages()
        .into_values()
        .map(|page| Ok((page, document.get_dictionary(page)?.get(b"Contents")?.as_reference()?)))
        .collect::<Result<_, lopdf::Error>>()
        .map_err(|e| missing_stream(&e))
}

fn missing_stream(e: &lopdf::Error) -> PrintError {
    PrintError::Pdf(format!("a page's content stream is missing: {e}"))
}

/// Deflates the streams with one compressor for them all (making one costs more than deflating
/// a small stream). Each stream is deflated alone and kept only where it comes out smaller.
fn compress_all<'a>(streams: impl Iterator<Item = &'a mut lopdf::Stream>) -> Result<(), PrintError> {
    let mut deflater = Compress::new(Compression::default(), true);
    for stream in streams {
        if !stream.allows_compression || stream.dict.has(b"Filter") {
            continue;
        }
        let bytes = deflate(&mut deflater, &stream.content)?;
        // (`/Filter /FlateDecode` takes 19 bytes of its own.)
        if bytes.len() + 19 < stream.content.len() {
            stream.dict.set("Filter", "FlateDecode");
            stream.set_content(bytes);
        }
    }
    Ok(())
}

/// Deflates one stream's `content`.
fn deflate(deflater: &mut Compress, content: &[u8]) -> Result<Vec<u8>, PrintError> {
    deflater.reset();
    let mut deflated = Vec::with_capacity(content.len() / 2 + 128);
    loop {
        let consumed = deflater.total_in() as usize;
        match deflater.compress_vec(&content[consumed..], &mut deflated, FlushCompress::Finish) {
            Ok(Status::StreamEnd) => return Ok(deflated),
            Ok(_) => deflated.reserve(deflated.len().max(4096)),
            Err(e) => return Err(PrintError::Pdf(format!("a stream could not be compressed: {e}"))),
        }
    }
}

/// The characters a document writes in one face: a bit for each code point up to the largest.
#[derive(Debug, Default)]
struct CharSet {
    bits: Vec<u64>,
}

impl CharSet {
    fn extend(&mut self, text: &str) {
        for c in text.chars() {
            let (word, bit) = (c as usize / 64, c as usize % 64);
            if word >= self.bits.len() {
                self.bits.resize(word + 1, 0);
            }
            self.bits[word] |= 1 << bit;
        }
    }

    /// The characters, in code point order.
    fn chars(&self) -> impl Iterator<Item = char> + '_ {
        self.bits.iter().enumerate().flat_map(|(word, &bits)| {
            (0..64)
                .filter(move |bit| bits & (1 << bit) != 0)
                .filter_map(move |bit| char::from_u32((word * 64 + bit) as u32))
        })
    }

    fn len(&self) -> usize {
        self.bits.iter().map(|b| b.count_ones() as usize).sum()
    }
}

/// Each character's code in one face's embedded subset, by code point (0, the missing glyph,
/// for a character the face does not have).
#[derive(Debug, Default)]
struct CharCodes {
    codes: Vec<u16>,
}

impl CharCodes {
    fn get(&self, c: char) -> u16 {
        self.codes.get(c as usize).copied().unwrap_or(0)
    }
}

/// The fonts and pictures of a document, each added once, and each face's character codes.
struct Resources {
    fonts: BTreeMap<FontFace, FontId>,
    images: BTreeMap<usize, XObjectId>,
    /// The code of each character in each face's embedded subset (read from the census).
    codes: BTreeMap<FontFace, CharCodes>,
}

impl Resources {
    /// Adds `item`'s pictures, and notes the characters it writes in each face in `glyphs`.
    fn add(&mut self, doc: &mut PdfDocument, item: &Item, glyphs: &mut BTreeMap<FontFace, CharSet>) {
        match item {
            Item::Text { font, text, .. } => glyphs.entry(*font).or_default().extend(text),
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
    fn add_font(&mut self, doc: &mut PdfDocument, face: FontFace, chars: &CharSet) -> Result<FontId, PrintError> {
        let parsed = parsed_font(face)
            .clone()
            .ok_or_else(|| PrintError::Pdf(format!("the embedded font {face:?} could not be read")))?;
        // FNV-1a over the face and the characters.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for c in std::iter::once(face as u32).chain(chars.chars().map(|c| c as u32)) {
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
        self.fonts.insert(face, id.clone());
        Ok(id)
    }

    /// Reads the census on the first page (`contents`): each face's characters, in order, shown
    /// in that face as the codes printpdf gave them in the subset.
    fn read_census(
        &mut self,
        document: &lopdf::Document,
        contents: lopdf::ObjectId,
        glyphs: &BTreeMap<FontFace, CharSet>,
    ) -> Result<(), PrintError> {
        let unreadable = |what: &str| PrintError::Pdf(format!("the fonts' character codes could not be read: {what}"));
        let stream =
            document.get_object(contents).and_then(lopdf::Object::as_stream).map_err(|e| unreadable(&e.to_string()))?;
        let content = lopdf::content::Content::decode(&stream.content).map_err(|e| unreadable(&e.to_string()))?;
        let faces: HashMap<&[u8], FontFace> = self.fonts.iter().map(|(face, id)| (id.0.as_bytes(), *face)).collect();
        let mut face = None;
        for op in &content.operations {
            match (op.operator.as_str(), op.operands.first()) {
                ("Tf", Some(name)) => face = name.as_name().ok().and_then(|n| faces.get(n)).copied(),
                ("Tj", Some(text)) => {
                    let face = face.ok_or_else(|| unreadable("a text before its font"))?;
                    let bytes = text.as_str().map_err(|e| unreadable(&e.to_string()))?;
                    let chars = &glyphs[&face];
                    if bytes.len() != 2 * chars.len() {
                        return Err(unreadable("a face's characters and codes differ in number"));
                    }
                    let mut codes = CharCodes::default();
                    for (c, pair) in chars.chars().zip(bytes.chunks_exact(2)) {
                        if c as usize >= codes.codes.len() {
                            codes.codes.resize(c as usize + 1, 0);
                        }
                        codes.codes[c as usize] = u16::from_be_bytes([pair[0], pair[1]]);
                    }
                    self.codes.insert(face, codes);
                }
                _ => {}
            }
        }
        match glyphs.keys().find(|face| !self.codes.contains_key(face)) {
            Some(face) => Err(unreadable(&format!("{face:?} is not in the census"))),
            None => Ok(()),
        }
    }
}

/// Each face as printpdf reads it for embedding (its tables parsed: some 2 ms a face), once per
/// process: the desktop app reads each face at its first print, not at every preview.
fn parsed_font(face: FontFace) -> &'static Option<ParsedFont> {
    static PARSED: [OnceLock<Option<ParsedFont>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    PARSED[face as usize].get_or_init(|| ParsedFont::from_bytes(face.ttf(), 0, &mut Vec::new()))
}

/// Reads `faces` for embedding on a thread of its own, so that a print that is about to start (the
/// command line's) finds them read while it reads the database and lays out its pages. Name only
/// the faces the print uses (reading a face touches a megabyte or so): any other is read when
/// first needed.
pub fn prepare_fonts(faces: &'static [FontFace]) {
    std::thread::spawn(move || {
        for face in faces {
            parsed_font(*face);
        }
    });
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

/// The drawings of the cards of a document (what a card shows, from its own corner), each
/// distinct drawing once, with how many times it is drawn.
#[derive(Default)]
struct CardDrawings {
    drawings: Vec<CardDrawing>,
    /// The drawings of each length in bytes: a card is compared with those only (cheaper than
    /// hashing every card's bytes).
    by_length: HashMap<usize, Vec<usize>>,
}

struct CardDrawing {
    bytes: Vec<u8>,
    /// The card's width and height, pt.
    size: (f32, f32),
    uses: usize,
}

impl CardDrawings {
    /// Notes one card's drawing; its number among the distinct drawings.
    fn add(&mut self, bytes: Vec<u8>, size: (f32, f32)) -> usize {
        let same_length = self.by_length.entry(bytes.len()).or_default();
        if let Some(&at) = same_length.iter().find(|at| self.drawings[**at].bytes == bytes) {
            self.drawings[at].uses += 1;
            return at;
        }
        let at = self.drawings.len();
        same_length.push(at);
        self.drawings.push(CardDrawing { bytes, size, uses: 1 });
        at
    }

    /// Makes each drawing used more than once a form XObject (ISO 32000-1 §8.10) in `document`,
    /// named in the resources `page` uses (every page shares them); each drawing's form name, or
    /// `None` for a drawing written where it is used.
    fn add_forms(
        &self,
        document: &mut lopdf::Document,
        page: Option<lopdf::ObjectId>,
    ) -> Result<Vec<Option<String>>, PrintError> {
        use lopdf::{dictionary, Object};
        let shared = self.drawings.iter().any(|d| d.uses > 1);
        let (Some(page), true) = (page, shared) else { return Ok(vec![None; self.drawings.len()]) };
        let unreadable = |e: lopdf::Error| PrintError::Pdf(format!("the page's resources could not be read: {e}"));
        let resources =
            document.get_dictionary(page).and_then(|p| p.get(b"Resources")?.as_reference()).map_err(unreadable)?;
        let xobjects =
            document.get_dictionary(resources).and_then(|r| r.get(b"XObject")?.as_reference()).map_err(unreadable)?;
        let mut names = Vec::with_capacity(self.drawings.len());
        for (i, drawing) in self.drawings.iter().enumerate() {
            if drawing.uses < 2 {
                names.push(None);
                continue;
            }
            let (w, h) = drawing.size;
            let form = lopdf::Stream::new(
                dictionary! {
                    "Type" => "XObject",
                    "Subtype" => "Form",
                    "BBox" => vec![0.into(), 0.into(), Object::Real(w), Object::Real(h)],
                    "Resources" => resources,
                },
                drawing.bytes.clone(),
            );
            let id = document.add_object(form);
            let name = format!("C{i}");
            document.get_dictionary_mut(xobjects).map_err(unreadable)?.set(name.as_bytes(), id);
            names.push(Some(name));
        }
        Ok(names)
    }
}

/// How a shape is painted (ISO 32000-1 §8.5.3), with the nonzero winding rule throughout.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Paint {
    Stroke,
    Fill,
    FillStroke,
    Clip,
}

impl Paint {
    fn operator(self) -> &'static str {
        match self {
            Paint::Stroke => "S",
            Paint::Fill => "f",
            Paint::FillStroke => "B",
            Paint::Clip => "W n",
        }
    }
}

/// Draws the items of one page, or of one card on it.
struct PageOps<'r> {
    /// The layout point (mm, y down from the page's top) that is PDF's origin here: the page's
    /// bottom-left corner, or a card's.
    origin_mm: (f32, f32),
    resources: &'r Resources,
    /// Whether these items are on a card (a page's group clipped to a rectangle).
    in_card: bool,
}

impl PageOps<'_> {
    /// A layout point (mm, y down from the top) as a PDF point (pt, y up from the origin).
    fn point(&self, x_mm: f32, y_mm: f32) -> (f32, f32) {
        ((x_mm - self.origin_mm.0) * PT_PER_MM, (self.origin_mm.1 - y_mm) * PT_PER_MM)
    }

    /// Writes a layout point as the two operands of a PDF point.
    fn at(&self, out: &mut ContentStream, x_mm: f32, y_mm: f32) {
        let (x, y) = self.point(x_mm, y_mm);
        out.pt(x).pt(y);
    }

    fn draw(&self, item: &Item, out: &mut ContentStream, state: &mut GraphicsState, cards: &mut CardDrawings) {
        match item {
            Item::Text { x_mm, y_mm, size_pt, font, colour, text } => {
                // Each text is a text section of its own: readers that pull the words out of a PDF
                // (lopdf's, for one) end a line at the end of a section and nowhere else, so texts
                // sharing a section would run together. Its font and colour are set only when
                // they change: both outlast the section.
                out.op("BT");
                state.font(*font, *size_pt, self.resources, out);
                state.fill(*colour, out);
                self.at(out, *x_mm, *y_mm);
                out.op("Td");
                let codes = &self.resources.codes[font];
                out.codes(text.chars().map(|c| codes.get(c))).op("Tj").op("ET");
            }
            Item::Rect { x_mm, y_mm, w_mm, h_mm, stroke, fill } => {
                let Some(paint) = state.paint(*stroke, *fill, out) else { return };
                self.rect(out, *x_mm, *y_mm, *w_mm, *h_mm, paint);
            }
            Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, stroke } => {
                state.stroke(stroke, out);
                self.at(out, *x1_mm, *y1_mm);
                out.op("m");
                self.at(out, *x2_mm, *y2_mm);
                out.op("l").op("S");
            }
            Item::Circle { cx_mm, cy_mm, r_mm, stroke, fill } => {
                let Some(paint) = state.paint(*stroke, *fill, out) else { return };
                self.circle(out, *cx_mm, *cy_mm, *r_mm, paint);
            }
            Item::Path { points, closed, stroke, fill } => {
                let paint = if fill.is_none() && !closed {
                    let Some(stroke) = stroke else { return };
                    state.stroke(stroke, out);
                    None
                } else {
                    let Some(paint) = state.paint(*stroke, *fill, out) else { return };
                    Some(paint)
                };
                for (i, &(x, y)) in points.iter().enumerate() {
                    self.at(out, x, y);
                    out.op(if i == 0 { "m" } else { "l" });
                }
                match paint {
                    None => out.op("S"),
                    Some(paint) => out.op("h").op(paint.operator()),
                };
            }
            Item::Image { x_mm, y_mm, w_mm, h_mm, picture, .. } => {
                // An image is drawn into the unit square; the matrix stretches that square over
                // the box (bottom-left corner at x, y).
                out.op("q").pt(w_mm * PT_PER_MM).number(0.0, 0).number(0.0, 0).pt(h_mm * PT_PER_MM);
                self.at(out, *x_mm, y_mm + h_mm);
                out.op("cm").name(&self.resources.images[&image_key(picture)].0).op("Do").op("Q");
            }
            Item::Group { transform, clip, items } => {
                out.op("q");
                // What the group sets is undone when its graphics state is restored.
                let outside = *state;
                if let Some(t) = transform {
                    let [a, b, c, d, e, f] = self.pdf_matrix(t);
                    out.number(a, 5).number(b, 5).number(c, 5).number(d, 5).pt(e).pt(f).op("cm");
                }
                match clip {
                    Some(Clip::Rect { x_mm, y_mm, w_mm, h_mm }) => {
                        self.rect(out, *x_mm, *y_mm, *w_mm, *h_mm, Paint::Clip)
                    }
                    Some(Clip::Circle { cx_mm, cy_mm, r_mm }) => self.circle(out, *cx_mm, *cy_mm, *r_mm, Paint::Clip),
                    None => {}
                }
                // A group clipped to a rectangle (a card) draws from the rectangle's bottom-left
                // corner: its numbers are then the same wherever the card sits on the sheet, and
                // repeat from card to card, which deflate shortens. It starts from a graphics state
                // of its own (setting its font and colours itself), so that the same card is the
                // same bytes everywhere: drawn more than once, those bytes are one form XObject.
                match (transform, clip) {
                    (None, Some(Clip::Rect { x_mm, y_mm, w_mm, h_mm })) => {
                        let card =
                            PageOps { origin_mm: (*x_mm, y_mm + h_mm), resources: self.resources, in_card: true };
                        out.number(1.0, 0).number(0.0, 0).number(0.0, 0).number(1.0, 0);
                        self.at(out, card.origin_mm.0, card.origin_mm.1);
                        out.op("cm");
                        if self.in_card {
                            // A box clipped within a card is drawn where it is.
                            for item in items {
                                card.draw(item, out, state, cards);
                            }
                        } else {
                            let mut drawing = ContentStream::new();
                            let mut card_state = GraphicsState::default();
                            for item in items {
                                card.draw(item, &mut drawing, &mut card_state, cards);
                            }
                            let bytes = drawing.into_bytes(|_, _| {});
                            out.card(cards.add(bytes, (w_mm * PT_PER_MM, h_mm * PT_PER_MM)));
                        }
                    }
                    _ => {
                        for item in items {
                            self.draw(item, out, state, cards);
                        }
                    }
                }
                out.op("Q");
                *state = outside;
            }
        }
    }

    fn rect(&self, out: &mut ContentStream, x_mm: f32, y_mm: f32, w_mm: f32, h_mm: f32, paint: Paint) {
        self.at(out, x_mm, y_mm + h_mm);
        out.pt(w_mm * PT_PER_MM).pt(h_mm * PT_PER_MM).op("re").op(paint.operator());
    }

    /// A circle as four Bézier arcs, starting at its rightmost point.
    fn circle(&self, out: &mut ContentStream, cx: f32, cy: f32, r: f32, paint: Paint) {
        let k = KAPPA * r;
        self.at(out, cx + r, cy);
        out.op("m");
        let arcs = [
            [(cx + r, cy + k), (cx + k, cy + r), (cx, cy + r)],
            [(cx - k, cy + r), (cx - r, cy + k), (cx - r, cy)],
            [(cx - r, cy - k), (cx - k, cy - r), (cx, cy - r)],
            [(cx + k, cy - r), (cx + r, cy - k), (cx + r, cy)],
        ];
        for arc in arcs {
            for (x, y) in arc {
                self.at(out, x, y);
            }
            out.op("c");
        }
        out.op("h").op(paint.operator());
    }

    /// A layout map (mm, y down) as the PDF matrix that does the same to PDF coordinates (pt, y
    /// up): F·A·F⁻¹, where F moves the origin, flips y and turns mm into pt:
    /// F(x, y) = k·(x − ox, oy − y).
    fn pdf_matrix(&self, t: &Affine) -> [f32; 6] {
        let k = PT_PER_MM;
        let (ox, oy) = self.origin_mm;
        [t.a, -t.b, -t.c, t.d, k * (t.a * ox + t.c * oy + t.e - ox), k * (oy - t.b * ox - t.d * oy - t.f)]
    }
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
    fn font(&mut self, face: FontFace, size_pt: f32, resources: &Resources, out: &mut ContentStream) {
        if self.font != Some((face, size_pt)) {
            out.name(&resources.fonts[&face].0).number(size_pt, 3).op("Tf");
            self.font = Some((face, size_pt));
        }
    }

    fn stroke(&mut self, stroke: &Stroke, out: &mut ContentStream) {
        if self.stroke_colour != Some(stroke.colour) {
            colour(out, stroke.colour, ["G", "RG"]);
            self.stroke_colour = Some(stroke.colour);
        }
        if self.line_width != Some(stroke.width_pt) {
            out.number(stroke.width_pt, 3).op("w");
            self.line_width = Some(stroke.width_pt);
        }
    }

    fn fill(&mut self, fill: Colour, out: &mut ContentStream) {
        if self.fill_colour != Some(fill) {
            colour(out, fill, ["g", "rg"]);
            self.fill_colour = Some(fill);
        }
    }

    /// Sets the colours of a shape's outline and fill; how it is painted, or `None` when it
    /// draws nothing.
    fn paint(&mut self, stroke: Option<Stroke>, fill: Option<Colour>, out: &mut ContentStream) -> Option<Paint> {
        let paint = match (stroke, fill) {
            (Some(_), Some(_)) => Paint::FillStroke,
            (Some(_), None) => Paint::Stroke,
            (None, Some(_)) => Paint::Fill,
            (None, None) => return None,
        };
        if let Some(stroke) = stroke {
            self.stroke(&stroke, out);
        }
        if let Some(colour) = fill {
            self.fill(colour, out);
        }
        Some(paint)
    }
}

/// Sets a colour with the grey or the RGB operator of `operators`, each component to a
/// thousandth (short numbers; finer than any ink).
fn colour(out: &mut ContentStream, colour: Colour, [grey, rgb]: [&str; 2]) {
    let c = |v: f32| v.clamp(0.0, 1.0);
    match colour {
        Colour::Grey(g) => out.number(c(g), 3).op(grey),
        Colour::Rgb(r, g, b) => out.number(c(r), 3).number(c(g), 3).number(c(b), 3).op(rgb),
    };
}

#[cfg(test)]
#[path = "pdf_tests.rs"]
mod tests;
