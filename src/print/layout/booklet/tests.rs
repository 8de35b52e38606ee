use super::*;
use crate::print::layout::Item;

fn cell(text: &str) -> TableCell {
    TableCell::text(text)
}

fn table(title: &str, rows: usize) -> TableBlock {
    TableBlock {
        title: title.to_string(),
        source: "Test source".to_string(),
        columns: vec!["Roll".to_string(), "Result".to_string(), "Notes".to_string()],
        rows: (1..=rows)
            .map(|i| {
                vec![
                    cell(&i.to_string()),
                    TableCell {
                        headline: Some(format!("Result {i}!")),
                        text: format!("What happens on a roll of {i}: the character does something worth reading."),
                    },
                    cell("Short"),
                ]
            })
            .collect(),
        notes: vec!["A note under the table.".to_string()],
    }
}

fn doc(blocks: Vec<Block>) -> Booklet {
    Booklet { title: "Test playsheet".to_string(), subtitle: "A4".to_string(), blocks }
}

/// The texts of a page in drawing order.
fn texts(page: &Page) -> Vec<&str> {
    page.items.iter().flat_map(Item::texts).collect()
}

/// Every text of every page, whitespace removed, joined: what a text extractor reads.
fn stream(pages: &[Page]) -> String {
    pages.iter().flat_map(texts).collect::<String>().split_whitespace().collect()
}

fn squeeze(text: &str) -> String {
    text.split_whitespace().collect()
}

/// Checks that each text appears in `stream` after the one before.
fn assert_in_order(stream: &str, wanted: &[String]) {
    let mut at = 0;
    for w in wanted {
        let w = squeeze(w);
        match stream[at..].find(&w) {
            Some(i) => at += i + w.len(),
            None => panic!("{w:?} is not printed after position {at}"),
        }
    }
}

#[test]
fn a_long_table_breaks_across_pages_with_its_title_and_header_row_repeated() {
    let pages =
        booklet(&doc(vec![Block::Table(table("Long chart", 120))]), &BookletStyle::default(), Paper::A4).unwrap();
    assert!(pages.len() >= 3, "{} pages", pages.len());
    for (i, page) in pages.iter().enumerate() {
        assert_eq!((page.width_mm, page.height_mm), (210.0, 297.0));
        let t = texts(page);
        assert_eq!(t[0], "Test playsheet");
        if i > 0 {
            assert!(t.contains(&"Long chart (continued)"), "page {}: {t:?}", i + 1);
        }
        assert!(t.contains(&"Roll") && t.contains(&"Result"), "page {} repeats the header row", i + 1);
        assert_eq!(*t.last().unwrap(), format!("Page {} of {}", i + 1, pages.len()));
    }
    // Every cell, in order.
    let mut wanted = Vec::new();
    for i in 1..=120 {
        wanted.push(i.to_string());
        wanted.push(format!("Result {i}!"));
        wanted.push(format!("What happens on a roll of {i}: the character does something worth reading."));
    }
    wanted.push("A note under the table.".to_string());
    assert_in_order(&stream(&pages), &wanted);
}

#[test]
fn every_text_stays_inside_the_margins_and_its_column() {
    let m = Metrics::embedded();
    let style = BookletStyle::default();
    let wide = TableBlock {
        title: "Eight columns".to_string(),
        source: String::new(),
        columns: (0..8).map(|i| format!("DV {i}")).collect(),
        rows: vec![(0..8).map(|_| cell("Courage Test")).collect(); 10],
        notes: Vec::new(),
    };
    for paper in [Paper::A4, Paper::Letter] {
        let pages =
            booklet(&doc(vec![Block::Table(table("Chart", 30)), Block::Table(wide.clone())]), &style, paper).unwrap();
        let (w, h) = paper.size_mm();
        for page in &pages {
            for item in &page.items {
                if let Item::Text { x_mm, y_mm, size_pt, font, text, .. } = item {
                    let right = x_mm + m.width_mm(*font, *size_pt, text);
                    assert!(
                        *x_mm >= style.margin_mm - 0.01 && right <= w - style.margin_mm + 0.01,
                        "{text} at {x_mm}..{right}"
                    );
                    assert!(*y_mm > style.margin_mm && *y_mm <= h - style.margin_mm + 0.01, "{text} at y {y_mm}");
                }
            }
        }
    }
}

#[test]
fn column_widths_fill_the_page_and_give_each_column_its_longest_word() {
    let m = Metrics::embedded();
    let s = BookletStyle::default();
    let st = table::styles(&s);
    let t = table("Chart", 5);
    let widths = table::column_widths(&m, &s, &st, &t, 186.0);
    assert!((widths.iter().sum::<f32>() - 186.0).abs() < 0.01, "{widths:?}");
    let longest = m.width_mm(FontFace::Regular, s.cell_pt, "character") + 2.0 * s.cell_pad_x_mm;
    assert!(widths[1] >= longest, "{widths:?}");
    // The roll column is narrow, the result column takes the room.
    assert!(widths[0] < widths[1] / 2.0, "{widths:?}");
}

#[test]
fn a_row_taller_than_a_page_is_split_between_lines_and_nothing_is_lost() {
    let long: String = (1..=400).map(|i| format!("word{i} ")).collect();
    let t = TableBlock {
        title: "Huge".to_string(),
        source: String::new(),
        columns: vec!["What".to_string(), "Rule".to_string()],
        rows: vec![vec![cell("Everything"), cell(&long)]],
        notes: Vec::new(),
    };
    let style = BookletStyle { cell_pt: 14.0, ..BookletStyle::default() };
    let pages = booklet(&doc(vec![Block::Table(t)]), &style, Paper::Letter).unwrap();
    assert!(pages.len() >= 2, "{} pages", pages.len());
    let words: Vec<String> = (1..=400).map(|i| format!("word{i}")).collect();
    assert_in_order(&stream(&pages), &words);
}

#[test]
fn each_part_starts_a_page_and_numbers_its_own() {
    let pages = booklet(
        &doc(vec![
            Block::Part("Ann — The Earps".to_string()),
            Block::Heading(Heading {
                text: "Wyatt Earp".to_string(),
                aside: "Hero".to_string(),
                level: HeadingLevel::Bar,
            }),
            Block::Facts(Facts {
                pairs: vec![("Cards".to_string(), "A♥ K♥ Q♥ J♥".to_string())],
                portrait: None,
                alt: "Wyatt Earp".to_string(),
            }),
            Block::Table(table("Long chart", 70)),
            Block::Part("Bob — The Cowboys".to_string()),
            Block::Paragraph("Johnny Ringo".to_string()),
        ]),
        &BookletStyle::default(),
        Paper::A4,
    )
    .unwrap();
    let footers: Vec<&str> = pages.iter().map(|p| *texts(p).last().unwrap()).collect();
    let n = pages.len() - 1;
    assert!(n >= 2);
    for (i, footer) in footers[..n].iter().enumerate() {
        assert_eq!(*footer, format!("Ann — The Earps · Page {} of {n}", i + 1));
    }
    assert_eq!(footers[n], "Bob — The Cowboys · Page 1 of 1");
    assert!(texts(&pages[n]).contains(&"Johnny Ringo"));
    assert!(texts(&pages[0]).contains(&"A♥ K♥ Q♥ J♥"));
}

#[test]
fn a_portrait_that_is_not_a_picture_is_refused_naming_the_character() {
    let err = booklet(
        &doc(vec![Block::Facts(Facts { pairs: Vec::new(), portrait: Some(b"not a png".to_vec()), alt: "Doc".into() })]),
        &BookletStyle::default(),
        Paper::A4,
    )
    .unwrap_err();
    assert!(err.to_string().contains("Doc"), "{err}");
}
