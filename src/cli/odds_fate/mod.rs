//! `posse odds fate TEST …` and `posse roll fate TEST …`: a fate-family throw weighed exactly or
//! rolled with a seed. The character is a roster character (`--shooter ID`, `--character ID`,
//! `--attacker ID`, `--target ID`, or the ids of a duel) or described inline (`--class shootist
//! --skill quick_shot --skill strong --skill strong`, `--target-class legend`, `--other-class …`);
//! an inline character needs (and opens) no database. `--option KEY=VALUE` switches on a 1996
//! option (`--option jams=ansell_1996`); a roster character plays by its campaign's options.

mod flags;
mod text;

use std::path::Path;

use clap::{Args, Subcommand};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::{print_json, CliError};
use crate::error::ErrorCode;
use crate::rules::fate::actions::{fall_chance, plan_move, roll_move};
use crate::rules::fate::duel::{plan_draw, roll_draw, who_draws_first, DrawOutcome};
use crate::rules::fate::fighting::{fight_odds, roll_fight, FightError, Standing};
use crate::rules::fate::hits::{hit_odds, resolve_hit, EffectContext, HelplessWound, HitOutcome};
use crate::rules::fate::nerve::{plan_nerve, roll_nerve};
use crate::rules::fate::odds::{self, OddsError};
use crate::rules::fate::pool::roll_d6;
use crate::rules::fate::shooting::{roll_shot, ShotError};
use crate::rules::fate::weapons::{FixGun, FIX_GUN};
use crate::rules::fate::SheetErrors;

use flags::{DuelArgs, FightArgs, FireArgs, HitArgs, MoveArgs, NerveArgs};
use text::{
    fire_title, print_comparison, print_duel, print_fight, print_hit, print_hit_odds, print_nerve, print_reasons,
    print_shot,
};

/// What the fate odds and roll commands refuse.
#[derive(Debug, thiserror::Error)]
pub enum FateCliError {
    #[error("test: name a test (see `posse odds fate --list`)")]
    NoTest,
    #[error("test: \"{given}\" is not a fate test; the tests are: {valid}")]
    UnknownTest { given: String, valid: String },
    #[error("{who}: give {flag} for a roster character, or describe one with --{prefix}class citizen|gunman|shootist|legend|young_blood|warrior|mighty_warrior")]
    NoCharacter { who: &'static str, flag: &'static str, prefix: &'static str },
    #[error("{who}: {errors}")]
    InvalidCharacter { who: &'static str, errors: SheetErrors },
    #[error("{who}: #{id} cannot be read: there is no database at {path}")]
    NoDatabase { who: &'static str, id: i64, path: String },
    #[error("weapon: {who} carries no weapon; give --weapon W ({valid})")]
    NoWeapon { who: String, valid: String },
    #[error("{flag}: \"{given}\" is not one of: {valid}")]
    BadValue { flag: &'static str, given: String, valid: String },
    #[error("--context: not valid {what} JSON: {message}")]
    BadContext { what: &'static str, message: String },
    #[error("duel: give two duellists: two roster ids, an id and --other-class, or --class and --other-class")]
    TooManyDuellists,
    /// A flag that cannot apply to the test asked: refused with the reason, never ignored.
    #[error("{flag}: {reason}")]
    NotApplicable { flag: &'static str, reason: &'static str },
    #[error("{flag}: {error}")]
    Fight { flag: &'static str, error: FightError },
    #[error(transparent)]
    Shot(#[from] ShotError),
    #[error(transparent)]
    Odds(#[from] OddsError),
}

impl ErrorCode for FateCliError {
    fn code(&self) -> &'static str {
        match self {
            FateCliError::NoTest => "no_test",
            FateCliError::UnknownTest { .. } => "unknown_test",
            FateCliError::NoCharacter { .. } => "no_character",
            FateCliError::InvalidCharacter { errors, .. } => errors.code(),
            FateCliError::NoDatabase { .. } => "no_database",
            FateCliError::NoWeapon { .. } => "no_weapon",
            FateCliError::BadValue { .. } => "bad_value",
            FateCliError::BadContext { .. } => "bad_context",
            FateCliError::TooManyDuellists => "too_many_duellists",
            FateCliError::NotApplicable { .. } => "not_applicable",
            FateCliError::Fight { error, .. } => error.code(),
            FateCliError::Shot(e) => e.code(),
            FateCliError::Odds(e) => e.code(),
        }
    }
}

type Result<T, E = CliError> = std::result::Result<T, E>;

fn fail(e: FateCliError) -> CliError {
    CliError::from(e)
}

/// `posse odds fate …`.
#[derive(Debug, Args)]
pub struct FateOddsArgs {
    #[command(subcommand)]
    test: Option<FateOddsTest>,
    /// List the tests.
    #[arg(long)]
    list: bool,
    /// Print JSON: probabilities as numbers between 0 and 1, with the exact fraction as text.
    #[arg(long, global = true)]
    json: bool,
}

#[derive(Debug, Subcommand)]
enum FateOddsTest {
    /// A shot: the chance of each number of hits, out of ammo and jams (both ways of firing
    /// unless --blaze or --deliberate).
    Fire(FireArgs),
    /// A nerve test: the chance he holds.
    Nerve(NerveArgs),
    /// A fast-draw duel: who fires first.
    Duel(DuelArgs),
    /// A fight: the attacker's hits, his chance of being knocked down, and what each hit does.
    Fight(FightArgs),
    /// One hit's location and effect: the chance of each result on the campaign's chart.
    Hit(HitArgs),
    /// Any other name: refused with the valid ones.
    #[command(external_subcommand)]
    Other(Vec<String>),
}

/// `posse roll fate …`.
#[derive(Debug, Args)]
pub struct FateRollArgs {
    #[command(subcommand)]
    test: FateRollTest,
    /// The seed of the dice; the same seed rolls the same dice. Default: from the clock.
    #[arg(long, global = true)]
    seed: Option<u64>,
    /// Print JSON.
    #[arg(long, global = true)]
    json: bool,
}

#[derive(Debug, Subcommand)]
enum FateRollTest {
    /// A shot.
    Fire(FireArgs),
    /// A nerve test.
    Nerve(NerveArgs),
    /// A fast draw between two men.
    Duel(DuelArgs),
    /// A fight, and what each hit does.
    Fight(FightArgs),
    /// One hit: the location and effect dice read on the campaign's chart.
    Hit(HitArgs),
    /// A move: the movement dice, and whether he falls over.
    Move(MoveArgs),
    /// Fix a jammed gun: D6, 1–2 broken, 3–4 try again, 5–6 cleared.
    #[command(name = "fix_gun", alias = "fix-gun")]
    FixGun,
    /// Any other name: refused with the valid ones.
    #[command(external_subcommand)]
    Other(Vec<String>),
}

impl FateOddsArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

impl FateRollArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

/// A test, for `--list`.
#[derive(Debug, Serialize)]
struct TestListing {
    id: &'static str,
    title: &'static str,
    /// `posse odds fate` weighs it (otherwise it is only rolled).
    odds: bool,
}

const TESTS: [TestListing; 7] = [
    TestListing {
        id: "fire",
        title: "A shot: hits, out of ammo and jams, deliberate against blazing away",
        odds: true,
    },
    TestListing { id: "nerve", title: "A nerve test: does he hold?", odds: true },
    TestListing { id: "duel", title: "A fast-draw duel: who fires first", odds: true },
    TestListing {
        id: "fight",
        title: "A fight: the attacker's 6s against the defender's 6s, and what each hit does",
        odds: true,
    },
    TestListing { id: "hit", title: "A hit: location and effect on the campaign's hit-location chart", odds: true },
    TestListing { id: "move", title: "A move: movement dice and falling over (roll only)", odds: false },
    TestListing { id: "fix_gun", title: "Fix a jammed gun (roll only)", odds: false },
];

/// `posse odds fate …`.
pub fn odds(args: FateOddsArgs, db: &Path) -> Result<()> {
    let json = args.json;
    if args.list {
        if json {
            print_json(&TESTS);
        } else {
            for t in &TESTS {
                println!("{:<10} {}", t.id, t.title);
            }
        }
        return Ok(());
    }
    match args.test.ok_or_else(|| fail(FateCliError::NoTest))? {
        FateOddsTest::Fire(f) => {
            let s = f.read(db)?;
            if f.chosen_fire() {
                let o = odds::fire_odds(&s.shooter, s.weapon, &s.ctx, s.target.as_ref(), &s.options)
                    .map_err(|e| fail(e.into()))?;
                output(json, &o, || print_shot(s.shooter.name(), &o));
            } else {
                let o = odds::compare_fire(&s.shooter, s.weapon, &s.ctx, s.target.as_ref(), &s.options);
                output(json, &o, || print_comparison(s.shooter.name(), &o));
            }
        }
        FateOddsTest::Nerve(n) => {
            let (c, ctx) = n.read(db)?;
            let o = odds::nerve_test_odds(&c, &ctx);
            output(json, &o, || print_nerve(&o));
        }
        FateOddsTest::Duel(d) => {
            let ((a, fa), (b, fb)) = d.read(db)?;
            let o = odds::duel(&a, fa, &b, fb).map_err(|e| fail(e.into()))?;
            output(json, &o, || print_duel(&o));
        }
        FateOddsTest::Other(given) => return Err(unknown_test(&given, true)),
        FateOddsTest::Fight(f) => {
            let fight = f.read(db)?;
            let o = fight_odds(&fight.attack, &fight.defence, fight.standing, &fight.tables.fighting_results);
            output(json, &o, || print_fight(&o, &fight.tables.hit_location));
        }
        FateOddsTest::Hit(h) => {
            if h.shift.is_some() {
                return Err(fail(FateCliError::NotApplicable {
                    flag: "--shift",
                    reason: "the odds are for the roll as it falls; a Marksman's shift is chosen after it (posse roll fate hit --shift N)",
                }));
            }
            let hit = h.read(db)?;
            let o = HitOddsView::new(&hit.grid, &hit.plan);
            output(json, &o, || print_hit_odds(&o));
        }
    }
    Ok(())
}

fn unknown_test(given: &[String], odds: bool) -> CliError {
    let valid = TESTS.iter().filter(|t| t.odds || !odds).map(|t| t.id).collect::<Vec<_>>().join(", ");
    fail(FateCliError::UnknownTest { given: given.first().cloned().unwrap_or_default(), valid })
}

fn output<T: Serialize>(json: bool, value: &T, text: impl FnOnce()) {
    if json {
        print_json(value);
    } else {
        text();
    }
}

/// A roll as `--json` prints it: the seed, the plan (dice and reasons) and the dice thrown.
#[derive(Serialize)]
struct Rolled<P: Serialize, R: Serialize> {
    test: &'static str,
    seed: u64,
    plan: P,
    roll: R,
}

/// `posse roll fate …`.
pub fn roll(args: FateRollArgs, db: &Path) -> Result<()> {
    let seed = args.seed.unwrap_or_else(|| super::now() as u64);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let json = args.json;
    match args.test {
        FateRollTest::Fire(f) => {
            let (s, plan) = f.plan(db)?;
            let roll = roll_shot(&plan, &mut rng);
            let r = roll.result;
            emit(json, Rolled { test: "fire", seed, plan: &plan, roll: &roll }, || {
                println!("{} — {}, seed {seed}", fire_title(&plan), s.shooter.name());
                println!("  Dice: {:?}{}", roll.first, rerolled(&roll.rerolled, &roll.dice));
                let mut what = vec![format!("{} hit{}", r.hits, if r.hits == 1 { "" } else { "s" })];
                for (on, text) in [
                    (r.out_of_ammo, "out of ammo"),
                    (r.jammed, "jammed"),
                    (r.bow_broken, "bow broken"),
                    (r.misfire, "misfire"),
                    (r.fumble, "fumble"),
                ] {
                    if on {
                        what.push(text.to_string());
                    }
                }
                println!("  Result: {}", what.join(", "));
                print_reasons(&plan.reasons);
            });
        }
        FateRollTest::Nerve(n) => {
            let (c, ctx) = n.read(db)?;
            let plan = plan_nerve(&c, &ctx);
            let roll = roll_nerve(&plan, &mut rng);
            emit(json, Rolled { test: "nerve", seed, plan: &plan, roll: &roll }, || {
                println!("Nerve test — {}, {} dice, seed {seed}", c.name(), plan.thrown());
                println!("  Dice: {:?}", roll.first);
                if !roll.rerolled.is_empty() {
                    println!("  Re-rolled (Lucky): {:?}", roll.rerolled);
                }
                println!("  Result: {}", if roll.passed { "holds his nerve" } else { "loses his nerve" });
                print_reasons(&plan.reasons);
            });
        }
        FateRollTest::Duel(d) => {
            let ((a, fa), (b, fb)) = d.read(db)?;
            let (pa, pb) = (plan_draw(&a, fa), plan_draw(&b, fb));
            let (ra, rb) = (roll_draw(&pa, &mut rng), roll_draw(&pb, &mut rng));
            let outcome = who_draws_first(&ra.dice, &rb.dice);
            #[derive(Serialize)]
            struct Draws<'a> {
                first: &'a crate::rules::fate::duel::DrawRoll,
                second: &'a crate::rules::fate::duel::DrawRoll,
                outcome: DrawOutcome,
            }
            emit(
                json,
                Rolled { test: "duel", seed, plan: [&pa, &pb], roll: Draws { first: &ra, second: &rb, outcome } },
                || {
                    println!("Fast draw — {} against {}, seed {seed}", pa.name, pb.name);
                    println!("  {}: {:?}", pa.name, ra.dice);
                    println!("  {}: {:?}", pb.name, rb.dice);
                    let who = match outcome {
                        DrawOutcome::First => format!("{} fires first", pa.name),
                        DrawOutcome::Second => format!("{} fires first", pb.name),
                        DrawOutcome::Together => "they fire together".to_string(),
                    };
                    println!("  Result: {who}");
                },
            );
        }
        FateRollTest::Fight(f) => {
            let fight = f.read(db)?;
            let (attack, defence) = (&fight.attack, &fight.defence);
            let roll = roll_fight(attack, defence, fight.standing, &fight.tables.fighting_results, &mut rng);
            // Each wounding blow is read on the campaign's hit-location chart, as a hit.
            let mut wounds = Vec::new();
            for blow in roll.blows.iter().filter(|b| b.blow.wounds()) {
                let ctx = EffectContext {
                    weapon: blow.blow.weapon(),
                    victim_knocked_out: fight.standing == Standing::KnockedOut,
                    ..Default::default()
                };
                let table = fight.tables.hit_location.table;
                let plan =
                    crate::rules::fate::hits::plan_effect(Some(&fight.attacker), Some(&fight.target), &ctx, table);
                wounds.push(RolledHit::roll(&fight.tables.hit_location, &plan, 0, &mut rng));
            }
            #[derive(Serialize)]
            struct FightRoll<'a> {
                #[serde(flatten)]
                fight: &'a crate::rules::fate::fighting::RolledFight,
                wounds: &'a [RolledHit],
            }
            emit(
                json,
                Rolled {
                    test: "fight",
                    seed,
                    plan: [attack, defence],
                    roll: FightRoll { fight: &roll, wounds: &wounds },
                },
                || {
                    println!("Fight — {} attacks {}, seed {seed}", attack.name, defence.name);
                    println!("  {}: {:?}", attack.name, roll.attack);
                    println!("  {}: {:?}", defence.name, roll.defence);
                    let down = if roll.result.attacker_knocked_down { ", the attacker is knocked down" } else { "" };
                    println!("  Result: {} hit(s){down}", roll.result.hits);
                    let mut wound = wounds.iter();
                    for (i, b) in roll.blows.iter().enumerate() {
                        println!(
                            "  Hit {}: D6 {} on the fighting results (house table): {} — {}",
                            i + 1,
                            b.roll,
                            b.blow.name(),
                            b.blow.text()
                        );
                        if b.blow.wounds() {
                            if let Some(w) = wound.next() {
                                print_hit(w, "    ");
                            }
                        }
                    }
                },
            );
        }
        FateRollTest::Hit(h) => {
            let hit = h.read(db)?;
            let rolled = RolledHit::roll(&hit.grid, &hit.plan, h.shift.unwrap_or(0), &mut rng);
            emit(json, Rolled { test: "hit", seed, plan: &hit.plan, roll: &rolled }, || {
                println!(
                    "Hit — location and effect on the hit-location chart ({}), seed {seed}",
                    hit.grid.table.label()
                );
                print_hit(&rolled, "  ");
                print_reasons(&hit.plan.reasons);
            });
        }
        FateRollTest::Move(m) => {
            let (c, ctx, options) = m.read(db)?;
            let plan = plan_move(&c, &ctx, &options);
            let roll = roll_move(&plan, &mut rng);
            emit(json, Rolled { test: "move", seed, plan: &plan, roll: &roll }, || {
                println!("Move — {}, {}D6, seed {seed}", c.name(), plan.dice);
                println!("  Dice: {:?}", roll.dice);
                let fell = if roll.fell_over { ", and falls over" } else { "" };
                println!("  Result: {}\"{fell}", roll.inches);
                println!("  Chance of falling over: {}", fall_chance(&plan).percent());
                print_reasons(&plan.reasons);
            });
        }
        FateRollTest::Other(given) => return Err(unknown_test(&given, false)),
        FateRollTest::FixGun => {
            let die: u8 = roll_d6(&mut rng);
            let result = FIX_GUN[usize::from(die) - 1];
            emit(
                json,
                Rolled { test: "fix_gun", seed, plan: (), roll: serde_json::json!({"die": die, "result": result}) },
                || {
                    println!("Fix gun — seed {seed}");
                    println!("  Die: {die}");
                    let text = match result {
                        FixGun::Broken => "the gun is broken and useless for the rest of the game",
                        FixGun::TryAgain => "can't figure the dang thing out: try again",
                        FixGun::Cleared => "jam cleared!",
                    };
                    println!("  Result: {text}");
                },
            );
        }
    }
    Ok(())
}

fn emit<T: Serialize>(json: bool, value: T, text: impl FnOnce()) {
    output(json, &value, text);
}

fn rerolled(indices: &[usize], dice: &[u8]) -> String {
    if indices.is_empty() {
        String::new()
    } else {
        format!(" → re-rolled (Lucky) {dice:?}")
    }
}

/// One hit rolled: its outcome, and the D6 for a run-through weapon sticking.
#[derive(Debug, Serialize)]
pub(super) struct RolledHit {
    pub(super) outcome: HitOutcome,
    /// Run through: the D6 for the weapon sticking (4 to 6: stuck).
    pub(super) stuck_roll: Option<u8>,
    pub(super) weapon_stuck: bool,
}

impl RolledHit {
    fn roll(
        grid: &crate::rules::fate::HouseGrid,
        plan: &crate::rules::fate::hits::EffectPlan,
        shift: i8,
        rng: &mut impl rand::Rng,
    ) -> RolledHit {
        let (location, effect) = (roll_d6(rng), roll_d6(rng));
        let outcome = resolve_hit(grid, plan, location, shift, effect, 0);
        let stuck_roll = (plan.blade && outcome.helpless == Some(HelplessWound::RunThrough)).then(|| roll_d6(rng));
        RolledHit { outcome, stuck_roll, weapon_stuck: stuck_roll.is_some_and(|d| d >= 4) }
    }
}

/// The odds of one hit as `posse odds fate hit` shows them.
#[derive(Debug, Serialize)]
pub(super) struct HitOddsView {
    /// The chart it is read on: `trwnn_2003` or `house`.
    pub(super) table: crate::rules::fate::HitTable,
    pub(super) table_label: &'static str,
    pub(super) plan: crate::rules::fate::hits::EffectPlan,
    /// The chance of each result (`null`: no effect).
    pub(super) results: Vec<HitResultChance>,
    /// A knocked-out victim: the chance of each thing that made the wound worse.
    pub(super) helpless: Vec<HelplessChance>,
}

#[derive(Debug, Serialize)]
pub(super) struct HitResultChance {
    pub(super) result: Option<crate::rules::fate::hits::HitResult>,
    pub(super) name: &'static str,
    pub(super) chance: crate::rules::fate::Chance,
}

#[derive(Debug, Serialize)]
pub(super) struct HelplessChance {
    pub(super) helpless: HelplessWound,
    pub(super) text: &'static str,
    pub(super) chance: crate::rules::fate::Chance,
}

impl HitOddsView {
    fn new(grid: &crate::rules::fate::HouseGrid, plan: &crate::rules::fate::hits::EffectPlan) -> HitOddsView {
        use crate::rules::fate::Fraction;
        let results = hit_odds(grid, plan)
            .into_iter()
            .map(|(result, p)| HitResultChance {
                result,
                name: result.map_or("No effect", |r| r.name()),
                chance: p.into(),
            })
            .collect();
        let mut worse: Vec<(HelplessWound, Fraction)> = Vec::new();
        for l in 1..=6 {
            for e in 1..=6 {
                if let Some(how) = resolve_hit(grid, plan, l, 0, e, 0).helpless {
                    match worse.iter_mut().find(|(k, _)| *k == how) {
                        Some((_, p)) => *p = *p + Fraction::new(1, 36),
                        None => worse.push((how, Fraction::new(1, 36))),
                    }
                }
            }
        }
        HitOddsView {
            table: grid.table,
            table_label: grid.table.label(),
            plan: plan.clone(),
            results,
            helpless: worse
                .into_iter()
                .map(|(helpless, p)| HelplessChance { helpless, text: helpless.text(), chance: p.into() })
                .collect(),
        }
    }
}
