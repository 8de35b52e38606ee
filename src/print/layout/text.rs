//! Text measurement and wrapping: the embedded fonts' [`Metrics`], and paragraphs of styled
//! [`Span`]s broken into tokens, words and [`TextLine`]s no wider than their box.

use super::{Colour, FontFace, Item, EPS};
use crate::print::template::pt_to_mm;

/// Text measurement with the embedded fonts' metrics, so that layout wraps text exactly where the
/// PDF will draw it.
pub struct Metrics {
    faces: [ttf_parser::Face<'static>; 3],
    /// Each face's advance of the ASCII characters, in ems: most text is ASCII, and a table is
    /// quicker than the font's character map (a playsheet measures some 100,000 characters).
    ascii: [[f32; 128]; 3],
}

impl Metrics {
    /// The metrics of the fonts embedded in the program ([`FontFace::ttf`]).
    pub fn embedded() -> Metrics {
        let faces = FontFace::ALL.map(|face| {
            ttf_parser::Face::parse(face.ttf(), 0)
                .unwrap_or_else(|e| panic!("the embedded font {face:?} is a valid TrueType: {e}"))
        });
        let ascii = [0, 1, 2].map(|f| {
            let mut ems = [0.0; 128];
            for (code, em) in ems.iter_mut().enumerate() {
                *em = advance_ems(&faces[f], char::from(code as u8));
            }
            ems
        });
        Metrics { faces, ascii }
    }

    fn face(&self, font: FontFace) -> &ttf_parser::Face<'static> {
        &self.faces[font as usize]
    }

    /// The advance width of `text` set in `font` at `size_pt`, in mm (no kerning: the PDF has
    /// none either). A character the font lacks is measured as the font's missing-glyph box,
    /// which is what is drawn.
    pub fn width_mm(&self, font: FontFace, size_pt: f32, text: &str) -> f32 {
        let ascii = &self.ascii[font as usize];
        let ems: f32 = text
            .chars()
            .map(|c| match ascii.get(c as usize) {
                Some(em) => *em,
                None => advance_ems(self.face(font), c),
            })
            .sum();
        pt_to_mm(ems * size_pt)
    }

    /// How far the font's tallest glyphs reach above the baseline, in mm.
    pub fn ascent_mm(&self, font: FontFace, size_pt: f32) -> f32 {
        let face = self.face(font);
        pt_to_mm(f32::from(face.ascender()) / f32::from(face.units_per_em()) * size_pt)
    }

    /// How far the font's glyphs reach below the baseline, in mm (a positive number).
    pub fn descent_mm(&self, font: FontFace, size_pt: f32) -> f32 {
        let face = self.face(font);
        pt_to_mm(-f32::from(face.descender()) / f32::from(face.units_per_em()) * size_pt)
    }

    /// Where the baseline sits below the top of a line box `line_mm` high, with the font's ink
    /// centred in the box.
    pub fn baseline_mm(&self, font: FontFace, size_pt: f32, line_mm: f32) -> f32 {
        let ascent = self.ascent_mm(font, size_pt);
        let descent = self.descent_mm(font, size_pt);
        (line_mm - ascent - descent) / 2.0 + ascent
    }
}

/// The advance of `c` in `face`, in ems (the missing-glyph box's for a character it lacks).
fn advance_ems(face: &ttf_parser::Face<'_>, c: char) -> f32 {
    let glyph = face.glyph_index(c).unwrap_or(ttf_parser::GlyphId(0));
    f32::from(face.glyph_hor_advance(glyph).unwrap_or(0)) / f32::from(face.units_per_em())
}

/// A font, size and colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Style {
    pub(super) font: FontFace,
    pub(super) size_pt: f32,
    pub(super) colour: Colour,
}

/// A piece of a paragraph in one style.
pub(super) struct Span<'s> {
    pub(super) style: Style,
    pub(super) text: &'s str,
}

/// A word (or part of one) in one style, its width, and whether a space separates it from what
/// comes before.
struct Token<'s> {
    style: Style,
    text: &'s str,
    width_mm: f32,
    space_before: bool,
    newline_before: bool,
    /// A line may break before this token: after whitespace, or after a hyphen in a word.
    break_before: bool,
}

/// A wrapped line: runs of text at x offsets from the line's start, and its width.
#[derive(Debug, Default)]
pub(super) struct TextLine {
    pub(super) runs: Vec<(f32, Style, String)>,
    pub(super) width_mm: f32,
}

impl TextLine {
    /// The line's runs as items, starting at `x` with the baseline at `baseline`.
    pub(super) fn items(self, x: f32, baseline: f32) -> impl Iterator<Item = Item> {
        self.runs.into_iter().map(move |(dx, style, text)| Item::Text {
            x_mm: x + dx,
            y_mm: baseline,
            size_pt: style.size_pt,
            font: style.font,
            colour: style.colour,
            text,
        })
    }
}

/// Wraps a paragraph into lines no wider than `width_mm`. Whitespace separates words; a
/// newline starts a new line; a word wider than the line is broken between letters.
pub(super) fn wrap(m: &Metrics, spans: &[Span<'_>], width_mm: f32) -> Vec<TextLine> {
    // Most of a card's texts are one word ("7", "12+", "PEN"): one line, as the general way below
    // would lay it, without the lists it keeps.
    if let [span] = spans {
        let one_word = !span.text.is_empty() && !span.text.chars().any(|c| c.is_whitespace() || c == '-');
        if one_word {
            let width = measure(m, span.style, span.text);
            if width <= width_mm + EPS {
                return vec![TextLine { runs: vec![(0.0, span.style, span.text.to_string())], width_mm: width }];
            }
        }
    }
    let mut lines = Vec::new();
    let mut line = TextLine::default();
    let tokens = tokens(m, spans);
    for word in words(&tokens) {
        let word = &tokens[word];
        let word_width: f32 = word.iter().map(|t| t.width_mm).sum();
        let first = &word[0];
        if first.newline_before && !line.runs.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        let spaced = first.space_before && !line.runs.is_empty();
        let space = if spaced { measure(m, first.style, " ") } else { 0.0 };
        if !line.runs.is_empty() && line.width_mm + space + word_width > width_mm + EPS {
            lines.push(std::mem::take(&mut line));
        }
        if word_width <= width_mm + EPS || !line.runs.is_empty() {
            for (i, token) in word.iter().enumerate() {
                let spaced = i == 0 && token.space_before && !line.runs.is_empty();
                append(m, &mut line, token.style, token.text, token.width_mm, spaced);
            }
            continue;
        }
        // Wider than a whole line: break between letters.
        for token in word {
            for c in token.text.chars() {
                let mut buf = [0u8; 4];
                let c = c.encode_utf8(&mut buf);
                let w = measure(m, token.style, c);
                if !line.runs.is_empty() && line.width_mm + w > width_mm + EPS {
                    lines.push(std::mem::take(&mut line));
                }
                append(m, &mut line, token.style, c, w, false);
            }
        }
    }
    if !line.runs.is_empty() {
        lines.push(line);
    }
    lines
}

pub(super) fn measure(m: &Metrics, style: Style, text: &str) -> f32 {
    m.width_mm(style.font, style.size_pt, text)
}

/// Adds `text` (`width` mm wide) at the end of `line`, after a space if `spaced`; text in the
/// style of the last run joins it.
fn append(m: &Metrics, line: &mut TextLine, style: Style, text: &str, width: f32, spaced: bool) {
    let space = if spaced { measure(m, style, " ") } else { 0.0 };
    match line.runs.last_mut() {
        Some((_, last, run)) if *last == style => {
            if spaced {
                run.push(' ');
            }
            run.push_str(text);
        }
        _ => line.runs.push((line.width_mm + space, style, text.to_string())),
    }
    line.width_mm += space + width;
}

/// Splits text into tokens: runs of non-space characters in one style, each knowing whether
/// whitespace (or a newline) came before it, each measured. A hyphen after a letter ends a token
/// too, so that "Wolfenstein-Harrington" may break after its hyphen.
fn tokens<'s>(m: &Metrics, spans: &[Span<'s>]) -> Vec<Token<'s>> {
    let mut out = Vec::new();
    let mut space = false;
    let mut newline = false;
    let mut after_hyphen = false;
    for span in spans {
        // The current token: where it starts in the span's text, and its last character.
        let mut start: Option<usize> = None;
        let mut last: Option<char> = None;
        let mut flush =
            |end: usize, start: &mut Option<usize>, space: &mut bool, newline: &mut bool, hyphen: &mut bool| {
                if let Some(from) = start.take() {
                    let text = &span.text[from..end];
                    out.push(Token {
                        style: span.style,
                        text,
                        width_mm: measure(m, span.style, text),
                        space_before: *space,
                        newline_before: *newline,
                        break_before: *space || *hyphen,
                    });
                    *space = false;
                    *newline = false;
                    *hyphen = false;
                }
            };
        for (at, c) in span.text.char_indices() {
            if c.is_whitespace() {
                flush(at, &mut start, &mut space, &mut newline, &mut after_hyphen);
                last = None;
                space = true;
                after_hyphen = false;
                newline |= c == '\n';
            } else {
                let breaks = c == '-' && last.is_some_and(char::is_alphabetic);
                start.get_or_insert(at);
                last = Some(c);
                if breaks {
                    flush(at + c.len_utf8(), &mut start, &mut space, &mut newline, &mut after_hyphen);
                    last = None;
                    after_hyphen = true;
                }
            }
        }
        flush(span.text.len(), &mut start, &mut space, &mut newline, &mut after_hyphen);
    }
    out
}

/// Groups tokens into words, the units that wrapping keeps on one line: a token before which
/// no line may break belongs to the previous word. Each word is a range of `tokens`.
fn words(tokens: &[Token<'_>]) -> Vec<std::ops::Range<usize>> {
    let mut out: Vec<std::ops::Range<usize>> = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        match out.last_mut() {
            Some(word) if !token.break_before => word.end = i + 1,
            _ => out.push(i..i + 1),
        }
    }
    out
}
