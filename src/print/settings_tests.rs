use super::*;

fn laser() -> PrinterProfile {
    PrinterProfile {
        name: "Office laser".into(),
        paper: "letter".into(),
        duplex: DuplexChoice::Short,
        back_offset_x_mm: 0.8,
        back_offset_y_mm: -1.2,
        measured_ruler_mm: 99.2,
    }
}

#[test]
fn nothing_asked_gives_the_defaults() {
    let r = resolve(&PrintSettings::default(), None, Stock::Cards, "the fate deck").unwrap();
    let s = r.options.sheet;
    assert_eq!((s.paper_w_mm, s.paper_h_mm), (210.0, 297.0));
    assert_eq!(s.card, CardSize::POKER);
    assert_eq!(s.bleed_mm, 0.0);
    assert_eq!(s.marks, Marks::Crop(CropMarks::default()));
    assert_eq!(r.options.duplex, Some(Duplex { edge: DuplexEdge::Long, offset_x_mm: 0.0, offset_y_mm: 0.0 }));
    assert_eq!(r.options.scale, 1.0);
    assert_eq!((r.paper.label(), r.printer), ("A4".to_string(), None));
}

#[test]
fn a_profile_fills_what_was_not_asked_and_what_was_asked_wins() {
    let profile = laser();
    let r = resolve(&PrintSettings::default(), Some(&profile), Stock::Cards, "the pack").unwrap();
    assert_eq!((r.options.sheet.paper_w_mm, r.options.sheet.paper_h_mm), (215.9, 279.4));
    assert_eq!(r.options.duplex, Some(Duplex { edge: DuplexEdge::Short, offset_x_mm: 0.8, offset_y_mm: -1.2 }));
    assert!((r.options.scale - 100.0 / 99.2).abs() < 1e-6);
    assert_eq!(r.printer.as_deref(), Some("Office laser"));

    let asked = PrintSettings {
        paper: Some("a4".into()),
        landscape: true,
        duplex: Some(DuplexChoice::Long),
        back_offset_mm: Some((0.0, 0.5)),
        measured_ruler_mm: Some(100.0),
        ..Default::default()
    };
    let r = resolve(&asked, Some(&profile), Stock::Cards, "the pack").unwrap();
    assert_eq!((r.options.sheet.paper_w_mm, r.options.sheet.paper_h_mm), (297.0, 210.0));
    assert_eq!(r.options.duplex, Some(Duplex { edge: DuplexEdge::Long, offset_x_mm: 0.0, offset_y_mm: 0.5 }));
    assert_eq!(r.options.scale, 1.0);
    assert_eq!(r.paper.label(), "A4 landscape");
}

#[test]
fn papers_and_cards_are_read_by_name_or_as_millimetres() {
    assert_eq!(parse_paper("Letter").unwrap().w_mm, 215.9);
    let custom = parse_paper("148x210").unwrap();
    assert_eq!((custom.id.as_str(), custom.w_mm, custom.h_mm), ("148x210", 148.0, 210.0));
    assert_eq!(parse_paper("330 × 483 mm").unwrap().id, "330x483");
    assert_eq!(parse_card("bridge").unwrap(), CardSize::BRIDGE);
    assert_eq!(parse_card("TAROT").unwrap(), CardSize::TAROT);
    assert_eq!(parse_card("63x88").unwrap(), CardSize::rect(63.0, 88.0));
    assert_eq!(parse_offset("0.8,-1.2").unwrap(), (0.8, -1.2));
    assert_eq!(parse_offset(" −1 , 2 ").unwrap(), (-1.0, 2.0));
    assert!((scale_of_ruler(99.2).unwrap() - 1.008_064_5).abs() < 1e-6);
    assert_eq!(card_label(&CardSize::POKER), "poker 63.5 × 88.9 mm");
    assert_eq!(card_label(&CardSize::round(30.0)), "round chits 30 mm across");
}

/// The field an error names, and its code.
fn field_of(e: PrintError) -> (String, &'static str) {
    use crate::error::ErrorCode;
    let code = e.code();
    match e {
        PrintError::Invalid { field, .. } | PrintError::NotApplicable { field, .. } => (field, code),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_bad_value_names_its_field() {
    let bad = [
        (PrintSettings { paper: Some("a5".into()), ..Default::default() }, "paper"),
        (PrintSettings { paper: Some("10x10".into()), ..Default::default() }, "paper"),
        (PrintSettings { card: Some("huge".into()), ..Default::default() }, "card"),
        (PrintSettings { bleed_mm: Some(4.0), ..Default::default() }, "bleed"),
        (PrintSettings { bleed_mm: Some(-0.5), ..Default::default() }, "bleed"),
        (PrintSettings { back_offset_mm: Some((11.0, 0.0)), ..Default::default() }, "back_offset"),
        (PrintSettings { measured_ruler_mm: Some(85.0), ..Default::default() }, "measured_ruler"),
    ];
    for (settings, field) in bad {
        let e = resolve(&settings, None, Stock::Cards, "the fate deck").unwrap_err();
        let message = e.to_string();
        assert_eq!(field_of(e), (field.to_string(), "print_option_invalid"), "{message}");
        assert!(message.starts_with(&format!("{field}: ")), "{message}");
    }
    let e = parse_offset("1;2").unwrap_err();
    assert!(e.to_string().contains("X,Y in millimetres"), "{e}");
    let e = scale_of_ruler(80.0).unwrap_err().to_string();
    assert!(e.contains("actual size (100%)"), "{e}");
}

#[test]
fn a_setting_that_does_not_apply_is_refused_naming_it() {
    let cases = [
        (PrintSettings { card: Some("poker".into()), ..Default::default() }, Stock::Chits, "card"),
        (PrintSettings { chit_shape: Some(ChitShape::Square), ..Default::default() }, Stock::Cards, "chit_shape"),
        (PrintSettings { chit_size_mm: Some(25.0), ..Default::default() }, Stock::Cards, "chit_size"),
        (PrintSettings { bleed_mm: Some(3.0), ..Default::default() }, Stock::AlignmentTest, "bleed"),
        (PrintSettings { marks: Some(MarksChoice::CutGuides), ..Default::default() }, Stock::AlignmentTest, "marks"),
        (PrintSettings { duplex: Some(DuplexChoice::None), ..Default::default() }, Stock::AlignmentTest, "duplex"),
        (
            PrintSettings { duplex: Some(DuplexChoice::None), back_offset_mm: Some((1.0, 0.0)), ..Default::default() },
            Stock::Cards,
            "back_offset",
        ),
    ];
    for (settings, stock, field) in cases {
        let e = resolve(&settings, None, stock, "the printable").unwrap_err();
        let message = e.to_string();
        assert_eq!(field_of(e), (field.to_string(), "print_option_not_applicable"), "{message}");
        assert!(message.contains("does not apply to the printable"), "{message}");
    }
}

#[test]
fn chits_are_round_or_square_of_a_size() {
    let r = resolve(&PrintSettings::default(), None, Stock::Chits, "chits").unwrap();
    assert_eq!(r.options.sheet.card, CardSize::round(DEFAULT_CHIT_MM));
    let square = PrintSettings { chit_shape: Some(ChitShape::Square), chit_size_mm: Some(25.0), ..Default::default() };
    let r = resolve(&square, None, Stock::Chits, "chits").unwrap();
    assert_eq!(r.options.sheet.card, CardSize::rect(25.0, 25.0));
    let tiny = PrintSettings { chit_size_mm: Some(5.0), ..Default::default() };
    assert_eq!(field_of(resolve(&tiny, None, Stock::Chits, "chits").unwrap_err()).0, "chit_size");
}

#[test]
fn a_profile_is_checked_field_by_field() {
    assert_eq!(laser().checked().unwrap().paper, "letter");
    let mut p = laser();
    p.name = "  ".into();
    assert_eq!(field_of(p.checked().unwrap_err()).0, "name");
    let mut p = laser();
    p.paper = "foolscap".into();
    assert_eq!(field_of(p.checked().unwrap_err()).0, "paper");
    let mut p = laser();
    p.back_offset_y_mm = -12.0;
    assert_eq!(field_of(p.checked().unwrap_err()).0, "back_offset");
    let mut p = laser();
    p.measured_ruler_mm = 120.0;
    assert_eq!(field_of(p.checked().unwrap_err()).0, "measured_ruler");
    let mut p = laser();
    p.paper = "210 X 297".into();
    assert_eq!(p.checked().unwrap().paper, "210x297");
}
