//! QOTD Props: equipping your characters (armour, shields, combat weapons by reach), and Reel 3's
//! table of how far characters move.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::normalise_id;

/// What a character wears, which gives their basic Defence Value (DV).
/// QOTD Props, Protection – Armour and Shields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Armour {
    /// DV0 – No Armour.
    #[default]
    None,
    /// DV1 – Minimal Armour.
    Minimal,
    /// DV2 – Armoured.
    Armoured,
}

impl Armour {
    pub const ALL: [Armour; 3] = [Armour::None, Armour::Minimal, Armour::Armoured];

    pub fn id(self) -> &'static str {
        match self {
            Armour::None => "none",
            Armour::Minimal => "minimal",
            Armour::Armoured => "armoured",
        }
    }

    /// As the rule text heads the column.
    pub fn name(self) -> &'static str {
        match self {
            Armour::None => "No Armour",
            Armour::Minimal => "Minimal Armour",
            Armour::Armoured => "Armoured",
        }
    }

    /// The basic Defence Value: 0, 1 or 2.
    pub fn dv(self) -> i8 {
        match self {
            Armour::None => 0,
            Armour::Minimal => 1,
            Armour::Armoured => 2,
        }
    }

    /// What counts as this armour, in the rule text's words.
    pub fn description(self) -> &'static str {
        match self {
            Armour::None => "Normal clothing or no clothing at all",
            Armour::Minimal => "Thick Leather jerkins or coats, or thick furs",
            Armour::Armoured => "A breast or back plate with or without a helmet or arm armour",
        }
    }

    /// Reads armour as typed: the id, the column's name (`"No Armour"`), the American spelling, or
    /// the DV (`"dv1"`).
    pub fn from_id(input: &str) -> Option<Armour> {
        let id = normalise_id(input);
        let id = id.replace("armor", "armour");
        Armour::ALL.into_iter().find(|a| {
            id == a.id()
                || id == normalise_id(a.name())
                || id == format!("dv{}", a.dv())
                || id == format!("{}_armour", a.id())
        })
    }
}

/// QOTD Props: "A shield also increases the DV by 1 if used for protection in close combat or
/// against non-gunpowder missile weapons." Situational, so it is not part of a character's derived DV.
pub const SHIELD_DV_BONUS: i8 = 1;

/// What a combat weapon is. QOTD Props, Combat Weapons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum MeleeKind {
    /// "Any weapon designed for fighting or killing."
    Fighting,
    /// "An object, tool or implement designed for other purposes … but can be used for fighting or
    /// brawling."
    Improvised,
    /// "Bare hands and/or feet and light clubs such as coshes, saps, clubbed handguns and
    /// knuckledusters. These are all close reach."
    Fists,
}

impl MeleeKind {
    pub fn name(self) -> &'static str {
        match self {
            MeleeKind::Fighting => "Fighting weapon",
            MeleeKind::Improvised => "Improvised weapon",
            MeleeKind::Fists => "Fists etc",
        }
    }
}

/// How far a combat weapon reaches. The longer reach lowers the defender's DV by 1 until the
/// shorter-reach fighter scores a hit. QOTD Props, Combat Weapons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Reach {
    Close,
    Short,
    Medium,
    Long,
}

impl Reach {
    pub fn name(self) -> &'static str {
        match self {
            Reach::Close => "Close",
            Reach::Short => "Short",
            Reach::Medium => "Medium",
            Reach::Long => "Long",
        }
    }
}

/// One item of the Combat Weapons table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export)]
pub struct MeleeWeapon {
    pub id: &'static str,
    pub name: &'static str,
    pub kind: MeleeKind,
    pub reach: Reach,
    /// Other names a sheet may use for it.
    pub aliases: &'static [&'static str],
}

/// Finds a combat weapon by id or alias as typed (`"Bowie Knife"`).
pub fn find_melee_weapon(input: &str) -> Option<&'static MeleeWeapon> {
    let id = normalise_id(input);
    MELEE_WEAPONS.iter().find(|w| w.id == id || w.aliases.contains(&id.as_str()))
}

const fn melee(
    id: &'static str,
    name: &'static str,
    kind: MeleeKind,
    reach: Reach,
    aliases: &'static [&'static str],
) -> MeleeWeapon {
    MeleeWeapon { id, name, kind, reach, aliases }
}

/// QOTD Props, Combat Weapons table, each item it names its own row, plus the Fists paragraph.
///
/// Where the text is silent or disagrees with itself:
/// - The table puts "Pistol used as a club" among the short-reach fighting weapons, while the Fists
///   paragraph counts "clubbed handguns" as close-reach fists. The table is the specific list, so
///   `pistol_as_club` is a short-reach fighting weapon; `clubbed_handgun` is accepted as its alias.
/// - "Two handed weapons, Swords, Sabres, etc." become `two_handed_weapon`, `sword` and `sabre`;
///   "1 handed farm implement, etc." is `farm_implement` (a hoe, a shovel, a pick handle).
/// - The improvised close-reach cell is empty, as the text says ("a short, medium or long reach").
pub static MELEE_WEAPONS: [MeleeWeapon; 23] = {
    use MeleeKind::{Fighting, Fists, Improvised};
    use Reach::{Close, Long, Medium, Short};
    [
        melee("knife", "Knife", Fighting, Close, &["dagger"]),
        melee("tomahawk", "Tomahawk", Fighting, Short, &[]),
        melee("hand_axe", "Hand Axe", Fighting, Short, &["hatchet"]),
        melee("bowie_knife", "Bowie Knife", Fighting, Short, &["bowie"]),
        melee("club", "Club", Fighting, Short, &["war_club"]),
        melee(
            "pistol_as_club",
            "Pistol used as a club",
            Fighting,
            Short,
            &["pistol_used_as_a_club", "clubbed_pistol", "clubbed_handgun"],
        ),
        melee("clubbed_shoulder_arm", "Clubbed shoulder arm", Fighting, Medium, &["clubbed_rifle", "clubbed_musket"]),
        melee("two_handed_weapon", "Two handed weapon", Fighting, Medium, &["two_handed_weapons"]),
        melee("sword", "Sword", Fighting, Medium, &["swords"]),
        melee("sabre", "Sabre", Fighting, Medium, &["sabres", "saber", "cavalry_sabre"]),
        melee(
            "chained_martial_arts_weapon",
            "Chained martial arts weapon",
            Fighting,
            Medium,
            &["chained_martial_arts_weapons", "nunchaku"],
        ),
        melee("fixed_bayonet", "Fixed Bayonet", Fighting, Long, &["bayonet"]),
        melee("spear", "Spear", Fighting, Long, &[]),
        melee("lance", "Lance", Fighting, Long, &[]),
        melee(
            "farm_implement",
            "1 handed farm implement",
            Improvised,
            Short,
            &["one_handed_farm_implement", "1_handed_farm_implement"],
        ),
        melee("scythe", "2 handed scythe", Improvised, Medium, &["two_handed_scythe", "2_handed_scythe"]),
        melee("two_handed_club", "2 handed club", Improvised, Medium, &["2_handed_club"]),
        melee("pitchfork", "Pitch Fork", Improvised, Long, &["pitch_fork"]),
        melee("improvised_spear", "Improvised spear", Improvised, Long, &[]),
        melee("fists", "Fists and feet", Fists, Close, &["fists_and_feet", "bare_hands", "unarmed", "fists_etc"]),
        melee("cosh", "Cosh", Fists, Close, &["blackjack"]),
        melee("sap", "Sap", Fists, Close, &[]),
        melee("knuckleduster", "Knuckleduster", Fists, Close, &["knuckle_duster", "brass_knuckles"]),
    ]
};

/// One row of the table of move distances.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export)]
pub struct MovementRate {
    /// Who moves at this rate, in the rule text's words.
    pub who: &'static str,
    /// Paces per turn.
    pub paces: u8,
}

/// QOTD Reel 3, Wanting to Move: "Characters can move the following distances on each of their turns".
/// The scan puts "or motorised vehicles" after "16 paces"; it belongs with the mounted characters.
pub static MOVEMENT_RATES: [MovementRate; 7] = [
    MovementRate { who: "Characters swimming, climbing or crawling", paces: 4 },
    MovementRate { who: "Lumbering or heavily-laden characters on foot", paces: LUMBERING_PACES },
    MovementRate { who: "Most characters on foot; Heavily laden animals or carts", paces: ON_FOOT_PACES },
    MovementRate { who: "Fleet-footed characters or wagons", paces: FLEET_FOOTED_PACES },
    MovementRate { who: "Coaches", paces: 12 },
    MovementRate { who: "Mounted characters riding horses or similar sized animals or motorised vehicles", paces: 16 },
    MovementRate { who: "Railroad Engines", paces: 24 },
];

/// Most characters on foot. QOTD Reel 3, Wanting to Move.
pub(crate) const ON_FOOT_PACES: u8 = 8;
/// Lumbering characters on foot: the trait's "maximum move distance is reduced" is this row.
pub(crate) const LUMBERING_PACES: u8 = 6;
/// Fleet-footed characters.
pub(crate) const FLEET_FOOTED_PACES: u8 = 10;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn armour_gives_the_basic_dv() {
        let dvs: Vec<_> = Armour::ALL.iter().map(|a| (a.id(), a.dv())).collect();
        assert_eq!(dvs, [("none", 0), ("minimal", 1), ("armoured", 2)]);
        assert_eq!(Armour::default(), Armour::None);
        assert_eq!(Armour::Minimal.description(), "Thick Leather jerkins or coats, or thick furs");
        assert_eq!(SHIELD_DV_BONUS, 1);
    }

    #[test]
    fn armour_is_read_as_typed() {
        assert_eq!(Armour::from_id("None"), Some(Armour::None));
        assert_eq!(Armour::from_id("No Armour"), Some(Armour::None));
        assert_eq!(Armour::from_id("armored"), Some(Armour::Armoured));
        assert_eq!(Armour::from_id("minimal armour"), Some(Armour::Minimal));
        assert_eq!(Armour::from_id("DV2"), Some(Armour::Armoured));
        assert_eq!(Armour::from_id("chainmail"), None);
    }

    #[test]
    fn combat_weapons_have_the_tables_kind_and_reach() {
        use MeleeKind::*;
        use Reach::*;
        let expect = [
            ("knife", Fighting, Close),
            ("tomahawk", Fighting, Short),
            ("hand_axe", Fighting, Short),
            ("bowie_knife", Fighting, Short),
            ("club", Fighting, Short),
            ("pistol_as_club", Fighting, Short),
            ("clubbed_shoulder_arm", Fighting, Medium),
            ("two_handed_weapon", Fighting, Medium),
            ("sword", Fighting, Medium),
            ("sabre", Fighting, Medium),
            ("chained_martial_arts_weapon", Fighting, Medium),
            ("fixed_bayonet", Fighting, Long),
            ("spear", Fighting, Long),
            ("lance", Fighting, Long),
            ("farm_implement", Improvised, Short),
            ("scythe", Improvised, Medium),
            ("two_handed_club", Improvised, Medium),
            ("pitchfork", Improvised, Long),
            ("improvised_spear", Improvised, Long),
            ("fists", Fists, Close),
            ("cosh", Fists, Close),
            ("sap", Fists, Close),
            ("knuckleduster", Fists, Close),
        ];
        assert_eq!(MELEE_WEAPONS.len(), expect.len());
        for (id, kind, reach) in expect {
            let w = find_melee_weapon(id).unwrap();
            assert_eq!((w.id, w.kind, w.reach), (id, kind, reach));
        }
        assert!(MELEE_WEAPONS.iter().filter(|w| w.kind == Fists).all(|w| w.reach == Close));
        let ids: HashSet<_> = MELEE_WEAPONS.iter().map(|w| w.id).collect();
        assert_eq!(ids.len(), MELEE_WEAPONS.len());
    }

    #[test]
    fn movement_rates_are_the_tables() {
        let paces: Vec<_> = MOVEMENT_RATES.iter().map(|r| r.paces).collect();
        assert_eq!(paces, [4, 6, 8, 10, 12, 16, 24]);
        assert_eq!(MOVEMENT_RATES[1].who, "Lumbering or heavily-laden characters on foot");
        assert_eq!(MOVEMENT_RATES[3].who, "Fleet-footed characters or wagons");
    }
}
