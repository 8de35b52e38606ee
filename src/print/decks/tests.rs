//! Properties of every printable's faces, on every card size: the text of a card stays on the card
//! (inside its cut line, whatever the size), and what does not fit is reported, never lost.

use std::sync::Arc;

use super::chits::{ChitDoc, ChitsDoc};
use super::fate::{ActionCardDoc, BlankCardDoc, CharacterCardDoc, FateCardDoc, FateDeckDoc};
use super::pack::{Holder, PackCardDoc, PackDoc};
use super::turn::{TurnCardDoc, TurnDeckDoc};
use crate::print::layout::sheet::{CardShape, CardSize, Marks, SheetSpec};
use crate::print::layout::{Affine, Clip, Item, Metrics};
use crate::print::template::shipped_look;
use crate::print::{lay_out_cards, CardJob, CardSheetOptions};

fn portrait() -> Arc<Vec<u8>> {
    let mut png = Vec::new();
    image::RgbImage::from_pixel(30, 40, image::Rgb([90, 60, 40]))
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    Arc::new(png)
}

fn fate_deck(name: &str) -> FateDeckDoc {
    let pairs = |list: &[(&str, &str)]| list.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    let character = CharacterCardDoc {
        name: name.to_string(),
        class: "Shootist".into(),
        tier: 2,
        figures: pairs(&[
            ("Nerve", "5 dice (fast draw the same)"),
            ("Firing", "+1 die"),
            ("Hand", "Left"),
            ("Kills", "6"),
        ]),
        skills: pairs(&[
            ("Very Strong", "+6 dice in a fight."),
            ("Quick shot", "+3 dice in a fast draw; blazing away, hits with 1 extra shot."),
            ("Tough (from White knight)", "−1 to the effect dice when hit; never knocked down or out."),
        ]),
        weapons: pairs(&[
            ("Six-shooter", "2\" 2D · 6\" 3D · 9\" 2D · 12\" 1D · 24\" -1D · Blaze +3D, up to 3 hits"),
            ("Repeating rifle", "2\" 1D · 6\" 2D · 12\" 3D · 24\" 2D · beyond 0D · Blaze +2D, up to 2 hits"),
        ]),
        tallies: vec![("Wounds".into(), 6), ("Kills".into(), 6)],
        skills_label: "Skills".into(),
        weapons_label: "Weapons".into(),
        portrait: Some(portrait()),
    };
    FateDeckDoc {
        title: "Fate deck".into(),
        caption: "Fate deck".into(),
        cards: vec![
            FateCardDoc::Character(character),
            FateCardDoc::Action(ActionCardDoc {
                class: "Gunman".into(),
                kind: "Action Card".into(),
                tier: 1,
                taken_by: (
                    "Taken up by".into(),
                    "Gunman, Shootist, Legend, Young Blood, Warrior, Mighty Warrior".into(),
                ),
                allows: (
                    "Allows".into(),
                    "A free turn for any one of his characters of Gunman class or higher, at any time.".into(),
                ),
                when_drawn: "Displayed face up when drawn.".into(),
            }),
            FateCardDoc::Rule {
                title: "Joker".into(),
                subtitle: String::new(),
                text: "All discards and any action cards held by players are shuffled back into the Fate Deck.".into(),
                tier: 1,
            },
            FateCardDoc::Blank(BlankCardDoc {
                name_label: "Name".into(),
                class_label: "Class".into(),
                figures: vec!["Nerve".into(), "Firing".into(), "Hand".into(), "Kills".into()],
                skills_label: "Skills".into(),
                weapons_label: "Weapons".into(),
                tallies: vec![("Wounds".into(), 6), ("Kills".into(), 6)],
            }),
        ],
        back_title: "FATE".into(),
        back_subtitle: "DECK".into(),
    }
}

fn pack(name: &str) -> PackDoc {
    let holder =
        Holder { name: name.into(), kind: "Hero".into(), side: "The Earps (Ann)".into(), portrait: Some(portrait()) };
    PackDoc {
        title: "Pack".into(),
        caption: "Pack".into(),
        cards: vec![
            PackCardDoc::Suited { rank: "10".into(), suit: '♥', red: true, holder: Some(holder) },
            PackCardDoc::Suited { rank: "Q".into(), suit: '♠', red: false, holder: None },
            PackCardDoc::Joker {
                title: "Red Joker".into(),
                effect:
                    "Good luck for the next card turned over: that character gets a bonus equivalent to rolling a 10."
                        .into(),
                red: true,
            },
        ],
        back_title: "QOTD".into(),
        back_subtitle: "QUICK ON THE DRAW".into(),
    }
}

fn chits() -> ChitsDoc {
    ChitsDoc {
        title: "Chits".into(),
        caption: "Chits".into(),
        chits: vec![ChitDoc {
            location: "Right arm".into(),
            text: "Serious wound & knocked out. Throw 6 to recover. Cannot shoot with that arm. Cannot reload or shoot rifle."
                .into(),
            code: "3 · 6".into(),
            tone: 2,
        }],
        back_title: "HIT".into(),
        back_subtitle: "house table".into(),
    }
}

fn turn_deck(gang: &str) -> TurnDeckDoc {
    let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
    TurnDeckDoc {
        title: "Turn deck".into(),
        caption: "Turn deck".into(),
        cards: vec![
            TurnCardDoc {
                title: gang.into(),
                subtitle: "Ann".into(),
                gang: Some(0),
                headline: pair("Action points a turn", "6 × 5 + 1 average − 2"),
                rows: vec![
                    pair("Held at the start", "4 APs"),
                    pair("Wounds", "−2 APs a turn (2 wounds carried)"),
                    pair("At most", "12 APs a figure a turn (opportunity fire and defending aside)"),
                ],
                who: pair("Figures", "Kid Curry, Flat Nose Logan, Deaf Charlie, Ben Kilpatrick, Laura Bullion"),
                when_drawn: "When this card is drawn the gang acts, spending up to its APs. Shuffle the deck at the start of every turn.".into(),
            },
            TurnCardDoc {
                title: "Civilians".into(),
                subtitle: "Moved at random by the players".into(),
                gang: None,
                headline: pair("Action points", "5 each"),
                rows: vec![
                    pair("When", "allocated to a gang (no roll for more)"),
                    pair("Spent", "on the civilians only"),
                    pair("In a robbed bank", "roll for a heroic civilian: 10% or less"),
                ],
                who: pair("Civilians", "The teller, Mrs. Potts"),
                when_drawn: "When this card is drawn the civilians move.".into(),
            },
        ],
        back_title: "MWW".into(),
        back_subtitle: "TURN DECK".into(),
    }
}

fn options(card: CardSize) -> CardSheetOptions {
    CardSheetOptions {
        sheet: SheetSpec {
            paper_w_mm: 297.0,
            paper_h_mm: 420.0,
            card,
            bleed_mm: 0.0,
            gutter_mm: 3.0,
            margin_mm: 4.0,
            marks: Marks::None,
        },
        duplex: Some(crate::print::layout::sheet::Duplex {
            edge: crate::print::layout::sheet::DuplexEdge::Long,
            offset_x_mm: 0.0,
            offset_y_mm: 0.0,
        }),
        scale: 1.0,
    }
}

/// Every text's ink box on a page, with the card (clip) it is drawn on.
fn texts_on_cards(m: &Metrics, items: &[Item], t: Affine, clip: Option<Clip>, out: &mut Vec<(Clip, [f32; 4], String)>) {
    for item in items {
        match item {
            Item::Group { transform, clip: c, items } => {
                let t2 = transform.map_or(t, |g| g.then(t));
                texts_on_cards(m, items, t2, clip.or(*c), out);
            }
            Item::Text { x_mm, y_mm, size_pt, font, text, .. } => {
                let Some(clip) = clip else { continue };
                let w = m.width_mm(*font, *size_pt, text);
                let (top, bottom) =
                    (y_mm - m.ascent_mm(*font, *size_pt) * 0.8, y_mm + m.descent_mm(*font, *size_pt) * 0.5);
                let corners =
                    [(*x_mm, top), (x_mm + w, top), (*x_mm, bottom), (x_mm + w, bottom)].map(|(x, y)| t.apply(x, y));
                let xs = corners.map(|c| c.0);
                let ys = corners.map(|c| c.1);
                let fold = |v: [f32; 4], f: fn(f32, f32) -> f32, init| v.into_iter().fold(init, f);
                out.push((
                    clip,
                    [
                        fold(xs, f32::min, f32::MAX),
                        fold(ys, f32::min, f32::MAX),
                        fold(xs, f32::max, f32::MIN),
                        fold(ys, f32::max, f32::MIN),
                    ],
                    text.clone(),
                ));
            }
            _ => {}
        }
    }
}

fn assert_text_stays_on_its_card(job: &CardJob, card: CardSize) {
    let m = Metrics::embedded();
    let sheets = lay_out_cards(job, &options(card)).unwrap();
    let mut found = Vec::new();
    for page in &sheets.pages {
        texts_on_cards(&m, &page.items, Affine::IDENTITY, None, &mut found);
    }
    assert!(!found.is_empty());
    for (clip, [x0, y0, x1, y1], text) in found {
        let slack = 0.05;
        match clip {
            Clip::Rect { x_mm, y_mm, w_mm, h_mm } => assert!(
                x0 >= x_mm - slack && x1 <= x_mm + w_mm + slack && y0 >= y_mm - slack && y1 <= y_mm + h_mm + slack,
                "{card:?}: {text:?} at {x0},{y0}–{x1},{y1} runs off its card at {x_mm},{y_mm} {w_mm}×{h_mm}"
            ),
            Clip::Circle { cx_mm, cy_mm, r_mm } => {
                for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
                    let d = ((x - cx_mm).powi(2) + (y - cy_mm).powi(2)).sqrt();
                    assert!(
                        d <= r_mm + slack,
                        "{card:?}: {text:?} runs off its chit ({d} from the centre, radius {r_mm})"
                    );
                }
            }
        }
    }
}

#[test]
fn every_deck_keeps_its_text_on_the_card_on_every_card_size() {
    let cards = [CardSize::POKER, CardSize::BRIDGE, CardSize::MINI, CardSize::TAROT, CardSize::rect(88.9, 63.5)];
    for card in cards {
        assert_text_stays_on_its_card(
            &super::fate::job(&fate_deck("Marshal Dan Tolliver"), &card, &shipped_look().unwrap()),
            card,
        );
        assert_text_stays_on_its_card(&super::pack::job(&pack("Wyatt Earp"), &card, &shipped_look().unwrap()), card);
        assert_text_stays_on_its_card(
            &super::turn::job(&turn_deck("The Curry Gang"), &card, &shipped_look().unwrap()),
            card,
        );
    }
    for chit in [CardSize::round(30.0), CardSize::round(22.0), CardSize::rect(25.0, 25.0), CardSize::round(45.0)] {
        assert_eq!(chit.shape == CardShape::Round, chit.width_mm != 25.0);
        assert_text_stays_on_its_card(&super::chits::job(&chits(), &chit, &shipped_look().unwrap()), chit);
    }
}

#[test]
fn on_a_poker_card_the_demo_words_fit_and_a_name_too_long_is_reported_not_lost() {
    let sheets = lay_out_cards(
        &super::fate::job(&fate_deck("Kid Kelly"), &CardSize::POKER, &shipped_look().unwrap()),
        &options(CardSize::POKER),
    )
    .unwrap();
    assert!(sheets.warnings.is_empty(), "{:?}", sheets.warnings);
    let sheets = lay_out_cards(
        &super::pack::job(&pack("Wyatt Earp"), &CardSize::POKER, &shipped_look().unwrap()),
        &options(CardSize::POKER),
    )
    .unwrap();
    assert!(sheets.warnings.is_empty(), "{:?}", sheets.warnings);
    let sheets = lay_out_cards(
        &super::chits::job(&chits(), &CardSize::round(30.0), &shipped_look().unwrap()),
        &options(CardSize::round(30.0)),
    )
    .unwrap();
    assert!(sheets.warnings.is_empty(), "{:?}", sheets.warnings);
    let sheets = lay_out_cards(
        &super::turn::job(&turn_deck("Marshal Hoyt's Posse"), &CardSize::POKER, &shipped_look().unwrap()),
        &options(CardSize::POKER),
    )
    .unwrap();
    assert!(sheets.warnings.is_empty(), "{:?}", sheets.warnings);

    let long = "Bartholomew Jedediah Hezekiah Worthington-Smythe the Third of Tombstone ".repeat(3);
    let sheets = lay_out_cards(
        &super::pack::job(&pack(long.trim()), &CardSize::MINI, &shipped_look().unwrap()),
        &options(CardSize::MINI),
    )
    .unwrap();
    let warning = sheets.warnings.iter().find(|w| w.field == "name").expect("the name's overflow is reported");
    assert!(warning.card.starts_with("Bartholomew") && warning.message.contains("left out"), "{warning:?}");
}

/// The text fields of a face, by name.
fn fields(face: &crate::print::CardFace) -> Vec<&crate::print::TextField> {
    face.items
        .iter()
        .filter_map(|i| match i {
            crate::print::CardItem::Text(f) => Some(f),
            _ => None,
        })
        .collect()
}

#[test]
fn the_turn_deck_takes_its_sizes_what_it_shows_and_its_logo_from_its_template() {
    use crate::print::template::TurnCardsTemplate;
    let card = CardSize::POKER;
    let shipped: TurnCardsTemplate = shipped_look().unwrap();
    let plain = super::turn::job(&turn_deck("The Curry Gang"), &card, &shipped);
    let names = |face| fields(face).iter().map(|f| f.field.clone()).collect::<Vec<_>>();
    assert_eq!(
        names(&plain.fronts[0]),
        ["title", "subtitle", "Action points a turn label", "headline", "rows", "Figures label", "who", "when drawn"]
    );
    let headline = |job: &CardJob| fields(&job.fronts[0]).into_iter().find(|f| f.field == "headline").unwrap().size_pt;
    assert_eq!(headline(&plain), 12.0);

    let mut t = shipped.clone();
    t.type_.action_points_pt = 20.0;
    t.show.player = false;
    t.show.rules = false;
    t.show.when_drawn = false;
    t.logo.image_bytes = Some(portrait());
    let mine = super::turn::job(&turn_deck("The Curry Gang"), &card, &t);
    assert_eq!(headline(&mine), 20.0);
    assert_eq!(names(&mine.fronts[0]), ["title", "Action points a turn label", "headline", "Figures label", "who"]);
    // Without the when-drawn line, the figures reach down to the safe margin.
    let who = fields(&mine.fronts[0]).into_iter().find(|f| f.field == "who").unwrap();
    assert!((who.y_mm + who.h_mm - (card.height_mm - super::safe_margin(&card))).abs() < 1e-3, "{who:?}");
    for face in &mine.fronts {
        let logos = face.items.iter().filter(|i| matches!(i, crate::print::CardItem::Portrait { .. })).count();
        assert_eq!(logos, 1, "the logo on every front");
    }
    assert!(plain.fronts.iter().all(|f| !f.items.iter().any(|i| matches!(i, crate::print::CardItem::Portrait { .. }))));
}

#[test]
fn a_turn_deck_template_at_its_limits_still_prints_and_reports_what_does_not_fit() {
    use crate::print::template::TurnCardsTemplate;
    let mut t: TurnCardsTemplate = shipped_look().unwrap();
    let ty = &mut t.type_;
    for size in [
        &mut ty.title_pt,
        &mut ty.player_pt,
        &mut ty.label_pt,
        &mut ty.action_points_pt,
        &mut ty.rules_pt,
        &mut ty.figures_pt,
        &mut ty.when_drawn_pt,
    ] {
        *size = 72.0;
    }
    (t.regions.band, t.regions.action_points, t.regions.when_drawn) = (0.4, 0.2, 0.15);
    for card in [CardSize::POKER, CardSize::MINI, CardSize::TAROT] {
        let sheets = lay_out_cards(&super::turn::job(&turn_deck("The Curry Gang"), &card, &t), &options(card)).unwrap();
        for field in ["rows", "who", "when drawn"] {
            assert!(sheets.warnings.iter().any(|w| w.field == field), "{card:?}: {field}: {:?}", sheets.warnings);
        }
    }
    // The smallest sizes: nothing shrinks below the template's own size on a mini card.
    let mut t: TurnCardsTemplate = shipped_look().unwrap();
    t.type_.figures_pt = 0.5;
    let job = super::turn::job(&turn_deck("The Curry Gang"), &CardSize::MINI, &t);
    let who = fields(&job.fronts[0]).into_iter().find(|f| f.field == "who").unwrap().size_pt;
    assert_eq!(who, 0.5);
}
