//! Writes the big campaign (tests/big_campaign/generator.rs) into a database file, for a person to
//! open in the app or the CLI, or to benchmark by hand:
//!
//! `cargo run --release --example big_campaign -- --db /tmp/big.sqlite [--seed 24]`
//!
//! then `POSSE_DB=/tmp/big.sqlite make run`, or `posse --db /tmp/big.sqlite campaign list`.

#[path = "generator.rs"]
mod generator;

use std::path::PathBuf;

use clap::Parser;
use posse::store::Store;

/// Writes a club's two-year QOTD campaign (60 characters, 300 games, 3,000 log entries) into a
/// database file (made if missing; other campaigns in it are left alone).
#[derive(Parser)]
struct Args {
    /// The database file.
    #[arg(long)]
    db: PathBuf,
    /// The same seed makes the same campaign.
    #[arg(long, default_value_t = 24)]
    seed: u64,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let start = std::time::Instant::now();
    let mut store = Store::open(&args.db)?;
    let made = generator::generate(&mut store, args.seed)?;
    println!(
        "campaign {} in {}: {} sides, {} characters ({} with portraits), {} games with their aftermaths, {} log entries ({:.1} s)",
        made.campaign_id,
        args.db.display(),
        made.side_ids.len(),
        made.character_ids.len(),
        generator::PORTRAITS,
        made.game_ids.len(),
        generator::log_entries(&store, made.campaign_id)?,
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
