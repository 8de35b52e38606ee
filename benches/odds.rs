//! How long exact odds take: one test of a character (target ≤ 10 µs) and a whole shooting chain
//! with a multi-dice weapon (target ≤ 100 µs). `make bench` or `cargo bench --bench odds`.

use criterion::{criterion_group, criterion_main, Criterion};
use posse::rules::qotd::charts::ShotType;
use posse::rules::qotd::odds::{fight_odds, shot_odds, test_odds};
use posse::rules::qotd::test::{Circumstances, Cover, TestId};
use posse::rules::qotd::{Character, CharacterSheet, QotdOptions, TraitPick};

fn character(kind: &str, personality: &str, traits: &[&str], weapons: &[&str]) -> Character {
    Character::from_sheet(&CharacterSheet {
        name: "Bench".into(),
        kind: kind.into(),
        personality: personality.into(),
        traits: traits.iter().map(|t| TraitPick::plain(t)).collect(),
        weapons: weapons.iter().map(|w| w.to_string()).collect(),
        armour: "none".into(),
        shield: false,
        notes: String::new(),
        courage_tests: false,
        cautious: false,
    })
    .unwrap()
}

fn odds(c: &mut Criterion) {
    let hero = character("hero", "disciplined", &["marksman"], &["winchester", "blunderbuss"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let aimed = Circumstances {
        shot_type: Some(ShotType::Aimed),
        cover: Cover::Light,
        range_paces: Some(20),
        ..Default::default()
    };
    c.bench_function("one test: wanting to shoot (Disciplined re-roll)", |b| {
        b.iter(|| test_odds(&hero, TestId::WantingToShoot, &Circumstances::default()).unwrap())
    });
    c.bench_function("shooting chain: aimed Winchester", |b| {
        b.iter(|| shot_odds(&hero, &target, &aimed, &QotdOptions::default()).unwrap())
    });
    let blunderbuss = Circumstances { weapon: Some("blunderbuss".into()), range_paces: Some(5), ..Default::default() };
    c.bench_function("shooting chain: blunderbuss, 3D10 all can score", |b| {
        b.iter(|| shot_odds(&hero, &target, &blunderbuss, &QotdOptions::default()).unwrap())
    });
    c.bench_function("fighting chain", |b| {
        b.iter(|| fight_odds(&hero, &target, &Circumstances::default(), &QotdOptions::default()).unwrap())
    });
}

criterion_group!(benches, odds);
criterion_main!(benches);
