//! Ansell 1996, Experience and Skills: what a character earns from a gunfight, between games.
//!
//! [`experience`] reads a [`GunfightRecord`] (how the gunfight went for one character) against
//! the rules and says what he earned: a promotion, skills for kills, Legends' skill after every
//! gunfight, a Shootist's 50% chance. Skills are drawn with [`draw_skill`] (the chits, drawn again
//! when one can't be taken) and written with [`take_skill`] or [`apply_experience`].
//!
//! "Characters do not receive promotion to the next class during a game, they have to wait for
//! their next gunfight": everything here is worked out after the gunfight, for the next one.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::class::Class;
use super::options::FateOptions;
use super::sheet::{CharacterSheet, SheetErrors, SkillPick};
use super::skills::Skill;
use super::{normalise_id, Character};
use crate::error::ErrorCode;

/// How a character's gunfight ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum FateEnding {
    #[default]
    Unhurt,
    FleshWounded,
    SeriouslyWounded,
    KnockedOut,
    Dead,
    LostNerve,
    /// Surrendered: no experience or skills for the whole gunfight.
    Surrendered,
    /// Refused a challenge: "he gains no experience or skills for this gunfight".
    RefusedChallenge,
}

impl FateEnding {
    pub const ALL: [FateEnding; 8] = [
        FateEnding::Unhurt,
        FateEnding::FleshWounded,
        FateEnding::SeriouslyWounded,
        FateEnding::KnockedOut,
        FateEnding::Dead,
        FateEnding::LostNerve,
        FateEnding::Surrendered,
        FateEnding::RefusedChallenge,
    ];

    pub fn id(self) -> &'static str {
        match self {
            FateEnding::Unhurt => "unhurt",
            FateEnding::FleshWounded => "flesh_wounded",
            FateEnding::SeriouslyWounded => "seriously_wounded",
            FateEnding::KnockedOut => "knocked_out",
            FateEnding::Dead => "dead",
            FateEnding::LostNerve => "lost_nerve",
            FateEnding::Surrendered => "surrendered",
            FateEnding::RefusedChallenge => "refused_challenge",
        }
    }

    /// Reads an ending as typed: the ids, or `uninjured`, `flesh wound`, `serious`, `ko`, `killed`,
    /// `lost his nerve`, `surrender`, `refused`…
    pub fn from_id(input: &str) -> Option<FateEnding> {
        let id = normalise_id(input);
        let found = match id.as_str() {
            "unhurt" | "uninjured" | "unharmed" | "grazed" => FateEnding::Unhurt,
            "flesh_wounded" | "flesh_wound" | "flesh" | "wounded" => FateEnding::FleshWounded,
            "seriously_wounded" | "serious_wound" | "serious" => FateEnding::SeriouslyWounded,
            "knocked_out" | "ko" | "kod" | "unconscious" => FateEnding::KnockedOut,
            "dead" | "killed" | "died" => FateEnding::Dead,
            "lost_nerve" | "lost_his_nerve" | "lost_their_nerve" | "nerve" | "ran" => FateEnding::LostNerve,
            "surrendered" | "surrender" | "surrenders" => FateEnding::Surrendered,
            "refused_challenge" | "refused_a_challenge" | "refused" | "refuses_a_challenge" => {
                FateEnding::RefusedChallenge
            }
            _ => return None,
        };
        Some(found)
    }
}

/// How one gunfight went for one character: what the experience rules need to know. Every field
/// but `ending` may be left out of the JSON (false, empty or 0).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "FateGunfightRecord")]
pub struct GunfightRecord {
    pub ending: FateEnding,
    /// He got to fire a shot at an opponent (a Citizen's promotion).
    pub fired_at_opponent: bool,
    /// The armed men he killed, each victim's class. The unarmed, the unconscious, men who
    /// surrendered and women are not armed men and are not listed.
    pub kills: Vec<Class>,
    /// Armed men he seriously wounded (and did not kill).
    pub seriously_wounded: u32,
    /// He shot someone in the back.
    pub backshot: bool,
    /// He shot or attacked an unarmed or knocked-out (unconscious) victim. A man only knocked
    /// down is not helpless: the playsheet gives +2 dice for shooting him, and it costs nothing.
    /// The Evil keep their experience ("gains normal experience from … shooting KO'd and unarmed
    /// victims").
    pub shot_helpless: bool,
    /// He shot a man who had surrendered, or a woman. Never excused, not even for the Evil (his
    /// skill names backshooting, KO'd and unarmed victims, friends and allies — not these).
    pub shot_surrendered_or_woman: bool,
    /// He surrendered (also said by the ending `surrendered`).
    pub surrendered: bool,
    /// He refused a challenge (also said by the ending `refused_challenge`).
    pub refused_challenge: bool,
}

/// The unmanly acts that cost a character the whole gunfight's experience.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateMisconduct")]
pub enum Misconduct {
    Backshooting,
    ShootingTheHelpless,
    ShootingTheSurrenderedOrWomen,
    Surrendering,
    RefusingAChallenge,
}

impl Misconduct {
    /// In words, with the rule.
    pub fn text(self) -> &'static str {
        match self {
            Misconduct::Backshooting => {
                "Backshot an opponent: no experience or skills for the whole gunfight (Ansell 1996, Skills)"
            }
            Misconduct::ShootingTheHelpless => {
                "Shot an unarmed or unconscious man: no experience or skills for the whole gunfight (Ansell 1996, Skills; Fighting)"
            }
            Misconduct::ShootingTheSurrenderedOrWomen => {
                "Shot a man who had surrendered, or a woman: no experience or skills for the whole gunfight, Evil or not (Ansell 1996, Skills)"
            }
            Misconduct::Surrendering => {
                "Surrendered: no experience or skills for the whole gunfight (Ansell 1996, Skills)"
            }
            Misconduct::RefusingAChallenge => {
                "Refused a challenge: no experience or skills for this gunfight (Ansell 1996, Challenges; Skills)"
            }
        }
    }
}

/// Why a character earns nothing from a gunfight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateDisqualification")]
pub struct Disqualification {
    pub misconduct: Misconduct,
    pub text: &'static str,
}

/// A step up the ladder, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "FatePromotion")]
pub struct Promotion {
    pub from: Class,
    pub to: Class,
    pub reason: String,
}

/// What a character earned from a gunfight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateExperience")]
pub struct Experience {
    /// Why he earns nothing, if he doesn't (empty otherwise).
    pub disqualified: Vec<Disqualification>,
    pub promotion: Option<Promotion>,
    /// Skills for armed men killed (Shootists and Legends, and Gunmen who became Shootists by it).
    pub skills_for_kills: u32,
    /// A Legend's skill "after every gunfight".
    pub skill_after_gunfight: bool,
    /// A Shootist who seriously wounded an armed man: a 50% chance of one more skill
    /// ([`skill_chance_gained`]).
    pub skill_chance: bool,
    /// Dead: gains nothing.
    pub dead: bool,
    /// Armed men killed, to add to the career count on the sheet.
    pub kills_to_add: u32,
    /// How each figure above was reached, in words.
    pub reasons: Vec<String>,
}

impl Experience {
    /// The most skills this gunfight can give before any Legend of the West's extra draw: the skills for
    /// kills, the Legend's skill and, if the D6 says so, the Shootist's chance.
    pub fn max_skills(&self) -> u32 {
        self.skills_for_kills + u32::from(self.skill_after_gunfight) + u32::from(self.skill_chance)
    }
}

/// One chit drawn: the skill, whether it was taken, and why not.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateSkillDraw")]
pub struct SkillDraw {
    pub drawn: Skill,
    pub taken: bool,
    pub why_not: Option<String>,
}

/// Why a skill, a roll or an experience can't be written to the sheet. Each message names the
/// field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExperienceError {
    #[error("sheet: {0}")]
    InvalidSheet(SheetErrors),
    #[error("{field}: {} has no * in the rules, so it cannot be taken twice", .skill.name())]
    NotDouble { field: String, skill: Skill },
    #[error(
        "{field}: {} is already level {level}, the most in this campaign{}",
        .skill.name(),
        if *.max == 2 { " (treble skills are off)" } else { "" }
    )]
    AtMaximum { field: String, skill: Skill, level: u8, max: u8 },
    #[error("{field}: {} cannot be taken: {errors}", .skill.name())]
    CannotTake { field: String, skill: Skill, errors: SheetErrors },
    #[error("d6: {value} is not a D6 roll (1 to 6)")]
    BadD6 { value: u8 },
    #[error("skills: this gunfight gives at most {allowed} skill(s), and {given} were given")]
    TooManySkills { allowed: u32, given: usize },
    #[error("class: the experience was worked out for a {}, but the sheet says {}", .expected.name(), .found.name())]
    ClassChanged { expected: Class, found: Class },
}

impl ErrorCode for ExperienceError {
    fn code(&self) -> &'static str {
        match self {
            ExperienceError::InvalidSheet(_) => "invalid_sheet",
            ExperienceError::NotDouble { .. } => "not_double",
            ExperienceError::AtMaximum { .. } => "level_too_high",
            ExperienceError::CannotTake { .. } => "cannot_take_skill",
            ExperienceError::BadD6 { .. } => "bad_d6",
            ExperienceError::TooManySkills { .. } => "too_many_skills",
            ExperienceError::ClassChanged { .. } => "class_changed",
        }
    }
}

/// What `character` earned from the gunfight `record`. Ansell 1996, Experience and Skills.
///
/// Promotion, at most one class per gunfight, worked out after it:
/// - A Citizen becomes a Gunman "providing he at least gets to fire a shot at an opponent". A
///   Citizen who killed or seriously wounded an armed man fired at him, whatever the flag says.
/// - A Gunman becomes a Shootist "once he has killed an armed man": career kills (the sheet's
///   `kills` and this gunfight's) of at least one. So a Citizen who killed as a Citizen becomes a
///   Gunman now and a Shootist after his next gunfight, one step at a time.
/// - A Shootist becomes a Legend if he killed or seriously wounded three armed men in this
///   gunfight, or killed a Legend (or a Mighty Warrior, the Legend's equal).
/// - Indian classes climb the same ladder: a Young Blood as a Gunman, a Warrior as a Shootist, to
///   Mighty Warrior as to Legend. A Young Blood is the first Indian class: there is no Indian
///   Citizen, so the Citizen's rule never applies to an Indian.
///
/// Skills (Ansell 1996, Skills):
/// - Shootists (and Warriors) gain a skill for each armed man they kill "(including the first)":
///   a Gunman who becomes a Shootist gains one for each armed man he killed in this gunfight,
///   and one more for his first kill when he made it in an earlier gunfight (a Citizen who killed,
///   became a Gunman, and becomes a Shootist after his next gunfight on that kill gets its skill
///   then; issue 10, item 24). His other earlier kills, made as a Citizen or Gunman, earn nothing:
///   only the first is "included". The 50% chance is for those who were Shootists when the
///   gunfight began.
/// - A Shootist who seriously wounded at least one armed man has "a 50% chance of gaining an
///   additional skill" ([`skill_chance_gained`]).
/// - Legends (and Mighty Warriors) gain a skill for each armed man they kill and one "after every
///   gunfight". A Shootist who becomes a Legend in this gunfight gains at the Shootist's rate this
///   time: he was not yet a Legend while he fought it.
/// - Citizens gain no skills for kills.
///
/// Disqualified for the whole gunfight (no promotion, no skills): backshooting, shooting the
/// unarmed or unconscious (the Evil skill exempts these two: "Gains normal experience from
/// backshooting, shooting KO'd and unarmed victims"), shooting surrendered men or women,
/// surrendering and refusing a challenge (never exempted). Knocked down is not helpless. Backshooting "does not count towards experience", so a disqualified
/// gunfight's kills are not added to the career count either. The dead gain nothing and their
/// card is not written to.
pub fn experience(character: &Character, record: &GunfightRecord) -> Experience {
    let mut exp = Experience {
        disqualified: Vec::new(),
        promotion: None,
        skills_for_kills: 0,
        skill_after_gunfight: false,
        skill_chance: false,
        dead: false,
        kills_to_add: 0,
        reasons: Vec::new(),
    };
    if record.ending == FateEnding::Dead {
        exp.dead = true;
        exp.reasons.push("Dead: gains nothing.".to_string());
        return exp;
    }

    let evil = character.has(Skill::Evil);
    let mut misconduct = Vec::new();
    for (did, what) in
        [(record.backshot, Misconduct::Backshooting), (record.shot_helpless, Misconduct::ShootingTheHelpless)]
    {
        match (did, evil) {
            (true, false) => misconduct.push(what),
            (true, true) => exp.reasons.push(format!(
                "Evil: {} does not cost him his experience (\"gains normal experience from backshooting, shooting KO'd and unarmed victims\").",
                if what == Misconduct::Backshooting { "backshooting" } else { "shooting KO'd or unarmed victims" }
            )),
            _ => {}
        }
    }
    if record.shot_surrendered_or_woman {
        misconduct.push(Misconduct::ShootingTheSurrenderedOrWomen);
    }
    if record.surrendered || record.ending == FateEnding::Surrendered {
        misconduct.push(Misconduct::Surrendering);
    }
    if record.refused_challenge || record.ending == FateEnding::RefusedChallenge {
        misconduct.push(Misconduct::RefusingAChallenge);
    }
    if !misconduct.is_empty() {
        exp.disqualified = misconduct.into_iter().map(|m| Disqualification { misconduct: m, text: m.text() }).collect();
        exp.reasons.push("Disqualified: no promotion, no skills, and this gunfight's kills do not count.".to_string());
        return exp;
    }

    let kills = record.kills.len() as u32;
    exp.kills_to_add = kills;
    if kills > 0 {
        exp.reasons.push(format!(
            "Killed {kills} armed {}: career kills {} → {}.",
            if kills == 1 { "man" } else { "men" },
            character.kills(),
            character.kills() + kills
        ));
    }
    let class = character.class();
    let promote = |to: Class, reason: String| Some(Promotion { from: class, to, reason });
    match class.equivalent() {
        Class::Citizen => {
            let fired = record.fired_at_opponent || kills > 0 || record.seriously_wounded > 0;
            if fired {
                exp.promotion = promote(Class::Gunman, "A Citizen becomes a Gunman providing he at least gets to fire a shot at an opponent (Ansell 1996, Experience).".to_string());
            }
        }
        Class::Gunman => {
            let career = character.kills() + kills;
            if career >= 1 {
                let to = if class.is_indian() { Class::Warrior } else { Class::Shootist };
                exp.promotion = promote(to, format!(
                    "A Gunman becomes a Shootist once he has killed an armed man (Ansell 1996, Experience): {career} career kill{}.",
                    if career == 1 { "" } else { "s" }
                ));
                let first_earlier = u32::from(character.kills() > 0);
                exp.skills_for_kills = kills + first_earlier;
                if exp.skills_for_kills > 0 {
                    let first = if first_earlier == 1 {
                        ", and one for his first kill, made in an earlier gunfight"
                    } else {
                        ""
                    };
                    exp.reasons.push(format!(
                        "Shootists gain a skill for each armed man they kill (including the first): {} for this gunfight's kills{first}.",
                        skills_word(kills)
                    ));
                }
            }
        }
        Class::Shootist => {
            let downed = kills + record.seriously_wounded;
            let killed_legend = record.kills.iter().any(|k| k.equivalent() == Class::Legend);
            if downed >= 3 || killed_legend {
                let to = if class.is_indian() { Class::MightyWarrior } else { Class::Legend };
                let why = if killed_legend {
                    "killed a Legend".to_string()
                } else {
                    format!("killed or seriously wounded {downed} armed men in one gunfight")
                };
                exp.promotion = promote(to, format!(
                    "A Shootist must kill or seriously wound three armed men in one gunfight, or kill a Legend, to become a Legend (Ansell 1996, Experience): {why}."
                ));
            }
            exp.skills_for_kills = kills;
            if kills > 0 {
                exp.reasons
                    .push(format!("Shootists gain a skill for each armed man they kill: {}.", skills_word(kills)));
            }
            if record.seriously_wounded > 0 {
                exp.skill_chance = true;
                exp.reasons.push(
                    "Seriously wounded an armed man: a 50% chance of one more skill (a D6: 4 to 6 gains it)."
                        .to_string(),
                );
            }
            if exp.promotion.is_some() {
                exp.reasons
                    .push("Promoted in this gunfight: gains skills at the Shootist's rate this time.".to_string());
            }
        }
        _ => {
            exp.skills_for_kills = kills;
            exp.skill_after_gunfight = true;
            if kills > 0 {
                exp.reasons.push(format!("Legends gain a skill for each armed man they kill: {}.", skills_word(kills)));
            }
            exp.reasons.push("Legends automatically gain a further skill after every gunfight.".to_string());
        }
    }
    if let Some(p) = &exp.promotion {
        exp.reasons.insert(0, format!("Promoted from {} to {}.", p.from.name(), p.to.name()));
    }
    exp
}

/// The Shootist's 50% chance, rolled on a D6 as the game's own dice: 4 to 6 gains the skill.
pub fn skill_chance_gained(d6: u8) -> Result<bool, ExperienceError> {
    match d6 {
        1..=3 => Ok(false),
        4..=6 => Ok(true),
        value => Err(ExperienceError::BadD6 { value }),
    }
}

/// The skills on the chits: every skill but Fearless, which is earned (playsheet, Effects of Fear),
/// never rolled. 32 of them.
pub fn chits() -> impl Iterator<Item = Skill> {
    Skill::ALL.into_iter().filter(|s| *s != Skill::Fearless)
}

/// Extra random skills taking `skill` gives at once: Legend of the West, "Roll randomly for one*
/// additional skill now" (each time it is taken; Ansell 1996, Skills).
pub fn extra_draws(skill: Skill) -> u32 {
    u32::from(skill == Skill::LegendOfTheWest)
}

/// Legend of the West: "If this character gains any further skills he may choose whichever ones
/// he wants" instead of drawing.
pub fn may_choose_skills(character: &Character) -> bool {
    character.has(Skill::LegendOfTheWest)
}

/// Draws skill chits for the character on `sheet` until one can be taken: "If, for whatever
/// reason, a character can't take … a particular skill, roll or draw again" (Ansell 1996, Skills).
/// Each of the 32 chits ([`chits`]) is equally likely; a skill can't be taken when [`take_skill`]
/// would refuse it (a skill without `*` already held, one at the campaign's maximum level, one
/// that contradicts a skill held). The last draw is the one taken; an empty list means no skill at
/// all can be taken (or the sheet is not valid).
pub fn draw_skill(sheet: &CharacterSheet, options: &FateOptions, rng: &mut impl Rng) -> Vec<SkillDraw> {
    let why_not: Vec<(Skill, Option<String>)> = chits()
        .map(|skill| {
            let mut copy = sheet.clone();
            (skill, take_skill(&mut copy, skill, options).err().map(|e| e.to_string()))
        })
        .collect();
    if why_not.iter().all(|(_, why)| why.is_some()) {
        return Vec::new();
    }
    let mut draws = Vec::new();
    loop {
        let (drawn, why) = &why_not[rng.random_range(0..why_not.len())];
        draws.push(SkillDraw { drawn: *drawn, taken: why.is_none(), why_not: why.clone() });
        if why.is_none() {
            return draws;
        }
    }
}

/// Gives the character on `sheet` one more level of `skill` and returns the level he now holds it
/// at (counting levels implied by other skills): a `*` skill taken again is doubled ("Very
/// Strong"), and trebled only with the `treble_skills` option. The sheet keeps one entry per skill.
/// Refuses a skill without `*` already held, one at the campaign's maximum, and one the rules
/// then refuse ([`Character::from_sheet`]: contradictions, implied skills past the maximum); the
/// sheet is left as it was.
pub fn take_skill(sheet: &mut CharacterSheet, skill: Skill, options: &FateOptions) -> Result<u8, ExperienceError> {
    take(sheet, skill, options, "skill")
}

fn take(sheet: &mut CharacterSheet, skill: Skill, options: &FateOptions, field: &str) -> Result<u8, ExperienceError> {
    let character = Character::from_sheet(sheet, options).map_err(ExperienceError::InvalidSheet)?;
    let own = character.own_skills().iter().find(|s| s.skill == skill).map_or(0, |s| s.level);
    if character.level(skill) >= 1 && !skill.is_double() {
        return Err(ExperienceError::NotDouble { field: field.to_string(), skill });
    }
    let max = options.max_skill_level();
    let held = character.level(skill);
    if held >= max {
        return Err(ExperienceError::AtMaximum { field: field.to_string(), skill, level: held, max });
    }
    let mut next = sheet.clone();
    let first = next.skills.iter().position(|p| Skill::read(&p.id).is_some_and(|(s, _)| s == skill));
    next.skills.retain(|p| Skill::read(&p.id).is_none_or(|(s, _)| s != skill));
    let pick = SkillPick::at(skill.id(), own + 1);
    match first {
        Some(index) => next.skills.insert(index, pick),
        None => next.skills.push(pick),
    }
    let checked = Character::from_sheet(&next, options).map_err(|errors| ExperienceError::CannotTake {
        field: field.to_string(),
        skill,
        errors,
    })?;
    *sheet = next;
    Ok(checked.level(skill))
}

/// Writes an experience onto the sheet: the new class, the kills added to the career count, and
/// each skill in `skills` (drawn, chosen or gained on the D6), in order. Says what changed, in
/// words. The sheet is changed only if all of it is accepted.
///
/// `skills` may be fewer than the experience allows (the D6 failed, a draw was skipped) but not
/// more: at most [`Experience::max_skills`], plus one for each Legend of the West among them
/// ([`extra_draws`]). The experience must be for the sheet's class (worked out on this sheet).
pub fn apply_experience(
    sheet: &mut CharacterSheet,
    exp: &Experience,
    skills: &[Skill],
    options: &FateOptions,
) -> Result<Vec<String>, ExperienceError> {
    let character = Character::from_sheet(sheet, options).map_err(ExperienceError::InvalidSheet)?;
    let allowed = exp.max_skills() + skills.iter().map(|s| extra_draws(*s)).sum::<u32>();
    if skills.len() > allowed as usize {
        return Err(ExperienceError::TooManySkills { allowed, given: skills.len() });
    }
    let mut next = sheet.clone();
    let mut changes = Vec::new();
    if let Some(p) = &exp.promotion {
        if p.from != character.class() {
            return Err(ExperienceError::ClassChanged { expected: p.from, found: character.class() });
        }
        next.class = p.to.id().to_string();
        changes.push(format!("Promoted from {} to {}.", p.from.name(), p.to.name()));
    }
    if exp.kills_to_add > 0 {
        let kills = next.kills + exp.kills_to_add;
        changes.push(format!("Kills: {} → {kills}.", next.kills));
        next.kills = kills;
    }
    for (index, skill) in skills.iter().enumerate() {
        let level = take(&mut next, *skill, options, &format!("skills[{index}]"))?;
        // "Gains Strong (now Very Strong)." when it doubles; "Gains Yellow." when it is new.
        let now = skill.label(level);
        changes.push(if now == skill.name() {
            format!("Gains {now}.")
        } else {
            format!("Gains {} (now {now}).", skill.name())
        });
    }
    Character::from_sheet(&next, options).map_err(ExperienceError::InvalidSheet)?;
    *sheet = next;
    Ok(changes)
}

/// "1 skill", "2 skills".
fn skills_word(n: u32) -> String {
    format!("{n} skill{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests;
