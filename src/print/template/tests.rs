use super::*;
use crate::error::ErrorCode;

/// Parses the shipped text of every template as the printable it says it is of.
fn load(t: &ShippedTemplate) -> Result<(), PrintError> {
    let origin = format!("templates/{}.toml", t.name);
    match t.kind {
        TemplateKind::Roster => parse::<RosterTemplate>(&origin, t.text).map(drop),
        TemplateKind::Booklet => parse::<BookletTemplate>(&origin, t.text).map(drop),
        TemplateKind::FateDeck => parse::<FateDeckTemplate>(&origin, t.text).map(drop),
        TemplateKind::Chits => parse::<ChitsTemplate>(&origin, t.text).map(drop),
        TemplateKind::Pack => parse::<PackTemplate>(&origin, t.text).map(drop),
        TemplateKind::ActionCards => parse::<ActionCardsTemplate>(&origin, t.text).map(drop),
        TemplateKind::TurnCards => parse::<TurnCardsTemplate>(&origin, t.text).map(drop),
    }
}

#[test]
fn every_shipped_template_loads_as_its_printable() {
    let mut kinds = Vec::new();
    for t in &SHIPPED {
        load(t).unwrap_or_else(|e| panic!("{}: {e}", t.name));
        assert_eq!(t.name, t.kind.id(), "a template is named after its printable");
        assert!(t.text.contains(&format!("printable = \"{}\"", t.kind.id())), "{}", t.name);
        kinds.push(t.kind);
    }
    kinds.dedup();
    assert_eq!(kinds.len(), SHIPPED.len(), "one template per printable");
}

#[test]
fn the_list_describes_each_template_from_its_first_line() {
    let list = list();
    assert_eq!(list.len(), SHIPPED.len());
    let fate = list.iter().find(|t| t.name == "fate-deck").unwrap();
    assert!(fate.description.starts_with("The fate deck"), "{}", fate.description);
    assert_eq!(fate.used_by, vec!["posse print fate-deck".to_string()]);
    let booklet = list.iter().find(|t| t.name == "booklet").unwrap();
    assert_eq!(booklet.used_by.len(), 2, "the playsheets and the cast sheets");
    assert!(list.iter().all(|t| !t.description.is_empty() && !t.description.starts_with('#')));
}

#[test]
fn a_template_of_another_printable_is_refused_with_the_reason() {
    let chits = shipped("chits").unwrap();
    let err = parse::<FateDeckTemplate>("my-chits.toml", chits.text).unwrap_err();
    let message = err.to_string();
    assert_eq!(err.code(), "template_invalid");
    assert!(message.contains("my-chits.toml"), "{message}");
    assert!(message.contains("the hit-location chits, not of the fate deck"), "{message}");
    let line = chits.text.lines().position(|l| l.starts_with("printable")).unwrap() + 1;
    assert!(message.contains(&format!("line {line}: printable")), "{message}");
}

#[test]
fn a_missing_or_unknown_printable_is_refused() {
    let pack = shipped("pack").unwrap().text;
    let missing = pack.replace("printable = \"pack\"", "");
    let err = parse::<PackTemplate>("p.toml", &missing).unwrap_err().to_string();
    assert!(err.contains("printable: missing"), "{err}");
    let unknown = pack.replace("printable = \"pack\"", "printable = \"tarot\"");
    let err = parse::<PackTemplate>("p.toml", &unknown).unwrap_err().to_string();
    assert!(err.contains("\"tarot\" is no printable"), "{err}");
    let number = pack.replace("printable = \"pack\"", "printable = 3");
    let err = parse::<PackTemplate>("p.toml", &number).unwrap_err().to_string();
    assert!(err.contains("a name in quotes, not a integer"), "{err}");
}

#[test]
fn a_bad_value_names_the_file_the_line_and_the_field() {
    let text = shipped("fate-deck").unwrap().text.replace("skills_pt = 7.5", "skills_pt = -2.0");
    let line = text.lines().position(|l| l.starts_with("skills_pt")).unwrap() + 1;
    let err = parse::<FateDeckTemplate>("/home/me/deck.toml", &text).unwrap_err().to_string();
    assert_eq!(
        err,
        format!("template /home/me/deck.toml: line {line}: type.skills_pt: must be a positive number, not -2")
    );
    // A size no card has room for is refused too: shrinking it to fit would take for ever.
    let huge = text.replace("skills_pt = -2.0", "skills_pt = 1e30");
    let err = parse::<FateDeckTemplate>("/home/me/deck.toml", &huge).unwrap_err().to_string();
    assert_eq!(
        err,
        format!(
            "template /home/me/deck.toml: line {line}: type.skills_pt: must be at most 500 (points or millimetres), not {}",
            1e30_f32
        )
    );

    let text = shipped("chits").unwrap().text.replace("deadly = [0.1, 0.1, 0.1]", "deadly = [0.1, 1.5, 0.1]");
    let err = parse::<ChitsTemplate>("c.toml", &text).unwrap_err().to_string();
    assert!(err.contains("colours.deadly: is [red, green, blue], each from 0.0 to 1.0"), "{err}");

    let text = shipped("pack").unwrap().text.replace("region = [", "region = [0.9, 0.9, 0.5, 0.5] # was [");
    let err = parse::<PackTemplate>("p.toml", &text).unwrap_err().to_string();
    assert!(err.contains("logo.region: is [x, y, width, height]"), "{err}");
}

#[test]
fn a_toml_mistake_or_an_unknown_field_names_its_line() {
    let text = shipped("booklet").unwrap().text.replace("margin_mm = 12.0", "margin_mm = twelve");
    let line = text.lines().position(|l| l.starts_with("margin_mm")).unwrap() + 1;
    let err = parse::<BookletTemplate>("b.toml", &text).unwrap_err().to_string();
    assert!(err.starts_with(&format!("template b.toml: line {line}:")), "{err}");

    let text = shipped("chits").unwrap().text.replace("[show]\n", "[show]\nsparkles = true\n");
    let err = parse::<ChitsTemplate>("c.toml", &text).unwrap_err().to_string();
    assert!(err.contains("sparkles"), "{err}");
    assert!(err.contains("line "), "{err}");
}

#[test]
fn the_booklet_template_gives_the_layout_its_measures() {
    let t: BookletTemplate = shipped_look().unwrap();
    let style = t.style();
    assert_eq!(style.margin_mm, t.page.margin_mm);
    assert_eq!(style.cell_pt, t.type_.cell_pt);
    let margin = shipped("booklet").unwrap().text.replace("margin_mm = 12.0", "margin_mm = 2.0");
    let err = parse::<BookletTemplate>("b.toml", &margin).unwrap_err().to_string();
    assert!(err.contains("page.margin_mm: 5 to 50 mm"), "{err}");
}

#[test]
fn line_of_finds_a_key_under_its_table_else_the_table() {
    let text = "printable = \"x\"\n\n[a]\nsize = 1\n\n[b]\nsize = 2\n";
    assert_eq!(line_of(text, "printable"), Some(1));
    assert_eq!(line_of(text, "a.size"), Some(4));
    assert_eq!(line_of(text, "b.size"), Some(7));
    assert_eq!(line_of(text, "b.colour"), Some(6));
    assert_eq!(line_of(text, "c.size"), None);
}

#[test]
fn the_turn_deck_template_colours_each_gang_in_turn_and_the_civilians_grey() {
    let t: TurnCardsTemplate = shipped_look().unwrap();
    let rgb = |c: Rgb| crate::print::layout::Colour::Rgb(c[0], c[1], c[2]);
    assert_eq!(t.colours.gangs.len(), 4);
    assert_eq!(t.band(Some(0)), rgb(t.colours.gangs[0]));
    assert_eq!(t.band(Some(3)), rgb(t.colours.gangs[3]));
    assert_eq!(t.band(Some(4)), t.band(Some(0)), "a fifth gang takes the first colour again");
    assert_eq!(t.band(None), rgb(t.colours.civilians));
    assert_eq!(t.band(None), crate::print::layout::Colour::Rgb(0.4, 0.38, 0.34));
}

#[test]
fn a_bad_turn_deck_template_names_the_file_the_line_and_the_field() {
    let shipped = shipped("turn-cards").unwrap().text;
    let line_of_key = |text: &str, start: &str| text.lines().position(|l| l.starts_with(start)).unwrap() + 1;

    let text = shipped.replace("figures_pt = 7.5", "figures_pt = 80.0");
    let err = parse::<TurnCardsTemplate>("turn.toml", &text).unwrap_err().to_string();
    let line = line_of_key(&text, "figures_pt");
    assert_eq!(err, format!("template turn.toml: line {line}: type.figures_pt: at most 72 pt on a poker card, not 80"));

    let text = shipped.replace("rules_pt = 6.5", "rules_pt = 0.0");
    let err = parse::<TurnCardsTemplate>("turn.toml", &text).unwrap_err().to_string();
    assert!(err.contains(&format!("line {}: type.rules_pt: must be a positive number", line_of_key(&text, "rules_pt"))));

    let text = shipped.replace("    [0.2, 0.38, 0.2],", "    [0.2, 3.8, 0.2],");
    let err = parse::<TurnCardsTemplate>("turn.toml", &text).unwrap_err().to_string();
    let line = line_of_key(&text, "gangs = [");
    assert!(err.contains(&format!("line {line}: colours.gangs: colour 3 is [red, green, blue]")), "{err}");

    let start = shipped.find("gangs = [").unwrap();
    let end = start + shipped[start..].find("\n]\n").unwrap() + 3;
    let text = format!("{}gangs = []\n{}", &shipped[..start], &shipped[end..]);
    let err = parse::<TurnCardsTemplate>("turn.toml", &text).unwrap_err().to_string();
    assert!(err.contains("colours.gangs: a list of 1 to 16 colours, not 0"), "{err}");

    let text = shipped.replace("when_drawn = 0.13", "when_drawn = 0.45");
    let err = parse::<TurnCardsTemplate>("turn.toml", &text).unwrap_err().to_string();
    let line = line_of_key(&text, "when_drawn = 0.45");
    assert!(err.contains(&format!("line {line}: regions.when_drawn: the band, the APs and the when-drawn line take")));

    let text = shipped.replace("player = true", "player = \"yes\"");
    let err = parse::<TurnCardsTemplate>("turn.toml", &text).unwrap_err().to_string();
    assert!(err.starts_with(&format!("template turn.toml: line {}:", line_of_key(&text, "player ="))), "{err}");

    let err = parse::<PackTemplate>("turn.toml", shipped).unwrap_err().to_string();
    assert!(err.contains("this is a template of the turn deck, not of the pack of playing cards"), "{err}");
}
