//! The two hit-location tables a fate campaign may roll on (option `hit_location`), what each one
//! adds to the effect roll, what its wounds stop a man doing, and how its chits read.
//!
//! - The Rules With No Name **Playsheet 2** hit-location chart (2003 edition), as a fan
//!   reconstruction gives it (`trwnn-hit-location-2003-playsheet.md`): a D6 for the location
//!   (rows) and a D6 for the effect (columns); its 36 cells are the 36 chits. The default.
//! - Posse's **house grid**, which stands in for the 1996 chits that were lost from the scan, read
//!   with the 1996 text's own effect modifiers and wound rules.
//!
//! Why the TRWNN chart is the default: the fate family's default text is The Rules With No Name
//! playsheet (ver. 1.00), and this chart is its companion sheet ("Playsheet 2 … ver. 1.00") for the
//! same game. Its cell texts and their counts are printed, not invented (high confidence; some
//! orders within a row are less sure), while the house grid is Posse's own guess. The house grid
//! stays one option away (`hit_location=house`; `ansell_1996`, its name in earlier Posse, still reads), editable like every house table; the TRWNN
//! grid is editable too, for a player whose copy of the playsheet reads differently.
//!
//! Both grids live in the house-tables file (`house_tables.toml`), parsed by [`super::house`].

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::options::{FateOptions, HitLocationChart};
use super::wounds::{HitResult, Location, Severity, Wound};

/// Which hit-location table a grid is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateHitTable")]
pub enum HitTable {
    /// The Rules With No Name Playsheet 2 chart, 2003 edition, fan reconstruction.
    #[default]
    #[serde(rename = "trwnn_2003")]
    Trwnn2003,
    /// Posse's house grid, read with the 1996 modifiers.
    House,
}

impl HitTable {
    pub const ALL: [HitTable; 2] = [HitTable::Trwnn2003, HitTable::House];

    /// The table a campaign rolls on: option `hit_location` (`playsheet`: the TRWNN chart).
    pub fn of(options: &FateOptions) -> HitTable {
        match options.hit_location {
            HitLocationChart::Playsheet => HitTable::Trwnn2003,
            HitLocationChart::House => HitTable::House,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            HitTable::Trwnn2003 => "trwnn_2003",
            HitTable::House => "house",
        }
    }

    /// As every view labels it.
    pub fn label(self) -> &'static str {
        match self {
            HitTable::Trwnn2003 => "TRWNN playsheet 2, 2003 edition, fan reconstruction",
            HitTable::House => "house table",
        }
    }

    pub fn source(self) -> &'static str {
        match self {
            HitTable::Trwnn2003 => "TRWNN Playsheet 2, Hit Location Chart ver. 1.00 (fan reconstruction)",
            HitTable::House => {
                "Posse house table (the 1996 chits were not in the scan); modifiers and wound rules from Ansell 1996"
            }
        }
    }

    /// Whether a flesh wound to the belly stops movement and turning. TRWNN: its belly flesh
    /// wounds read "Flesh Wound. No movement or turning." 1996: "No movement or turning is
    /// permitted with a serious leg or belly wound" — serious only.
    pub fn flesh_belly_stops_movement(self) -> bool {
        self == HitTable::Trwnn2003
    }

    /// Whether a serious arm wound also stops reloading. TRWNN: "Serious Wound. Cannot shoot with
    /// that arm. Cannot reload or shoot rifle." 1996: "cannot fire a pistol in that hand, or fire a
    /// rifle at all" (nothing about reloading).
    pub fn serious_arm_stops_reloading(self) -> bool {
        self == HitTable::Trwnn2003
    }

    /// What this table's chits add to the result after the wound, for a wound at `location`:
    /// "No movement or turning.", "Movement reduced by one dice.", "Cannot shoot with that arm.
    /// Cannot reload or shoot rifle.", "Throw 6 to recover." (knocked out).
    pub fn clauses(self, location: Location, result: HitResult) -> Vec<&'static str> {
        use super::wounds::Knock;
        let mut clauses = Vec::new();
        if result.knock() == Knock::Out {
            clauses.push("Throw 6 to recover.");
        }
        let Some(severity) = result.severity() else { return clauses };
        let serious = severity == Severity::Serious;
        match location {
            Location::Belly if serious || self.flesh_belly_stops_movement() => clauses.push("No movement or turning."),
            Location::Legs if serious => clauses.push("No movement or turning."),
            Location::Legs => clauses.push("Movement reduced by one dice."),
            Location::RightArm | Location::LeftArm if serious => match self {
                HitTable::Trwnn2003 => clauses.push("Cannot shoot with that arm. Cannot reload or shoot rifle."),
                HitTable::House => clauses.push("Cannot fire a pistol in that hand, or fire a rifle at all."),
            },
            _ => {}
        }
        clauses
    }

    /// A chit as it is printed, in the playsheet's style: "Dead", "Flesh wound & knocked down. No
    /// movement or turning."
    pub fn chit_text(self, location: Location, result: HitResult) -> String {
        let clauses = self.clauses(location, result);
        if clauses.is_empty() {
            return result.name().to_string();
        }
        format!("{}. {}", result.name(), clauses.join(" "))
    }
}

/// Where the reconstruction of the TRWNN chart was settled, for the table's notes.
///
/// - The location roll reads 1 Head, 2 Chest, 3 R. Arm, 4 L. Arm, 5 Belly, 6 Legs (inferred from the
///   printed row order).
/// - Legs 5 prints "Serious Wound & knocked Down. Throw 6 to recover.": "Throw 6 to recover" goes
///   with knocked out everywhere else, and the notes printed with the chart say a knocked-down
///   model must Get Up. Posse reads the cell as its result names it, serious wound & knocked down
///   (the man gets up with the Get Up action), and its chit omits the stray clause.
/// - The clauses after the results ("No movement or turning", "Cannot reload or shoot rifle") are
///   rules of the chart: they follow from a wound's location and severity on every chit (see
///   [`HitTable::clauses`]), so an edited grid keeps them right.
pub static TRWNN_NOTES: [&str; 4] = [
    "A fan reconstruction of The Rules With No Name Playsheet 2 (2003 edition): the cells and their counts are sure; rows Head, L. Arm, Legs and columns 1–2 fairly sure; the order of Chest 3/4 and of the Belly clauses less so; the location numbers are inferred from the printed order.",
    "Legs 5 prints \"Serious Wound & knocked Down. Throw 6 to recover.\" — Posse reads it as knocked down (he must Get Up), taking \"Throw 6 to recover\" for a slip of the playsheet.",
    "Any belly wound, flesh or serious: no movement or turning. A serious arm wound: cannot shoot with that arm, cannot reload, cannot shoot a rifle.",
    "Its own effect modifiers: muzzle-loader +2; any shotgun at 3\" or less +1; shotgun, blunderbuss or musketoon beyond 6\" −1.",
];

/// A modifier to the effect roll, as the tables list it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateEffectModifier")]
pub struct EffectModifier {
    pub id: &'static str,
    pub text: &'static str,
    /// Added to the effect die (per level, for a doubled skill).
    pub amount: i8,
    pub source: &'static str,
    /// The one table it belongs to; `None`: every table.
    pub table: Option<HitTable>,
}

const fn any(id: &'static str, text: &'static str, amount: i8, source: &'static str) -> EffectModifier {
    EffectModifier { id, text, amount, source, table: None }
}

const fn only(
    table: HitTable,
    id: &'static str,
    text: &'static str,
    amount: i8,
    source: &'static str,
) -> EffectModifier {
    EffectModifier { id, text, amount, source, table: Some(table) }
}

/// Every modifier to the effect roll, and the table each belongs to.
///
/// Decisions:
/// - The TRWNN chart's modifiers replace the 1996 shotgun modifiers; the muzzle-loader +2 is the
///   TRWNN chart's only (the 1996 text has none).
/// - TRWNN "muzzle-loader +2" is for the muzzle-loading pistols and rifles of the Range and Firing
///   Chart; a shotgun, even a muzzle-loading blunderbuss, takes the chart's shotgun modifiers
///   instead (they are listed apart).
/// - TRWNN "beyond 6\" −1" names the shotgun, blunderbuss and musketoon: a sawn-off or the Le Mat's
///   barrel (target spot 3\" away) takes no modifier beyond 6" on that chart.
/// - 1996: the shotgun's range modifiers do not add up: beyond 9" (sawn-off, Le Mat) or 18"
///   (shotgun, blunderbuss) it is −2 instead of the −1 for beyond 6".
/// - A modified effect roll below 1 does nothing (the shot glances off); above 6 reads as 6.
pub static EFFECT_MODIFIERS: [EffectModifier; 10] = [
    any("tough", "Victim is Tough (per level)", -1, "Ansell 1996, Skills (Tough)"),
    any(
        "knifeman",
        "Knifeman/Swordsman armed with knife or sword (per level)",
        1,
        "Ansell 1996, Skills (Knifeman/Swordsman)",
    ),
    any(
        "wooden_cover",
        "Shot penetrated less substantial cover (wooden wall, fence, empty barrels)",
        -1,
        "Playsheet, Cover",
    ),
    any(
        "marksman",
        "Marksman: add or subtract one per level to the LOCATION roll",
        1,
        "Ansell 1996, Skills (Marksman)",
    ),
    only(HitTable::Trwnn2003, "muzzle_loader", "Hit by a muzzle-loading pistol or rifle", 2, "TRWNN Playsheet 2"),
    only(HitTable::Trwnn2003, "trwnn_shotgun_close", "Any shotgun at 3\" or less", 1, "TRWNN Playsheet 2"),
    only(
        HitTable::Trwnn2003,
        "trwnn_shotgun_beyond_6",
        "Shotgun, blunderbuss or musketoon beyond 6\"",
        -1,
        "TRWNN Playsheet 2",
    ),
    only(HitTable::House, "shotgun_within_3", "Shotgun within 3\"", 1, "Ansell 1996, Shotguns"),
    only(HitTable::House, "shotgun_beyond_6", "Shotgun over 6\"", -1, "Ansell 1996, Shotguns"),
    only(
        HitTable::House,
        "shotgun_far",
        "Shotgun over 18\", sawn-off over 9\" (instead of −1)",
        -2,
        "Ansell 1996, Shotguns",
    ),
];

/// An effect modifier by id.
pub fn effect_modifier(id: &str) -> &'static EffectModifier {
    EFFECT_MODIFIERS.iter().find(|m| m.id == id).expect("a listed effect modifier")
}

/// The modifiers that apply on `table`.
pub fn modifiers_of(table: HitTable) -> impl Iterator<Item = &'static EffectModifier> {
    EFFECT_MODIFIERS.iter().filter(move |m| m.table.is_none_or(|t| t == table))
}

/// What a character's wounds stop him doing (1996, Hit Location & Effect; the TRWNN chart adds
/// two rules of its own, see [`HitTable`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateConsequences")]
pub struct Consequences {
    /// "Movement is reduced by one dice for each serious wound and each flesh wound on a leg."
    pub movement_dice_lost: u8,
    /// "No movement or turning is permitted with a serious leg or belly wound": a serious wound
    /// to the legs or the belly (issue 10, item 20: "serious" governs both); on the TRWNN chart
    /// any belly wound ("Flesh Wound. No movement or turning.").
    pub no_movement_or_turning: bool,
    /// "Characters with a serious arm wound cannot fire a pistol in that hand…"
    pub no_pistol_in: Vec<Location>,
    /// "…or fire a rifle at all."
    pub no_rifle: bool,
    /// TRWNN chart only: a serious arm wound — "Cannot reload or shoot rifle."
    pub no_reloading: bool,
}

/// What the wounds of a character stop him doing, by the rules of the campaign's hit table.
pub fn consequences(wounds: &[Wound], table: HitTable) -> Consequences {
    let mut c = Consequences::default();
    for w in wounds {
        let serious = w.severity == Severity::Serious;
        if serious || w.location == Location::Legs {
            c.movement_dice_lost += 1;
        }
        let stops = match w.location {
            Location::Legs => serious,
            Location::Belly => serious || table.flesh_belly_stops_movement(),
            _ => false,
        };
        c.no_movement_or_turning |= stops;
        if serious && w.location.is_arm() {
            if !c.no_pistol_in.contains(&w.location) {
                c.no_pistol_in.push(w.location);
            }
            c.no_rifle = true;
            c.no_reloading |= table.serious_arm_stops_reloading();
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_the_serialized_names() {
        for t in HitTable::ALL {
            assert_eq!(serde_json::to_value(t).unwrap(), t.id());
        }
    }

    #[test]
    fn the_campaign_option_picks_the_table_and_the_trwnn_chart_is_the_default() {
        assert_eq!(HitTable::of(&FateOptions::default()), HitTable::Trwnn2003);
        let house = FateOptions { hit_location: HitLocationChart::House, ..Default::default() };
        assert_eq!(HitTable::of(&house), HitTable::House);
        assert_eq!(HitTable::House.label(), "house table");
        assert_eq!(HitTable::Trwnn2003.label(), "TRWNN playsheet 2, 2003 edition, fan reconstruction");
    }

    #[test]
    fn the_muzzle_loader_modifier_belongs_to_the_trwnn_chart_only() {
        let trwnn: Vec<&str> = modifiers_of(HitTable::Trwnn2003).map(|m| m.id).collect();
        let house: Vec<&str> = modifiers_of(HitTable::House).map(|m| m.id).collect();
        assert!(trwnn.contains(&"muzzle_loader") && !house.contains(&"muzzle_loader"));
        assert!(house.contains(&"shotgun_far") && !trwnn.contains(&"shotgun_far"));
        for common in ["tough", "knifeman", "wooden_cover", "marksman"] {
            assert!(trwnn.contains(&common) && house.contains(&common), "{common}");
        }
        assert_eq!(effect_modifier("muzzle_loader").amount, 2);
    }

    #[test]
    fn chits_read_as_the_playsheet_prints_them() {
        let t = HitTable::Trwnn2003;
        // "Flesh Wound. No movement or turning." (Belly 2)
        assert_eq!(t.chit_text(Location::Belly, HitResult::FleshWound), "Flesh wound. No movement or turning.");
        // "Flesh Wound. Movement reduced by one dice." (Legs 2)
        assert_eq!(t.chit_text(Location::Legs, HitResult::FleshWound), "Flesh wound. Movement reduced by one dice.");
        // "Serious Wound & Knocked Out. Throw 6 to recover. No movement or turning." (Belly 4)
        assert_eq!(
            t.chit_text(Location::Belly, HitResult::SeriousWoundKnockedOut),
            "Serious wound & knocked out. Throw 6 to recover. No movement or turning."
        );
        // "Serious Wound. Cannot shoot with that arm. Cannot reload or shoot rifle." (R. Arm 5)
        assert_eq!(
            t.chit_text(Location::RightArm, HitResult::SeriousWound),
            "Serious wound. Cannot shoot with that arm. Cannot reload or shoot rifle."
        );
        assert_eq!(t.chit_text(Location::Head, HitResult::Dead), "Dead");
        // The house grid's belly flesh wound keeps him moving (1996: "serious leg or belly wound").
        assert_eq!(HitTable::House.chit_text(Location::Belly, HitResult::FleshWound), "Flesh wound");
    }
}
