//! Every chart checked cell by cell against the rule text: `testdata/quick-on-the-draw-tables.txt`
//! is the rule text's table lines, copied verbatim (compiled in; nothing is read at run time).

use super::*;
use crate::dice::Keep;
use crate::rules::qotd::CharacterType;

const RULE_TABLES: &str = include_str!("testdata/quick-on-the-draw-tables.txt");

/// The cells of line `n` of the rule text.
fn line(n: usize) -> Vec<&'static str> {
    let prefix = format!("{n}: ");
    let text = RULE_TABLES
        .lines()
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("line {n} is not a table line of the rule text"));
    text.split('\t').collect()
}

/// Where the scan is mended, as each chart's doc comment says: (as scanned, as mended).
const MENDS: &[(&str, &str)] = &[
    ("Clear !", "Clear!"),
    ("The stumbles into", "The character stumbles into"),
    ("hit by an low impact", "hit by a low impact"),
    ("nearest cover of if in cover", "nearest cover or if in cover"),
    ("The Beats becomes", "The Beast becomes"),
    ("All single shot weapons volley guns", "All single shot weapons and volley guns"),
    ("Courage test t", "Courage test"),
];

/// A cell as words: markup, bullets and line breaks dropped, the scan's mends made, runs of
/// spaces as one.
fn words(text: &str) -> String {
    let mut plain = String::new();
    let mut in_tag = false;
    for c in text.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if in_tag => {}
            '•' | '➤' => plain.push(' '),
            c => plain.push(c),
        }
    }
    let plain: String =
        plain.lines().map(|l| l.trim().strip_prefix("– ").unwrap_or(l.trim())).collect::<Vec<_>>().join(" ");
    let mut plain = plain.split_whitespace().collect::<Vec<_>>().join(" ");
    for (scanned, mended) in MENDS {
        plain = plain.replace(scanned, mended);
    }
    plain
}

fn outcome_words(o: &ChartOutcome) -> String {
    words(&format!("{} {}", o.headline, o.text))
}

/// Each 1 / 2–4 / 5–9 / 10 chart and its line in the rule text.
const CHART_LINES: &[(&str, usize)] = &[
    ("wanting_to_move", 229),
    ("wanting_to_evade", 230),
    ("wanting_to_move_in_forest_or_jungle", 231),
    ("wanting_to_move_in_deep_snow_or_sand", 232),
    ("wanting_to_move_through_a_swamp", 233),
    ("wanting_to_move_through_ruins", 234),
    ("wanting_to_complete_a_task", 260),
    ("responding_to_an_opportunity", 277),
    ("responding_to_an_attack", 278),
    ("reacting_to_a_new_event", 279),
    ("locating_the_enemy", 290),
    ("courage_test", 305),
    ("wanting_to_shoot", 322),
    ("hit_from_shooting", 348),
    ("reload_or_restring", 378),
    ("drawing_and_shooting", 410),
    ("responding_to_an_opponent_drawing", 411),
    ("wanting_to_attack", 480),
    ("breaking_off", 489),
    ("hit_from_an_attack", 501),
    ("coming_round", 647),
    ("healing", 648),
    ("beasts_reaction", 704),
];

#[test]
fn every_chart_reads_as_the_rule_text_cell_by_cell() {
    for (id, n) in CHART_LINES {
        let chart = action_chart(id).unwrap_or_else(|| panic!("no chart {id}"));
        let cells = line(*n);
        assert_eq!(cells.len(), 5, "line {n}");
        for band in Band::ALL {
            assert_eq!(outcome_words(chart.outcome(band)), words(cells[band.index() + 1]), "{id}, {band}");
        }
    }
}

#[test]
fn the_chart_titles_are_the_reasons_for_test() {
    for (id, n) in CHART_LINES {
        let chart = action_chart(id).unwrap();
        let reason = line(*n)[0].replace("Deep a Sand", "Deep Sand");
        assert_eq!(chart.title, reason, "{id}");
        assert!(chart.source.starts_with("QOTD Reel "), "{id}");
    }
}

#[test]
fn entanglement_and_escape_read_as_the_rule_text() {
    // Printed 10, 5+, 2 to 4, 1, one line each.
    for (band, n) in [(Band::Ten, 677), (Band::FiveToNine, 678), (Band::TwoToFour, 679), (Band::One, 680)] {
        let cells = line(n);
        assert_eq!(cells[0], ["10", "5+", "2 to 4", "1"][3 - band.index()]);
        assert_eq!(outcome_words(ENTANGLEMENT.outcome(band)), words(cells[1]), "{band}");
    }
    let cells = line(691);
    for band in Band::ALL {
        assert_eq!(outcome_words(ESCAPE.outcome(band)), words(cells[band.index()]), "{band}");
    }
}

#[test]
fn post_action_recovery_reads_as_the_rule_text() {
    for (row, n) in [664, 665, 666].into_iter().enumerate() {
        let cells = line(n);
        let (situation, outcomes) = &POST_ACTION_RECOVERY.rows[row];
        assert_eq!(*situation, cells[0]);
        for band in Band::ALL {
            assert_eq!(outcome_words(&outcomes[band.index()]), words(cells[band.index() + 1]), "{situation} {band}");
        }
    }
    assert_eq!(line(663)[1..], RECOVERY_COLUMNS);
}

#[test]
fn the_charts_are_copied_literally() {
    let got_them = WANTING_TO_SHOOT.on(10);
    assert_eq!(got_them.headline, "Got Them!");
    assert_eq!(
        got_them.text,
        "Make the perfect shot and may reroll the shooting attack dice if failed to hit ignoring any 1's rolled. OR if attacked may choose to make a Hasty Shot and make a counter attack"
    );
    assert_eq!(WANTING_TO_SHOOT.on(7).headline, "Shoot at the Enemy!");
    assert_eq!(HIT_FROM_SHOOTING.on(5).headline, "Gotcha!");
    assert_eq!(HIT_FROM_SHOOTING.on(10).headline, "Bulls Eye!");
    assert_eq!(
        HIT_FROM_SHOOTING.on(10).text.lines().next(),
        Some("The hit is deadly – roll for the effect with the targets DV lower by 2.")
    );
    assert_eq!(HIT_FROM_SHOOTING.on(1).text.lines().count(), 8);
    assert_eq!(COURAGE_TEST.on(1).headline, "Let's get out of here!");
    assert_eq!(
        COURAGE_TEST.on(3).text.lines().nth(1),
        Some("If in close combat, fall back 2 paces and during the rest of this combat is \"On the Back Foot\"")
    );
    assert_eq!(WANTING_TO_MOVE_THROUGH_A_SWAMP.on(1).headline, "Glug! Glug!");
    assert_eq!(
        RESPONDING_TO_AN_ATTACK.on(6),
        &ChartOutcome { headline: "Respond", text: "Can do a hasty shot or evade or block" }
    );
    assert_eq!(COMING_ROUND.on(5).headline, "'Where Am I?'");
    assert_eq!(HEALING.on(10).text, "Success: the wounded character recovers all lost cards");
    assert_eq!(BEASTS_REACTION.on(10).headline, "The Beast becomes enraged and makes an all-out attack");
    assert_eq!(recovery_of(RecoverySituation::NoCards, 1).headline, "He's Going!");
    assert_eq!(recovery_of(RecoverySituation::HesGoing, 3).headline, "A Goner!");
    assert_eq!(recovery_of(RecoverySituation::HesGoing, 9).headline, "Needs Extensive Medical Care!");
    assert_eq!(recovery_of(RecoverySituation::WithCards, 10).headline, "Experience is a great Teacher!");
}

#[test]
fn poison_fails_on_1_to_4() {
    for roll in 1..=10 {
        let poisoned = POISON.on(roll).headline == "Poisoned!";
        assert_eq!(poisoned, roll <= 4, "{roll}");
    }
    assert_eq!(POISON_HITS, 2);
}

#[test]
fn bands_follow_the_conventions_of_reel_1() {
    let bands: Vec<Band> = (0..=12).map(Band::of).collect();
    use Band::*;
    assert_eq!(
        bands,
        [
            One, One, TwoToFour, TwoToFour, TwoToFour, FiveToNine, FiveToNine, FiveToNine, FiveToNine, FiveToNine, Ten,
            Ten, Ten
        ]
    );
    assert_eq!(Band::ALL.map(Band::label), ["1", "2–4", "5–9", "10"]);
    for band in Band::ALL {
        assert!(band.rolls().all(|r| Band::of(r) == band));
        assert_eq!(Band::ALL[band.index()], band);
    }
    assert!(!TwoToFour.is_success() && FiveToNine.is_success());
}

#[test]
fn every_chart_has_a_unique_snake_case_id_and_is_found_by_it() {
    let mut ids = std::collections::HashSet::new();
    for chart in ACTION_CHARTS {
        assert!(ids.insert(chart.id), "{} twice", chart.id);
        assert!(chart.id.chars().all(|c| c.is_ascii_lowercase() || c == '_'), "{}", chart.id);
        assert_eq!(action_chart(chart.id), Some(chart));
        assert_eq!(action_chart(&format!("qotd.{}", chart.id)), Some(chart));
        for o in &chart.outcomes {
            assert!(!o.headline.is_empty(), "{}", chart.id);
        }
    }
    assert_eq!(ACTION_CHARTS.len(), 26);
    assert_eq!(action_chart("banjo"), None);
}

#[test]
fn every_chart_is_in_the_registry() {
    let ids: Vec<String> = tables().into_iter().map(|t| t.info.id).collect();
    for chart in ACTION_CHARTS {
        assert!(ids.contains(&format!("qotd.{}", chart.id)), "{} is not in the registry", chart.id);
    }
    for id in [
        "qotd.post_action_recovery",
        "qotd.effects_of_hits",
        "qotd.vehicle_damage",
        "qotd.animal_damage",
        "qotd.weapons",
        "qotd.movement_rates",
        "qotd.dv_adjustments",
    ] {
        assert!(ids.iter().any(|i| i == id), "{id}");
    }
}

#[test]
fn effects_of_hits_is_the_table_as_printed() {
    assert_eq!(line(569)[1..], ["DV-3", "DV-2", "DV-1", "DV 0", "DV 1", "DV 2", "DV 3", "DV 3+"]);
    assert_eq!(line(568)[4..], EFFECTS_OF_HITS_WHO[3..]);
    for (i, roll) in (1..=10).rev().enumerate() {
        let cells = line(570 + i);
        assert_eq!(cells[0], roll.to_string());
        for (c, column) in DvColumn::ALL.iter().enumerate() {
            assert_eq!(EFFECTS_OF_HITS[i][c].label(), cells[c + 1], "roll {roll}, DV {}", column.key());
            assert_eq!(effect_of_hit(column.0, roll).label(), cells[c + 1]);
        }
    }
}

#[test]
fn effects_of_hits_spot_checks() {
    assert_eq!(effect_of_hit(0, 5), HitEffect::Hits(1));
    assert_eq!(effect_of_hit(-3, 1), HitEffect::Hits(3));
    assert_eq!(effect_of_hit(3, 10), HitEffect::NearMiss);
    assert_eq!(effect_of_hit(0, 9), HitEffect::CourageTest);
    assert_eq!(effect_of_hit(4, 7), HitEffect::Graze);
    // Beyond the table: below −3 reads DV−3, above 3 reads DV 3+; rolls clamp to 1 … 10.
    assert_eq!(effect_of_hit(-9, 8), effect_of_hit(-3, 8));
    assert_eq!(effect_of_hit(9, 2), effect_of_hit(4, 2));
    assert_ne!(effect_of_hit(3, 1), effect_of_hit(4, 1));
    assert_eq!(effect_of_hit(0, 0), effect_of_hit(0, 1));
    assert_eq!(effect_of_hit(0, 12), effect_of_hit(0, 10));
    assert_eq!(dv_column(-7), DvColumn(-3));
    assert_eq!(dv_column(6).key(), "3+");
    assert_eq!(HitEffect::Hits(2).hits(), 2);
    assert_eq!(HitEffect::Graze.hits(), 0);
}

#[test]
fn vehicle_damage_is_the_table_as_printed() {
    assert_eq!(line(620)[1..], ["VDV-3", "VDV-2", "VDV-1", "VDV 0", "VDV 1", "VDV 2", "VDV 3", "VDV 3+"]);
    for (i, roll) in (1..=10).rev().enumerate() {
        let cells = line(621 + i);
        assert_eq!(cells[0], roll.to_string());
        for (c, column) in DvColumn::ALL.iter().enumerate() {
            // The table prints "Courage test" and "Courage Test" alike.
            assert_eq!(
                vehicle_damage(column.0, roll).label().to_lowercase(),
                words(cells[c + 1]).to_lowercase(),
                "roll {roll}, VDV {}",
                column.key()
            );
        }
    }
    assert_eq!(line(609)[1..], VehicleConstruction::ALL.map(VehicleConstruction::name));
    assert_eq!(line(610)[1..], VehicleConstruction::ALL.map(|c| c.vdv().to_string()).each_ref().map(String::as_str));
}

#[test]
fn animal_damage_is_the_table_as_printed() {
    assert_eq!(line(712)[1..], ["DV -2", "DV -1", "DV0", "DV1", "DV2", "DV3+"]);
    for (i, roll) in (1..=10).rev().enumerate() {
        let cells = line(713 + i);
        assert_eq!(cells[0], roll.to_string());
        for (c, dv) in (-2..=3).enumerate() {
            assert_eq!(animal_damage(dv, roll).label(), cells[c + 1], "roll {roll}, DV {dv}");
        }
    }
    assert_eq!(animal_damage(-2, 4), AnimalDamage::Slain);
    assert_eq!(animal_damage(3, 5), AnimalDamage::Hits(1));
}

#[test]
fn an_animal_beyond_the_table_rolls_an_extra_die() {
    assert_eq!(animal_dv_column(-2), AnimalDvColumn { dv: -2, extra_die: None });
    assert_eq!(animal_dv_column(-4), AnimalDvColumn { dv: -2, extra_die: Some(Keep::Worst) });
    assert_eq!(animal_dv_column(3), AnimalDvColumn { dv: 3, extra_die: None });
    assert_eq!(animal_dv_column(5), AnimalDvColumn { dv: 3, extra_die: Some(Keep::Best) });
}

#[test]
fn outcome_tables_read_as_the_rule_text() {
    let tables: [(&[OutcomeEffect], usize); 3] =
        [(&HIT_OUTCOMES, 582), (&MOUNT_HIT_OUTCOMES, 600), (&VEHICLE_DAMAGE_EFFECTS, 633)];
    for (outcomes, first) in tables {
        for (i, o) in outcomes.iter().enumerate() {
            let cells = line(first + i);
            assert_eq!(o.outcome, cells[0]);
            assert_eq!(words(o.effect), words(cells[1]), "{}", o.outcome);
        }
    }
    for (i, (damage, effect)) in ANIMAL_DAMAGE_EFFECTS.iter().enumerate() {
        let cells = line(727 + i);
        assert_eq!(*damage, cells[0]);
        assert_eq!(words(effect), words(cells[1]));
    }
    let explained = [HitEffect::Hits(2), HitEffect::CourageTest, HitEffect::Graze, HitEffect::NearMiss]
        .map(|e| HIT_OUTCOMES[e.outcome_index()].outcome);
    assert_eq!(explained, ["Hit", "Courage Test", "Graze", "Near Miss"]);
    for damage in VehicleDamage::ALL {
        assert_eq!(
            VEHICLE_DAMAGE_EFFECTS.iter().find(|o| o.outcome == damage.label()).map(|o| o.effect),
            Some(damage.effect())
        );
    }
    assert_eq!(MOUNT_STAMINA, [("Horse or camel sized", 2), ("Elephant sized", 4)]);
}

/// The words of a text, for checking that split bullets keep the table's words.
fn word_set(text: &str) -> std::collections::BTreeSet<String> {
    words(text)
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

#[test]
fn dv_adjustments_are_in_the_tables_rows_and_columns_with_every_word() {
    let check = |adjustments: &[DvAdjustment], first_line: usize, columns: &[(Side, usize)]| {
        for (row, amount) in [-2, -1, 1, 2].into_iter().enumerate() {
            let cells = line(first_line + row);
            for (side, column) in columns {
                let ours: Vec<&DvAdjustment> = adjustments
                    .iter()
                    .filter(|a| a.amount == amount && (columns.len() == 1 || a.side == *side))
                    .collect();
                let raw = word_set(cells[*column]);
                let mine: std::collections::BTreeSet<String> = ours.iter().flat_map(|a| word_set(a.text)).collect();
                let extra: Vec<_> = mine.difference(&raw).collect();
                assert!(extra.is_empty(), "{amount} {side:?}: words not in the table: {extra:?}");
                let lost: Vec<_> = raw.difference(&mine).filter(|w| !["or", "and"].contains(&w.as_str())).collect();
                assert!(lost.is_empty(), "{amount} {side:?}: words of the table lost: {lost:?}");
            }
        }
    };
    check(DV_ADJUSTMENTS, 561, &[(Side::Target, 1), (Side::Shooter, 2)]);
    check(VDV_ADJUSTMENTS, 615, &[(Side::Target, 1)]);

    for list in [DV_ADJUSTMENTS, VDV_ADJUSTMENTS] {
        let mut ids = std::collections::HashSet::new();
        for a in list {
            assert!(ids.insert(a.condition_id), "{} twice", a.condition_id);
            assert!([-2, -1, 1, 2].contains(&a.amount));
        }
    }
    assert_eq!(dv_adjustment("marksman").map(|a| (a.amount, a.side)), Some((-2, Side::Shooter)));
    assert_eq!(dv_adjustment("hard_cover").map(|a| (a.amount, a.side)), Some((2, Side::Target)));
    assert_eq!(dv_adjustment("point_blank").map(|a| a.amount), Some(-1));
    assert_eq!(dv_adjustment("wrong_hand").map(|a| a.amount), Some(2));
    assert_eq!(vdv_adjustment("moving_very_fast").map(|a| a.amount), Some(1));
    assert_eq!(dv_adjustment("banjo"), None);
}

#[test]
fn shooting_types_take_their_adjustments_from_the_dv_table() {
    let dv: Vec<i8> = ShotType::ALL.map(ShotType::dv_adjustment).to_vec();
    assert_eq!(dv, [2, 1, 2, 0, -1]);
    assert_eq!(ShotType::Fanning.max_range(), Some(6));
    assert!(!ShotType::Hasty.needs_stationary_shooter() && ShotType::Aimed.needs_stationary_shooter());
    assert_eq!(ShotType::Snap.firing_form(), Some(FiringForm::DoubleShot));
    assert_eq!(AttackForm::MightyBlow.condition_id().and_then(dv_adjustment).map(|a| a.amount), Some(-1));
    assert_eq!(AttackForm::AllOut.condition_id().and_then(dv_adjustment).map(|a| a.side), Some(Side::Target));
    assert_eq!(DefenceForm::Block.condition_id().and_then(dv_adjustment).map(|a| a.amount), Some(2));
    assert!(DefenceForm::Evade.needs_response() && !DefenceForm::Basic.needs_response());
}

#[test]
fn form_of_attack_dice_are_the_table_as_printed() {
    assert_eq!(line(390)[1..], FiringForm::ALL.map(FiringForm::heading));
    assert_eq!(line(391)[1..], FiringForm::ALL.map(FiringForm::text));
    for (row, n) in [392, 393].into_iter().enumerate() {
        let cells = line(n);
        assert_eq!(cells[1..], FORM_DICE[row].map(|d| d.label()).each_ref().map(String::as_str), "line {n}");
    }
    assert_eq!(line(393)[0], FORM_DICE_ROWS[1]);
    let hero = FiringForm::ALL.map(|f| form_dice(f, CharacterType::Hero).label());
    assert_eq!(
        hero,
        ["2D10 High", "2D10 High", "2D10 and both can score", "3D10 and all can score", "4D10 and all can score"]
    );
    assert_eq!(form_dice(FiringForm::Scatter, CharacterType::Minor), FormDice { dice: 2, all_score: true });
    assert_eq!(form_dice(FiringForm::SingleShot, CharacterType::Supporting).label(), "1D10");
}

#[test]
fn shooting_types_and_forms_of_attack_are_the_rule_texts() {
    // Not tables in the text: bullet lists, whose words are checked here.
    assert_eq!(ShotType::Hasty.text(), "these are any shots made whilst moving or drawing a firearm");
    assert_eq!(ShotType::Deliberate.text(), "this covers most shots; the shooter must not have moved.");
    assert_eq!(AttackForm::Standard.text(), "Cut and thrust with a weapon or Kick and punch if unarmed");
    assert_eq!(DefenceForm::Evade.text(), "turn and evade away from their opponent (no need to test again)");
}

#[test]
fn reloading_rules_are_the_table_as_printed() {
    for (i, rule) in RELOADING_RULES.iter().enumerate() {
        let cells = line(382 + i);
        assert_eq!(rule.heading, cells[0]);
        assert_eq!(words(rule.weapons), words(cells[1]), "{}", rule.id);
    }
}

#[test]
fn random_movement_is_the_rule_texts() {
    let cell = words(line(224)[1]);
    assert!(cell.ends_with("Roll 1D10 1- 3 Reverse: 4&5 Go Right: 6 &7 Go left: 8+ Straight Ahead"), "{cell}");
    let directions: Vec<&str> = (1..=10).map(|r| random_direction(r).label()).collect();
    assert_eq!(
        directions,
        [
            "Reverse",
            "Reverse",
            "Reverse",
            "Go Right",
            "Go Right",
            "Go left",
            "Go left",
            "Straight Ahead",
            "Straight Ahead",
            "Straight Ahead"
        ]
    );
    for d in RandomDirection::ALL {
        assert!(d.rolls().all(|r| random_direction(r) == d));
    }
}

#[test]
fn going_keeps_the_tables_words() {
    for (going, n) in [
        (Going::Good, 219),
        (Going::LinearObstacle, 220),
        (Going::Bad, 221),
        (Going::GettingUpFromProne, 222),
        (Going::SwimmingAndClimbing, 223),
    ] {
        let cells = line(n);
        assert_eq!(going.name(), cells[0]);
        let raw = word_set(cells[1]);
        for rule in GOING.iter().filter(|g| g.going == going) {
            let extra: Vec<_> = word_set(rule.text).difference(&raw).cloned().collect();
            assert!(extra.is_empty(), "{}: {extra:?}", rule.id);
        }
    }
    let percent = |id: &str| GOING.iter().find(|g| g.id == id).and_then(|g| g.deduction_percent);
    assert_eq!(percent("bad_going"), Some(25));
    assert_eq!(percent("bad_going_sure_footed"), Some(0));
    assert_eq!(percent("bad_going_laden_or_wheeled"), Some(50));
    assert_eq!(percent("linear_obstacle_vehicle_wall"), None);
}

#[test]
fn animal_types_keep_the_charts_numbers() {
    let row: Vec<_> =
        ANIMAL_TYPES.iter().map(|a| (a.id, a.speed, a.water_speed, a.dv, a.attack_dice, a.high_impact)).collect();
    assert_eq!(
        row,
        [
            ("herbivore", 16, None, 0, 2, false),
            ("buffalo", 16, None, 1, 2, false),
            ("large_cat", 16, None, 0, 2, true),
            ("dog", 12, None, 0, 2, false),
            ("carnivorous_reptile", 12, Some(16), 2, 2, true),
            ("large_carnivore", 16, None, 2, 2, true),
            ("snake", 8, None, 0, 1, false),
        ]
    );
    assert_eq!(line(740)[5], ANIMAL_TYPES[6].special_rules);
    assert_eq!(line(740)[4], ANIMAL_TYPES[6].attack_type);
    assert_eq!(line(737)[5], ANIMAL_TYPES[2].special_rules);
    assert_eq!(line(736)[5], ANIMAL_TYPES[0].special_rules);
    for a in &ANIMAL_TYPES {
        for t in a.traits {
            let known = crate::rules::qotd::Trait::from_id(t).is_some()
                || crate::rules::qotd::Personality::from_id(t).is_some();
            assert!(known, "{}: {t} is neither a trait nor a personality", a.id);
        }
    }
}

#[test]
fn recovery_and_entanglement_follow_their_charts() {
    assert_eq!(RecoverySituation::NoCards.next(Band::One), Some(RecoverySituation::HesGoing));
    assert_eq!(RecoverySituation::WithCards.next(Band::One), None);
    assert_eq!(RecoverySituation::NoCards.next(Band::TwoToFour), None);
    assert_eq!(RecoverySituation::HesGoing.title(), "He's Going!");
    assert_eq!(entanglement_of(1), Entanglement::Trapped);
    assert!(!Entanglement::Trapped.can_escape_alone());
    assert!(entanglement_of(3).difficult_escape() && entanglement_of(3).defenceless());
    assert!(!entanglement_of(7).defenceless());
    assert_eq!(entanglement_of(10), Entanglement::Barely);
}
