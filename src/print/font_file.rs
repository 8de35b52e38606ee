//! The embedded fonts as Posse ships them, made once from the DejaVu 2.37 originals (here, not
//! on every print), so that a PDF's font subsets carry only what a printed page needs:
//!
//! - **The licence text once.** Each DejaVu file held its licence text twice in its `name` table (a
//!   Macintosh copy and a Windows copy, in UTF-16, twice the bytes), and a PDF's font subset keeps
//!   the whole table. The Windows copy is left out ([`without_second_licence`]); the Macintosh copy
//!   keeps the full notice, as the licence asks of every copy (`templates/fonts/LICENSE-DejaVu.txt`).
//! - **No hinting.** TrueType hinting (the `fpgm`, `prep` and `cvt ` tables and each glyph's
//!   instructions) fits outlines to a screen's pixel grid at small sizes; a printer at 300 dpi or
//!   more has no use for it, and pdf.js and Poppler draw without it. It was half of every subset a
//!   PDF embeds (the action deck's two subsets: 23.5 KB → 12 KB). [`without_hinting`] leaves it out;
//!   the outlines, advances and every other table are unchanged (the licence allows modified fonts
//!   under names without "Bitstream" or "Vera", which DejaVu's are).
//!
//! The test below checks the shipped files are so; `UPDATE_FONTS=1 cargo test --workspace --lib
//! font_file` makes them so from the files in `templates/fonts/` (the DejaVu originals or these).

/// The `name` record of the licence description.
const LICENSE_DESCRIPTION: u16 = 13;
/// The Windows platform.
const WINDOWS: u16 = 3;

fn u16_at(data: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes(data.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(data: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(data.get(at..at + 4)?.try_into().ok()?))
}

/// The sum of a table's big-endian 32-bit words, its last word padded with zeros.
fn checksum(data: &[u8]) -> u32 {
    data.chunks(4).fold(0u32, |sum, chunk| {
        let mut word = [0u8; 4];
        word[..chunk.len()].copy_from_slice(chunk);
        sum.wrapping_add(u32::from_be_bytes(word))
    })
}

/// A `name` table (format 0) without the Windows licence record; `None` if it has none or is not
/// format 0.
fn slim_name(table: &[u8]) -> Option<Vec<u8>> {
    if u16_at(table, 0)? != 0 {
        return None;
    }
    let count = usize::from(u16_at(table, 2)?);
    let storage = usize::from(u16_at(table, 4)?);
    let mut records = Vec::with_capacity(count);
    for i in 0..count {
        let at = 6 + 12 * i;
        let field = |k: usize| u16_at(table, at + 2 * k);
        records.push([field(0)?, field(1)?, field(2)?, field(3)?, field(4)?, field(5)?]);
    }
    let kept: Vec<[u16; 6]> =
        records.iter().copied().filter(|r| !(r[0] == WINDOWS && r[3] == LICENSE_DESCRIPTION)).collect();
    if kept.len() == records.len() {
        return None;
    }
    let new_storage = 6 + 12 * kept.len();
    let mut strings: Vec<u8> = Vec::new();
    let mut out = Vec::with_capacity(table.len());
    out.extend(0u16.to_be_bytes());
    out.extend((kept.len() as u16).to_be_bytes());
    out.extend((new_storage as u16).to_be_bytes());
    for r in &kept {
        let (length, offset) = (usize::from(r[4]), usize::from(r[5]));
        let text = table.get(storage + offset..storage + offset + length)?;
        let new_offset = strings.len() as u16;
        strings.extend_from_slice(text);
        for v in [r[0], r[1], r[2], r[3], r[4], new_offset] {
            out.extend(v.to_be_bytes());
        }
    }
    out.extend(strings);
    Some(out)
}

/// The font file with the Windows copy of its licence text left out (see the module's
/// documentation); the file as it is if it has no such record or cannot be read.
pub fn without_second_licence(ttf: &[u8]) -> Vec<u8> {
    let rebuilt = || {
        let mut tables = tables(ttf)?;
        let name = tables.iter_mut().find(|(tag, _)| tag == b"name")?;
        name.1 = slim_name(&name.1)?;
        assemble(ttf, &tables)
    };
    rebuilt().unwrap_or_else(|| ttf.to_vec())
}

/// The font file without its hinting (see the module's documentation): no `fpgm`, `prep`, `cvt `,
/// no instructions in any glyph, the `loca` offsets moved to match. The file as it is if it has
/// no hinting or cannot be read.
pub fn without_hinting(ttf: &[u8]) -> Vec<u8> {
    let rebuilt = || {
        let mut tables = tables(ttf)?;
        let hinted = tables.iter().any(|(tag, _)| HINTING.contains(&tag));
        tables.retain(|(tag, _)| !HINTING.contains(&tag));
        let long_offsets = u16_at(&tables.iter().find(|(tag, _)| tag == b"head")?.1, 50)? == 1;
        let loca = &tables.iter().find(|(tag, _)| tag == b"loca")?.1;
        let offsets: Vec<usize> = if long_offsets {
            loca.chunks_exact(4).map(|w| u32::from_be_bytes([w[0], w[1], w[2], w[3]]) as usize).collect()
        } else {
            loca.chunks_exact(2).map(|w| 2 * usize::from(u16::from_be_bytes([w[0], w[1]]))).collect()
        };
        let glyf = &tables.iter().find(|(tag, _)| tag == b"glyf")?.1;
        let mut new_glyf = Vec::with_capacity(glyf.len());
        let mut new_offsets = Vec::with_capacity(offsets.len());
        let mut stripped_any = false;
        for pair in offsets.windows(2) {
            new_offsets.push(new_glyf.len());
            let glyph = glyf.get(pair[0]..pair[1])?;
            let bare = glyph_without_instructions(glyph)?;
            stripped_any |= bare.len() != glyph.len();
            new_glyf.extend_from_slice(&bare);
            new_glyf.resize(new_glyf.len().div_ceil(4) * 4, 0);
        }
        new_offsets.push(new_glyf.len());
        if !hinted && !stripped_any {
            return None;
        }
        let new_loca: Vec<u8> = if long_offsets {
            new_offsets.iter().flat_map(|&o| (o as u32).to_be_bytes()).collect()
        } else {
            new_offsets.iter().flat_map(|&o| u16::try_from(o / 2).unwrap_or(u16::MAX).to_be_bytes()).collect()
        };
        for (tag, table) in &mut tables {
            match &*tag {
                b"glyf" => *table = std::mem::take(&mut new_glyf),
                b"loca" => *table = new_loca.clone(),
                _ => {}
            }
        }
        assemble(ttf, &tables)
    };
    rebuilt().unwrap_or_else(|| ttf.to_vec())
}

/// The tables that hold TrueType hinting programs and their data.
const HINTING: [&[u8; 4]; 3] = [b"fpgm", b"prep", b"cvt "];

/// One glyph's data (`glyf`, ISO/IEC 14496-22 §5.3.3) without its instructions.
fn glyph_without_instructions(glyph: &[u8]) -> Option<Vec<u8>> {
    if glyph.is_empty() {
        return Some(Vec::new());
    }
    let contours = i16::from_be_bytes(glyph.get(0..2)?.try_into().ok()?);
    if contours >= 0 {
        // Header, the contours' end points, then the instructions' length and the instructions.
        let at = 10 + 2 * contours as usize;
        let length = usize::from(u16_at(glyph, at)?);
        let mut out = glyph.get(..at)?.to_vec();
        out.extend([0, 0]);
        out.extend_from_slice(glyph.get(at + 2 + length..)?);
        return Some(out);
    }
    // A composite: its components, each a flags word saying what follows; the last one's
    // WE_HAVE_INSTRUCTIONS flag says instructions come after the components.
    const ARGS_ARE_WORDS: u16 = 0x0001;
    const SCALE: u16 = 0x0008;
    const MORE_COMPONENTS: u16 = 0x0020;
    const X_AND_Y_SCALE: u16 = 0x0040;
    const TWO_BY_TWO: u16 = 0x0080;
    const INSTRUCTIONS: u16 = 0x0100;
    let mut out = glyph.get(..10)?.to_vec();
    let mut at = 10;
    loop {
        let flags = u16_at(glyph, at)?;
        let mut size = 4 + if flags & ARGS_ARE_WORDS != 0 { 4 } else { 2 };
        size += if flags & SCALE != 0 {
            2
        } else if flags & X_AND_Y_SCALE != 0 {
            4
        } else if flags & TWO_BY_TWO != 0 {
            8
        } else {
            0
        };
        out.extend((flags & !INSTRUCTIONS).to_be_bytes());
        out.extend_from_slice(glyph.get(at + 2..at + size)?);
        at += size;
        if flags & MORE_COMPONENTS == 0 {
            return Some(out);
        }
    }
}

/// A font file's tables: each tag and its bytes.
fn tables(ttf: &[u8]) -> Option<Vec<([u8; 4], Vec<u8>)>> {
    let count = usize::from(u16_at(ttf, 4)?);
    (0..count)
        .map(|i| {
            let at = 12 + 16 * i;
            let tag: [u8; 4] = ttf.get(at..at + 4)?.try_into().ok()?;
            let offset = u32_at(ttf, at + 8)? as usize;
            let length = u32_at(ttf, at + 12)? as usize;
            Some((tag, ttf.get(offset..offset + length)?.to_vec()))
        })
        .collect()
}

/// A font file of `tables`, with `ttf`'s version and search fields (recomputed for the new count)
/// and a `head` whose checkSumAdjustment makes the whole file sum to the magic number.
fn assemble(ttf: &[u8], tables: &[([u8; 4], Vec<u8>)]) -> Option<Vec<u8>> {
    let count = tables.len();
    let padded = |len: usize| len.div_ceil(4) * 4;
    let mut out = Vec::with_capacity(12 + 16 * count + tables.iter().map(|(_, t)| padded(t.len())).sum::<usize>());
    out.extend_from_slice(ttf.get(..4)?);
    let power = 1usize << (usize::BITS - 1 - count.max(1).leading_zeros());
    let search_range = 16 * power;
    let entry_selector = power.trailing_zeros() as usize;
    for v in [count, search_range, entry_selector, 16 * count - search_range] {
        out.extend((v as u16).to_be_bytes());
    }
    let mut offset = 12 + 16 * count;
    let mut head_at = None;
    for (tag, table) in tables {
        let mut sum_of = std::borrow::Cow::Borrowed(table.as_slice());
        if tag == b"head" {
            head_at = Some(offset);
            sum_of.to_mut().get_mut(8..12)?.copy_from_slice(&[0; 4]);
        }
        out.extend_from_slice(tag);
        out.extend(checksum(&sum_of).to_be_bytes());
        out.extend((offset as u32).to_be_bytes());
        out.extend((table.len() as u32).to_be_bytes());
        offset += padded(table.len());
    }
    for (tag, table) in tables {
        let start = out.len();
        out.extend_from_slice(table);
        if tag == b"head" {
            out.get_mut(start + 8..start + 12)?.copy_from_slice(&[0; 4]);
        }
        out.resize(padded(out.len()), 0);
    }
    let adjustment = 0xB1B0_AFBAu32.wrapping_sub(checksum(&out));
    let head_at = head_at?;
    out.get_mut(head_at + 8..head_at + 12)?.copy_from_slice(&adjustment.to_be_bytes());
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::FontFace;

    fn names(face: &ttf_parser::Face<'_>, id: u16) -> Vec<(ttf_parser::PlatformId, usize)> {
        face.names().into_iter().filter(|n| n.name_id == id).map(|n| (n.platform_id, n.name.len())).collect()
    }

    const FILES: [&str; 3] = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf"];

    /// The shipped form of a font file: its licence text once, no hinting.
    fn shipped_form(ttf: &[u8]) -> Vec<u8> {
        without_hinting(&without_second_licence(ttf))
    }

    #[test]
    fn the_shipped_fonts_carry_their_licence_text_once_and_no_hinting() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/fonts");
        for (font, file) in FontFace::ALL.into_iter().zip(FILES) {
            let shipped = font.ttf();
            if std::env::var_os("UPDATE_FONTS").is_some() {
                std::fs::write(dir.join(file), shipped_form(shipped)).unwrap();
                continue;
            }
            assert_eq!(
                shipped_form(shipped),
                shipped,
                "{file}: run UPDATE_FONTS=1 cargo test --workspace --lib font_file"
            );
            let face = ttf_parser::Face::parse(shipped, 0).unwrap();
            let licence = names(&face, LICENSE_DESCRIPTION);
            assert_eq!(licence.len(), 1, "{file}");
            assert!(licence[0].1 > 2000, "{file}: the whole notice");
            assert_eq!(checksum(shipped), 0xB1B0_AFBA, "{file}");
            let tables = tables(shipped).unwrap();
            assert!(tables.iter().all(|(tag, _)| !HINTING.contains(&tag)), "{file}: no hinting tables");
            assert!(tables.iter().any(|(tag, _)| tag == b"GPOS") && tables.iter().any(|(tag, _)| tag == b"kern"));
        }
    }

    /// The outline of a glyph, as the commands that draw it.
    #[derive(Default)]
    struct Outline(Vec<String>);

    impl ttf_parser::OutlineBuilder for Outline {
        fn move_to(&mut self, x: f32, y: f32) {
            self.0.push(format!("M{x},{y}"));
        }
        fn line_to(&mut self, x: f32, y: f32) {
            self.0.push(format!("L{x},{y}"));
        }
        fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
            self.0.push(format!("Q{x1},{y1},{x},{y}"));
        }
        fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
            self.0.push(format!("C{x1},{y1},{x2},{y2},{x},{y}"));
        }
        fn close(&mut self) {
            self.0.push("Z".into());
        }
    }

    /// Debian's DejaVu 2.37 (`fonts-dejavu-core`, which `make` installs) is the original the
    /// shipped files were made from: made again, they come out byte for byte, and every glyph draws
    /// and advances as in the original. Debian's files are the originals this checks against, so
    /// it runs where they are (Linux); the other systems test the shipped files as they are.
    #[cfg(target_os = "linux")]
    #[test]
    fn the_shipped_fonts_are_dejavu_with_only_hinting_and_a_licence_copy_left_out() {
        let debian = std::path::Path::new("/usr/share/fonts/truetype/dejavu");
        for (font, file) in FontFace::ALL.into_iter().zip(FILES) {
            let Ok(original) = std::fs::read(debian.join(file)) else {
                panic!("{file}: fonts-dejavu-core is not installed (make setup-debian installs it)");
            };
            let shipped = font.ttf();
            assert_eq!(shipped_form(&original), shipped, "{file}");
            let (a, b) = (ttf_parser::Face::parse(&original, 0).unwrap(), ttf_parser::Face::parse(shipped, 0).unwrap());
            assert_eq!(a.number_of_glyphs(), b.number_of_glyphs(), "{file}");
            for id in (0..a.number_of_glyphs()).map(ttf_parser::GlyphId) {
                let (mut x, mut y) = (Outline::default(), Outline::default());
                assert_eq!(a.outline_glyph(id, &mut x), b.outline_glyph(id, &mut y), "{file} glyph {id:?}");
                assert_eq!(x.0, y.0, "{file} glyph {id:?}");
                assert_eq!(a.glyph_hor_advance(id), b.glyph_hor_advance(id), "{file} glyph {id:?}");
            }
            assert!(shipped.len() + 25_000 < original.len(), "{file}: {} → {}", original.len(), shipped.len());
        }
    }

    #[test]
    fn a_glyph_loses_its_instructions_and_keeps_its_points() {
        // A simple glyph: one contour ending at point 2, three instruction bytes, then its flags
        // and coordinates.
        let simple = [0, 1, 0, 0, 0, 0, 0, 10, 0, 10, 0, 2, 0, 3, 0xB0, 0x01, 0x2F, 1, 1, 1, 5, 5, 5, 6, 6, 6];
        let bare = glyph_without_instructions(&simple).unwrap();
        assert_eq!(bare, [0, 1, 0, 0, 0, 0, 0, 10, 0, 10, 0, 2, 0, 0, 1, 1, 1, 5, 5, 5, 6, 6, 6]);
        // A composite of two components, byte arguments, the second with a scale and the
        // instructions flag, then two instruction bytes.
        let composite = [
            0xFF, 0xFF, 0, 0, 0, 0, 0, 10, 0, 10, // header
            0x00, 0x20, 0, 7, 1, 2, // MORE_COMPONENTS, glyph 7, dx dy
            0x01, 0x08, 0, 9, 3, 4, 0x40, 0x00, // INSTRUCTIONS | SCALE, glyph 9, dx dy, scale 1.0
            0, 2, 0xB0, 0x00, // the instructions
        ];
        let bare = glyph_without_instructions(&composite).unwrap();
        assert_eq!(
            bare,
            composite[..10 + 6 + 8]
                .iter()
                .enumerate()
                .map(|(i, b)| if i == 16 { 0x00 } else { *b })
                .collect::<Vec<_>>()
        );
        assert_eq!(glyph_without_instructions(&[]).unwrap(), Vec::<u8>::new());
        assert_eq!(glyph_without_instructions(&[0, 1, 0]), None, "a truncated glyph");
    }

    /// A font with both copies of its licence text, made from a shipped one.
    fn with_both_copies(slim: &[u8]) -> Vec<u8> {
        let face = ttf_parser::Face::parse(slim, 0).unwrap();
        let text = face.names().into_iter().find(|n| n.name_id == LICENSE_DESCRIPTION).unwrap().name.to_vec();
        let utf16: Vec<u8> = text.iter().flat_map(|&b| [0, b]).collect();
        // Append a Windows record for it to the name table (the rest of the file as it is).
        let count = usize::from(u16_at(slim, 4).unwrap());
        let mut tables: Vec<([u8; 4], Vec<u8>)> = (0..count)
            .map(|i| {
                let at = 12 + 16 * i;
                let (o, l) = (u32_at(slim, at + 8).unwrap() as usize, u32_at(slim, at + 12).unwrap() as usize);
                (slim[at..at + 4].try_into().unwrap(), slim[o..o + l].to_vec())
            })
            .collect();
        let name = &mut tables.iter_mut().find(|(t, _)| t == b"name").unwrap().1;
        let n = usize::from(u16_at(name, 2).unwrap());
        let storage = usize::from(u16_at(name, 4).unwrap());
        let mut table = Vec::new();
        table.extend(0u16.to_be_bytes());
        table.extend(((n + 1) as u16).to_be_bytes());
        table.extend(((storage + 12) as u16).to_be_bytes());
        table.extend(&name[6..storage]);
        let strings = &name[storage..];
        for v in [WINDOWS, 1, 0x409, LICENSE_DESCRIPTION, utf16.len() as u16, strings.len() as u16] {
            table.extend(v.to_be_bytes());
        }
        table.extend(strings);
        table.extend(&utf16);
        *name = table;
        let mut out = slim[..12].to_vec();
        let mut offset = 12 + 16 * count;
        let mut data = Vec::new();
        for (tag, t) in &tables {
            out.extend(tag);
            out.extend(checksum(t).to_be_bytes());
            out.extend((offset as u32).to_be_bytes());
            out.extend((t.len() as u32).to_be_bytes());
            data.extend(t);
            data.resize(data.len().div_ceil(4) * 4, 0);
            offset += t.len().div_ceil(4) * 4;
        }
        out.extend(data);
        out
    }

    #[test]
    fn the_licence_is_kept_once_and_the_glyphs_are_unchanged() {
        for font in FontFace::ALL {
            let original = with_both_copies(font.ttf());
            let original = original.as_slice();
            let slim = without_second_licence(original);
            assert!(slim.len() + 2000 < original.len(), "{font:?}: {} → {}", original.len(), slim.len());
            let (a, b) = (ttf_parser::Face::parse(original, 0).unwrap(), ttf_parser::Face::parse(&slim, 0).unwrap());
            assert_eq!(a.number_of_glyphs(), b.number_of_glyphs());
            for c in ['A', 'g', '♥', '★', '—'] {
                let glyph = a.glyph_index(c);
                assert_eq!(glyph, b.glyph_index(c));
                if let Some(g) = glyph {
                    assert_eq!(a.glyph_hor_advance(g), b.glyph_hor_advance(g));
                    assert_eq!(a.glyph_bounding_box(g), b.glyph_bounding_box(g));
                }
            }
            // The licence text: once (the Macintosh copy), in full.
            assert_eq!(names(&a, LICENSE_DESCRIPTION).len(), 2);
            let kept = names(&b, LICENSE_DESCRIPTION);
            assert_eq!(kept, [(ttf_parser::PlatformId::Macintosh, names(&a, LICENSE_DESCRIPTION)[0].1)]);
            // Every other name, as it was.
            for id in [0u16, 1, 4, 6, 14] {
                assert_eq!(names(&a, id), names(&b, id), "{font:?} name {id}");
            }
            // The whole file sums to the magic number, as a font's must.
            assert_eq!(checksum(&slim), 0xB1B0_AFBA);
        }
    }

    #[test]
    fn a_font_without_the_record_is_left_as_it_is() {
        let once = without_second_licence(FontFace::Regular.ttf());
        assert_eq!(without_second_licence(&once), once);
        assert_eq!(without_second_licence(b"not a font"), b"not a font");
    }
}
