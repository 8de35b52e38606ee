//! QOTD Reel 4, Weapons Table: the table's rows, a plain data list (the types are in
//! `weapons.rs`); the notes are the table's own words.

use super::*;

const fn flintlock(
    base: MissileWeapon,
    id: &'static str,
    name: &'static str,
    aliases: &'static [&'static str],
) -> MissileWeapon {
    MissileWeapon { id, name, ignition: Ignition::Flintlock, mishaps: Mishaps::FLINTLOCK, aliases, ..base }
}

const fn percussion(
    base: MissileWeapon,
    id: &'static str,
    name: &'static str,
    aliases: &'static [&'static str],
) -> MissileWeapon {
    MissileWeapon { id, name, ignition: Ignition::Percussion, mishaps: Mishaps::PERCUSSION, aliases, ..base }
}

/// A single-shot muzzle-loader, reloaded standing still.
const MUZZLE_LOADER: MissileWeapon = MissileWeapon {
    id: "",
    name: "",
    group: MissileGroup::ShoulderArm,
    modes: &[],
    ignition: Ignition::Percussion,
    mishaps: Mishaps::PERCUSSION,
    reload: Reload::AfterEveryShot,
    difficult_reload: false,
    stationary_reload: true,
    draw_and_fire: true,
    shots: ShotRule::Any,
    fanning: false,
    preloaded_cylinders: false,
    explosive: false,
    notes: "",
    aliases: &[],
};

/// A cartridge weapon.
const CARTRIDGE: MissileWeapon =
    MissileWeapon { ignition: Ignition::Cartridge, mishaps: Mishaps::NONE, stationary_reload: false, ..MUZZLE_LOADER };

/// A thrown or hurled weapon.
const NON_GUNPOWDER: MissileWeapon = MissileWeapon {
    group: MissileGroup::NonGunpowder,
    ignition: Ignition::None,
    mishaps: Mishaps::NONE,
    stationary_reload: false,
    ..MUZZLE_LOADER
};

const MUZZLE_LOADING_PISTOL_NOTES: &str = "Used at the start of the period these are single shot, either smooth bore or rifled and have to be reloaded after shooting and the character must be stationary. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1";
const SMOOTHBORE_PISTOL: MissileWeapon = MissileWeapon {
    group: MissileGroup::Handgun,
    modes: &[FireMode::flat(8, Impact::Normal)],
    notes: MUZZLE_LOADING_PISTOL_NOTES,
    ..MUZZLE_LOADER
};
const RIFLED_PISTOL: MissileWeapon =
    MissileWeapon { modes: &[FireMode::flat(10, Impact::Normal)], ..SMOOTHBORE_PISTOL };

const CAP_AND_BALL_REVOLVER: MissileWeapon = MissileWeapon {
    id: "cap_and_ball_revolver",
    name: "Improved cap and ball revolving pistol",
    group: MissileGroup::Handgun,
    modes: &[FireMode::flat(10, Impact::Normal)],
    ignition: Ignition::Percussion,
    mishaps: Mishaps::MISFIRE_2_JAM_1,
    reload: Reload::WhenAOneIsThrown,
    difficult_reload: true,
    stationary_reload: false,
    fanning: true,
    preloaded_cylinders: true,
    notes: "5 or 6 shots, the weapon works as normal for the type of weapon and misfires on a 2 and jams on a 1. These are difficult to reload although many users carried pre-loaded spare cylinders. If preloaded cylinders are used then reloading is a normal action but the weapon misfires on a 3 and 2. Any form of reloading for these weapons is rated as a difficult task so characters use their reduced dice. Some Revolvers, such as the Walker Colt are classed as High Impact.",
    aliases: &["improved_cap_and_ball_revolver", "improved_cap_and_ball_revolving_pistol", "cap_and_ball", "colt_navy", "navy_colt", "colt_army", "remington_1858"],
    ..CARTRIDGE
};

const CARTRIDGE_REVOLVER_NOTES: &str = "Any type of revolver using a metal cartridge. These normally have a range of 12 paces. Towards the end of the period Double Action Revolvers and Automatic Pistols were introduced.";
const CARTRIDGE_REVOLVER: MissileWeapon = MissileWeapon {
    id: "cartridge_revolver",
    name: "Cartridge revolver (single action)",
    group: MissileGroup::Handgun,
    modes: &[FireMode::flat(12, Impact::Normal)],
    reload: Reload::WhenAOneIsThrown,
    fanning: true,
    notes: CARTRIDGE_REVOLVER_NOTES,
    aliases: &[
        "revolver",
        "single_action_revolver",
        "cartridge_handgun",
        "cartridge_pistol",
        "colt_peacemaker",
        "peacemaker",
        "colt_single_action_army",
        "single_action_army",
        "colt_45",
        "schofield",
    ],
    ..CARTRIDGE
};

const HURLED_NOTES: &str = "Includes throwing knives, rocks, and entangling weapons such as lassoes, bolas, nets All shots are deliberate or aimed, unless knives or rocks, and are light impact. Some hurled weapons can be recovered and used again";

const LONG_PISTOL: MissileWeapon = MissileWeapon {
    id: "long_pistol",
    name: "'Long' pistol",
    group: MissileGroup::Handgun,
    modes: &[FireMode::flat(16, Impact::Normal)],
    reload: Reload::WhenAOneIsThrown,
    draw_and_fire: false,
    notes: "Long-barrelled or with shoulder stocks such as the Buntline special. Cannot be drawn and fired in the same turn; If a Cap and Ball revolver then the normal rules for such weapons will apply. If a flintlock weapon it misfires on a roll of 1 or 2, a percussion weapon on a roll of 1",
    aliases: &["buntline_special", "buntline", "cartridge_long_pistol", "long_barrelled_pistol", "stocked_pistol"],
    ..CARTRIDGE
};

const HOLDOUT_PISTOL: MissileWeapon = MissileWeapon {
    id: "holdout_pistol",
    name: "Hold out or 'personal protector'",
    group: MissileGroup::Handgun,
    modes: &[FireMode::flat(8, Impact::Light)],
    reload: Reload::AfterBothBarrels,
    notes: "2 shots only. Must reload after quick shots or 2 deliberate shots. If a flintlock weapon it misfires on a roll of 1 or 2, a percussion weapon on a roll of 1",
    aliases: &["derringer", "deringer", "hold_out", "holdout", "hold_out_pistol", "personal_protector", "remington_derringer"],
    ..CARTRIDGE
};

const SAWN_OFF_SHOTGUN: MissileWeapon = MissileWeapon {
    id: "sawn_off_shotgun",
    name: "Sawn-off shotgun",
    group: MissileGroup::Shotgun,
    modes: &[FireMode::by_range(12, 6, Impact::High, Impact::Normal)],
    reload: Reload::AfterBothBarrels,
    notes: "Must reload after emptying both barrels. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1",
    aliases: &["sawed_off_shotgun", "sawn_off", "sawed_off", "cartridge_sawn_off_shotgun"],
    ..CARTRIDGE
};

const DOUBLE_BARRELLED_SHOTGUN: MissileWeapon = MissileWeapon {
    id: "double_barrelled_shotgun",
    name: "Double-barrelled or sporting gun",
    group: MissileGroup::Shotgun,
    modes: &[FireMode::flat(20, Impact::Normal)],
    reload: Reload::AfterBothBarrels,
    notes: "In the early period these are muzzle loading: when both barrels are used it must be reloaded. If Muzzle loading the character must be stationary. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1",
    aliases: &["double_barreled_shotgun", "double_barrel_shotgun", "double_barrelled_sporting_gun", "shotgun", "scattergun", "cartridge_double_barrelled_shotgun"],
    ..CARTRIDGE
};

const BLUNDERBUSS: MissileWeapon = MissileWeapon {
    id: "blunderbuss",
    name: "Blunderbuss",
    group: MissileGroup::Shotgun,
    modes: &[FireMode::by_range(12, 6, Impact::High, Impact::Normal)],
    ignition: Ignition::Flintlock,
    mishaps: Mishaps::FLINTLOCK,
    notes: "High Impact under 6: Normal Impact over 6. Reload after firing. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1",
    aliases: &["flintlock_blunderbuss"],
    ..MUZZLE_LOADER
};

const VOLLEY_GUN: MissileWeapon = MissileWeapon {
    id: "volley_gun",
    name: "Multi-barrelled muzzle-loader (volley gun)",
    group: MissileGroup::Shotgun,
    modes: &[FireMode::by_range(18, 6, Impact::High, Impact::Normal)],
    ignition: Ignition::Flintlock,
    mishaps: Mishaps::FLINTLOCK,
    difficult_reload: true,
    notes: "Must be reloaded after firing. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1. Use reduced dice when attempting to reload",
    aliases: &["flintlock_volley_gun", "nock_gun", "nock_volley_gun", "multi_barrelled_muzzle_loader", "multi_barrelled_muzzle_loading"],
    ..MUZZLE_LOADER
};

const MUSKET_NOTES: &str = "Used up to the 1860s and elsewhere South of the Border and by Native Americans. These are single shot, either smooth bore or rifled and have to be reloaded after shooting and the character must be stationary. A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll of 1";
const SMOOTHBORE_MUSKET: MissileWeapon =
    MissileWeapon { modes: &[FireMode::flat(24, Impact::Normal)], notes: MUSKET_NOTES, ..MUZZLE_LOADER };
const SMOOTHBORE_CARBINE: MissileWeapon =
    MissileWeapon { modes: &[FireMode::flat(18, Impact::Normal)], ..SMOOTHBORE_MUSKET };
const RIFLE_MUSKET: MissileWeapon = MissileWeapon { modes: &[FireMode::flat(36, Impact::Normal)], ..SMOOTHBORE_MUSKET };
const RIFLED_CARBINE: MissileWeapon =
    MissileWeapon { modes: &[FireMode::flat(24, Impact::Normal)], ..SMOOTHBORE_MUSKET };

const EARLY_REVOLVER_NOTES_PISTOL: &str = "5 or 6 shots, the weapon works as normal for the type of weapon but it misfires on a 3, jams on a 2, requiring a 5+ to clear, and ignites all shots in one single blast on a score of 1. When a 1 is scored, roll 3D10, treat the shooter as if they were firing hasty shots due to recoil but the target can take multiple hits. Also test for a potential injury to the shooter. Test on the Effect of Hits chart. Characters use their reduced dice to reload.";

const REPEATING_RIFLE: MissileWeapon = MissileWeapon {
    id: "repeating_rifle",
    name: "Repeating rifle (lever, pump action or magazine)",
    group: MissileGroup::ShoulderArm,
    modes: &[FireMode::flat(36, Impact::Normal)],
    reload: Reload::WhenAOneIsThrown,
    stationary_reload: true,
    notes: "Such as Winchesters and Henry Rifles or Winchester and Spencer carbines only need to be reloaded when a 1 is thrown and the character must be stationary to carry out the action.",
    aliases: &["winchester", "winchester_rifle", "winchester_1873", "winchester_73", "henry_rifle", "henry", "lever_action_rifle", "pump_action_rifle", "magazine_rifle", "bolt_action_rifle", "colt_lightning"],
    ..CARTRIDGE
};

const BREECH_LOADING_RIFLE: MissileWeapon = MissileWeapon {
    id: "breech_loading_rifle",
    name: "Single shot breech-loading rifle",
    group: MissileGroup::ShoulderArm,
    modes: &[FireMode::flat(36, Impact::Normal)],
    stationary_reload: true,
    notes: "Such as Sharps Big 50 or Springfield rifle, must be reloaded after firing and the character must be stationary to reload.",
    aliases: &["single_shot_breech_loading_rifle", "breach_loading_rifle", "single_shot_rifle", "springfield_rifle", "springfield", "trapdoor_springfield", "rolling_block_rifle"],
    ..CARTRIDGE
};

/// QOTD Reel 4, Weapons Table, one row per weapon a player can pick.
///
/// How the table's shared rows are split (the text gives several weapons per row):
/// - "8/10" muzzle-loading pistols: smoothbore 8 paces, rifled 10.
/// - "36/24" shoulder arms: the rifle 36 paces, the carbine 24 (`repeating_rifle` /
///   `repeating_carbine`, `breech_loading_rifle` / `breech_loading_carbine`).
/// - "24/18 36/24" muzzle-loading muskets and carbines: smoothbore musket 24, smoothbore carbine 18,
///   rifle musket 36, rifled carbine 24.
/// - The "Sharps Big 50 (High Impact)" is its own row; so is the Walker Colt, which the cap and ball
///   row says is "classed as High Impact".
/// - The Le Mat (12/6) is one weapon with two fire modes: bullets (12, Normal) and its shotgun
///   barrel (6, High), which "may make 1 shot as a sawn off shotgun": one barrel of a sawn-off on
///   the table of action dice, a single shot reloaded after firing.
/// - The cartridge handgun row ("Most handguns including Automatic & Double Action") is three:
///   the single action revolver (`cartridge_revolver`, the one that may be fanned), the double
///   action revolver (which on a 1 "jams and needs reloading", as Damn It! says of "a double action
///   pistol") and the automatic pistol (a magazine weapon: out of ammo on a 1). Fanning is "only
///   possible with a single action revolver": the cartridge and cap and ball revolvers, the Walker
///   Colt and the Le Mat's bullets; not pepperpots, long pistols, double action or automatic
///   pistols.
/// - The hurled row is two: entangling weapons (lasso, bolas, net), whose shots "are deliberate or
///   aimed", recoiled or recovered like a whip; and knives or rocks, which may be thrown any way
///   ("unless knives or rocks"), replaced or recovered.
/// - Preloaded cylinders are for the improved cap and ball revolvers (the Walker Colt and the long
///   cap and ball pistol too): not for pepperpots or the Le Mat, of which the text says nothing.
///
/// Ignition, where a row covers flintlock and percussion weapons alike ("A flintlock weapon misfires
/// on a roll of 1 or 2, a percussion weapon on a roll of 1"): each is its own id, named
/// `flintlock_…` or `percussion_…`. Plain names mean the weapon as it was usually carried in the
/// West: `long_pistol`, `holdout_pistol`, `sawn_off_shotgun` and `double_barrelled_shotgun` are
/// cartridge weapons; `blunderbuss` and `volley_gun` are flintlocks; a plain muzzle-loader
/// (`musket`, `rifle_musket`, `muzzle_loading_pistol`) is percussion.
///
/// Where the text is silent:
/// - Whips have no impact in the table; their note says they "hit with light impact", so Light.
/// - The Le Mat's ignition is not given; it is a percussion cap-and-ball revolver (misfires on a 1),
///   reloaded when a 1 is thrown, and difficult to reload like "All Cap and Ball Repeating Firearms".
/// - The sporting rifle's ignition is not given; it is taken as a cartridge weapon reloaded after
///   every shot.
/// - Muzzle-loaders are reloaded standing still, as the text says of muzzle-loading pistols, muskets
///   and shotguns, including the blunderbuss and volley gun, of which it says nothing.
/// - A stick of dynamite is used up, and "can be thrown 8 paces": its range is not doubled.
pub static MISSILE_WEAPONS: [MissileWeapon; 52] = [
    // Non gun powder weapons
    MissileWeapon {
        id: "bow",
        name: "Bow",
        modes: &[FireMode::by_range(24, 12, Impact::Normal, Impact::Light)],
        reload: Reload::AfterEveryShot,
        notes: "Can be reloaded while moving slowly. An expert rider can reload if moving quickly, otherwise used reduced dice",
        aliases: &["bows", "bow_and_arrows", "bow_and_arrow"],
        ..NON_GUNPOWDER
    },
    MissileWeapon {
        id: "thrown",
        name: "Thrown weapon (spear, dart, javelin, tomahawk)",
        modes: &[FireMode::flat(10, Impact::Normal)],
        reload: Reload::ReplaceOrRecover,
        notes: "Includes spears, darts, javelins and tomahawks. All shots are deliberate or aimed. Some thrown weapons can be recovered and used again",
        aliases: &["thrown_weapon", "thrown_spear", "javelin", "dart", "darts", "throwing_axe", "thrown_tomahawk", "throwing_tomahawk"],
        shots: ShotRule::DeliberateOrAimed,
        ..NON_GUNPOWDER
    },
    MissileWeapon {
        id: "hurled",
        name: "Hurled entangling weapon (lasso, bolas, net)",
        modes: &[FireMode::flat(8, Impact::Light)],
        reload: Reload::RecoilOrRecover,
        notes: HURLED_NOTES,
        aliases: &["hurled_weapon", "entangling_weapon", "lasso", "lassoo", "lariat", "bolas", "net"],
        shots: ShotRule::DeliberateOrAimed,
        ..NON_GUNPOWDER
    },
    MissileWeapon {
        id: "throwing_knife",
        name: "Hurled knife or rock",
        modes: &[FireMode::flat(8, Impact::Light)],
        reload: Reload::ReplaceOrRecover,
        notes: HURLED_NOTES,
        aliases: &["throwing_knives", "hurled_knife", "rock", "rocks", "stone", "stones"],
        ..NON_GUNPOWDER
    },
    MissileWeapon {
        id: "dynamite",
        name: "Stick of dynamite or black powder bomb",
        modes: &[FireMode::flat(8, Impact::High)],
        reload: Reload::Expended,
        explosive: true,
        notes: "The fuse must be lit. This is a task on a flammable object that takes one turn. If a 1 is thrown it explodes prematurely. It can be thrown 8 paces. If a 1 is thrown it is dropped, test for injury on shooter. If 2-4 it misses, roll 1D10 for deviation. High impact on characters.",
        aliases: &["stick_of_dynamite", "dynamite_stick", "black_powder_bomb", "black_power_bomb", "bomb"],
        ..NON_GUNPOWDER
    },
    MissileWeapon {
        id: "whip",
        name: "Whip",
        modes: &[FireMode::flat(3, Impact::Light)],
        reload: Reload::RecoilOrRecover,
        notes: "Treat as a hasty shot. These can be used to hit with light impact or to entangle",
        aliases: &["whips", "bullwhip"],
        shots: ShotRule::Hasty,
        ..NON_GUNPOWDER
    },
    // Handguns
    CARTRIDGE_REVOLVER,
    MissileWeapon {
        id: "double_action_revolver",
        name: "Cartridge double action revolver",
        mishaps: Mishaps::DOUBLE_ACTION,
        fanning: false,
        aliases: &["double_action", "double_action_pistol", "colt_thunderer", "colt_m1877", "colt_new_army", "smith_and_wesson_double_action"],
        ..CARTRIDGE_REVOLVER
    },
    MissileWeapon {
        id: "automatic_pistol",
        name: "Cartridge automatic pistol",
        fanning: false,
        aliases: &["automatic", "self_loading_pistol", "semi_automatic_pistol", "colt_1911", "colt_m1911", "mauser_c96", "broomhandle_mauser", "luger"],
        ..CARTRIDGE_REVOLVER
    },
    flintlock(SMOOTHBORE_PISTOL, "flintlock_pistol", "Muzzle-loading smoothbore pistol (flintlock)", &["flintlock_smoothbore_pistol"]),
    percussion(SMOOTHBORE_PISTOL, "percussion_pistol", "Muzzle-loading smoothbore pistol (percussion)", &["muzzle_loading_pistol", "smoothbore_pistol", "percussion_smoothbore_pistol", "muzzle_loading_smoothbore_pistol", "cap_lock_pistol"]),
    flintlock(RIFLED_PISTOL, "flintlock_rifled_pistol", "Muzzle-loading rifled pistol (flintlock)", &[]),
    percussion(RIFLED_PISTOL, "percussion_rifled_pistol", "Muzzle-loading rifled pistol (percussion)", &["rifled_pistol", "muzzle_loading_rifled_pistol"]),
    MissileWeapon {
        id: "pepperpot",
        name: "Pepperpot or early revolving pistol",
        group: MissileGroup::Handgun,
        modes: &[FireMode::flat(8, Impact::Normal)],
        ignition: Ignition::Percussion,
        mishaps: Mishaps::EARLY_REVOLVER,
        reload: Reload::WhenAOneIsThrown,
        difficult_reload: true,
        notes: EARLY_REVOLVER_NOTES_PISTOL,
        aliases: &["pepperbox", "pepper_pot", "early_revolving_pistol"],
        ..CARTRIDGE
    },
    CAP_AND_BALL_REVOLVER,
    MissileWeapon {
        id: "walker_colt",
        name: "Walker Colt (High Impact cap and ball revolver)",
        modes: &[FireMode::flat(10, Impact::High)],
        aliases: &["colt_walker"],
        ..CAP_AND_BALL_REVOLVER
    },
    LONG_PISTOL,
    MissileWeapon {
        id: "cap_and_ball_long_pistol",
        name: "'Long' pistol (cap and ball revolver)",
        ignition: Ignition::Percussion,
        mishaps: Mishaps::MISFIRE_2_JAM_1,
        difficult_reload: true,
        preloaded_cylinders: true,
        aliases: &["stocked_cap_and_ball_revolver"],
        ..LONG_PISTOL
    },
    MissileWeapon {
        reload: Reload::AfterEveryShot,
        stationary_reload: true,
        ..flintlock(LONG_PISTOL, "flintlock_long_pistol", "'Long' pistol (single shot flintlock)", &[])
    },
    MissileWeapon {
        reload: Reload::AfterEveryShot,
        stationary_reload: true,
        ..percussion(LONG_PISTOL, "percussion_long_pistol", "'Long' pistol (single shot percussion)", &[])
    },
    HOLDOUT_PISTOL,
    percussion(HOLDOUT_PISTOL, "percussion_holdout_pistol", "Hold out (percussion)", &["philadelphia_deringer", "percussion_derringer"]),
    flintlock(HOLDOUT_PISTOL, "flintlock_holdout_pistol", "Hold out (flintlock)", &["flintlock_derringer"]),
    // Shotguns
    MissileWeapon {
        id: "le_mat",
        name: "French shotgun pistol (Le Mat)",
        group: MissileGroup::Shotgun,
        modes: &[
            FireMode { name: "bullets", range: 12, impact: ImpactRule::Flat(Impact::Normal) },
            FireMode { name: "shotgun barrel", range: 6, impact: ImpactRule::Flat(Impact::High) },
        ],
        ignition: Ignition::Percussion,
        mishaps: Mishaps::PERCUSSION,
        reload: Reload::WhenAOneIsThrown,
        difficult_reload: true,
        draw_and_fire: false,
        fanning: true,
        notes: "A specialist weapon that combined bullets with one shotgun barrel. Its range is 12 paces with bullets and 6 paces with the shotgun cartridge. It may not be drawn and fired in the same turn. It may shot as a normal pistol or may make 1 shot as a sawn off shotgun",
        aliases: &["lemat", "le_mat_revolver", "french_shotgun_pistol", "shotgun_pistol"],
        ..CARTRIDGE
    },
    SAWN_OFF_SHOTGUN,
    MissileWeapon { stationary_reload: true, ..percussion(SAWN_OFF_SHOTGUN, "percussion_sawn_off_shotgun", "Sawn-off shotgun (percussion)", &[]) },
    MissileWeapon { stationary_reload: true, ..flintlock(SAWN_OFF_SHOTGUN, "flintlock_sawn_off_shotgun", "Sawn-off shotgun (flintlock)", &[]) },
    DOUBLE_BARRELLED_SHOTGUN,
    MissileWeapon {
        stationary_reload: true,
        ..percussion(DOUBLE_BARRELLED_SHOTGUN, "percussion_double_barrelled_shotgun", "Double-barrelled muzzle-loading shotgun (percussion)", &["muzzle_loading_shotgun"])
    },
    MissileWeapon {
        stationary_reload: true,
        ..flintlock(DOUBLE_BARRELLED_SHOTGUN, "flintlock_double_barrelled_shotgun", "Double-barrelled muzzle-loading shotgun (flintlock)", &[])
    },
    BLUNDERBUSS,
    percussion(BLUNDERBUSS, "percussion_blunderbuss", "Blunderbuss (percussion)", &[]),
    VOLLEY_GUN,
    percussion(VOLLEY_GUN, "percussion_volley_gun", "Multi-barrelled muzzle-loader (percussion)", &[]),
    MissileWeapon {
        id: "repeating_shotgun",
        name: "Lever or pump action shotgun",
        group: MissileGroup::Shotgun,
        modes: &[FireMode::flat(20, Impact::High)],
        reload: Reload::WhenAOneIsThrown,
        notes: "These are repeating shotguns",
        aliases: &["lever_action_shotgun", "pump_action_shotgun", "winchester_1887", "winchester_1897", "riot_gun", "trench_gun"],
        ..CARTRIDGE
    },
    // Shoulder arms
    REPEATING_RIFLE,
    MissileWeapon {
        id: "repeating_carbine",
        name: "Repeating carbine (lever, pump action or magazine)",
        modes: &[FireMode::flat(24, Impact::Normal)],
        aliases: &["spencer_carbine", "spencer", "winchester_carbine", "lever_action_carbine", "magazine_carbine"],
        ..REPEATING_RIFLE
    },
    flintlock(SMOOTHBORE_MUSKET, "flintlock_musket", "Muzzle-loading smoothbore musket (flintlock)", &["trade_musket", "flintlock_smoothbore_musket"]),
    percussion(SMOOTHBORE_MUSKET, "percussion_musket", "Muzzle-loading smoothbore musket (percussion)", &["musket", "smoothbore_musket", "muzzle_loading_musket", "percussion_smoothbore_musket"]),
    flintlock(SMOOTHBORE_CARBINE, "flintlock_carbine", "Muzzle-loading smoothbore carbine (flintlock)", &["flintlock_smoothbore_carbine"]),
    percussion(SMOOTHBORE_CARBINE, "percussion_carbine", "Muzzle-loading smoothbore carbine (percussion)", &["smoothbore_carbine", "muzzle_loading_carbine", "percussion_smoothbore_carbine"]),
    flintlock(RIFLE_MUSKET, "flintlock_rifle_musket", "Muzzle-loading rifle (flintlock)", &["flintlock_rifle", "kentucky_rifle", "pennsylvania_rifle", "long_rifle"]),
    percussion(RIFLE_MUSKET, "percussion_rifle_musket", "Muzzle-loading rifle musket (percussion)", &["rifle_musket", "percussion_rifle", "muzzle_loading_rifle", "hawken_rifle", "plains_rifle", "springfield_rifle_musket", "enfield_rifle_musket"]),
    flintlock(RIFLED_CARBINE, "flintlock_rifled_carbine", "Muzzle-loading rifled carbine (flintlock)", &[]),
    percussion(RIFLED_CARBINE, "percussion_rifled_carbine", "Muzzle-loading rifled carbine (percussion)", &["muzzle_loading_rifled_carbine"]),
    MissileWeapon {
        id: "sporting_rifle",
        name: "Sporting gun or fowling piece",
        group: MissileGroup::ShoulderArm,
        modes: &[FireMode::flat(36, Impact::Light)],
        notes: "A small bored rifled sporting gun which can be double barrelled",
        aliases: &["fowling_piece", "sporting_gun_or_fowling_piece", "small_bore_rifle"],
        ..CARTRIDGE
    },
    MissileWeapon {
        id: "early_breech_loading_rifle",
        name: "Early breech loading rifle",
        group: MissileGroup::ShoulderArm,
        modes: &[FireMode::flat(36, Impact::Normal)],
        ignition: Ignition::Percussion,
        mishaps: Mishaps::MISFIRE_2_JAM_1,
        notes: "Either a converted Ferguson or another experimental type. Even though percussion /cap lock they misfire on a 2, and jam on a 1",
        aliases: &["early_breech_loader", "ferguson_rifle", "ferguson", "hall_rifle"],
        ..MUZZLE_LOADER
    },
    MissileWeapon {
        id: "harmonica_rifle",
        name: "Slide or \"harmonica\" rifle",
        group: MissileGroup::ShoulderArm,
        modes: &[FireMode::flat(36, Impact::Normal)],
        ignition: Ignition::Percussion,
        mishaps: Mishaps::MISFIRE_2_JAM_1,
        reload: Reload::Slide,
        stationary_reload: false,
        notes: "An early form of magazine weapon, using a preloaded strip, usually with a load of 5 shots, inserted into the weapon from the right hand side. By cocking a lever the slide was advanced one shot after each firing. However, the slide was awkward and meant that the weapon could not be carried loaded over long periods. Characters can carry only two preloaded slides. When they need to use the weapon they must first load it by inserting a slide. They can then fire 5 shots before reloading their second slide. Even though it is a percussion /cap lock it misfires on a 2, and jams on a 1",
        aliases: &["slide_rifle", "harmonica_gun", "slide_or_harmonica_rifle", "jarre_harmonica_gun"],
        ..MUZZLE_LOADER
    },
    MissileWeapon {
        id: "revolving_rifle",
        name: "Early revolving shoulder arm",
        group: MissileGroup::ShoulderArm,
        modes: &[FireMode::flat(36, Impact::Normal)],
        ignition: Ignition::Percussion,
        mishaps: Mishaps::EARLY_REVOLVER,
        reload: Reload::WhenAOneIsThrown,
        difficult_reload: true,
        stationary_reload: false,
        notes: "5 or 6 shots, the weapon works as normal for the type of weapon but it misfires on a 3, jams on a 2, requiring a 5+ to clear, and ignites all shots in one single blast on a score of 1. When a 1 is scored, roll 3D10, treat the shooter as if they were firing hasty shots due to recoil but the target can take multiple hits. Also test for a potential injury to the shooter. Test on the Effect of Hits Chart: These are difficult to reload so characters use their reduced dice.",
        aliases: &["early_revolving_shoulder_arm", "early_revolving_rifle", "colt_revolving_rifle", "colt_1855"],
        ..MUZZLE_LOADER
    },
    BREECH_LOADING_RIFLE,
    MissileWeapon {
        id: "breech_loading_carbine",
        name: "Single shot breech-loading carbine",
        modes: &[FireMode::flat(24, Impact::Normal)],
        aliases: &["single_shot_breech_loading_carbine", "breach_loading_carbine", "single_shot_carbine", "springfield_carbine", "sharps_carbine"],
        ..BREECH_LOADING_RIFLE
    },
    MissileWeapon {
        id: "sharps_big_50",
        name: "Sharps Big 50",
        modes: &[FireMode::flat(36, Impact::High)],
        aliases: &["sharps_50", "big_50", "sharps_buffalo_rifle", "buffalo_rifle"],
        ..BREECH_LOADING_RIFLE
    },
];
