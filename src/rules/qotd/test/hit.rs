//! Hits (QOTD Reels 4 to 6): the dice of the form of attack, the shooter's or attacker's re-rolls,
//! and the adjustments to the target's DV, each amount read from the DV adjustments table
//! (`charts::DV_ADJUSTMENTS`).

use super::firing::{firing, shooting_form, shooting_weapon, unarmed_shot};
use super::{Cover, Planner, ReasonKind};
use crate::dice::AttackDice;
use crate::rules::qotd::charts::{dv_adjustment, form_dice, AttackForm, DefenceForm, FiringForm, ShotType};
use crate::rules::qotd::{find_weapon, Character, Impact, MeleeKind, MissileWeapon, Reach, WeaponChoice};

/// QOTD Reel 3, Responding to an attack, 2 to 4: "Flustered! Panic and DV is lowered by 1". Not a
/// line of the DV adjustments table, so its amount is kept here.
pub const FLUSTERED_DV: i8 = -1;

/// The expert trait whose weapon is the one in use, as its label ("Expert with Winchester").
pub(super) fn expert_with(p: &Planner) -> Option<String> {
    let weapon = p.c.weapon.as_deref().and_then(find_weapon).or(p.plan.weapon)?;
    p.character.traits().iter().find(|t| t.id() == "expert" && t.weapon() == Some(weapon)).map(|t| t.label())
}

fn amount(condition_id: &str) -> i8 {
    dv_adjustment(condition_id).map_or(0, |a| a.amount)
}

pub(super) fn signed(n: i8) -> String {
    if n < 0 {
        format!("−{}", -n)
    } else {
        format!("+{n}")
    }
}

/// Whether a Brawler's −1 applies to a blow with this weapon. QOTD Reel 2, Brawler: "Lowers the
/// enemy's DV by 1 when using clubs, chairs, bottles or other improvised short range weapons."
///
/// Decision: "clubs" are the club, the pistol used as a club (the Fists paragraph calls a clubbed
/// handgun a club) and the coshes and saps the same paragraph calls "light clubs"; chairs and
/// bottles are improvised short-reach weapons, as the 1 handed farm implement is. Not the two
/// handed club, the scythe, the pitchfork or the improvised spear (medium and long reach), nor
/// fists, knuckledusters or fighting blades.
pub fn brawler_weapon(weapon: Option<WeaponChoice>) -> bool {
    match weapon {
        Some(WeaponChoice::Melee(m)) => {
            matches!(m.id, "club" | "pistol_as_club" | "cosh" | "sap")
                || (m.kind == MeleeKind::Improvised && m.reach == Reach::Short)
        }
        _ => false,
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

    /// The re-roll of a miss after a 10 on the test before, and the expert's re-roll. The 10's
    /// comes first: of the two, it is the one a player takes, since it ignores the 1s thrown.
    fn rerolls_of_a_miss(&mut self, ten: &str) {
        if self.c.perfect {
            self.reroll("perfect", format!("{ten}: may re-roll a miss, ignoring any 1s rolled"));
        }
        if let Some(expert) = expert_with(self) {
            self.reroll("expert", format!("{expert}: may re-roll a miss, must keep the second"));
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
        if c.flustered {
            self.dv(
                FLUSTERED_DV,
                "flustered",
                format!("Target Flustered! responding to the attack (2–4): target's DV {}", signed(FLUSTERED_DV)),
            );
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
    let f = firing(character, weapon, c);
    p.plan.weapon = weapon.map(WeaponChoice::Missile);
    p.plan.firing = f;
    let shot = f.map_or_else(|| unarmed_shot(character, c), |f| f.shot);
    if p.trait_named("poor_shot") {
        p.reduce("poor_shot", "Poor shot: reduced dice to hit");
    }
    let form = shooting_form(f.as_ref(), shot, c.both_barrels);
    let dice = AttackDice::from(form_dice(form, character.kind()));
    let name = f.map_or_else(|| "An unnamed single-shot weapon".to_string(), |f| f.name());
    p.set_dice(dice, weapon.map_or("weapon", |w| w.id), format!("{name}, {}: {dice}", form.id().replace('_', " ")));
    if let (Some(f), Some(range)) = (f, c.range_paces) {
        if range > f.range() {
            p.reduce(
                "range",
                format!("{range} paces is beyond the effective range of {} paces: reduced dice", f.range()),
            );
        }
    }
    p.rerolls_of_a_miss("Got Them!");
    shot_notes(p, weapon, shot);
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
    if let Some(f) = f {
        let impact = f.mode.impact.at(c.range_paces.unwrap_or(u8::MAX));
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
        if f.weapon.explosive {
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
    if c.shield {
        match weapon {
            Some(w) if !w.gunpowder() => p.table_dv("shield", "Shield against a non-gunpowder weapon"),
            _ => p.reason(
                ReasonKind::Note,
                "shield",
                "Shield: no DV adjustment against a firearm or an explosive (only in close combat or against non-gunpowder weapons)",
            ),
        }
    }
    p.target_circumstances(true);
}

/// How the shot came to be what it is, in words.
fn shot_notes(p: &mut Planner, weapon: Option<&MissileWeapon>, shot: ShotType) {
    let c = p.c;
    let rule = weapon.map(|w| w.shots);
    match rule {
        Some(crate::rules::qotd::ShotRule::Hasty) => {
            p.reason(ReasonKind::Note, "whip", "A whip: \"Treat as a hasty shot\"");
        }
        Some(crate::rules::qotd::ShotRule::DeliberateOrAimed) => {
            if c.moved || c.drawing {
                p.reason(
                    ReasonKind::Note,
                    "thrown",
                    "Thrown or hurled: \"All shots are deliberate or aimed\": deliberate even after moving or drawing (never aimed after moving)",
                );
            }
        }
        _ => {
            if c.moved && c.shot_type.unwrap_or(ShotType::Deliberate) != ShotType::Hasty {
                p.reason(ReasonKind::Note, "moved", "Moved this turn: any shot is hasty");
            }
            if c.drawing {
                if p.trait_named("quick_draw") {
                    p.reason(
                        ReasonKind::Note,
                        "quick_draw",
                        "Quick Draw: ignores the penalty for drawing and shooting",
                    );
                } else {
                    p.reason(
                        ReasonKind::Note,
                        "drawing",
                        "Drawing and shooting in the same turn counts as a hasty shot",
                    );
                }
            }
        }
    }
    if let Some(f) = p.plan.firing {
        if f.barrel {
            p.reason(
                ReasonKind::Note,
                "fire_mode",
                "The Le Mat's shotgun barrel: \"1 shot as a sawn off shotgun\", reloaded after firing",
            );
        }
        if f.preloaded_cylinder {
            p.reason(ReasonKind::Note, "preloaded_cylinder", super::firing::preloaded_note(&f.mishaps));
        }
        if shot == ShotType::Fanning {
            p.reason(ReasonKind::Note, "fanning", "Fanning \"automatically empties the revolver\"; a 1 jams it");
        }
    }
}

/// QOTD Reel 4, Shooting related tasks.
pub(super) fn reloading(p: &mut Planner) {
    let weapon = shooting_weapon(p.character, p.c).ok().flatten();
    let f = firing(p.character, weapon, p.c);
    p.plan.weapon = weapon.map(WeaponChoice::Missile);
    p.plan.firing = f;
    if p.character.personality().id == "disciplined" {
        p.reroll("disciplined", "Disciplined: may re-roll a reload, must keep the second");
    }
    if let Some(expert) = expert_with(p) {
        p.reroll("expert", format!("{expert}: may re-roll a reload with the weapon, must keep the second"));
    }
    if p.trait_named("marksman") {
        p.reroll("marksman", "Marksman: may re-roll when testing to reload, must keep the second");
    }
    let Some(f) = f else { return };
    if f.preloaded_cylinder {
        p.reason(
            ReasonKind::Note,
            "preloaded_cylinder",
            "A preloaded cylinder: \"reloading is a normal action\" (not difficult)",
        );
    } else if f.barrel {
        p.reason(ReasonKind::Note, "fire_mode", "The Le Mat's single shotgun barrel: reloaded as a single shot");
    } else if f.weapon.difficult_reload {
        p.reduce(f.weapon.id, format!("{} is difficult to reload: reduced dice", f.weapon.name));
    }
}

/// Whether a Rash or Fanatic attacker must make an All Out Attack: "Rash characters and fanatics
/// must use this attack in the first round of fighting" (Reel 5, Forms of attack). Rash's own
/// entry says "always … makes an all out attack"; the rule of Reel 5, the more particular, is
/// followed: in the first round (a later round is said with `later_round`).
pub(super) fn must_attack_all_out(character: &Character, later_round: bool) -> Option<&'static str> {
    match character.personality().id {
        "rash" | "fanatic" if !later_round => Some(character.personality().name),
        _ => None,
    }
}

/// QOTD Reel 5, Fighting – trying to hit, and the attacker's lines of the DV adjustments.
pub(super) fn fighting(p: &mut Planner) {
    let character = p.character;
    let c = p.c;
    let weapon = super::firing::fighting_weapon(character, c).ok().flatten();
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
    let forced = must_attack_all_out(character, c.later_round);
    let form = c.attack.unwrap_or(if forced.is_some() { AttackForm::AllOut } else { AttackForm::Standard });
    if let Some(who) = forced {
        p.reason(
            ReasonKind::Note,
            "first_round",
            format!("{who}: \"must use this attack in the first round of fighting\": an All Out Attack"),
        );
    }
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
    if p.trait_named("brawler") {
        if brawler_weapon(weapon) {
            p.table_dv("brawler", "Brawler, with a club or an improvised short-reach weapon");
        } else {
            p.reason(
                ReasonKind::Note,
                "brawler",
                format!(
                    "Brawler: no DV adjustment with {} (only \"clubs, chairs, bottles or other improvised short range weapons\")",
                    name.to_lowercase()
                ),
            );
        }
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
    if c.mounted && c.mount_over_4_paces {
        p.table_dv("high_impact", "The mount moving over 4 paces: \"any hits count as high impact\"");
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
/// or against non-gunpowder weapons (`shield`: the target's sheet gives one, or the circumstances
/// say they use one; it counts once). Returns the basic DV and the reasons.
pub fn target_adjustments(
    target: &Character,
    shot_with: Option<&MissileWeapon>,
    shooting: bool,
    shield: bool,
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
    let gunpowder = shot_with.is_none_or(|w| w.gunpowder());
    if shield && (!shooting || !gunpowder) {
        line("shield", "Target's shield".into());
    }
    (dv, reasons)
}
