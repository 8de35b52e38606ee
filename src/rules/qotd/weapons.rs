//! QOTD Reel 4, Weapons Table: missile weapons (non-gunpowder weapons, handguns, shotguns and
//! shoulder arms) with their effective range, impact, ignition and reloading.
//!
//! "Players can choose to shoot up to twice the effective range but roll reduced dice to hit."

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::normalise_id;

/// The Weapons Table's four parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum MissileGroup {
    NonGunpowder,
    Handgun,
    Shotgun,
    ShoulderArm,
}

impl MissileGroup {
    pub fn name(self) -> &'static str {
        match self {
            MissileGroup::NonGunpowder => "Non gun powder weapons",
            MissileGroup::Handgun => "Handguns",
            MissileGroup::Shotgun => "Shotguns",
            MissileGroup::ShoulderArm => "Shoulder arms",
        }
    }
}

/// How hard a hit strikes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Impact {
    Light,
    Normal,
    High,
}

impl Impact {
    pub fn name(self) -> &'static str {
        match self {
            Impact::Light => "Light",
            Impact::Normal => "Normal",
            Impact::High => "High",
        }
    }
}

/// A weapon's impact, which for shotguns and bows depends on the range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ImpactRule {
    /// The same at every range.
    Flat(Impact),
    /// `close` up to and including `up_to` paces, `beyond` further away.
    ///
    /// The text says "High Impact under 6, Normal Impact over 6" and is silent at exactly 6 paces; a
    /// player measuring 6 paces says the target is "within 6", so the boundary counts as close.
    ByRange { up_to: u8, close: Impact, beyond: Impact },
}

impl ImpactRule {
    pub fn at(self, paces: u8) -> Impact {
        match self {
            ImpactRule::Flat(impact) => impact,
            ImpactRule::ByRange { up_to, close, beyond } => {
                if paces <= up_to {
                    close
                } else {
                    beyond
                }
            }
        }
    }

    /// As the table reads: "Normal", "High under 6, Normal over 6".
    pub fn text(self) -> String {
        match self {
            ImpactRule::Flat(impact) => impact.name().to_string(),
            ImpactRule::ByRange { up_to, close, beyond } => {
                format!("{} under {up_to}, {} over {up_to}", close.name(), beyond.name())
            }
        }
    }
}

/// One way of shooting a weapon. Every weapon has one, except the Le Mat, which shoots bullets or
/// its shotgun barrel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct FireMode {
    /// Empty for a weapon's only mode; otherwise what is shot (`bullets`, `shotgun barrel`).
    pub name: &'static str,
    /// Effective range in paces.
    pub range: u8,
    pub impact: ImpactRule,
}

impl FireMode {
    const fn flat(range: u8, impact: Impact) -> FireMode {
        FireMode { name: "", range, impact: ImpactRule::Flat(impact) }
    }

    const fn by_range(range: u8, up_to: u8, close: Impact, beyond: Impact) -> FireMode {
        FireMode { name: "", range, impact: ImpactRule::ByRange { up_to, close, beyond } }
    }
}

/// QOTD Reel 4, Firearms: "Firearms used in the Old west used a variety of ignition systems."
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Ignition {
    /// Not a firearm.
    None,
    /// "If a Flintlock they misfire if a 1 or 2 is rolled."
    Flintlock,
    /// "If a Percussion cap weapons they misfire if a 1 is rolled."
    Percussion,
    /// "If a Cartridge Weapon it does not misfire."
    Cartridge,
}

/// What can go wrong on a shooting roll, by the die thrown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Mishap {
    /// The shot does not go off.
    Misfire,
    /// The weapon jams (a pepperpot or revolving rifle needs a 5+ to clear it).
    Jam,
    /// "Ignites all shots in one single blast": roll 3D10 as hasty shots, the target may take
    /// several hits, and the shooter tests for injury.
    ChainFire,
}

/// The dice on which a weapon misfires, jams or chain-fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Mishaps {
    pub misfire: &'static [u8],
    pub jam: &'static [u8],
    pub chain_fire: &'static [u8],
}

impl Mishaps {
    pub const NONE: Mishaps = Mishaps { misfire: &[], jam: &[], chain_fire: &[] };
    /// QOTD Reel 4, Firearms: a flintlock misfires on a 1 or 2.
    pub const FLINTLOCK: Mishaps = Mishaps { misfire: &[1, 2], jam: &[], chain_fire: &[] };
    /// QOTD Reel 4, Firearms: a percussion cap weapon misfires on a 1.
    pub const PERCUSSION: Mishaps = Mishaps { misfire: &[1], jam: &[], chain_fire: &[] };
    /// Improved cap and ball revolvers, early breech loaders and harmonica rifles: "misfires on a 2
    /// and jams on a 1".
    pub const MISFIRE_2_JAM_1: Mishaps = Mishaps { misfire: &[2], jam: &[1], chain_fire: &[] };
    /// Pepperpots and early revolving shoulder arms: "misfires on a 3, jams on a 2 … and ignites all
    /// shots in one single blast on a score of 1".
    pub const EARLY_REVOLVER: Mishaps = Mishaps { misfire: &[3], jam: &[2], chain_fire: &[1] };

    /// An improved cap and ball revolver with a preloaded cylinder: "If preloaded cylinders are
    /// used then reloading is a normal action but the weapon misfires on a 3 and 2". As written
    /// (the campaign option `preloaded_misfires=three_and_two`, the default): two misfire numbers,
    /// and the plain cylinder's "jams on a 1" unchanged.
    pub const PRELOADED_CYLINDER: Mishaps = Mishaps { misfire: &[2, 3], jam: &[1], chain_fire: &[] };
    /// The other reading (`preloaded_misfires=jams_on_two`, the one settled in issue 10, item 12):
    /// the plain cylinder's numbers one higher ("misfires on a 2 and jams on a 1" becomes misfires
    /// on a 3 and jams on a 2, as the pepperpot's); a 1 then empties it, as it does any revolver.
    pub const PRELOADED_CYLINDER_JAMS_ON_TWO: Mishaps = Mishaps { misfire: &[3], jam: &[2], chain_fire: &[] };
    /// A flintlock read by the hit chart's 2 to 4, "Missed! … If a Flint lock it misfires", and the
    /// Firearms rule's 1 (`flintlock_misfires=any_miss`): it misfires on any miss.
    pub const FLINTLOCK_ANY_MISS: Mishaps = Mishaps { misfire: &[1, 2, 3, 4], jam: &[], chain_fire: &[] };
    /// A double action pistol: "Damn It! … If a double action pistol … it jams and needs
    /// reloading".
    pub const DOUBLE_ACTION: Mishaps = Mishaps { misfire: &[], jam: &[1], chain_fire: &[] };

    /// What the numbers do, in words: "misfires on a 2 or 3, jams on a 1".
    pub fn words(self) -> String {
        let numbers = |faces: &[u8]| {
            let mut out = faces.iter().map(u8::to_string).collect::<Vec<_>>();
            let last = out.pop().unwrap_or_default();
            match out.is_empty() {
                true => format!("a {last}"),
                false => format!("a {} or {last}", out.join(", ")),
            }
        };
        [("misfires", self.misfire), ("jams", self.jam), ("ignites all its shots", self.chain_fire)]
            .into_iter()
            .filter(|(_, faces)| !faces.is_empty())
            .map(|(what, faces)| format!("{what} on {}", numbers(faces)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// What the die `roll` does to this weapon, if anything.
    pub fn on(self, roll: u8) -> Option<Mishap> {
        if self.chain_fire.contains(&roll) {
            Some(Mishap::ChainFire)
        } else if self.jam.contains(&roll) {
            Some(Mishap::Jam)
        } else if self.misfire.contains(&roll) {
            Some(Mishap::Misfire)
        } else {
            None
        }
    }
}

/// When a weapon has to be reloaded. QOTD Reel 4, Reloading Weapons, and the table's notes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Reload {
    /// "All single shot weapons", "All bows".
    AfterEveryShot,
    /// Double-barrelled weapons "must be reloaded after both barrels have been fired"; hold-outs
    /// ("2 shots only").
    AfterBothBarrels,
    /// "All Revolving or Repeating cartridge Firearms", "All Bolt Action or Magazine Firearms".
    WhenAOneIsThrown,
    /// The harmonica rifle: a preloaded slide of 5 shots; two slides carried.
    Slide,
    /// "A spear or throwing axe or similar" has to be replaced or recovered.
    ReplaceOrRecover,
    /// "A net, lasso, bolas or whip" has to be recoiled or recovered.
    RecoilOrRecover,
    /// Dynamite: the text is silent; a thrown stick is gone, and the next one is lit as a new task.
    Expended,
}

impl Reload {
    pub fn text(self) -> &'static str {
        match self {
            Reload::AfterEveryShot => "Reload after every shot",
            Reload::AfterBothBarrels => "Reload after both barrels (both shots) are fired",
            Reload::WhenAOneIsThrown => "Reload only when a 1 is thrown",
            Reload::Slide => "Insert a preloaded slide of 5 shots; two slides carried",
            Reload::ReplaceOrRecover => "Replace or recover after every throw",
            Reload::RecoilOrRecover => "Recoil or recover after every use",
            Reload::Expended => "Used up when thrown",
        }
    }
}

/// The shots a weapon's notes allow. QOTD Reel 4, Weapons Table: "Whips … Treat as a hasty shot";
/// thrown weapons: "All shots are deliberate or aimed"; hurled: "All shots are deliberate or aimed,
/// unless knives or rocks".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum ShotRule {
    /// Any type of shooting the weapon can make.
    Any,
    /// Always a hasty shot (a whip).
    Hasty,
    /// Always deliberate or aimed, even after moving or drawing (thrown weapons, entangling hurled
    /// weapons).
    DeliberateOrAimed,
}

/// One row of the Weapons Table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct MissileWeapon {
    pub id: &'static str,
    pub name: &'static str,
    pub group: MissileGroup,
    /// The first mode is the weapon's ordinary fire.
    pub modes: &'static [FireMode],
    pub ignition: Ignition,
    pub mishaps: Mishaps,
    pub reload: Reload,
    /// "Reloading the following weapons is Difficult so characters or crews use reduced action dice."
    pub difficult_reload: bool,
    /// The character must be stationary to reload.
    pub stationary_reload: bool,
    /// False for weapons that "cannot be drawn and fired in the same turn".
    pub draw_and_fire: bool,
    /// The shots its notes allow.
    pub shots: ShotRule,
    /// A single action revolver, which may be fanned ("Fanning – this is only possible with a
    /// single action revolver").
    pub fanning: bool,
    /// A cap and ball revolver that may be reloaded with a preloaded spare cylinder.
    pub preloaded_cylinders: bool,
    /// An explosive ("Hit by any explosive weapon, such as a grenade, ball or shell, grape or
    /// dynamite"): gunpowder, so a shield does not count against it, and thrown no further than
    /// its range.
    pub explosive: bool,
    /// The table's notes for the row.
    pub notes: &'static str,
    /// Other names a sheet may use (`winchester` for `repeating_rifle`).
    pub aliases: &'static [&'static str],
}

impl MissileWeapon {
    /// Effective range in paces of the ordinary fire.
    pub fn range(&self) -> u8 {
        self.modes[0].range
    }

    /// "Players can choose to shoot up to twice the effective range but roll reduced dice to hit."
    /// A stick of dynamite "can be thrown 8 paces": no further.
    pub fn long_range(&self) -> u8 {
        if self.explosive {
            self.range()
        } else {
            self.range().saturating_mul(2)
        }
    }

    /// A firearm or an explosive: "Using a shield when hit … by a non-gunpowder weapon" counts
    /// only against the others (bows, thrown and hurled weapons, whips).
    pub fn gunpowder(&self) -> bool {
        self.ignition != Ignition::None || self.explosive
    }

    /// A fire mode by id as typed (`shotgun_barrel`, `bullets`), for the weapons that have more
    /// than one.
    pub fn mode(&self, id: &str) -> Option<&'static FireMode> {
        let id = normalise_id(id);
        self.modes.iter().find(|m| !m.name.is_empty() && normalise_id(m.name) == id)
    }

    /// The ids of its fire modes (`bullets`, `shotgun_barrel`); empty for a weapon of one mode.
    pub fn mode_ids(&self) -> Vec<String> {
        self.modes.iter().filter(|m| !m.name.is_empty()).map(|m| normalise_id(m.name)).collect()
    }

    /// The impact of the ordinary fire on a target `paces` away.
    pub fn impact_at(&self, paces: u8) -> Impact {
        self.modes[0].impact.at(paces)
    }

    /// What the die `roll` on a shooting throw does to this weapon, if anything.
    pub fn mishap_on(&self, roll: u8) -> Option<Mishap> {
        self.mishaps.on(roll)
    }

    /// The range as the table reads: "12", or "12 (bullets), 6 (shotgun barrel)".
    pub fn range_text(&self) -> String {
        self.describe_modes(|m| m.range.to_string())
    }

    /// The impact as the table reads: "High under 6, Normal over 6".
    pub fn impact_text(&self) -> String {
        self.describe_modes(|m| m.impact.text())
    }

    fn describe_modes(&self, what: impl Fn(&FireMode) -> String) -> String {
        match self.modes {
            [only] => what(only),
            modes => modes.iter().map(|m| format!("{} ({})", what(m), m.name)).collect::<Vec<_>>().join(", "),
        }
    }
}

/// Finds a missile weapon by id or alias as typed (`"Winchester"`, `"Le-Mat"`).
pub fn find_missile_weapon(input: &str) -> Option<&'static MissileWeapon> {
    let id = normalise_id(input);
    MISSILE_WEAPONS.iter().find(|w| w.id == id || w.aliases.contains(&id.as_str()))
}

/// The Weapons Table's rows (`weapons_catalog.rs`: a plain data list).
#[path = "weapons_catalog.rs"]
mod catalog;
pub use catalog::MISSILE_WEAPONS;

#[cfg(test)]
#[path = "weapons_tests.rs"]
mod tests;
