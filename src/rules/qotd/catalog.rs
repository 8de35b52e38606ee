//! What a QOTD sheet may name, for the desktop app's pick lists.

use serde::Serialize;
use ts_rs::TS;

use super::{
    Armour, CharacterType, Ignition, MeleeKind, MissileGroup, Personality, Reach, Trait, MELEE_WEAPONS,
    MISSILE_WEAPONS, PERSONALITIES, TRAITS,
};
use crate::dice::ActionDice;

/// Everything a sheet may name, in the rule text's order.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct Catalog {
    pub types: Vec<TypeInfo>,
    pub personalities: Vec<Personality>,
    pub traits: Vec<Trait>,
    pub missile_weapons: Vec<MissileWeaponInfo>,
    pub melee_weapons: Vec<MeleeWeaponInfo>,
    pub armour: Vec<ArmourInfo>,
}

/// A row of the character type table. QOTD Reel 2, Character Type/Star Status.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct TypeInfo {
    pub id: String,
    pub name: String,
    pub cards: u8,
    pub action_dice: ActionDice,
    pub reduced_dice: ActionDice,
    pub max_traits: u8,
}

/// A row of the Weapons Table, as text to show.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct MissileWeaponInfo {
    pub id: String,
    pub name: String,
    pub group: MissileGroup,
    /// Effective range in paces, e.g. "12" or "12 (bullets), 6 (shotgun barrel)".
    pub range: String,
    /// E.g. "Normal" or "High under 6, Normal over 6".
    pub impact: String,
    pub ignition: Ignition,
    /// When it is reloaded, e.g. "Reload only when a 1 is thrown".
    pub reload: String,
    pub notes: String,
    pub aliases: Vec<String>,
    /// Its fire modes where it has more than one (`bullets`, `shotgun_barrel`), else empty.
    pub modes: Vec<String>,
    /// A cap and ball revolver that takes preloaded cylinders.
    pub preloaded_cylinders: bool,
}

/// An item of the Combat Weapons table.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct MeleeWeaponInfo {
    pub id: String,
    pub name: String,
    pub kind: MeleeKind,
    pub reach: Reach,
}

/// A column of the armour table.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ArmourInfo {
    pub id: String,
    pub name: String,
    pub dv: i8,
    pub description: String,
}

/// The pick lists for a QOTD sheet.
pub fn catalog() -> Catalog {
    Catalog {
        types: CharacterType::ALL
            .into_iter()
            .map(|t| TypeInfo {
                id: t.id().to_string(),
                name: t.name().to_string(),
                cards: t.cards(),
                action_dice: t.action_dice(),
                reduced_dice: t.reduced_dice(),
                max_traits: t.max_traits(),
            })
            .collect(),
        personalities: PERSONALITIES.to_vec(),
        traits: TRAITS.to_vec(),
        missile_weapons: MISSILE_WEAPONS
            .iter()
            .map(|w| MissileWeaponInfo {
                id: w.id.to_string(),
                name: w.name.to_string(),
                group: w.group,
                range: w.range_text(),
                impact: w.impact_text(),
                ignition: w.ignition,
                reload: w.reload.text().to_string(),
                notes: w.notes.to_string(),
                aliases: w.aliases.iter().map(|a| a.to_string()).collect(),
                modes: w.mode_ids(),
                preloaded_cylinders: w.preloaded_cylinders,
            })
            .collect(),
        melee_weapons: MELEE_WEAPONS
            .iter()
            .map(|w| MeleeWeaponInfo { id: w.id.to_string(), name: w.name.to_string(), kind: w.kind, reach: w.reach })
            .collect(),
        armour: Armour::ALL
            .into_iter()
            .map(|a| ArmourInfo {
                id: a.id().to_string(),
                name: a.name().to_string(),
                dv: a.dv(),
                description: a.description().to_string(),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ActionDice;

    #[test]
    fn the_type_table_is_the_rule_texts() {
        let types: Vec<_> = catalog()
            .types
            .into_iter()
            .map(|t| (t.id, t.name, t.cards, t.action_dice, t.reduced_dice, t.max_traits))
            .collect();
        let s = String::from;
        assert_eq!(
            types,
            [
                (s("hero"), s("Hero"), 4, ActionDice::TWO_D10_BEST, ActionDice::ONE_D10, 4),
                (s("main"), s("Main Character"), 3, ActionDice::TWO_D10_BEST, ActionDice::ONE_D10, 3),
                (s("supporting"), s("Supporting Character"), 2, ActionDice::ONE_D10, ActionDice::TWO_D10_WORST, 2),
                (s("minor"), s("Minor Character"), 1, ActionDice::ONE_D10, ActionDice::TWO_D10_WORST, 1),
            ]
        );
    }

    #[test]
    fn the_catalog_lists_everything_and_serializes_for_the_ui() {
        let c = catalog();
        assert_eq!(
            (c.personalities.len(), c.traits.len(), c.missile_weapons.len(), c.melee_weapons.len(), c.armour.len()),
            (17, 24, 52, 23, 3)
        );
        let json = serde_json::to_value(&c).unwrap();
        let sawn_off =
            json["missile_weapons"].as_array().unwrap().iter().find(|w| w["id"] == "sawn_off_shotgun").unwrap();
        assert_eq!(sawn_off["range"], "12");
        assert_eq!(sawn_off["impact"], "High under 6, Normal over 6");
        assert_eq!(sawn_off["group"], "shotgun");
        let expert = json["traits"].as_array().unwrap().iter().find(|t| t["id"] == "expert").unwrap();
        assert_eq!(expert["group"], "combat");
        assert_eq!(expert["param"], "weapon");
        assert_eq!(json["traits"][0]["param"], serde_json::Value::Null);
        assert_eq!(json["melee_weapons"][0]["reach"], "close");
        assert_eq!(json["armour"][2]["dv"], 2);
        assert_eq!(json["types"][0]["action_dice"]["keep"], "best");
    }
}
