//! How long a game in play takes to answer what the table does most (issue 25: within a frame, 16
//! ms, in the backend): turning a card and marking a hit, on a database file holding the QOTD demo
//! and a game of "Showdown at Dry Gulch" well under way (60 cards turned, a few hits: every change
//! replays the game's log). Each change is undone after it, untimed, so the game stays the same.
//! `make bench` or `cargo bench --bench play`.

use criterion::{criterion_group, criterion_main, Criterion};
use posse::campaign::play::{self, MemberRef, PlayInput};
use posse::campaign::{self, create_demo, create_scenario};
use posse::rules::Ruleset;
use posse::store::Store;

const SCENE: &str = r#"{"title": "Showdown at Dry Gulch", "sides": [
    {"side": "The Earps", "player": "Ann", "characters": ["Dusty", "Doc Holliday", "Wyatt Earp", "Virgil Earp", "Morgan Earp"]},
    {"side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo", "Ike Clanton", "Billy Clanton"],
     "extras": [{"name": "Old Grizzly", "beast": "large_carnivore"}]}]}"#;

fn play(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("bench.sqlite")).unwrap();
    let campaign_id = create_demo(&mut store, Ruleset::Qotd, 1).unwrap().id;
    let scenario =
        create_scenario(&mut store, campaign_id, serde_json::from_str(SCENE).unwrap(), 2).unwrap().id.unwrap();
    let id = play::start(&mut store, scenario, 42, 3).unwrap().id;
    for n in 0..60 {
        play::change(&mut store, id, PlayInput::Turn { card: None }, 1, 4).unwrap();
        if n % 15 == 0 {
            let hit = PlayInput::Mark { who: MemberRef::Name("Virgil Earp".into()), change: "stunned=+1".into() };
            let _ = play::change(&mut store, id, hit, 1, 4);
        }
    }
    let mut timed = |name: &str, input: PlayInput| {
        c.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut spent = std::time::Duration::ZERO;
                for _ in 0..iters {
                    let start = std::time::Instant::now();
                    play::change(&mut store, id, input.clone(), 1, 5).unwrap();
                    spent += start.elapsed();
                    campaign::undo(&mut store, Some(campaign_id), 6).unwrap();
                }
                spent
            })
        });
    };
    timed("turn a card (a game 64 changes in)", PlayInput::Turn { card: None });
    timed(
        "mark a hit (a game 64 changes in)",
        PlayInput::Mark { who: MemberRef::Name("Johnny Ringo".into()), change: "hits=+1".into() },
    );
}

criterion_group!(benches, play);
criterion_main!(benches);
