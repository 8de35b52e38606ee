//! What each fuzz target does with one input, shared by the cargo-fuzz targets (`fuzz_targets/`,
//! nightly, `make fuzz`) and by the stable replay of the committed corpus
//! (`tests/posse/fuzz_corpus.rs`, which includes this file), so that a finding stays a test.
//!
//! Every target feeds its input to the library as a user's file would reach it (the same functions
//! the CLI and the desktop app call) and then checks what Posse promises about a file it accepted:
//! it reads back, prints back as JSON that is accepted again, and undo takes it back. A refusal is
//! fine; a panic, a hang or a broken promise is a finding.

use std::cell::RefCell;

use posse::campaign::games::{self, AftermathChoices, DiceSource};
use posse::campaign::{self, chronicle, Rules};
use posse::rules::fate::{FateOptions, HouseTables};
use posse::rules::Ruleset;
use posse::store::Store;

/// The time every write is stamped with.
const AT: i64 = 1_700_000_000;

/// Between the rolls file and the choices file in an `aftermath` input.
pub const AFTERMATH_SEPARATOR: &str = "\n----\n";

/// A database with both demo campaigns, built once per process and built again after many writes
/// so that it stays small.
struct Fixture {
    store: Store,
    qotd: Demo,
    fate: Demo,
    /// A cast of the My Wild West demo: two gangs and a civilian, for its turn deck.
    mww_cast: i64,
    writes: u32,
}

#[derive(Clone, Copy)]
struct Demo {
    campaign: i64,
    /// The game the `aftermath` target rolls: as the README's game files have it.
    game: &'static str,
    /// A character of the roster.
    character: i64,
}

/// The cast of the README's My Wild West bank job.
const MWW_CAST: &str = r#"{"title": "The Dry Creek Bank Job", "sides": [
    {"side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry", "Flat Nose Logan"]},
    {"side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt"]}],
    "civilians": ["The teller"]}"#;

/// Writes after which the fixture is built afresh.
const FIXTURE_WRITES: u32 = 500;

/// The game of the README on the QOTD demo.
const QOTD_GAME: &str = r#"{"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": [
    {"character": "Wyatt Earp", "ended": "uninjured"}, {"character": "Dusty", "ended": "injured_no_cards"},
    {"character": "Johnny Ringo", "ended": "uninjured", "kills": [{"victim": "Ike Clanton"}]},
    {"character": "Ike Clanton", "ended": "killed"}]}"#;

/// A gunfight on the fate demo: kills, a backshot, a lost nerve.
const FATE_GAME: &str = r#"{"title": "Trouble at Tin Cup", "date": "1880-05-02", "participants": [
    {"character": "Kid Kelly", "ended": "unhurt", "fired_at_opponent": true,
     "kills": [{"victim": "Doc Ames"}, {"name": "a deputy", "class": "gunman"}]},
    {"character": "Doc Ames", "ended": "dead"},
    {"character": "Black Jack Ketchum", "ended": "seriously_wounded", "fired_at_opponent": true,
     "seriously_wounded": 1, "backshot": true},
    {"character": "Swede Larsen", "ended": "unhurt"},
    {"character": "Little Hawk", "ended": "lost_nerve"}]}"#;

impl Fixture {
    fn new() -> Fixture {
        let mut store = Store::open_in_memory().expect("an in-memory database opens");
        let qotd = demo(&mut store, Ruleset::Qotd, QOTD_GAME);
        let fate = demo(&mut store, Ruleset::Fate, FATE_GAME);
        let mww = campaign::create_demo(&mut store, Ruleset::Mww, AT).expect("the demo is made").id;
        let script = serde_json::from_str(MWW_CAST).expect("the cast is JSON");
        let mww_cast = campaign::create_scenario(&mut store, mww, script, AT).expect("the cast is saved").id;
        Fixture { store, qotd, fate, mww_cast: mww_cast.expect("a saved cast has its id"), writes: 0 }
    }

    fn demos(&self) -> [Demo; 2] {
        [self.qotd, self.fate]
    }
}

fn demo(store: &mut Store, ruleset: Ruleset, game: &'static str) -> Demo {
    let campaign = campaign::create_demo(store, ruleset, AT).expect("the demo is made").id;
    let roster = campaign::characters_of(store, campaign).expect("the demo reads");
    Demo { campaign, game, character: roster[0].id }
}

thread_local! {
    static FIXTURE: RefCell<Option<Fixture>> = const { RefCell::new(None) };
}

/// Runs `f` on the shared fixture; `f` returns how many writes it left in the log (undone or not).
fn with_fixture(f: impl FnOnce(&mut Fixture) -> u32) {
    FIXTURE.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.as_ref().is_none_or(|fx| fx.writes >= FIXTURE_WRITES) {
            *slot = Some(Fixture::new());
        }
        let fixture = slot.as_mut().expect("just made");
        let writes = f(fixture);
        fixture.writes += writes;
    });
}

/// The number of entries in a campaign's change log.
fn log_len(store: &Store, campaign_id: i64) -> usize {
    campaign::changes(store, campaign_id).expect("the change log reads").len()
}

/// Takes back the newest change of `campaign_id` (one step: a whole aftermath is one), and checks
/// that undo can.
fn undo(store: &mut Store, campaign_id: i64) {
    if let Err(e) = campaign::undo(store, Some(campaign_id), AT) {
        panic!("undo takes back what was just done: {e}")
    }
}

/// `campaign import`: a campaign file. An imported campaign reads back in every view, and its
/// export is imported again with the same sides and characters.
pub fn campaign_import(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut store = Store::open_in_memory().expect("an in-memory database opens");
    let Ok(imported) = campaign::import(&mut store, "fuzz.json", text, AT) else { return };
    let id = imported.id;
    campaign::detail(&store, id).expect("an imported campaign's detail reads");
    let roster = campaign::characters_of(&store, id).expect("an imported campaign's characters read");
    assert_eq!(roster.len(), imported.characters as usize);
    campaign::availability(&store, id).expect("an imported campaign's availability reads");
    campaign::history(&store, id).expect("an imported campaign's history reads");
    games::list_games(&store, id).expect("an imported campaign's games read");
    campaign::list_scenarios(&store, id).expect("an imported campaign's scenarios read");
    chronicle::of_campaign(&store, id).expect("an imported campaign's chronicle reads");
    if imported.ruleset == Ruleset::Fate {
        campaign::options(&store, id).expect("an imported campaign's options read");
        campaign::house_tables(&store, id).expect("an imported campaign's house tables read");
    }
    let exported = campaign::export(&store, id).expect("an imported campaign exports");
    let text = serde_json::to_string(&exported).expect("an export serializes");
    let again = campaign::import(&mut store, "again.json", &text, AT).expect("an exported campaign imports again");
    assert_eq!((again.sides, again.characters), (imported.sides, imported.characters));
}

/// `character add --file`: a character file, read as a sheet of each family. A sheet that passes
/// its rules prints back (`character show --json`) as a file that is read and checked the same.
pub fn character(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let fate_1996 = campaign::with_settings(
        FateOptions::default(),
        &["indian_classes=ansell_1996".to_string(), "hit_location=ansell_1996".to_string()],
    )
    .expect("the 1996 options are valid");
    for rules in [Rules::Qotd, Rules::Fate(FateOptions::default()), Rules::Fate(fate_1996)] {
        let Ok(sheet) = campaign::parse_sheet("fuzz.json", text, rules.ruleset()) else { continue };
        let _ = campaign::check_sheet(&rules, &sheet);
        let Ok(checked) = rules.check(&sheet) else { continue };
        let derived = checked.derived();
        serde_json::to_string(&derived).expect("derived figures serialize");
        let printed = serde_json::to_string(&checked.sheet()).expect("a sheet serializes");
        let again = campaign::parse_sheet("again.json", &printed, rules.ruleset())
            .unwrap_or_else(|e| panic!("a checked sheet's JSON reads back: {e}\n{printed}"));
        let again = rules.check(&again).unwrap_or_else(|e| panic!("a checked sheet checks again: {e}\n{printed}"));
        assert_eq!(again, checked, "a sheet printed and read back is the same character");
    }
}

/// `game record`: a game file, recorded on each demo campaign; a recorded game rolls its
/// aftermath ("roll for me"), and undo takes the game back.
pub fn game(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(input) = games::parse_game(text) else { return };
    with_fixture(|fx| {
        let mut writes = 0;
        for demo in fx.demos() {
            let before = log_len(&fx.store, demo.campaign);
            let Ok(game) = games::record_game(&mut fx.store, demo.campaign, &input, AT) else {
                assert_eq!(log_len(&fx.store, demo.campaign), before, "a refused game changes nothing");
                continue;
            };
            writes += 1;
            games::get_game(&fx.store, game.id).expect("a recorded game reads");
            games::aftermath_preview(&fx.store, game.id, &DiceSource::Seed(7), None)
                .expect("a recorded game's aftermath rolls");
            chronicle::of_campaign(&fx.store, demo.campaign).expect("the chronicle reads");
            undo(&mut fx.store, demo.campaign);
        }
        writes
    });
}

/// `game aftermath --rolls` and `game apply --choices`: a rolls file and a choices file (the input
/// holds both, split by [`AFTERMATH_SEPARATOR`]) on a game recorded in each demo campaign (the
/// README's, and [`FATE_GAME`]). An aftermath the dice and choices give is applied, reads back,
/// and undo takes it back with the game.
pub fn aftermath(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (rolls, choices) = text.split_once(AFTERMATH_SEPARATOR).unwrap_or((text, ""));
    let Ok(rolls) = games::parse_rolls(rolls) else { return };
    let choices: Option<AftermathChoices> = match choices.trim() {
        "" => None,
        text => match games::parse_choices(text) {
            Ok(c) => Some(c),
            Err(_) => return,
        },
    };
    let source = DiceSource::Entered(rolls);
    with_fixture(|fx| {
        let mut writes = 0;
        for demo in fx.demos() {
            let input = games::parse_game(demo.game).expect("the fixture's game reads");
            let game =
                games::record_game(&mut fx.store, demo.campaign, &input, AT).expect("the fixture's game records");
            writes += 1;
            let _ = games::aftermath_preview(&fx.store, game.id, &source, choices.as_ref());
            let recorded = log_len(&fx.store, demo.campaign);
            match games::apply_aftermath(&mut fx.store, game.id, &source, choices.as_ref(), AT) {
                Ok(_) => {
                    writes += 1;
                    campaign::availability(&fx.store, demo.campaign).expect("availability reads after an aftermath");
                    chronicle::of_campaign(&fx.store, demo.campaign).expect("the chronicle reads after an aftermath");
                    campaign::characters_of(&fx.store, demo.campaign).expect("the rosters read after an aftermath");
                    undo(&mut fx.store, demo.campaign);
                    let game = games::get_game(&fx.store, game.id).expect("the game reads after undo");
                    assert!(game.aftermath.is_empty(), "undo takes the aftermath back");
                }
                Err(_) => {
                    assert_eq!(log_len(&fx.store, demo.campaign), recorded, "a refused aftermath changes nothing")
                }
            }
            undo(&mut fx.store, demo.campaign);
            let left = games::list_games(&fx.store, demo.campaign).expect("the games read");
            assert!(left.is_empty(), "undo takes the game back");
        }
        writes
    });
}

/// `cast preview` / `cast new`: a scenario file cast on each demo campaign (nothing saved). A cast
/// list prints back as a script (`cast show --json`) that casts again.
pub fn scenario(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(script) = campaign::parse_script("fuzz.json", text) else { return };
    with_fixture(|fx| {
        for demo in fx.demos() {
            let Ok(cast) = campaign::cast_preview(&fx.store, demo.campaign, script.clone()) else { continue };
            let printed = serde_json::to_value(cast.script()).expect("a script serializes");
            campaign::cast_preview(&fx.store, demo.campaign, printed.clone())
                .unwrap_or_else(|e| panic!("a cast list's script casts again: {e}\n{printed}"));
        }
        0
    });
}

/// `campaign house-tables --import`: a house-tables file. Tables that read are completed for
/// editing (as `--export` writes them) into a file that reads as the same tables, show their 36
/// chits, and are kept by a fate campaign (undo takes them back).
pub fn house_tables(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(tables) = HouseTables::from_toml(text) else { return };
    let completed = posse::rules::fate::house::completed_text(text);
    let again = HouseTables::from_toml(&completed)
        .unwrap_or_else(|e| panic!("completed house tables read again: {e}\n{completed}"));
    assert_eq!(again, tables, "completing the file for editing changes no table");
    assert_eq!(tables.hit_location.chits().len(), 36);
    with_fixture(|fx| {
        let c = fx.fate.campaign;
        let kept = campaign::set_house_tables(&mut fx.store, c, Some(text), AT).expect("valid tables are kept");
        assert_eq!(kept.house_grid, tables.house_grid);
        campaign::house_tables_text(&fx.store, c).expect("the kept tables print");
        undo(&mut fx.store, c);
        assert_eq!(&campaign::house_tables(&fx.store, c).expect("tables read"), HouseTables::standard());
        1
    });
}

/// `print … --template FILE`: a template file a user changed. Each printable with a template is
/// printed with it from the demos (the roster, the QOTD playsheet and a cast-less booklet, the fate
/// deck, the chits, the action deck, My Wild West's turn deck): a template is refused with a reason
/// naming the file, or it prints a whole PDF. A template of one printable is refused by every other.
pub fn template(data: &[u8]) {
    use posse::campaign::print_center::{preview, PrintJob};
    use posse::campaign::print_shop::DeckSource;
    use posse::campaign::RosterOptions;
    use posse::print::settings::PrintSettings;

    let Ok(text) = std::str::from_utf8(data) else { return };
    let dir = std::env::temp_dir().join(format!("posse-fuzz-template-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let file = dir.join("look.toml");
    std::fs::write(&file, text).expect("the template is written");
    let settings = PrintSettings { template: Some(file.display().to_string()), ..Default::default() };
    with_fixture(|fx| {
        let jobs = [
            PrintJob::Roster { campaign_id: fx.qotd.campaign, options: RosterOptions::default() },
            PrintJob::Playsheet { ruleset: Ruleset::Qotd, campaign_id: None },
            PrintJob::FateDeck {
                source: DeckSource::Campaign { campaign_id: fx.fate.campaign, side_id: None },
                blanks: None,
            },
            PrintJob::Chits { campaign_id: fx.fate.campaign },
            PrintJob::ActionCards { seed: Some(1) },
            PrintJob::TurnCards { cast_id: fx.mww_cast },
        ];
        let mut printed = 0;
        for job in &jobs {
            match preview(&fx.store, job, &settings) {
                Ok(p) => {
                    assert!(p.pdf.starts_with(b"%PDF-"), "{job:?}: a whole PDF");
                    assert!(p.pages >= 1, "{job:?}: a page at least");
                    printed += 1;
                }
                Err(e) => {
                    let message = e.to_string();
                    assert!(!message.is_empty(), "{job:?}: a refusal says why");
                }
            }
        }
        assert!(printed <= 1, "a template is of one printable, yet {printed} printed with it");
        0
    });
}

/// `character portrait --file`: an image file as a demo character's portrait. A portrait taken is
/// a PNG thumbnail no larger than 256 pixels a side.
pub fn portrait(data: &[u8]) {
    with_fixture(|fx| {
        let who = fx.qotd.character;
        let Ok(_) = campaign::set_portrait(&mut fx.store, who, data, AT) else { return 0 };
        let stored = campaign::get_portrait(&fx.store, who).expect("a portrait reads").expect("a portrait is kept");
        let thumb = image_size(&stored);
        assert!(thumb.0 <= campaign::THUMBNAIL_PX && thumb.1 <= campaign::THUMBNAIL_PX, "{thumb:?}");
        undo(&mut fx.store, fx.qotd.campaign);
        1
    });
}

/// The width and height a PNG's header gives.
fn image_size(png: &[u8]) -> (u32, u32) {
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n") && png.len() > 24, "a stored portrait is a PNG");
    let be = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().expect("four bytes"));
    (be(16), be(20))
}

/// What a target does with one input.
pub type Target = fn(&[u8]);

/// Every target, by the name of its folder under `tests/fuzz-corpus/` and of its cargo-fuzz binary.
pub const TARGETS: [(&str, Target); 8] = [
    ("campaign_import", campaign_import),
    ("character", character),
    ("game", game),
    ("aftermath", aftermath),
    ("scenario", scenario),
    ("house_tables", house_tables),
    ("portrait", portrait),
    ("template", template),
];
