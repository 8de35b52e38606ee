//! How `posse odds qotd` prints a test's odds and a shot's or fight's, for people (`--json` prints
//! the data).

use crate::rules::qotd::odds::{ChainOdds, TestOdds};
use crate::rules::qotd::test::TestId;

fn print_reasons(reasons: &[crate::rules::qotd::test::Reason]) {
    for r in reasons {
        println!("    - {}", r.text);
    }
}

pub(super) fn print_test(o: &TestOdds) {
    println!("{} — {}, {}{}", o.title, o.character, o.dice, if o.reduced { " (reduced)" } else { "" });
    for x in &o.outcomes {
        println!("  {:<4} {:>7}  {}", x.band.label(), x.probability.percent(), x.headline);
    }
    println!("  Success (5+): {}", o.p_success.percent());
    if let Some(scoring) = &o.scoring_dice {
        let parts: Vec<String> = scoring.iter().enumerate().map(|(k, p)| format!("{k}: {}", p.percent())).collect();
        println!("  Dice scoring a hit: {}", parts.join(", "));
    }
    if let Some(dv) = o.dv_change {
        println!("  Target's DV: {dv:+}");
    }
    println!("  Reasons:");
    print_reasons(&o.reasons);
}

pub(super) fn print_chain(o: &ChainOdds) {
    println!("{} → {} with {}", o.attacker, o.target, o.weapon);
    println!();
    print_test(&o.first);
    println!();
    print_test(&o.hit);
    println!();
    println!(
        "Effect on {} (rolls {}; adjusted DV {}, {} on a 10):",
        o.target,
        o.target_dice,
        o.adjusted_dv,
        o.adjusted_dv - 2
    );
    let s = &o.summary;
    println!(
        "  {} no effect (no {}, a miss or near misses)",
        s.p_no_effect.percent(),
        if o.first.test == TestId::WantingToAttack { "attack" } else { "shot" }
    );
    println!("  {} graze at worst", s.p_graze.percent());
    println!("  {} Courage Test at worst", s.p_courage_test.percent());
    println!("  {} one or more cards lost", s.p_cards_lost.percent());
    for (k, p) in o.cards_lost.iter().enumerate().skip(1) {
        let casualty = if k + 1 == o.cards_lost.len() { " (a casualty)" } else { "" };
        println!("      {k} card{}: {}{casualty}", if k == 1 { "" } else { "s" }, p.percent());
    }
    println!("  Expected cards lost: {:.3}", s.expected_cards_lost.to_f64());
    println!("  {} takes a Courage Test: {}", o.target, s.p_target_tests_courage.percent());
    if o.hits.len() > 2 {
        let parts: Vec<String> = o.hits.iter().enumerate().map(|(k, p)| format!("{k}: {}", p.percent())).collect();
        println!("  Hits landing: {}", parts.join(", "));
    }
    for m in &o.mishaps {
        println!("  {} {}", m.probability.percent(), m.text);
    }
    println!("  Reasons:");
    print_reasons(&o.reasons);
}
