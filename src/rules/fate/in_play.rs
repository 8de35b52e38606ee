//! The fate tables as one campaign plays them: its house tables, and only the rules its options
//! choose. A playsheet printed for a campaign reads these, so a 1996 jam rule prints the 1996 rule.
//!
//! What the options do to the tables:
//! - `jams`, `fumbles`: the rules of fire hold the jam rule in play (the 1996 one in its option's
//!   words) and the fumble when it is played.
//! - `actions`: the actions of the chosen text only.
//! - `hit_location`: the grid the campaign rolls on, not the other; the effect modifiers of that
//!   grid only.
//! - `hatred_and_fear` off: the tables of hatred and fear are left out; `wounds_cause_hatred_or_fear`
//!   off: the "wounds" cause is left out.
//! - Every option that is not the playsheet's default is also written under the tables it
//!   changes, in its own words ("This campaign: Out of ammo and jams — Ansell 1996: …"), for the
//!   rules the tables hold in prose (movement, Indian classes, shotguns, knife throwing, treble
//!   skills).

use super::hit_tables::HitTable;
use super::house::HouseTables;
use super::options::{FateOptions, OptionKind, OPTIONS};
use super::registry::tables_with;
use crate::rules::tables::Table;

/// The tables each option changes, by table name (without `fate.`).
const CHANGES: [(&str, &[&str]); 11] = [
    ("jams", &["deliberate_fire_and_blazing_away"]),
    ("actions", &["actions"]),
    ("movement", &["actions", "movement"]),
    ("indian_classes", &["classes", "firing_chart"]),
    ("shotguns", &["shotgun"]),
    ("hit_location", &["effect_modifiers"]),
    ("knife_throwing", &["firing_chart"]),
    ("hatred_and_fear", &["firing_modifiers", "fighting_dice_house_table"]),
    ("wounds_cause_hatred_or_fear", &["hatred_and_fear_causes"]),
    ("fumbles", &["deliberate_fire_and_blazing_away"]),
    ("treble_skills", &["skills"]),
];

/// Every fate table as a campaign of `options` with `house` tables plays it (see the module).
pub fn campaign_tables(options: &FateOptions, house: &HouseTables) -> Vec<Table> {
    let house = house.with_options(options);
    let other_grid = match HitTable::of(options) {
        HitTable::Trwnn2003 => "fate.hit_location_house_grid",
        HitTable::House => "fate.hit_location_trwnn_2003",
    };
    let mut tables = tables_with(Some(options), &house);
    tables.retain(|t| {
        t.info.id != other_grid && (options.hatred_and_fear || !t.info.id.starts_with("fate.hatred_and_fear"))
    });
    for choice in options.choices().iter().filter(|c| !c.is_default) {
        let info = OPTIONS.iter().find(|o| o.id == choice.id).expect("choices come from OPTIONS");
        let label = info.labels()[choice.index];
        let note = match info.kind {
            OptionKind::Text | OptionKind::Reading => {
                format!("This campaign: {} — {label}: {}", info.title, choice.rule)
            }
            OptionKind::Switch => format!("This campaign: {} — {}", info.title, choice.rule),
        };
        let changed = CHANGES.iter().find(|(id, _)| *id == choice.id).map_or(&[][..], |(_, t)| *t);
        for table in tables.iter_mut().filter(|t| changed.iter().any(|name| t.info.id == format!("fate.{name}"))) {
            table.notes.push(note.clone());
        }
    }
    tables
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::RuleText;

    fn table<'t>(tables: &'t [Table], id: &str) -> &'t Table {
        tables.iter().find(|t| t.info.id == id).unwrap_or_else(|| panic!("{id} is missing"))
    }

    fn rows(t: &Table) -> Vec<String> {
        t.rows.iter().map(|r| r.cells.iter().map(|c| c.full_text()).collect::<Vec<_>>().join(" | ")).collect()
    }

    #[test]
    fn every_option_names_the_tables_it_changes_once() {
        assert_eq!(CHANGES.len(), OPTIONS.len());
        for info in &OPTIONS {
            assert!(CHANGES.iter().any(|(id, _)| *id == info.id), "{}", info.id);
        }
        let every: Vec<String> = crate::rules::fate::tables().into_iter().map(|t| t.info.id).collect();
        for (_, tables) in CHANGES {
            for name in tables {
                assert!(every.contains(&format!("fate.{name}")), "{name}");
            }
        }
    }

    #[test]
    fn the_playsheet_campaign_plays_the_playsheet_jams_and_the_trwnn_chart() {
        let tables = campaign_tables(&FateOptions::default(), HouseTables::standard());
        let fire = rows(table(&tables, "fate.deliberate_fire_and_blazing_away"));
        assert!(fire.iter().any(|r| r.starts_with("Two or more 1s more than 6s")), "{fire:?}");
        assert!(!fire.iter().any(|r| r.contains("1996 jams") || r.contains("Ansell 1996")), "{fire:?}");
        assert!(tables.iter().any(|t| t.info.id == "fate.hit_location_trwnn_2003"));
        assert!(!tables.iter().any(|t| t.info.id == "fate.hit_location_house_grid"));
        assert!(tables.iter().all(|t| t.notes.iter().all(|n| !n.starts_with("This campaign"))));
        // Every row key still points at its row.
        for t in &tables {
            for key in &t.keys {
                if key.axis == crate::rules::tables::Axis::Row {
                    assert_eq!(key.values.len(), t.rows.len(), "{}", t.info.id);
                }
            }
        }
    }

    #[test]
    fn a_1996_campaign_prints_the_1996_jams_its_grid_and_its_actions() {
        let options = FateOptions {
            jams: RuleText::Ansell1996,
            actions: RuleText::Ansell1996,
            hit_location: crate::rules::fate::HitLocationChart::House,
            hatred_and_fear: false,
            fumbles: true,
            ..FateOptions::default()
        };
        let tables = campaign_tables(&options, HouseTables::standard());
        let fire = rows(table(&tables, "fate.deliberate_fire_and_blazing_away"));
        assert!(!fire.iter().any(|r| r.starts_with("Two or more 1s")), "{fire:?}");
        assert!(
            fire.iter()
                .any(|r| r.starts_with("Out of ammo and jams (Ansell 1996)") && r.contains("three or more 1s jam")),
            "{fire:?}"
        );
        assert!(fire.iter().any(|r| r.starts_with("Fumbles")), "{fire:?}");
        let notes = &table(&tables, "fate.deliberate_fire_and_blazing_away").notes;
        assert!(notes.iter().any(|n| n.starts_with("This campaign: Out of ammo and jams — Ansell 1996:")), "{notes:?}");
        let actions = rows(table(&tables, "fate.actions"));
        assert!(actions.iter().any(|r| r.starts_with("Pass")) && !actions.iter().any(|r| r.starts_with("Reposition")));
        assert!(tables.iter().any(|t| t.info.id == "fate.hit_location_house_grid"));
        assert!(!tables.iter().any(|t| t.info.id == "fate.hit_location_trwnn_2003"));
        assert!(!tables.iter().any(|t| t.info.id.starts_with("fate.hatred_and_fear")));
        let modifiers = rows(table(&tables, "fate.effect_modifiers"));
        assert!(!modifiers.iter().any(|r| r.contains("TRWNN chart only")), "{modifiers:?}");
    }

    #[test]
    fn a_campaigns_own_house_tables_are_the_ones_printed() {
        let text = crate::rules::fate::house::STANDARD_HOUSE_TABLES.replace("shootist = 4", "shootist = 5");
        assert_ne!(text, crate::rules::fate::house::STANDARD_HOUSE_TABLES, "the shipped file gives a Shootist 4 dice");
        let house = HouseTables::from_toml(&text).unwrap();
        let tables = campaign_tables(&FateOptions::default(), &house);
        let dice = rows(table(&tables, "fate.fighting_dice_house_table"));
        assert!(dice.contains(&"Shootist | 5 dice".to_string()), "{dice:?}");
    }
}
