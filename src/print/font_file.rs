//! The embedded fonts as Posse ships them: each DejaVu file held its licence text twice in its
//! `name` table (a Macintosh copy and a Windows copy, in UTF-16, twice the bytes), and a PDF's font
//! subset keeps the whole table. The files in `templates/fonts/` are DejaVu 2.37 with the Windows
//! copy of the licence text left out ([`without_second_licence`]); the Macintosh copy keeps the full
//! notice, as the licence asks of every copy (`templates/fonts/LICENSE-DejaVu.txt`), and the glyphs
//! and every other name are unchanged. A 54-card pack is some 4 KB lighter for it, and Posse does
//! the work once, here, not on every print. The test below checks the shipped files are so;
//! `UPDATE_FONTS=1 cargo test --workspace --lib font_file` makes them so from the DejaVu originals.

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
    rebuilt(ttf).unwrap_or_else(|| ttf.to_vec())
}

fn rebuilt(ttf: &[u8]) -> Option<Vec<u8>> {
    let count = usize::from(u16_at(ttf, 4)?);
    // Each table: its tag and its bytes (the original's, but for a new `name` and a `head` whose
    // checkSumAdjustment is worked out below, over the whole file with itself at zero).
    let mut tables: Vec<([u8; 4], std::borrow::Cow<'_, [u8]>)> = Vec::with_capacity(count);
    for i in 0..count {
        let at = 12 + 16 * i;
        let tag: [u8; 4] = ttf.get(at..at + 4)?.try_into().ok()?;
        let offset = u32_at(ttf, at + 8)? as usize;
        let length = u32_at(ttf, at + 12)? as usize;
        let table = ttf.get(offset..offset + length)?;
        tables.push((
            tag,
            match &tag {
                b"name" => slim_name(table)?.into(),
                b"head" => {
                    let mut head = table.to_vec();
                    head.get_mut(8..12)?.copy_from_slice(&[0; 4]);
                    head.into()
                }
                _ => table.into(),
            },
        ));
    }

    let padded = |len: usize| len.div_ceil(4) * 4;
    let size = 12 + 16 * count + tables.iter().map(|(_, t)| padded(t.len())).sum::<usize>();
    let mut out = Vec::with_capacity(size);
    out.extend_from_slice(ttf.get(..12)?);
    let mut offset = 12 + 16 * count;
    let mut head_at = None;
    for (tag, table) in &tables {
        if tag == b"head" {
            head_at = Some(offset);
        }
        out.extend_from_slice(tag);
        out.extend(checksum(table).to_be_bytes());
        out.extend((offset as u32).to_be_bytes());
        out.extend((table.len() as u32).to_be_bytes());
        offset += padded(table.len());
    }
    for (_, table) in &tables {
        out.extend_from_slice(table);
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

    #[test]
    fn the_shipped_fonts_carry_their_licence_text_once() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/fonts");
        for (font, file) in FontFace::ALL.into_iter().zip(FILES) {
            let shipped = font.ttf();
            if std::env::var_os("UPDATE_FONTS").is_some() {
                std::fs::write(dir.join(file), without_second_licence(shipped)).unwrap();
                continue;
            }
            assert_eq!(
                without_second_licence(shipped),
                shipped,
                "{file}: run UPDATE_FONTS=1 cargo test --workspace --lib font_file"
            );
            let face = ttf_parser::Face::parse(shipped, 0).unwrap();
            let licence = names(&face, LICENSE_DESCRIPTION);
            assert_eq!(licence.len(), 1, "{file}");
            assert!(licence[0].1 > 2000, "{file}: the whole notice");
            assert_eq!(checksum(shipped), 0xB1B0_AFBA, "{file}");
        }
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
