//! The demo campaign, "Showdown at Dry Gulch": the Earps (hearts) against the Cowboys (spades), with
//! characters of all four types, each side filling exactly the 13 cards of its suit.

use serde::Deserialize;

use super::{CampaignError, CampaignSummary};
use crate::rules::qotd::{Character, CharacterSheet};
use crate::rules::Ruleset;
use crate::store::{campaigns, change_log, characters, sides, sides::Suit, Store};

const DEMO: &str = include_str!("demo.json");

#[derive(Deserialize)]
struct Demo {
    name: String,
    sides: Vec<DemoSide>,
}

#[derive(Deserialize)]
struct DemoSide {
    name: String,
    suit: Suit,
    characters: Vec<CharacterSheet>,
}

/// Creates a new copy of the demo campaign (in one transaction) and returns it.
pub fn create_demo(store: &mut Store, at: i64) -> Result<CampaignSummary, CampaignError> {
    let demo: Demo = serde_json::from_str(DEMO).expect("the embedded demo campaign is valid JSON");
    // Validate every character before writing anything.
    let mut checked = Vec::new();
    for side in &demo.sides {
        let characters = side.characters.iter().map(Character::from_sheet).collect::<Result<Vec<_>, _>>()?;
        checked.push(characters);
    }
    let id = store.write(|tx| {
        let campaign_id = campaigns::insert(tx, &demo.name, Ruleset::Qotd, at)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id,
                at,
                action: "campaign.create",
                entity: "campaign",
                entity_id: campaign_id,
                before: None,
                after: Some(serde_json::json!({ "name": demo.name, "ruleset": Ruleset::Qotd, "demo": true })),
                summary: format!("Started the demo campaign \"{}\"", demo.name),
            },
        )?;
        for (side, characters) in demo.sides.iter().zip(&checked) {
            let side_id = sides::insert(tx, campaign_id, &side.name, Some(side.suit), at)?;
            for character in characters {
                let sheet = character.to_sheet();
                characters::insert(tx, side_id, &sheet, None, at)?;
            }
        }
        Ok::<_, CampaignError>(campaign_id)
    })?;
    super::summary(store, id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::qotd::CharacterType;

    #[test]
    fn the_demo_has_two_sides_and_every_character_type() {
        let mut store = Store::open_in_memory().unwrap();
        let summary = create_demo(&mut store, 1_700_000_000).unwrap();
        assert_eq!(summary.name, "Showdown at Dry Gulch");
        assert_eq!(summary.sides, 2);
        assert!(summary.characters >= 8);
        let detail = super::super::detail(&store, summary.id).unwrap();
        let kinds: std::collections::HashSet<_> =
            detail.sides.iter().flat_map(|s| &s.characters).map(|c| c.sheet.kind.clone()).collect();
        for kind in CharacterType::ALL {
            assert!(kinds.contains(kind.id()), "the demo has no {}", kind.name());
        }
        for side in &detail.sides {
            let cards: u32 = side.characters.iter().map(|c| c.derived.cards as u32).sum();
            assert!(cards <= 13, "{} needs {cards} cards of one suit", side.name);
        }
        let wyatt = detail.sides[0].characters.iter().find(|c| c.sheet.name == "Wyatt Earp").unwrap();
        assert_eq!(wyatt.sheet.kind, "hero");
    }
}
