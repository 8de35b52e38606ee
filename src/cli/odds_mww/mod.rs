//! `posse odds mww TEST …` and `posse roll mww TEST …`: a My Wild West throw weighed exactly or
//! rolled with a seed. Figures are roster figures (`--shooter ID`, `--attacker ID`, `--defender
//! ID`) or described by the flags; an inline throw needs (and opens) no database.

mod flags;
mod text;

use std::path::Path;

use clap::{Args, Subcommand};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::{print_json, CliError};
use crate::error::ErrorCode;
use crate::rules::mww::fighting::{fight_odds, roll_fight, FightError};
use crate::rules::mww::horses::{bolt_odds, rear_odds, roll_bolt, roll_rear, RearError};
use crate::rules::mww::jumping::{drop_odds, gap_odds, horse_jump_odds, roll_horse_jump, JumpError};
use crate::rules::mww::percentile::{roll_d100, show_d100, succeeds};
use crate::rules::mww::reactions::{reaction_odds, roll_reaction, roll_target, target_odds, RoomError};
use crate::rules::mww::robbery::{alarm_odds, roll_alarm, roll_takings, takings_odds};
use crate::rules::mww::shooting::{by_range, hit_odds, roll_shot, ShotError};
use crate::rules::mww::spotting::{roll_spot, spot_odds};
use crate::rules::mww::throws::{roll_throw, throw_odds, Throw};
use crate::rules::mww::wounds::{roll_wound, wound_odds};

use flags::{
    AlarmArgs, FightArgs, GapArgs, HeightArgs, HitArgs, HorseJumpArgs, ReactionArgs, ReadingArgs, RearArgs,
    RobberyArgs, SpotArgs, TargetArgs, WoundArgs,
};

/// What the MWW odds and roll commands refuse.
#[derive(Debug, thiserror::Error)]
pub enum MwwCliError {
    #[error("test: name a test (see `posse odds mww --list`)")]
    NoTest,
    #[error("test: \"{given}\" is not an MWW test; the tests are: {valid}")]
    UnknownTest { given: String, valid: String },
    #[error("{flag}: \"{given}\" is not {valid}")]
    BadValue { flag: &'static str, given: String, valid: String },
    /// A flag that cannot apply: refused with the reason, never ignored.
    #[error("{flag}: {reason}")]
    NotApplicable { flag: &'static str, reason: String },
    #[error("weapon: give --weapon W for {who} ({valid})")]
    NoWeapon { who: String, valid: String },
    #[error("{who}: #{id} cannot be read: there is no database at {path}")]
    NoDatabase { who: &'static str, id: i64, path: String },
    #[error(transparent)]
    Shot(#[from] ShotError),
    #[error(transparent)]
    Fight(#[from] FightError),
    #[error(transparent)]
    Jump(#[from] JumpError),
    #[error(transparent)]
    Room(#[from] RoomError),
    #[error(transparent)]
    Rear(#[from] RearError),
}

impl ErrorCode for MwwCliError {
    fn code(&self) -> &'static str {
        match self {
            MwwCliError::NoTest => "no_test",
            MwwCliError::UnknownTest { .. } => "unknown_test",
            MwwCliError::BadValue { .. } => "bad_value",
            MwwCliError::NotApplicable { .. } => "not_applicable",
            MwwCliError::NoWeapon { .. } => "no_weapon",
            MwwCliError::NoDatabase { .. } => "no_database",
            MwwCliError::Shot(e) => e.code(),
            MwwCliError::Fight(e) => e.code(),
            MwwCliError::Jump(e) => e.code(),
            MwwCliError::Room(e) => e.code(),
            MwwCliError::Rear(e) => e.code(),
        }
    }
}

type Result<T, E = CliError> = std::result::Result<T, E>;

pub(crate) fn fail(e: MwwCliError) -> CliError {
    CliError::from(e)
}

fn rule<E: Into<MwwCliError>>(e: E) -> CliError {
    fail(e.into())
}

/// A shot refused, naming the flag that says what cannot apply.
fn shot_rule(e: ShotError) -> CliError {
    let ShotError::NotApplicable { field, reason } = e else { return rule(e) };
    let flag = match field {
        "aim" => "--aim",
        "opportunity" => "--opportunity",
        "moved_inches" => "--moved-inches",
        "firer_moved" => "--moving",
        "target_prone" => "--target-prone",
        "target_higher" => "--target-higher",
        "target_lower" => "--target-lower",
        "target_fired" => "--target-fired",
        "out_of_arc" => "--out-of-arc",
        "opportunity_taken" => "--opportunity-taken",
        _ => return rule(ShotError::NotApplicable { field, reason }),
    };
    fail(MwwCliError::NotApplicable { flag, reason })
}

/// A rearing test refused, naming the flag.
fn rear_rule(e: RearError) -> CliError {
    let RearError::NotApplicable { reason, .. } = e;
    fail(MwwCliError::NotApplicable { flag: "--horse-wounds", reason })
}

/// `posse odds mww …`.
#[derive(Debug, Args)]
pub struct MwwOddsArgs {
    #[command(subcommand)]
    test: Option<MwwTest>,
    /// List the tests.
    #[arg(long)]
    list: bool,
    /// Print JSON: probabilities as numbers between 0 and 1, with the exact fraction as text.
    #[arg(long, global = true)]
    json: bool,
    #[command(flatten)]
    readings: ReadingArgs,
}

/// `posse roll mww …`.
#[derive(Debug, Args)]
pub struct MwwRollArgs {
    #[command(subcommand)]
    test: MwwTest,
    /// The seed of the dice; the same seed rolls the same dice. Default: from the clock.
    #[arg(long, global = true)]
    seed: Option<u64>,
    /// Print JSON.
    #[arg(long, global = true)]
    json: bool,
    #[command(flatten)]
    readings: ReadingArgs,
}

impl MwwOddsArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

impl MwwRollArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

#[derive(Debug, Subcommand)]
enum MwwTest {
    /// A shot: the chance of hit table, every modifier, cover; a mounted target's horse or rider.
    Hit(HitArgs),
    /// What a hit does: the wounds table (and a rider's fall).
    Wound(WoundArgs),
    /// Hand to hand: each side's D6 and modifiers, who wins, the loser's wounds.
    Fight(FightArgs),
    /// Spotting a target: a D10 by cover and distance.
    Spot(SpotArgs),
    /// A reaction test: who fires first.
    Reaction(ReactionArgs),
    /// Reaction target selection: whom a figure bursting into a room shoots at.
    Target(TargetArgs),
    /// Jumping a gap: a D6 against the distance.
    Gap(GapArgs),
    /// Jumping from a height: the chance of injury.
    Height(HeightArgs),
    /// A horse jumping a fence or wall.
    #[command(name = "horse_jump", alias = "horse-jump")]
    HorseJump(HorseJumpArgs),
    /// Stopping a bolting horse.
    Bolt,
    /// A hit horse rearing up and throwing its rider.
    Rear(RearArgs),
    /// The alarm's chance this turn of a bank robbery.
    Alarm(AlarmArgs),
    /// A bank robbery's wait and takings.
    Robbery(RobberyArgs),
    /// A heroic civilian in the bank (10% or less when the civilian move card is drawn).
    Civilian,
    /// Crossing a high obstacle: d3 + 1 APs.
    Obstacle,
    /// Getting free of a lasso no longer held: 1 d6 APs.
    #[command(name = "lasso_free", alias = "lasso-free")]
    LassoFree,
    /// Any other name: refused with the valid ones.
    #[command(external_subcommand)]
    Other(Vec<String>),
}

/// A test, for `--list`.
#[derive(Debug, Serialize)]
struct TestListing {
    id: &'static str,
    title: &'static str,
}

const TESTS: [TestListing; 16] = [
    TestListing { id: "hit", title: "A shot: the chance of hit table, every modifier, cover; horses and riders" },
    TestListing { id: "wound", title: "What a hit does: the wounds table, 0 – 0 a kill, a rider's fall" },
    TestListing { id: "fight", title: "Hand to hand: who wins and what the loser takes" },
    TestListing { id: "spot", title: "Spotting a target in cover" },
    TestListing { id: "reaction", title: "A reaction test: who fires first" },
    TestListing { id: "target", title: "Reaction target selection: enemy, friend or civilian" },
    TestListing { id: "gap", title: "Jumping a gap" },
    TestListing { id: "height", title: "Jumping from a height" },
    TestListing { id: "horse_jump", title: "A horse jumping a fence or wall" },
    TestListing { id: "bolt", title: "Stopping a bolting horse" },
    TestListing { id: "rear", title: "A hit horse rearing up" },
    TestListing { id: "alarm", title: "A bank robbery: the alarm this turn" },
    TestListing { id: "robbery", title: "A bank robbery: the wait and the takings" },
    TestListing { id: "civilian", title: "A bank robbery: a heroic civilian (10% or less)" },
    TestListing { id: "obstacle", title: "Crossing a high obstacle: d3 + 1 APs" },
    TestListing { id: "lasso_free", title: "Getting free of a lasso: 1 d6 APs" },
];

impl MwwTest {
    /// The campaign options the throw reads, and the roster figure whose campaign they come from.
    fn reads(&self) -> (&'static [&'static str], Option<(&'static str, i64)>) {
        match self {
            MwwTest::Hit(h) => (&["moving_mount"], h.figure()),
            MwwTest::Fight(f) => (&["knocked_out"], f.figure()),
            MwwTest::HorseJump(_) => (&["horse_jump_00"], None),
            MwwTest::Rear(_) => (&["rearing", "horse_killed"], None),
            _ => (&[], None),
        }
    }

    /// The small throw this test is, if it is one.
    fn throw(&self) -> Option<Throw> {
        match self {
            MwwTest::Civilian => Some(Throw::HeroicCivilian),
            MwwTest::Obstacle => Some(Throw::HighObstacle),
            MwwTest::LassoFree => Some(Throw::LassoFree),
            _ => None,
        }
    }
}

fn unknown_test(given: &[String]) -> CliError {
    let valid = TESTS.iter().map(|t| t.id).collect::<Vec<_>>().join(", ");
    fail(MwwCliError::UnknownTest { given: given.first().cloned().unwrap_or_default(), valid })
}

fn output<T: Serialize>(json: bool, value: &T, text: impl FnOnce()) {
    if json {
        print_json(value);
    } else {
        text();
    }
}

/// `posse odds mww …`.
pub fn odds(args: MwwOddsArgs, db: &Path) -> Result<()> {
    let json = args.json;
    if args.list {
        output(json, &TESTS, || {
            for t in &TESTS {
                println!("{:<11} {}", t.id, t.title);
            }
        });
        return Ok(());
    }
    let test = args.test.ok_or_else(|| fail(MwwCliError::NoTest))?;
    let (reads, figure) = test.reads();
    let readings = args.readings.resolve(db, reads, figure)?;
    if let Some(throw) = test.throw() {
        let o = throw_odds(throw);
        output(json, &o, || text::print_throw(&o));
        return Ok(());
    }
    match test {
        MwwTest::Hit(h) => {
            let (shot, who) = h.read(db)?;
            if h.by_range() {
                let chart = by_range(&shot, &readings);
                output(json, &chart, || text::print_by_range(&shot, who.as_deref(), &chart));
            } else {
                let o = hit_odds(&shot, &readings).map_err(shot_rule)?;
                output(json, &o, || text::print_hit(&o, who.as_deref()));
            }
        }
        MwwTest::Wound(w) => {
            let (row, mounted) = w.read()?;
            let o = wound_odds(row, mounted);
            output(json, &o, || text::print_wound(&o));
        }
        MwwTest::Fight(f) => {
            let (fight, a, d) = f.read(db)?;
            let o = fight_odds(&fight, &readings).map_err(rule)?;
            output(json, &o, || text::print_fight(&o, &a, &d));
        }
        MwwTest::Spot(s) => {
            let (place, range) = s.read()?;
            let o = spot_odds(place, range);
            output(json, &o, || {
                println!("Spotting — {}, {} ({}): {}", place.name(), range, o.column, o.cell);
                println!("  Seen: {} ({})", o.chance.probability.percent(), o.chance.exact);
            });
        }
        MwwTest::Reaction(r) => {
            let (a, b) = r.read();
            let o = reaction_odds(&a, &b);
            output(json, &o, || text::print_reaction(&o));
        }
        MwwTest::Target(t) => {
            let o = target_odds(t.read()).map_err(rule)?;
            output(json, &o, || text::print_target(&o));
        }
        MwwTest::Gap(g) => {
            let o = gap_odds(g.read()?).map_err(rule)?;
            output(json, &o, || text::print_gap(&o));
        }
        MwwTest::Height(h) => {
            let o = drop_odds(h.read()?).map_err(rule)?;
            output(json, &o, || {
                println!("Jumping from {} ({} row)", o.height, o.row.height);
                println!("  Injured: {} ({})", o.injured.probability.percent(), o.text);
            });
        }
        MwwTest::HorseJump(j) => {
            let (skill, moved) = j.read()?;
            let o = horse_jump_odds(skill, moved, &readings).map_err(rule)?;
            output(json, &o, || {
                println!("A horse's jump{}", if skill { " (riding skill)" } else { "" });
                println!("  {}", o.reading);
                for (_, text, chance) in &o.outcomes {
                    println!("  {:>7}  {text}", chance.probability.percent());
                }
            });
        }
        MwwTest::Bolt => {
            let o = bolt_odds();
            output(json, &o, || {
                println!("Stopping a bolting horse");
                for (_, text, chance) in &o {
                    println!("  {:>7}  {text}", chance.probability.percent());
                }
            });
        }
        MwwTest::Rear(r) => {
            let (horse, rider) = r.read();
            let o = rear_odds(horse, rider, &readings).map_err(rear_rule)?;
            output(json, &o, || text::print_rear(&o, &readings));
        }
        MwwTest::Alarm(a) => {
            let o = alarm_odds(a.read()?);
            output(json, &o, || {
                println!("The alarm this turn: {}% or less on % dice", o.percent);
                for r in &o.reasons {
                    println!("    - {}", r.text);
                }
                println!("  Raised: {} ({})", o.chance.probability.percent(), o.chance.exact);
            });
        }
        MwwTest::Robbery(r) => {
            let (till, shot) = r.read();
            let o = takings_odds(till, shot);
            output(json, &o, || text::print_takings(&o));
        }
        MwwTest::Civilian | MwwTest::Obstacle | MwwTest::LassoFree => unreachable!("answered above"),
        MwwTest::Other(given) => return Err(unknown_test(&given)),
    }
    Ok(())
}

/// A roll as `--json` prints it: the seed and what was rolled.
#[derive(Serialize)]
struct Rolled<R: Serialize> {
    test: &'static str,
    seed: u64,
    roll: R,
}

/// `posse roll mww …`.
pub fn roll(args: MwwRollArgs, db: &Path) -> Result<()> {
    let seed = args.seed.unwrap_or_else(|| super::now() as u64);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let json = args.json;
    let (reads, figure) = args.test.reads();
    let readings = args.readings.resolve(db, reads, figure)?;
    if let Some(throw) = args.test.throw() {
        let r = roll_throw(throw, &mut rng);
        output(json, &Rolled { test: throw.id(), seed, roll: &r }, || {
            println!("{} — seed {seed}", throw.title());
            println!("  {}", r.text);
        });
        return Ok(());
    }
    match args.test {
        MwwTest::Hit(h) => {
            if h.by_range() {
                return Err(fail(MwwCliError::NotApplicable {
                    flag: "--by-range",
                    reason: "a roll is one shot at one range: give --range".to_string(),
                }));
            }
            let (shot, who) = h.read(db)?;
            let r = roll_shot(&shot, &readings, &mut rng).map_err(shot_rule)?;
            output(json, &Rolled { test: "hit", seed, roll: &r }, || {
                println!("{} — seed {seed}", text::shot_title(&r.plan, who.as_deref()));
                println!("  Dice: {}", r.rolls.join(", then "));
                println!("  Result: {}", r.text);
                text::print_reasons(&r.plan.reasons);
            });
        }
        MwwTest::Wound(w) => {
            let (row, mounted) = w.read()?;
            let r = roll_wound(row, mounted, &mut rng);
            output(json, &Rolled { test: "wound", seed, roll: &r }, || {
                println!("Wounds — {}, seed {seed}", row.name());
                for line in &r.text {
                    println!("  {line}");
                }
            });
        }
        MwwTest::Fight(f) => {
            let (fight, a, d) = f.read(db)?;
            let r = roll_fight(&fight, &readings, &mut rng).map_err(rule)?;
            output(json, &Rolled { test: "fight", seed, roll: &r }, || {
                println!("Hand to hand — {a} against {d}, seed {seed}");
                println!("  {a}: {} {:+} = {}", r.attacker_die, r.plan.attacker_modifier, r.attacker_total);
                println!("  {d}: {} {:+} = {}", r.defender_die, r.plan.defender_modifier, r.defender_total);
                println!("  Result: {}", r.outcome.text);
            });
        }
        MwwTest::Spot(s) => {
            let (place, range) = s.read()?;
            let r = roll_spot(place, range, &mut rng);
            output(json, &Rolled { test: "spot", seed, roll: &r }, || {
                let die = r.die.map_or("no roll (Auto)".to_string(), |d| format!("D10 {d}"));
                println!("Spotting — {}, {}: {} against {}, seed {seed}", place.name(), range, die, r.odds.cell);
                println!("  Result: {}", if r.seen { "seen" } else { "not seen" });
            });
        }
        MwwTest::Reaction(x) => {
            let (a, b) = x.read();
            let r = roll_reaction(&a, &b, &mut rng);
            output(json, &Rolled { test: "reaction", seed, roll: &r }, || {
                println!("Reaction test — seed {seed}");
                for (x, a, y, b) in &r.throws {
                    println!("  First: {x} → {a}; other: {y} → {b}{}", if a == b { " (tie: again)" } else { "" });
                }
                println!("  Result: the {} figure fires first", if r.first_fires_first { "first" } else { "other" });
            });
        }
        MwwTest::Target(t) => {
            let r = roll_target(t.read(), &mut rng).map_err(rule)?;
            output(json, &Rolled { test: "target", seed, roll: &r }, || {
                println!("Reaction target selection — seed {seed}");
                println!("  D10 {} {:+} = {}", r.die, r.odds.modifier, i32::from(r.die) + r.odds.modifier);
                if let Some(again) = r.reroll {
                    println!("  Re-roll, no modifiers (a civilian in the room): {again}");
                }
                println!("  Result: shoots at the {:?}", r.shoots_at);
            });
        }
        MwwTest::Gap(g) => {
            let o = gap_odds(g.read()?).map_err(rule)?;
            let die = crate::rules::mww::percentile::Die::D6.roll(&mut rng);
            let made = (i32::from(die) + o.modifier) * 10 > i32::from(o.jump.distance.0);
            let injury = match (&o.injury, made) {
                (Some(_), true) => Some(crate::rules::mww::percentile::Die::D6.roll(&mut rng)),
                _ => None,
            };
            #[derive(Serialize)]
            struct GapRoll {
                die: u8,
                made: bool,
                injury_die: Option<u8>,
                injury: Option<crate::rules::mww::wounds::Harm>,
            }
            let harm = injury.map(crate::rules::mww::jumping::landing_injury);
            let r = GapRoll { die, made, injury_die: injury, injury: harm };
            output(json, &Rolled { test: "gap", seed, roll: &r }, || {
                println!("Jumping a gap of {} — {}, seed {seed}", o.jump.distance, o.need);
                println!("  D6 {die} {:+} → {}", o.modifier, if made { "made it" } else { "fails" });
                if let (Some(d), Some(h)) = (injury, harm) {
                    println!("  Landing, more than 2\" down: D6 {d}, {}", h.words());
                }
            });
        }
        MwwTest::Height(h) => {
            let o = drop_odds(h.read()?).map_err(rule)?;
            let r = roll_d100(&mut rng);
            let hurt = o.row.percent.is_some_and(|p| succeeds(r, i32::from(p)));
            #[derive(Serialize)]
            struct DropRoll {
                roll: String,
                injured: bool,
                wounds: u8,
            }
            let d = DropRoll { roll: show_d100(r), injured: hurt, wounds: if hurt { o.wounds } else { 0 } };
            output(json, &Rolled { test: "height", seed, roll: &d }, || {
                println!("Jumping from {} — seed {seed}", o.height);
                println!(
                    "  % dice {}: {}",
                    d.roll,
                    if hurt {
                        format!("{} wound{}", o.wounds, if o.wounds == 1 { "" } else { "s" })
                    } else {
                        "OK".to_string()
                    }
                );
            });
        }
        MwwTest::HorseJump(j) => {
            let (skill, moved) = j.read()?;
            let r = roll_horse_jump(skill, moved, &readings, &mut rng).map_err(rule)?;
            output(json, &Rolled { test: "horse_jump", seed, roll: &r }, || {
                println!("A horse's jump — seed {seed}");
                println!("  % dice {}: {}", r.roll, r.text);
            });
        }
        MwwTest::Bolt => {
            let r = roll_bolt(&mut rng);
            output(json, &Rolled { test: "bolt", seed, roll: &r }, || {
                println!("Stopping a bolting horse — seed {seed}");
                let w =
                    r.wounds.map(|w| format!(": d3 = {w} wound{}", if w == 1 { "" } else { "s" })).unwrap_or_default();
                println!("  % dice {}: {:?}{w}", r.roll, r.result);
            });
        }
        MwwTest::Rear(x) => {
            let (horse, rider) = x.read();
            let r = roll_rear(horse, rider, &readings, &mut rng).map_err(rear_rule)?;
            output(json, &Rolled { test: "rear", seed, roll: &r }, || {
                println!("A hit horse — seed {seed}");
                for line in &r.text {
                    println!("  {line}");
                }
            });
        }
        MwwTest::Alarm(a) => {
            let r = roll_alarm(a.read()?, &mut rng);
            output(json, &Rolled { test: "alarm", seed, roll: &r }, || {
                println!("The alarm — {}% or less, seed {seed}", r.odds.percent);
                println!("  % dice {}: {}", r.roll, if r.raised { "the alarm is raised" } else { "no alarm" });
            });
        }
        MwwTest::Robbery(x) => {
            let (till, shot) = x.read();
            let r = roll_takings(till, shot, &mut rng);
            output(json, &Rolled { test: "robbery", seed, roll: &r }, || {
                println!("Robbing the bank — seed {seed}");
                println!("  {}", r.text);
            });
        }
        MwwTest::Civilian | MwwTest::Obstacle | MwwTest::LassoFree => unreachable!("rolled above"),
        MwwTest::Other(given) => return Err(unknown_test(&given)),
    }
    Ok(())
}
