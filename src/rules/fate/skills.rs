//! Ansell 1996, Skills: every skill with its effect, which may be gained twice ("double" skills,
//! marked `*` in the text), which imply others, and which contradict each other.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::normalise_id;

/// A skill. In the order of the 1996 text, then the playsheet's Fearless.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateSkill")]
pub enum Skill {
    Agile,
    Ambidextrous,
    Boss,
    Charmed,
    CrackShot,
    Cursed,
    Deadeye,
    Drunk,
    Evil,
    FastDraw,
    HardAsNails,
    Knifeman,
    LegendOfTheWest,
    Lucky,
    Marksman,
    NervesOfSteel,
    Nervous,
    QuickShot,
    Runt,
    SkilledFighter,
    Slow,
    Stalker,
    Stoopid,
    Strong,
    Swift,
    Terrifying,
    Tough,
    TrueGrit,
    Vengeful,
    WhiteKnight,
    Wildman,
    Yellow,
    Fearless,
}

/// One skill of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateSkillInfo")]
pub struct SkillInfo {
    pub skill: Skill,
    /// Snake_case of the name (`crack_shot`).
    pub id: &'static str,
    /// As the text names it (`Crack shot`).
    pub name: &'static str,
    /// Marked `*`: may be gained twice, the second time doubling its starred figures.
    pub double: bool,
    /// The rule, in the text's words (with its `*`s).
    pub effect: &'static str,
    /// The skills it also gives, at its own level ("he is also Charmed* and Tough*").
    pub implies: &'static [Skill],
    /// The skill says "Fears no-one": its holder can never fear anyone.
    pub fears_no_one: bool,
    /// Where the skill is: "Ansell 1996, Skills" or "Playsheet, Effects of Fear".
    pub source: &'static str,
    /// Other names a sheet may use (`swordsman`, `expert_fighter`).
    pub aliases: &'static [&'static str],
}

const SKILLS_1996: &str = "Ansell 1996, Skills";

const fn skill(skill: Skill, id: &'static str, name: &'static str, double: bool, effect: &'static str) -> SkillInfo {
    SkillInfo { skill, id, name, double, effect, implies: &[], fears_no_one: false, source: SKILLS_1996, aliases: &[] }
}

/// Every skill. The effects are the 1996 text's words; where the scan garbled them they are mended
/// as follows, and the readings the text leaves open are decided so:
/// - The scan printed several `*`s as `'` ("add one' firing dice", "adds three' dice", "four'
///   inches", "one' additional skill", Swift's "one' dice in a fight"): they are `*`s again.
/// - Legend of the West runs on, without a new name, into "May fire at a group of characters within
///   four* inches … If Ambidextrous may fire each gun at a different target. Fears no-one": Posse
///   reads all of it as Legend of the West (the names are in alphabetical order and no gap is left
///   for another).
/// - "Roll randomly for one* additional skill now. If this character gains any further skills he
///   may choose whichever ones he wants." follows "Fears noone" with no new name, like the rest of
///   Legend of the West's run-on entry, and the next name (Lucky) follows in alphabetical order: it
///   is Legend of the West's too. Taking Legend of the West gives one more random skill at once
///   (each time it is taken), and its holder may choose his further skills instead of drawing them
///   ([`super::experience::extra_draws`], [`super::experience::may_choose_skills`]). There is no
///   "Fast learner" skill (an earlier Posse had one; sheets that carry it lose it on reading, see
///   [`super::CharacterSheet::upgraded`]).
/// - Wildman makes its holder "an Expert Fighter*": that is Skilled Fighter (alias
///   `expert_fighter`). Skilled Fighter has no `*` in its own entry ("Adds four dice when
///   attempting to hit in a fight"), so it is not a double skill: it cannot be taken twice, a Very
///   Wildman is a Skilled Fighter once (+4 dice), and a Wildman who draws Skilled Fighter draws
///   again (he has it already). The `*` after "Expert Fighter" in Wildman's entry marks the skills
///   Wildman gives, as after "Tough*" and "True Grit*"; it cannot double a figure that has none.
/// - White Knight and Wildman carry no `*` of their own figures but give starred skills, so they may
///   be doubled, and a doubled one gives its skills doubled ("Very White Knight" is Very Charmed and
///   Very Tough).
/// - A skill implied by another adds to the holder's own level of it, up to the campaign's maximum
///   (a Wildman who gains Tough is Very Tough); a sheet that would go beyond is refused.
/// - Fearless is the playsheet's reward for surviving a challenge from a feared model ("he is
///   considered FEARLESS for the remainder of his life! He never again fears anyone"); it is kept
///   as a skill so it lives on the character card. It is earned, never rolled.
/// - Drunk refers to "drunkenness rules" that the 1996 text never printed; it changes no dice here.
pub static SKILLS: [SkillInfo; 33] = [
    skill(Skill::Agile, "agile", "Agile", true, "No firing penalty when moving, may make one change of direction during move*, ends move facing any direction. Adds one dice* in a fight."),
    skill(Skill::Ambidextrous, "ambidextrous", "Ambidextrous", false, "No penalty for firing two pistols."),
    skill(Skill::Boss, "boss", "Boss", true, "All the characters on his side add one dice* when testing nerve, except that those within six inches of his beloved person add three dice (including the Great Man himself). If his own nerve fails, then all his friends test with minus three dice."),
    skill(Skill::Charmed, "charmed", "Charmed", true, "Once* per gunfight he may re-roll a whole batch of dice, or make an opponent do the same."),
    skill(Skill::CrackShot, "crack_shot", "Crack shot", true, "Add one* firing dice."),
    skill(Skill::Cursed, "cursed", "Cursed", true, "Each opposing player may cause him to re-roll one dice once* per gunfight."),
    skill(Skill::Deadeye, "deadeye", "Deadeye", false, "Hits on a 5 or 6 when firing single shot."),
    SkillInfo { aliases: &["deranged", "drunk_or_deranged"], ..skill(Skill::Drunk, "drunk", "Drunk (or Deranged)", false, "Subject to drunkenness rules.") },
    skill(Skill::Evil, "evil", "Evil", false, "Gains normal experience from backshooting, shooting KO'd and unarmed victims, also friends and allies."),
    skill(Skill::FastDraw, "fast_draw", "Fast draw", true, "Adds three* dice in a fast draw situation."),
    skill(Skill::HardAsNails, "hard_as_nails", "Hard as nails", true, "Ignores the effect of the first* wound he receives (still knocked down, knocked out or dead though!)"),
    SkillInfo { aliases: &["swordsman", "knifeman_swordsman"], ..skill(Skill::Knifeman, "knifeman", "Knifeman/Swordsman", true, "Adds four* dice in a fight, and one* to the throw for effect, but only if armed with a knife/sword. A knifeman may throw his knife as if making a deliberate pistol shot at point blank and close range only, but with plus one dice to hit.") },
    SkillInfo { fears_no_one: true, ..skill(Skill::LegendOfTheWest, "legend_of_the_west", "Legend of the West", true, "When his character card is drawn, his player takes it into his hand as if it was an action card which can be used only for this character. May fire at a group of characters within four* inches of each other and distribute any hits between them as he chooses. If Ambidextrous may fire each gun at a different target. Fears no-one. Roll randomly for one* additional skill now. If this character gains any further skills he may choose whichever ones he wants.") },
    skill(Skill::Lucky, "lucky", "Lucky", true, "May re-roll one* of each batch of dice he throws."),
    skill(Skill::Marksman, "marksman", "Marksman", true, "May add or subtract one* when rolling for hit location."),
    SkillInfo { fears_no_one: true, ..skill(Skill::NervesOfSteel, "nerves_of_steel", "Nerves of steel", true, "Not subject to duck back, add one* dice to testing nerve. Fears no-one.") },
    skill(Skill::Nervous, "nervous", "Nervous", true, "Only has a 50%* chance of recovering, subtract three* dice in a fast draw situation, always blazes away, subtract two* dice when testing nerve."),
    skill(Skill::QuickShot, "quick_shot", "Quick shot", true, "Adds three* dice in a fast draw situation, when blazing away he can hit with one* extra shot."),
    skill(Skill::Runt, "runt", "Runt", true, "Subtracts three* dice in a fight."),
    SkillInfo { aliases: &["expert_fighter"], ..skill(Skill::SkilledFighter, "skilled_fighter", "Skilled Fighter", false, "Adds four dice when attempting to hit in a fight.") },
    skill(Skill::Slow, "slow", "Slow", true, "Subtract one* dice for movement and fast draw. May not use an action card."),
    skill(Skill::Stalker, "stalker", "Stalker", true, "If motionless behind cover, cannot be seen at all beyond 12* inches, subtract one* firing dice if shot at behind cover."),
    skill(Skill::Stoopid, "stoopid", "Stoopid", false, "Throw each turn: 1, 2 - do nothing. 3 - continue doing whatever he did last turn. 4, 5, 6 - take normal turn."),
    skill(Skill::Strong, "strong", "Strong", true, "Adds three* dice in a fight."),
    skill(Skill::Swift, "swift", "Swift", true, "Opponents subtract one* dice when firing at him if he moved on his last turn, may choose to roll one* extra movement dice. Adds one* dice in a fight and in a fast draw."),
    skill(Skill::Terrifying, "terrifying", "Terrifying", true, "Causes fear* in everyone, opponents subtract one* dice when testing nerve."),
    skill(Skill::Tough, "tough", "Tough", true, "When hit by shooting or in a fight, subtract one* from the effect dice, never knocked down or knocked out."),
    SkillInfo { fears_no_one: true, ..skill(Skill::TrueGrit, "true_grit", "True Grit", true, "Adds three* dice when testing nerve. Fears no-one.") },
    skill(Skill::Vengeful, "vengeful", "Vengeful", false, "Hates anyone who shoots at him or attacks him."),
    SkillInfo { implies: &[Skill::Charmed, Skill::Tough], fears_no_one: true, ..skill(Skill::WhiteKnight, "white_knight", "White knight", true, "May not back-shoot, shoot knocked down targets or anyone unable to shoot back, gains one* firing dice against all Evil characters and hated opponents, he is also Charmed* and Tough*, he never loses his nerve. Fears no-one.") },
    SkillInfo { implies: &[Skill::Tough, Skill::SkilledFighter, Skill::TrueGrit], ..skill(Skill::Wildman, "wildman", "Wildman", true, "In a gunfight he must move and fire every turn if he can, he suffers no firing penalty for moving and firing a pistol, opponents he is moving towards suffer fear. He is also Tough*, an Expert Fighter* and has True Grit*.") },
    skill(Skill::Yellow, "yellow", "Yellow", true, "Subtracts three* dice when testing nerve. Fears anyone who grazes or wounds him."),
    SkillInfo { fears_no_one: true, source: "Playsheet, Effects of Fear", ..skill(Skill::Fearless, "fearless", "Fearless", false, "Earned by surviving a challenge from a feared model: he never again fears anyone.") },
];

impl Skill {
    pub const ALL: [Skill; 33] = [
        Skill::Agile,
        Skill::Ambidextrous,
        Skill::Boss,
        Skill::Charmed,
        Skill::CrackShot,
        Skill::Cursed,
        Skill::Deadeye,
        Skill::Drunk,
        Skill::Evil,
        Skill::FastDraw,
        Skill::HardAsNails,
        Skill::Knifeman,
        Skill::LegendOfTheWest,
        Skill::Lucky,
        Skill::Marksman,
        Skill::NervesOfSteel,
        Skill::Nervous,
        Skill::QuickShot,
        Skill::Runt,
        Skill::SkilledFighter,
        Skill::Slow,
        Skill::Stalker,
        Skill::Stoopid,
        Skill::Strong,
        Skill::Swift,
        Skill::Terrifying,
        Skill::Tough,
        Skill::TrueGrit,
        Skill::Vengeful,
        Skill::WhiteKnight,
        Skill::Wildman,
        Skill::Yellow,
        Skill::Fearless,
    ];

    pub fn info(self) -> &'static SkillInfo {
        &SKILLS[self as usize]
    }

    pub fn id(self) -> &'static str {
        self.info().id
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn is_double(self) -> bool {
        self.info().double
    }

    /// The skill as a card shows it at a level: "Strong", "Very Strong", "Very, Very Strong".
    pub fn label(self, level: u8) -> String {
        match level {
            0 | 1 => self.name().to_string(),
            2 => format!("Very {}", self.name()),
            _ => format!("Very, Very {}", self.name()),
        }
    }

    /// Reads a skill as typed, with any "very" in front giving its level: `"Quick Shot"` is
    /// (Quick shot, 1), `"very-strong"` (Strong, 2), `"expert fighter"` (Skilled Fighter, 1).
    pub fn read(input: &str) -> Option<(Skill, u8)> {
        let mut id = normalise_id(input);
        let mut level = 1;
        while let Some(rest) = id.strip_prefix("very_") {
            level += 1;
            id = rest.to_string();
        }
        let skill = SKILLS.iter().find(|s| s.id == id || s.aliases.contains(&id.as_str()))?;
        Some((skill.skill, level))
    }
}

impl std::fmt::Display for Skill {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Every name a skill may be typed as.
pub(crate) fn skill_names() -> impl Iterator<Item = &'static str> {
    SKILLS.iter().flat_map(|s| std::iter::once(s.id).chain(s.aliases.iter().copied()))
}

/// How Posse settles two skills that pull against each other. 1996: "Some skills are mutually
/// contradictory, possibly cancelling each other out … You are going to have to sort the precise
/// detail out for yourselves!" and "If … a character can't take … a particular skill, roll or draw
/// again".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateClash")]
pub enum Clash {
    /// The character can't take both: the sheet is refused (roll or draw again).
    Excluded,
    /// Both are kept and work as written (their dice add up, or one never comes into play); the
    /// character card flags it.
    Flagged,
}

/// Two skills that contradict each other, and how that is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateContradiction")]
pub struct Contradiction {
    pub a: Skill,
    pub b: Skill,
    pub clash: Clash,
    /// Posse's decision, in words.
    pub decision: &'static str,
}

const fn clash(a: Skill, b: Skill, clash: Clash, decision: &'static str) -> Contradiction {
    Contradiction { a, b, clash, decision }
}

/// The contradictions Posse knows. Any skill that "fears no-one" also excludes Yellow (see
/// [`fear_clash`]).
pub static CONTRADICTIONS: [Contradiction; 10] = [
    clash(Skill::WhiteKnight, Skill::Evil, Clash::Excluded, "A White Knight may not back-shoot or shoot the helpless; Evil profits from exactly that. Roll or draw again."),
    clash(Skill::NervesOfSteel, Skill::Nervous, Clash::Excluded, "Nerves of steel and Nervous describe opposite men. Roll or draw again."),
    clash(Skill::Swift, Skill::Slow, Clash::Flagged, "Both apply: their movement and fast-draw dice cancel out; Slow still may not use an action card."),
    clash(Skill::Strong, Skill::Runt, Clash::Flagged, "Both apply: their fighting dice cancel out."),
    clash(Skill::Lucky, Skill::Cursed, Clash::Flagged, "Both apply: he re-rolls one die of each batch, and his opponents may make him re-roll one die once per gunfight."),
    clash(Skill::Charmed, Skill::Cursed, Clash::Flagged, "Both apply: each is a re-roll spent once per gunfight."),
    clash(Skill::Deadeye, Skill::Nervous, Clash::Flagged, "Deadeye never comes into play: a Nervous man always blazes away and never fires single shots."),
    clash(Skill::Wildman, Skill::Stalker, Clash::Flagged, "Stalker rarely comes into play: a Wildman must move every turn, and is only unseen while motionless."),
    clash(Skill::FastDraw, Skill::Nervous, Clash::Flagged, "Both apply: three dice more and three fewer in a fast draw."),
    clash(Skill::QuickShot, Skill::Nervous, Clash::Flagged, "Both apply: three dice more and three fewer in a fast draw."),
];

/// Yellow "fears anyone who grazes or wounds him": a man who fears no-one cannot be Yellow.
pub fn fear_clash(fearless: Skill) -> Contradiction {
    Contradiction {
        a: fearless,
        b: Skill::Yellow,
        clash: Clash::Excluded,
        decision:
            "A man who fears no-one cannot be Yellow, who fears anyone who grazes or wounds him. Roll or draw again.",
    }
}

/// The contradiction between two skills, if any (in either order).
pub fn contradiction(a: Skill, b: Skill) -> Option<Contradiction> {
    let found = CONTRADICTIONS.iter().find(|c| (c.a == a && c.b == b) || (c.a == b && c.b == a)).copied();
    found.or_else(|| match (a, b) {
        (s, Skill::Yellow) | (Skill::Yellow, s) if s.info().fears_no_one => Some(fear_clash(s)),
        _ => None,
    })
}

/// Stoopid: "throw each turn: 1,2 - do nothing. 3 - continue doing whatever he did last turn. 4, 5,
/// 6 - take normal turn." Index = roll − 1.
pub static STOOPID: [&str; 6] = [
    "Do nothing.",
    "Do nothing.",
    "Continue doing whatever he did last turn.",
    "Take normal turn.",
    "Take normal turn.",
    "Take normal turn.",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_enum_order_with_unique_snake_case_names() {
        let mut seen = std::collections::HashSet::new();
        for (i, s) in SKILLS.iter().enumerate() {
            assert_eq!(s.skill as usize, i, "{} out of place", s.id);
            assert_eq!(Skill::ALL[i], s.skill);
            for name in std::iter::once(s.id).chain(s.aliases.iter().copied()) {
                assert_eq!(normalise_id(name), name);
                assert!(seen.insert(name), "{name} twice");
            }
            assert!(s.effect.ends_with('.') || s.effect.ends_with(')'), "{}", s.id);
            // A starred figure in the effect means the skill may be doubled.
            if s.effect.contains('*') {
                assert!(s.double, "{} has starred figures", s.id);
            }
        }
    }

    #[test]
    fn the_starred_skills_of_the_1996_text_may_be_doubled() {
        let double: Vec<&str> = SKILLS.iter().filter(|s| s.double).map(|s| s.id).collect();
        for id in [
            "agile",
            "boss",
            "crack_shot",
            "fast_draw",
            "lucky",
            "quick_shot",
            "strong",
            "tough",
            "true_grit",
            "yellow",
        ] {
            assert!(double.contains(&id), "{id}");
        }
        for id in ["ambidextrous", "deadeye", "evil", "stoopid", "vengeful", "drunk", "fearless"] {
            assert!(!double.contains(&id), "{id}");
        }
    }

    #[test]
    fn skills_read_with_their_level() {
        assert_eq!(Skill::read("Quick Shot"), Some((Skill::QuickShot, 1)));
        assert_eq!(Skill::read("very-strong"), Some((Skill::Strong, 2)));
        assert_eq!(Skill::read("Very Very Tough"), Some((Skill::Tough, 3)));
        assert_eq!(Skill::read("Expert Fighter"), Some((Skill::SkilledFighter, 1)));
        assert_eq!(Skill::read("Swordsman"), Some((Skill::Knifeman, 1)));
        assert_eq!(Skill::read("gunslinger"), None);
        assert_eq!(Skill::Strong.label(2), "Very Strong");
        assert_eq!(Skill::Terrifying.label(2), "Very Terrifying");
        assert_eq!(Skill::Strong.label(1), "Strong");
    }

    #[test]
    fn implied_skills_and_fears_no_one() {
        assert_eq!(Skill::WhiteKnight.info().implies, &[Skill::Charmed, Skill::Tough]);
        assert_eq!(Skill::Wildman.info().implies, &[Skill::Tough, Skill::SkilledFighter, Skill::TrueGrit]);
        let fearless: Vec<Skill> = SKILLS.iter().filter(|s| s.fears_no_one).map(|s| s.skill).collect();
        assert_eq!(
            fearless,
            [Skill::LegendOfTheWest, Skill::NervesOfSteel, Skill::TrueGrit, Skill::WhiteKnight, Skill::Fearless]
        );
    }

    #[test]
    fn contradictions_are_found_either_way_round() {
        assert_eq!(contradiction(Skill::Evil, Skill::WhiteKnight).unwrap().clash, Clash::Excluded);
        assert_eq!(contradiction(Skill::Runt, Skill::Strong).unwrap().clash, Clash::Flagged);
        assert_eq!(contradiction(Skill::Yellow, Skill::TrueGrit).unwrap().clash, Clash::Excluded);
        assert_eq!(contradiction(Skill::Strong, Skill::Tough), None);
        for c in &CONTRADICTIONS {
            assert_ne!(c.a, c.b);
            assert!(!c.decision.is_empty());
        }
    }
}
