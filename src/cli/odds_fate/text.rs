//! The text output of `posse odds fate …`: each outcome with its chance (a percentage and the exact
//! fraction) and the reasons for the dice in words.

use crate::rules::fate::duel::DuelOdds;
use crate::rules::fate::fighting::FightOdds;
use crate::rules::fate::odds::{FireComparison, NerveOdds, ShotOdds};
use crate::rules::fate::shooting::{Fire, ShotPlan};
use crate::rules::fate::{Chance, HouseGrid, Reason};

use super::{HitOddsView, RolledHit};

pub(super) fn print_reasons(reasons: &[Reason]) {
    println!("  Reasons:");
    for r in reasons {
        println!("    - {}", r.text);
    }
}

/// "52.42%  1019/1944".
pub(super) fn chance(c: &Chance) -> String {
    format!("{:>7}  {}", c.probability.percent(), c.exact)
}

pub(super) fn fire_title(plan: &ShotPlan) -> String {
    let fire = match plan.fire {
        Fire::Deliberate => "Deliberate fire",
        Fire::BlazeAway => "Blazing away",
    };
    let dice = if plan.zero_dice {
        "no dice left (the zero-dice rule: see the reasons)".to_string()
    } else {
        format!("{} dice hitting on {}+", plan.thrown, plan.hit_on)
    };
    format!(
        "{fire} with a {} at {}\" ({}): {dice}, at most {} hit{}",
        plan.weapon.name(),
        plan.range,
        plan.band.id().replace('_', " "),
        plan.max_hits,
        if plan.max_hits == 1 { "" } else { "s" }
    )
}

pub(super) fn print_shot(shooter: &str, o: &ShotOdds) {
    println!("{} — {shooter}", fire_title(&o.plan));
    for (h, c) in o.hits.iter().enumerate() {
        println!("  {:<18} {}", format!("{h} hit{}", if h == 1 { "" } else { "s" }), chance(c));
    }
    println!("  {:<18} {}", "At least one hit", chance(&o.at_least_one_hit));
    println!("  {:<18} {:.3}", "Expected hits", o.expected_hits);
    for (label, c) in [
        ("Out of ammo", &o.out_of_ammo),
        ("Jammed", &o.jammed),
        ("Bow broken", &o.bow_broken),
        ("Misfire", &o.misfire),
        ("Fumble", &o.fumble),
    ] {
        if !c.probability.is_zero() {
            println!("  {label:<18} {}", chance(c));
        }
    }
    print_reasons(&o.plan.reasons);
}

pub(super) fn print_comparison(shooter: &str, o: &FireComparison) {
    for (odds, refused, how) in [
        (&o.deliberate, &o.deliberate_refused, "Deliberate fire"),
        (&o.blaze_away, &o.blaze_away_refused, "Blazing away"),
    ] {
        match (odds, refused) {
            (Some(odds), _) => print_shot(shooter, odds),
            (None, Some(why)) => println!("{how} — refused: {}", why.message),
            (None, None) => {}
        }
        println!();
    }
}

pub(super) fn print_nerve(o: &NerveOdds) {
    println!("Nerve test — {}, {} dice", o.character, o.plan.thrown());
    println!("  {:<18} {}", "Holds his nerve", chance(&o.holds));
    let loses: Chance = o.holds.probability.complement().into();
    println!("  {:<18} {}", "Loses his nerve", chance(&loses));
    print_reasons(&o.plan.reasons);
}

pub(super) fn print_duel(o: &DuelOdds) {
    println!("Fast draw — {} against {}", o.first.name, o.second.name);
    let lines = [
        (format!("{} fires first", o.first.name), &o.first_fires_first),
        (format!("{} fires first", o.second.name), &o.second_fires_first),
        ("They fire together".to_string(), &o.together),
    ];
    let width = lines.iter().map(|(l, _)| l.chars().count()).max().unwrap_or(0);
    for (label, c) in &lines {
        println!("  {label:<width$} {}", chance(c));
    }
    match &o.favoured {
        Some(name) => println!("  Favoured: {name}"),
        None => println!("  Neither is favoured"),
    }
    for plan in [&o.first, &o.second] {
        println!("  {}: {} fast-draw dice", plan.name, plan.thrown());
        for r in &plan.reasons {
            println!("    - {}", r.text);
        }
    }
}

pub(super) fn print_fight(o: &FightOdds, grid: &HouseGrid) {
    println!("Fight — {} attacks {}", o.attack.name, o.defence.name);
    for (h, c) in o.hits.iter().enumerate() {
        println!("  {:<26} {}", format!("{h} hit{}", if h == 1 { "" } else { "s" }), chance(c));
    }
    println!("  {:<26} {}", "At least one hit", chance(&o.at_least_one_hit));
    println!("  {:<26} {}", "Attacker knocked down", chance(&o.attacker_knocked_down));
    println!("  Each hit — a D6 on the fighting results (house table), {}:", o.attack.arms.name().to_lowercase());
    for b in &o.blows {
        println!("    {:<24} {}", b.name, chance(&b.chance));
    }
    if o.blows.iter().any(|b| b.blow.wounds()) {
        println!(
            "    (Struck!, knifed! and shot! are then read as a hit on the hit-location chart: {}.)",
            grid.table.label()
        );
    }
    for plan in [&o.attack, &o.defence] {
        println!("  {}: {} fighting dice", plan.name, plan.thrown());
        for r in &plan.reasons {
            println!("    - {}", r.text);
        }
    }
}

pub(super) fn print_hit_odds(o: &HitOddsView) {
    println!("Hit location and effect — read on the hit-location chart: {}", o.table_label);
    for r in &o.results {
        println!("  {:<30} {}", r.name, chance(&r.chance));
    }
    if !o.helpless.is_empty() {
        println!("  A knocked-out victim:");
        for e in &o.helpless {
            println!("    {:>7}  {:<12} {}", e.chance.probability.percent(), e.chance.exact, e.text);
        }
    }
    print_reasons(&o.plan.reasons);
}

pub(super) fn print_hit(hit: &RolledHit, indent: &str) {
    let o = &hit.outcome;
    let moved =
        if o.location_read != o.location_roll { format!(" (moved to {})", o.location_read) } else { String::new() };
    println!("{indent}Location die {}{moved}: {}; effect die {}", o.location_roll, o.location.name(), o.effect_roll);
    match (&o.chit_text, o.result) {
        (Some(text), Some(result)) => {
            println!("{indent}Chit: {}: {text}", o.location.name());
            if Some(result) != o.chit {
                println!("{indent}Comes to: {}", result.name());
            }
        }
        _ => println!("{indent}No effect (the modified effect roll fell below 1)"),
    }
    if let Some(worse) = o.helpless {
        println!("{indent}{}", worse.text());
    }
    if let Some(d) = hit.stuck_roll {
        println!("{indent}Weapon stuck? D6 {d}: {}", if hit.weapon_stuck { "stuck" } else { "pulled free" });
    }
    if o.wound_ignored {
        println!("{indent}Hard as nails: the wound is ignored");
    }
}
