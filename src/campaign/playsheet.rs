//! Playsheets: which charts of the registry a rule set's playsheet prints, in which sections, and
//! (for a fate campaign) with the campaign's options and house tables applied.
//!
//! Decisions where the issue is silent:
//! - QOTD prints every chart of Reels 3 to 7 and the props' tables, in the book's order, a section
//!   a reel. The character-making tables of Reel 2 (types, personalities, traits) are left out:
//!   each character's are on the roster and cast sheets, with their effects.
//! - The fate playsheet follows The Rules With No Name's order (turn and actions, shooting, nerve,
//!   hatred and fear, fast draws, fighting, hits), then the 1996 chapters (classes, skills). With
//!   `--campaign` it prints the tables as that campaign plays them
//!   ([`crate::rules::fate::campaign_tables`]): only its jam rule, its actions, its hit-location
//!   chart, its own house tables, and each option it changes under the tables it changes. Without
//!   it, both readings are shown where the texts disagree, with the house tables Posse ships.
//! - A table the sections do not name is never dropped: it goes into a last "More" section.

use std::path::Path;

use super::printing::PrintOutcome;
use super::{options, summary, CampaignError};
use crate::print::playsheet::{playsheet_pdf, Playsheet, PlaysheetSection};
use crate::print::{Paper, PrintError};
use crate::rules::fate::{self, FateOptions, HouseTables};
use crate::rules::tables::Table;
use crate::rules::{qotd, Ruleset};
use crate::store::Store;

/// QOTD's sections: the start of a table's source, and the heading it is printed under.
const QOTD_SECTIONS: [(&str, &str); 6] = [
    ("QOTD Reel 3", "Reel 3 — Moving, tasks, reacting and courage"),
    ("QOTD Reel 4", "Reel 4 — Shooting"),
    ("QOTD Reel 5", "Reel 5 — Fighting"),
    ("QOTD Props", "Props — combat weapons, armour and shields"),
    ("QOTD Reel 6", "Reel 6 — Hits, wounds, vehicles and recovery"),
    ("QOTD Reel 7", "Reel 7 — Beasts"),
];

/// QOTD's tables left out of the playsheet (see the module).
const QOTD_LEFT_OUT: &str = "QOTD Reel 2";

/// The fate playsheet's sections: a heading and the tables under it (by name, without `fate.`);
/// a table a campaign does not play (the other hit-location grid) is skipped.
const FATE_SECTIONS: [(&str, &[&str]); 7] = [
    ("The turn and actions", &["fate_deck", "actions", "movement", "fix_gun"]),
    (
        "Shooting",
        &["firing_chart", "firing_modifiers", "deliberate_fire_and_blazing_away", "weapons", "shotgun", "cover"],
    ),
    ("Nerve, hatred and fear", &["nerve", "nerve_tests_due", "hatred_and_fear_causes", "hatred_and_fear_effects"]),
    ("Challenges, duels and fast draws", &["fast_draw"]),
    ("Fighting", &["fighting", "fighting_dice_house_table", "fighting_results_house_table"]),
    (
        "Hits and wounds",
        &["hit_location_trwnn_2003", "hit_location_house_grid", "effect_modifiers", "wound_consequences"],
    ),
    ("Classes, skills and options", &["classes", "skills", "skill_contradictions", "stoopid", "options"]),
];

/// The playsheet of `ruleset`: the reference one, or a campaign's (`campaign`: the store and the
/// campaign's id), which must be of that rule set.
pub fn playsheet(ruleset: Ruleset, campaign: Option<(&Store, i64)>) -> Result<Playsheet, CampaignError> {
    let title = format!("{} \u{2014} playsheet", ruleset.title());
    let subtitle = match campaign {
        Some((store, id)) => {
            let c = summary(store, id)?;
            if c.ruleset != ruleset {
                return Err(CampaignError::PlaysheetOfAnotherFamily {
                    id,
                    name: c.name,
                    campaign: c.ruleset,
                    asked: ruleset,
                });
            }
            c.name
        }
        None => "Reference".to_string(),
    };
    super::families::family(ruleset).playsheet(title, subtitle, campaign)
}

/// The fate family's playsheet: the reference one, or with a campaign (`campaign`: the store and
/// its id) as that campaign plays its tables.
pub(crate) fn fate_campaign_playsheet(
    title: String,
    subtitle: String,
    campaign: Option<(&Store, i64)>,
) -> Result<Playsheet, CampaignError> {
    let (options, house) = match campaign {
        Some((store, id)) => {
            (options::options(store, id)?.options.fate().unwrap_or_default(), Some(options::house_tables(store, id)?))
        }
        None => (FateOptions::default(), None),
    };
    Ok(fate_playsheet(title, subtitle, &options, house.as_ref()))
}

/// My Wild West's playsheet.
pub(crate) fn mww_playsheet(title: String, subtitle: String) -> Result<Playsheet, CampaignError> {
    registry_playsheet(Ruleset::Mww, title, subtitle, &MWW_SECTIONS)
}

/// The West That Wasn't's playsheet.
pub(crate) fn twtw_playsheet(title: String, subtitle: String) -> Result<Playsheet, CampaignError> {
    registry_playsheet(Ruleset::Twtw, title, subtitle, &TWTW_SECTIONS)
}

/// My Wild West's sections: the turn (action points), shooting, hand to hand, movement and horses,
/// bank robberies, reactions, and the rules in words; every `mww.*` table of the registry.
const MWW_SECTIONS: [(&str, &[&str]); 7] = [
    ("Action points", &["mww.random_die_rolls", "mww.ap_costs"]),
    ("Shooting", &["mww.spotting", "mww.chance_of_hit", "mww.shooting_modifiers", "mww.weapons", "mww.wounds"]),
    ("Hand to hand", &["mww.hand_to_hand_modifiers", "mww.hand_to_hand_weapons"]),
    (
        "Jumps and horses",
        &[
            "mww.jumping_from_height",
            "mww.jumping_gaps",
            "mww.mounted_failed_jump",
            "mww.stop_bolting_horse",
            "mww.fall_off_horse",
        ],
    ),
    ("Robbing banks", &["mww.robbing_banks", "mww.alarm_modifiers"]),
    ("Reactions", &["mww.reaction_test", "mww.reaction_target_selection"]),
    ("The rules in words", &["mww.rules"]),
];

/// The West That Wasn't's combat reference — "the back of the character sheet" the chapter
/// describes: the card and checks, the turn, shooting, hitting and hurting, hand to hand, and the
/// traits; every `twtw.*` table of the registry.
const TWTW_SECTIONS: [(&str, &[&str]); 6] = [
    (
        "The action card and checks",
        &["twtw.action_card", "twtw.deck", "twtw.difficulties", "twtw.checks", "twtw.bumps"],
    ),
    (
        "Initiative, movement and actions",
        &["twtw.initiative_phases", "twtw.initiative", "twtw.movement_costs", "twtw.action_costs", "twtw.attacks"],
    ),
    ("Shooting", &["twtw.range", "twtw.ranged_modifiers", "twtw.shots", "twtw.cover", "twtw.penetration"]),
    ("Hits, damage and wounds", &["twtw.hit_locations", "twtw.damage", "twtw.wounds"]),
    (
        "Hand to hand",
        &["twtw.hand_to_hand", "twtw.advantage", "twtw.advantage_counter", "twtw.dominance", "twtw.improvised_weapons"],
    ),
    ("Traits and ancillary figures", &["twtw.traits", "twtw.ancillary"]),
];

/// A family whose charts need no campaign: its sections from the registry, and every other table
/// of the family in a last "More" section (none is ever dropped).
fn registry_playsheet(
    ruleset: Ruleset,
    title: String,
    subtitle: String,
    sections: &[(&str, &[&str])],
) -> Result<Playsheet, CampaignError> {
    let mut sheet = Playsheet::from_registry(&title, &subtitle, sections)
        .map_err(|e| CampaignError::Print(PrintError::invalid("ruleset", e.to_string())))?;
    let named: Vec<&str> = sections.iter().flat_map(|(_, ids)| ids.iter().copied()).collect();
    let more: Vec<Table> = crate::rules::tables::all()
        .into_iter()
        .filter(|info| info.family == ruleset && !named.contains(&info.id.as_str()))
        .filter_map(|info| crate::rules::tables::table(&info.id).ok())
        .collect();
    with_more(&mut sheet.sections, more);
    sheet.remarks.push(
        "Every table exactly as Posse rolls it; where the text is silent or disagrees with itself, each \
         table's notes say what Posse reads."
            .to_string(),
    );
    Ok(sheet)
}

pub(crate) fn qotd_playsheet(title: String, subtitle: String) -> Playsheet {
    let mut sections: Vec<PlaysheetSection> = QOTD_SECTIONS
        .iter()
        .map(|(_, heading)| PlaysheetSection { heading: heading.to_string(), tables: Vec::new() })
        .collect();
    let mut more = Vec::new();
    for table in qotd::charts::tables() {
        if table.info.source.starts_with(QOTD_LEFT_OUT) {
            continue;
        }
        match QOTD_SECTIONS.iter().position(|(prefix, _)| starts_section(&table.info.source, prefix)) {
            Some(i) => sections[i].tables.push(table),
            None => more.push(table),
        }
    }
    with_more(&mut sections, more);
    Playsheet {
        title,
        subtitle,
        remarks: vec![
            "Every chart exactly as Posse rolls it. Character types, personalities and traits are on the roster \
             and cast sheets, with their effects."
                .to_string(),
        ],
        sections,
    }
}

/// Whether a source ("QOTD Reel 3, Tasks") belongs to the section of `prefix` ("QOTD Reel 3"),
/// and not to a longer one ("QOTD Reel 30").
fn starts_section(source: &str, prefix: &str) -> bool {
    source.strip_prefix(prefix).is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_digit()))
}

/// With `house` (a campaign's), the tables as that campaign plays them; without, the reference.
fn fate_playsheet(title: String, subtitle: String, options: &FateOptions, house: Option<&HouseTables>) -> Playsheet {
    let (tables, remarks) = match house {
        Some(house) => (fate::campaign_tables(options, house), campaign_remarks(options)),
        None => (
            fate::tables(),
            vec!["The reference tables: where the 1996 text and the playsheet disagree both readings are shown, and \
                  the house tables are the ones Posse ships. Print with --campaign ID for a campaign's own rules \
                  and house tables."
                .to_string()],
        ),
    };
    let mut tables: Vec<Option<Table>> = tables.into_iter().map(Some).collect();
    let mut take = |name: &str| {
        let id = format!("fate.{name}");
        tables.iter_mut().find(|t| t.as_ref().is_some_and(|t| t.info.id == id)).and_then(Option::take)
    };
    let mut sections: Vec<PlaysheetSection> = FATE_SECTIONS
        .iter()
        .map(|(heading, names)| PlaysheetSection {
            heading: heading.to_string(),
            tables: names.iter().filter_map(|n| take(n)).collect(),
        })
        .collect();
    let more: Vec<Table> = tables.into_iter().flatten().collect();
    with_more(&mut sections, more);
    Playsheet { title, subtitle, remarks, sections }
}

fn with_more(sections: &mut Vec<PlaysheetSection>, more: Vec<Table>) {
    if !more.is_empty() {
        sections.push(PlaysheetSection { heading: "More".to_string(), tables: more });
    }
}

/// The campaign's options that differ from the playsheet, in words (or that there are none).
pub(crate) fn options_in_words(options: &FateOptions) -> Vec<String> {
    options.choices().iter().filter(|c| !c.is_default).map(|c| format!("{} \u{2014} {}", c.title, c.rule)).collect()
}

fn campaign_remarks(options: &FateOptions) -> Vec<String> {
    let differ = options_in_words(options);
    if differ.is_empty() {
        return vec!["This campaign plays every rule as the playsheet has it, with its own house tables.".to_string()];
    }
    let mut remarks = vec![format!(
        "This campaign plays the playsheet's rules and its own house tables, except ({}):",
        crate::campaign::casting::plural(differ.len(), "option")
    )];
    remarks.extend(differ.into_iter().map(|d| format!("\u{2022} {d}")));
    remarks
}

/// The playsheet of `ruleset` (a campaign's, if given) as `template` (a template file, else the
/// shipped one) has it, not written anywhere.
pub fn playsheet_bytes(
    ruleset: Ruleset,
    campaign: Option<(&Store, i64)>,
    paper: Paper,
    template: Option<&str>,
) -> Result<crate::print::Printed, CampaignError> {
    let sheet = playsheet(ruleset, campaign)?;
    let look = super::templates::template_for(template)?;
    Ok(playsheet_pdf(&sheet, paper, &look)?)
}

/// Prints the playsheet of `ruleset` (a campaign's, if given) to `path`.
pub fn print_playsheet(
    ruleset: Ruleset,
    campaign: Option<(&Store, i64)>,
    paper: Paper,
    template: Option<&str>,
    path: &Path,
) -> Result<PrintOutcome, CampaignError> {
    let printed = playsheet_bytes(ruleset, campaign, paper, template)?;
    super::write_whole(path, &printed.pdf)?;
    Ok(PrintOutcome { path: path.display().to_string(), pages: printed.pages as u32, bytes: printed.pdf.len() as u64 })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(p: &Playsheet) -> Vec<String> {
        p.sections.iter().flat_map(|s| s.tables.iter().map(|t| t.info.id.clone())).collect()
    }

    #[test]
    fn the_qotd_playsheet_prints_every_chart_but_the_character_making_ones_once() {
        let p = playsheet(Ruleset::Qotd, None).unwrap();
        let printed = ids(&p);
        for table in qotd::charts::tables() {
            let wanted = !table.info.source.starts_with(QOTD_LEFT_OUT);
            let count = printed.iter().filter(|id| **id == table.info.id).count();
            assert_eq!(count, usize::from(wanted), "{}", table.info.id);
        }
        assert!(p.sections.iter().all(|s| s.heading != "More"), "every QOTD table has its reel");
        assert!(printed.contains(&"qotd.effects_of_hits".to_string()));
        assert!(printed.contains(&"qotd.post_action_recovery".to_string()));
    }

    #[test]
    fn the_fate_reference_playsheet_prints_every_table_once() {
        let p = playsheet(Ruleset::Fate, None).unwrap();
        let mut printed = ids(&p);
        let mut every: Vec<String> = fate::tables().into_iter().map(|t| t.info.id).collect();
        printed.sort();
        every.sort();
        assert_eq!(printed, every);
        assert!(p.sections.iter().all(|s| s.heading != "More"), "every fate table has its section");
    }

    #[test]
    fn a_1996_campaign_names_its_options_and_prints_its_grid_only() {
        let options = FateOptions {
            jams: fate::RuleText::Ansell1996,
            hit_location: fate::HitLocationChart::House,
            ..FateOptions::default()
        };
        let p = fate_playsheet("T".into(), "S".into(), &options, Some(HouseTables::standard()));
        let printed = ids(&p);
        assert!(printed.contains(&"fate.hit_location_house_grid".to_string()));
        assert!(!printed.contains(&"fate.hit_location_trwnn_2003".to_string()));
        assert!(p.remarks[0].contains("2 options"), "{:?}", p.remarks);
        assert!(p.remarks.iter().any(|r| r.starts_with("\u{2022} Out of ammo and jams")), "{:?}", p.remarks);
    }

    #[test]
    fn the_mww_and_twtw_playsheets_hold_every_table_of_their_family_once() {
        for ruleset in [Ruleset::Mww, Ruleset::Twtw] {
            let p = playsheet(ruleset, None).unwrap();
            let mut printed: Vec<String> =
                p.sections.iter().flat_map(|s| s.tables.iter().map(|t| t.info.id.clone())).collect();
            let mut expected: Vec<String> =
                crate::rules::tables::all().into_iter().filter(|t| t.family == ruleset).map(|t| t.id).collect();
            printed.sort();
            expected.sort();
            assert_eq!(printed, expected, "{ruleset}");
            assert!(p.sections.iter().all(|s| s.heading != "More"), "{ruleset}: every table has its section");
        }
    }
}
