//! The demo campaigns: "Showdown at Dry Gulch" (QOTD: the Earps (hearts) against the Cowboys
//! (spades), with characters of all four types, each side filling exactly the 13 cards of its suit),
//! "Trouble at Tin Cup" (fate) and "The Dry Creek Bank Job" (My Wild West: a gang of five with a
//! little money and a wounded man, against a marshal's posse of four).

use serde::Deserialize;
use serde_json::Value;

use super::sheet::sheet_from_value;
use super::{CampaignError, CampaignSummary};
use crate::rules::Ruleset;
use crate::store::{campaigns, change_log, characters, sides, sides::Suit, Store};

pub(crate) const DEMO: &str = include_str!("demo.json");
pub(crate) const FATE_DEMO: &str = include_str!("demo_fate.json");
pub(crate) const MWW_DEMO: &str = include_str!("demo_mww.json");
pub(crate) const TWTW_DEMO: &str = include_str!("demo_twtw.json");

#[derive(Deserialize)]
struct Demo {
    name: String,
    sides: Vec<DemoSide>,
}

#[derive(Deserialize)]
struct DemoSide {
    name: String,
    #[serde(default)]
    suit: Option<Suit>,
    /// My Wild West: the gang's money.
    #[serde(default)]
    money: i64,
    characters: Vec<Value>,
}

/// Creates the demo campaign of a rule set, in one transaction: "Showdown at Dry Gulch" (QOTD) or
/// "Trouble at Tin Cup" (fate, with the default options) or "Showdown at the Laroq Ranch" (The West
/// That Wasn't: the chapter's heroes and villains).
pub fn create_demo(store: &mut Store, ruleset: Ruleset, at: i64) -> Result<CampaignSummary, CampaignError> {
    let (text, rules) = super::families::family(ruleset).demo();
    let demo: Demo = serde_json::from_str(text).expect("the embedded demo campaign is valid JSON");
    let mut checked = Vec::new();
    for side in &demo.sides {
        let mut roster = Vec::new();
        for sheet in &side.characters {
            let sheet = sheet_from_value("demo", sheet.clone(), ruleset)?;
            roster.push(rules.check(&sheet)?.row_parts());
        }
        checked.push(roster);
    }
    let id = store.write(|tx| {
        let campaign_id = campaigns::insert(tx, &demo.name, ruleset, at)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id,
                at,
                action: "campaign.create",
                entity: "campaign",
                entity_id: campaign_id,
                before: None,
                after: Some(serde_json::json!({ "name": demo.name, "ruleset": ruleset, "demo": true })),
                summary: format!("Started the demo campaign \"{}\"", demo.name),
            },
        )?;
        for (side, roster) in demo.sides.iter().zip(&checked) {
            let side_id = sides::insert(tx, campaign_id, &side.name, side.suit, at)?;
            if side.money != 0 {
                sides::set_money(tx, side_id, side.money)?;
            }
            for (sheet, name, kind) in roster {
                characters::insert(tx, side_id, &characters::SheetRow { name, kind, sheet }, None, at)?;
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
        let summary = create_demo(&mut store, Ruleset::Qotd, 1_700_000_000).unwrap();
        assert_eq!(summary.name, "Showdown at Dry Gulch");
        assert_eq!(summary.sides, 2);
        assert!(summary.characters >= 8);
        let detail = super::super::detail(&store, summary.id).unwrap();
        let kinds: std::collections::HashSet<_> = detail
            .sides
            .iter()
            .flat_map(|s| &s.characters)
            .map(|c| match &c.sheet {
                super::super::Sheet::Qotd(s) => s.kind.clone(),
                _ => unreachable!(),
            })
            .collect();
        for kind in CharacterType::ALL {
            assert!(kinds.contains(kind.id()), "the demo has no {}", kind.name());
        }
        for side in &detail.sides {
            let cards: u32 = side
                .characters
                .iter()
                .map(|c| match &c.derived {
                    super::super::Derived::Qotd(d) => d.cards as u32,
                    _ => unreachable!(),
                })
                .sum();
            assert!(cards <= 13, "{} needs {cards} cards of one suit", side.name);
        }
        let wyatt = detail.sides[0].characters.iter().find(|c| c.sheet.name() == "Wyatt Earp").unwrap();
        assert!(matches!(&wyatt.sheet, super::super::Sheet::Qotd(s) if s.kind == "hero"));
    }

    #[test]
    fn the_fate_demo_has_two_gangs_and_every_class() {
        let mut store = Store::open_in_memory().unwrap();
        let summary = create_demo(&mut store, Ruleset::Fate, 1_700_000_000).unwrap();
        assert_eq!(summary.name, "Trouble at Tin Cup");
        assert_eq!(summary.ruleset, Ruleset::Fate);
        assert_eq!(summary.sides, 2);
        let detail = super::super::detail(&store, summary.id).unwrap();
        let classes: std::collections::HashSet<String> = detail
            .sides
            .iter()
            .flat_map(|s| &s.characters)
            .map(|c| match &c.sheet {
                super::super::Sheet::Fate(s) => s.class.clone(),
                _ => unreachable!(),
            })
            .collect();
        for class in crate::rules::fate::Class::ALL {
            assert!(classes.contains(class.id()), "the demo has no {}", class.name());
        }
        let kid = detail.sides.iter().flat_map(|s| &s.characters).find(|c| c.sheet.name() == "Kid Kelly").unwrap();
        assert!(matches!(&kid.sheet, super::super::Sheet::Fate(s) if s.class == "gunman"));
    }

    #[test]
    fn the_mww_demo_has_a_gang_of_five_with_money_and_a_posse() {
        let mut store = Store::open_in_memory().unwrap();
        let summary = create_demo(&mut store, Ruleset::Mww, 1_700_000_000).unwrap();
        assert_eq!(
            (summary.name.as_str(), summary.ruleset, summary.sides, summary.characters),
            ("The Dry Creek Bank Job", Ruleset::Mww, 2, 9)
        );
        let detail = super::super::detail(&store, summary.id).unwrap();
        assert_eq!(detail.sides[0].money, Some(350));
        let gang = super::super::gang(&store, detail.sides[0].id).unwrap();
        assert_eq!((gang.figures, gang.wounds), (5, 1));
        assert_eq!(gang.budget.unwrap().dice, "1 average");
        let weapons: std::collections::HashSet<String> = detail
            .sides
            .iter()
            .flat_map(|s| &s.characters)
            .flat_map(|c| match &c.sheet {
                super::super::Sheet::Mww(s) => s.weapons.clone(),
                _ => unreachable!(),
            })
            .collect();
        for w in &crate::rules::mww::weapons::WEAPONS {
            if !["sword", "spear"].contains(&w.id) {
                assert!(weapons.contains(w.id), "the demo has no {}", w.name);
            }
        }
    }

    #[test]
    fn the_twtw_demo_holds_the_chapter_s_heroes_as_it_gives_them() {
        let mut store = Store::open_in_memory().unwrap();
        let summary = create_demo(&mut store, Ruleset::Twtw, 1_700_000_000).unwrap();
        assert_eq!((summary.name.as_str(), summary.sides, summary.characters), ("Showdown at the Laroq Ranch", 2, 8));
        let detail = super::super::detail(&store, summary.id).unwrap();
        let derived = |name: &str| {
            let c = detail.sides.iter().flat_map(|s| &s.characters).find(|c| c.sheet.name() == name).unwrap();
            match &c.derived {
                super::super::Derived::Twtw(d) => d.clone(),
                _ => unreachable!(),
            }
        };
        let pool = |d: &crate::rules::twtw::hero::HeroDerived, id: &str| {
            d.skills.iter().find(|s| s.id == id).map(|s| s.pool.clone()).unwrap()
        };
        let miranda = derived("Miranda Valentine");
        assert_eq!((pool(&miranda, "shooting_rifle"), miranda.initiative.value.as_str()), ("3d10".into(), "2d10"));
        let cyril = derived("Cyril Wellington");
        assert_eq!((pool(&cyril, "firearms_pistol"), cyril.initiative.value.as_str()), ("2d10".into(), "3d8"));
        assert_eq!((cyril.damage_bonus, cyril.defence_unarmed), (1, 4), "Force of 1; no Unarmed Combat: TN 4");
        let clem = derived("Clem Perkins");
        assert_eq!((pool(&clem, "knife"), clem.defence_melee), ("3d8".into(), 6));
        assert_eq!(derived("Angus Laroq").damage_bonus, 3);
        // "Hank has a size of 6, so he is dealt 10 Conc. He has 4 Conc remaining".
        assert_eq!(derived("Hank").conc, 14);
        for side in &detail.sides {
            for c in &side.characters {
                let super::super::Derived::Twtw(d) = &c.derived else { unreachable!() };
                assert!(d.flags.is_empty(), "{}: {:?}", c.sheet.name(), d.flags);
            }
        }
    }
}
