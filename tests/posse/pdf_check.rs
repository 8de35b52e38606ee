//! Reading a PDF back with an independent parser (lopdf): page sizes, embedded fonts, and what each
//! page draws — clip rectangles, filled rectangles and stroked lines — in millimetres from the
//! page's top-left corner, with every `cm` (page scaling, card placement) applied.

use lopdf::{Dictionary, Document, Object};

pub const MM_PER_PT: f32 = 25.4 / 72.0;

/// The page's MediaBox, `[x0 y0 x1 y1]` in points, looked up through the page tree.
pub fn media_box(pdf: &Document, page: &Dictionary) -> [f32; 4] {
    let mut dict = page;
    loop {
        if let Ok(object) = dict.get(b"MediaBox") {
            let array = pdf.dereference(object).unwrap().1.as_array().unwrap();
            let numbers: Vec<f32> = array.iter().map(|n| n.as_float().unwrap()).collect();
            return numbers.try_into().unwrap();
        }
        dict = dict.get_deref(b"Parent", pdf).unwrap().as_dict().expect("a MediaBox in the tree");
    }
}

/// Every page's size in mm, in order.
pub fn page_sizes(pdf: &Document) -> Vec<(f32, f32)> {
    pdf.get_pages()
        .values()
        .map(|&id| {
            let [x0, y0, x1, y1] = media_box(pdf, pdf.get_object(id).unwrap().as_dict().unwrap());
            ((x1 - x0) * MM_PER_PT, (y1 - y0) * MM_PER_PT)
        })
        .collect()
}

pub fn deref_dict<'a>(pdf: &'a Document, object: &'a Object) -> &'a Dictionary {
    pdf.dereference(object).unwrap().1.as_dict().unwrap()
}

/// Checks a font dictionary's font is embedded as a subset, and returns its name.
pub fn embedded_subset(pdf: &Document, font: &Dictionary) -> String {
    let base_font = String::from_utf8_lossy(font.get(b"BaseFont").unwrap().as_name().unwrap()).to_string();
    let descriptor = match font.get(b"DescendantFonts") {
        Ok(descendants) => {
            let array = pdf.dereference(descendants).unwrap().1.as_array().unwrap();
            let cid_font = deref_dict(pdf, &array[0]);
            deref_dict(pdf, cid_font.get(b"FontDescriptor").unwrap())
        }
        Err(_) => deref_dict(pdf, font.get(b"FontDescriptor").expect("an embedded font has a descriptor")),
    };
    assert!(
        [b"FontFile2".as_slice(), b"FontFile3", b"FontFile"].iter().any(|key| descriptor.has(key)),
        "{base_font} is not embedded"
    );
    // A subset's name starts with six capital letters and a plus: "ABCDEF+DejaVuSans".
    let (tag, _) = base_font.split_once('+').unwrap_or_else(|| panic!("{base_font} is not a subset"));
    assert!(tag.len() == 6 && tag.bytes().all(|b| b.is_ascii_uppercase()), "{base_font}");
    base_font
}

/// Every font of every page is embedded as a subset; their names.
pub fn fonts(pdf: &Document) -> std::collections::BTreeSet<String> {
    let mut fonts = std::collections::BTreeSet::new();
    for &id in pdf.get_pages().values() {
        for (_, font) in pdf.get_page_fonts(id).unwrap() {
            fonts.insert(embedded_subset(pdf, font));
        }
    }
    fonts
}

/// A box in mm from the page's top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mm {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Mm {
    pub fn shrunk(self, by: f32) -> Mm {
        Mm { x: self.x + by, y: self.y + by, w: self.w - 2.0 * by, h: self.h - 2.0 * by }
    }

    pub fn close_to(&self, other: &Mm, tolerance: f32) -> bool {
        (self.x - other.x).abs() < tolerance
            && (self.y - other.y).abs() < tolerance
            && (self.w - other.w).abs() < tolerance
            && (self.h - other.h).abs() < tolerance
    }
}

/// A stroked straight line, in mm from the top-left, and its width in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stroke {
    pub x1: f32,
    pub y1: f32,
    pub x2: f32,
    pub y2: f32,
    pub width_pt: f32,
}

/// What one page draws.
#[derive(Debug, Default)]
pub struct Drawn {
    /// Rectangular clips not inside another clip, in drawing order (each card is clipped to its
    /// bleed box).
    pub clips: Vec<Mm>,
    /// Clips made of curves, not inside another clip (round chits): their bounding boxes.
    pub round_clips: Vec<Mm>,
    /// Filled rectangles, with the clip they were drawn in (if any).
    pub fills: Vec<(Mm, Option<Mm>)>,
    /// Straight lines stroked outside any clip (crop marks, cut guides, the ruler).
    pub loose_strokes: Vec<Stroke>,
    /// The first `cm` of the page, if any (the printer's scale correction).
    pub page_matrix: Option<[f32; 6]>,
}

type Matrix = [f32; 6];

fn multiply(m: &Matrix, n: &Matrix) -> Matrix {
    // m applied first, then n (PDF row-vector convention: [x y 1]·M).
    [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]
}

fn apply(m: &Matrix, x: f32, y: f32) -> (f32, f32) {
    (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
}

/// Walks a page's content stream.
pub fn drawn(pdf: &Document, page_number: u32) -> Drawn {
    let id = pdf.get_pages()[&page_number];
    let page = pdf.get_object(id).unwrap().as_dict().unwrap();
    let [_, y0, _, y1] = media_box(pdf, page);
    let height_pt = y1 - y0;
    let content = pdf.get_and_decode_page_content(id).unwrap();
    let to_mm = |x: f32, y: f32| (x * MM_PER_PT, (height_pt - y) * MM_PER_PT);
    let mut out = Drawn::default();
    let mut ctm: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];
    let mut stack: Vec<(Matrix, Option<Mm>, f32)> = Vec::new();
    let mut clip: Option<Mm> = None;
    let mut width = 1.0f32;
    let mut rect: Option<Mm> = None;
    let mut path: Vec<(f32, f32)> = Vec::new();
    let mut curved = false;
    let nums =
        |o: &lopdf::content::Operation| -> Vec<f32> { o.operands.iter().map(|n| n.as_float().unwrap()).collect() };
    let boxed = |points: &[(f32, f32)]| -> Mm {
        let xs = points.iter().map(|p| p.0);
        let ys = points.iter().map(|p| p.1);
        let (x0, x1) = (xs.clone().fold(f32::MAX, f32::min), xs.fold(f32::MIN, f32::max));
        let (y0, y1) = (ys.clone().fold(f32::MAX, f32::min), ys.fold(f32::MIN, f32::max));
        Mm { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }
    };
    for op in &content.operations {
        match op.operator.as_str() {
            "q" => stack.push((ctm, clip, width)),
            "Q" => (ctm, clip, width) = stack.pop().unwrap(),
            "cm" => {
                let m: Matrix = nums(op).try_into().unwrap();
                if out.page_matrix.is_none() && stack.len() == 1 && clip.is_none() {
                    out.page_matrix = Some(m);
                }
                ctm = multiply(&m, &ctm);
            }
            "w" => width = nums(op)[0],
            "re" => {
                let n = nums(op);
                let corners = [(n[0], n[1]), (n[0] + n[2], n[1] + n[3])].map(|(x, y)| {
                    let (x, y) = apply(&ctm, x, y);
                    to_mm(x, y)
                });
                rect = Some(boxed(&corners));
            }
            "m" => {
                let n = nums(op);
                let (x, y) = apply(&ctm, n[0], n[1]);
                path = vec![to_mm(x, y)];
                curved = false;
            }
            "l" => {
                let n = nums(op);
                let (x, y) = apply(&ctm, n[0], n[1]);
                path.push(to_mm(x, y));
            }
            "c" => {
                let n = nums(op);
                for pair in n.chunks(2) {
                    let (x, y) = apply(&ctm, pair[0], pair[1]);
                    path.push(to_mm(x, y));
                }
                curved = true;
            }
            "W" | "W*" => {
                let outermost = clip.is_none();
                if let Some(r) = rect.take() {
                    if outermost {
                        out.clips.push(r);
                    }
                    clip = Some(r);
                } else if curved {
                    let b = boxed(&path);
                    if outermost {
                        out.round_clips.push(b);
                    }
                    clip = Some(b);
                }
            }
            "f" | "f*" | "B" | "B*" => {
                if let Some(r) = rect.take() {
                    out.fills.push((r, clip));
                }
            }
            "S" => {
                if rect.take().is_none() && path.len() == 2 && clip.is_none() {
                    let (a, b) = (path[0], path[1]);
                    let scale = (ctm[0] * ctm[0] + ctm[1] * ctm[1]).sqrt();
                    out.loose_strokes.push(Stroke { x1: a.0, y1: a.1, x2: b.0, y2: b.1, width_pt: width * scale });
                }
                path.clear();
            }
            "n" => {
                rect = None;
                path.clear();
            }
            _ => {}
        }
    }
    out
}
