use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::rules::fate::test_character;

fn sheet(class: &str, skills: &[&str]) -> CharacterSheet {
    test_character(class, skills).to_sheet()
}

fn with_kills(class: &str, skills: &[&str], kills: u32) -> Character {
    let s = CharacterSheet { kills, ..sheet(class, skills) };
    Character::from_sheet(&s, &FateOptions::default()).unwrap()
}

fn record() -> GunfightRecord {
    GunfightRecord::default()
}

fn killed(classes: &[Class]) -> GunfightRecord {
    GunfightRecord { fired_at_opponent: true, kills: classes.to_vec(), ..record() }
}

fn promoted_to(c: &Character, r: &GunfightRecord) -> Option<Class> {
    experience(c, r).promotion.map(|p| p.to)
}

#[test]
fn a_citizen_who_fires_at_an_opponent_becomes_a_gunman() {
    let c = test_character("citizen", &[]);
    assert_eq!(promoted_to(&c, &record()), None);
    let fired = GunfightRecord { fired_at_opponent: true, ..record() };
    let e = experience(&c, &fired);
    let p = e.promotion.clone().unwrap();
    assert_eq!((p.from, p.to), (Class::Citizen, Class::Gunman));
    assert!(p.reason.contains("fire a shot at an opponent"), "{}", p.reason);
    assert_eq!((e.skills_for_kills, e.skill_after_gunfight, e.skill_chance), (0, false, false));
    // Killing implies firing; one step only, and a Citizen gains no skills for kills.
    let e = experience(&c, &GunfightRecord { kills: vec![Class::Gunman, Class::Shootist], ..record() });
    assert_eq!(e.promotion.map(|p| p.to), Some(Class::Gunman));
    assert_eq!((e.skills_for_kills, e.kills_to_add), (0, 2));
    let wounded = GunfightRecord { seriously_wounded: 1, ..record() };
    assert_eq!(promoted_to(&c, &wounded), Some(Class::Gunman));
}

#[test]
fn a_gunman_becomes_a_shootist_once_he_has_killed_an_armed_man() {
    let c = test_character("gunman", &[]);
    let e = experience(&c, &GunfightRecord { fired_at_opponent: true, seriously_wounded: 2, ..record() });
    assert_eq!((e.promotion, e.skills_for_kills, e.skill_chance), (None, 0, false));
    let e = experience(&c, &killed(&[Class::Citizen]));
    assert_eq!(e.promotion.map(|p| (p.from, p.to)), Some((Class::Gunman, Class::Shootist)));
    assert_eq!((e.skills_for_kills, e.kills_to_add), (1, 1), "including the first");
    let e = experience(&c, &killed(&[Class::Citizen, Class::Gunman, Class::Legend]));
    assert_eq!(e.promotion.map(|p| p.to), Some(Class::Shootist), "one class per gunfight");
    assert_eq!(e.skills_for_kills, 3);
    assert!(!e.skill_after_gunfight && !e.skill_chance);
    // Kills from his days as a Citizen count towards his career, and earn their skill now
    // ("including the first"; issue 10, item 24).
    let veteran = with_kills("gunman", &[], 1);
    let e = experience(&veteran, &record());
    assert_eq!(e.promotion.map(|p| p.to), Some(Class::Shootist));
    assert_eq!(e.skills_for_kills, 1);
}

#[test]
fn a_shootist_becomes_a_legend_by_three_armed_men_or_a_legend() {
    let c = test_character("shootist", &[]);
    let two = GunfightRecord { seriously_wounded: 1, ..killed(&[Class::Gunman]) };
    assert_eq!(promoted_to(&c, &two), None);
    let three = GunfightRecord { seriously_wounded: 2, ..killed(&[Class::Gunman]) };
    let e = experience(&c, &three);
    assert_eq!(e.promotion.as_ref().map(|p| p.to), Some(Class::Legend));
    assert!(e.promotion.unwrap().reason.contains("3 armed men"));
    assert_eq!((e.skills_for_kills, e.skill_chance, e.skill_after_gunfight), (1, true, false), "the Shootist's rate");
    let wounded_three = GunfightRecord { seriously_wounded: 3, ..record() };
    assert_eq!(promoted_to(&c, &wounded_three), Some(Class::Legend));
    let e = experience(&c, &killed(&[Class::Legend]));
    assert_eq!(e.promotion.as_ref().map(|p| p.to), Some(Class::Legend));
    assert!(e.promotion.unwrap().reason.contains("killed a Legend"));
    assert_eq!(promoted_to(&c, &killed(&[Class::MightyWarrior])), Some(Class::Legend));
    assert_eq!(promoted_to(&c, &killed(&[Class::Shootist, Class::Warrior])), None);
}

#[test]
fn shootist_skills_one_per_kill_and_a_chance_for_a_serious_wound() {
    let c = test_character("shootist", &[]);
    let e = experience(&c, &killed(&[Class::Citizen, Class::Gunman]));
    assert_eq!((e.skills_for_kills, e.skill_chance, e.max_skills()), (2, false, 2));
    let e = experience(&c, &GunfightRecord { seriously_wounded: 1, ..record() });
    assert_eq!((e.skills_for_kills, e.skill_chance, e.max_skills()), (0, true, 1));
    let e = experience(&c, &record());
    assert_eq!(e.max_skills(), 0);
}

#[test]
fn legends_gain_a_skill_per_kill_and_one_after_every_gunfight() {
    let c = test_character("legend", &[]);
    let e = experience(&c, &record());
    assert_eq!((e.promotion, e.skills_for_kills, e.skill_after_gunfight, e.skill_chance), (None, 0, true, false));
    let e = experience(&c, &GunfightRecord { seriously_wounded: 4, ..killed(&[Class::Legend, Class::Gunman]) });
    assert_eq!((&e.promotion, e.skills_for_kills, e.skill_after_gunfight, e.skill_chance), (&None, 2, true, false));
    assert_eq!(e.max_skills(), 3);
}

#[test]
fn the_indian_classes_climb_the_same_ladder() {
    let young = test_character("young_blood", &[]);
    assert_eq!(promoted_to(&young, &GunfightRecord { fired_at_opponent: true, ..record() }), None, "never a Citizen");
    let e = experience(&young, &killed(&[Class::Gunman]));
    assert_eq!(e.promotion.map(|p| (p.from, p.to)), Some((Class::YoungBlood, Class::Warrior)));
    assert_eq!(e.skills_for_kills, 1);
    let warrior = test_character("warrior", &[]);
    assert_eq!(promoted_to(&warrior, &killed(&[Class::Legend])), Some(Class::MightyWarrior));
    let three = GunfightRecord { seriously_wounded: 3, ..record() };
    let e = experience(&warrior, &three);
    assert_eq!((e.promotion.map(|p| p.to), e.skill_chance), (Some(Class::MightyWarrior), true));
    let mighty = test_character("mighty_warrior", &[]);
    let e = experience(&mighty, &killed(&[Class::Gunman]));
    assert_eq!((e.promotion, e.skills_for_kills, e.skill_after_gunfight), (None, 1, true));
}

#[test]
fn the_dead_gain_nothing() {
    let c = test_character("legend", &[]);
    let e = experience(&c, &GunfightRecord { ending: FateEnding::Dead, ..killed(&[Class::Legend]) });
    assert!(e.dead);
    assert_eq!((&e.promotion, e.max_skills(), e.kills_to_add), (&None, 0, 0));
}

#[test]
fn misconduct_costs_the_whole_gunfight() {
    let c = test_character("shootist", &[]);
    let big = GunfightRecord { seriously_wounded: 1, ..killed(&[Class::Legend, Class::Gunman]) };
    let cases = [
        (GunfightRecord { backshot: true, ..big.clone() }, Misconduct::Backshooting),
        (GunfightRecord { shot_helpless: true, ..big.clone() }, Misconduct::ShootingTheHelpless),
        (GunfightRecord { shot_surrendered_or_woman: true, ..big.clone() }, Misconduct::ShootingTheSurrenderedOrWomen),
        (GunfightRecord { surrendered: true, ..big.clone() }, Misconduct::Surrendering),
        (GunfightRecord { ending: FateEnding::Surrendered, ..big.clone() }, Misconduct::Surrendering),
        (GunfightRecord { refused_challenge: true, ..big.clone() }, Misconduct::RefusingAChallenge),
        (GunfightRecord { ending: FateEnding::RefusedChallenge, ..big.clone() }, Misconduct::RefusingAChallenge),
    ];
    for (r, why) in cases {
        let e = experience(&c, &r);
        let found: Vec<_> = e.disqualified.iter().map(|d| d.misconduct).collect();
        assert_eq!(found, [why], "{r:?}");
        assert_eq!(e.disqualified[0].text, why.text());
        assert_eq!((&e.promotion, e.max_skills(), e.kills_to_add), (&None, 0, 0), "{r:?}");
    }
    let citizen = test_character("citizen", &[]);
    let e = experience(&citizen, &GunfightRecord { fired_at_opponent: true, backshot: true, ..record() });
    assert_eq!(e.promotion, None);
    let all = GunfightRecord { backshot: true, shot_helpless: true, surrendered: true, refused_challenge: true, ..big };
    assert_eq!(experience(&c, &all).disqualified.len(), 4);
}

#[test]
fn evil_keeps_his_experience_for_backshooting_but_not_for_surrender_or_refusal() {
    let evil = test_character("shootist", &["evil"]);
    let dirty =
        GunfightRecord { backshot: true, shot_helpless: true, seriously_wounded: 2, ..killed(&[Class::Gunman]) };
    let e = experience(&evil, &dirty);
    assert!(e.disqualified.is_empty());
    assert_eq!((e.promotion.map(|p| p.to), e.skills_for_kills, e.kills_to_add), (Some(Class::Legend), 1, 1));
    assert!(e.reasons.iter().any(|r| r.starts_with("Evil: backshooting")), "{:?}", e.reasons);
    for r in [
        GunfightRecord { surrendered: true, ..dirty.clone() },
        GunfightRecord { ending: FateEnding::RefusedChallenge, ..dirty.clone() },
        // Ansell 1996, Evil: "gains normal experience from backshooting, shooting KO'd and unarmed
        // victims, also friends and allies" — not from men who surrendered, nor women.
        GunfightRecord { shot_surrendered_or_woman: true, ..dirty.clone() },
    ] {
        let e = experience(&evil, &r);
        assert_eq!(e.disqualified.len(), 1);
        assert_eq!(e.promotion, None);
    }
}

#[test]
fn a_record_reads_from_json_with_defaults_and_endings_as_typed() {
    let r: GunfightRecord = serde_json::from_str(r#"{"ending": "flesh_wounded", "kills": ["gunman"]}"#).unwrap();
    assert_eq!(r, GunfightRecord { ending: FateEnding::FleshWounded, kills: vec![Class::Gunman], ..record() });
    let r: GunfightRecord = serde_json::from_str("{}").unwrap();
    assert_eq!(r, record());
    assert!(serde_json::from_str::<GunfightRecord>(r#"{"backshoot": true}"#).is_err());
    for e in FateEnding::ALL {
        assert_eq!(FateEnding::from_id(e.id()), Some(e));
    }
    assert_eq!(FateEnding::from_id("KO"), Some(FateEnding::KnockedOut));
    assert_eq!(FateEnding::from_id("Killed"), Some(FateEnding::Dead));
    assert_eq!(FateEnding::from_id("refused a challenge"), Some(FateEnding::RefusedChallenge));
    assert_eq!(FateEnding::from_id("danced"), None);
}

fn options(treble: bool) -> FateOptions {
    FateOptions { treble_skills: treble, ..FateOptions::default() }
}

#[test]
fn a_double_skill_taken_again_is_doubled() {
    let mut s = sheet("shootist", &["strong"]);
    assert_eq!(take_skill(&mut s, Skill::Strong, &options(false)), Ok(2));
    assert_eq!(s.skills, [SkillPick::at("strong", 2)]);
    assert_eq!(Character::from_sheet(&s, &options(false)).unwrap().skills()[0].label, "Very Strong");
    let before = s.clone();
    let e = take_skill(&mut s, Skill::Strong, &options(false)).unwrap_err();
    assert_eq!(e, ExperienceError::AtMaximum { field: "skill".into(), skill: Skill::Strong, level: 2, max: 2 });
    assert_eq!(e.code(), "level_too_high");
    assert_eq!(e.to_string(), "skill: Strong is already level 2, the most in this campaign (treble skills are off)");
    assert_eq!(s, before);
    assert_eq!(take_skill(&mut s, Skill::Strong, &options(true)), Ok(3));
    assert_eq!(s.skills, [SkillPick::at("strong", 3)]);
    assert!(take_skill(&mut s, Skill::Strong, &options(true)).is_err());
}

#[test]
fn a_new_skill_is_added_and_a_plain_one_is_not_taken_twice() {
    let mut s = sheet("legend", &["deadeye"]);
    assert_eq!(take_skill(&mut s, Skill::Lucky, &options(false)), Ok(1));
    assert_eq!(s.skills, [SkillPick::at("deadeye", 1), SkillPick::at("lucky", 1)]);
    let e = take_skill(&mut s, Skill::Deadeye, &options(false)).unwrap_err();
    assert_eq!(e.code(), "not_double");
    assert_eq!(e.to_string(), "skill: Deadeye has no * in the rules, so it cannot be taken twice");
}

#[test]
fn a_skill_the_rules_refuse_is_not_taken() {
    let mut s = sheet("legend", &["white_knight"]);
    let e = take_skill(&mut s, Skill::Evil, &options(false)).unwrap_err();
    assert_eq!(e.code(), "cannot_take_skill");
    assert!(e.to_string().starts_with("skill: Evil cannot be taken: skills["), "{e}");
    // White knight implies Tough: Tough once more is Very Tough, twice more is too much.
    assert_eq!(take_skill(&mut s, Skill::Tough, &options(false)), Ok(2));
    assert_eq!(take_skill(&mut s, Skill::Tough, &options(false)).unwrap_err().code(), "level_too_high");
    let mut bad = sheet("legend", &[]);
    bad.class = "sheriff".into();
    assert_eq!(take_skill(&mut bad, Skill::Tough, &options(false)).unwrap_err().code(), "invalid_sheet");
}

#[test]
fn legend_of_the_west_gives_one_more_random_skill_and_then_free_choice() {
    // Ansell 1996, Skills, Legend of the West: "… Fears noone Roll randomly for one' additional
    // skill now. If this character gains any further skills he may choose whichever ones he wants."
    assert_eq!(extra_draws(Skill::LegendOfTheWest), 1);
    assert!(Skill::ALL.iter().filter(|s| **s != Skill::LegendOfTheWest).all(|s| extra_draws(*s) == 0));
    assert!(may_choose_skills(&test_character("shootist", &["legend of the west"])));
    assert!(!may_choose_skills(&test_character("shootist", &[])));
    assert!(Skill::LegendOfTheWest.info().effect.ends_with("he may choose whichever ones he wants."));
    assert_eq!(Skill::read("fast_learner"), None, "no such skill in the text");
    assert!(!chits().any(|s| s.id() == "fast_learner"));
    // A Legend who draws Legend of the West after a gunfight earns one more skill: two in all.
    let o = options(false);
    let mut s = sheet("legend", &[]);
    let c = Character::from_sheet(&s, &o).unwrap();
    let e = experience(&c, &GunfightRecord::default());
    assert_eq!(e.max_skills(), 1);
    let changes = apply_experience(&mut s, &e, &[Skill::LegendOfTheWest, Skill::Lucky], &o).unwrap();
    assert_eq!(changes, ["Gains Legend of the West.", "Gains Lucky."]);
    let e = apply_experience(&mut sheet("legend", &[]), &e, &[Skill::Strong, Skill::Lucky], &o).unwrap_err();
    assert_eq!(e.code(), "too_many_skills");
}

#[test]
fn fearless_is_never_drawn_and_every_other_chit_is() {
    let all: Vec<_> = chits().collect();
    assert_eq!(all.len(), 32);
    assert!(!all.contains(&Skill::Fearless));
    let s = sheet("legend", &[]);
    let mut seen = std::collections::HashSet::new();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..2000 {
        let draws = draw_skill(&s, &options(false), &mut rng);
        assert_eq!(draws.len(), 1, "a character with no skills can take anything");
        assert!(draws[0].taken && draws[0].why_not.is_none());
        seen.insert(draws[0].drawn);
    }
    assert_eq!(seen.len(), 32);
    assert!(!seen.contains(&Skill::Fearless));
}

#[test]
fn impossible_skills_are_drawn_again() {
    // Every plain skill held, and every double one doubled: only what is left can be taken.
    let mut s = sheet("legend", &[]);
    for skill in chits() {
        if matches!(skill, Skill::Evil | Skill::Nervous | Skill::Yellow | Skill::Wildman | Skill::WhiteKnight) {
            continue;
        }
        let _ = take_skill(&mut s, skill, &options(false));
        if skill.is_double() {
            let _ = take_skill(&mut s, skill, &options(false));
        }
    }
    let o = options(false);
    let takeable: Vec<Skill> = chits().filter(|k| take_skill(&mut s.clone(), *k, &o).is_ok()).collect();
    assert!(!takeable.is_empty() && takeable.len() < 5, "{takeable:?}");
    let mut redraws = 0;
    for seed in 0..50 {
        let a = draw_skill(&s, &o, &mut ChaCha8Rng::seed_from_u64(seed));
        assert_eq!(a, draw_skill(&s, &o, &mut ChaCha8Rng::seed_from_u64(seed)), "seeded draws repeat");
        let (last, before) = a.split_last().unwrap();
        assert!(last.taken && takeable.contains(&last.drawn));
        assert!(before.iter().all(|d| !d.taken && d.why_not.is_some()));
        redraws += before.len();
    }
    assert!(redraws > 50, "most chits are impossible for this man: {redraws}");
    let mut bad = s.clone();
    bad.class = "sheriff".into();
    assert!(draw_skill(&bad, &o, &mut ChaCha8Rng::seed_from_u64(0)).is_empty());
}

#[test]
fn the_fifty_percent_chance_is_4_to_6_on_a_d6() {
    for d in 1..=3 {
        assert_eq!(skill_chance_gained(d), Ok(false));
    }
    for d in 4..=6 {
        assert_eq!(skill_chance_gained(d), Ok(true));
    }
    for d in [0, 7] {
        let e = skill_chance_gained(d).unwrap_err();
        assert_eq!((e.code(), e.to_string()), ("bad_d6", format!("d6: {d} is not a D6 roll (1 to 6)")));
    }
}

#[test]
fn an_experience_is_written_to_the_sheet() {
    let o = options(false);
    let mut s = CharacterSheet { kills: 0, ..sheet("gunman", &["strong"]) };
    let c = Character::from_sheet(&s, &o).unwrap();
    let e = experience(&c, &killed(&[Class::Gunman, Class::Citizen]));
    let changes = apply_experience(&mut s, &e, &[Skill::Strong, Skill::LegendOfTheWest, Skill::Lucky], &o).unwrap();
    assert_eq!(
        changes,
        [
            "Promoted from Gunman to Shootist.",
            "Kills: 0 → 2.",
            "Gains Strong (now Very Strong).",
            "Gains Legend of the West.",
            "Gains Lucky.",
        ]
    );
    assert_eq!((s.class.as_str(), s.kills), ("shootist", 2));
    let c = Character::from_sheet(&s, &o).unwrap();
    assert_eq!((c.level(Skill::Strong), c.level(Skill::Lucky)), (2, 1));
}

#[test]
fn a_bad_experience_leaves_the_sheet_alone() {
    let o = options(false);
    let mut s = sheet("shootist", &["deadeye"]);
    let before = s.clone();
    let c = Character::from_sheet(&s, &o).unwrap();
    let e = experience(&c, &killed(&[Class::Gunman]));
    let err = apply_experience(&mut s, &e, &[Skill::Lucky, Skill::Tough], &o).unwrap_err();
    assert_eq!(err, ExperienceError::TooManySkills { allowed: 1, given: 2 });
    let err = apply_experience(&mut s, &e, &[Skill::Deadeye], &o).unwrap_err();
    assert_eq!(err.code(), "not_double");
    assert!(err.to_string().starts_with("skills[0]: "), "{err}");
    assert_eq!(s, before);
    // Fewer skills than allowed is fine (a draw skipped); kills are still counted.
    assert_eq!(apply_experience(&mut s, &e, &[], &o).unwrap(), ["Kills: 0 → 1."]);
    // An experience worked out for another class is refused.
    let citizen = test_character("citizen", &[]);
    let e = experience(&citizen, &GunfightRecord { fired_at_opponent: true, ..record() });
    let err = apply_experience(&mut s, &e, &[], &o).unwrap_err();
    assert_eq!(err, ExperienceError::ClassChanged { expected: Class::Citizen, found: Class::Shootist });
}

#[test]
fn a_gunman_promoted_on_career_kills_gets_the_skill_for_the_first_kill_too() {
    // Ansell 1996, Skills: "Shootists gain a skill for each armed man they kill (including the
    // first)". A Citizen who killed became a Gunman; after his next gunfight, with no kill in it, he
    // becomes a Shootist on that kill and gains its skill.
    let o = options(false);
    let mut s = sheet("citizen", &[]);
    let c = Character::from_sheet(&s, &o).unwrap();
    let first = experience(&c, &killed(&[Class::Gunman]));
    assert_eq!((first.promotion.as_ref().map(|p| p.to), first.max_skills()), (Some(Class::Gunman), 0));
    apply_experience(&mut s, &first, &[], &o).unwrap();
    assert_eq!((s.class.as_str(), s.kills), ("gunman", 1));
    let c = Character::from_sheet(&s, &o).unwrap();
    let second = experience(&c, &GunfightRecord { fired_at_opponent: true, ..record() });
    assert_eq!(second.promotion.as_ref().map(|p| p.to), Some(Class::Shootist));
    assert_eq!(second.skills_for_kills, 1, "the skill for the first kill");
    assert!(second.reasons.iter().any(|r| r.contains("(including the first)")), "{:?}", second.reasons);
    // A Gunman who kills two in the gunfight that makes him a Shootist: two skills, as before.
    let e = experience(&test_character("gunman", &[]), &killed(&[Class::Gunman, Class::Citizen]));
    assert_eq!(e.skills_for_kills, 2);
    // A Gunman with three earlier kills who kills again: this kill, and the first of his career.
    let old_hand = Character::from_sheet(&CharacterSheet { kills: 3, ..sheet("gunman", &[]) }, &o).unwrap();
    assert_eq!(experience(&old_hand, &killed(&[Class::Gunman])).skills_for_kills, 2);
    // Once a Shootist, only the new kills count.
    let shootist = Character::from_sheet(&CharacterSheet { kills: 1, ..sheet("shootist", &[]) }, &o).unwrap();
    assert_eq!(experience(&shootist, &killed(&[Class::Gunman])).skills_for_kills, 1);
}

#[test]
fn knocked_down_is_not_helpless_and_the_evil_keep_ko_and_unarmed_victims_only() {
    let evil = test_character("gunman", &["evil"]);
    let e = experience(&evil, &GunfightRecord { shot_helpless: true, ..killed(&[Class::Gunman]) });
    assert!(e.disqualified.is_empty());
    assert!(e.reasons.iter().any(|r| r.contains("KO'd or unarmed")), "{:?}", e.reasons);
    let e = experience(&evil, &GunfightRecord { shot_surrendered_or_woman: true, ..killed(&[Class::Gunman]) });
    assert_eq!(e.disqualified[0].misconduct, Misconduct::ShootingTheSurrenderedOrWomen);
    assert!(e.disqualified[0].text.contains("Evil or not"));
    assert!(!Misconduct::ShootingTheHelpless.text().contains("surrendered"));
}
