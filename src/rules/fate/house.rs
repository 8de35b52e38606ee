//! Posse's house tables for the fate family, which neither rule text prints: the fighting dice by
//! class, the fighting results (what each hit in a fight does), and the hit-location grid (D6
//! location × D6 effect = the 36 chits); and beside them the TRWNN playsheet 2 hit-location chart
//! (not a house table: a fan reconstruction of a printed chart), which a campaign rolls on by
//! default ([`super::hit_tables`]). They are data in `house_tables.toml`, embedded at build time and
//! checked when loaded; a campaign may keep its own edited copy and load it with
//! [`HouseTables::from_toml`]. Whatever shows a house table calls it a "house table"
//! ([`HOUSE_TABLE`]).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::blows::{Arms, Blow, FightingResults};
use super::class::Class;
use super::hit_tables::HitTable;
use super::options::FateOptions;
use super::wounds::{HitResult, Location};
use crate::error::ErrorCode;

/// The embedded house tables, as shipped.
pub const STANDARD_HOUSE_TABLES: &str = include_str!("house_tables.toml");

/// The label every house table carries where it is shown or printed.
pub const HOUSE_TABLE: &str = "house table";

/// The sections of the file a campaign's copy may leave out (they take the shipped values).
const OPTIONAL_SECTIONS: [&str; 2] = ["fighting_results", "trwnn_hit_location"];

/// Why a house-tables file was refused. Each names the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HouseTableError {
    #[error("house tables: {message}")]
    Toml { message: String },
    #[error("{field}: {value} dice is out of range ({min} to {max})")]
    DiceOutOfRange { field: String, value: i64, min: i64, max: i64 },
    #[error("{section}.locations: a D6 needs 6 locations, this list has {count}")]
    NotSixLocations { section: &'static str, count: usize },
    #[error("{field}: \"{given}\" is not a location (head, chest, belly, right_arm, left_arm, legs)")]
    UnknownLocation { field: String, given: String },
    #[error("{field}: {location} is already roll {first}")]
    RepeatedLocation { field: String, location: &'static str, first: usize },
    #[error("{section}.effects: no effects for {location}")]
    MissingEffects { section: &'static str, location: &'static str },
    #[error("{section}.effects.{location}: a D6 needs 6 results, this list has {count}")]
    NotSixEffects { section: &'static str, location: String, count: usize },
    #[error("{field}: \"{given}\" is not a hit result (graze, flesh_wound, …, dead)")]
    UnknownResult { field: String, given: String },
    #[error("fighting_results.{arms}: a D6 needs 6 blows, this list has {count}")]
    NotSixBlows { arms: &'static str, count: usize },
    #[error(
        "{field}: \"{given}\" is not a blow (no_effect, staggered, knocked_down, knocked_out, struck, knifed, shot)"
    )]
    UnknownBlow { field: String, given: String },
    #[error("{field}: {} belongs in the {only} column only", .blow.id())]
    BlowNotForArms { field: String, blow: Blow, only: &'static str },
}

/// A TOML error on one line, where it is and why: `line 2, column 1: unknown field `chits`, …`
/// (the parser's own text draws a picture over several lines, which an `error[code]:` line cannot hold).
fn one_line(text: &str, e: &toml::de::Error) -> String {
    let message = e.message().split_whitespace().collect::<Vec<_>>().join(" ");
    match e.span() {
        Some(span) => {
            let before = &text[..span.start.min(text.len())];
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            format!("line {line}, column {column}: {message}")
        }
        None => message,
    }
}

impl ErrorCode for HouseTableError {
    fn code(&self) -> &'static str {
        match self {
            HouseTableError::Toml { .. } => "house_tables_unreadable",
            HouseTableError::DiceOutOfRange { .. } => "house_dice_out_of_range",
            HouseTableError::NotSixLocations { .. } => "house_not_six_locations",
            HouseTableError::UnknownLocation { .. } => "house_unknown_location",
            HouseTableError::RepeatedLocation { .. } => "house_repeated_location",
            HouseTableError::MissingEffects { .. } => "house_missing_effects",
            HouseTableError::NotSixEffects { .. } => "house_not_six_effects",
            HouseTableError::UnknownResult { .. } => "house_unknown_result",
            HouseTableError::NotSixBlows { .. } => "house_not_six_blows",
            HouseTableError::UnknownBlow { .. } => "house_unknown_blow",
            HouseTableError::BlowNotForArms { .. } => "house_blow_not_for_arms",
        }
    }
}

/// The fighting dice (a house table: the 1996 "fighting chart below" is missing from the scan).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateFightingDice")]
pub struct FightingDice {
    /// By class, in the order of [`Class::ALL`].
    pub by_class: [i8; 7],
    pub clubbed_weapon: i8,
    pub each_serious_wound: i8,
}

impl FightingDice {
    pub fn dice(&self, class: Class) -> i8 {
        self.by_class[class as usize]
    }
}

/// One chit of a grid: a location roll, an effect roll, and what they come to.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateChit")]
pub struct Chit {
    pub location_roll: u8,
    pub effect_roll: u8,
    pub location: Location,
    pub result: HitResult,
    /// The chit's words as its table prints them: "Flesh wound. No movement or turning."
    pub text: String,
}

impl Chit {
    /// As the chit is printed, with its location: "Chest: Flesh wound & knocked down".
    pub fn label(&self) -> String {
        format!("{}: {}", self.location.name(), self.result.name())
    }
}

/// A hit-location grid: the house grid or the TRWNN chart (`table` says which).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateHouseGrid")]
pub struct HouseGrid {
    /// Which table this is (how it is labelled, its modifiers and wound rules).
    pub table: HitTable,
    /// The location for a roll of 1 to 6.
    pub locations: [Location; 6],
    /// `results[location roll − 1][effect − 1]`.
    pub results: [[HitResult; 6]; 6],
}

impl HouseGrid {
    /// The location of a roll (clamped to 1..6).
    pub fn location(&self, roll: u8) -> Location {
        self.locations[usize::from(roll.clamp(1, 6)) - 1]
    }

    /// The roll that gives a location.
    pub fn roll_of(&self, location: Location) -> u8 {
        self.locations.iter().position(|l| *l == location).map_or(1, |i| i as u8 + 1)
    }

    /// The result at a location for an effect column of 1 to 6 (clamped).
    pub fn result(&self, location: Location, effect: u8) -> HitResult {
        self.results[usize::from(self.roll_of(location)) - 1][usize::from(effect.clamp(1, 6)) - 1]
    }

    /// The 36 chits, by location roll then effect roll.
    pub fn chits(&self) -> Vec<Chit> {
        (1..=6u8)
            .flat_map(|l| {
                (1..=6u8).map(move |e| {
                    let location = self.location(l);
                    let result = self.results[usize::from(l) - 1][usize::from(e) - 1];
                    Chit {
                        location_roll: l,
                        effect_roll: e,
                        location,
                        result,
                        text: self.table.chit_text(location, result),
                    }
                })
            })
            .collect()
    }
}

/// Every house table, and the hit-location grid in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateHouseTables")]
pub struct HouseTables {
    pub fighting: FightingDice,
    /// What each hit in a fight does (a house table).
    pub fighting_results: FightingResults,
    /// The hit-location grid the campaign rolls on and prints as its 36 chits: the TRWNN chart
    /// (option `hit_location` = `playsheet`, the default) or the house grid. See
    /// [`HouseTables::with_options`].
    pub hit_location: HouseGrid,
    /// The house grid, as this file has it (`[hit_location]`).
    pub house_grid: HouseGrid,
    /// The TRWNN playsheet 2 chart, as this file has it (`[trwnn_hit_location]`).
    pub trwnn_grid: HouseGrid,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTables {
    fighting: RawFighting,
    hit_location: RawGrid,
    #[serde(default)]
    fighting_results: Option<RawResults>,
    #[serde(default)]
    trwnn_hit_location: Option<RawGrid>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFighting {
    citizen: i64,
    gunman: i64,
    shootist: i64,
    legend: i64,
    young_blood: i64,
    warrior: i64,
    mighty_warrior: i64,
    clubbed_weapon: i64,
    each_serious_wound: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawResults {
    gun: Vec<String>,
    clubbed: Vec<String>,
    blade: Vec<String>,
    fists: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGrid {
    locations: Vec<String>,
    effects: BTreeMap<String, Vec<String>>,
}

impl HouseTables {
    /// The tables as shipped (parsed once), with the default option's grid in force (TRWNN).
    pub fn standard() -> &'static HouseTables {
        static STANDARD: OnceLock<HouseTables> = OnceLock::new();
        STANDARD.get_or_init(|| {
            HouseTables::from_toml(STANDARD_HOUSE_TABLES).expect("the shipped house tables are valid (tested)")
        })
    }

    /// Reads and checks a house-tables file; the first problem found is reported, naming its field.
    /// A section the file leaves out of `fighting_results` and `trwnn_hit_location` takes the
    /// shipped values (a copy kept by an earlier Posse has neither). The grid in force is the
    /// TRWNN chart, as with the default options; see [`HouseTables::with_options`].
    pub fn from_toml(text: &str) -> Result<HouseTables, HouseTableError> {
        let raw: RawTables = toml::from_str(text).map_err(|e| HouseTableError::Toml { message: one_line(text, &e) })?;
        let fighting_results = match &raw.fighting_results {
            Some(r) => results(r)?,
            None => HouseTables::standard().fighting_results,
        };
        let trwnn_grid = match &raw.trwnn_hit_location {
            Some(g) => grid(g, "trwnn_hit_location", HitTable::Trwnn2003)?,
            None => HouseTables::standard().trwnn_grid,
        };
        Ok(HouseTables {
            fighting: fighting(&raw.fighting)?,
            fighting_results,
            hit_location: trwnn_grid,
            house_grid: grid(&raw.hit_location, "hit_location", HitTable::House)?,
            trwnn_grid,
        })
    }

    /// The grid of a table.
    pub fn grid(&self, table: HitTable) -> &HouseGrid {
        match table {
            HitTable::Trwnn2003 => &self.trwnn_grid,
            HitTable::House => &self.house_grid,
        }
    }

    /// These tables with the grid a campaign of `options` rolls on in force (`hit_location`).
    pub fn with_options(&self, options: &FateOptions) -> HouseTables {
        HouseTables { hit_location: *self.grid(HitTable::of(options)), ..*self }
    }
}

/// A campaign's copy of the house-tables file completed for editing: a section it leaves out (it
/// was kept by an earlier Posse) is added from the shipped file, with its comments, so that every
/// table can be edited.
pub fn completed_text(text: &str) -> String {
    let present: toml::Table = toml::from_str(text).unwrap_or_default();
    let mut out = text.to_string();
    for section in OPTIONAL_SECTIONS {
        if present.contains_key(section) {
            continue;
        }
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out.push('\n');
        out.push_str(shipped_section(section));
    }
    out
}

/// A section of the shipped file, from its `#--- section: NAME ---` marker to the next.
fn shipped_section(name: &str) -> &'static str {
    let marker = format!("#--- section: {name} ---");
    let start = STANDARD_HOUSE_TABLES.find(&marker).expect("every section is marked");
    let rest = &STANDARD_HOUSE_TABLES[start..];
    let end = rest[marker.len()..].find("#--- section: ").map_or(rest.len(), |i| i + marker.len());
    &rest[..end]
}

fn dice(field: &str, value: i64, min: i64, max: i64) -> Result<i8, HouseTableError> {
    if (min..=max).contains(&value) {
        Ok(value as i8)
    } else {
        Err(HouseTableError::DiceOutOfRange { field: format!("fighting.{field}"), value, min, max })
    }
}

fn fighting(raw: &RawFighting) -> Result<FightingDice, HouseTableError> {
    let by_class = [
        dice("citizen", raw.citizen, 0, 12)?,
        dice("gunman", raw.gunman, 0, 12)?,
        dice("shootist", raw.shootist, 0, 12)?,
        dice("legend", raw.legend, 0, 12)?,
        dice("young_blood", raw.young_blood, 0, 12)?,
        dice("warrior", raw.warrior, 0, 12)?,
        dice("mighty_warrior", raw.mighty_warrior, 0, 12)?,
    ];
    Ok(FightingDice {
        by_class,
        clubbed_weapon: dice("clubbed_weapon", raw.clubbed_weapon, -6, 6)?,
        each_serious_wound: dice("each_serious_wound", raw.each_serious_wound, -6, 0)?,
    })
}

fn results(raw: &RawResults) -> Result<FightingResults, HouseTableError> {
    let mut by_arms = [[Blow::NoEffect; 6]; 4];
    for (arms, given) in Arms::ALL.into_iter().zip([&raw.gun, &raw.clubbed, &raw.blade, &raw.fists]) {
        if given.len() != 6 {
            return Err(HouseTableError::NotSixBlows { arms: arms.id(), count: given.len() });
        }
        for (i, typed) in given.iter().enumerate() {
            let field = format!("fighting_results.{}[{i}]", arms.id());
            let blow = Blow::from_id(typed)
                .filter(|b| b.id() == typed.as_str())
                .ok_or_else(|| HouseTableError::UnknownBlow { field: field.clone(), given: typed.clone() })?;
            let only = match blow {
                Blow::Shot => Some(Arms::Gun),
                Blow::Knifed => Some(Arms::Blade),
                _ => None,
            };
            if let Some(only) = only.filter(|o| *o != arms) {
                return Err(HouseTableError::BlowNotForArms { field, blow, only: only.id() });
            }
            by_arms[arms as usize][i] = blow;
        }
    }
    Ok(FightingResults { by_arms })
}

fn grid(raw: &RawGrid, section: &'static str, table: HitTable) -> Result<HouseGrid, HouseTableError> {
    if raw.locations.len() != 6 {
        return Err(HouseTableError::NotSixLocations { section, count: raw.locations.len() });
    }
    let mut locations = [Location::Head; 6];
    for (i, given) in raw.locations.iter().enumerate() {
        let field = format!("{section}.locations[{i}]");
        let location = Location::from_id(given)
            .filter(|l| l.id() == given.as_str())
            .ok_or_else(|| HouseTableError::UnknownLocation { field: field.clone(), given: given.clone() })?;
        if let Some(first) = locations[..i].iter().position(|l| *l == location) {
            return Err(HouseTableError::RepeatedLocation { field, location: location.id(), first: first + 1 });
        }
        locations[i] = location;
    }
    if let Some(stranger) = raw.effects.keys().find(|k| !Location::ALL.iter().any(|l| l.id() == k.as_str())) {
        return Err(HouseTableError::UnknownLocation {
            field: format!("{section}.effects.{stranger}"),
            given: stranger.clone(),
        });
    }
    let mut results = [[HitResult::Graze; 6]; 6];
    for (i, location) in locations.iter().enumerate() {
        let effects = raw
            .effects
            .get(location.id())
            .ok_or(HouseTableError::MissingEffects { section, location: location.id() })?;
        if effects.len() != 6 {
            return Err(HouseTableError::NotSixEffects {
                section,
                location: location.id().to_string(),
                count: effects.len(),
            });
        }
        for (e, given) in effects.iter().enumerate() {
            results[i][e] = HitResult::ALL.into_iter().find(|r| r.id() == given.as_str()).ok_or_else(|| {
                HouseTableError::UnknownResult {
                    field: format!("{section}.effects.{}[{e}]", location.id()),
                    given: given.clone(),
                }
            })?;
        }
    }
    Ok(HouseGrid { table, locations, results })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_house_tables_load() {
        let tables = HouseTables::from_toml(STANDARD_HOUSE_TABLES).unwrap();
        assert_eq!(&tables, HouseTables::standard());
        assert_eq!(tables.fighting.dice(Class::Citizen), 2);
        assert_eq!(tables.fighting.dice(Class::Legend), 5);
        assert_eq!(tables.fighting.dice(Class::Warrior), tables.fighting.dice(Class::Shootist));
        assert_eq!(tables.house_grid.locations, Location::ALL);
        assert_eq!((tables.house_grid.table, tables.trwnn_grid.table), (HitTable::House, HitTable::Trwnn2003));
        assert_eq!(tables.hit_location, tables.trwnn_grid, "the default options roll on the TRWNN chart");
        let house = FateOptions { hit_location: crate::rules::fate::HitLocationChart::House, ..Default::default() };
        assert_eq!(tables.with_options(&house).hit_location, tables.house_grid);
        assert_eq!(tables.fighting_results.blow(Arms::Gun, 6), Blow::Shot);
    }

    #[test]
    fn the_house_grid_has_36_chits_using_every_result() {
        let grid = HouseTables::standard().house_grid;
        let chits = grid.chits();
        assert_eq!(chits.len(), 36);
        assert_eq!(chits[0].label(), "Head: Graze");
        assert_eq!(chits[35].label(), "Legs: Serious wound & knocked out");
        for r in HitResult::ALL {
            assert!(chits.iter().any(|c| c.result == r), "{} is never drawn", r.id());
        }
        // Every location grazes on a 1, and the results never get milder as the effect rises.
        for l in Location::ALL {
            assert_eq!(grid.result(l, 1), HitResult::Graze);
            for e in 2..=6 {
                assert!(grid.result(l, e) >= grid.result(l, e - 1), "{} {e}", l.id());
            }
        }
        // Arms never kill; a head shot kills on a 5 or 6.
        assert!((1..=6).all(|e| grid.result(Location::RightArm, e) != HitResult::Dead));
        assert_eq!(grid.result(Location::Head, 5), HitResult::Dead);
        assert_eq!(chits.iter().filter(|c| c.result == HitResult::Dead).count(), 4);
    }

    /// Each cell of `trwnn-hit-location-2003-playsheet.md`, as printed.
    const TRWNN_AS_PRINTED: [(&str, [&str; 6]); 6] = [
        ("Head", ["Graze", "Graze", "Flesh Wound", "Flesh Wound & Knocked Out. Throw 6 to recover.", "Dead", "Dead"]),
        (
            "Chest",
            [
                "Graze",
                "Flesh Wound",
                "Flesh Wound & knocked Down",
                "Flesh Wound & knocked Down",
                "Serious Wound & Knocked Out. Throw 6 to recover.",
                "Dead",
            ],
        ),
        (
            "R. Arm",
            [
                "Graze",
                "Flesh Wound",
                "Flesh Wound",
                "Flesh Wound",
                "Serious Wound. Cannot shoot with that arm. Cannot reload or shoot rifle.",
                "Serious Wound & Knocked Down. Cannot shoot with that arm. Cannot reload or shoot rifle.",
            ],
        ),
        (
            "L. Arm",
            [
                "Graze",
                "Flesh Wound",
                "Flesh Wound",
                "Flesh Wound",
                "Serious Wound. Cannot shoot with that arm. Cannot reload or shoot rifle.",
                "Serious Wound & Knocked Down. Cannot shoot with that arm. Cannot reload or shoot rifle.",
            ],
        ),
        (
            "Belly",
            [
                "Graze",
                "Flesh Wound. No movement or turning.",
                "Flesh Wound & Knocked Down. No movement or turning.",
                "Serious Wound & Knocked Out. Throw 6 to recover. No movement or turning.",
                "Dead",
                "Dead",
            ],
        ),
        (
            "Legs",
            [
                "Graze",
                "Flesh Wound. Movement reduced by one dice.",
                "Flesh Wound & Knocked Down. Movement reduced by one dice.",
                "Flesh Wound & Knocked Down. Movement reduced by one dice.",
                // Printed "… Throw 6 to recover." too: read as knocked down (see hit_tables).
                "Serious Wound & knocked Down. No movement or turning.",
                "Serious Wound & Knocked Out. Throw 6 to recover. No movement or turning.",
            ],
        ),
    ];

    #[test]
    fn the_trwnn_chart_matches_the_playsheet_cell_by_cell() {
        let grid = HouseTables::standard().trwnn_grid;
        let chits = grid.chits();
        assert_eq!(chits.len(), 36);
        for (l, (row, cells)) in TRWNN_AS_PRINTED.iter().enumerate() {
            let location = grid.location(l as u8 + 1);
            let name = row.replace("R. Arm", "Right arm").replace("L. Arm", "Left arm");
            assert_eq!(location.name(), name, "row {}", l + 1);
            for (e, printed) in cells.iter().enumerate() {
                let chit = &chits[l * 6 + e];
                assert_eq!(chit.text.to_lowercase(), printed.to_lowercase(), "{row} {}", e + 1);
            }
        }
        // "Tally: 7 Graze, 8 plain Flesh Wound, 8 flesh wounds with a further effect, 8 Serious, 5
        // Dead = 36."
        let count = |f: &dyn Fn(&Chit) -> bool| chits.iter().filter(|c| f(c)).count();
        assert_eq!(count(&|c| c.result == HitResult::Graze), 7);
        assert_eq!(count(&|c| c.text == "Flesh wound"), 8);
        assert_eq!(
            count(&|c| c.result.severity() == Some(super::super::hits::Severity::Flesh) && c.text != "Flesh wound"),
            8
        );
        assert_eq!(count(&|c| c.result.severity() == Some(super::super::hits::Severity::Serious)), 8);
        assert_eq!(count(&|c| c.result == HitResult::Dead), 5);
    }

    #[test]
    fn the_fighting_results_never_let_a_punch_wound() {
        let r = HouseTables::standard().fighting_results;
        assert!((1..=6).all(|d| !r.blow(Arms::Fists, d).wounds()));
        assert!((1..=6).any(|d| r.blow(Arms::Blade, d) == Blow::Knifed));
        assert!((1..=6).any(|d| r.blow(Arms::Gun, d) == Blow::Shot));
        assert!((1..=6).all(|d| r.blow(Arms::Clubbed, d) != Blow::Shot));
    }

    fn edited(from: &str, to: &str) -> String {
        assert!(STANDARD_HOUSE_TABLES.contains(from), "{from}");
        STANDARD_HOUSE_TABLES.replacen(from, to, 1)
    }

    fn refused(text: &str) -> HouseTableError {
        HouseTables::from_toml(text).unwrap_err()
    }

    #[test]
    fn an_edited_grid_is_checked_and_names_the_field() {
        let e = refused(&edited("\"belly\", \"right_arm\"", "\"belly\", \"belly\""));
        assert_eq!(e.to_string(), "hit_location.locations[3]: belly is already roll 3");
        assert_eq!(e.code(), "house_repeated_location");
        let e = refused(&edited("\"head\", \"chest\"", "\"skull\", \"chest\""));
        assert_eq!(
            e.to_string(),
            "hit_location.locations[0]: \"skull\" is not a location (head, chest, belly, right_arm, left_arm, legs)"
        );
        let e = refused(&edited("head = [\"graze\", ", "head = [\"scratch\", "));
        assert_eq!(
            e.to_string(),
            "hit_location.effects.head[0]: \"scratch\" is not a hit result (graze, flesh_wound, …, dead)"
        );
        let e = refused(&edited("\"serious_wound_knocked_out\", \"dead\", \"dead\"]", "\"dead\"]"));
        assert_eq!(
            e,
            HouseTableError::NotSixEffects { section: "hit_location", location: "head".to_string(), count: 4 }
        );
        let e = refused(&edited("citizen = 2", "citizen = 40"));
        assert_eq!(e.to_string(), "fighting.citizen: 40 dice is out of range (0 to 12)");
        let e = refused(&edited("legs = [", "tail = [\"graze\"]\nlegs = ["));
        assert_eq!(e.code(), "house_unknown_location");
        let e = refused("fighting = 3");
        assert_eq!(e.code(), "house_tables_unreadable");
        // The TRWNN chart and the fighting results are checked the same way.
        let e = refused(&edited(
            "locations = [\"head\", \"chest\", \"right_arm\"",
            "locations = [\"head\", \"head\", \"right_arm\"",
        ));
        assert_eq!(e.to_string(), "trwnn_hit_location.locations[1]: head is already roll 1");
        let e = refused(&edited("fists = [\"no_effect\"", "fists = [\"shot\""));
        assert_eq!(e.to_string(), "fighting_results.fists[0]: shot belongs in the gun column only");
        let e = refused(&edited("fists = [\"no_effect\"", "fists = [\"punched\""));
        assert_eq!(e.code(), "house_unknown_blow");
        let e = refused(&edited("fists = [\"no_effect\", ", "fists = ["));
        assert_eq!(e.to_string(), "fighting_results.fists: a D6 needs 6 blows, this list has 5");
    }

    #[test]
    fn an_edited_grid_is_used() {
        let text = edited("right_arm = [\"graze\"", "right_arm = [\"dead\"");
        let tables = HouseTables::from_toml(&text).unwrap();
        assert_eq!(tables.house_grid.result(Location::RightArm, 1), HitResult::Dead);
        assert_eq!(tables.trwnn_grid, HouseTables::standard().trwnn_grid, "only the house grid was edited");
    }

    #[test]
    fn a_copy_kept_by_an_earlier_posse_still_loads_and_is_completed_for_editing() {
        let start = STANDARD_HOUSE_TABLES.find("#--- section: fighting_results ---").unwrap();
        let end = STANDARD_HOUSE_TABLES.find("#--- section: hit_location ---").unwrap();
        let trwnn = STANDARD_HOUSE_TABLES.find("#--- section: trwnn_hit_location ---").unwrap();
        let old = format!("{}{}", &STANDARD_HOUSE_TABLES[..start], &STANDARD_HOUSE_TABLES[end..trwnn]);
        assert!(!old.contains("[fighting_results]") && !old.contains("[trwnn_hit_location]"));
        let tables = HouseTables::from_toml(&old).unwrap();
        assert_eq!(&tables, HouseTables::standard());
        let completed = completed_text(&old);
        assert!(completed.starts_with(&old));
        assert!(completed.contains("[fighting_results]") && completed.contains("[trwnn_hit_location.effects]"));
        assert_eq!(HouseTables::from_toml(&completed).unwrap(), tables);
        assert_eq!(completed_text(STANDARD_HOUSE_TABLES), STANDARD_HOUSE_TABLES, "nothing missing, nothing added");
    }
}
