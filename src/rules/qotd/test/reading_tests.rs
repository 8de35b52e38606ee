//! The readings settled by issue 10 (QOTD items 1–13, 25, 26), each against the rule text's words.

use super::fixtures::character;
use super::*;
use crate::error::ErrorCode;
use crate::rules::qotd::charts::{AttackForm, ShotType};

fn c() -> Circumstances {
    Circumstances::default()
}

fn dv(p: &TestPlan) -> Vec<(&str, i8)> {
    p.reasons.iter().filter_map(|r| r.dv.map(|n| (r.source.as_str(), n))).collect()
}

fn rerolls(p: &TestPlan) -> Vec<&str> {
    p.reroll_sources.iter().map(String::as_str).collect()
}

fn planned(ch: &Character, test: TestId, circ: &Circumstances) -> TestPlan {
    check(ch, test, circ).unwrap_or_else(|e| panic!("{test}: {e}"));
    plan(ch, test, circ)
}

fn refused(ch: &Character, test: TestId, circ: &Circumstances) -> String {
    check(ch, test, circ).expect_err("refused").code().to_string()
}

fn with(weapon: &str) -> Circumstances {
    Circumstances { weapon: Some(weapon.into()), ..c() }
}

/// Item 1. Reel 2, Brawler: "Lowers the enemy's DV by 1 when using clubs, chairs, bottles or other
/// improvised short range weapons."
#[test]
fn a_brawler_lowers_the_dv_only_with_clubs_and_improvised_short_weapons() {
    let brawler = character("main", "ordinary", &["brawler"], &[]);
    for weapon in ["club", "pistol_as_club", "cosh", "sap", "farm_implement"] {
        let p = planned(&brawler, TestId::HitFromAnAttack, &with(weapon));
        assert!(dv(&p).contains(&("brawler", -1)), "{weapon}: {:?}", dv(&p));
    }
    for weapon in ["scythe", "two_handed_club", "pitchfork", "improvised_spear", "knife", "sabre", "fists"] {
        let p = planned(&brawler, TestId::HitFromAnAttack, &with(weapon));
        assert!(!dv(&p).iter().any(|(s, _)| *s == "brawler"), "{weapon}: {:?}", dv(&p));
        let note = p.reasons.iter().find(|r| r.source == "brawler").expect("a note says why");
        assert!(note.text.contains("improvised short range weapons"), "{}", note.text);
    }
}

/// Item 2. The Weapons Table's notes: Whips "Treat as a hasty shot"; thrown weapons "All shots are
/// deliberate or aimed"; hurled weapons the same "unless knives or rocks".
#[test]
fn a_whip_is_always_hasty_and_thrown_weapons_deliberate_or_aimed() {
    let hero = character("hero", "ordinary", &[], &["whip", "thrown", "lasso", "throwing_knife"]);
    let whip = planned(&hero, TestId::HitFromShooting, &with("whip"));
    assert_eq!(whip.firing.unwrap().shot, ShotType::Hasty);
    assert!(dv(&whip).contains(&("hasty", 2)), "{:?}", dv(&whip));
    let aimed = Circumstances { shot_type: Some(ShotType::Aimed), ..with("whip") };
    assert_eq!(refused(&hero, TestId::HitFromShooting, &aimed), "shot_not_possible");
    assert!(check(&hero, TestId::HitFromShooting, &aimed).unwrap_err().to_string().contains("Treat as a hasty shot"));

    // A thrown spear is deliberate, even after moving; aimed when aimed; never hasty or snap.
    let moved = Circumstances { moved: true, ..with("thrown") };
    let p = planned(&hero, TestId::HitFromShooting, &moved);
    assert_eq!(p.firing.unwrap().shot, ShotType::Deliberate);
    assert!(!dv(&p).iter().any(|(s, _)| *s == "hasty"), "{:?}", dv(&p));
    assert!(p.reasons.iter().any(|r| r.text.contains("All shots are deliberate or aimed")));
    let aimed = Circumstances { shot_type: Some(ShotType::Aimed), ..with("thrown") };
    assert_eq!(planned(&hero, TestId::HitFromShooting, &aimed).firing.unwrap().shot, ShotType::Aimed);
    for shot in [ShotType::Hasty, ShotType::Snap] {
        for weapon in ["thrown", "lasso"] {
            let asked = Circumstances { shot_type: Some(shot), ..with(weapon) };
            assert_eq!(refused(&hero, TestId::HitFromShooting, &asked), "shot_not_possible", "{weapon} {shot:?}");
        }
    }
    // "… unless knives or rocks": a throwing knife may be thrown hastily, and moving makes it so.
    let knife = Circumstances { moved: true, ..with("throwing_knife") };
    assert_eq!(planned(&hero, TestId::HitFromShooting, &knife).firing.unwrap().shot, ShotType::Hasty);
}

/// Item 3. Reel 2, Fighter or Expert: "If it is a missile weapon then they can reroll a task or
/// reload roll when using that weapon".
#[test]
fn an_experts_task_reroll_is_for_a_missile_weapon_only() {
    let rifleman = character("main", "ordinary", &["expert:winchester"], &[]);
    assert_eq!(rerolls(&planned(&rifleman, TestId::WantingToCompleteATask, &with("winchester"))), ["expert"]);
    let swordsman = character("main", "ordinary", &["expert:sabre"], &[]);
    let p = planned(&swordsman, TestId::WantingToCompleteATask, &with("sabre"));
    assert!(rerolls(&p).is_empty());
    assert!(p.reasons.iter().any(|r| r.source == "expert" && r.text.contains("missile weapon only")));
    // The swordsman keeps his re-roll of a miss in a fight.
    assert_eq!(rerolls(&planned(&swordsman, TestId::HitFromAnAttack, &with("sabre"))), ["expert"]);
}

/// Item 7. Reel 5, Forms of attack: "Rash characters and fanatics must use this attack in the
/// first round of fighting."
#[test]
fn rash_and_fanatic_attackers_make_an_all_out_attack_in_the_first_round() {
    for personality in ["rash", "fanatic"] {
        let hothead = character("supporting", personality, &[], &["knife"]);
        let p = planned(&hothead, TestId::HitFromAnAttack, &c());
        assert!(rerolls(&p).contains(&"all_out"), "{personality}: {:?}", rerolls(&p));
        assert!(p.reasons.iter().any(|r| r.source == "first_round"));
        let blow = Circumstances { attack: Some(AttackForm::MightyBlow), ..c() };
        assert_eq!(refused(&hothead, TestId::HitFromAnAttack, &blow), "must_attack_all_out");
        let later = Circumstances { later_round: true, ..blow };
        assert!(dv(&planned(&hothead, TestId::HitFromAnAttack, &later)).contains(&("mighty_blow", -1)));
        let wanting = planned(&hothead, TestId::WantingToAttack, &c());
        assert!(wanting.reasons.iter().any(|r| r.source == "first_round"), "the planner says so");
    }
    let calm = character("supporting", "ordinary", &[], &["knife"]);
    assert!(!rerolls(&planned(&calm, TestId::HitFromAnAttack, &c())).contains(&"all_out"));
}

/// Item 8. Reel 3, Responding to an attack, 2 to 4: "Flustered! Panic and DV is lowered by 1".
#[test]
fn a_flustered_target_has_its_dv_lowered_by_1() {
    let hero = character("hero", "ordinary", &[], &["winchester", "knife"]);
    let flustered = Circumstances { flustered: true, ..c() };
    assert!(dv(&planned(&hero, TestId::HitFromShooting, &flustered)).contains(&("flustered", -1)));
    assert!(dv(&planned(&hero, TestId::HitFromAnAttack, &flustered)).contains(&("flustered", -1)));
    assert_eq!(refused(&hero, TestId::CourageTest, &flustered), "does_not_apply");
}

/// Item 12. The Le Mat "may make 1 shot as a sawn off shotgun" (6 paces, High); preloaded
/// cylinders make "reloading … a normal action but the weapon misfires on a 3 and 2"; fanning "is
/// only possible with a single action revolver"; dynamite "can be thrown 8 paces"; a shield counts
/// against "a non-gunpowder weapon".
#[test]
fn the_le_mat_barrel_preloaded_cylinders_fanning_and_dynamite() {
    let hero = character("hero", "ordinary", &[], &["le_mat"]);
    let barrel = Circumstances { fire_mode: Some("shotgun_barrel".into()), range_paces: Some(5), ..c() };
    let p = planned(&hero, TestId::HitFromShooting, &barrel);
    assert_eq!(p.dice.to_string(), "2D10, both can score", "one barrel of a sawn-off");
    assert!(dv(&p).contains(&("high_impact", -1)));
    assert_eq!(p.firing.unwrap().reload(), crate::rules::qotd::Reload::AfterEveryShot);
    let far = Circumstances { range_paces: Some(13), ..barrel.clone() };
    assert_eq!(refused(&hero, TestId::HitFromShooting, &far), "out_of_range");
    let snap = Circumstances { shot_type: Some(ShotType::Snap), ..barrel };
    assert_eq!(refused(&hero, TestId::HitFromShooting, &snap), "shot_not_possible");
    let bullets = planned(&hero, TestId::HitFromShooting, &c());
    assert_eq!(bullets.dice.to_string(), "2D10, take the best");
    let wrong = Circumstances { fire_mode: Some("shotgun_barrel".into()), ..with("winchester") };
    assert_eq!(refused(&hero, TestId::HitFromShooting, &wrong), "unknown_fire_mode");

    // Preloaded cylinders: a normal reload (not reduced), misfires on 3 and 2 (the default reading,
    // option `preloaded_misfires`).
    let navy = with("cap_and_ball_revolver");
    assert!(planned(&hero, TestId::ReloadOrRestring, &navy).reduced, "difficult to reload");
    let preloaded = Circumstances { preloaded_cylinder: true, ..navy };
    let p = planned(&hero, TestId::ReloadOrRestring, &preloaded);
    assert!(!p.reduced && p.reasons.iter().any(|r| r.text.contains("normal action")));
    let shot = planned(&hero, TestId::HitFromShooting, &preloaded).firing.unwrap();
    assert_eq!(shot.mishaps, crate::rules::qotd::Mishaps::PRELOADED_CYLINDER);
    let rifle = Circumstances { preloaded_cylinder: true, ..with("winchester") };
    assert_eq!(refused(&hero, TestId::ReloadOrRestring, &rifle), "no_preloaded_cylinder");

    // Fanning: single action revolvers only.
    let fan = |w: &str| Circumstances { shot_type: Some(ShotType::Fanning), range_paces: Some(4), ..with(w) };
    for ok in ["cartridge_revolver", "cap_and_ball_revolver", "walker_colt"] {
        assert_eq!(planned(&hero, TestId::HitFromShooting, &fan(ok)).dice.to_string(), "3D10, all can score");
    }
    for no in ["pepperpot", "long_pistol", "automatic_pistol", "double_action_revolver", "cap_and_ball_long_pistol"] {
        assert_eq!(refused(&hero, TestId::HitFromShooting, &fan(no)), "shot_not_possible", "{no}");
    }
    assert!(check(&hero, TestId::HitFromShooting, &fan("pepperpot"))
        .unwrap_err()
        .to_string()
        .contains("only possible with a single action revolver"));

    // Dynamite: 8 paces and no further; a shield is no help against it.
    let throw = |r: u8| Circumstances { range_paces: Some(r), shield: true, ..with("dynamite") };
    let p = planned(&hero, TestId::HitFromShooting, &throw(8));
    assert!(!dv(&p).iter().any(|(s, _)| *s == "shield"), "{:?}", dv(&p));
    assert!(!p.reduced);
    assert_eq!(refused(&hero, TestId::HitFromShooting, &throw(9)), "out_of_range");
    let arrow = Circumstances { shield: true, ..with("bow") };
    assert!(dv(&planned(&hero, TestId::HitFromShooting, &arrow)).contains(&("shield", 1)));
}

/// Item 13. Reel 3: "Heroes, Main and Supporting characters can choose … to hold"; Reel 2,
/// Healer/Saw Bones: "Can heal wounds"; Reel 5: "any hits count as high impact if the
/// mount/vehicle is moving over 4 paces".
#[test]
fn minor_characters_cannot_hold_healing_needs_a_healer_and_a_fast_mount_hits_hard() {
    let minor = character("minor", "ordinary", &[], &[]);
    assert_eq!(refused(&minor, TestId::RespondingToAnOpportunity, &c()), "cannot_hold");
    assert!(check(&minor, TestId::RespondingToAnOpportunity, &c()).unwrap_err().to_string().contains("cannot Hold"));
    assert!(check(&minor, TestId::RespondingToAnAttack, &c()).is_ok(), "anyone may respond to an attack");
    assert!(check(&character("supporting", "ordinary", &[], &[]), TestId::RespondingToAnOpportunity, &c()).is_ok());

    let layman = character("main", "ordinary", &[], &[]);
    assert_eq!(refused(&layman, TestId::Healing, &c()), "not_a_healer");
    assert!(check(&character("main", "ordinary", &["healer"], &[]), TestId::Healing, &c()).is_ok());

    let rider = character("main", "ordinary", &[], &["sabre"]);
    let fast = Circumstances { mounted: true, mount_over_4_paces: true, ..c() };
    assert_eq!(dv(&planned(&rider, TestId::HitFromAnAttack, &fast)), [("mounted", -1), ("high_impact", -1)]);
    let walking = Circumstances { mount_over_4_paces: true, ..c() };
    assert_eq!(refused(&rider, TestId::HitFromAnAttack, &walking), "not_mounted");
}

/// Item 25. "A flag that does not apply to the test asked is refused with the reason, never
/// silently ignored."
#[test]
fn every_circumstance_is_read_by_some_test_and_refused_elsewhere() {
    let plain = serde_json::to_value(Circumstances::default()).unwrap();
    let keys: Vec<&String> = plain.as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), FIELDS.len(), "every field of Circumstances is in the table, once");
    for key in keys {
        assert!(FIELDS.iter().any(|f| f.field == key), "{key} is not in the table");
    }
    let asked: Vec<Asked> = TestId::ALL.into_iter().map(Asked::Test).chain([Asked::Shot, Asked::Fight]).collect();
    for f in &FIELDS {
        assert!(asked.iter().any(|a| fields_of(*a).contains(&f.field)), "{} is read by nothing", f.field);
        assert!(!f.about.is_empty());
    }
    // The example: `posse odds qotd wanting_to_shoot --type supporting --difficult`.
    let supporting = character("supporting", "ordinary", &[], &[]);
    let difficult = Circumstances { difficult: true, ..c() };
    let e = check(&supporting, TestId::WantingToShoot, &difficult).unwrap_err();
    assert_eq!(e.code(), "does_not_apply");
    assert!(e.to_string().starts_with("difficult: does not apply to Wanting to Shoot"), "{e}");
    // Cut!, Lucky, jokers and reduced dice apply to every roll in play, not to the post action roll.
    for field in ["cut", "lucky", "joker", "reduced"] {
        assert!(fields_of(Asked::Test(TestId::WantingToShoot)).contains(&field), "{field}");
        assert!(!fields_of(Asked::Test(TestId::PostActionRecovery)).contains(&field), "{field}");
    }
    assert!(!fields_of(Asked::Shot).contains(&"perfect"), "a chain weighs the 10 itself");
    assert!(
        fields_of(Asked::Shot).contains(&"target_cut")
            && !fields_of(Asked::Test(TestId::HitFromShooting)).contains(&"target_cut")
    );
}

/// Item 26. Reel 6, I'm Exhausted!: "If they take part in the next adventure they do so with one
/// card less than normal and using their reduced dice."
#[test]
fn reduced_dice_come_from_the_circumstances_or_the_campaign_with_the_reason() {
    let hero = character("hero", "ordinary", &[], &["winchester"]);
    let p = planned(&hero, TestId::CourageTest, &Circumstances { reduced: true, ..c() });
    assert_eq!((p.reduced, p.dice.to_string()), (true, "1D10".to_string()));
    assert!(p.reasons.iter().any(|r| r.source == "reduced_dice" && r.text.contains("I'm Exhausted!")));
    let exhausted = hero.clone().with_reduced_dice("I'm Exhausted! after \"Dry Gulch\"");
    let p = planned(&exhausted, TestId::HitFromShooting, &c());
    assert_eq!(p.dice.to_string(), "1D10", "a single shot's 2D10 High, one step down");
    assert!(p.reasons.iter().any(|r| r.text == "Reduced dice: I'm Exhausted! after \"Dry Gulch\""));
    // The roll after the adventure is the character's action dice, whatever the last one said.
    assert!(!planned(&exhausted, TestId::PostActionRecovery, &c()).reduced);
    assert_eq!(refused(&hero, TestId::PostActionRecovery, &Circumstances { reduced: true, ..c() }), "does_not_apply");
}

/// Item 10 (the default reading): "they have gained the Cautious Trait" adds Cautious's effect —
/// "When taking all Responding or Reacting to new events tests they use reduced dice" — to a
/// character who keeps their own personality.
#[test]
fn cautious_gained_after_a_brush_with_death_reduces_responding_dice_and_keeps_the_personality() {
    let mut sheet = character("main", "lucky", &[], &[]).to_sheet();
    sheet.cautious = true;
    let shaken = Character::from_sheet(&sheet).unwrap();
    assert_eq!(shaken.personality().id, "lucky");
    for test in [TestId::RespondingToAnAttack, TestId::ReactingToANewEvent] {
        let p = planned(&shaken, test, &c());
        assert!(p.reduced && p.reasons.iter().any(|r| r.text.contains("brush with death")), "{test}");
    }
    let lucky = Circumstances { lucky: true, ..c() };
    assert_eq!(rerolls(&planned(&shaken, TestId::CourageTest, &lucky)), ["lucky"], "still Lucky");
}

/// Issue 21, item 12. Reel 2, Disciplined: "May reroll when Wanting to move, Shoot, Attack, Hold or
/// Reload"; Fleet Footed: "Can reroll a failed Wanting to move roll". Reel 3 has "Wanting to Move",
/// its rows in terrain ("Wanting To Move in Forest or Jungle" …) and, a row of its own, "Wanting to
/// evade": neither re-rolls evading.
#[test]
fn disciplined_and_fleet_footed_re_roll_wanting_to_move_not_wanting_to_evade() {
    for (personality, traits, id) in
        [("disciplined", &[][..], "disciplined"), ("ordinary", &["fleet_footed"][..], "fleet_footed")]
    {
        let ch = character("supporting", personality, traits, &[]);
        assert_eq!(rerolls(&planned(&ch, TestId::WantingToMove, &c())), [id]);
        assert_eq!(rerolls(&planned(&ch, TestId::WantingToMoveInForestOrJungle, &c())), [id]);
        assert!(rerolls(&planned(&ch, TestId::WantingToEvade, &c())).is_empty(), "{id} on evading");
    }
}

/// Issue 21, item 9. Reel 2, Frail: "When trying to come too after being KO'd or to recovering from
/// medical treatment they use reduced dice"; Tough: "They can reroll their dice if being healed or
/// attempting to come too after being KO'd". Reel 6 spells both out for its chart of coming round
/// and healing ("If the KO'd/wounded character is frail use reduced dice; If the KO'd/wounded
/// character is Tough reroll a failed dice roll"), and not for Post action rest and recovery ("After
/// each adventure roll the character's Action dice"): the roll after the adventure is neither.
#[test]
fn frail_and_tough_change_coming_round_and_healing_not_the_roll_after_the_adventure() {
    let frail_tough = character("main", "ordinary", &["frail", "tough"], &[]);
    let come_round = planned(&frail_tough, TestId::ComingRound, &c());
    assert!(come_round.reduced && rerolls(&come_round) == ["tough"]);
    let healer = character("main", "ordinary", &["healer"], &[]);
    let patient = Circumstances { patient_frail: true, patient_tough: true, ..c() };
    let heal = planned(&healer, TestId::Healing, &patient);
    assert!(heal.reduced && rerolls(&heal) == ["patient_tough"]);
    for row in [RecoverySituation::WithCards, RecoverySituation::NoCards, RecoverySituation::HesGoing] {
        let after = planned(&frail_tough, TestId::PostActionRecovery, &Circumstances { recovery: Some(row), ..c() });
        assert!(!after.reduced && after.rerolls.is_empty(), "{row:?}");
        assert_eq!(after.dice.to_string(), "2D10, take the best");
    }
    assert_eq!(refused(&frail_tough, TestId::PostActionRecovery, &patient), "does_not_apply");
}
