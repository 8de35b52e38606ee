//! A campaign as a club would have it after two years of play, built through the library's own
//! operations (the ones the CLI and the app call) from a seeded RNG, so it is valid data and the
//! same seed builds the same campaign: 60 characters over 4 sides, 300 games each with its
//! aftermath applied, portraits on a third of the characters, and 3,000 change-log entries
//! (roster edits between games make up the number). QOTD only: the other families' campaigns are
//! read by the same views and stores.
//!
//! Shared by the big-campaign benchmark (`benches/big_campaign.rs`), its test
//! (`tests/posse/big_campaign.rs`) and `cargo run --release --example big_campaign -- --db PATH`.

#![allow(dead_code)]

use posse::campaign::games::{self, DiceSource};
use posse::campaign::{self, Suit};
use posse::rules::Ruleset;
use posse::store::Store;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub const SIDES: usize = 4;
pub const CHARACTERS: usize = 60;
pub const GAMES: usize = 300;
pub const LOG_ENTRIES: usize = 3_000;
pub const PORTRAITS: usize = CHARACTERS / 3;

/// 2024-01-06 (a Saturday), the club's first game night, as Unix seconds.
const FIRST_NIGHT: i64 = 1_704_499_200;
const DAY: i64 = 86_400;

/// What [`generate`] made.
pub struct BigCampaign {
    pub campaign_id: i64,
    pub side_ids: Vec<i64>,
    pub character_ids: Vec<i64>,
    pub game_ids: Vec<i64>,
    /// The `at` of the last change: a caller's next change comes after it.
    pub last_at: i64,
}

type Error = Box<dyn std::error::Error>;

const SIDE_NAMES: [&str; SIDES] = ["The Earps", "The Cowboys", "The Pinkertons", "The Wild Bunch"];
const FIRST: [&str; 15] = [
    "Wyatt",
    "Johnny",
    "Ike",
    "Virgil",
    "Morgan",
    "Frank",
    "Tom",
    "Billy",
    "Curly Bill",
    "Jesse",
    "Cole",
    "Bat",
    "Luke",
    "Sam",
    "Ben",
];
const LAST: [&str; 12] = [
    "Earp",
    "Ringo",
    "Clanton",
    "McLaury",
    "Brocius",
    "James",
    "Younger",
    "Masterson",
    "Short",
    "Bass",
    "Thompson",
    "Dalton",
];
const PERSONALITIES: [&str; 9] =
    ["ordinary", "brave", "cautious", "disciplined", "natural_leader", "proud", "rash", "ruthless", "bloodthirsty"];
const TRAITS: [&str; 8] =
    ["marksman", "quick_draw", "strong", "athletic", "fleet_footed", "stealthy", "brawler", "sixth_sense"];
const WEAPONS: [&[&str]; 5] = [
    &["cartridge_revolver"],
    &["cartridge_revolver", "repeating_rifle"],
    &["double_barrelled_shotgun", "knife"],
    &["cartridge_revolver", "repeating_carbine", "bowie_knife"],
    &["long_pistol", "repeating_shotgun"],
];
const PLACES: [&str; 10] = [
    "Dry Gulch",
    "Tin Cup",
    "Tombstone",
    "Hell's Half Acre",
    "Dodge",
    "Deadwood",
    "Lincoln",
    "Abilene",
    "Ellsworth",
    "Cimarron",
];
const DEEDS: [&str; 6] = ["Showdown", "Ambush", "Bank Job", "Stage Robbery", "Cattle Drive", "Jailbreak"];

/// Builds the campaign in `store` from `seed` (the same seed, the same campaign).
pub fn generate(store: &mut Store, seed: u64) -> Result<BigCampaign, Error> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut at = FIRST_NIGHT;
    let campaign_id = campaign::create(store, "Two Years at Dry Gulch", Ruleset::Qotd, at)?.id;
    let mut side_ids = Vec::new();
    for (name, suit) in SIDE_NAMES.iter().zip(Suit::ALL) {
        side_ids.push(campaign::add_side(store, campaign_id, name, Some(suit), at)?.id);
    }
    let mut character_ids = Vec::new();
    for i in 0..CHARACTERS {
        let side = side_ids[i % SIDES];
        let sheet = campaign::parse_sheet("big campaign", &sheet_text(i, &mut rng), Ruleset::Qotd)?;
        character_ids.push(campaign::add_character(store, side, &sheet, at)?.id);
    }
    for (n, &id) in character_ids.iter().step_by(3).enumerate().take(PORTRAITS) {
        campaign::set_portrait(store, id, &portrait(n, &mut rng), at)?;
    }
    // Roster edits between games (a note on a sheet): as many as make the log LOG_ENTRIES long in
    // the end, spread over the games.
    let mut game_ids = Vec::new();
    for g in 0..GAMES {
        // Two years of game nights, a little more than two a week.
        at = FIRST_NIGHT + (g as i64) * 730 / GAMES as i64 * DAY + DAY / 2 + rng.random_range(0..DAY / 4);
        let Some(game) = record_game(store, campaign_id, &side_ids, g, at, &mut rng)? else { continue };
        apply(store, game, &mut rng, at + 3_600)?;
        game_ids.push(game);
        let left = LOG_ENTRIES.saturating_sub(log_entries(store, campaign_id)?);
        let games_left = GAMES - g - 1;
        // Each game to come writes 3 rows (its record, dice and aftermath) and one for each sheet
        // its aftermath changes (about one game in six): the rest is shared out as edits.
        let spare = left.saturating_sub(games_left * 3 + games_left / 5);
        let edits = if games_left == 0 {
            left
        } else {
            spare / (games_left + 1) + usize::from(rng.random_range(0..=games_left) < spare % (games_left + 1))
        };
        for e in 0..edits {
            edit_notes(store, &character_ids, g, e, at + 7_200 + e as i64, &mut rng)?;
        }
    }
    let last_at = at + 86_000;
    let count = log_entries(store, campaign_id)?;
    if count != LOG_ENTRIES {
        return Err(format!("the big campaign's log has {count} entries, not {LOG_ENTRIES}").into());
    }
    Ok(BigCampaign { campaign_id, side_ids, character_ids, game_ids, last_at })
}

/// The change-log rows of a campaign.
pub fn log_entries(store: &Store, campaign_id: i64) -> Result<usize, Error> {
    let n: i64 =
        store
            .conn()
            .query_row("SELECT count(*) FROM change_log WHERE campaign_id = ?1", [campaign_id], |r| r.get(0))?;
    Ok(n as usize)
}

fn sheet_text(i: usize, rng: &mut ChaCha8Rng) -> String {
    let kind = ["hero", "main", "main", "supporting", "supporting", "minor"][i % 6];
    let name = format!("{} {} {}", FIRST[i % FIRST.len()], LAST[(i / FIRST.len() + i) % LAST.len()], i + 1);
    let traits = match kind {
        "hero" => 3,
        "main" => 2,
        _ => 1,
    };
    let mut picks: Vec<&str> = TRAITS.to_vec();
    picks.shuffle(rng);
    let traits: Vec<String> = picks[..traits].iter().map(|t| format!("\"{t}\"")).collect();
    let weapons: Vec<String> = WEAPONS.choose(rng).unwrap().iter().map(|w| format!("\"{w}\"")).collect();
    format!(
        r#"{{"name": "{name}", "type": "{kind}", "personality": "{}", "traits": [{}], "weapons": [{}], "notes": "Joined the club's campaign."}}"#,
        PERSONALITIES.choose(rng).unwrap(),
        traits.join(", "),
        weapons.join(", ")
    )
}

/// A 320 × 400 picture of noise and bands, as a phone's photo of a painted figure would be (it is
/// made a thumbnail when kept).
fn portrait(n: usize, rng: &mut ChaCha8Rng) -> Vec<u8> {
    let base = [rng.random_range(40..200u8), rng.random_range(40..200u8), rng.random_range(40..200u8)];
    let picture = image::RgbImage::from_fn(320, 400, |x, y| {
        let band = ((y / 40 + x / 64 + n as u32) % 3) as u8 * 20;
        let noise = (x.wrapping_mul(31) ^ y.wrapping_mul(17) ^ n as u32) as u8 % 24;
        image::Rgb([base[0] + band / 2 + noise, base[1] + noise, base[2] + band / 3])
    });
    let mut png = Vec::new();
    picture.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png).expect("a PNG in memory");
    png
}

/// Records game `g` between two sides, 3 to 5 of each side's characters who may play; `None`
/// if too few may.
fn record_game(
    store: &mut Store,
    campaign_id: i64,
    side_ids: &[i64],
    g: usize,
    at: i64,
    rng: &mut ChaCha8Rng,
) -> Result<Option<i64>, Error> {
    let standing = campaign::availability(store, campaign_id)?;
    let mut sides = side_ids.to_vec();
    sides.shuffle(rng);
    let mut participants = Vec::new();
    for &side in &sides[..2] {
        let mut fit: Vec<_> = standing
            .iter()
            .filter(|a| a.side_id == side && a.status == campaign::AvailabilityStatus::Available && a.cards_lost == 0)
            .collect();
        fit.shuffle(rng);
        for a in fit.iter().take(rng.random_range(3..=5)) {
            // Most walk away; some are hit and a few go down.
            let ended = match rng.random_range(0..100) {
                0..70 => "uninjured",
                70..94 => "injured_with_cards",
                _ => "injured_no_cards",
            };
            participants.push(format!(r#"{{"character": {}, "ended": "{ended}"}}"#, a.character_id));
        }
    }
    if participants.len() < 2 {
        return Ok(None);
    }
    let date = posse::campaign::play::date_of(at);
    let title = format!("{} at {} ({})", DEEDS.choose(rng).unwrap(), PLACES.choose(rng).unwrap(), g + 1);
    let text = format!(
        r#"{{"title": "{title}", "date": "{date}", "notes": "Game night {}.", "participants": [{}]}}"#,
        g + 1,
        participants.join(", ")
    );
    Ok(Some(games::record_game(store, campaign_id, &games::parse_game(&text)?, at)?.id))
}

/// Rolls and applies a game's aftermath; whoever gains a trait takes one he lacks (or none).
fn apply(store: &mut Store, game: i64, rng: &mut ChaCha8Rng, at: i64) -> Result<(), Error> {
    let dice = DiceSource::Seed(rng.random());
    let preview = games::aftermath_preview(store, game, &dice, None)?;
    let mut choices = Vec::new();
    for entry in &preview.entries {
        let Some(offer) = &entry.trait_choice else { continue };
        let open: Vec<_> =
            offer.options.iter().filter(|o| o.needs_param.is_none() && !offer.held.contains(&o.id)).collect();
        match open.choose(rng) {
            Some(pick) if !offer.full => {
                choices.push(format!(r#"{{"character": {}, "trait": "{}"}}"#, entry.character_id, pick.id))
            }
            _ => choices.push(format!(r#"{{"character": {}, "skip": true}}"#, entry.character_id)),
        }
    }
    let choices = games::parse_choices(&format!(r#"{{"choices": [{}]}}"#, choices.join(", ")))?;
    games::apply_aftermath(store, game, &dice, Some(&choices), at)?;
    Ok(())
}

/// A player's note on a character's sheet after game `g`.
fn edit_notes(
    store: &mut Store,
    character_ids: &[i64],
    g: usize,
    e: usize,
    at: i64,
    rng: &mut ChaCha8Rng,
) -> Result<(), Error> {
    let id = *character_ids.choose(rng).unwrap();
    let mut view = serde_json::to_value(campaign::get_character(store, id)?)?;
    view["notes"] = format!("Talked about after game night {} ({}).", g + 1, e + 1).into();
    let sheet = campaign::sheet_for_character(store, id, view)?;
    campaign::edit_character(store, id, &sheet, at)?;
    Ok(())
}
