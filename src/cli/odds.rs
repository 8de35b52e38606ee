//! `posse roll qotd TEST …` and `posse odds qotd TEST|shot|fight …`: a test of a character rolled
//! with a seed, or weighed exactly. The character is a roster character (`--character ID`) or
//! described inline (`--type hero --personality disciplined --trait marksman --weapon winchester`);
//! an inline character needs (and opens) no database. `posse odds fate …` and `posse roll fate …`
//! are the fate family's ([`super::odds_fate`]).

use std::path::Path;

use clap::{Args, Subcommand};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::odds_fate::{self, FateCliError, FateOddsArgs, FateRollArgs};
use super::{print_json, CliError};
use crate::dice::Joker;
use crate::error::ErrorCode;
use crate::rules::qotd::charts::{AttackForm, DefenceForm, ShotType};
use crate::rules::qotd::odds::{self, ChainOdds, OddsError, TestOdds};
use crate::rules::qotd::test::{Circumstances, Cover, TaskKind, TestId};
use crate::rules::qotd::{Character, CharacterSheet, CharacterType, SheetErrors, TraitPick};
use crate::rules::Ruleset;
use crate::store::Store;

/// What the odds and roll commands refuse.
#[derive(Debug, thiserror::Error)]
pub enum OddsCliError {
    #[error("ruleset: odds are for qotd, fate and twtw so far, not \"{0}\"")]
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
    #[error(transparent)]
    Odds(#[from] OddsError),
    #[error(transparent)]
    Fate(#[from] FateCliError),
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
            OddsCliError::Odds(e) => e.code(),
            OddsCliError::Fate(e) => e.code(),
        }
    }
}

/// The character who tests (shoots, attacks): from the roster, or described inline.
#[derive(Debug, Args)]
pub struct Who {
    /// A roster character's id. `--shooter` and `--attacker` are the same flag.
    #[arg(long, visible_aliases = ["shooter", "attacker"], value_name = "ID")]
    character: Option<i64>,
    /// An inline character's type: hero, main, supporting or minor.
    #[arg(long = "type", value_name = "TYPE", conflicts_with = "character")]
    kind: Option<String>,
    /// An inline character's personality (default: ordinary).
    #[arg(long, value_name = "P", requires = "kind")]
    personality: Option<String>,
    /// An inline character's skill or trait, repeatable; `expert:winchester`, `good_in_skill:riding`.
    #[arg(long = "trait", value_name = "T", requires = "kind")]
    traits: Vec<String>,
    /// An inline character's armour: none, minimal or armoured.
    #[arg(long, value_name = "A", requires = "kind")]
    armour: Option<String>,
    /// The weapon used (an inline character carries it).
    #[arg(long, value_name = "W")]
    weapon: Option<String>,
}

/// The character shot at or attacked, for `shot` and `fight`.
#[derive(Debug, Args)]
pub struct Target {
    /// A roster character's id.
    #[arg(long = "target", value_name = "ID")]
    target_id: Option<i64>,
    /// An inline target's type: hero, main, supporting or minor.
    #[arg(long = "target-type", value_name = "TYPE", conflicts_with = "target_id")]
    target_kind: Option<String>,
    /// An inline target's personality (default: ordinary).
    #[arg(long = "target-personality", value_name = "P", requires = "target_kind")]
    target_personality: Option<String>,
    /// An inline target's skill or trait, repeatable.
    #[arg(long = "target-trait", value_name = "T", requires = "target_kind")]
    target_traits: Vec<String>,
    /// An inline target's armour: none, minimal or armoured.
    #[arg(long = "target-armour", value_name = "A", requires = "target_kind")]
    target_armour: Option<String>,
    /// The target carries a shield.
    #[arg(long = "target-shield", requires = "target_kind")]
    target_shield: bool,
}

/// The circumstances most often asked about; `--circumstances JSON` gives any other field.
#[derive(Debug, Args)]
pub struct CircumstanceArgs {
    /// An aimed shot (not moved, a turn spent aiming).
    #[arg(long, group = "shot")]
    aimed: bool,
    /// A hasty shot.
    #[arg(long, group = "shot")]
    hasty: bool,
    /// A snap shot (repeating or revolving weapons).
    #[arg(long, group = "shot")]
    snap: bool,
    /// Fanning a revolver (6 paces at most).
    #[arg(long, group = "shot")]
    fanning: bool,
    /// The target's cover: none, light or hard.
    #[arg(long, value_name = "COVER")]
    cover: Option<String>,
    /// Distance to the target in paces.
    #[arg(long, value_name = "PACES")]
    range: Option<u8>,
    /// The character moved this turn.
    #[arg(long)]
    moved: bool,
    /// The character draws their weapon this turn.
    #[arg(long)]
    drawing: bool,
    /// The target is lying prone.
    #[arg(long)]
    prone: bool,
    /// Firing both barrels.
    #[arg(long)]
    both_barrels: bool,
    /// Fighting more opponents than the character has cards.
    #[arg(long)]
    outnumbered: bool,
    /// A second or later move this phase.
    #[arg(long)]
    second_move: bool,
    /// Moving or attacking towards the enemy.
    #[arg(long)]
    towards_enemy: bool,
    /// Moving in or into bad going.
    #[arg(long)]
    bad_going: bool,
    /// The form of attack: standard, mighty_blow or all_out.
    #[arg(long, value_name = "FORM")]
    attack: Option<String>,
    /// The defender's defence: basic, evade, block or hasty_shot.
    #[arg(long, value_name = "FORM")]
    defence: Option<String>,
    /// What a task is about: general, athletic or strength.
    #[arg(long, value_name = "KIND")]
    task: Option<String>,
    /// The skill a task uses (Good in / Poor in a skill).
    #[arg(long, value_name = "SKILL")]
    skill: Option<String>,
    /// Adverse circumstances: reduced dice.
    #[arg(long)]
    difficult: bool,
    /// The previous roll was a 10 (Got Them!, Get Stuck In!).
    #[arg(long)]
    perfect: bool,
    /// The joker turned before the character's card: black or red.
    #[arg(long, value_name = "COLOUR")]
    joker: Option<String>,
    /// Call "Cut!" if the roll fails (Heroes and Main Characters).
    #[arg(long)]
    cut: bool,
    /// Spend a Lucky re-roll if the roll fails.
    #[arg(long)]
    lucky: bool,
    /// Any circumstances as JSON, e.g. '{"hidden": "static_in_cover", "tentacles": 2}'; the flags
    /// above are added to it.
    #[arg(long, value_name = "JSON")]
    circumstances: Option<String>,
}

/// A rule family with its own tests and flags: `posse odds fate …`, `posse roll fate …`.
// Parsed once per run: the families' flags are not worth boxing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
enum OddsFamily {
    /// The fate-deck family (Ansell 1996, The Rules With No Name): fire, nerve, duel, fight.
    Fate(FateOddsArgs),
    /// The West That Wasn't: hit, damage, initiative, exact over the action deck.
    Twtw(super::twtw::TwtwOddsArgs),
}

#[derive(Debug, Subcommand)]
enum RollFamily {
    /// The fate-deck family: fire, nerve, duel, fight, move, fix_gun.
    Fate(FateRollArgs),
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
    /// List every test.
    #[arg(long, conflicts_with = "test")]
    list: bool,
    #[command(flatten)]
    who: Who,
    #[command(flatten)]
    target: Target,
    #[command(flatten)]
    circumstances: CircumstanceArgs,
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
            Some(OddsFamily::Twtw(t)) => t.json(),
            None => self.json,
        }
    }
}

impl RollArgs {
    pub fn json(&self) -> bool {
        match &self.family {
            Some(RollFamily::Fate(f)) => f.json(),
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
        ];
        for (on, field) in flags {
            *field |= on;
        }
        Ok(c)
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
    };
    Character::from_sheet(&sheet).map_err(|errors| OddsCliError::InvalidCharacter { who, errors })
}

fn inline_name(kind: &str, role: &str) -> String {
    let name = CharacterType::from_id(kind).map_or("character", |t| t.name());
    format!("The {role} ({name})")
}

fn from_roster(id: i64, db: &Path) -> Result<Character, CliError> {
    if !db.exists() {
        return Err(OddsCliError::NoDatabase { id, path: db.display().to_string() }.into());
    }
    let store = Store::open(db)?;
    let view = crate::campaign::get_character(&store, id)?;
    let sheet = match view.sheet {
        crate::campaign::Sheet::Qotd(sheet) => sheet,
        other => return Err(OddsCliError::OtherRuleset { id, ruleset: other.ruleset().id() }.into()),
    };
    Character::from_sheet(&sheet).map_err(|errors| OddsCliError::InvalidCharacter { who: "character", errors }.into())
}

impl Who {
    /// The character; an inline one is named for its part: "The shooter (Hero)".
    fn character(&self, db: &Path, role: &str) -> Result<Character, CliError> {
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
            )?),
            (None, None) => Err(OddsCliError::NoCharacter { who: "character", flag: "character", prefix: "" }.into()),
        }
    }
}

impl Target {
    fn character(&self, db: &Path) -> Result<Character, CliError> {
        match (self.target_id, &self.target_kind) {
            (Some(id), _) => from_roster(id, db),
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

/// `posse odds …`.
pub fn odds(args: OddsArgs, db: &Path) -> Result<(), CliError> {
    match args.family {
        Some(OddsFamily::Fate(fate)) => return odds_fate::odds(fate, db),
        Some(OddsFamily::Twtw(twtw)) => return super::twtw::odds(twtw, db),
        None => {}
    }
    check_ruleset(args.ruleset.as_deref().unwrap_or_default())?;
    if args.list {
        let tests = odds::list_tests();
        if args.json {
            print_json(&tests);
        } else {
            for t in &tests {
                println!("{:<40} {}", t.id.id(), t.title);
            }
            println!("{:<40} The shooting chain: wanting to shoot, the hit, its effect on a target", "shot");
            println!("{:<40} The fighting chain: wanting to attack, the blow, its effect on a target", "fight");
        }
        return Ok(());
    }
    let test = args.test.as_deref().ok_or(OddsCliError::NoTest)?;
    let c = args.circumstances.read(args.who.weapon.as_deref())?;
    let role = match test {
        "shot" => "shooter",
        "fight" => "attacker",
        _ => "character",
    };
    let character = args.who.character(db, role)?;
    match test {
        "shot" | "fight" => {
            let target = args.target.character(db)?;
            let result = if test == "shot" {
                odds::shot_odds(&character, &target, &c)
            } else {
                odds::fight_odds(&character, &target, &c)
            };
            let result = result.map_err(OddsCliError::from)?;
            if args.json {
                print_json(&result);
            } else {
                print_chain(&result);
            }
        }
        _ => {
            let test = test_id(test)?;
            let result = odds::test_odds(&character, test, &c).map_err(OddsCliError::from)?;
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
        Some(RollFamily::Fate(fate)) => return odds_fate::roll(fate, db),
        Some(RollFamily::Twtw(twtw)) => return super::twtw::roll(twtw, db),
        None => {}
    }
    check_ruleset(args.ruleset.as_deref().unwrap_or_default())?;
    let given = args.test.as_deref().unwrap_or_default();
    if let t @ ("shot" | "fight") = given {
        return Err(OddsCliError::ChainNotRollable(if t == "shot" { "shot" } else { "fight" }).into());
    }
    let test = test_id(given)?;
    let c = args.circumstances.read(args.who.weapon.as_deref())?;
    let character = args.who.character(db, "character")?;
    let seed = args.seed.unwrap_or_else(|| super::now() as u64);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rolled = odds::roll_test(&character, test, &c, &mut rng).map_err(OddsCliError::from)?;
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

fn print_reasons(reasons: &[crate::rules::qotd::test::Reason]) {
    for r in reasons {
        println!("    - {}", r.text);
    }
}

fn print_test(o: &TestOdds) {
    println!("{} — {}, {}{}", o.title, o.character, o.dice, if o.reduced { " (reduced)" } else { "" });
    for x in &o.outcomes {
        println!("  {:<4} {:>7}  {}", x.band.label(), x.probability.percent(), x.headline);
    }
    println!("  Success (5+): {}", o.p_success.percent());
    if let Some(scoring) = &o.scoring_dice {
        let parts: Vec<String> = scoring.iter().enumerate().map(|(k, p)| format!("{k}: {}", p.percent())).collect();
        println!("  Dice scoring a hit: {}", parts.join(", "));
    }
    if let Some(dv) = o.dv_change {
        println!("  Target's DV: {dv:+}");
    }
    println!("  Reasons:");
    print_reasons(&o.reasons);
}

fn print_chain(o: &ChainOdds) {
    println!("{} → {} with {}", o.attacker, o.target, o.weapon);
    println!();
    print_test(&o.first);
    println!();
    print_test(&o.hit);
    println!();
    println!(
        "Effect on {} (rolls {}; adjusted DV {}, {} on a 10):",
        o.target,
        o.target_dice,
        o.adjusted_dv,
        o.adjusted_dv - 2
    );
    let s = &o.summary;
    println!(
        "  {} no effect (no {}, a miss or near misses)",
        s.p_no_effect.percent(),
        if o.first.test == TestId::WantingToAttack { "attack" } else { "shot" }
    );
    println!("  {} graze at worst", s.p_graze.percent());
    println!("  {} Courage Test at worst", s.p_courage_test.percent());
    println!("  {} one or more cards lost", s.p_cards_lost.percent());
    for (k, p) in o.cards_lost.iter().enumerate().skip(1) {
        let casualty = if k + 1 == o.cards_lost.len() { " (a casualty)" } else { "" };
        println!("      {k} card{}: {}{casualty}", if k == 1 { "" } else { "s" }, p.percent());
    }
    println!("  Expected cards lost: {:.3}", s.expected_cards_lost.to_f64());
    println!("  {} takes a Courage Test: {}", o.target, s.p_target_tests_courage.percent());
    if o.hits.len() > 2 {
        let parts: Vec<String> = o.hits.iter().enumerate().map(|(k, p)| format!("{k}: {}", p.percent())).collect();
        println!("  Hits landing: {}", parts.join(", "));
    }
    for m in &o.mishaps {
        println!("  {} {}", m.probability.percent(), m.text);
    }
    println!("  Reasons:");
    print_reasons(&o.reasons);
}
