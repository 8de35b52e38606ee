//! QOTD Reel 6, Determining the effects of shooting and fighting: the adjustments to a target's
//! Defence Value (DV), the effects of hits on characters and on mounts, and hits on vehicles (the
//! Vehicle Defence Value, VDV, its adjustments and the damage table).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What one hit does to a character. QOTD Reel 6, Effects of hit table on characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum HitEffect {
    /// "The hit is a close miss or is deflected … so has no effect."
    NearMiss,
    /// A Courage Test for most characters; Heroes, Main Characters, the Brave and Fanatics carry on.
    Graze,
    /// "The character must make a Courage test."
    CourageTest,
    /// 1, 2 or 3 hits, each removing one of the character's cards.
    Hits(u8),
}

impl HitEffect {
    /// As the table prints it: "Near Miss", "Graze", "Courage Test", "1 Hit", "2 Hits".
    pub fn label(self) -> &'static str {
        match self {
            HitEffect::NearMiss => "Near Miss",
            HitEffect::Graze => "Graze",
            HitEffect::CourageTest => "Courage Test",
            HitEffect::Hits(1) => "1 Hit",
            HitEffect::Hits(2) => "2 Hits",
            HitEffect::Hits(3) => "3 Hits",
            HitEffect::Hits(_) => "Hits",
        }
    }

    /// The stable id: `near_miss`, `graze`, `courage_test`, `hits_1`, `hits_2`, `hits_3`.
    pub fn id(self) -> &'static str {
        match self {
            HitEffect::NearMiss => "near_miss",
            HitEffect::Graze => "graze",
            HitEffect::CourageTest => "courage_test",
            HitEffect::Hits(1) => "hits_1",
            HitEffect::Hits(2) => "hits_2",
            HitEffect::Hits(3) => "hits_3",
            HitEffect::Hits(_) => "hits",
        }
    }

    /// The number of hits (cards lost) it does.
    pub fn hits(self) -> u8 {
        match self {
            HitEffect::Hits(n) => n,
            _ => 0,
        }
    }

    /// Which row of the Outcome/Effect tables ([`HIT_OUTCOMES`], [`MOUNT_HIT_OUTCOMES`]) explains it.
    pub fn outcome_index(self) -> usize {
        match self {
            HitEffect::Hits(_) => 0,
            HitEffect::CourageTest => 1,
            HitEffect::Graze => 2,
            HitEffect::NearMiss => 3,
        }
    }
}

impl std::fmt::Display for HitEffect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label())
    }
}

/// A column of the effects tables of characters and vehicles: the adjusted (V)DV, −3 to 3, and
/// "3+".
///
/// The text prints columns DV−3 … DV 3 and a last column "DV 3+", headed "Is Firing through a
/// loophole", next to DV 3 "Has heavy armour": so "3+" is protection beyond DV 3, and an adjusted
/// DV of 4 or more reads it. The text is silent below DV−3; a player reads the worst column, so
/// any DV below −3 reads DV−3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct DvColumn(pub i8);

impl DvColumn {
    /// The eight columns, left to right: DV−3 … DV 3, then DV 3+ (stored as 4).
    pub const ALL: [DvColumn; 8] =
        [DvColumn(-3), DvColumn(-2), DvColumn(-1), DvColumn(0), DvColumn(1), DvColumn(2), DvColumn(3), DvColumn(4)];

    /// Position among [`DvColumn::ALL`].
    pub fn index(self) -> usize {
        (self.0 + 3) as usize
    }

    /// The value as a key: `-3` … `3`, `3+`.
    pub fn key(self) -> String {
        if self.0 >= 4 {
            "3+".to_string()
        } else {
            self.0.to_string()
        }
    }
}

/// The column an adjusted DV (or VDV) reads: clamped to DV−3 … DV 3+ as [`DvColumn`] explains.
pub fn dv_column(adjusted_dv: i8) -> DvColumn {
    DvColumn(adjusted_dv.clamp(-3, 4))
}

use HitEffect::{CourageTest as C, Graze as G, NearMiss as N};
const H1: HitEffect = HitEffect::Hits(1);
const H2: HitEffect = HitEffect::Hits(2);
const H3: HitEffect = HitEffect::Hits(3);

/// QOTD Reel 6, Effects of hit table on characters, as printed: rows for a dice roll of 10 down to
/// 1, columns DV−3, DV−2, DV−1, DV 0 (no armour), DV 1 (minimal armour), DV 2 (armour), DV 3
/// (heavy armour), DV 3+ (firing through a loophole).
pub static EFFECTS_OF_HITS: [[HitEffect; 8]; 10] = [
    /* 10 */ [G, G, G, G, N, N, N, N],
    /*  9 */ [C, C, C, C, G, G, N, N],
    /*  8 */ [H1, C, C, C, C, C, G, N],
    /*  7 */ [H1, H1, C, C, C, C, C, G],
    /*  6 */ [H1, H1, H1, C, C, C, C, G],
    /*  5 */ [H2, H2, H1, H1, C, C, C, C],
    /*  4 */ [H2, H2, H2, H1, H1, C, C, C],
    /*  3 */ [H2, H2, H2, H2, H1, H1, C, C],
    /*  2 */ [H3, H3, H2, H2, H2, H2, H1, H1],
    /*  1 */ [H3, H3, H3, H2, H2, H2, H2, H1],
];

/// The column headings of [`EFFECTS_OF_HITS`] as printed: "A hit on a character who:" …
pub const EFFECTS_OF_HITS_WHO: [&str; 8] = [
    "",
    "",
    "",
    "Has no armour",
    "Has minimal armour",
    "Has armour",
    "Has heavy armour",
    "Is Firing through a loophole",
];

/// What a hit does to a character whose adjusted DV is `adjusted_dv`, on a roll of `roll`.
/// QOTD Reel 6, Effects of hit table on characters. The DV is clamped as [`DvColumn`] says; the
/// roll is clamped to 1 … 10 (0 reads as 1, a black joker; 11 or more as 10, a red joker).
pub fn effect_of_hit(adjusted_dv: i8, roll: u8) -> HitEffect {
    EFFECTS_OF_HITS[row_of(roll)][dv_column(adjusted_dv).index()]
}

/// The row of a roll in a table printed from 10 down to 1.
pub(super) fn row_of(roll: u8) -> usize {
    10 - usize::from(roll.clamp(1, 10))
}

/// One row of an Outcome/Effect table: what a result means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct OutcomeEffect {
    /// The outcome as the table names it ("Hit", "Courage Test").
    pub outcome: &'static str,
    /// The effect, in the rule text's words; bullets are separate lines.
    pub effect: &'static str,
}

/// QOTD Reel 6, the Outcome/Effect table under the Effects of hit table on characters, in the
/// order of [`HitEffect::outcome_index`].
pub static HIT_OUTCOMES: [OutcomeEffect; 4] = [
    OutcomeEffect {
        outcome: "Hit",
        effect: "Each hit by a lethal weapon wounds a character and removes one of their action cards. Once a character has no cards left they become a casualty of war and collapse from their wounds. They will take no further part in the action unless they receive medical assistance which restores 1 card\n\
Each hit by a Blunt Weapon including fists and feet temporarily KO's the character and removes one of their action cards. If they have cards remaining they can test to come round (see below) and, if successful, recover the card. Once a character has no cards left they pass out. They will take no further part in the action unless they receive medical assistance which restores 1 card.\n\
Unless the character is now a casualty or has passed out they must take a Courage Test and will carry out the outcome immediately",
    },
    OutcomeEffect {
        outcome: "Courage Test",
        effect: "The character must make a Courage test by rolling on the chart and will carry out the outcome immediately",
    },
    OutcomeEffect {
        outcome: "Graze",
        effect: "Most Characters must take a Courage Test\n\
Characters who are a Hero or Main Character or are Brave or a Fanatic can carry on as normal and do not take a Courage Test",
    },
    OutcomeEffect {
        outcome: "Near Miss",
        effect: "The hit is a close miss or is deflected by the surrounding cover or absorbed by the armour worn by the character so has no effect",
    },
];

/// QOTD Reel 6, Hits on mounts: "For each hit roll on the shooting or combat outcome charts as
/// normal but the result applied to mounts are slightly different." In the order of
/// [`HitEffect::outcome_index`]. Nested bullets (the rider's control test) are lines starting "– ".
pub static MOUNT_HIT_OUTCOMES: [OutcomeEffect; 4] = [
    OutcomeEffect {
        outcome: "Hit",
        effect: "Each hit wounds a mount and reduces its stamina. Once a mount has no stamina left it collapses. Mounts that are horse or camel sized can take 2 hits before they collapse and can no longer be ridden. Elephant sized mounts can take 4 hits before they collapse and can no longer be ridden.\n\
The rider(s) of a mount which has collapsed must then test for injury as if falling. If the mount was travelling fast or more quickly, then the outcome is treated as if the rider was hit by a High Impact weapon. On a roll of 1 they also become trapped under their dead mount: They must pass an Action Test to free themselves.\n\
Unless the mount has collapsed, the rider must also test to keep control of their mount.\n\
– If they fail (2- 4) they have lost control of their mount which bolts in a random direction and will continue to do so until they pass an action Test\n\
– If they roll 1 the above result applies and in addition they are thrown from their mount which will then bolt in a random direction. They test for injury",
    },
    OutcomeEffect {
        outcome: "Courage Test",
        effect: "The mount is spooked\n\
The rider must test to keep control of their mount.\n\
– If they fail (2- 4) they have lost control of their mount which bolts in a random direction and will continue to do so until they pass an action Test\n\
– If they roll 1 the above result applies and in addition they are thrown from their mount which will then bolt in a random direction. They test for injury.",
    },
    OutcomeEffect {
        outcome: "Graze",
        effect: "Most characters must take an Action Test to control the mount as outlined above\n\
If a Hero or Main Character or an expert rider they keep control of their mount and need not test and can carry on as normal",
    },
    OutcomeEffect {
        outcome: "Near Miss",
        effect: "The shot or blow is a close miss or is deflected by the surrounding cover or absorbed by the armour worn by the mount so has no effect",
    },
];

/// How many hits a mount takes before it collapses. QOTD Reel 6, Hits on mounts: "Mounts that are
/// horse or camel sized can take 2 hits … Elephant sized mounts can take 4 hits".
pub static MOUNT_STAMINA: [(&str, u8); 2] = [("Horse or camel sized", 2), ("Elephant sized", 4)];

/// Whose circumstance a DV adjustment is: the two columns of the adjustments table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Side {
    /// "For the target/Defender".
    Target,
    /// "For the Shooter/attacker or weapon".
    Shooter,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Target => "For the target/Defender",
            Side::Shooter => "For the Shooter/attacker or weapon",
        }
    }
}

/// One line of an adjustments table: a circumstance and how it moves the target's (V)DV.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct DvAdjustment {
    /// −2, −1, +1 or +2: negative makes the hit worse for the target.
    pub amount: i8,
    pub side: Side,
    /// Stable snake_case id of the circumstance (`marksman`, `light_cover`).
    pub condition_id: &'static str,
    /// The circumstance in the rule text's words.
    pub text: &'static str,
}

const fn adj(amount: i8, side: Side, condition_id: &'static str, text: &'static str) -> DvAdjustment {
    DvAdjustment { amount, side, condition_id, text }
}

/// QOTD Reel 6, Adjustments for shooting and fighting to DV: the target/defender column, then the
/// shooter/attacker or weapon column, each from "Decrease the target's DV by 2" to "Increase the
/// target's DV by 2".
///
/// A bullet that names several independent circumstances is one line per circumstance (each
/// worded as the bullet words it), so that each can apply on its own: "Shot while Moving quickly
/// or in light cover" is `moving_quickly` and `light_cover`; "Shot while evading or in dense or
/// hard cover or lying prone" is `evading`, `hard_cover` and `prone`; "Hit in close combat by a
/// Fighter, Brawler or one with martial arts skill" is `fighter`, `brawler` and `martial_artist`;
/// "Hit by a character rated as Two Weapon trained or by the fists of a character who is two
/// fisted" is `two_weapon_trained` and `two_fisted`; "Hit by a Light Impact weapon or an
/// improvised weapon" is `light_impact` and `improvised_weapon`.
///
/// Where the text is silent or overlaps:
/// - "Wearing Armour" (+1) is the basic DV of Props (DV 1 minimal, DV 2 armoured) seen from this
///   table; a character's basic DV already counts their armour, so it is not added again.
/// - "Shot by a Marksman" (−2): the Marksman trait says "when the character makes a Deliberate or
///   Aimed shot"; the trait's condition governs.
pub static DV_ADJUSTMENTS: &[DvAdjustment] = {
    use Side::{Shooter, Target};
    &[
        adj(-2, Target, "defenceless", "Defenceless or helpless"),
        adj(-1, Target, "point_blank", "Shot at point blank range (1 pace)"),
        adj(-1, Target, "made_all_out_attack", "Made an All Out Attack on their turn"),
        adj(1, Target, "moving_quickly", "Shot while Moving quickly"),
        adj(1, Target, "light_cover", "Shot while in light cover"),
        adj(1, Target, "stealthy", "Stealthy and shot"),
        adj(1, Target, "shield", "Using a shield when hit in close combat or by a non-gunpowder weapon"),
        adj(1, Target, "armour", "Wearing Armour"),
        adj(2, Target, "evading", "Shot while evading"),
        adj(2, Target, "hard_cover", "Shot while in dense or hard cover"),
        adj(2, Target, "prone", "Shot while lying prone"),
        adj(2, Target, "block", "Making a block defence"),
        adj(2, Target, "behind_defences", "Behind defences in combat"),
        adj(-2, Shooter, "marksman", "Shot by a Marksman"),
        adj(
            -2,
            Shooter,
            "explosive",
            "Hit by any explosive weapon, such as a grenade, ball or shell, grape or dynamite",
        ),
        adj(-2, Shooter, "bulls_eye", "Hit by a bulls eye shot or deadly blow"),
        adj(-2, Shooter, "man_killer", "Hit by a Man Killer"),
        adj(-1, Shooter, "high_impact", "Hit by a High Impact weapon"),
        adj(-1, Shooter, "expert", "Hit by an Expert with a particular type of weapon"),
        adj(-1, Shooter, "longer_reach", "Hit by a character with a longer reach weapon"),
        adj(-1, Shooter, "aimed_shot", "Hit by an aimed shot"),
        adj(-1, Shooter, "mounted", "Hit by a character riding a mount"),
        adj(-1, Shooter, "charging", "Hit by a character charging in or following up"),
        adj(-1, Shooter, "fighter", "Hit in close combat by a Fighter"),
        adj(-1, Shooter, "brawler", "Hit in close combat by a Brawler"),
        adj(-1, Shooter, "martial_artist", "Hit in close combat by one with martial arts skill"),
        adj(-1, Shooter, "mighty_blow", "Hit by a Mighty Blow"),
        adj(-1, Shooter, "two_weapon_trained", "Hit by a character rated as Two Weapon trained"),
        adj(-1, Shooter, "two_fisted", "Hit by the fists of a character who is two fisted"),
        adj(-1, Shooter, "strong", "Hit with a Blunt Weapon by a character who is strong"),
        adj(-1, Shooter, "off_handed", "Hit by a character who is off handed"),
        adj(1, Shooter, "light_impact", "Hit by a Light Impact weapon"),
        adj(1, Shooter, "improvised_weapon", "Hit by an improvised weapon"),
        adj(1, Shooter, "drawing", "Hit by opponent Drawing weapon on this turn"),
        adj(1, Shooter, "snap_shot", "Hit by a snap shot"),
        adj(2, Shooter, "hasty", "Hit by a hasty shot or hasty attack"),
        adj(2, Shooter, "fanned", "Hit by a character who fanned their revolver"),
        adj(2, Shooter, "back_foot", "Hit by a character who is On the Back Foot"),
        adj(2, Shooter, "wrong_hand", "Hit by a shot fired from the shooter's wrong hand"),
    ]
};

/// The DV adjustment for a circumstance, by its id (`marksman`, `hard_cover`).
pub fn dv_adjustment(condition_id: &str) -> Option<&'static DvAdjustment> {
    DV_ADJUSTMENTS.iter().find(|a| a.condition_id == condition_id)
}

/// What a vehicle is built of, which gives its starting VDV. QOTD Reel 6, Hits on vehicles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum VehicleConstruction {
    /// "No armour or protection": VDV 0.
    Unprotected,
    /// "Minimal Armour or Light Construction": VDV 1.
    Light,
    /// "Normal Armour or Robust Construction": VDV 2.
    Robust,
    /// "Heavy Armour or Strong Construction": VDV 3.
    Strong,
}

impl VehicleConstruction {
    pub const ALL: [VehicleConstruction; 4] = [
        VehicleConstruction::Unprotected,
        VehicleConstruction::Light,
        VehicleConstruction::Robust,
        VehicleConstruction::Strong,
    ];

    pub fn id(self) -> &'static str {
        match self {
            VehicleConstruction::Unprotected => "unprotected",
            VehicleConstruction::Light => "light",
            VehicleConstruction::Robust => "robust",
            VehicleConstruction::Strong => "strong",
        }
    }

    /// As the table heads the column.
    pub fn name(self) -> &'static str {
        match self {
            VehicleConstruction::Unprotected => "No armour or protection",
            VehicleConstruction::Light => "Minimal Armour or Light Construction",
            VehicleConstruction::Robust => "Normal Armour or Robust Construction",
            VehicleConstruction::Strong => "Heavy Armour or Strong Construction",
        }
    }

    /// "VDV against most weapons or collisions": 0, 1, 2, 3.
    pub fn vdv(self) -> i8 {
        self as i8
    }
}

/// QOTD Reel 6, Hits on vehicles, Adjustments. The table has a single column; each line is filed
/// under the side it concerns (the vehicle itself is the target).
///
/// Mended or split: "In collision with a larger object or vehicle or whilst moving quickly or" ends
/// in a dangling "or" in the scan; it is `collision` and `moving_quickly`. "Hit by a High Impact
/// weapon or big explosive device" is `high_impact` and `big_explosive`; "Hit by a shooter who was
/// making hasty shots or firing off handed" is `hasty` and `wrong_hand`.
pub static VDV_ADJUSTMENTS: &[DvAdjustment] = {
    use Side::{Shooter, Target};
    &[
        adj(-2, Shooter, "marksman", "Shot by a Marksman"),
        adj(-2, Shooter, "bulls_eye", "Hit by a deadly blow or by a bulls eye shot"),
        adj(-1, Shooter, "high_impact", "Hit by a High Impact weapon"),
        adj(-1, Shooter, "big_explosive", "Hit by a big explosive device"),
        adj(-1, Shooter, "expert", "Hit by an Expert with a particular type of weapon"),
        adj(-1, Shooter, "aimed_shot", "Hit by an aimed shot"),
        adj(-1, Target, "collision", "In collision with a larger object or vehicle"),
        adj(-1, Target, "moving_quickly", "Whilst moving quickly"),
        adj(1, Target, "moving_very_fast", "Vehicle is moving very fast"),
        adj(1, Shooter, "light_impact", "Hit by a Light Impact weapon"),
        adj(1, Shooter, "small_arms", "Hit by small arms"),
        adj(1, Target, "melee", "Attacked in Mêlée"),
        adj(2, Shooter, "hasty", "Hit by a shooter who was making hasty shots"),
        adj(2, Shooter, "wrong_hand", "Hit by a shooter who was firing off handed"),
        adj(2, Shooter, "back_foot", "Hit by a character who is On the Back Foot in close combat"),
        adj(2, Shooter, "improvised_weapon", "Hit by an improvised weapon"),
    ]
};

/// The VDV adjustment for a circumstance, by its id.
pub fn vdv_adjustment(condition_id: &str) -> Option<&'static DvAdjustment> {
    VDV_ADJUSTMENTS.iter().find(|a| a.condition_id == condition_id)
}

/// What one hit does to a vehicle. QOTD Reel 6, Hits on vehicles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum VehicleDamage {
    NoDamage,
    CourageTest,
    ReducedMobility,
    Immobilized,
    Destroyed,
}

impl VehicleDamage {
    pub const ALL: [VehicleDamage; 5] = [
        VehicleDamage::Destroyed,
        VehicleDamage::Immobilized,
        VehicleDamage::ReducedMobility,
        VehicleDamage::CourageTest,
        VehicleDamage::NoDamage,
    ];

    /// As the table prints it.
    pub fn label(self) -> &'static str {
        match self {
            VehicleDamage::NoDamage => "No Damage",
            VehicleDamage::CourageTest => "Courage test",
            VehicleDamage::ReducedMobility => "Reduced Mobility",
            VehicleDamage::Immobilized => "Immobilized",
            VehicleDamage::Destroyed => "Destroyed",
        }
    }

    /// What it means: the Outcome/Effect table under the damage table.
    pub fn effect(self) -> &'static str {
        let index = VehicleDamage::ALL.iter().position(|d| *d == self).unwrap_or(0);
        VEHICLE_DAMAGE_EFFECTS[index].effect
    }
}

/// What a hit does to a vehicle whose adjusted VDV is `adjusted_vdv`, on a roll of `roll`: the
/// VDV is clamped to VDV−3 … VDV 3+ and the roll to 1 … 10, as for characters ([`DvColumn`]).
pub fn vehicle_damage(adjusted_vdv: i8, roll: u8) -> VehicleDamage {
    VEHICLE_DAMAGE[row_of(roll)][dv_column(adjusted_vdv).index()]
}

use VehicleDamage::{CourageTest as VC, Destroyed as VD, Immobilized as VI, NoDamage as VN, ReducedMobility as VR};

/// QOTD Reel 6, Hits on vehicles, the damage table as printed: rows for a dice roll of 10 down to
/// 1, columns VDV−3 … VDV 3, VDV 3+. (The scan prints the 5 / VDV 3+ cell "Courage test t".)
pub static VEHICLE_DAMAGE: [[VehicleDamage; 8]; 10] = [
    /* 10 */ [VN, VN, VN, VN, VN, VN, VN, VN],
    /*  9 */ [VC, VC, VC, VC, VN, VN, VN, VN],
    /*  8 */ [VR, VR, VR, VR, VC, VN, VN, VN],
    /*  7 */ [VI, VR, VR, VR, VR, VC, VN, VN],
    /*  6 */ [VI, VI, VR, VR, VR, VR, VC, VN],
    /*  5 */ [VD, VI, VI, VI, VR, VR, VR, VC],
    /*  4 */ [VD, VD, VI, VI, VI, VR, VR, VR],
    /*  3 */ [VD, VD, VD, VI, VI, VI, VI, VI],
    /*  2 */ [VD, VD, VD, VD, VI, VI, VI, VI],
    /*  1 */ [VD, VD, VD, VD, VD, VD, VD, VD],
];

/// QOTD Reel 6, Hits on vehicles, the Outcome/Effect table, in the order of [`VehicleDamage::ALL`].
pub static VEHICLE_DAMAGE_EFFECTS: [OutcomeEffect; 5] = [
    OutcomeEffect {
        outcome: "Destroyed",
        effect: "The target is destroyed including driver, occupant, crew or passengers carried in it",
    },
    OutcomeEffect {
        outcome: "Immobilized",
        effect: "The target may no longer move. Its driver, crew or passengers carried in must take a Courage Test",
    },
    OutcomeEffect {
        outcome: "Reduced Mobility",
        effect: "The target's movement is reduced by 50%: Its driver, crew or passengers carried in it must take a Courage Test",
    },
    OutcomeEffect {
        outcome: "Courage test",
        effect: "Although hit causes only superficial damage to the vehicle, its driver, crew or passengers carried in it must take a Courage Test",
    },
    OutcomeEffect {
        outcome: "No Damage",
        effect: "Although hit causes only superficial damage to the vehicle, its driver, crew or passengers carried in it are unaffected.",
    },
];
