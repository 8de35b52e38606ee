use super::*;

fn sheet(json: &str) -> HeroSheet {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}"))
}

const MIRANDA: &str = r#"{
    "name": "Miranda Valentine",
    "traits": {"strength": 2, "dexterity": 3, "acuity": 3, "education": 2, "presence": 3, "reflex": 2,
               "quickness": 4, "coordination": 4},
    "skills": {"coordination": {"shooting_rifle": 3, "firearms_pistol": 2}, "quickness": {"initiative": 2},
               "dexterity": {"sneak": 1}},
    "wounds": {"left_leg": 1}
}"#;

#[test]
fn miranda_reads_as_the_chapter_gives_her() {
    let h = Hero::from_sheet(&sheet(MIRANDA)).unwrap();
    assert_eq!(h.pool("shooting_rifle"), Pool::new(3, Die::D10), "3d10 in Shooting: Rifle");
    assert_eq!(h.pool("initiative"), Pool::new(2, Die::D10), "her 2d10 Initiative");
    // Untrained Melee: her Strength (Brawn) rank in d4s.
    assert_eq!(h.pool("melee"), Pool::new(2, Die::D4));
    let d = h.derived();
    assert_eq!((d.size, d.conc, d.conc_left, d.damage_bonus), (6, 14, 14, 1));
    assert_eq!((d.aps, d.aps_now, d.ap_penalty, d.stun_tn), (10, 9, 1, 3));
    assert_eq!(d.worst_wound.as_deref(), Some("Flesh Wound"));
    assert_eq!(d.initiative.value, "2d10");
    assert_eq!(d.fortitude.value, "2d4");
    assert!(d.fortitude.how.contains("untrained"), "{}", d.fortitude.how);
    assert_eq!(d.defence_unarmed, 4);
    assert_eq!(d.throw_range, 30);
    assert!(d.flags.is_empty(), "{:?}", d.flags);
    let rifle = d.skills.iter().find(|s| s.id == "shooting_rifle").unwrap();
    assert_eq!(
        (rifle.name.as_str(), rifle.pool.as_str(), rifle.under.as_str()),
        ("Shooting: Rifle", "3d10", "coordination")
    );
}

#[test]
fn the_sheet_is_written_back_canonically_and_read_again() {
    let h = Hero::from_sheet(&sheet(MIRANDA)).unwrap();
    let canonical = h.to_sheet();
    assert_eq!(canonical.traits.len(), 8);
    assert_eq!(Hero::from_sheet(&canonical).unwrap(), h);
    let json = serde_json::to_value(&canonical).unwrap();
    assert_eq!(json["skills"]["coordination"]["shooting_rifle"], 3);
    assert_eq!(json["wounds"]["left_leg"], 1);
}

#[test]
fn a_missing_trait_is_normal_and_the_brief_s_dexterity_rifle_reads_3d8() {
    let h = Hero::from_sheet(&sheet(
        r#"{"name": "Hank", "traits": {"dexterity": 3}, "skills": {"dexterity": {"shooting_rifle": 3}}}"#,
    ))
    .unwrap();
    assert_eq!(h.rank(Trait::Reflex), 2);
    assert_eq!(h.pool("shooting_rifle"), Pool::new(3, Die::D8));
    let d = h.derived();
    assert!(d.flags.iter().any(|f| f.contains("usually checked with Coordination")), "{:?}", d.flags);
}

#[test]
fn every_problem_is_named_at_once() {
    let e = Hero::from_sheet(&sheet(
        r#"{"name": " ", "traits": {"strenght": 2, "reflex": 6},
            "skills": {"coordination": {"shooting_rifle": 6, "sneak": 1}, "dexterity": {"sneak": 2}, "luck": {"x": 1}},
            "size": 0, "wounds": {"left_leg": 6, "chest": 1, "belly": 1, "elbow": 1}}"#,
    ))
    .unwrap_err();
    let text = e.to_string();
    for part in [
        "name: a hero needs a name",
        "traits.strenght: not a trait",
        "(did you mean strength?)",
        "traits.reflex: rank 6 is not a rank",
        "skills.coordination.shooting_rifle: level 6 is not a level (1 to 5)",
        "skills.dexterity.sneak: sneak is already under coordination",
        "skills.luck: skills sit under a trait",
        "size: 0 is not a Size",
        "wounds.left_leg: 6 wounds",
        "wounds.chest: given twice",
        "wounds.elbow: not a location",
    ] {
        assert!(text.contains(part), "{part} missing from {text}");
    }
    assert_eq!(e.code(), "empty_name");
}

#[test]
fn a_skill_the_chapter_does_not_name_is_kept_and_flagged() {
    let h = Hero::from_sheet(&sheet(r#"{"name": "Cyril", "skills": {"presence": {"card_sharp": 3, "sneek": 1}}}"#))
        .unwrap();
    assert_eq!(h.pool("card_sharp"), Pool::new(3, Die::D6));
    let d = h.derived();
    assert!(d.flags.iter().any(|f| f.starts_with("card_sharp: not a skill the chapter names")), "{:?}", d.flags);
    assert!(d.flags.iter().any(|f| f.contains("did you mean sneak?")), "{:?}", d.flags);
}

#[test]
fn five_wounds_in_the_torso_is_death_and_conc_run_out_is_a_knock_out() {
    let h = Hero::from_sheet(&sheet(r#"{"name": "Pete", "wounds": {"torso": 5}, "conc_lost": 14}"#)).unwrap();
    let d = h.derived();
    assert!(d.dead && d.knocked_out);
    assert_eq!((d.ap_penalty, d.stun_tn), (5, 11));
    assert!(d.wounds.iter().any(|w| w.location == "torso" && w.disabled));
}

#[test]
fn each_problem_names_its_field() {
    let e =
        Hero::from_sheet(&sheet(r#"{"name": "", "traits": {"reflex": 9}, "skills": {"coordination": {"sneak": 7}}}"#))
            .unwrap_err();
    let fields: Vec<String> = e.0.iter().map(SheetError::field).collect();
    assert_eq!(fields, ["name", "traits.reflex", "skills.coordination.sneak"]);
}
