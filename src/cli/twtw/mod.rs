//! The West That Wasn't on the command line: `posse deck twtw` (the action deck, a card, its
//! balance), `posse odds twtw hit|damage|initiative` (exact over the deck, beside ideal dice) and
//! `posse roll twtw hit|attack|initiative` (a seeded draw from the deck).

mod text;

use std::path::Path;

use clap::{Args, Subcommand};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::{print_json, CliError};
use crate::campaign;
use crate::error::ErrorCode;
use crate::rules::twtw::attack::{self, Attack, BumpPlan};
use crate::rules::twtw::check::{self, Check};
use crate::rules::twtw::damage::DamageKind;
use crate::rules::twtw::deck::{self, Deck};
use crate::rules::twtw::die::{Pool, PoolError, CAUSE_ROWS, EFFECT_ROWS};
use crate::rules::twtw::hero::Hero;
use crate::rules::twtw::hero::{HeroDerived, HeroSheet};
use crate::rules::twtw::initiative::{bid_bonus, phase_of};
use crate::rules::twtw::odds::{check_odds, damage_odds, initiative_odds, DamageQuery};
use crate::rules::twtw::stats::deck_stats;
use crate::rules::twtw::{ActionCard, Location, DECK_SIZE};
use crate::store::Store;

/// What the TWTW commands refuse.
#[derive(Debug, thiserror::Error)]
pub enum TwtwCliError {
    #[error("{flag}: {error}")]
    Pool { flag: &'static str, error: PoolError },
    #[error("card: {0} is not a card; a deck's cards are numbered 0 to 53")]
    NoSuchCard(u16),
    /// A flag that cannot apply: refused with the reason, never ignored.
    #[error("{flag}: {reason}")]
    NotApplicable { flag: &'static str, reason: String },
    #[error("{flag}: \"{given}\" is not one of: {valid}")]
    BadValue { flag: &'static str, given: String, valid: String },
    #[error("hero: #{id} cannot be read: there is no database at {path}")]
    NoDatabase { id: i64, path: String },
    #[error("hero: #{id} is a {ruleset} character, not a hero of The West That Wasn't")]
    NotAHero { id: i64, ruleset: &'static str },
}

impl ErrorCode for TwtwCliError {
    fn code(&self) -> &'static str {
        match self {
            TwtwCliError::Pool { .. } => "bad_pool",
            TwtwCliError::NoSuchCard(_) => "no_such_card",
            TwtwCliError::NotApplicable { .. } => "not_applicable",
            TwtwCliError::BadValue { .. } => "bad_value",
            TwtwCliError::NoDatabase { .. } => "no_database",
            TwtwCliError::NotAHero { .. } => "wrong_ruleset",
        }
    }
}

type Result<T, E = CliError> = std::result::Result<T, E>;

fn not_applicable(flag: &'static str, reason: impl Into<String>) -> CliError {
    TwtwCliError::NotApplicable { flag, reason: reason.into() }.into()
}

/// `posse twtw …`.
#[derive(Debug, Subcommand)]
pub enum TwtwCommand {
    /// What the hero editor picks from: the traits and their ranks, the chapter's skills (with the
    /// trait each is usually checked with), the wound locations, and how Posse derives the figures
    /// the chapter leaves undefined — as the desktop app's `twtw_catalog` gives them.
    Catalog {
        #[arg(long)]
        json: bool,
    },
}

impl TwtwCommand {
    pub fn json(&self) -> bool {
        match self {
            TwtwCommand::Catalog { json } => *json,
        }
    }
}

/// `posse twtw …`.
pub fn run(command: TwtwCommand) -> Result<()> {
    let TwtwCommand::Catalog { json } = command;
    let catalog = campaign::twtw_catalog();
    output(json, &catalog, || {
        let traits: Vec<&str> = catalog.traits.iter().map(|t| t.name).collect();
        println!("Traits: {} (ranks 1 d4 Feeble … 5 d12 Awesome; default {})", traits.join(", "), catalog.default_rank);
        for s in &catalog.skills {
            println!("Skill: {} ({}, usually {})", s.name, s.id, s.usual.name());
        }
        let locations: Vec<&str> = catalog.locations.iter().map(|l| l.id).collect();
        println!("Wound locations: {}", locations.join(", "));
        for d in &catalog.derivations {
            println!("Derived: {d}");
        }
    })
}

/// `posse deck …`.
#[derive(Debug, Subcommand)]
pub enum DeckCommand {
    /// The West That Wasn't's 54-card action deck: generated, balanced against real dice, with
    /// the cards the chapter shows. No --seed: the deck Posse ships.
    Twtw(TwtwDeckArgs),
}

impl DeckCommand {
    pub fn json(&self) -> bool {
        match self {
            DeckCommand::Twtw(a) => a.json,
        }
    }
}

#[derive(Debug, Args)]
pub struct TwtwDeckArgs {
    /// Generate the deck of this seed (the same seed always gives the same deck).
    #[arg(long)]
    seed: Option<u64>,
    /// Each column's values against ideal dice, with a chi-square.
    #[arg(long, conflicts_with = "card")]
    stats: bool,
    /// Show one card (0–53) laid out.
    #[arg(long, value_name = "N")]
    card: Option<u16>,
    /// Print JSON: the whole deck, the card, or the stats.
    #[arg(long)]
    json: bool,
}

/// `posse deck twtw …`.
pub fn run_deck(command: DeckCommand) -> Result<()> {
    let DeckCommand::Twtw(args) = command;
    let deck = deck::deck(args.seed);
    if args.stats {
        let stats = deck_stats(&deck);
        return output(args.json, &stats, || text::print_stats(&stats));
    }
    if let Some(n) = args.card {
        let card = card(&deck, n)?;
        return output(args.json, card, || text::print_card(&deck, card));
    }
    output(args.json, &deck, || text::print_deck(&deck))
}

fn card(deck: &Deck, n: u16) -> Result<&ActionCard> {
    u8::try_from(n).ok().and_then(|n| deck.card(n)).ok_or_else(|| TwtwCliError::NoSuchCard(n).into())
}

fn output<T: Serialize>(json: bool, value: &T, text: impl FnOnce()) -> Result<()> {
    if json {
        print_json(value);
    } else {
        text();
    }
    Ok(())
}

/// The deck a check or attack is read on.
#[derive(Debug, Args)]
struct DeckFlag {
    /// Read the deck of this seed (`posse deck twtw --seed N`); default: the deck Posse ships.
    #[arg(long = "deck", value_name = "SEED")]
    deck: Option<u64>,
}

/// A check: the pool (typed, or a roster hero's skill), the TN and a modifier.
#[derive(Debug, Args)]
struct CheckFlags {
    /// The pool: a skill of N under a die-X trait is NdX (`3d10`); 1 to 5 dice of d4 … d12.
    #[arg(long, value_name = "NdX", required_unless_present = "hero", conflicts_with = "hero")]
    dice: Option<String>,
    /// A roster hero of a TWTW campaign, whose --skill gives the pool.
    #[arg(long, value_name = "ID", requires = "skill")]
    hero: Option<i64>,
    /// The hero's skill (`shooting_rifle`); one he does not have is checked untrained.
    #[arg(long, value_name = "SKILL", requires = "hero")]
    skill: Option<String>,
    /// The target number (Standard 5; point blank 3; Difficult 9).
    #[arg(long, default_value_t = 5, allow_negative_numbers = true)]
    tn: i32,
    /// Added to the result: aim +1, Accurate, careful +1; penalties negative (moving −1, −4 …).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    modifier: i32,
}

impl CheckFlags {
    fn check(&self, db: &Path) -> Result<Check> {
        let pool = match (&self.dice, self.hero, &self.skill) {
            (Some(dice), _, _) => pool("--dice", dice, "cause grid", CAUSE_ROWS)?,
            (None, Some(id), Some(skill)) => hero(id, db)?.pool(skill),
            _ => unreachable!("clap requires --dice or --hero with --skill"),
        };
        Ok(Check { pool, tn: self.tn, modifier: self.modifier })
    }
}

/// A roster hero, read from the database at `db` (which must exist: reading never makes one).
fn hero(id: i64, db: &Path) -> Result<Hero> {
    if !db.exists() {
        return Err(TwtwCliError::NoDatabase { id, path: db.display().to_string() }.into());
    }
    let store = Store::open(db)?;
    match campaign::get_character(&store, id)?.sheet {
        campaign::Sheet::Twtw(sheet) => Ok(Hero::from_sheet(&sheet).map_err(campaign::CampaignError::from)?),
        other => Err(TwtwCliError::NotAHero { id, ruleset: other.ruleset().id() }.into()),
    }
}

fn pool(flag: &'static str, typed: &str, grid: &'static str, rows: u8) -> Result<Pool> {
    Pool::parse(typed, grid, rows).map_err(|error| TwtwCliError::Pool { flag, error }.into())
}

/// What an attack does when it hits.
#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("kind").required(true).args(["deadly", "impact"]))]
struct DamageFlags {
    /// The weapon's damage (DMG): `5d8` or `(5)8`, 1 to 7 rows.
    #[arg(long, value_name = "NdX")]
    effect: String,
    /// Deadly damage: firearms, blades (wounds for each multiple of the Size).
    #[arg(long)]
    deadly: bool,
    /// Impact damage: fists and blunt weapons (Conc first).
    #[arg(long)]
    impact: bool,
    /// The target's Size.
    #[arg(long, default_value_t = 6)]
    size: u8,
    /// The attack's penetration (a weapon's Pen; for impact, default the attacker's Force, which
    /// Posse takes to be his DB: --bonus).
    #[arg(long, allow_negative_numbers = true)]
    pen: Option<i16>,
    /// The cover's or armour's armour value (glass 1 … thick iron 5).
    #[arg(long)]
    av: Option<u8>,
    /// The weapon's reduced damage (RD), dealt when the attack ablates; default half the DMG's
    /// rows.
    #[arg(long, value_name = "NdX")]
    rd: Option<String>,
    /// Damage bumps spent (rows down the effect grid).
    #[arg(long, default_value_t = 0)]
    bumps: u8,
    /// Where it hits: head (2 rows down), vitals (1), chest, belly, arms, legs.
    #[arg(long)]
    location: Option<String>,
    /// Added to the effect: the attacker's damage bonus (DB), an improvised weapon's damage.
    #[arg(long, default_value_t = 0)]
    bonus: u16,
    /// A quick attack (one row up) or a heavy one (one row down).
    #[arg(long, value_name = "quick|standard|heavy")]
    attack: Option<String>,
}

impl DamageFlags {
    fn kind(&self) -> DamageKind {
        if self.deadly {
            DamageKind::Deadly
        } else {
            DamageKind::Impact
        }
    }

    /// The query, every flag checked against the others.
    fn query(&self, location: Option<Location>) -> Result<DamageQuery> {
        let effect = pool("--effect", &self.effect, "effect grid", EFFECT_ROWS)?;
        let kind = self.kind();
        let covered = self.av.is_some();
        if kind == DamageKind::Deadly && !covered {
            if self.pen.is_some() {
                return Err(not_applicable(
                    "--pen",
                    "a deadly attack on a man with no cover always penetrates; give --av to test it against cover",
                ));
            }
            if self.rd.is_some() {
                return Err(not_applicable(
                    "--rd",
                    "a deadly attack on a man with no cover never ablates; the RD applies with --av",
                ));
            }
        }
        if kind == DamageKind::Deadly && covered && self.pen.is_none() {
            return Err(not_applicable("--pen", "cover is tested against the weapon's penetration: give --pen"));
        }
        let reduced = match &self.rd {
            Some(rd) => pool("--rd", rd, "effect grid", EFFECT_ROWS)?,
            None => Pool::new((effect.dice / 2).max(1), effect.die),
        };
        let attack_rows = match self.attack.as_deref() {
            None => 0,
            Some(a) => match crate::rules::twtw::actions::ATTACKS.iter().find(|x| x.id == a.trim().to_lowercase()) {
                Some(x) => i16::from(x.rows),
                None => {
                    return Err(TwtwCliError::BadValue {
                        flag: "--attack",
                        given: a.to_string(),
                        valid: "quick, standard, heavy".to_string(),
                    }
                    .into())
                }
            },
        };
        let location_rows = location.map_or(0, |l| i16::from(l.damage_bumps()));
        Ok(DamageQuery {
            effect,
            reduced,
            shift: i16::from(self.bumps) + location_rows + attack_rows,
            kind,
            size: self.size.max(1),
            bonus: self.bonus,
            pen: self.pen.unwrap_or(if kind == DamageKind::Impact { self.bonus as i16 } else { 0 }),
            av: self.av,
        })
    }

    fn location(&self) -> Result<Option<Location>> {
        self.location
            .as_deref()
            .map(|l| {
                Location::from_id(l).ok_or_else(|| {
                    TwtwCliError::BadValue {
                        flag: "--location",
                        given: l.to_string(),
                        valid: Location::ALL.map(Location::id).join(", "),
                    }
                    .into()
                })
            })
            .transpose()
    }
}

/// `posse odds twtw …`.
#[derive(Debug, Args)]
pub struct TwtwOddsArgs {
    #[command(subcommand)]
    test: TwtwOddsTest,
    /// Print JSON: probabilities between 0 and 1, with the exact fraction as text.
    #[arg(long, global = true)]
    json: bool,
}

impl TwtwOddsArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

#[derive(Debug, Subcommand)]
enum TwtwOddsTest {
    /// A check or shot: hit, miss, critical failure and bumps, on the deck and with ideal dice.
    Hit {
        #[command(flatten)]
        check: CheckFlags,
        #[command(flatten)]
        deck: DeckFlag,
    },
    /// A hit's damage: penetration, wounds and Conc, on the deck and with ideal dice.
    Damage {
        #[command(flatten)]
        damage: DamageFlags,
        #[command(flatten)]
        deck: DeckFlag,
    },
    /// An Initiative check: the chance of each phase, of hesitating and of a Calamity.
    Initiative {
        #[command(flatten)]
        initiative: InitiativeFlags,
        #[command(flatten)]
        deck: DeckFlag,
    },
}

#[derive(Debug, Args)]
struct InitiativeFlags {
    /// The Initiative pool (`2d10`).
    #[arg(long, value_name = "NdX", required_unless_present = "hero", conflicts_with = "hero")]
    dice: Option<String>,
    /// A roster hero: his Initiative pool, and his APs for a bid.
    #[arg(long, value_name = "ID")]
    hero: Option<i64>,
    /// APs bid (advanced initiative): half the APs or more +2, a quarter +1. Needs --aps or --hero.
    #[arg(long)]
    bid: Option<u8>,
    /// The character's APs (a hero's: his APs after wounds).
    #[arg(long)]
    aps: Option<u8>,
}

impl InitiativeFlags {
    fn read(&self, db: &Path) -> Result<(Pool, i32)> {
        let (pool, hero_aps) = match (&self.dice, self.hero) {
            (Some(dice), _) => (pool("--dice", dice, "cause grid", CAUSE_ROWS)?, None),
            (None, Some(id)) => {
                let h = hero(id, db)?;
                (h.pool("initiative"), Some(h.derived().aps_now))
            }
            (None, None) => unreachable!("clap requires --dice or --hero"),
        };
        if self.aps.is_some() && self.bid.is_none() {
            return Err(not_applicable("--aps", "the APs matter only for a bid: give --bid"));
        }
        if self.bid.is_some() && self.aps.is_none() && hero_aps.is_none() {
            return Err(not_applicable("--bid", "a bid counts against the character's APs: give --aps (or --hero)"));
        }
        let bonus = match (self.bid, self.aps.or(hero_aps)) {
            (Some(bid), Some(aps)) if bid > aps => {
                return Err(not_applicable("--bid", format!("{bid} is more than the character's {aps} APs")))
            }
            (Some(bid), Some(aps)) => bid_bonus(bid, aps),
            _ => 0,
        };
        Ok((pool, bonus))
    }
}

/// `posse odds twtw …`.
pub fn odds(args: TwtwOddsArgs, db: &Path) -> Result<()> {
    match args.test {
        TwtwOddsTest::Hit { check, deck } => {
            let c = check.check(db)?;
            let o = check_odds(&deck::deck(deck.deck), c.pool, c.tn, c.modifier);
            output(args.json, &o, || text::print_check_odds(&o))
        }
        TwtwOddsTest::Damage { damage, deck } => {
            let q = damage.query(damage.location()?)?;
            let o = damage_odds(&deck::deck(deck.deck), q);
            output(args.json, &o, || text::print_damage_odds(&o))
        }
        TwtwOddsTest::Initiative { initiative, deck } => {
            let (pool, bonus) = initiative.read(db)?;
            let o = initiative_odds(&deck::deck(deck.deck), pool, bonus);
            output(args.json, &o, || text::print_initiative_odds(&o))
        }
    }
}

/// `posse roll twtw …`.
#[derive(Debug, Args)]
pub struct TwtwRollArgs {
    #[command(subcommand)]
    test: TwtwRollTest,
    /// The seed of the shuffle; the same seed draws the same cards. Default: from the clock.
    #[arg(long, global = true)]
    seed: Option<u64>,
    /// Print JSON.
    #[arg(long, global = true)]
    json: bool,
}

impl TwtwRollArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

#[derive(Debug, Subcommand)]
enum TwtwRollTest {
    /// Draw a card for a check.
    Hit {
        #[command(flatten)]
        check: CheckFlags,
        #[command(flatten)]
        deck: DeckFlag,
    },
    /// Draw a card for a whole attack: hit, hits, location, penetration, damage, ancillary.
    Attack {
        #[command(flatten)]
        check: CheckFlags,
        #[command(flatten)]
        damage: DamageFlags,
        /// Rounds fired by a burst weapon (a Gatling's 10).
        #[arg(long)]
        burst: Option<u8>,
        /// The equipment's reliability, read against the wrench.
        #[arg(long)]
        rel: Option<u8>,
        /// Bumps to spend moving the hit location: 1 or 2 up the stack, -1 down.
        #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
        bump_location: i8,
        /// Bumps to spend on penetration.
        #[arg(long, default_value_t = 0)]
        bump_pen: u8,
        /// Draw again on an increased effect (the optional rule).
        #[arg(long)]
        increased_effect: bool,
        #[command(flatten)]
        deck: DeckFlag,
    },
    /// Draw a card for an Initiative check: the phase.
    Initiative {
        #[command(flatten)]
        initiative: InitiativeFlags,
        #[command(flatten)]
        deck: DeckFlag,
    },
}

/// The deck of `seed`, shuffled by `shuffle`: the order the cards come in.
fn shuffled(deck: &Deck, shuffle: u64) -> Vec<&ActionCard> {
    let mut order: Vec<&ActionCard> = deck.cards.iter().collect();
    order.shuffle(&mut ChaCha8Rng::seed_from_u64(shuffle));
    debug_assert_eq!(order.len(), DECK_SIZE);
    order
}

/// A draw as `--json` prints it.
#[derive(Serialize)]
struct Drawn<T: Serialize> {
    test: &'static str,
    seed: u64,
    deck: u64,
    result: T,
}

/// `posse roll twtw …`.
pub fn roll(args: TwtwRollArgs, db: &Path) -> Result<()> {
    let seed = args.seed.unwrap_or_else(|| super::now() as u64);
    match args.test {
        TwtwRollTest::Hit { check, deck } => {
            let c = check.check(db)?;
            let d = deck::deck(deck.deck);
            let order = shuffled(&d, seed);
            let mut rest = order[1..].iter().copied();
            let r = check::read(c, order[0], &mut rest);
            let out = Drawn { test: "hit", seed, deck: d.seed, result: &r };
            output(args.json, &out, || text::print_check_roll(&c, &r, seed, d.seed))
        }
        TwtwRollTest::Attack { check, damage, burst, rel, bump_location, bump_pen, increased_effect, deck } => {
            if !(-1..=2).contains(&bump_location) {
                return Err(not_applicable(
                    "--bump-location",
                    "the stack holds two steps up (1 and 2) and one down (-1)",
                ));
            }
            if burst == Some(0) {
                return Err(not_applicable("--burst", "a burst fires at least one round"));
            }
            let location = damage.location()?;
            if location.is_some() {
                return Err(not_applicable(
                    "--location",
                    "the card gives the hit location; move it with --bump-location",
                ));
            }
            let q = damage.query(None)?;
            let attack = Attack {
                check: check.check(db)?,
                effect: q.effect,
                reduced: q.reduced,
                kind: q.kind,
                size: q.size,
                bonus: q.bonus,
                shift: q.shift,
                pen: q.pen,
                av: q.av,
                burst,
                rel,
                increased_effect,
                bumps: BumpPlan { location: bump_location, penetration: bump_pen, damage: None },
            };
            let d = deck::deck(deck.deck);
            let order = shuffled(&d, seed);
            let mut rest = order[1..].iter().copied();
            let r = attack::resolve(&attack, order[0], &mut rest);
            let out = Drawn { test: "attack", seed, deck: d.seed, result: &r };
            output(args.json, &out, || text::print_attack_roll(&r, seed, d.seed))
        }
        TwtwRollTest::Initiative { initiative, deck } => {
            let (pool, bonus) = initiative.read(db)?;
            let d = deck::deck(deck.deck);
            let order = shuffled(&d, seed);
            let mut rest = order[1..].iter().copied();
            let r = check::read(Check { pool, tn: 2, modifier: bonus }, order[0], &mut rest);
            let phase = phase_of(r.result, r.outcome == check::Outcome::CriticalFailure);
            #[derive(Serialize)]
            struct InitiativeDraw<'a> {
                reading: &'a check::Reading,
                initiative: crate::rules::twtw::initiative::Initiative,
            }
            let out = Drawn {
                test: "initiative",
                seed,
                deck: d.seed,
                result: InitiativeDraw { reading: &r, initiative: phase },
            };
            output(args.json, &out, || text::print_initiative_roll(&r, phase, seed, d.seed))
        }
    }
}

/// A hero on one line: `#1 Miranda Valentine — Hero, Initiative 2d10, 10 APs; Shooting: Rifle 3d10, …`.
pub fn hero_line(id: i64, s: &HeroSheet, d: &HeroDerived) -> String {
    let skills: Vec<String> = d.skills.iter().map(|k| format!("{} {}", k.name, k.pool)).collect();
    let mut line = format!("#{id} {} — Hero, Initiative {}, {} APs", s.name, d.initiative.value, d.aps_now);
    if !skills.is_empty() {
        line.push_str(&format!("; {}", skills.join(", ")));
    }
    if let Some(w) = &d.worst_wound {
        line.push_str(&format!("; wounded ({w})"));
    }
    line
}

/// `posse character show` for a hero.
pub fn show_hero(c: &crate::campaign::CharacterView, s: &HeroSheet, d: &HeroDerived) {
    println!("{} (#{}, side #{}) — Hero of The West That Wasn't", s.name, c.id, c.side_id);
    let traits: Vec<String> = d.traits.iter().map(|t| format!("{} {} ({})", t.name, t.die, t.grade)).collect();
    println!("  Traits:       {}", traits.join(", "));
    for k in &d.skills {
        let under = crate::rules::twtw::hero::Trait::from_id(&k.under).map_or(k.under.as_str(), |t| t.name());
        println!("  Skill:        {} {} (level {} under {under})", k.name, k.pool, k.level);
    }
    println!("  Size:         {}", d.size);
    println!("  Conc:         {} of {}", d.conc_left, d.conc);
    println!("  DB:           {} (an impact attack's Force too)", d.damage_bonus);
    println!("  APs:          {} of {} (½ {}, ¼ {})", d.aps_now, d.aps, d.ap_half, d.ap_quarter);
    println!("  Initiative:   {} ({}); Quickness {}", d.initiative.value, d.initiative.how, d.quickness);
    println!("  Fortitude:    {} ({})", d.fortitude.value, d.fortitude.how);
    println!("  Defence:      {} unarmed, {} with Melee; dodge TN {}", d.defence_unarmed, d.defence_melee, d.dodge_tn);
    println!("  Throws:       {} paces", d.throw_range);
    for w in d.wounds.iter().filter(|w| w.wounds > 0) {
        let disabled = if w.disabled { ", disabled" } else { "" };
        println!("  Wounds:       {} {} ({}{disabled})", w.name, w.wounds, w.level.as_deref().unwrap_or(""));
    }
    if let Some(w) = &d.worst_wound {
        println!("  So:           {w}: −{} AP, Stun TN {}", d.ap_penalty, d.stun_tn);
    }
    if d.knocked_out {
        println!("  So:           knocked out (no Conc left)");
    }
    if d.dead {
        println!("  So:           dead (a 5th wound to the torso or head)");
    }
    for f in &d.flags {
        println!("  Flag:         {f}");
    }
    if !s.notes.is_empty() {
        println!("  Notes:        {}", s.notes);
    }
}
