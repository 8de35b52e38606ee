//! The print shop's My Wild West turn deck: a card for each gang of a saved MWW cast and one for its
//! civilians (MWW: "Gangs will perform actions when their card is drawn"; "When the civilian move
//! card is drawn"), worded from the cast and the AP rules and printed through [`crate::print`].
//!
//! Decisions where the text is silent:
//! - A card is a player's column of the cast: a gang played by two players (the same side cast
//!   twice) has a card for each, since each acts on its own card with its own figures' APs.
//! - A gang's card shows its APs a turn as the sum the rules make (6 × the figures cast + the
//!   random addition by gang size, less 1 for each wound its figures carry), not a number: the
//!   addition is rolled every turn. The figures are those cast, extras included.
//! - The civilians' card is always in the deck, with a line to write names in when none is cast
//!   yet (the text has civilians join a game as it goes, e.g. a bank's staff).
//! - Every card says when it is drawn, and the deck is shuffled at the start of every turn (Posse's
//!   reading of the turn deck: [`crate::rules::mww::deck`]).

use std::path::Path;

use super::{render, resolved, PrintShopError, PrintShopOutcome, Rendered};
use crate::campaign::sheet::Sheet;
use crate::campaign::templates::template_for;
use crate::campaign::{get_scenario, summary};
use crate::print::decks::turn::{self, TurnCardDoc, TurnDeckDoc};
use crate::print::settings::{PrintSettings, Stock};
use crate::rules::mww::action_points::{RandomAddition, AP_PER_FIGURE, CIVILIAN_AP, HELD_AT_START, MAX_PER_FIGURE};
use crate::rules::Ruleset;
use crate::store::Store;

/// The turn deck of a saved MWW cast, laid out and rendered in the look of `settings.template`
/// (a `turn-cards` template file), else `templates/turn-cards.toml`.
pub fn turn_cards_pdf(store: &Store, cast_id: i64, settings: &PrintSettings) -> Result<Rendered, PrintShopError> {
    let resolved = resolved(store, settings, Stock::Cards, "the turn deck")?;
    let doc = turn_cards_doc(store, cast_id)?;
    let look = template_for(settings.template.as_deref())?;
    let job = turn::job(&doc, &resolved.options.sheet.card, &look);
    render(&job, resolved, "turn deck", Vec::new())
}

/// [`turn_cards_pdf`], written to `path`.
pub fn print_turn_cards(
    store: &Store,
    cast_id: i64,
    settings: &PrintSettings,
    path: &Path,
) -> Result<PrintShopOutcome, PrintShopError> {
    turn_cards_pdf(store, cast_id, settings)?.write(path)
}

const WHEN_A_GANG_IS_DRAWN: &str =
    "When this card is drawn the gang acts, its figures spending up to its APs. Held APs are lost when the next \
     turn's are allocated. Shuffle the deck at the start of every turn.";

const WHEN_CIVILIANS_ARE_DRAWN: &str =
    "When this card is drawn the civilians move, at random, by the players. Shuffle the deck at the start of every turn.";

/// The turn deck's words: a card per player's gang of the cast (in the cast's order) and the
/// civilians' card.
pub fn turn_cards_doc(store: &Store, cast_id: i64) -> Result<TurnDeckDoc, PrintShopError> {
    let scenario = get_scenario(store, cast_id)?;
    if scenario.ruleset != Ruleset::Mww {
        return Err(PrintShopError::WrongRuleset {
            what: "cast",
            id: cast_id,
            ruleset: scenario.ruleset,
            thing: "cast",
            printable: "the turn deck is My Wild West's",
        });
    }
    let campaign = summary(store, scenario.campaign_id)?;
    let mut cards: Vec<TurnCardDoc> = scenario
        .sides
        .iter()
        .enumerate()
        .map(|(i, side)| {
            let figures = side.cast.len();
            let wounds: u32 = side
                .cast
                .iter()
                .filter_map(|m| match &m.sheet {
                    Some(Sheet::Mww(f)) => Some(f.wounds.max(0) as u32),
                    _ => None,
                })
                .sum();
            let n = u8::try_from(figures).unwrap_or(u8::MAX).max(1);
            let dice = RandomAddition::of(n).dice_text;
            let sum = if wounds > 0 {
                format!("{AP_PER_FIGURE} \u{d7} {figures} + {dice} \u{2212} {wounds}")
            } else {
                format!("{AP_PER_FIGURE} \u{d7} {figures} + {dice}")
            };
            let mut rows = vec![("Held at the start".to_string(), format!("{HELD_AT_START} APs"))];
            if wounds > 0 {
                let carried = if wounds == 1 { "1 wound".to_string() } else { format!("{wounds} wounds") };
                rows.push(("Wounds".to_string(), format!("\u{2212}{wounds} AP a turn ({carried} carried)")));
            }
            rows.push((
                "At most".to_string(),
                format!("{MAX_PER_FIGURE} APs a figure a turn (opportunity fire and defending aside)"),
            ));
            let player = side.script.player.trim();
            TurnCardDoc {
                title: side.side_name.clone(),
                subtitle: if player.is_empty() { "Gang".to_string() } else { player.to_string() },
                gang: Some(i),
                headline: ("Action points a turn".to_string(), sum),
                rows,
                who: (
                    if figures == 1 { "Figure" } else { "Figures" }.to_string(),
                    side.cast.iter().map(|m| m.name.as_str()).collect::<Vec<_>>().join(", "),
                ),
                when_drawn: WHEN_A_GANG_IS_DRAWN.to_string(),
            }
        })
        .collect();
    let names = if scenario.civilians.is_empty() {
        "None cast yet: ____________________".to_string()
    } else {
        scenario.civilians.join(", ")
    };
    cards.push(TurnCardDoc {
        title: "Civilians".to_string(),
        subtitle: "Moved at random by the players".to_string(),
        gang: None,
        headline: ("Action points".to_string(), format!("{CIVILIAN_AP} each")),
        rows: vec![
            ("When".to_string(), "allocated to a gang (no roll for more)".to_string()),
            ("Spent".to_string(), "on the civilians only".to_string()),
            ("In a robbed bank".to_string(), "roll for a heroic civilian: 10% or less".to_string()),
        ],
        who: ("Civilians".to_string(), names),
        when_drawn: WHEN_CIVILIANS_ARE_DRAWN.to_string(),
    });
    Ok(TurnDeckDoc {
        title: format!("Turn deck — {} — {}", campaign.name, scenario.title),
        caption: format!("Turn deck — {}", scenario.title),
        cards,
        back_title: "MWW".to_string(),
        back_subtitle: "TURN DECK".to_string(),
    })
}
