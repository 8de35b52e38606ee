//! A PDF page's content stream, written as bytes: the operators a page draws with (ISO 32000-1
//! §8–9), their numbers in the shortest form that keeps the precision asked for. `pdf` writes
//! every page through this rather than through `printpdf`'s operator list, which built an object
//! per operand and formatted each through `core::fmt` (a third of the time of a print).

/// The bytes of one content stream.
#[derive(Debug, Default)]
pub(super) struct ContentStream {
    bytes: Vec<u8>,
    /// Where a card's drawing goes (an offset into `bytes`), and which drawing.
    cards: Vec<(usize, usize)>,
}

impl ContentStream {
    pub fn new() -> Self {
        Self { bytes: Vec::with_capacity(16 * 1024), cards: Vec::new() }
    }

    /// The stream's bytes, each card's drawing written by `card` (given the drawing's number and
    /// the stream to write it to) where [`ContentStream::card`] put it.
    pub fn into_bytes(self, mut card: impl FnMut(usize, &mut ContentStream)) -> Vec<u8> {
        if self.cards.is_empty() {
            return self.bytes;
        }
        let mut out = ContentStream { bytes: Vec::with_capacity(self.bytes.len()), cards: Vec::new() };
        let mut from = 0;
        for &(at, drawing) in &self.cards {
            out.bytes.extend_from_slice(&self.bytes[from..at]);
            card(drawing, &mut out);
            from = at;
        }
        out.bytes.extend_from_slice(&self.bytes[from..]);
        out.bytes
    }

    /// Marks where card drawing number `drawing` goes (written by [`ContentStream::into_bytes`]).
    pub fn card(&mut self, drawing: usize) -> &mut Self {
        self.cards.push((self.bytes.len(), drawing));
        self
    }

    /// Bytes already written as content (a card's drawing).
    pub fn extend(&mut self, bytes: &[u8]) -> &mut Self {
        self.bytes.extend_from_slice(bytes);
        self
    }

    /// A number to `places` decimals (at most 6), without trailing zeros, then a space.
    pub fn number(&mut self, value: f32, places: u32) -> &mut Self {
        let places = places.min(6);
        let scaled = (f64::from(value) * 10_i64.pow(places) as f64).round();
        // A finite value the page could hold; anything else is drawn at 0.
        let n = if scaled.is_finite() && scaled.abs() < 1e15 { scaled as i64 } else { 0 };
        // Written from the last digit back: the fraction's digits but its trailing zeros, the
        // point if there is a fraction, the whole part, the sign.
        let mut digits = [0_u8; 24];
        let mut i = digits.len();
        let mut rest = n.unsigned_abs();
        let mut fraction = false;
        for _ in 0..places {
            let digit = (rest % 10) as u8;
            rest /= 10;
            if digit != 0 || fraction {
                i -= 1;
                digits[i] = b'0' + digit;
                fraction = true;
            }
        }
        if fraction {
            i -= 1;
            digits[i] = b'.';
        }
        loop {
            i -= 1;
            digits[i] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        if n < 0 {
            i -= 1;
            digits[i] = b'-';
        }
        self.bytes.extend_from_slice(&digits[i..]);
        self.bytes.push(b' ');
        self
    }

    /// A length or coordinate in points, to a tenth (0.035 mm: finer than a 600-dpi printer's
    /// dot, and the numbers short: a card deck's page is a sixth smaller than at hundredths).
    pub fn pt(&mut self, value: f32) -> &mut Self {
        self.number(value, 1)
    }

    /// A resource name (`/F1`), then a space.
    pub fn name(&mut self, name: &str) -> &mut Self {
        self.bytes.push(b'/');
        self.bytes.extend_from_slice(name.as_bytes());
        self.bytes.push(b' ');
        self
    }

    /// A string of two-byte character codes (an Identity-H font's glyph ids), as a literal
    /// string: two bytes a character, where hex would take four (§7.3.4.2: a parenthesis, a
    /// backslash and a carriage return are escaped; any other byte stands for itself).
    pub fn codes(&mut self, codes: impl IntoIterator<Item = u16>) -> &mut Self {
        self.bytes.push(b'(');
        for byte in codes.into_iter().flat_map(u16::to_be_bytes) {
            match byte {
                b'(' | b')' | b'\\' => self.bytes.extend([b'\\', byte]),
                b'\r' => self.bytes.extend(*b"\\r"),
                _ => self.bytes.push(byte),
            }
        }
        self.bytes.extend_from_slice(b") ");
        self
    }

    /// An operator, ending its line.
    pub fn op(&mut self, operator: &str) -> &mut Self {
        self.bytes.extend_from_slice(operator.as_bytes());
        self.bytes.push(b'\n');
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(f: impl FnOnce(&mut ContentStream)) -> String {
        let mut stream = ContentStream::new();
        f(&mut stream);
        String::from_utf8(stream.into_bytes(|_, _| {})).unwrap()
    }

    #[test]
    fn numbers_are_written_short_and_rounded_to_their_places() {
        let cases: [(f32, u32, &str); 12] = [
            (0.0, 2, "0 "),
            (-0.001, 2, "0 "),
            (12.0, 2, "12 "),
            (12.5, 2, "12.5 "),
            (12.345_6, 2, "12.35 "),
            (0.05, 2, "0.05 "),
            (-3.07, 2, "-3.07 "),
            (841.89, 2, "841.89 "),
            (0.7, 3, "0.7 "),
            (1.008_065, 5, "1.00806 "),
            (-1.0, 5, "-1 "),
            (f32::NAN, 2, "0 "),
        ];
        for (value, places, want) in cases {
            assert_eq!(
                written(|s| {
                    s.number(value, places);
                }),
                want,
                "{value} to {places}"
            );
        }
    }

    #[test]
    fn operators_names_and_codes_make_a_content_stream() {
        let mut stream = ContentStream::new();
        stream.op("BT").name("ABCDEF").pt(9.0).op("Tf").pt(10.0).pt(20.5).op("Td");
        // Codes holding a parenthesis, a backslash and a carriage return, which are escaped.
        stream.codes([0x12, 0x2829, 0x5C0D]).op("Tj").op("ET");
        let bytes = stream.into_bytes(|_, _| {});
        assert_eq!(bytes, b"BT\n/ABCDEF 9 Tf\n10 20.5 Td\n(\x00\x12\\(\\)\\\\\\r) Tj\nET\n");
        let ops = lopdf::content::Content::decode(&bytes).unwrap().operations;
        let names: Vec<&str> = ops.iter().map(|o| o.operator.as_str()).collect();
        assert_eq!(names, ["BT", "Tf", "Td", "Tj", "ET"]);
        assert_eq!(ops[3].operands[0].as_str().unwrap(), [0x00, 0x12, 0x28, 0x29, 0x5C, 0x0D]);
    }

    #[test]
    fn a_card_is_written_where_it_was_marked() {
        let mut stream = ContentStream::new();
        stream.op("q").card(7).op("Q").op("q").card(3).op("Q");
        let bytes = stream.into_bytes(|card, out| {
            out.name(&format!("C{card}")).op("Do");
        });
        assert_eq!(bytes, b"q\n/C7 Do\nQ\nq\n/C3 Do\nQ\n");
    }
}
