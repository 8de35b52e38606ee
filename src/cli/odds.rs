//! `posse roll qotd TEST …` and `posse odds qotd TEST|shot|fight …`: a test of a character rolled
//! with a seed, or weighed exactly. The character is a roster character (`--character ID`) or
//! described inline (`--type hero --personality disciplined --trait marksman --weapon winchester`);
//! an inline character needs (and opens) no database. `posse odds fate …` and `posse roll fate …`
//! are the fate family's ([`super::odds_fate`]).

use std::path::Path;

use clap::{Args, Subcommand};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::odds_args::{CircumstanceArgs, Target, Who};
use super::odds_fate::{self, FateCliError, FateOddsArgs, FateRollArgs};
use super::odds_mww::{self, MwwCliError, MwwOddsArgs, MwwRollArgs};
use super::odds_text::{print_chain, print_test};
use super::{print_json, CliError};
use crate::dice::Joker;
use crate::error::ErrorCode;
use crate::rules::qotd::charts::{AttackForm, DefenceForm, ShotType};
use crate::rules::qotd::odds::{self, OddsError};
use crate::rules::qotd::test::{Circumstances, Cover, TaskKind, TestError, TestId};
use crate::rules::qotd::{Character, CharacterSheet, CharacterType, QotdOptions, SheetErrors, TraitPick};
use crate::rules::Ruleset;
use crate::store::Store;

/// What the odds and roll commands refuse.
#[derive(Debug, thiserror::Error)]
pub enum OddsCliError {
    #[error("ruleset: odds are for qotd, fate, mww and twtw, not \"{0}\"")]
    UnknownRuleset(String),
    #[error("test: \"{given}\" is not a QOTD test; the tests are: {valid}")]
    UnknownTest { given: String, valid: String },
    #[error("test: name a test (see `posse odds qotd --list`)")]
    NoTest,
    #[error("{flag}: \"{given}\" is not one of: {valid}")]
    BadValue { flag: &'static str, given: String, valid: String },
    #[error("{who}: give --{flag} ID for a roster character, or describe one with --{prefix}type hero|main|supporting|minor")]
    NoCharacter { who: &'static str, flag: &'static str, prefix: &'static str },
    #[error("{who}: {errors}")]
    InvalidCharacter { who: &'static str, errors: SheetErrors },
    #[error("character: #{id} cannot be read: there is no database at {path}")]
    NoDatabase { id: i64, path: String },
    #[error("character: #{id} is a {ruleset} character: use `posse odds {ruleset} …`")]
    OtherRuleset { id: i64, ruleset: &'static str },
    #[error("--circumstances: not valid circumstances JSON: {0}")]
    BadCircumstances(String),
    #[error("{0} is a chain of tests: use `posse odds qotd {0}`")]
    ChainNotRollable(&'static str),
    #[error("{flag}: does not apply to {asked}: {about}")]
    FlagDoesNotApply { flag: String, asked: String, about: &'static str },
    #[error("--option: campaign options change only the odds of a shot (misfires, perfect_reroll, preloaded_misfires, flintlock_misfires) or a fight (perfect_reroll), not {0}")]
    OptionDoesNotApply(String),
    #[error(
        "{flag}: describes an inline character, not roster character #{id} (whose sheet and last aftermath say it)"
    )]
    InlineOnly { flag: &'static str, id: i64 },
    #[error("{flag}: a target is for a shot or a fight (`posse odds qotd shot|fight …`), not {test}")]
    TargetDoesNotApply { flag: &'static str, test: String },
    #[error("{message}")]
    Refused { code: &'static str, message: String },
    #[error(transparent)]
    Odds(#[from] OddsError),
    #[error(transparent)]
    Fate(#[from] FateCliError),
    #[error(transparent)]
    Mww(#[from] MwwCliError),
}

/// A family's refusal is an odds refusal (so that `odds_fate` and `odds_mww` need not name this module).
impl From<FateCliError> for CliError {
    fn from(e: FateCliError) -> CliError {
        CliError::Odds(OddsCliError::Fate(e))
    }
}

impl From<MwwCliError> for CliError {
    fn from(e: MwwCliError) -> CliError {
        CliError::Odds(OddsCliError::Mww(e))
    }
}

impl ErrorCode for OddsCliError {
    fn code(&self) -> &'static str {
        match self {
            OddsCliError::UnknownRuleset(_) => "unknown_ruleset",
            OddsCliError::UnknownTest { .. } => "unknown_test",
            OddsCliError::NoTest => "no_test",
            OddsCliError::BadValue { .. } => "bad_value",
            OddsCliError::NoCharacter { .. } => "no_character",
            OddsCliError::InvalidCharacter { errors, .. } => errors.code(),
            OddsCliError::NoDatabase { .. } => "no_database",
            OddsCliError::OtherRuleset { .. } => "wrong_ruleset",
            OddsCliError::BadCircumstances(_) => "bad_circumstances",
            OddsCliError::ChainNotRollable(_) => "not_rollable",
            OddsCliError::FlagDoesNotApply { .. } => "does_not_apply",
            OddsCliError::OptionDoesNotApply(_) => "does_not_apply",
            OddsCliError::InlineOnly { .. } => "does_not_apply",
            OddsCliError::TargetDoesNotApply { .. } => "does_not_apply",
            OddsCliError::Refused { code, .. } => code,
            OddsCliError::Odds(e) => e.code(),
            OddsCliError::Fate(e) => e.code(),
            OddsCliError::Mww(e) => e.code(),
        }
    }
}

/// A rule family with its own tests and flags: `posse odds fate …`, `posse roll fate …`.
// Parsed once per run: the families' flags are not worth boxing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
enum OddsFamily {
    /// The fate-deck family (Ansell 1996, The Rules With No Name): fire, nerve, duel, fight.
    Fate(Box<FateOddsArgs>),
    /// My Wild West: hit, wound, fight, spot, reaction, target, gap, height, horse_jump, bolt,
    /// rear, alarm, robbery.
    Mww(MwwOddsArgs),
    /// The West That Wasn't: hit, damage, initiative, exact over the action deck.
    Twtw(super::twtw::TwtwOddsArgs),
}

#[derive(Debug, Subcommand)]
enum RollFamily {
    /// The fate-deck family: fire, nerve, duel, fight, move, fix_gun.
    Fate(Box<FateRollArgs>),
    /// My Wild West: the same throws, rolled.
    Mww(MwwRollArgs),
    /// The West That Wasn't: hit, attack, initiative, drawn from a shuffled action deck.
    Twtw(super::twtw::TwtwRollArgs),
}

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct OddsArgs {
    #[command(subcommand)]
    family: Option<OddsFamily>,
    /// The rule set: qotd (or fate or twtw, whose tests have their own flags: `posse odds twtw --help`).
    #[arg(required = true)]
    ruleset: Option<String>,
    /// The test (`posse odds qotd --list`), or `shot` or `fight` for a whole shooting or fighting
    /// chain on a target.
    test: Option<String>,
    /// List every test and chain (with `--json`: `{"tests": [...], "chains": [...]}`, each with
    /// the circumstances it reads).
    #[arg(long, conflicts_with = "test")]
    list: bool,
    #[command(flatten)]
    who: Who,
    #[command(flatten)]
    target: Target,
    #[command(flatten)]
    circumstances: CircumstanceArgs,
    /// A campaign option for a shot or a fight, KEY=VALUE: `misfires=any_die`,
    /// `perfect_reroll=reroll`, `preloaded_misfires=jams_on_two`, `flintlock_misfires=any_miss` (a
    /// fight reads only `perfect_reroll`). A roster shooter plays by their campaign's options; this
    /// changes them for this question only.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Print JSON: probabilities as numbers between 0 and 1.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct RollArgs {
    #[command(subcommand)]
    family: Option<RollFamily>,
    /// The rule set: qotd (or fate or twtw: `posse roll twtw --help`).
    #[arg(required = true)]
    ruleset: Option<String>,
    /// The test (`posse odds qotd --list`).
    #[arg(required = true)]
    test: Option<String>,
    #[command(flatten)]
    who: Who,
    #[command(flatten)]
    circumstances: CircumstanceArgs,
    /// The seed of the dice; the same seed rolls the same dice. Default: from the clock.
    #[arg(long)]
    seed: Option<u64>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

impl OddsArgs {
    pub fn json(&self) -> bool {
        match &self.family {
            Some(OddsFamily::Fate(f)) => f.json(),
            Some(OddsFamily::Mww(f)) => f.json(),
            Some(OddsFamily::Twtw(t)) => t.json(),
            None => self.json,
        }
    }
}

impl RollArgs {
    pub fn json(&self) -> bool {
        match &self.family {
            Some(RollFamily::Fate(f)) => f.json(),
            Some(RollFamily::Mww(f)) => f.json(),
            Some(RollFamily::Twtw(t)) => t.json(),
            None => self.json,
        }
    }
}

fn bad(flag: &'static str, given: &str, valid: impl IntoIterator<Item = &'static str>) -> OddsCliError {
    OddsCliError::BadValue { flag, given: given.to_string(), valid: valid.into_iter().collect::<Vec<_>>().join(", ") }
}

fn parse<T: Copy>(
    flag: &'static str,
    given: &str,
    all: &[T],
    id: impl Fn(T) -> &'static str,
) -> Result<T, OddsCliError> {
    let norm = crate::rules::qotd::normalise_id(given);
    all.iter().copied().find(|v| id(*v) == norm).ok_or_else(|| bad(flag, given, all.iter().map(|v| id(*v))))
}

fn check_ruleset(ruleset: &str) -> Result<(), OddsCliError> {
    match Ruleset::from_id(ruleset) {
        Some(Ruleset::Qotd) => Ok(()),
        _ => Err(OddsCliError::UnknownRuleset(ruleset.to_string())),
    }
}

fn test_id(given: &str) -> Result<TestId, OddsCliError> {
    TestId::from_id(given).ok_or_else(|| OddsCliError::UnknownTest {
        given: given.to_string(),
        valid: TestId::ALL.iter().map(|t| t.id()).chain(["shot", "fight"]).collect::<Vec<_>>().join(", "),
    })
}

impl CircumstanceArgs {
    fn read(&self, weapon: Option<&str>) -> Result<Circumstances, OddsCliError> {
        let mut c: Circumstances = match &self.circumstances {
            Some(json) => serde_json::from_str(json).map_err(|e| OddsCliError::BadCircumstances(e.to_string()))?,
            None => Circumstances::default(),
        };
        for (on, shot) in [
            (self.aimed, ShotType::Aimed),
            (self.hasty, ShotType::Hasty),
            (self.snap, ShotType::Snap),
            (self.fanning, ShotType::Fanning),
        ] {
            if on {
                c.shot_type = Some(shot);
            }
        }
        if let Some(cover) = &self.cover {
            c.cover = parse("--cover", cover, &Cover::ALL, Cover::id)?;
        }
        if let Some(attack) = &self.attack {
            c.attack = Some(parse("--attack", attack, &AttackForm::ALL, AttackForm::id)?);
        }
        if let Some(defence) = &self.defence {
            c.defence = Some(parse("--defence", defence, &DefenceForm::ALL, DefenceForm::id)?);
        }
        if let Some(task) = &self.task {
            c.task =
                parse("--task", task, &[TaskKind::General, TaskKind::Athletic, TaskKind::Strength], |t| match t {
                    TaskKind::General => "general",
                    TaskKind::Athletic => "athletic",
                    TaskKind::Strength => "strength",
                })?;
        }
        if let Some(joker) = &self.joker {
            c.joker = Some(parse("--joker", joker, &[Joker::Black, Joker::Red], |j| match j {
                Joker::Black => "black",
                Joker::Red => "red",
            })?);
        }
        c.range_paces = self.range.or(c.range_paces);
        c.skill = self.skill.clone().or(c.skill);
        c.weapon = weapon.map(str::to_string).or(c.weapon);
        c.fire_mode = self.mode.clone().or(c.fire_mode);
        let flags = [
            (self.moved, &mut c.moved),
            (self.drawing, &mut c.drawing),
            (self.prone, &mut c.prone),
            (self.both_barrels, &mut c.both_barrels),
            (self.outnumbered, &mut c.outnumbered),
            (self.second_move, &mut c.second_move_this_phase),
            (self.towards_enemy, &mut c.towards_enemy),
            (self.bad_going, &mut c.in_bad_going),
            (self.difficult, &mut c.difficult),
            (self.perfect, &mut c.perfect),
            (self.cut, &mut c.cut),
            (self.lucky, &mut c.lucky),
            (self.flustered, &mut c.flustered),
            (self.later_round, &mut c.later_round),
            (self.mounted, &mut c.mounted),
            (self.mount_fast, &mut c.mount_over_4_paces),
            (self.preloaded, &mut c.preloaded_cylinder),
            (self.target_cut, &mut c.target_cut),
            (self.target_lucky, &mut c.target_lucky),
        ];
        for (on, field) in flags {
            *field |= on;
        }
        Ok(c)
    }
}

impl CircumstanceArgs {
    /// The flag that sets a circumstance, as typed: `--difficult`, `--aimed`; a field only
    /// `--circumstances` sets is named as in its JSON.
    fn flag_of(&self, field: &str, who: &Who, target: Option<&Target>) -> String {
        let shot =
            [("--aimed", self.aimed), ("--hasty", self.hasty), ("--snap", self.snap), ("--fanning", self.fanning)];
        let flag = match field {
            "shot_type" => shot.iter().find(|(_, on)| *on).map(|(f, _)| *f),
            "weapon" => who.weapon.is_some().then_some("--weapon"),
            "range_paces" => self.range.is_some().then_some("--range"),
            "cover" => self.cover.is_some().then_some("--cover"),
            "second_move_this_phase" => self.second_move.then_some("--second-move"),
            "in_bad_going" => self.bad_going.then_some("--bad-going"),
            "fire_mode" => self.mode.is_some().then_some("--mode"),
            "preloaded_cylinder" => self.preloaded.then_some("--preloaded"),
            "mount_over_4_paces" => self.mount_fast.then_some("--mount-fast"),
            "reduced" => who.reduced.then_some("--reduced"),
            "target_reduced" => target.is_some_and(|t| t.target_reduced).then_some("--target-reduced"),
            "target_one_card_less" => {
                target.is_some_and(|t| t.target_one_card_less).then_some("--target-one-card-less")
            }
            "target_cards" => target.is_some_and(|t| t.target_cards.is_some()).then_some("--target-cards"),
            "attack" => self.attack.is_some().then_some("--attack"),
            "defence" => self.defence.is_some().then_some("--defence"),
            "task" => self.task.is_some().then_some("--task"),
            "skill" => self.skill.is_some().then_some("--skill"),
            "joker" => self.joker.is_some().then_some("--joker"),
            _ => None,
        };
        let plain = [
            ("moved", self.moved),
            ("drawing", self.drawing),
            ("prone", self.prone),
            ("both_barrels", self.both_barrels),
            ("outnumbered", self.outnumbered),
            ("towards_enemy", self.towards_enemy),
            ("difficult", self.difficult),
            ("perfect", self.perfect),
            ("cut", self.cut),
            ("lucky", self.lucky),
            ("flustered", self.flustered),
            ("later_round", self.later_round),
            ("mounted", self.mounted),
            ("target_cut", self.target_cut),
            ("target_lucky", self.target_lucky),
        ];
        match flag {
            Some(f) => f.to_string(),
            None => match plain.iter().find(|(f, on)| *f == field && *on) {
                Some((f, _)) => format!("--{}", f.replace('_', "-")),
                None => format!("--circumstances \"{field}\""),
            },
        }
    }
}

/// A refusal, with a circumstance that does not apply named by the flag that set it; a shot that
/// cannot be taken and a target's cards named by their flags too.
fn flagged(e: OddsError, args: &CircumstanceArgs, who: &Who, target: Option<&Target>) -> OddsCliError {
    match e {
        OddsError::Test(TestError::DoesNotApply { field, asked, about }) => {
            OddsCliError::FlagDoesNotApply { flag: args.flag_of(field, who, target), asked, about }
        }
        OddsError::Test(
            e @ (TestError::TargetCards { .. } | TestError::NoCardToSpare(_) | TestError::ShotNotPossible { .. }),
        ) => {
            let field = match e {
                TestError::TargetCards { .. } => "target_cards",
                TestError::NoCardToSpare(_) => "target_one_card_less",
                _ => "shot_type",
            };
            let flag = args.flag_of(field, who, target);
            if flag.starts_with("--circumstances") {
                // Said in --circumstances: the message names the field as its JSON does.
                return OddsCliError::Odds(OddsError::Test(e));
            }
            let message = e.to_string();
            let moved = if args.moved { "(--moved)" } else { "(moved)" };
            OddsCliError::Refused {
                code: e.code(),
                message: format!("{flag}{}", message[field.len()..].replace("(moved)", moved)),
            }
        }
        other => OddsCliError::Odds(other),
    }
}

/// An inline character as typed on the command line.
struct Inline<'a> {
    kind: &'a str,
    personality: Option<&'a str>,
    traits: &'a [String],
    armour: Option<&'a str>,
    weapon: Option<&'a str>,
    shield: bool,
}

/// An inline character's sheet, checked by the casting rules so that errors name the field.
fn inline(who: &'static str, name: String, typed: Inline) -> Result<Character, OddsCliError> {
    let sheet = CharacterSheet {
        name,
        kind: typed.kind.to_string(),
        personality: typed.personality.unwrap_or("ordinary").to_string(),
        traits: typed
            .traits
            .iter()
            .map(|t| match t.split_once([':', '=']) {
                Some((id, param)) => TraitPick::with(id, param),
                None => TraitPick::plain(t),
            })
            .collect(),
        weapons: typed.weapon.into_iter().map(str::to_string).collect(),
        armour: typed.armour.unwrap_or("none").to_string(),
        shield: typed.shield,
        notes: String::new(),
        courage_tests: false,
        cautious: false,
    };
    Character::from_sheet(&sheet).map_err(|errors| OddsCliError::InvalidCharacter { who, errors })
}

fn inline_name(kind: &str, role: &str) -> String {
    let name = CharacterType::from_id(kind).map_or("character", |t| t.name());
    format!("The {role} ({name})")
}

/// A roster character as they would play the next game (with the reduced dice their last
/// aftermath gives them), and their campaign's options.
fn from_roster(id: i64, db: &Path) -> Result<(Character, QotdOptions), CliError> {
    if !db.exists() {
        return Err(OddsCliError::NoDatabase { id, path: db.display().to_string() }.into());
    }
    let store = Store::open(db)?;
    let view = crate::campaign::get_character(&store, id)?;
    if let other @ crate::campaign::Sheet::Fate(_) = view.sheet {
        return Err(OddsCliError::OtherRuleset { id, ruleset: other.ruleset().id() }.into());
    }
    Ok(crate::campaign::qotd_character(&store, id)?)
}

impl Who {
    /// The character and the options they play by; an inline one is named for its part ("The
    /// shooter (Hero)") and plays by the default options.
    fn character(&self, db: &Path, role: &str) -> Result<(Character, QotdOptions), CliError> {
        if let Some(id) = self.character {
            let inline = [
                ("--personality", self.personality.is_some()),
                ("--trait", !self.traits.is_empty()),
                ("--armour", self.armour.is_some()),
                ("--reduced", self.reduced),
            ];
            if let Some((flag, _)) = inline.into_iter().find(|(_, given)| *given) {
                return Err(OddsCliError::InlineOnly { flag, id }.into());
            }
        }
        match (self.character, &self.kind) {
            (Some(id), _) => from_roster(id, db),
            (None, Some(kind)) => Ok(inline(
                "character",
                inline_name(kind, role),
                Inline {
                    kind,
                    personality: self.personality.as_deref(),
                    traits: &self.traits,
                    armour: self.armour.as_deref(),
                    weapon: self.weapon.as_deref(),
                    shield: false,
                },
            )
            .map(|c| (c, QotdOptions::default()))?),
            (None, None) => Err(OddsCliError::NoCharacter { who: "character", flag: "character", prefix: "" }.into()),
        }
    }
}

impl Target {
    /// The first target flag given, if any.
    fn given(&self) -> Option<&'static str> {
        [
            ("--target", self.target_id.is_some()),
            ("--target-type", self.target_kind.is_some()),
            ("--target-personality", self.target_personality.is_some()),
            ("--target-trait", !self.target_traits.is_empty()),
            ("--target-armour", self.target_armour.is_some()),
            ("--target-shield", self.target_shield),
            ("--target-reduced", self.target_reduced),
            ("--target-one-card-less", self.target_one_card_less),
            ("--target-cards", self.target_cards.is_some()),
        ]
        .into_iter()
        .find(|(_, on)| *on)
        .map(|(flag, _)| flag)
    }

    fn character(&self, db: &Path) -> Result<Character, CliError> {
        if let Some(id) = self.target_id {
            let inline = [
                ("--target-personality", self.target_personality.is_some()),
                ("--target-trait", !self.target_traits.is_empty()),
                ("--target-armour", self.target_armour.is_some()),
                ("--target-shield", self.target_shield),
                ("--target-reduced", self.target_reduced),
                ("--target-one-card-less", self.target_one_card_less),
            ];
            if let Some((flag, _)) = inline.into_iter().find(|(_, given)| *given) {
                return Err(OddsCliError::InlineOnly { flag, id }.into());
            }
        }
        match (self.target_id, &self.target_kind) {
            (Some(id), _) => from_roster(id, db).map(|(c, _)| c),
            (None, Some(kind)) => Ok(inline(
                "target",
                inline_name(kind, "target"),
                Inline {
                    kind,
                    personality: self.target_personality.as_deref(),
                    traits: &self.target_traits,
                    armour: self.target_armour.as_deref(),
                    weapon: None,
                    shield: self.target_shield,
                },
            )?),
            (None, None) => Err(OddsCliError::NoCharacter { who: "target", flag: "target", prefix: "target-" }.into()),
        }
    }
}

/// The campaign options a shot reads (`--option KEY=VALUE`); a fight reads only the second.
const SHOT_OPTIONS: [&str; 4] = ["misfires", "perfect_reroll", "preloaded_misfires", "flintlock_misfires"];

/// `posse odds …`.
pub fn odds(args: OddsArgs, db: &Path) -> Result<(), CliError> {
    match args.family {
        Some(OddsFamily::Fate(fate)) => return odds_fate::odds(*fate, db),
        Some(OddsFamily::Mww(mww)) => return odds_mww::odds(mww, db),
        Some(OddsFamily::Twtw(twtw)) => return super::twtw::odds(twtw, db),
        None => {}
    }
    check_ruleset(args.ruleset.as_deref().unwrap_or_default())?;
    if args.list {
        let (tests, chains) = (odds::list_tests(), odds::list_chains());
        if args.json {
            print_json(&serde_json::json!({ "tests": tests, "chains": chains }));
        } else {
            for t in &tests {
                println!("{:<40} {}", t.id.id(), t.title);
            }
            for c in &chains {
                println!("{:<40} {}", c.id, c.title);
            }
        }
        return Ok(());
    }
    let test = args.test.as_deref().ok_or(OddsCliError::NoTest)?;
    let mut c = args.circumstances.read(args.who.weapon.as_deref())?;
    c.reduced |= args.who.reduced;
    c.target_reduced |= args.target.target_reduced;
    c.target_one_card_less |= args.target.target_one_card_less;
    c.target_cards = args.target.target_cards.or(c.target_cards);
    let role = match test {
        "shot" => "shooter",
        "fight" => "attacker",
        _ => "character",
    };
    if let (Some(flag), false) = (args.target.given(), matches!(test, "shot" | "fight")) {
        return Err(OddsCliError::TargetDoesNotApply { flag, test: test.to_string() }.into());
    }
    if !args.options.is_empty() && !matches!(test, "shot" | "fight") {
        return Err(OddsCliError::OptionDoesNotApply(test.to_string()).into());
    }
    let (character, options) = args.who.character(db, role)?;
    let options = crate::campaign::with_settings(options, &args.options)?;
    let read = if test == "shot" { SHOT_OPTIONS.as_slice() } else { &SHOT_OPTIONS[1..2] };
    let key =
        |o: &String| o.split_once('=').map_or(o.as_str(), |(k, _)| k).trim().to_ascii_lowercase().replace('-', "_");
    if let Some(other) = args.options.iter().find(|o| !read.contains(&key(o).as_str())) {
        return Err(OddsCliError::OptionDoesNotApply(format!("\"{other}\" (in {test})")).into());
    }
    match test {
        "shot" | "fight" => {
            let target = args.target.character(db)?;
            let result = if test == "shot" {
                odds::shot_odds(&character, &target, &c, &options)
            } else {
                odds::fight_odds(&character, &target, &c, &options)
            };
            let result = result.map_err(|e| flagged(e, &args.circumstances, &args.who, Some(&args.target)))?;
            if args.json {
                print_json(&result);
            } else {
                print_chain(&result);
            }
        }
        _ => {
            let test = test_id(test)?;
            let result = odds::test_odds(&character, test, &c)
                .map_err(|e| flagged(e, &args.circumstances, &args.who, Some(&args.target)))?;
            if args.json {
                print_json(&result);
            } else {
                print_test(&result);
            }
        }
    }
    Ok(())
}

/// `posse roll …`.
pub fn roll(args: RollArgs, db: &Path) -> Result<(), CliError> {
    match args.family {
        Some(RollFamily::Fate(fate)) => return odds_fate::roll(*fate, db),
        Some(RollFamily::Mww(mww)) => return odds_mww::roll(mww, db),
        Some(RollFamily::Twtw(twtw)) => return super::twtw::roll(twtw, db),
        None => {}
    }
    check_ruleset(args.ruleset.as_deref().unwrap_or_default())?;
    let given = args.test.as_deref().unwrap_or_default();
    if let t @ ("shot" | "fight") = given {
        return Err(OddsCliError::ChainNotRollable(if t == "shot" { "shot" } else { "fight" }).into());
    }
    let test = test_id(given)?;
    let mut c = args.circumstances.read(args.who.weapon.as_deref())?;
    c.reduced |= args.who.reduced;
    let (character, _) = args.who.character(db, "character")?;
    let seed = args.seed.unwrap_or_else(|| super::now() as u64);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rolled = odds::roll_test(&character, test, &c, &mut rng)
        .map_err(|e| flagged(e, &args.circumstances, &args.who, None))?;
    if args.json {
        let mut value = serde_json::to_value(&rolled).expect("rolls serialize");
        value["seed"] = seed.into();
        print_json(&value);
        return Ok(());
    }
    println!("{} — {}, seed {seed}", rolled.title, rolled.character);
    if let Some(joker) = rolled.joker {
        println!("  {}", joker.name());
    } else if rolled.automatic {
        println!("  No roll needed");
    } else {
        println!("  Dice: {} → {:?}", rolled.dice, rolled.first);
        if let (Some(why), Some(again)) = (&rolled.reroll_because, &rolled.reroll) {
            println!("  Re-roll ({why}) → {again:?}");
        }
        if let Some(second) = &rolled.second_throw {
            println!("  Second throw, the worse stands → {second:?}");
        }
    }
    let scoring = rolled.scoring.map(|n| format!(", {n} dice scoring")).unwrap_or_default();
    println!("  Result: {} ({}{scoring}) {}", rolled.result, rolled.band, rolled.headline);
    Ok(())
}
