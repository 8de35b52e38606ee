//! Hits (QOTD Reels 4 to 6): the weapon and the dice of its form of attack, the shooter's or
//! attacker's re-rolls, and the adjustments to the target's DV, each amount read from the DV
//! adjustments table (`charts::DV_ADJUSTMENTS`). Also the checks that refuse impossible shots.

use super::{Circumstances, Cover, Planner, ReasonKind, TestId};
use crate::dice::AttackDice;
use crate::error::ErrorCode;
use crate::rules::qotd::charts::{dv_adjustment, form_dice, AttackForm, DefenceForm, FiringForm, FormDice, ShotType};
use crate::rules::qotd::{
    find_weapon, nearest_name, weapon_names, Character, CharacterType, Impact, MeleeKind, MissileWeapon, Reload,
    WeaponChoice,
};

/// Why a test cannot be made as described.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TestError {
    #[error("weapon: \"{given}\" is not a QOTD weapon{}", .suggestion.as_ref().map(|s| format!(" (did you mean {s}?)")).unwrap_or_default())]
    UnknownWeapon { given: String, suggestion: Option<String> },
    #[error("weapon: {id} is not a missile weapon, so it cannot shoot")]
    NotAMissileWeapon { id: &'static str },
    #[error("weapon: {id} is a missile weapon; in a fight use a melee weapon, fists or pistol_as_club")]
    NotAMeleeWeapon { id: &'static str },
    #[error("{name} carries no missile weapon: name one with a weapon")]
    NoMissileWeapon { name: String },
    #[error("range_paces: {range} paces is beyond twice the effective range of {weapon} ({max} paces)")]
    OutOfRange { weapon: &'static str, range: u8, max: u8 },
    #[error("shot_type: {shot} is not possible here: {why}")]
    ShotNotPossible { shot: &'static str, why: String },
    #[error("both_barrels: {weapon} has no second barrel to fire")]
    NoSecondBarrel { weapon: &'static str },
    #[error("drawing: {weapon} \"cannot be drawn and fired in the same turn\"")]
    CannotDrawAndFire { weapon: &'static str },
    #[error("cut: only Heroes and Main Characters may call Cut!, not a {}", .0.name())]
    CutNotAllowed(CharacterType),
    #[error("lucky: only a Lucky character has Lucky's re-rolls")]
    NotLucky,
}

impl ErrorCode for TestError {
    fn code(&self) -> &'static str {
        match self {
            TestError::UnknownWeapon { .. } => "unknown_weapon",
            TestError::NotAMissileWeapon { .. } => "not_a_missile_weapon",
            TestError::NotAMeleeWeapon { .. } => "not_a_melee_weapon",
            TestError::NoMissileWeapon { .. } => "no_missile_weapon",
            TestError::OutOfRange { .. } => "out_of_range",
            TestError::ShotNotPossible { .. } => "shot_not_possible",
            TestError::NoSecondBarrel { .. } => "no_second_barrel",
            TestError::CannotDrawAndFire { .. } => "cannot_draw_and_fire",
            TestError::CutNotAllowed(_) => "cut_not_allowed",
            TestError::NotLucky => "not_lucky",
        }
    }
}

fn find(given: &str) -> Result<WeaponChoice, TestError> {
    find_weapon(given).ok_or_else(|| TestError::UnknownWeapon {
        given: given.to_string(),
        suggestion: nearest_name(given, weapon_names().map(|(n, _)| n)).map(str::to_string),
    })
}

/// The missile weapon a shot is made with: the one named, else the first the character carries;
/// `None` when they carry none (then an unnamed single-shot weapon of normal impact is assumed).
/// Any weapon may be named, carried or not: weapons are picked up in play.
pub fn shooting_weapon(character: &Character, c: &Circumstances) -> Result<Option<&'static MissileWeapon>, TestError> {
    match c.weapon.as_deref() {
        Some(given) => match find(given)? {
            WeaponChoice::Missile(w) => Ok(Some(w)),
            WeaponChoice::Melee(w) => Err(TestError::NotAMissileWeapon { id: w.id }),
        },
        None => Ok(character.weapons().iter().find_map(|w| match w {
            WeaponChoice::Missile(m) => Some(*m),
            WeaponChoice::Melee(_) => None,
        })),
    }
}

/// The weapon an attack is made with: the one named, else the first melee weapon carried, else
/// fists (`None`).
pub fn fighting_weapon(character: &Character, c: &Circumstances) -> Result<Option<WeaponChoice>, TestError> {
    match c.weapon.as_deref() {
        Some(given) => match find(given)? {
            WeaponChoice::Missile(w) => Err(TestError::NotAMeleeWeapon { id: w.id }),
            melee => Ok(Some(melee)),
        },
        None => Ok(character.weapons().iter().copied().find(|w| matches!(w, WeaponChoice::Melee(_)))),
    }
}

/// Whether the weapon has two barrels to fire at once.
fn has_two_barrels(w: &MissileWeapon) -> bool {
    w.id.contains("double_barrelled") || w.id.contains("sawn_off") || w.id.contains("holdout")
}

/// Repeating or revolving weapons, which may make snap shots.
fn repeats(w: &MissileWeapon) -> bool {
    matches!(w.reload, Reload::WhenAOneIsThrown | Reload::Slide)
}

/// The shot as it is really taken: a character who moved, or draws without Quick Draw, shoots
/// hastily ("If moved any shots are rated as Hasty"; "When a character draws and fires their
/// weapon in the same turn this counts as firing a Hasty Shot").
fn effective_shot(character: &Character, c: &Circumstances) -> ShotType {
    let asked = c.shot_type.unwrap_or(ShotType::Deliberate);
    let quick_draw = character.traits().iter().any(|t| t.id() == "quick_draw");
    if c.moved || (c.drawing && !quick_draw) {
        ShotType::Hasty
    } else {
        asked
    }
}

/// The column of the form-of-attack table a shot is in.
///
/// Decisions: the Le Mat shoots its bullets (a single shot); a hold-out fires both its barrels as a
/// double-barrelled weapon; a volley gun and a blunderbuss are scatter weapons whatever the shot;
/// a thrown stick of dynamite is a "Fused Grenade/dynamite".
pub fn shooting_form(weapon: Option<&MissileWeapon>, shot: ShotType, both_barrels: bool) -> FiringForm {
    if let Some(form) = shot.firing_form() {
        return form;
    }
    let Some(w) = weapon else { return FiringForm::SingleShot };
    match w.id {
        "dynamite" => FiringForm::Scatter,
        id if id.contains("blunderbuss") || id.contains("volley_gun") => FiringForm::Scatter,
        id if id.contains("sawn_off") => {
            if both_barrels {
                FiringForm::Scatter
            } else {
                FiringForm::DoubleShot
            }
        }
        _ if both_barrels => FiringForm::DoubleShot,
        _ => FiringForm::SingleShot,
    }
}

impl From<FormDice> for AttackDice {
    fn from(f: FormDice) -> AttackDice {
        if f.all_score {
            AttackDice::Each(f.dice)
        } else if f.dice == 1 {
            AttackDice::One(crate::dice::ActionDice::ONE_D10)
        } else {
            AttackDice::One(crate::dice::ActionDice { dice: f.dice, keep: crate::dice::Keep::Best })
        }
    }
}

/// Refuses what the rules do not allow: an unknown weapon, a shot beyond twice the effective
/// range, a snap shot with a weapon that does not repeat, fanning with anything but a revolver or
/// beyond 6 paces, a second barrel that is not there, drawing and firing a long pistol, Cut! for a
/// Supporting or Minor character, Lucky's re-roll for someone not Lucky.
pub fn check(character: &Character, test: TestId, c: &Circumstances) -> Result<(), TestError> {
    if c.cut && !crate::dice::may_call_cut(character.kind(), 1) {
        return Err(TestError::CutNotAllowed(character.kind()));
    }
    if c.lucky && character.personality().id != "lucky" {
        return Err(TestError::NotLucky);
    }
    match test {
        TestId::HitFromShooting | TestId::WantingToShoot | TestId::DrawingAndShooting | TestId::ReloadOrRestring => {
            let weapon = shooting_weapon(character, c)?;
            if test == TestId::HitFromShooting {
                check_shot(character, weapon, c)?;
            }
            if let (Some(w), true) = (weapon, c.drawing || test == TestId::DrawingAndShooting) {
                if !w.draw_and_fire {
                    return Err(TestError::CannotDrawAndFire { weapon: w.id });
                }
            }
        }
        TestId::HitFromAnAttack | TestId::WantingToAttack => {
            fighting_weapon(character, c)?;
        }
        TestId::WantingToCompleteATask => {
            if let Some(given) = c.weapon.as_deref() {
                find(given)?;
            }
        }
        _ => {}
    }
    Ok(())
}

fn check_shot(character: &Character, weapon: Option<&MissileWeapon>, c: &Circumstances) -> Result<(), TestError> {
    let shot = effective_shot(character, c);
    let not = |why: String| Err(TestError::ShotNotPossible { shot: shot.id(), why });
    if let Some(w) = weapon {
        if let Some(range) = c.range_paces {
            if range > w.long_range() {
                return Err(TestError::OutOfRange { weapon: w.id, range, max: w.long_range() });
            }
        }
        if c.both_barrels && !has_two_barrels(w) {
            return Err(TestError::NoSecondBarrel { weapon: w.id });
        }
        match shot {
            ShotType::Snap if !repeats(w) => {
                return not(format!("snap shots need a repeating or revolving weapon, not {}", w.id))
            }
            ShotType::Fanning if !(repeats(w) && w.group == crate::rules::qotd::MissileGroup::Handgun) => {
                return not(format!("fanning needs a single action revolver, not {}", w.id))
            }
            _ => {}
        }
    }
    if let (Some(max), Some(range)) = (shot.max_range(), c.range_paces) {
        if range > max {
            return not(format!("it has a maximum range of {max} paces"));
        }
    }
    Ok(())
}

/// The expert trait whose weapon is the one in use, as its label ("Expert with Winchester").
pub(super) fn expert_with(p: &Planner) -> Option<String> {
    let weapon = p.c.weapon.as_deref().and_then(find_weapon).or(p.plan.weapon)?;
    p.character.traits().iter().find(|t| t.id() == "expert" && t.weapon() == Some(weapon)).map(|t| t.label())
}

fn amount(condition_id: &str) -> i8 {
    dv_adjustment(condition_id).map_or(0, |a| a.amount)
}

fn signed(n: i8) -> String {
    if n < 0 {
        format!("−{}", -n)
    } else {
        format!("+{n}")
    }
}

impl Planner<'_> {
    /// A line of the DV adjustments table, with its amount from the table.
    fn table_dv(&mut self, condition_id: &str, text: &str) {
        let n = amount(condition_id);
        self.dv(n, condition_id, format!("{text}: target's DV {}", signed(n)));
    }

    fn trait_named(&self, id: &str) -> bool {
        self.character.traits().iter().any(|t| t.id() == id)
    }

    /// The re-roll of a miss after a 10 on the test before, and the expert's re-roll.
    fn rerolls_of_a_miss(&mut self, ten: &str) {
        if let Some(expert) = expert_with(self) {
            self.reroll("expert", format!("{expert}: may re-roll a miss, must keep the second"));
        }
        if self.c.perfect {
            self.reroll("perfect", format!("{ten}: may re-roll a miss, ignoring any 1s rolled"));
        }
    }

    /// The circumstances of the target that change their DV against shots and blows alike.
    fn target_circumstances(&mut self, shot: bool) {
        let c = self.c;
        if c.defenceless {
            self.table_dv("defenceless", "Defenceless or helpless");
        }
        if c.made_all_out_attack {
            self.table_dv("made_all_out_attack", "Target made an All Out Attack on their turn");
        }
        if shot {
            match c.cover {
                Cover::None => {}
                Cover::Light => self.table_dv("light_cover", "Light cover"),
                Cover::Hard => self.table_dv("hard_cover", "Dense or hard cover"),
            }
            if c.prone {
                self.table_dv("prone", "Target lying prone");
            }
            if c.moving_quickly {
                self.table_dv("moving_quickly", "Target moving quickly");
            }
            if c.evading {
                self.table_dv("evading", "Target evading");
            }
        }
    }
}

/// QOTD Reel 4, Shooting – trying to hit, and the shooter's lines of the DV adjustments.
pub(super) fn shooting(p: &mut Planner) {
    let character = p.character;
    let c = p.c;
    let weapon = shooting_weapon(character, c).ok().flatten();
    p.plan.weapon = weapon.map(WeaponChoice::Missile);
    let shot = effective_shot(character, c);
    if p.trait_named("poor_shot") {
        p.reduce("poor_shot", "Poor shot: reduced dice to hit");
    }
    let form = shooting_form(weapon, shot, c.both_barrels);
    let dice = AttackDice::from(form_dice(form, character.kind()));
    let name = weapon.map_or("An unnamed single-shot weapon", |w| w.name);
    p.set_dice(dice, weapon.map_or("weapon", |w| w.id), format!("{name}, {}: {dice}", form.id().replace('_', " ")));
    if let (Some(w), Some(range)) = (weapon, c.range_paces) {
        if range > w.range() {
            p.reduce(
                "range",
                format!("{range} paces is beyond the effective range of {} paces: reduced dice", w.range()),
            );
        }
    }
    p.rerolls_of_a_miss("Got Them!");
    // The shot.
    if c.moved && c.shot_type.unwrap_or(ShotType::Deliberate) != ShotType::Hasty {
        p.reason(ReasonKind::Note, "moved", "Moved this turn: any shot is hasty");
    }
    if c.drawing {
        if p.trait_named("quick_draw") {
            p.reason(ReasonKind::Note, "quick_draw", "Quick Draw: ignores the penalty for drawing and shooting");
        } else {
            p.reason(ReasonKind::Note, "drawing", "Drawing and shooting in the same turn counts as a hasty shot");
        }
    }
    if let Some(id) = shot.condition_id() {
        p.table_dv(id, shot.name());
    }
    if p.trait_named("marksman") {
        if matches!(shot, ShotType::Deliberate | ShotType::Aimed) {
            p.dv(
                amount("marksman"),
                "marksman",
                format!("Marksman: target's DV {} (deliberate or aimed shot)", signed(amount("marksman"))),
            );
        } else {
            p.reason(ReasonKind::Note, "marksman", "Marksman: no DV adjustment (only for deliberate or aimed shots)");
        }
    }
    if p.trait_named("man_killer") {
        p.table_dv("man_killer", "Man Killer");
    }
    if let Some(expert) = expert_with(p) {
        p.dv(amount("expert"), "expert", format!("{expert}: target's DV {}", signed(amount("expert"))));
    }
    if let Some(w) = weapon {
        let impact = match c.range_paces {
            Some(range) => w.impact_at(range),
            None => w.impact_at(u8::MAX),
        };
        let at =
            c.range_paces.map_or(String::from(" (range not given: as at long range)"), |r| format!(" at {r} paces"));
        match impact {
            Impact::High => p.dv(
                amount("high_impact"),
                "high_impact",
                format!("High impact{at}: target's DV {}", signed(amount("high_impact"))),
            ),
            Impact::Light => p.dv(
                amount("light_impact"),
                "light_impact",
                format!("Light impact{at}: target's DV {}", signed(amount("light_impact"))),
            ),
            Impact::Normal => {}
        }
        if w.id == "dynamite" {
            p.table_dv("explosive", "Explosive");
        }
    }
    if c.range_paces == Some(1) {
        p.table_dv("point_blank", "Point blank (1 pace)");
    }
    if c.wrong_hand {
        if p.trait_named("ambidextrous") {
            p.reason(ReasonKind::Note, "ambidextrous", "Ambidextrous: ignores the penalty for the wrong hand");
        } else {
            p.table_dv("wrong_hand", "Shot with the wrong hand");
        }
    }
    if c.shield && weapon.is_some_and(|w| w.ignition == crate::rules::qotd::Ignition::None) {
        p.table_dv("shield", "Shield against a non-gunpowder weapon");
    }
    p.target_circumstances(true);
}

/// QOTD Reel 4, Shooting related tasks.
pub(super) fn reloading(p: &mut Planner) {
    let weapon = shooting_weapon(p.character, p.c).ok().flatten();
    p.plan.weapon = weapon.map(WeaponChoice::Missile);
    if p.character.personality().id == "disciplined" {
        p.reroll("disciplined", "Disciplined: may re-roll a reload, must keep the second");
    }
    if let Some(expert) = expert_with(p) {
        p.reroll("expert", format!("{expert}: may re-roll a reload with the weapon, must keep the second"));
    }
    if p.trait_named("marksman") {
        p.reroll("marksman", "Marksman: may re-roll when testing to reload, must keep the second");
    }
    if let Some(w) = weapon.filter(|w| w.difficult_reload) {
        p.reduce(w.id, format!("{} is difficult to reload: reduced dice", w.name));
    }
}

/// QOTD Reel 5, Fighting – trying to hit, and the attacker's lines of the DV adjustments.
pub(super) fn fighting(p: &mut Planner) {
    let character = p.character;
    let c = p.c;
    let weapon = fighting_weapon(character, c).ok().flatten();
    p.plan.weapon = weapon;
    let dice = AttackDice::from(form_dice(FiringForm::Fighting, character.kind()));
    let name = weapon.map_or("Fists and feet", |w| w.name());
    p.set_dice(dice, weapon.map_or("fists", |w| w.id()), format!("{name}, fighting: {dice}"));
    if p.trait_named("poor_fighter") {
        p.reduce("poor_fighter", "Poor fighter: reduced dice to hit");
    }
    if c.outnumbered {
        p.reduce("outnumbered", "Outnumbered (more opponents than cards): reduced dice");
    }
    p.rerolls_of_a_miss("Get Stuck In!");
    let form = c.attack.unwrap_or(AttackForm::Standard);
    if form == AttackForm::AllOut {
        p.reroll_on(
            2,
            4,
            "all_out",
            "All Out Attack: may re-roll a miss (2–4), must keep the second; a second miss leaves them defenceless",
        );
    }
    if form == AttackForm::MightyBlow {
        p.table_dv("mighty_blow", "Mighty Blow");
    }
    if c.hasty_attack {
        p.table_dv("hasty", "Hasty attack");
    }
    let (kind, melee_id) = match weapon {
        Some(WeaponChoice::Melee(m)) => (m.kind, m.id),
        _ => (MeleeKind::Fists, "fists"),
    };
    let blunt = kind == MeleeKind::Fists
        || matches!(melee_id, "club" | "pistol_as_club" | "clubbed_shoulder_arm" | "two_handed_club");
    if p.trait_named("man_killer") {
        p.table_dv("man_killer", "Man Killer");
    }
    if let Some(expert) = expert_with(p) {
        p.dv(amount("expert"), "expert", format!("{expert}: target's DV {}", signed(amount("expert"))));
    }
    for (id, text) in [
        ("martial_artist", "Martial Artist"),
        ("two_weapon_trained", "Two Weapon Trained"),
        ("off_handed", "Off Handed"),
    ] {
        if p.trait_named(id) {
            p.table_dv(id, text);
        }
    }
    if p.trait_named("two_fisted") && melee_id == "fists" {
        p.table_dv("two_fisted", "Two Fisted, with fists");
    }
    if p.trait_named("strong") && blunt {
        p.table_dv("strong", "Strong, with a blunt weapon or fists");
    }
    if p.trait_named("brawler") && (kind == MeleeKind::Improvised || matches!(melee_id, "club" | "pistol_as_club")) {
        p.table_dv("brawler", "Brawler, with a club or improvised weapon");
    }
    if kind == MeleeKind::Improvised {
        p.table_dv("improvised_weapon", "Improvised weapon");
    }
    for (on, id, text) in [
        (c.charging, "charging", "Charging in or following up"),
        (c.mounted, "mounted", "Riding a mount"),
        (c.longer_reach, "longer_reach", "Longer reach weapon"),
        (c.back_foot, "back_foot", "On the Back Foot"),
        (c.behind_defences, "behind_defences", "Target behind defences"),
    ] {
        if on {
            p.table_dv(id, text);
        }
    }
    if c.drawing {
        if p.trait_named("quick_draw") {
            p.reason(ReasonKind::Note, "quick_draw", "Quick Draw: ignores the penalty for drawing a weapon");
        } else {
            p.table_dv("drawing", "Drawing a weapon this turn");
        }
    }
    match c.defence {
        Some(DefenceForm::Block) => p.table_dv("block", "Target blocks"),
        Some(DefenceForm::HastyShot) => {
            p.table_dv("defenceless", "Target made a hasty shot and is still hit, so is defenceless")
        }
        _ => {}
    }
    if c.shield {
        p.table_dv("shield", "Target's shield in close combat");
    }
    p.target_circumstances(false);
}

/// The target's own lines: their basic DV (armour), Stealthy when shot, a shield in close combat
/// or against non-gunpowder weapons. Returns the basic DV and the reasons.
pub fn target_adjustments(
    target: &Character,
    shot_with: Option<&MissileWeapon>,
    shooting: bool,
) -> (i8, Vec<super::Reason>) {
    let mut reasons = Vec::new();
    let dv = target.armour().dv();
    reasons.push(super::Reason {
        kind: ReasonKind::Note,
        source: "armour".into(),
        dv: None,
        text: format!("{}: {} ({}), basic DV {dv}", target.name(), target.armour().name(), target.kind().name()),
    });
    let mut line = |id: &str, text: String| {
        let n = amount(id);
        reasons.push(super::Reason {
            kind: ReasonKind::Dv,
            source: id.to_string(),
            dv: Some(n),
            text: format!("{text}: target's DV {}", signed(n)),
        });
    };
    if shooting && target.traits().iter().any(|t| t.id() == "stealthy") {
        line("stealthy", "Target is Stealthy".into());
    }
    let gunpowder = shot_with.is_none_or(|w| w.ignition != crate::rules::qotd::Ignition::None);
    if target.shield() && (!shooting || !gunpowder) {
        line("shield", "Target's shield".into());
    }
    (dv, reasons)
}
