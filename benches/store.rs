//! How long the campaign database takes for what a player does most, on a real file holding both demo
//! campaigns: opening it (the CLI opens it on every command; target ≤ 5 ms), reading a campaign as
//! the app's roster shows it (≤ 5 ms), applying the README's aftermath (≤ 5 ms), and exporting and
//! importing a played campaign (≤ 20 ms each). `make bench` or `cargo bench --bench store`.

use criterion::{criterion_group, criterion_main, Criterion};
use posse::campaign::games::{self, DiceSource};
use posse::campaign::{self, chronicle};
use posse::rules::Ruleset;
use posse::store::Store;

/// The game of the README, on the QOTD demo.
const GAME: &str = r#"{"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": [
    {"character": "Wyatt Earp", "ended": "uninjured"}, {"character": "Dusty", "ended": "injured_no_cards"},
    {"character": "Johnny Ringo", "ended": "uninjured", "kills": [{"victim": "Ike Clanton"}]},
    {"character": "Ike Clanton", "ended": "killed"}]}"#;
const ROLLS: &str = r#"{"rolls": [{"character": "Wyatt Earp", "dice": [10, 3]},
    {"character": "Dusty", "dice": [1], "hes_going": [6]}, {"character": "Johnny Ringo", "dice": [6, 2]}]}"#;
const CHOICES: &str = r#"{"choices": [{"character": "Wyatt Earp", "trait": "tough"}]}"#;

/// A database file with both demos; returns it with the QOTD demo's id and its recorded game.
fn demo_file(dir: &std::path::Path) -> (std::path::PathBuf, i64, i64) {
    let path = dir.join("bench.sqlite");
    let mut store = Store::open(&path).unwrap();
    let qotd = campaign::create_demo(&mut store, Ruleset::Qotd, 1).unwrap().id;
    campaign::create_demo(&mut store, Ruleset::Fate, 1).unwrap();
    let game = games::record_game(&mut store, qotd, &games::parse_game(GAME).unwrap(), 2).unwrap().id;
    (path, qotd, game)
}

fn store(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let (path, qotd, game) = demo_file(dir.path());
    c.bench_function("open the database file", |b| b.iter(|| Store::open(&path).unwrap()));

    let mut store = Store::open(&path).unwrap();
    c.bench_function("read a campaign: sides, rosters, who may play, chronicle", |b| {
        b.iter(|| {
            campaign::detail(&store, qotd).unwrap();
            campaign::availability(&store, qotd).unwrap();
            chronicle::of_campaign(&store, qotd).unwrap()
        })
    });

    let dice = DiceSource::Entered(games::parse_rolls(ROLLS).unwrap());
    let choices = games::parse_choices(CHOICES).unwrap();
    c.bench_function("apply the README's aftermath (and undo it, not timed)", |b| {
        b.iter_custom(|iters| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..iters {
                let start = std::time::Instant::now();
                games::apply_aftermath(&mut store, game, &dice, Some(&choices), 3).unwrap();
                spent += start.elapsed();
                campaign::undo(&mut store, Some(qotd), 4).unwrap();
            }
            spent
        })
    });

    // A played campaign, in a database of its own (the one above has a log grown by every undo):
    // the README's aftermath applied.
    let played_dir = tempfile::tempdir().unwrap();
    let (played_path, qotd, game) = demo_file(played_dir.path());
    let mut store = Store::open(&played_path).unwrap();
    games::apply_aftermath(&mut store, game, &dice, Some(&choices), 5).unwrap();
    let file = serde_json::to_string(&campaign::export(&store, qotd).unwrap()).unwrap();
    c.bench_function("export a played campaign to JSON", |b| {
        b.iter(|| serde_json::to_string(&campaign::export(&store, qotd).unwrap()).unwrap())
    });
    c.bench_function("import a played campaign (and remove it, not timed)", |b| {
        b.iter_custom(|iters| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..iters {
                let start = std::time::Instant::now();
                let imported = campaign::import(&mut store, "bench.json", &file, 6).unwrap();
                spent += start.elapsed();
                campaign::remove(&mut store, imported.id, 7).unwrap();
            }
            spent
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = store
}
criterion_main!(benches);
