//! How long campaign keeping takes on a real database file: applying a 20-character aftermath
//! (target ≤ 5 ms) and listing a 10,000-character roster (target ≤ 5 ms).
//! `make bench` or `cargo bench --bench campaign`.

use criterion::{criterion_group, criterion_main, Criterion};
use posse::campaign::games::{self, DiceSource};
use posse::campaign::{self, CharacterView};
use posse::rules::Ruleset;
use posse::store::Store;

fn sheet(name: &str, kind: &str) -> campaign::Sheet {
    let text = format!(
        r#"{{"name": "{name}", "type": "{kind}", "personality": "ordinary", "traits": ["tough"], "weapons": ["winchester"]}}"#
    );
    campaign::parse_sheet("bench", &text, Ruleset::Qotd).unwrap()
}

/// A campaign of two sides with `per_side` characters each; returns the store, the campaign and
/// the characters.
fn campaign_of(dir: &std::path::Path, per_side: usize) -> (Store, i64, Vec<CharacterView>) {
    let mut store = Store::open(&dir.join("bench.sqlite")).unwrap();
    let c = campaign::create(&mut store, "Bench", Ruleset::Qotd, 1).unwrap().id;
    let mut all = Vec::new();
    for s in 0..2 {
        let side = campaign::add_side(&mut store, c, &format!("Side {s}"), None, 1).unwrap().id;
        for i in 0..per_side {
            let kind = ["hero", "main", "supporting", "minor"][i % 4];
            all.push(campaign::add_character(&mut store, side, &sheet(&format!("Hand {s}-{i}"), kind), 1).unwrap());
        }
    }
    (store, c, all)
}

fn aftermath(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, campaign_id, all) = campaign_of(dir.path(), 10);
    let participants: Vec<String> = all
        .iter()
        .enumerate()
        .map(|(i, ch)| {
            let ended = ["uninjured", "injured_with_cards", "injured_no_cards"][i % 3];
            format!(r#"{{"character": {}, "ended": "{ended}"}}"#, ch.id)
        })
        .collect();
    let game = format!(r#"{{"title": "Bench", "date": "1881-01-01", "participants": [{}]}}"#, participants.join(","));
    let game = games::record_game(&mut store, campaign_id, &games::parse_game(&game).unwrap(), 2).unwrap().id;
    // Everyone declines a new trait (the rolls may give some).
    let skips: Vec<String> = all.iter().map(|ch| format!(r#"{{"character": {}, "skip": true}}"#, ch.id)).collect();
    let choices = games::parse_choices(&format!(r#"{{"choices": [{}]}}"#, skips.join(","))).unwrap();
    c.bench_function("apply a 20-character aftermath", |b| {
        b.iter_custom(|iters| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..iters {
                let start = std::time::Instant::now();
                games::apply_aftermath(&mut store, game, &DiceSource::Seed(7), Some(&choices), 3).unwrap();
                spent += start.elapsed();
                campaign::undo(&mut store, Some(campaign_id), 4).unwrap();
            }
            spent
        })
    });
    let source = DiceSource::Seed(7);
    c.bench_function("preview a 20-character aftermath", |b| {
        b.iter(|| games::aftermath_preview(&store, game, &source, None).unwrap())
    });
}

fn roster(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let (store, campaign_id, _) = campaign_of(dir.path(), 5_000);
    c.bench_function("list a 10,000-character roster with each one's standing", |b| {
        b.iter(|| campaign::availability(&store, campaign_id).unwrap())
    });
    c.bench_function("read a 10,000-character roster's sheets, each checked again", |b| {
        b.iter(|| campaign::characters_of(&store, campaign_id).unwrap())
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = aftermath, roster
}
criterion_main!(benches);
