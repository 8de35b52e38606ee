//! How the TWTW commands print for people.

use crate::rules::fate::Chance;
use crate::rules::twtw::attack::Resolution;
use crate::rules::twtw::card::{rank_name, ActionCard, STANDARD};
use crate::rules::twtw::check::{Check, Reading};
use crate::rules::twtw::deck::{Deck, DEFAULT_SEED};
use crate::rules::twtw::die::Die;
use crate::rules::twtw::initiative::{Initiative, PHASE_TNS};
use crate::rules::twtw::odds::{CheckOdds, DamageOdds, DamageSide, InitiativeOdds};
use crate::rules::twtw::stats::DeckStats;

fn deck_name(seed: u64) -> String {
    if seed == DEFAULT_SEED {
        format!("the deck Posse ships (seed {seed})")
    } else {
        format!("the deck of seed {seed}")
    }
}

fn suit_symbol(card: &ActionCard) -> &'static str {
    use crate::rules::twtw::card::Suit;
    match card.suit {
        Suit::Clubs => "♣",
        Suit::Diamonds => "♦",
        Suit::Hearts => "♥",
        Suit::Spades => "♠",
        Suit::RedJoker => " red",
        Suit::BlackJoker => " black",
    }
}

fn signed(n: i8) -> String {
    match n {
        0 => "0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", -n),
    }
}

/// `posse deck twtw`: a line a card.
pub fn print_deck(deck: &Deck) {
    println!("The West That Wasn't action deck: {}, 54 cards", deck_name(deck.seed));
    println!("  #   card     toggle  standard location  pen  wrench  scatter   unintended");
    for c in &deck.cards {
        let name = format!("{}{}", rank_name(c.rank), suit_symbol(c));
        println!(
            "  {:<3} {name:<8} {:<7} {:<18} {:<4} {:<7} {:>2} o'clock {} paces {}",
            c.number,
            c.toggle.word(),
            c.standard_location().name(),
            signed(c.penetration),
            c.wrench.map_or("–".to_string(), |w| w.to_string()),
            c.scatter.clock,
            c.scatter.step,
            c.unintended.iter().map(u8::to_string).collect::<Vec<_>>().join(" "),
        );
    }
    println!();
    println!("`posse deck twtw --card N` lays a card out; --stats compares every column with real dice; --json gives it all.");
}

/// `posse deck twtw --card N`: the card laid out as printed.
pub fn print_card(deck: &Deck, c: &ActionCard) {
    println!(
        "Card {} — {}{} (fragments {}, suit {} {}) — {} — {}",
        c.number,
        rank_name(c.rank),
        suit_symbol(c),
        c.rank,
        c.suit.number(),
        c.suit.name(),
        c.toggle.word(),
        deck_name(deck.seed)
    );
    println!();
    println!("Cause (! exceptional, CF critical failure of that many dice)");
    println!("       {}", Die::ALL.map(|d| format!("{:<7}", d.label())).join(""));
    for row in 0..5 {
        let cells: Vec<String> = c
            .cause
            .iter()
            .map(|col| {
                let cell = col.cells[row];
                let mark = match (cell.exceptional, cell.critical_failure) {
                    (true, true) => "!CF",
                    (true, false) => "!",
                    (false, true) => " CF",
                    (false, false) => "",
                };
                format!("{:<7}", format!("{}{mark}", cell.face))
            })
            .collect();
        println!("  {}    {}", row + 1, cells.join(""));
    }
    let bursts: Vec<String> = c.bursts.iter().map(|b| format!("{} → {}", b.burst, b.hits)).collect();
    println!("Burst (fired → hits): {}", bursts.join("   "));
    println!();
    println!("Hit location (top to bottom)");
    for (i, l) in c.locations.iter().enumerate() {
        let arrows = match i {
            0 => "▲▲",
            1 => "▲ ",
            2 => "■ ",
            _ => "▼ ",
        };
        let standard = if i == STANDARD { "  (standard)" } else { "" };
        println!("  {arrows} {}{standard}", l.name());
    }
    println!("Penetration: {}", signed(c.penetration));
    println!();
    println!("Effect (+ increased effect)");
    println!("       {}", Die::ALL.map(|d| format!("{:<7}", d.label())).join(""));
    for row in 0..7 {
        let cells: Vec<String> = c
            .effect
            .iter()
            .map(|col| {
                let cell = col.cells[row];
                format!("{:<7}", format!("{}{}", cell.value, if cell.increased { "+" } else { "" }))
            })
            .collect();
        println!("  ({})   {}", row + 1, cells.join(""));
    }
    println!();
    println!(
        "Wrench: {}   Scatter: {} o'clock, {} paces   Unintended targets: {}",
        c.wrench.map_or("blank".to_string(), |w| w.to_string()),
        c.scatter.clock,
        c.scatter.step,
        c.unintended.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
    );
}

/// `posse deck twtw --stats`.
pub fn print_stats(stats: &DeckStats) {
    println!("How {} compares with real dice", deck_name(stats.seed));
    println!(
        "(each value: cards in the deck / cards real dice would give in 54 draws; χ² over bins expecting 5 or more)"
    );
    for c in &stats.columns {
        println!();
        let verdict = if c.passes() { "passes for real dice" } else { "FAILS the 95% test" };
        // Labels for people (the column's id is in --json): the grid it is on, then its title.
        let title = match c.id.split('.').next() {
            Some("cause") => format!("Cause grid, {}", c.title),
            Some("effect") => format!("Effect grid, {}", c.title),
            _ => c.title.clone(),
        };
        println!(
            "{title:<40} χ² {:.2} ({} df, 95% point {:.2}): {verdict}",
            c.chi_square, c.degrees_of_freedom, c.critical_95
        );
        let bins: Vec<String> = c.bins.iter().map(|b| format!("{}: {}/{:.1}", b.label, b.actual, b.expected)).collect();
        for chunk in bins.chunks(8) {
            println!("    {}", chunk.join("  "));
        }
        if let Some(cf) = &c.critical_failures {
            if cf.expected > 0.0 {
                println!("    critical failures: {}/{:.2}", cf.actual, cf.expected);
            }
        }
    }
}

fn row(label: &str, deck: &Chance, ideal: &Chance) {
    println!("  {label:<22} {:>8}  {:>8}", deck.probability.percent(), ideal.probability.percent());
}

fn header(title: &str, seed: u64) {
    println!("{title} — {} beside ideal dice", deck_name(seed));
    println!("  {:<22} {:>8}  {:>8}", "", "Deck", "Dice");
}

pub fn print_check_odds(o: &CheckOdds) {
    header(&o.title, o.seed);
    row("Hit", &o.deck.hit, &o.ideal.hit);
    for (i, label) in ["no bump", "1 bump", "2 bumps", "3 or more bumps"].iter().enumerate() {
        row(&format!("  {label}"), &o.deck.bumps[i], &o.ideal.bumps[i]);
    }
    row("Miss", &o.deck.miss, &o.ideal.miss);
    row("Critical failure", &o.deck.critical_failure, &o.ideal.critical_failure);
    println!("A best face at the die's maximum is extended from the next cards (open-ended dice).");
}

fn wounds_lines(side: &DamageSide) -> Vec<(u8, f64)> {
    let mut by: Vec<(u8, f64)> = Vec::new();
    for o in &side.outcomes {
        match by.iter_mut().find(|(w, _)| *w == o.wounds) {
            Some(x) => x.1 += o.chance.probability.to_f64(),
            None => by.push((o.wounds, o.chance.probability.to_f64())),
        }
    }
    by
}

pub fn print_damage_odds(o: &DamageOdds) {
    header(&o.title, o.seed);
    let q = &o.query;
    row("Penetrates (DMG)", &o.deck.penetrate, &o.ideal.penetrate);
    row(&format!("Ablates (RD {})", q.reduced.effect_label()), &o.deck.ablate, &o.ideal.ablate);
    row("Deflects", &o.deck.deflect, &o.ideal.deflect);
    row("At least one wound", &o.deck.wounded, &o.ideal.wounded);
    println!("  {:<22} {:>8.2}  {:>8.2}", "Expected wounds", o.deck.expected_wounds, o.ideal.expected_wounds);
    let (deck, ideal) = (wounds_lines(&o.deck), wounds_lines(&o.ideal));
    let most = deck.iter().chain(&ideal).map(|(w, _)| *w).max().unwrap_or(0);
    for w in 0..=most {
        let p = |lines: &[(u8, f64)]| lines.iter().find(|(x, _)| *x == w).map_or(0.0, |(_, p)| *p);
        let label = if w == 1 { "1 wound".to_string() } else { format!("{w} wounds") };
        println!("  {:<22} {:>7.2}%  {:>7.2}%", format!("  {label}"), 100.0 * p(&deck), 100.0 * p(&ideal));
    }
    if q.shift != 0 || q.bonus != 0 {
        println!("Rows moved by {:+} (bumps, location, attack); {} added to the effect.", q.shift, q.bonus);
    }
    println!("`--json` lists every wounds-and-Conc outcome with its exact chance.");
}

pub fn print_initiative_odds(o: &InitiativeOdds) {
    header(&o.title, o.seed);
    for (i, (phase, tn)) in PHASE_TNS.iter().enumerate() {
        row(&format!("{} (TN {tn})", phase.name()), &o.deck.phases[i], &o.ideal.phases[i]);
    }
    row("Hesitates (1 or less)", &o.deck.hesitates, &o.ideal.hesitates);
    row("Calamity", &o.deck.calamity, &o.ideal.calamity);
}

fn reading_line(r: &Reading) -> String {
    let faces: Vec<String> = r.faces.iter().map(u8::to_string).collect();
    let ext: String = r.extensions.iter().map(|e| format!(" + {} (card {})", e.face, e.card)).collect();
    format!("faces {}; best {}{ext}; result {}", faces.join(", "), r.best, r.result)
}

pub fn print_check_roll(c: &Check, r: &Reading, seed: u64, deck: u64) {
    println!(
        "{} at TN {} ({:+}) — card {} of {}, shuffle seed {seed}",
        c.pool.check_label(),
        c.tn,
        c.modifier,
        r.card,
        deck_name(deck)
    );
    println!("  {}", reading_line(r));
    let bumps = match r.bumps {
        0 => String::new(),
        1 => ", 1 bump".to_string(),
        b => format!(", {b} bumps"),
    };
    println!("  Result: {}{bumps}", r.outcome.word());
}

pub fn print_attack_roll(r: &Resolution, seed: u64, deck: u64) {
    println!("Attack — card {} of {}, shuffle seed {seed} (toggle {})", r.card, deck_name(deck), r.toggle.word());
    for step in &r.steps {
        println!("  {step}");
    }
}

pub fn print_initiative_roll(r: &Reading, i: Initiative, seed: u64, deck: u64) {
    println!("Initiative — card {} of {}, shuffle seed {seed}", r.card, deck_name(deck));
    println!("  {}", reading_line(r));
    let what = match i {
        Initiative::Phase { phase } => format!("acts in {}", phase.name()),
        Initiative::Hesitates => "hesitates: Phase IV with half his APs".to_string(),
        Initiative::Calamity => "Calamity: hesitates, defensive actions only".to_string(),
    };
    println!("  Result: {what}");
}
