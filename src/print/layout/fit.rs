//! Text fitted into a box: never silently clipped.
//!
//! A [`TextField`] is text (one or more styled [`Run`]s) meant for a box. [`fit`] tries, in order:
//!
//! 1. **Shrink** (a one-line field): the whole text on one line at the field's size, or smaller,
//!    down to its minimum size.
//! 2. **Wrap**: the text broken into lines at the field's size, then at smaller sizes down to the
//!    minimum, until the lines fit the box's height. (A `paragraph` field starts here.)
//! 3. **Overflow**: at the minimum size, the lines that fit are kept, the last ending in "…", and
//!    the result carries an overflow message that the caller turns into a warning naming the card
//!    and the field.
//!
//! A newline in the text always starts a new line. Sizes step down by a quarter point.

use super::text::{wrap, Span, Style, TextLine};
use super::{pt_to_mm, Colour, FontFace, Item, Metrics, EPS};

/// How a field's lines sit across its box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// How a field's lines sit down its box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VAlign {
    Top,
    Middle,
    Bottom,
}

/// A piece of a field's text in one font and colour, at `scale` times the field's size.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub text: String,
    pub font: FontFace,
    pub colour: Colour,
    pub scale: f32,
}

/// Text for a box: where the box is (mm), what it says, and how it may be fitted.
#[derive(Debug, Clone, PartialEq)]
pub struct TextField {
    /// Names the field in warnings ("skills", "name").
    pub field: String,
    pub x_mm: f32,
    pub y_mm: f32,
    pub w_mm: f32,
    pub h_mm: f32,
    pub runs: Vec<Run>,
    /// The size it is set at if it fits.
    pub size_pt: f32,
    /// The smallest size it may shrink to.
    pub min_size_pt: f32,
    /// Baseline to baseline, as a multiple of the size.
    pub line_height: f32,
    pub align: Align,
    pub valign: VAlign,
    /// Wrap before shrinking (running text); otherwise shrink onto one line first (names, titles).
    pub paragraph: bool,
}

impl TextField {
    /// `text` in `font` at `size_pt`, black, left and top aligned, shrinking to 70% of its size
    /// (never below 5 pt) before it wraps.
    pub fn new(
        field: &str,
        (x_mm, y_mm, w_mm, h_mm): (f32, f32, f32, f32),
        text: &str,
        font: FontFace,
        size_pt: f32,
    ) -> Self {
        TextField {
            field: field.to_string(),
            x_mm,
            y_mm,
            w_mm,
            h_mm,
            runs: vec![Run { text: text.to_string(), font, colour: Colour::BLACK, scale: 1.0 }],
            size_pt,
            min_size_pt: (size_pt * 0.7).max(5.0).min(size_pt),
            line_height: 1.2,
            align: Align::Left,
            valign: VAlign::Top,
            paragraph: false,
        }
    }

    /// Adds a run in `font` at the field's size, in the colour of the run before.
    pub fn then(mut self, text: &str, font: FontFace) -> Self {
        let colour = self.runs.last().map_or(Colour::BLACK, |r| r.colour);
        self.runs.push(Run { text: text.to_string(), font, colour, scale: 1.0 });
        self
    }

    pub fn min_size(mut self, pt: f32) -> Self {
        self.min_size_pt = pt.min(self.size_pt);
        self
    }

    /// Every run in `colour`.
    pub fn colour(mut self, colour: Colour) -> Self {
        for run in &mut self.runs {
            run.colour = colour;
        }
        self
    }

    pub fn align(mut self, align: Align) -> Self {
        self.align = align;
        self
    }

    pub fn valign(mut self, valign: VAlign) -> Self {
        self.valign = valign;
        self
    }

    pub fn centred(self) -> Self {
        self.align(Align::Centre).valign(VAlign::Middle)
    }

    /// Running text: wraps before it shrinks.
    pub fn paragraph(mut self) -> Self {
        self.paragraph = true;
        self
    }

    pub fn line_height(mut self, multiple: f32) -> Self {
        self.line_height = multiple;
        self
    }

    /// All the text, runs joined.
    pub fn text(&self) -> String {
        self.runs.iter().map(|r| r.text.as_str()).collect()
    }
}

/// A field fitted: what to draw, at what size, and what did not fit.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    pub items: Vec<Item>,
    pub size_pt: f32,
    pub lines: usize,
    /// Why the text overflowed its box and what was left out; `None` when it fits.
    pub overflow: Option<String>,
}

/// Fits a field into its box (see the module's documentation).
pub fn fit(m: &Metrics, f: &TextField) -> Fitted {
    let min = f.min_size_pt.min(f.size_pt).max(1.0);
    let line = |size: f32| pt_to_mm(size) * f.line_height;
    if f.runs.iter().all(|r| r.text.trim().is_empty()) {
        return Fitted { items: Vec::new(), size_pt: f.size_pt, lines: 0, overflow: None };
    }

    // 1. Shrink onto one line.
    if !f.paragraph {
        let one = wrap(m, &spans(f, f.size_pt), f32::INFINITY);
        if one.len() == 1 {
            let natural = one[0].width_mm;
            let size = if natural <= f.w_mm + EPS { f.size_pt } else { quarter_down(f.size_pt * f.w_mm / natural) };
            if size >= min - EPS && line(size) <= f.h_mm + EPS {
                // At its own size the line is the one just measured.
                let lines = if size == f.size_pt { one } else { wrap(m, &spans(f, size), f32::INFINITY) };
                return place(m, f, size, lines, None);
            }
        }
    }

    // 2. Wrap, shrinking until the lines fit the box's height.
    let mut size = f.size_pt;
    loop {
        let lines = wrap(m, &spans(f, size), f.w_mm);
        if lines.len() as f32 * line(size) <= f.h_mm + EPS {
            return place(m, f, size, lines, None);
        }
        if size <= min + EPS {
            break;
        }
        size = (size - 0.25).max(min);
    }

    // 3. Overflow: keep what fits, end it with "…", and say what was left out.
    let mut lines = wrap(m, &spans(f, min), f.w_mm);
    let keep = ((f.h_mm + EPS) / line(min)).floor().max(1.0) as usize;
    let dropped: Vec<String> = lines.split_off(keep.min(lines.len())).iter().map(line_text).collect();
    let last = lines.last_mut().expect("at least one line is kept");
    let mut cut = String::new();
    ellipsize(m, last, f.w_mm, &mut cut);
    let left_out = format!("{cut}{}{}", if cut.is_empty() || dropped.is_empty() { "" } else { " " }, dropped.join(" "));
    let overflow = format!(
        "too long for its {:.0} × {:.0} mm box even at {min} pt; left out: \"{}\"",
        f.w_mm,
        f.h_mm,
        shorten(left_out.trim(), 60)
    );
    place(m, f, min, lines, Some(overflow))
}

fn spans(f: &TextField, size: f32) -> Vec<Span<'_>> {
    f.runs
        .iter()
        .map(|r| Span { style: Style { font: r.font, size_pt: size * r.scale, colour: r.colour }, text: &r.text })
        .collect()
}

fn quarter_down(size: f32) -> f32 {
    (size * 4.0 + 1e-3).floor() / 4.0
}

fn line_text(line: &TextLine) -> String {
    line.runs.iter().map(|(_, _, t)| t.as_str()).collect::<Vec<_>>().join("")
}

/// Ends `line` with "…", taking letters off its end until it fits `width_mm`; what was taken
/// goes into `cut`.
fn ellipsize(m: &Metrics, line: &mut TextLine, width_mm: f32, cut: &mut String) {
    let Some((_, style, _)) = line.runs.last().cloned() else { return };
    let ellipsis = m.width_mm(style.font, style.size_pt, "\u{2026}");
    let width =
        |line: &TextLine| -> f32 { line.runs.last().map_or(0.0, |(dx, s, t)| dx + m.width_mm(s.font, s.size_pt, t)) };
    let mut taken = Vec::new();
    while width(line) + ellipsis > width_mm + EPS {
        let Some((_, _, text)) = line.runs.last_mut() else { break };
        match text.pop() {
            Some(c) => taken.push(c),
            None => {
                line.runs.pop();
            }
        }
        if line.runs.is_empty() {
            break;
        }
    }
    // Back to the end of a word, if the line has more than one.
    if let Some((_, _, text)) = line.runs.last_mut() {
        if let Some(space) = text.trim_end().rfind(' ') {
            taken.extend(text[space..].chars().rev());
            text.truncate(space);
        }
    }
    cut.extend(taken.into_iter().rev());
    match line.runs.last_mut() {
        Some((_, _, text)) => {
            let trimmed = text.trim_end().len();
            text.truncate(trimmed);
            text.push('\u{2026}');
        }
        None => line.runs.push((0.0, style, "\u{2026}".to_string())),
    }
    line.width_mm = width(line);
}

fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(max).collect::<String>().trim_end())
    }
}

/// Places fitted lines in the field's box.
fn place(m: &Metrics, f: &TextField, size: f32, lines: Vec<TextLine>, overflow: Option<String>) -> Fitted {
    let line = pt_to_mm(size) * f.line_height;
    let height = lines.len() as f32 * line;
    let top = match f.valign {
        VAlign::Top => f.y_mm,
        VAlign::Middle => f.y_mm + (f.h_mm - height) / 2.0,
        VAlign::Bottom => f.y_mm + f.h_mm - height,
    };
    let font = f.runs.first().map_or(FontFace::Regular, |r| r.font);
    let baseline = m.baseline_mm(font, size, line);
    let count = lines.len();
    let mut items = Vec::new();
    for (i, l) in lines.into_iter().enumerate() {
        let x = match f.align {
            Align::Left => f.x_mm,
            Align::Centre => f.x_mm + (f.w_mm - l.width_mm) / 2.0,
            Align::Right => f.x_mm + f.w_mm - l.width_mm,
        };
        items.extend(l.items(x, top + i as f32 * line + baseline));
    }
    Fitted { items, size_pt: size, lines: count, overflow }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(f: &Fitted) -> Vec<String> {
        f.items.iter().flat_map(|i| i.texts()).map(str::to_string).collect()
    }

    /// Every text item's ink stays inside the field's box.
    fn assert_inside(m: &Metrics, f: &TextField, fitted: &Fitted) {
        for item in &fitted.items {
            let Item::Text { x_mm, y_mm, size_pt, font, text, .. } = item else { panic!("{item:?}") };
            let right = x_mm + m.width_mm(*font, *size_pt, text);
            let top = y_mm - m.ascent_mm(*font, *size_pt);
            let bottom = y_mm + m.descent_mm(*font, *size_pt);
            assert!(*x_mm >= f.x_mm - EPS && right <= f.x_mm + f.w_mm + EPS, "{text:?} runs across");
            // The font's ascent and descent reach a little beyond the line box.
            let slack = pt_to_mm(*size_pt) * 0.2;
            assert!(top >= f.y_mm - slack && bottom <= f.y_mm + f.h_mm + slack, "{text:?} runs down");
        }
    }

    #[test]
    fn a_short_name_is_set_at_its_size() {
        let m = Metrics::embedded();
        let f = TextField::new("name", (0.0, 0.0, 50.0, 6.0), "Wyatt Earp", FontFace::Heading, 12.0);
        let fitted = fit(&m, &f);
        assert_eq!((fitted.size_pt, fitted.lines, fitted.overflow.clone()), (12.0, 1, None));
        assert_eq!(texts(&fitted), ["Wyatt Earp"]);
        assert_inside(&m, &f, &fitted);
    }

    #[test]
    fn a_long_name_shrinks_onto_one_line_before_it_wraps() {
        let m = Metrics::embedded();
        let name = "Marshal Dan Tolliver";
        let f = TextField::new("name", (0.0, 0.0, 40.0, 12.0), name, FontFace::Heading, 12.0).min_size(7.0);
        let fitted = fit(&m, &f);
        assert_eq!(fitted.lines, 1);
        assert!(fitted.size_pt < 12.0 && fitted.size_pt >= 7.0, "{}", fitted.size_pt);
        assert_eq!(texts(&fitted), [name]);
        assert_inside(&m, &f, &fitted);
        // At its minimum it still would not fit on one line: then it wraps.
        let f = TextField::new("name", (0.0, 0.0, 25.0, 12.0), name, FontFace::Heading, 12.0).min_size(10.0);
        let fitted = fit(&m, &f);
        assert!(fitted.lines >= 2 && fitted.overflow.is_none(), "{fitted:?}");
        assert_eq!(texts(&fitted).join(" "), name);
        assert_inside(&m, &f, &fitted);
    }

    #[test]
    fn a_paragraph_wraps_then_shrinks_to_fit_the_height() {
        let m = Metrics::embedded();
        let text = "Adds three dice in a fast draw situation; when blazing away he can hit with one extra shot.";
        let f =
            TextField::new("skills", (5.0, 10.0, 40.0, 12.0), text, FontFace::Regular, 9.0).min_size(5.0).paragraph();
        let fitted = fit(&m, &f);
        assert!(fitted.overflow.is_none());
        assert!(fitted.lines > 1);
        assert!(fitted.size_pt < 9.0);
        assert_eq!(texts(&fitted).join(" "), text);
        assert_inside(&m, &f, &fitted);
    }

    #[test]
    fn text_that_cannot_fit_is_cut_with_an_ellipsis_and_reported() {
        let m = Metrics::embedded();
        let text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen";
        let f = TextField::new("notes", (0.0, 0.0, 20.0, 5.0), text, FontFace::Regular, 8.0).min_size(6.0).paragraph();
        let fitted = fit(&m, &f);
        let why = fitted.overflow.clone().expect("an overflow is reported");
        assert!(why.contains("even at 6 pt; left out: \""), "{why}");
        let left_out = why.split('"').nth(1).unwrap();
        assert!(left_out.split(' ').all(|w| text.contains(w.trim_end_matches('…'))), "whole words: {why}");
        assert_eq!(fitted.size_pt, 6.0);
        let shown = texts(&fitted).join(" ");
        assert!(shown.ends_with('\u{2026}') && shown.starts_with("one"), "{shown}");
        assert_inside(&m, &f, &fitted);
    }

    #[test]
    fn newlines_start_new_lines_and_alignment_is_kept() {
        let m = Metrics::embedded();
        let f = TextField::new("weapons", (10.0, 0.0, 40.0, 20.0), "Six-shooter\nKnife", FontFace::Regular, 8.0)
            .align(Align::Right)
            .valign(VAlign::Bottom);
        let fitted = fit(&m, &f);
        assert_eq!(texts(&fitted), ["Six-shooter", "Knife"]);
        for item in &fitted.items {
            let Item::Text { x_mm, size_pt, font, text, .. } = item else { unreachable!() };
            assert!((x_mm + m.width_mm(*font, *size_pt, text) - 50.0).abs() < 1e-3, "right-aligned");
        }
        assert_inside(&m, &f, &fitted);
    }

    #[test]
    fn styled_runs_keep_their_fonts_and_colours() {
        let m = Metrics::embedded();
        let red = Colour::Rgb(0.75, 0.05, 0.05);
        let f = TextField::new("rank", (0.0, 0.0, 30.0, 8.0), "A", FontFace::Bold, 10.0)
            .colour(red)
            .then("\u{2665}", FontFace::Regular);
        let fitted = fit(&m, &f);
        let fonts: Vec<(FontFace, Colour)> = fitted
            .items
            .iter()
            .map(|i| match i {
                Item::Text { font, colour, .. } => (*font, *colour),
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(fonts, [(FontFace::Bold, red), (FontFace::Regular, red)]);
    }
}
