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
                columns: 1,
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
        &doc(vec![Block::Facts(Facts {
            pairs: Vec::new(),
            portrait: Some(b"not a png".to_vec()),
            alt: "Doc".into(),
            columns: 1,
        })]),
        &BookletStyle::default(),
        Paper::A4,
    )
    .unwrap_err();
    assert!(err.to_string().contains("Doc"), "{err}");
}

/// Where `text` is drawn: its page (from 0), x and y.
fn place_of(pages: &[Page], text: &str) -> (usize, f32, f32) {
    for (i, page) in pages.iter().enumerate() {
        for item in &page.items {
            if let Item::Text { x_mm, y_mm, text: t, .. } = item {
                if t == text {
                    return (i, *x_mm, *y_mm);
                }
            }
        }
    }
    panic!("{text:?} is not printed")
}

#[test]
fn columns_fill_down_the_page_then_across_and_a_wide_table_spans_the_page() {
    let m = Metrics::embedded();
    let style = BookletStyle::default();
    let wide = TableBlock {
        title: "Wide".to_string(),
        source: String::new(),
        columns: (0..8).map(|i| format!("Column{i}")).collect(),
        rows: vec![(0..8).map(|i| cell(&format!("Longwordnumber{i}"))).collect(); 3],
        notes: Vec::new(),
    };
    let blocks = vec![
        Block::Paragraph("Above the columns".to_string()),
        Block::Columns(2),
        Block::Table(table("First", 12)),
        Block::Table(table("Second", 12)),
        Block::Table(wide.clone()),
        Block::Table(table("Third", 2)),
        Block::Columns(1),
        Block::Paragraph("Under the columns".to_string()),
    ];
    let pages = booklet(&doc(blocks), &style, Paper::A4).unwrap();
    let (w, _) = Paper::A4.size_mm();
    let middle = w / 2.0;
    let (p1, x1, y1) = place_of(&pages, "First");
    let (p2, x2, y2) = place_of(&pages, "Second");
    let (pc, xc, yc) = place_of(&pages, "Second (continued)");
    // The second table follows the first down the left column, and goes on at the top of the right.
    assert_eq!((p1, p2, pc), (0, 0, 0));
    assert!(x1 < middle && (x2 - x1).abs() < 0.01 && y2 > y1, "First at {x1}, {y1}; Second at {x2}, {y2}");
    assert!(xc > middle && (yc - y1).abs() < 0.01, "Second (continued) at {xc}, {yc}");
    // Too wide for a column: the whole width, under both columns; the next table in columns again.
    let (pw, xw, yw) = place_of(&pages, "Wide");
    assert!((xw - style.margin_mm).abs() < 0.01, "Wide at {xw}");
    for r in 1..=12 {
        let (p, _, y) = place_of(&pages, &format!("Result {r}!"));
        assert!(p < pw || y < yw, "row {r} of a column is under the wide table");
    }
    let (_, x3, y3) = place_of(&pages, "Third");
    assert!(x3 < middle && y3 > yw, "Third at {x3}, {y3}");
    let (pu, xu, yu) = place_of(&pages, "Under the columns");
    assert!(pu >= pw && xu < middle && (pu > pw || yu > y3));
    // Every text within its column's edges: none crosses the page's middle gap.
    for page in &pages {
        for item in &page.items {
            if let Item::Text { x_mm, size_pt, font, text, .. } = item {
                let right = x_mm + m.width_mm(*font, *size_pt, text);
                assert!(*x_mm >= style.margin_mm - 0.01 && right <= w - style.margin_mm + 0.01, "{text}");
            }
        }
    }
}

#[test]
fn kept_blocks_start_a_page_when_they_fit_on_one_and_flow_when_they_do_not() {
    let style = BookletStyle::default();
    let kept = |name: &str, rows: usize| {
        Block::Keep(vec![
            Block::Heading(Heading { text: name.to_string(), aside: "Hero".to_string(), level: HeadingLevel::Bar }),
            Block::Table(table(&format!("{name}'s chart"), rows)),
        ])
    };
    let pages =
        booklet(&doc(vec![kept("Wyatt", 20), kept("Doc", 20), kept("Virgil", 200)]), &style, Paper::A4).unwrap();
    let (wyatt, _, _) = place_of(&pages, "Wyatt");
    let (doc_page, _, doc_y) = place_of(&pages, "Doc");
    assert_eq!(wyatt, 0);
    // Doc does not fit under Wyatt: he starts the next page, whole, at its top.
    assert_eq!(doc_page, 1);
    assert!(!pages.iter().flat_map(texts).any(|t| t == "Doc's chart (continued)"), "Doc is kept whole");
    assert!(doc_y < 40.0, "Doc at {doc_y}");
    // Virgil is longer than a page: he follows Doc and flows over the pages after.
    let (virgil, _, _) = place_of(&pages, "Virgil");
    assert_eq!(virgil, 1);
    assert!(pages.len() >= 4);
}

#[test]
fn facts_in_two_columns_read_left_then_right_and_wide_facts_follow_without_a_gap() {
    let style = BookletStyle::default();
    let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
    let two = Facts {
        pairs: vec![pair("Size", "6"), pair("DB", "1"), pair("APs", "10")],
        portrait: None,
        alt: String::new(),
        columns: 2,
    };
    let pages = booklet(
        &doc(vec![Block::Facts(two), Block::Facts(Facts::list(vec![pair("Notes", "A city slicker.")]))]),
        &style,
        Paper::A4,
    )
    .unwrap();
    let (_, x_size, y_size) = place_of(&pages, "Size");
    let (_, x_db, y_db) = place_of(&pages, "DB");
    let (_, x_aps, y_aps) = place_of(&pages, "APs");
    let (_, _, y_notes) = place_of(&pages, "Notes");
    assert!((y_size - y_db).abs() < 0.01 && x_db > x_size + 80.0, "DB beside Size");
    assert!((x_aps - x_size).abs() < 0.01 && y_aps > y_size, "APs under Size");
    let line = (y_aps - y_size).abs();
    assert!(y_notes - y_aps < line + 0.5, "the wide facts follow at a line's distance, not a gap");
    assert_in_order(&stream(&pages), &["Size".into(), "6".into(), "DB".into(), "1".into(), "APs".into()]);
}
