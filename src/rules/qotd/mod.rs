//! Quick on the Draw (`quick-on-the-draw.txt`): casting a character (Reel 2), equipping them
//! (Props, the Weapons Table of Reel 4) and how far they move (Reel 3, Wanting to move).
//!
//! A [`CharacterSheet`] is what a player typed; [`Character::from_sheet`] checks it against the rules
//! and gives a [`Character`], or every problem at once as [`SheetErrors`]. [`catalog`] lists what a
//! sheet may name, for the desktop app's pick lists.
//!
//! Ids are the rule text's names in snake_case. Input is accepted case-insensitively, with spaces,
//! hyphens and slashes read as underscores ("Quick Witted" is `quick_witted`); a checked character
//! always gives the canonical ids back.

mod catalog;
mod character;
mod character_type;
pub mod charts;
pub mod odds;
pub mod options;
pub mod pack;
mod personality;
mod props;
pub mod recovery;
mod sheet;
pub mod test;
mod traits;
mod weapons;

pub use catalog::{catalog, ArmourInfo, Catalog, MeleeWeaponInfo, MissileWeaponInfo, TypeInfo};
pub use character::{Character, Derived, TraitChoice};
pub use character_type::{may_call_cut, CharacterType};
pub use charts::{action_chart, effect_of_hit, ActionChart, Band, ChartOutcome, HitEffect, ACTION_CHARTS};
pub use options::QotdOptions;
pub use personality::{Personality, PERSONALITIES};
pub use props::{
    find_melee_weapon, Armour, MeleeKind, MeleeWeapon, MovementRate, Reach, MELEE_WEAPONS, MOVEMENT_RATES,
    SHIELD_DV_BONUS,
};
pub use sheet::{CharacterSheet, SheetError, SheetErrors, TraitPick, NAME_MAX_CHARS};
pub use traits::{trait_label, Trait, TraitGroup, TraitParam, TRAITS};
pub use weapons::{
    find_missile_weapon, FireMode, Ignition, Impact, ImpactRule, Mishap, Mishaps, MissileGroup, MissileWeapon, Reload,
    ShotRule, MISSILE_WEAPONS,
};

/// A weapon a character carries: one row of the Weapons Table or of the Combat Weapons table.
#[derive(Debug, Clone, Copy)]
pub enum WeaponChoice {
    Missile(&'static MissileWeapon),
    Melee(&'static MeleeWeapon),
}

impl WeaponChoice {
    pub fn id(self) -> &'static str {
        match self {
            WeaponChoice::Missile(w) => w.id,
            WeaponChoice::Melee(w) => w.id,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            WeaponChoice::Missile(w) => w.name,
            WeaponChoice::Melee(w) => w.name,
        }
    }
}

/// Two choices are the same weapon when they are the same row.
impl PartialEq for WeaponChoice {
    fn eq(&self, other: &Self) -> bool {
        self.id() == other.id()
    }
}

impl Eq for WeaponChoice {}

/// Finds a missile or melee weapon by id or alias, as a user may type it
/// (`"Winchester"`, `"bowie-knife"`, `"Colt Peacemaker"`).
pub fn find_weapon(id: &str) -> Option<WeaponChoice> {
    find_missile_weapon(id).map(WeaponChoice::Missile).or_else(|| find_melee_weapon(id).map(WeaponChoice::Melee))
}

/// Every name a weapon may be typed as (ids and aliases), with the canonical id it stands for.
fn weapon_names() -> impl Iterator<Item = (&'static str, &'static str)> {
    let missile = MISSILE_WEAPONS
        .iter()
        .flat_map(|w| std::iter::once(w.id).chain(w.aliases.iter().copied()).map(move |n| (n, w.id)));
    let melee = MELEE_WEAPONS
        .iter()
        .flat_map(|w| std::iter::once(w.id).chain(w.aliases.iter().copied()).map(move |n| (n, w.id)));
    missile.chain(melee)
}

/// Reads an id as a user may type it: lower case, with spaces, hyphens and slashes as underscores,
/// quotes and full stops dropped, runs of underscores collapsed.
/// `"'Long' Pistol"` → `long_pistol`, `"Healer/Saw Bones"` → `healer_saw_bones`.
pub(crate) fn normalise_id(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for c in input.trim().chars() {
        match c {
            ' ' | '-' | '_' | '/' | '\t' => {
                if !out.is_empty() && !out.ends_with('_') {
                    out.push('_');
                }
            }
            '\'' | '"' | '.' | '‘' | '’' | '“' | '”' => {}
            c => out.extend(c.to_lowercase()),
        }
    }
    while out.ends_with('_') {
        out.pop();
    }
    out
}

/// The accepted name (id or alias) nearest to what was typed, if it is near enough to be a typo,
/// for "did you mean …?" in error messages: `winchestr` gives `winchester`, not `repeating_rifle`.
pub(crate) fn nearest_name<'a>(typed: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = normalise_id(typed);
    if typed.is_empty() {
        return None;
    }
    let limit = (typed.chars().count() / 4).clamp(1, 3);
    names
        .into_iter()
        .map(|name| (edit_distance(&typed, name), name))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| name)
}

/// Levenshtein distance in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = if ca == *cb { diagonal } else { 1 + diagonal.min(above).min(row[j]) };
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn typed_ids_are_read_as_snake_case() {
        assert_eq!(normalise_id("Quick Witted"), "quick_witted");
        assert_eq!(normalise_id("  bowie-knife "), "bowie_knife");
        assert_eq!(normalise_id("Healer/Saw Bones"), "healer_saw_bones");
        assert_eq!(normalise_id("'Long' Pistol"), "long_pistol");
        assert_eq!(normalise_id("Sharps Big .50"), "sharps_big_50");
    }

    #[test]
    fn a_near_miss_is_suggested_and_a_wild_guess_is_not() {
        let names = ["quick_draw", "quick_witted"];
        assert_eq!(nearest_name("quick_drw", names), Some("quick_draw"));
        assert_eq!(nearest_name("Quick-Witted!", names), Some("quick_witted"));
        assert_eq!(nearest_name("banjo", names), None);
    }

    #[test]
    fn every_weapon_id_is_snake_case_and_unique_across_missile_and_melee() {
        let mut seen = HashSet::new();
        for (name, _) in weapon_names() {
            assert_eq!(normalise_id(name), name, "{name} is not snake_case");
            assert!(!name.is_empty());
            assert!(seen.insert(name), "{name} names two weapons");
        }
    }

    #[test]
    fn aliases_resolve_to_their_rows() {
        let cases = [
            ("winchester", "repeating_rifle"),
            ("Henry Rifle", "repeating_rifle"),
            ("spencer_carbine", "repeating_carbine"),
            ("Derringer", "holdout_pistol"),
            ("colt_peacemaker", "cartridge_revolver"),
            ("revolver", "cartridge_revolver"),
            ("Le-Mat", "le_mat"),
            ("sharps_big_50", "sharps_big_50"),
            ("buntline_special", "long_pistol"),
            ("pepperbox", "pepperpot"),
            ("lasso", "hurled"),
            ("rifle_musket", "percussion_rifle_musket"),
            ("Bowie Knife", "bowie_knife"),
            ("pitch fork", "pitchfork"),
            ("knuckle-duster", "knuckleduster"),
            ("clubbed_handgun", "pistol_as_club"),
        ];
        for (typed, id) in cases {
            assert_eq!(find_weapon(typed).map(|w| w.id()), Some(id), "{typed}");
        }
        assert!(matches!(find_weapon("winchester"), Some(WeaponChoice::Missile(_))));
        assert!(matches!(find_weapon("knife"), Some(WeaponChoice::Melee(_))));
        assert_eq!(find_weapon("ray_gun"), None);
    }
}
