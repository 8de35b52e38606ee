//! Cover and armour ("Armor Penetration/Ablation", "Hit Location and Cover", "Cover
//! Penetration"): the card's shield added to a weapon's penetration gives the effective
//! penetration (EP, the "PV" of the later section), compared with the armour value (AV).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// "Armor Value / Obstacle".
pub const COVER: [(u8, &str); 5] =
    [(1, "glass"), (2, "thin wood"), (3, "hardwood"), (4, "adobe or thin iron plating"), (5, "thick iron")];

/// What an attack does to the armour or cover it meets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwPenetration")]
pub enum Penetration {
    /// "P": EP at least AV + 2: full damage (DMG).
    Penetrate,
    /// "A": EP equal to AV or AV + 1: reduced damage (RD).
    Ablate,
    /// "D": EP below AV: no effect, the armour unharmed.
    Deflect,
}

impl Penetration {
    pub fn word(self) -> &'static str {
        match self {
            Penetration::Penetrate => "Penetrates (full damage)",
            Penetration::Ablate => "Ablates (reduced damage)",
            Penetration::Deflect => "Deflects (no damage)",
        }
    }

    /// "In both cases, the protection value is decremented." The later Cover Penetration section
    /// names only the ablate; Posse follows the earlier, plainer sentence: cover loses 1 AV to
    /// any attack that gets through it.
    pub fn wears_cover(self) -> bool {
        !matches!(self, Penetration::Deflect)
    }
}

/// The card's shield plus bumps spent on penetration: "with bumps it never exceeds +2".
pub fn shield(card: i8, bumps: u8) -> i8 {
    if bumps == 0 {
        card
    } else {
        (i16::from(card) + i16::from(bumps)).min(2) as i8
    }
}

/// The result of effective penetration `ep` against armour value `av`.
pub fn against(ep: i16, av: i16) -> Penetration {
    if ep >= av + 2 {
        Penetration::Penetrate
    } else if ep >= av {
        Penetration::Ablate
    } else {
        Penetration::Deflect
    }
}

/// A man's natural armour against impact. "Characters have no natural armor versus weapons that
/// do deadly damage" — so they have some against impact, and Cyril's pistol butt meets "a Jaw of
/// 1" at the chest and the head. Posse gives a man natural armour 1 everywhere against impact,
/// never worn down (a jaw is not a plank), and none against deadly damage.
pub const NATURAL_ARMOUR_VS_IMPACT: u8 = 1;

/// What protects a hit location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwProtection", optional_fields)]
pub struct Protection {
    /// Cover's or armour's AV, if any covers the location.
    pub av: Option<u8>,
}

/// How an attack of penetration `pen` (the weapon's, or an impact attack's Force plus its
/// weapon's) fares against `protection`, with the card's `shield` (bumps included).
/// Deadly attacks against an uncovered man always penetrate.
pub fn resolve(pen: i16, shield: i8, deadly: bool, protection: Protection) -> Penetration {
    let av = match (protection.av, deadly) {
        (Some(av), _) => av,
        (None, true) => return Penetration::Penetrate,
        (None, false) => NATURAL_ARMOUR_VS_IMPACT,
    };
    against(pen + i16::from(shield), i16::from(av))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ep_against_av() {
        assert_eq!(against(5, 3), Penetration::Penetrate);
        assert_eq!(against(4, 3), Penetration::Ablate);
        assert_eq!(against(3, 3), Penetration::Ablate);
        assert_eq!(against(2, 3), Penetration::Deflect);
    }

    #[test]
    fn bumps_raise_the_shield_to_plus_2_at_most() {
        assert_eq!(shield(0, 1), 1);
        assert_eq!(shield(1, 3), 2);
        assert_eq!(shield(-2, 1), -1);
        assert_eq!(shield(2, 0), 2);
    }

    #[test]
    fn miranda_s_sharps_needs_no_check_and_cyril_s_butt_ablates_on_clem_s_jaw() {
        // "since it is a weapon which does deadly damage, it automatically penetrates".
        assert_eq!(resolve(4, -2, true, Protection::default()), Penetration::Penetrate);
        // Shield 0, a small improvised weapon's +1 and Force 1 against a Jaw of 1: reduced damage;
        // "One bump here would be enough to get full damage".
        assert_eq!(resolve(2, 0, false, Protection::default()), Penetration::Ablate);
        assert_eq!(resolve(2, shield(0, 1), false, Protection::default()), Penetration::Penetrate);
        // Behind hardwood, the Sharps (pen 4) with a −1 shield ablates.
        assert_eq!(resolve(4, -1, true, Protection { av: Some(3) }), Penetration::Ablate);
    }
}
