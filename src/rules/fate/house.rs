//! Posse's house tables for the fate family, which neither rule text prints: the fighting dice by
//! class, and the hit-location grid (D6 location × D6 effect = the 36 chits). They are data in
//! `house_tables.toml`, embedded at build time and checked when loaded; a campaign may keep its own
//! edited copy and load it with [`HouseTables::from_toml`]. Whatever shows them calls them a
//! "house table" ([`HOUSE_TABLE`]).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::class::Class;
use super::hits::{HitResult, Location};
use crate::error::ErrorCode;

/// The embedded house tables, as shipped.
pub const STANDARD_HOUSE_TABLES: &str = include_str!("house_tables.toml");

/// The label every house table carries where it is shown or printed.
pub const HOUSE_TABLE: &str = "house table";

/// Why a house-tables file was refused. Each names the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HouseTableError {
    #[error("house tables: {message}")]
    Toml { message: String },
    #[error("{field}: {value} dice is out of range ({min} to {max})")]
    DiceOutOfRange { field: String, value: i64, min: i64, max: i64 },
    #[error("hit_location.locations: a D6 needs 6 locations, this list has {count}")]
    NotSixLocations { count: usize },
    #[error("{field}: \"{given}\" is not a location (head, chest, belly, right_arm, left_arm, legs)")]
    UnknownLocation { field: String, given: String },
    #[error("{field}: {location} is already roll {first}")]
    RepeatedLocation { field: String, location: &'static str, first: usize },
    #[error("hit_location.effects: no effects for {location}")]
    MissingEffects { location: &'static str },
    #[error("hit_location.effects.{location}: a D6 needs 6 results, this list has {count}")]
    NotSixEffects { location: String, count: usize },
    #[error("{field}: \"{given}\" is not a hit result (graze, flesh_wound, …, dead)")]
    UnknownResult { field: String, given: String },
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

/// One chit of the grid: a location roll, an effect roll, and what they come to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateChit")]
pub struct Chit {
    pub location_roll: u8,
    pub effect_roll: u8,
    pub location: Location,
    pub result: HitResult,
}

impl Chit {
    /// As the chit is printed: "Chest: Flesh wound & knocked down".
    pub fn label(&self) -> String {
        format!("{}: {}", self.location.name(), self.result.name())
    }
}

/// The hit-location grid (a house table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateHouseGrid")]
pub struct HouseGrid {
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
                (1..=6u8).map(move |e| Chit {
                    location_roll: l,
                    effect_roll: e,
                    location: self.location(l),
                    result: self.results[usize::from(l) - 1][usize::from(e) - 1],
                })
            })
            .collect()
    }
}

/// Every house table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateHouseTables")]
pub struct HouseTables {
    pub fighting: FightingDice,
    pub hit_location: HouseGrid,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTables {
    fighting: RawFighting,
    hit_location: RawGrid,
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
struct RawGrid {
    locations: Vec<String>,
    effects: BTreeMap<String, Vec<String>>,
}

impl HouseTables {
    /// The tables as shipped (parsed once).
    pub fn standard() -> &'static HouseTables {
        static STANDARD: OnceLock<HouseTables> = OnceLock::new();
        STANDARD.get_or_init(|| {
            HouseTables::from_toml(STANDARD_HOUSE_TABLES).expect("the shipped house tables are valid (tested)")
        })
    }

    /// Reads and checks a house-tables file; the first problem found is reported, naming its field.
    pub fn from_toml(text: &str) -> Result<HouseTables, HouseTableError> {
        let raw: RawTables = toml::from_str(text).map_err(|e| HouseTableError::Toml { message: e.to_string() })?;
        Ok(HouseTables { fighting: fighting(&raw.fighting)?, hit_location: grid(&raw.hit_location)? })
    }
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

fn grid(raw: &RawGrid) -> Result<HouseGrid, HouseTableError> {
    if raw.locations.len() != 6 {
        return Err(HouseTableError::NotSixLocations { count: raw.locations.len() });
    }
    let mut locations = [Location::Head; 6];
    for (i, given) in raw.locations.iter().enumerate() {
        let field = format!("hit_location.locations[{i}]");
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
            field: format!("hit_location.effects.{stranger}"),
            given: stranger.clone(),
        });
    }
    let mut results = [[HitResult::Graze; 6]; 6];
    for (i, location) in locations.iter().enumerate() {
        let effects =
            raw.effects.get(location.id()).ok_or(HouseTableError::MissingEffects { location: location.id() })?;
        if effects.len() != 6 {
            return Err(HouseTableError::NotSixEffects { location: location.id().to_string(), count: effects.len() });
        }
        for (e, given) in effects.iter().enumerate() {
            results[i][e] = HitResult::ALL.into_iter().find(|r| r.id() == given.as_str()).ok_or_else(|| {
                HouseTableError::UnknownResult {
                    field: format!("hit_location.effects.{}[{e}]", location.id()),
                    given: given.clone(),
                }
            })?;
        }
    }
    Ok(HouseGrid { locations, results })
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
        assert_eq!(tables.hit_location.locations, Location::ALL);
    }

    #[test]
    fn the_house_grid_has_36_chits_using_every_result() {
        let grid = HouseTables::standard().hit_location;
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
        assert_eq!(e, HouseTableError::NotSixEffects { location: "head".to_string(), count: 4 });
        let e = refused(&edited("citizen = 2", "citizen = 40"));
        assert_eq!(e.to_string(), "fighting.citizen: 40 dice is out of range (0 to 12)");
        let e = refused(&edited("legs = [", "tail = [\"graze\"]\nlegs = ["));
        assert_eq!(e.code(), "house_unknown_location");
        let e = refused("fighting = 3");
        assert_eq!(e.code(), "house_tables_unreadable");
    }

    #[test]
    fn an_edited_grid_is_used() {
        let text = edited("right_arm = [\"graze\"", "right_arm = [\"dead\"");
        let tables = HouseTables::from_toml(&text).unwrap();
        assert_eq!(tables.hit_location.result(Location::RightArm, 1), HitResult::Dead);
    }
}
