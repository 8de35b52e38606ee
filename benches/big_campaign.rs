//! What the app asks of the library when a person opens a club's two-year campaign (the big
//! campaign of tests/big_campaign/: 60 characters over 4 sides, 300 games with their aftermaths,
//! 3,000 log entries, portraits on a third), each with its answer turned into the JSON the app
//! receives, as the Tauri command does. Goals (issue 24):
//!
//! - the roster: the campaign, who may play, its readings, the undo button's state and the
//!   portraits' thumbnails (the commands the campaign page calls on opening) ≤ 150 ms
//! - the chronicle with its plots ≤ 200 ms
//! - undo (of an applied aftermath, and the undo button's state after it) ≤ 50 ms
//! - export and import, each ≤ 500 ms
//! - the after-action wizard's data for 20 participants (the catalog and the aftermath's preview)
//!   ≤ 150 ms
//!
//! `make bench` or `cargo bench --bench big_campaign`.

#[path = "../tests/big_campaign/generator.rs"]
mod generator;

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use posse::campaign::games::{self, DiceSource};
use posse::campaign::{self, chronicle, AvailabilityStatus};
use posse::rules::qotd;
use posse::store::Store;

/// What the Tauri command sends: the answer as JSON.
fn sent<T: serde::Serialize>(value: T) -> usize {
    serde_json::to_vec(&value).unwrap().len()
}

/// Records a game with 20 characters who may play (not applied); returns its id.
fn twenty_strong_game(store: &mut Store, campaign_id: i64, at: i64) -> i64 {
    let fit: Vec<i64> = campaign::availability(store, campaign_id)
        .unwrap()
        .into_iter()
        .filter(|a| a.status == AvailabilityStatus::Available && a.cards_lost == 0)
        .map(|a| a.character_id)
        .take(20)
        .collect();
    assert_eq!(fit.len(), 20, "20 characters may play");
    let participants: Vec<String> = fit
        .iter()
        .enumerate()
        .map(|(i, id)| {
            let ended = ["uninjured", "injured_with_cards", "injured_no_cards"][i % 3];
            format!(r#"{{"character": {id}, "ended": "{ended}"}}"#)
        })
        .collect();
    let game =
        format!(r#"{{"title": "The Big Fight", "date": "2026-01-10", "participants": [{}]}}"#, participants.join(", "));
    games::record_game(store, campaign_id, &games::parse_game(&game).unwrap(), at).unwrap().id
}

fn big_campaign(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.sqlite");
    let made = generator::generate(&mut Store::open(&path).unwrap(), 24).unwrap();
    let id = made.campaign_id;
    let mut at = made.last_at;
    // The app's store, opened as the app opens it.
    let mut store = Store::open(&path).unwrap();
    let portraits: Vec<i64> = campaign::detail(&store, id)
        .unwrap()
        .sides
        .iter()
        .flat_map(|s| &s.characters)
        .filter(|ch| ch.has_portrait)
        .map(|ch| ch.id)
        .collect();
    assert_eq!(portraits.len(), generator::PORTRAITS);

    let mut group = c.benchmark_group("big campaign");
    group.sample_size(20);
    group.bench_function("open the roster (goal 150 ms)", |b| {
        b.iter(|| {
            sent(campaign::detail(&store, id).unwrap())
                + sent(campaign::availability(&store, id).unwrap())
                + sent(campaign::options(&store, id).unwrap())
                + sent(campaign::history_state(&store, id).unwrap())
                + portraits.iter().map(|&ch| sent(campaign::get_portrait(&store, ch).unwrap())).sum::<usize>()
        })
    });
    group.bench_function("the chronicle with its plots (goal 200 ms)", |b| {
        b.iter(|| sent(chronicle::of_campaign(&store, id).unwrap()))
    });

    let file = serde_json::to_string(&campaign::export(&store, id).unwrap()).unwrap();
    group.bench_function("export (goal 500 ms)", |b| {
        b.iter(|| serde_json::to_string(&campaign::export(&store, id).unwrap()).unwrap().len())
    });
    group.bench_function("import (goal 500 ms; removed again, not timed)", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                at += 1;
                let start = Instant::now();
                let imported = campaign::import(&mut store, "big.json", &file, at).unwrap();
                spent += start.elapsed();
                campaign::remove(&mut store, imported.id, at).unwrap();
            }
            spent
        })
    });

    at += 1;
    let game = twenty_strong_game(&mut store, id, at);
    let dice = DiceSource::Seed(7);
    group.bench_function("the after-action wizard for 20 participants (goal 150 ms)", |b| {
        b.iter(|| sent(qotd::catalog()) + sent(games::aftermath_preview(&store, game, &dice, None).unwrap()))
    });

    // Undo of an applied aftermath (20 sheets); redone after, untimed, so each undo has the same.
    let preview = games::aftermath_preview(&store, game, &dice, None).unwrap();
    let skips: Vec<String> =
        preview.entries.iter().map(|e| format!(r#"{{"character": {}, "skip": true}}"#, e.character_id)).collect();
    let choices = games::parse_choices(&format!(r#"{{"choices": [{}]}}"#, skips.join(","))).unwrap();
    at += 1;
    games::apply_aftermath(&mut store, game, &dice, Some(&choices), at).unwrap();
    group.bench_function("undo an applied aftermath (goal 50 ms; redone, not timed)", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                at += 1;
                let start = Instant::now();
                sent(campaign::undo(&mut store, Some(id), at).unwrap());
                sent(campaign::history_state(&store, id).unwrap());
                spent += start.elapsed();
                campaign::redo(&mut store, Some(id), at).unwrap();
            }
            spent
        })
    });
    group.finish();
}

criterion_group!(benches, big_campaign);
criterion_main!(benches);
