use super::*;
use crate::error::ErrorCode;
use crate::rules::fate::skills::SKILLS;

fn sheet(class: &str, skills: &[&str]) -> CharacterSheet {
    CharacterSheet {
        name: "Doc Holliday".to_string(),
        class: class.to_string(),
        skills: skills.iter().map(|s| SkillPick::plain(s)).collect(),
        hand: "right".to_string(),
        weapons: vec!["six_shooter".to_string()],
        kills: 0,
        wounds: vec![],
        notes: String::new(),
    }
}

fn check(sheet: &CharacterSheet) -> Result<Character, SheetErrors> {
    Character::from_sheet(sheet, &FateOptions::default())
}

/// The one error a sheet gives, checked by field and code; the message starts with the field.
fn only_error(sheet: &CharacterSheet, field: &str, code: &str) -> SheetError {
    let errors = check(sheet).expect_err("the sheet should be refused").0;
    assert_eq!(errors.len(), 1, "{errors:?}");
    let e = errors.into_iter().next().unwrap();
    assert_eq!((e.field().as_str(), e.code()), (field, code), "{e}");
    assert!(e.to_string().starts_with(&format!("{field}: ")), "{e}");
    e
}

#[test]
fn the_done_when_shootist_is_built_with_quick_shot_and_very_strong() {
    let c = check(&sheet("shootist", &["Quick shot", "very strong"])).unwrap();
    assert_eq!(c.class(), Class::Shootist);
    assert_eq!(c.level(Skill::QuickShot), 1);
    assert_eq!(c.level(Skill::Strong), 2);
    let labels: Vec<String> = c.skills().into_iter().map(|s| s.label).collect();
    assert_eq!(labels, ["Quick shot", "Very Strong"]);
    assert_eq!(c.weapons(), [Weapon::SixShooter]);
}

#[test]
fn a_sheet_reads_from_json_with_defaults_and_round_trips() {
    let s: CharacterSheet = serde_json::from_str(
        r#"{"name": "Big John", "class": "Legend", "skills": ["strong", {"id": "strong"}, {"id": "lucky", "level": 2}],
            "weapons": ["Winchester", "colt", "colt"], "kills": 7, "wounds": ["serious right arm", {"severity": "flesh", "location": "legs"}]}"#,
    )
    .unwrap();
    assert_eq!(s.hand, "right");
    let c = check(&s).unwrap();
    assert_eq!((c.level(Skill::Strong), c.level(Skill::Lucky)), (2, 2));
    assert_eq!(c.weapons(), [Weapon::RepeatingRifle, Weapon::SixShooter, Weapon::SixShooter]);
    assert_eq!(c.kills(), 7);
    assert_eq!(
        c.wounds(),
        [Wound::new(Severity::Serious, Location::RightArm), Wound::new(Severity::Flesh, Location::Legs)]
    );
    assert_eq!((c.serious_wounds(), c.flesh_wounds()), (1, 1));
    let canonical = c.to_sheet();
    assert_eq!(canonical.skills, [SkillPick::at("strong", 2), SkillPick::at("lucky", 2)]);
    assert_eq!(canonical.class, "legend");
    assert_eq!(check(&canonical).unwrap(), c);
    let json = serde_json::to_string(&canonical.skills[0]).unwrap();
    assert_eq!(json, r#"{"id":"strong","level":2}"#);
    assert!(serde_json::from_str::<CharacterSheet>(r#"{"name": "X", "class": "gunman", "horse": "Trigger"}"#).is_err());
}

#[test]
fn names_and_classes_are_checked() {
    let mut s = sheet("gunman", &[]);
    s.name = "  ".to_string();
    only_error(&s, "name", "empty_name");
    s.name = "x".repeat(81);
    only_error(&s, "name", "name_too_long");
    let e = only_error(&sheet("sheriff", &[]), "class", "unknown_class");
    assert!(e.to_string().contains("young_blood"));
    let o = FateOptions { indian_classes: RuleText::Ansell1996, ..Default::default() };
    let e = Character::from_sheet(&sheet("warrior", &[]), &o).unwrap_err().0;
    assert_eq!(e[0].code(), "indian_classes_off");
    assert!(check(&sheet("mighty warrior", &[])).is_ok());
}

#[test]
fn unknown_skills_suggest_the_nearest() {
    let e = only_error(&sheet("gunman", &["quik shot"]), "skills[0]", "unknown_skill");
    assert_eq!(e.to_string(), "skills[0]: \"quik shot\" is not a skill (did you mean quick_shot?)");
    only_error(&sheet("gunman", &["gunslinger"]), "skills[0]", "unknown_skill");
}

#[test]
fn only_double_skills_double_and_treble_is_an_option() {
    let e = only_error(&sheet("gunman", &["deadeye", "deadeye"]), "skills[1]", "not_a_double_skill");
    assert_eq!(
        e.to_string(),
        "skills[1]: Deadeye is not a double skill (no * in the rules), so it cannot be taken twice"
    );
    only_error(&sheet("gunman", &["very ambidextrous"]), "skills[0]", "not_a_double_skill");
    let e = only_error(&sheet("gunman", &["very strong", "strong"]), "skills[1]", "skill_level_too_high");
    assert!(e.to_string().contains("treble skills are off"), "{e}");
    let treble = FateOptions { treble_skills: true, ..Default::default() };
    let c = Character::from_sheet(&sheet("gunman", &["very strong", "strong"]), &treble).unwrap();
    assert_eq!(c.skills()[0].label, "Very, Very Strong");
    let mut s = sheet("gunman", &[]);
    s.skills = vec![SkillPick::at("strong", 0)];
    only_error(&s, "skills[0]", "bad_skill_level");
}

#[test]
fn implied_skills_come_with_their_givers_and_add_up() {
    let knight = check(&sheet("legend", &["white knight"])).unwrap();
    assert!(knight.has(Skill::Charmed) && knight.has(Skill::Tough));
    assert!(knight.fears_no_one());
    let tough = knight.skills().into_iter().find(|s| s.skill == Skill::Tough).unwrap();
    assert_eq!((tough.own_level, tough.implied_by.as_slice()), (0, &[Skill::WhiteKnight][..]));
    let wild = check(&sheet("gunman", &["wildman", "tough"])).unwrap();
    assert_eq!(wild.level(Skill::Tough), 2, "a Wildman who gains Tough is Very Tough");
    assert_eq!(wild.level(Skill::SkilledFighter), 1);
    assert_eq!(wild.level(Skill::TrueGrit), 1);
    assert!(wild.fears_no_one(), "through True Grit");
    let very = check(&sheet("legend", &["very white knight"])).unwrap();
    assert_eq!((very.level(Skill::Charmed), very.level(Skill::Tough)), (2, 2));
    let e = only_error(&sheet("legend", &["very white knight", "tough"]), "skills[1]", "skill_level_too_high");
    assert!(e.to_string().starts_with("skills[1]: Tough would be level 3"), "{e}");
    let e = only_error(&sheet("legend", &["tough", "very wildman"]), "skills[1]", "skill_level_too_high");
    assert!(e.to_string().contains("Tough"), "{e}");
}

#[test]
fn excluded_skills_are_refused_at_the_later_entry_and_flagged_ones_kept() {
    let e = only_error(&sheet("legend", &["white knight", "evil"]), "skills[1]", "contradictory_skills");
    assert!(e.to_string().starts_with("skills[1]: Evil contradicts White knight; "), "{e}");
    only_error(&sheet("gunman", &["nervous", "nerves of steel"]), "skills[1]", "contradictory_skills");
    only_error(&sheet("gunman", &["true grit", "yellow"]), "skills[1]", "contradictory_skills");
    let e = only_error(&sheet("gunman", &["yellow", "wildman"]), "skills[1]", "contradictory_skills");
    assert!(e.to_string().starts_with("skills[1]: Wildman, which gives True Grit, contradicts Yellow"), "{e}");
    let c = check(&sheet("gunman", &["strong", "runt", "deadeye", "nervous"])).unwrap();
    let flags: Vec<(Skill, Skill)> = c.flags().iter().map(|f| (f.a, f.b)).collect();
    assert_eq!(flags.len(), 2, "{flags:?}");
}

#[test]
fn hands_weapons_and_wounds_are_checked() {
    let mut s = sheet("gunman", &[]);
    s.hand = "left".to_string();
    assert_eq!(check(&s).unwrap().hand(), Hand::Left);
    s.hand = "ambidextrous".to_string();
    only_error(&s, "hand", "ambidextrous_without_skill");
    s.skills = vec![SkillPick::plain("ambidextrous")];
    assert!(check(&s).unwrap().is_ambidextrous());
    s.hand = "both feet".to_string();
    only_error(&s, "hand", "unknown_hand");

    let mut s = sheet("gunman", &[]);
    s.weapons = vec!["knife".to_string(), "tomahawk".to_string(), "bowie knife".to_string()];
    let e = only_error(&s, "weapons[2]", "too_many_weapons");
    assert_eq!(e.to_string(), "weapons[2]: at most 1 knife per model");
    s.weapons = vec!["winchestr".to_string()];
    let e = only_error(&s, "weapons[0]", "unknown_weapon");
    assert!(e.to_string().contains("did you mean winchester?"), "{e}");

    let mut s = sheet("gunman", &[]);
    s.wounds = vec![WoundPick::new("scratch", "legs")];
    only_error(&s, "wounds[0]", "unknown_wound_severity");
    s.wounds = vec![WoundPick::parse("flesh wound, tail")];
    only_error(&s, "wounds[0]", "unknown_location");
    assert_eq!(WoundPick::parse("Serious wound to right arm"), WoundPick::new("serious wound", "right arm"));
}

#[test]
fn every_problem_is_reported_at_once() {
    let mut s = sheet("deputy", &["banjo"]);
    s.name = String::new();
    s.hand = "up".to_string();
    s.weapons = vec!["ray gun".to_string()];
    let errors = check(&s).unwrap_err();
    let fields: Vec<String> = errors.0.iter().map(SheetError::field).collect();
    assert_eq!(fields, ["name", "class", "skills[0]", "hand", "weapons[0]"]);
    assert_eq!(errors.code(), "empty_name");
}

#[test]
fn every_skill_can_be_taken_alone() {
    for s in &SKILLS {
        let c = check(&sheet("gunman", &[s.id])).unwrap_or_else(|e| panic!("{}: {e}", s.id));
        assert!(c.has(s.skill));
        if s.double {
            let very = check(&sheet("gunman", &[&format!("very {}", s.id)])).unwrap();
            assert_eq!(very.level(s.skill), 2, "{}", s.id);
        }
    }
}

#[test]
fn skilled_fighter_has_no_star_and_is_held_once() {
    // Ansell 1996, Skills: "Skilled Fighter: adds four dice when attempting to hit in a fight." — no
    // `*`, so not a double skill, whatever gives it.
    assert!(!Skill::SkilledFighter.is_double());
    let e = only_error(&sheet("gunman", &["skilled fighter", "skilled fighter"]), "skills[1]", "not_a_double_skill");
    assert!(e.to_string().contains("Skilled Fighter is not a double skill"), "{e}");
    only_error(&sheet("gunman", &["very skilled fighter"]), "skills[0]", "not_a_double_skill");
    let very_wild = check(&sheet("legend", &["very wildman"])).unwrap();
    assert_eq!(very_wild.level(Skill::Tough), 2);
    assert_eq!(very_wild.level(Skill::SkilledFighter), 1, "a Very Wildman is a Skilled Fighter once");
    let e = only_error(&sheet("gunman", &["wildman", "skilled fighter"]), "skills[1]", "not_a_double_skill");
    assert!(e.to_string().starts_with("skills[1]: Skilled Fighter"), "{e}");
    only_error(&sheet("gunman", &["skilled fighter", "wildman"]), "skills[1]", "not_a_double_skill");
}

#[test]
fn sheets_of_an_earlier_posse_are_brought_up_to_the_settled_readings() {
    let o = FateOptions::default();
    let old = sheet("legend", &["fast_learner", "strong", "very skilled fighter"]);
    assert!(check(&old).is_err(), "typed now, it is refused");
    let (new, changes) = old.upgraded();
    assert_eq!(changes.len(), 2, "{changes:?}");
    let c = Character::from_sheet(&new, &o).unwrap();
    assert_eq!((c.level(Skill::Strong), c.level(Skill::SkilledFighter)), (1, 1));
    assert!(new.notes.contains("Fast learner removed") && new.notes.contains("Skilled Fighter cut to one level"));
    let (wild, changes) = sheet("gunman", &["wildman", "expert fighter"]).upgraded();
    assert_eq!(changes.len(), 1);
    assert_eq!(Character::from_sheet(&wild, &o).unwrap().level(Skill::SkilledFighter), 1);
    let fine = sheet("gunman", &["strong", "skilled fighter"]);
    assert_eq!(fine.upgraded(), (fine.clone(), Vec::new()), "a sheet that obeys is left alone");
}
