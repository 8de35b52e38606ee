//! How MWW odds read in the terminal.

use crate::rules::mww::fighting::FightOdds;
use crate::rules::mww::horses::RearOdds;
use crate::rules::mww::jumping::GapOdds;
use crate::rules::mww::reactions::{ReactionOdds, TargetOdds};
use crate::rules::mww::robbery::TakingsOdds;
use crate::rules::mww::shooting::{hits_on, HitOdds, RangeChance, Shot, ShotAt, ShotPlan};
use crate::rules::mww::throws::ThrowOdds;
use crate::rules::mww::wounds::WoundOdds;
use crate::rules::mww::{Chance, MwwOptions, Reason};

pub(super) fn print_reasons(reasons: &[Reason]) {
    println!("  Reasons:");
    for r in reasons {
        println!("    - {}", r.text);
    }
}

fn pct(c: &Chance) -> String {
    c.probability.percent()
}

pub(super) fn shot_title(plan: &ShotPlan, who: Option<&str>) -> String {
    let by = who.map(|w| format!(" by {w}")).unwrap_or_default();
    format!("A shot{by} — {} at {} ({})", plan.weapon.name(), plan.range, plan.band.name())
}

pub(super) fn print_hit(o: &HitOdds, who: Option<&str>) {
    println!("{}", shot_title(&o.plan, who));
    if o.plan.not_applicable {
        println!("  Cannot hit: the table says {} at this range", o.plan.cell.text());
    } else {
        let each = if o.outcomes.len() > 2 { "Each roll hits" } else { "Hits" };
        println!("  {each} on {} (final figure {})", o.plan.hits_on, o.plan.final_percent);
    }
    for x in &o.outcomes {
        println!("  {:>7}  {} ({})", pct(&x.chance), x.text, x.chance.exact);
    }
    print_reasons(&o.plan.reasons);
}

pub(super) fn print_by_range(shot: &Shot, who: Option<&str>, chart: &[RangeChance]) {
    let by = who.map(|w| format!(" by {w}")).unwrap_or_default();
    let at = match shot.at {
        ShotAt::Figure => "",
        ShotAt::Rider => " (first roll, at the rider)",
        ShotAt::Horse => " (first roll, at the horse)",
    };
    println!("Chance to hit by range{by} — {}{at}", shot.weapon.name());
    for point in chart {
        let chance = match (&point.chance, &point.refused) {
            (Some(c), _) if point.not_applicable => format!("{:>7}  N/A", pct(c)),
            (Some(c), _) => format!("{:>7}  ({})", pct(c), hits_on(point.final_percent)),
            (None, Some(why)) => format!("      —  {why}"),
            (None, None) => "      —".to_string(),
        };
        println!("  {:>4}  {chance}", point.range.to_string());
    }
}

pub(super) fn print_wound(o: &WoundOdds) {
    println!("A hit with the {} — the wounds table", o.row.name());
    for x in &o.outcomes {
        println!("  {:>7}  {:<6} {}", pct(&x.chance), x.rolls, x.text);
    }
    if let Some(r) = &o.rider {
        println!(
            "  A mounted figure with {} wound{} before the hit:",
            r.carried,
            if r.carried == 1 { "" } else { "s" }
        );
        println!("  {:>7}  stays in the saddle", pct(&r.stays_on));
        println!("  {:>7}  falls off, unhurt by the fall", pct(&r.falls_unhurt));
        println!("  {:>7}  falls off and takes wounds from the fall", pct(&r.falls_wounded));
        println!("  {:>7}  falls off and is killed by the fall", pct(&r.falls_killed));
        println!("  {:>7}  killed by the shot", pct(&r.shot_dead));
    }
    for n in &o.notes {
        println!("  {n}");
    }
}

pub(super) fn print_fight(o: &FightOdds, attacker: &str, defender: &str) {
    println!(
        "Hand to hand — {attacker} ({:+}) against {defender} ({:+}), a D6 each",
        o.plan.attacker_modifier, o.plan.defender_modifier
    );
    for x in &o.outcomes {
        println!("  {:>7}  {}", pct(&x.chance), x.text);
    }
    println!("  {attacker}:");
    for r in &o.plan.attacker_reasons {
        println!("    - {}", r.text);
    }
    println!("  {defender}:");
    for r in &o.plan.defender_reasons {
        println!("    - {}", r.text);
    }
    for n in &o.notes {
        println!("  {n}");
    }
}

pub(super) fn print_reaction(o: &ReactionOdds) {
    println!("Reaction test — who fires first (a D6 each, ties rolled again)");
    println!("  {:>7}  the first figure", pct(&o.first_fires_first));
    println!("  {:>7}  the other", pct(&o.second_fires_first));
    println!("  A throw is tied {} of the time", pct(&o.tie));
    for (who, reasons) in [("First", &o.first_reasons), ("Other", &o.second_reasons)] {
        for r in reasons.iter() {
            println!("    - {who}: {}", r.text);
        }
    }
}

pub(super) fn print_target(o: &TargetOdds) {
    println!("Reaction target selection — a D10 {:+}", o.modifier);
    println!("  {:>7}  shoots at the enemy figure", pct(&o.enemy));
    println!("  {:>7}  shoots at a friendly figure", pct(&o.friend));
    if o.room.civilians > 0 {
        println!("  {:>7}  shoots the civilian", pct(&o.civilian));
    }
    print_reasons(&o.reasons);
}

pub(super) fn print_gap(o: &GapOdds) {
    println!("Jumping a gap of {} — {}", o.jump.distance, o.need);
    println!("  {:>7}  makes it ({} APs, as walking)", pct(&o.success), o.ap_cost);
    if let Some(injury) = &o.injury {
        println!("  Landing more than 2\" down, a D6:");
        for (text, chance) in injury {
            println!("  {:>7}  {text}", pct(chance));
        }
    }
    if !o.reasons.is_empty() {
        print_reasons(&o.reasons);
    }
}

pub(super) fn print_rear(o: &RearOdds, readings: &MwwOptions) {
    println!(
        "A horse or its rider hit — horse {} wound{}, rider {}",
        o.horse_wounds,
        if o.horse_wounds == 1 { "" } else { "s" },
        o.rider_wounds
    );
    if o.horse_killed {
        println!("  The horse is killed ({} wounds): the rider falls", readings.horse_killed.wounds());
    } else {
        println!("  {:>7}  rears up", pct(&o.rears));
        println!("  {:>7}  rears up and throws the rider", pct(&o.rider_thrown));
    }
    println!("  The fall (Fall off Horse row):");
    println!("  {:>7}  unhurt", pct(&o.fall_unhurt));
    println!("  {:>7}  wounded by the fall", pct(&o.fall_wounded));
    println!("  {:>7}  killed by the fall", pct(&o.fall_killed));
}

pub(super) fn print_takings(o: &TakingsOdds) {
    let halved = if o.staff_shot { ", halved: one of the staff was shot" } else { "" };
    println!("Robbing the bank — {}{halved}", o.till.name());
    println!("  Turns to wait:");
    for (t, c) in &o.turns {
        println!("  {:>7}  {t}", pct(c));
    }
    let first = o.money.first().map(|m| m.0).unwrap_or_default();
    let last = o.money.last().map(|m| m.0).unwrap_or_default();
    println!("  Money: ${first} to ${last}, ${} on average", o.mean_money);
}

pub(super) fn print_throw(o: &ThrowOdds) {
    println!("{} — {}", o.title, o.dice);
    for x in &o.outcomes {
        println!("  {:>7}  {:<8} {}", pct(&x.chance), x.rolls, x.text);
    }
    if let Some(mean) = o.mean_aps {
        println!("  {mean} APs on average");
    }
    println!("  The rule: {}", o.rule);
}
