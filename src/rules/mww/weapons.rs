//! Weapons: the chance of hit table (by weapon and range), the wounds table and the hand-to-hand
//! weapons table, and the weapons a figure carries, each read on them.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{normalise_id, Inches};

/// A column of the chance of hit table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwShootingColumn")]
pub enum Shooting {
    SixGun,
    HeavyPistol,
    RepeatingRifle,
    Rifle,
    Shotgun,
    Derringer,
    ThrownWeapon,
    Bow,
    Lasso,
}

impl Shooting {
    /// In the order of the table's columns.
    pub const ALL: [Shooting; 9] = [
        Shooting::SixGun,
        Shooting::HeavyPistol,
        Shooting::RepeatingRifle,
        Shooting::Rifle,
        Shooting::Shotgun,
        Shooting::Derringer,
        Shooting::ThrownWeapon,
        Shooting::Bow,
        Shooting::Lasso,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Shooting::SixGun => "six_gun",
            Shooting::HeavyPistol => "heavy_pistol",
            Shooting::RepeatingRifle => "repeating_rifle",
            Shooting::Rifle => "rifle",
            Shooting::Shotgun => "shotgun",
            Shooting::Derringer => "derringer",
            Shooting::ThrownWeapon => "thrown_weapon",
            Shooting::Bow => "bow",
            Shooting::Lasso => "lasso",
        }
    }

    /// As the table heads the column.
    pub fn name(self) -> &'static str {
        match self {
            Shooting::SixGun => "Six Gun",
            Shooting::HeavyPistol => "Heavy Pistol",
            Shooting::RepeatingRifle => "Repeating Rifle",
            Shooting::Rifle => "Rifle",
            Shooting::Shotgun => "Shotgun",
            Shooting::Derringer => "Derringer",
            Shooting::ThrownWeapon => "Thrown weapon",
            Shooting::Bow => "Bow",
            Shooting::Lasso => "Lasso",
        }
    }

    fn index(self) -> usize {
        Shooting::ALL.iter().position(|s| *s == self).expect("every column is listed")
    }

    /// The table's cell for this weapon in a band.
    pub fn chance(self, band: RangeBand) -> HitCell {
        CHANCE_OF_HIT[band as usize][self.index()]
    }

    /// The row of the wounds table a hit is read on; `None` for the lasso, which catches and does
    /// not wound.
    pub fn wounds(self) -> Option<WoundRow> {
        match self {
            Shooting::SixGun => Some(WoundRow::SixGun),
            Shooting::HeavyPistol => Some(WoundRow::HeavyPistol),
            Shooting::RepeatingRifle => Some(WoundRow::RepeatingRifle),
            Shooting::Rifle => Some(WoundRow::Rifle),
            Shooting::Shotgun => Some(WoundRow::Shotgun),
            Shooting::Derringer => Some(WoundRow::Derringer),
            // Decision: the wounds table has no thrown-weapon row; what a figure throws is a
            // knife, an axe or a spear, and the table's only blade is the knife.
            Shooting::ThrownWeapon => Some(WoundRow::Knife),
            Shooting::Bow => Some(WoundRow::Arrow),
            Shooting::Lasso => None,
        }
    }
}

/// A row (range band) of the chance of hit table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwRangeBand")]
pub enum RangeBand {
    UpTo2,
    UpTo6,
    UpTo12,
    UpTo24,
    UpTo36,
}

impl RangeBand {
    pub const ALL: [RangeBand; 5] =
        [RangeBand::UpTo2, RangeBand::UpTo6, RangeBand::UpTo12, RangeBand::UpTo24, RangeBand::UpTo36];

    pub fn id(self) -> &'static str {
        match self {
            RangeBand::UpTo2 => "0_2",
            RangeBand::UpTo6 => "2_6",
            RangeBand::UpTo12 => "6_12",
            RangeBand::UpTo24 => "12_24",
            RangeBand::UpTo36 => "24_36",
        }
    }

    /// As the table heads the row: `0" – 2"`.
    pub fn name(self) -> &'static str {
        match self {
            RangeBand::UpTo2 => "0\" – 2\"",
            RangeBand::UpTo6 => "2\" – 6\"",
            RangeBand::UpTo12 => "6\" – 12\"",
            RangeBand::UpTo24 => "12\" – 24\"",
            RangeBand::UpTo36 => "24\" – 36\"",
        }
    }

    /// How far the band reaches, inclusive.
    pub fn reach(self) -> Inches {
        Inches::whole(match self {
            RangeBand::UpTo2 => 2,
            RangeBand::UpTo6 => 6,
            RangeBand::UpTo12 => 12,
            RangeBand::UpTo24 => 24,
            RangeBand::UpTo36 => 36,
        })
    }

    /// The band a distance falls in; `None` beyond 36". Decision: the bands share their ends
    /// (`0" – 2"`, `2" – 6"`); a band reaches its upper figure inclusive, so a target at exactly
    /// 2" is in the 0" – 2" band, as a player measuring "within 2 inches" would read it.
    pub fn of(range: Inches) -> Option<RangeBand> {
        RangeBand::ALL.into_iter().find(|b| range <= b.reach())
    }
}

/// A cell of the chance of hit table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind", content = "percent")]
#[ts(export, rename = "MwwHitCell")]
pub enum HitCell {
    /// The chance in percent before modifiers.
    Chance(u8),
    /// "N/A": out of the weapon's reach (no roll; 0,0 does not hit either).
    NotApplicable,
    /// "To close" (too close to throw): read as N/A.
    TooClose,
}

impl HitCell {
    /// As the table prints it: `65`, `N/A`, `To close`.
    pub fn text(self) -> String {
        match self {
            HitCell::Chance(p) => p.to_string(),
            HitCell::NotApplicable => "N/A".to_string(),
            HitCell::TooClose => "To close".to_string(),
        }
    }
}

use HitCell::{Chance as C, NotApplicable as NA, TooClose};

/// MWW "Chance of hit table" (rules part) and "Chance of hit table Shooting" (tables v4): the two
/// are the same, cell for cell. Rows are the range bands, columns the weapons in the order of
/// [`Shooting::ALL`]. "0,0 is always a hit unless N/A". Decision: the thrown weapon's "To close"
/// at 0" – 2" ("too close") is read as N/A: no throw, and no 0,0 either.
pub static CHANCE_OF_HIT: [[HitCell; 9]; 5] = [
    [C(65), C(60), C(30), C(20), C(70), C(45), TooClose, C(30), C(50)],
    [C(50), C(50), C(40), C(30), C(60), C(30), C(40), C(50), C(20)],
    [C(25), C(30), C(50), C(50), C(30), C(10), C(10), C(25), NA],
    [C(10), C(20), C(35), C(40), C(10), NA, NA, C(15), NA],
    [NA, NA, C(15), C(25), NA, NA, NA, NA, NA],
];

/// A row of the wounds table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwWoundRow")]
pub enum WoundRow {
    SixGun,
    RepeatingRifle,
    HeavyPistol,
    Rifle,
    Shotgun,
    Derringer,
    Knife,
    Arrow,
}

impl WoundRow {
    /// In the order of the v4 table.
    pub const ALL: [WoundRow; 8] = [
        WoundRow::SixGun,
        WoundRow::RepeatingRifle,
        WoundRow::HeavyPistol,
        WoundRow::Rifle,
        WoundRow::Shotgun,
        WoundRow::Derringer,
        WoundRow::Knife,
        WoundRow::Arrow,
    ];

    pub fn id(self) -> &'static str {
        match self {
            WoundRow::SixGun => "six_gun",
            WoundRow::RepeatingRifle => "repeating_rifle",
            WoundRow::HeavyPistol => "heavy_pistol",
            WoundRow::Rifle => "rifle",
            WoundRow::Shotgun => "shotgun",
            WoundRow::Derringer => "derringer",
            WoundRow::Knife => "knife",
            WoundRow::Arrow => "arrow",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            WoundRow::SixGun => "Six Gun",
            WoundRow::RepeatingRifle => "Repeating Rifle",
            WoundRow::HeavyPistol => "Heavy Pistol",
            WoundRow::Rifle => "Rifle",
            WoundRow::Shotgun => "Shotgun",
            WoundRow::Derringer => "Derringer",
            WoundRow::Knife => "Knife",
            WoundRow::Arrow => "Arrow",
        }
    }

    /// The bands this row is read on (the v4 table's).
    pub fn bands(self) -> WoundBands {
        WOUNDS.iter().find(|(row, _)| *row == self).map(|(_, b)| *b).expect("every row is in the table")
    }
}

/// A row's percentile bands: 01 up to `one` is 1 wound, up to `two` 2 wounds, up to 99 3 wounds;
/// 00 is always a kill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "MwwWoundBands")]
pub struct WoundBands {
    pub one: u8,
    pub two: u8,
}

impl WoundBands {
    /// The wounds a percentile roll gives; `None` for 00, the kill.
    pub fn wounds(self, roll: u8) -> Option<u8> {
        match roll {
            0 => None,
            r if r <= self.one => Some(1),
            r if r <= self.two => Some(2),
            _ => Some(3),
        }
    }
}

const fn bands(one: u8, two: u8) -> WoundBands {
    WoundBands { one, two }
}

/// MWW tables v4, Wounds Table: three groups of weapons sharing their bands (the v4 table prints
/// each group's names beside its three lines). "0 – 0 is always a kill".
///
/// Decision (the rules part and v4 disagree; the later v4 tables win, the rules part not being
/// clearly newer): Heavy Pistol 1–30 / 31–80 / 81–99 (rules part 1–40 / 41–80), Rifle 1–30 /
/// 31–80 / 81–99 (rules part 1–60 / 61–90), Shotgun 1–30 / 31–80 / 81–99 (rules part 1–50 /
/// 51–90); the Repeating Rifle, missing from the rules part, is v4's 1–50 / 51–80 / 81–99. The
/// rules part's rows are kept in [`WOUNDS_RULES_PART`] and named in the table's notes.
pub static WOUNDS: [(WoundRow, WoundBands); 8] = [
    (WoundRow::SixGun, bands(50, 80)),
    (WoundRow::RepeatingRifle, bands(50, 80)),
    (WoundRow::HeavyPistol, bands(30, 80)),
    (WoundRow::Rifle, bands(30, 80)),
    (WoundRow::Shotgun, bands(30, 80)),
    (WoundRow::Derringer, bands(50, 90)),
    (WoundRow::Knife, bands(50, 90)),
    (WoundRow::Arrow, bands(50, 90)),
];

/// MWW rules part, Wounds Table, as printed there (superseded by [`WOUNDS`]; no Repeating Rifle).
pub static WOUNDS_RULES_PART: [(WoundRow, WoundBands); 7] = [
    (WoundRow::SixGun, bands(50, 80)),
    (WoundRow::HeavyPistol, bands(40, 80)),
    (WoundRow::Rifle, bands(60, 90)),
    (WoundRow::Shotgun, bands(50, 90)),
    (WoundRow::Derringer, bands(50, 90)),
    (WoundRow::Knife, bands(50, 90)),
    (WoundRow::Arrow, bands(50, 90)),
];

/// A row of the hand-to-hand weapons table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwFightWeapon")]
pub enum FightWeapon {
    NoWeapon,
    HandGun,
    RifleShotgun,
    Knife,
    Axe,
    Club,
    Sword,
    Spear,
}

/// One row of the hand-to-hand weapons table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "MwwFightWeaponInfo")]
pub struct FightWeaponInfo {
    pub weapon: FightWeapon,
    pub id: &'static str,
    /// As the table prints it: "Rifle/Shoot gun".
    pub name: &'static str,
    /// "H to H Pts": added to the fighter's die.
    pub points: u8,
    /// Wounds the loser of a fight takes from it.
    pub wounds: u8,
}

const fn fw(weapon: FightWeapon, id: &'static str, name: &'static str, points: u8, wounds: u8) -> FightWeaponInfo {
    FightWeaponInfo { weapon, id, name, points, wounds }
}

/// MWW "Weapons — H to H Pts — Wounds" (the rules part and v4 agree cell for cell).
pub static FIGHT_WEAPONS: [FightWeaponInfo; 8] = [
    fw(FightWeapon::NoWeapon, "no_weapon", "No weapon", 0, 1),
    fw(FightWeapon::HandGun, "hand_gun", "Hand gun", 1, 1),
    fw(FightWeapon::RifleShotgun, "rifle_shotgun", "Rifle/Shoot gun", 2, 2),
    fw(FightWeapon::Knife, "knife", "Knife", 1, 2),
    fw(FightWeapon::Axe, "axe", "Axe", 2, 3),
    fw(FightWeapon::Club, "club", "Club", 2, 1),
    fw(FightWeapon::Sword, "sword", "Sword", 3, 3),
    fw(FightWeapon::Spear, "spear", "Spear", 4, 3),
];

impl FightWeapon {
    pub fn info(self) -> &'static FightWeaponInfo {
        FIGHT_WEAPONS.iter().find(|w| w.weapon == self).expect("every fight weapon is in the table")
    }
}

/// A weapon a figure carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwWeapon")]
pub enum Weapon {
    SixGun,
    HeavyPistol,
    Derringer,
    RepeatingRifle,
    Rifle,
    Shotgun,
    Bow,
    Lasso,
    Knife,
    Axe,
    Club,
    Sword,
    Spear,
}

/// How a weapon a figure carries is read on the three tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "MwwWeaponInfo")]
pub struct WeaponInfo {
    pub weapon: Weapon,
    pub id: &'static str,
    pub name: &'static str,
    /// Other names it is typed as.
    pub aliases: &'static [&'static str],
    /// Its column of the chance of hit table, if it shoots or is thrown.
    pub shoots_as: Option<Shooting>,
    /// Its row of the hand-to-hand weapons table.
    pub fights_as: FightWeapon,
}

const fn weapon(
    weapon: Weapon,
    id: &'static str,
    name: &'static str,
    aliases: &'static [&'static str],
    shoots_as: Option<Shooting>,
    fights_as: FightWeapon,
) -> WeaponInfo {
    WeaponInfo { weapon, id, name, aliases, shoots_as, fights_as }
}

/// The weapons a figure may carry: every column of the chance of hit table and every row of the
/// hand-to-hand weapons table. Decisions (the text lists the tables, not the weapons): a pistol in
/// a fight is the table's "Hand gun", a long gun its "Rifle/Shoot gun"; a bow or a lasso in a
/// fight is "No weapon"; a knife, an axe (tomahawk) and a spear may be thrown, as the "Thrown
/// weapon" column.
pub static WEAPONS: [WeaponInfo; 13] = [
    weapon(
        Weapon::SixGun,
        "six_gun",
        "Six gun",
        &["six_shooter", "revolver", "colt", "pistol"],
        Some(Shooting::SixGun),
        FightWeapon::HandGun,
    ),
    weapon(
        Weapon::HeavyPistol,
        "heavy_pistol",
        "Heavy pistol",
        &["dragoon", "horse_pistol"],
        Some(Shooting::HeavyPistol),
        FightWeapon::HandGun,
    ),
    weapon(Weapon::Derringer, "derringer", "Derringer", &[], Some(Shooting::Derringer), FightWeapon::HandGun),
    weapon(
        Weapon::RepeatingRifle,
        "repeating_rifle",
        "Repeating rifle",
        &["winchester", "repeater", "carbine"],
        Some(Shooting::RepeatingRifle),
        FightWeapon::RifleShotgun,
    ),
    weapon(
        Weapon::Rifle,
        "rifle",
        "Rifle",
        &["sharps", "buffalo_gun"],
        Some(Shooting::Rifle),
        FightWeapon::RifleShotgun,
    ),
    weapon(
        Weapon::Shotgun,
        "shotgun",
        "Shotgun",
        &["shoot_gun", "scattergun", "sawn_off"],
        Some(Shooting::Shotgun),
        FightWeapon::RifleShotgun,
    ),
    weapon(Weapon::Bow, "bow", "Bow", &["arrows", "bow_and_arrows"], Some(Shooting::Bow), FightWeapon::NoWeapon),
    weapon(Weapon::Lasso, "lasso", "Lasso", &["lariat", "rope"], Some(Shooting::Lasso), FightWeapon::NoWeapon),
    weapon(Weapon::Knife, "knife", "Knife", &["bowie_knife"], Some(Shooting::ThrownWeapon), FightWeapon::Knife),
    weapon(Weapon::Axe, "axe", "Axe", &["tomahawk", "hatchet"], Some(Shooting::ThrownWeapon), FightWeapon::Axe),
    weapon(Weapon::Club, "club", "Club", &["war_club", "cudgel"], None, FightWeapon::Club),
    weapon(Weapon::Sword, "sword", "Sword", &["sabre", "saber", "cavalry_sabre"], None, FightWeapon::Sword),
    weapon(Weapon::Spear, "spear", "Spear", &["lance"], Some(Shooting::ThrownWeapon), FightWeapon::Spear),
];

impl Weapon {
    pub fn info(self) -> &'static WeaponInfo {
        WEAPONS.iter().find(|w| w.weapon == self).expect("every weapon is listed")
    }

    pub fn id(self) -> &'static str {
        self.info().id
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Reads a weapon as typed: an id or an alias, in any case, with spaces or hyphens.
    pub fn read(typed: &str) -> Option<Weapon> {
        let id = normalise_id(typed);
        WEAPONS.iter().find(|w| w.id == id || w.aliases.contains(&id.as_str())).map(|w| w.weapon)
    }

    /// Every id and alias, for "did you mean".
    pub fn names() -> impl Iterator<Item = &'static str> {
        WEAPONS.iter().flat_map(|w| std::iter::once(w.id).chain(w.aliases.iter().copied()))
    }
}

/// The hit chance of a weapon at each band, as the figure's gang sheet shows it.
pub fn chances_by_band(shooting: Shooting) -> [HitCell; 5] {
    RangeBand::ALL.map(|b| shooting.chance(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_reach_their_upper_figure() {
        assert_eq!(RangeBand::of(Inches(0)), Some(RangeBand::UpTo2));
        assert_eq!(RangeBand::of(Inches::whole(2)), Some(RangeBand::UpTo2));
        assert_eq!(RangeBand::of(Inches(21)), Some(RangeBand::UpTo6));
        assert_eq!(RangeBand::of(Inches::whole(14)), Some(RangeBand::UpTo24));
        assert_eq!(RangeBand::of(Inches::whole(36)), Some(RangeBand::UpTo36));
        assert_eq!(RangeBand::of(Inches(361)), None);
    }

    #[test]
    fn weapons_read_by_id_and_alias_and_every_one_is_on_a_table() {
        assert_eq!(Weapon::read("Winchester"), Some(Weapon::RepeatingRifle));
        assert_eq!(Weapon::read("six-shooter"), Some(Weapon::SixGun));
        assert_eq!(Weapon::read("Tomahawk"), Some(Weapon::Axe));
        assert_eq!(Weapon::read("banjo"), None);
        let mut names = std::collections::HashSet::new();
        for w in &WEAPONS {
            assert_eq!(w.weapon.info().id, w.id);
            for n in std::iter::once(w.id).chain(w.aliases.iter().copied()) {
                assert!(names.insert(n), "{n} twice");
                assert_eq!(normalise_id(n), n);
            }
        }
        for s in Shooting::ALL {
            assert!(WEAPONS.iter().any(|w| w.shoots_as == Some(s)), "nothing shoots as {s:?}");
        }
        for f in FIGHT_WEAPONS {
            assert!(WEAPONS.iter().any(|w| w.fights_as == f.weapon), "nothing fights as {:?}", f.weapon);
        }
    }

    #[test]
    fn wound_bands_read_the_percentile_roll() {
        let rifle = WoundRow::Rifle.bands();
        assert_eq!(
            (rifle.wounds(1), rifle.wounds(30), rifle.wounds(31), rifle.wounds(81)),
            (Some(1), Some(1), Some(2), Some(3))
        );
        assert_eq!(rifle.wounds(0), None);
        assert_eq!(Shooting::Lasso.wounds(), None);
        assert_eq!(Shooting::Bow.wounds(), Some(WoundRow::Arrow));
    }
}
