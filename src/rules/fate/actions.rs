//! What a character may do when his card is drawn (1996, Actions; playsheet, Actions), and how far
//! he moves: movement dice, falling over, buildings and terrain.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::class::Class;
use super::options::{FateOptions, RuleText};
use super::pool::{binomial_chance, roll_pool, Fraction};
use super::skills::Skill;
use super::{signed_dice, Character, Reason};

/// An action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateAction")]
pub enum Action {
    Pass,
    Reposition,
    Move,
    MoveAndFire,
    Fire,
    Aim,
    Reload,
    Recover,
    GetUp,
    DuckBack,
    FixGun,
    Challenge,
    FastDraw,
    MountDismount,
}

/// One action of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateActionInfo")]
pub struct ActionInfo {
    pub action: Action,
    pub id: &'static str,
    pub name: &'static str,
    /// The rule, in the playsheet's words where it has the action, else the 1996 text's.
    pub text: &'static str,
    pub playsheet: bool,
    pub ansell_1996: bool,
}

const fn action(action: Action, id: &'static str, name: &'static str, text: &'static str) -> ActionInfo {
    ActionInfo { action, id, name, text, playsheet: true, ansell_1996: true }
}

/// Every action of either text, in the playsheet's order with the 1996 Pass first. Which exist in a
/// campaign is the `actions` option ([`actions`]).
///
/// Decisions: the playsheet's "dual" is spelt "duel"; Reload, Recover and Get up follow the
/// playsheet ("Recovering from duck back and ANY number of wounds can be done simultaneously").
pub static ACTIONS: [ActionInfo; 14] = [
    ActionInfo { playsheet: false, ..action(Action::Pass, "pass", "Pass", "Do nothing (except turn to face any direction).") },
    ActionInfo { ansell_1996: false, ..action(Action::Reposition, "reposition", "Reposition", "Move up to 2\" any direction and facing.") },
    action(Action::Move, "move", "Move", "Move in a straight line 3D6\", ending facing the direction of travel. Anyone rolling three 1s falls over (knocked down). Citizens move 2D6\", must move the full amount rolled, and fall over if any 1 is rolled."),
    action(Action::MoveAndFire, "move_and_fire", "Move & Fire", "As for Move, except move up to 2D6 (must move 2D6 if Citizen). Only Citizens can fall over. May shoot at end of move. Not with bows."),
    action(Action::Fire, "fire", "Fire", "Turn to face and fire."),
    action(Action::Aim, "aim", "Aim", "State target model and turn to face him. Count as aiming at that model in next opportunity to fire. The aim is lost if the target moves or ducks back."),
    action(Action::Reload, "reload", "Reload", "One gun that suffered an out of ammo result is reloaded."),
    action(Action::Recover, "recover", "Recover", "Must be done to take any other actions after suffering a wound or a duck back. Recovering from duck back and any number of wounds is one Recover."),
    action(Action::GetUp, "get_up", "Get up", "A model knocked down must get up before it can take any other action."),
    action(Action::DuckBack, "duck_back", "Duck Back", "Voluntarily duck back, so that he is no longer in sight. He must recover before taking any other action."),
    action(Action::FixGun, "fix_gun", "Fix Gun", "Fix a gun that suffered a jam. Roll D6: 1-2 gun broken and useless for rest of game; 3-4 can't figure dang thing out, try again; 5-6 jam cleared!"),
    action(Action::Challenge, "challenge", "Challenge", "Call one or more enemies out to a duel in the open."),
    action(Action::FastDraw, "fast_draw", "Fast Draw", "Go for your pistol. Often used in a duel."),
    ActionInfo { ansell_1996: false, ..action(Action::MountDismount, "mount_dismount", "Mount / Dismount", "Model must be within 3\" of beast/wagon to mount. Place dismounting model anywhere within 3\" of animal/wagon.") },
];

impl Action {
    pub fn info(self) -> &'static ActionInfo {
        &ACTIONS[self as usize]
    }
}

/// The actions a campaign plays with.
pub fn actions(options: &FateOptions) -> Vec<&'static ActionInfo> {
    ACTIONS
        .iter()
        .filter(|a| match options.actions {
            RuleText::Playsheet => a.playsheet,
            RuleText::Ansell1996 => a.ansell_1996,
        })
        .collect()
}

/// A move that rolls dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateMoveKind")]
pub enum MoveKind {
    #[default]
    Move,
    MoveAndFire,
    /// "Movement limited to 1D6 within buildings."
    InBuilding,
}

/// The terrain a model starts his turn in (playsheet, Terrain).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateTerrain")]
pub enum Terrain {
    #[default]
    Open,
    /// Loose scrub, loose woods: one movement die less.
    Loose,
    /// Dense brush, dense woods: two movement dice less.
    Dense,
}

/// What is going on when a character moves. `{}` is a Move in the open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "FateMoveContext", optional_fields)]
pub struct MoveContext {
    pub kind: MoveKind,
    pub starts_in: Terrain,
    /// A Swift character chooses to roll his extra movement dice.
    pub swift_extra: bool,
}

/// When a move falls over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateFall")]
pub enum Fall {
    Never,
    /// Citizens: "fall over if any 1 is rolled".
    AnyOne,
    /// "Anyone rolling three 1's falls over"; with more than three dice, three or more 1s.
    ThreeOnes,
}

/// How a move is rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateMovePlan")]
pub struct MovePlan {
    pub kind: MoveKind,
    /// D6 thrown (0: he cannot move).
    pub dice: u8,
    /// The roll is the distance he must move, not the most he may.
    pub must_move_full: bool,
    /// The least he must move, in inches, if he moves at all (1996: Gunmen and better, 3").
    pub at_least: u8,
    pub falls: Fall,
    /// A serious leg or belly wound: no movement or turning at all.
    pub cannot_move: bool,
    pub reasons: Vec<Reason>,
}

/// Plans a move.
///
/// Decisions where the texts are silent:
/// - Dice lost to wounds, terrain and Slow, and Swift's extra die, change Move and Move & Fire; a
///   move inside a building is 1D6 whatever the class or skills (only a wound that stops all
///   movement stops it).
/// - Citizens inside a building still move the full roll; nobody falls over there.
/// - Fewer than one die left: he cannot move this turn.
/// - Agile's "one change of direction during move" and "ends move facing any direction" change no
///   dice and are given as notes.
pub fn plan_move(c: &Character, ctx: &MoveContext, options: &FateOptions) -> MovePlan {
    let citizen = c.class() == Class::Citizen;
    let playsheet = options.movement == RuleText::Playsheet;
    let mut reasons = Vec::new();
    let consequences = c.consequences();
    let (base, falls, must_move_full) = match ctx.kind {
        MoveKind::Move if citizen && playsheet => (2, Fall::AnyOne, true),
        MoveKind::Move if playsheet => (3, Fall::ThreeOnes, false),
        MoveKind::Move => (3, Fall::Never, citizen),
        MoveKind::MoveAndFire if citizen && playsheet => (2, Fall::AnyOne, true),
        MoveKind::MoveAndFire => (2, Fall::Never, citizen),
        MoveKind::InBuilding => (1, Fall::Never, citizen),
    };
    reasons.push(Reason::dice(
        ctx.kind_id(),
        base,
        format!("{}: {base}D6{}", ctx.kind_name(), if must_move_full { ", must move the full roll" } else { "" }),
    ));
    let mut dice = base;
    if ctx.kind != MoveKind::InBuilding {
        let mut add = |source: &str, n: i8, text: String| {
            if n != 0 {
                dice += n;
                reasons.push(Reason::dice(source, n, format!("{text}: {}", signed_dice(n))));
            }
        };
        add(
            "wounds",
            -(consequences.movement_dice_lost as i8),
            "Each serious wound and each flesh wound on a leg".to_string(),
        );
        match ctx.starts_in {
            Terrain::Open => {}
            Terrain::Loose => add("loose_terrain", -1, "Starting in loose terrain".to_string()),
            Terrain::Dense => add("dense_terrain", -2, "Starting in dense terrain".to_string()),
        }
        let slow = c.level(Skill::Slow) as i8;
        add("slow", -slow, "Slow".to_string());
        if ctx.swift_extra {
            let swift = c.level(Skill::Swift) as i8;
            add("swift", swift, "Swift, choosing to roll extra movement dice".to_string());
        }
    }
    if c.has(Skill::Agile) {
        reasons.push(Reason::note(
            "agile",
            "Agile: may make one change of direction during the move, ends facing any direction",
        ));
    }
    if c.has(Skill::Wildman) {
        reasons.push(Reason::note("wildman", "Wildman: must move and fire every turn if he can"));
    }
    let cannot_move = consequences.no_movement_or_turning;
    if cannot_move {
        reasons.push(Reason::note("wounds", "A serious leg wound or a belly wound: no movement or turning"));
    }
    let dice = if cannot_move { 0 } else { dice.max(0) as u8 };
    if dice == 0 && !cannot_move {
        reasons.push(Reason::note("no_dice", "No movement dice left: he cannot move this turn"));
    }
    let at_least = if !playsheet && !citizen && ctx.kind != MoveKind::InBuilding { 3 } else { 0 };
    if at_least > 0 {
        reasons.push(Reason::note("at_least_three", "Gunmen and better must move at least three inches"));
    }
    MovePlan { kind: ctx.kind, dice, must_move_full, at_least, falls, cannot_move, reasons }
}

impl MoveContext {
    fn kind_id(&self) -> &'static str {
        match self.kind {
            MoveKind::Move => "move",
            MoveKind::MoveAndFire => "move_and_fire",
            MoveKind::InBuilding => "in_building",
        }
    }

    fn kind_name(&self) -> &'static str {
        match self.kind {
            MoveKind::Move => "Move",
            MoveKind::MoveAndFire => "Move & Fire",
            MoveKind::InBuilding => "Inside a building",
        }
    }
}

/// A move as rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateMoveRoll")]
pub struct MoveRoll {
    pub dice: Vec<u8>,
    /// The inches rolled: the most he may move, or for a Citizen what he must.
    pub inches: u8,
    /// Fell over: knocked down (he moves no further; Posse places him where he started).
    pub fell_over: bool,
}

/// Whether a move's dice fall over.
pub fn falls_over(falls: Fall, dice: &[u8]) -> bool {
    let ones = dice.iter().filter(|d| **d == 1).count();
    match falls {
        Fall::Never => false,
        Fall::AnyOne => ones >= 1,
        Fall::ThreeOnes => ones >= 3,
    }
}

/// Rolls a move.
pub fn roll_move(plan: &MovePlan, rng: &mut impl Rng) -> MoveRoll {
    let dice = roll_pool(plan.dice, rng);
    let fell_over = falls_over(plan.falls, &dice);
    MoveRoll { inches: dice.iter().sum(), fell_over, dice }
}

/// The exact chance that a move falls over.
pub fn fall_chance(plan: &MovePlan) -> Fraction {
    let n = u32::from(plan.dice);
    match plan.falls {
        Fall::Never => Fraction::ZERO,
        Fall::AnyOne => binomial_chance(n, 0, 1).complement(),
        Fall::ThreeOnes => (3..=n).map(|k| binomial_chance(n, k, 1)).sum(),
    }
}

/// Playsheet, Movement in Buildings and Terrain, as the table lists them.
pub static MOVEMENT_RULES: [(&str, &str); 8] = [
    ("Within buildings", "Movement limited to 1D6."),
    ("Open door", "One turn to complete."),
    ("Open window", "One turn and need a 4+ on D6."),
    ("Move through window", "One turn and need a 4+ on D6."),
    ("Entering terrain", "Must halt all movement as soon as the model's entire base is within terrain (loose scrub, dense brush, loose woods, dense woods)."),
    ("Starting in dense terrain", "Deduct 2 dice from movement."),
    ("Starting in loose terrain", "Deduct 1 die from movement."),
    ("Skirting", "Move along the terrain perimeter, ending facing the direction of travel; may move away (in a straight line) at any time, or enter the terrain."),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::hits::{Location, Severity, Wound};
    use crate::rules::fate::test_character;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn plan(class: &str, skills: &[&str], ctx: MoveContext, options: &FateOptions) -> MovePlan {
        plan_move(&test_character(class, skills), &ctx, options)
    }

    #[test]
    fn the_action_list_follows_the_option() {
        let playsheet: Vec<&str> = actions(&FateOptions::default()).iter().map(|a| a.id).collect();
        assert!(playsheet.contains(&"reposition") && playsheet.contains(&"mount_dismount"));
        assert!(!playsheet.contains(&"pass"));
        let o = FateOptions { actions: RuleText::Ansell1996, ..Default::default() };
        let ansell: Vec<&str> = actions(&o).iter().map(|a| a.id).collect();
        assert!(ansell.contains(&"pass") && !ansell.contains(&"reposition"));
        assert_eq!(ansell.len(), 12);
        for (i, a) in ACTIONS.iter().enumerate() {
            assert_eq!(a.action as usize, i);
            assert_eq!(a.action.info().id, a.id);
        }
    }

    #[test]
    fn movement_dice_by_class_and_kind() {
        let o = FateOptions::default();
        let p = plan("gunman", &[], MoveContext::default(), &o);
        assert_eq!((p.dice, p.must_move_full, p.falls), (3, false, Fall::ThreeOnes));
        let p = plan("citizen", &[], MoveContext::default(), &o);
        assert_eq!((p.dice, p.must_move_full, p.falls), (2, true, Fall::AnyOne));
        let mf = MoveContext { kind: MoveKind::MoveAndFire, ..Default::default() };
        assert_eq!(plan("legend", &[], mf, &o).falls, Fall::Never, "only Citizens fall on Move & Fire");
        assert_eq!(plan("legend", &[], mf, &o).dice, 2);
        assert_eq!(plan("citizen", &[], mf, &o).falls, Fall::AnyOne);
        let building = MoveContext { kind: MoveKind::InBuilding, starts_in: Terrain::Dense, swift_extra: true };
        assert_eq!(plan("shootist", &["swift"], building, &o).dice, 1);
    }

    #[test]
    fn the_1996_movement_rules() {
        let o = FateOptions { movement: RuleText::Ansell1996, ..Default::default() };
        let p = plan("citizen", &[], MoveContext::default(), &o);
        assert_eq!((p.dice, p.must_move_full, p.falls, p.at_least), (3, true, Fall::Never, 0));
        let p = plan("gunman", &[], MoveContext::default(), &o);
        assert_eq!((p.dice, p.must_move_full, p.falls, p.at_least), (3, false, Fall::Never, 3));
    }

    #[test]
    fn terrain_wounds_and_skills_change_the_dice() {
        let o = FateOptions::default();
        let ctx = MoveContext { starts_in: Terrain::Loose, swift_extra: true, ..Default::default() };
        assert_eq!(plan("gunman", &["very swift"], ctx, &o).dice, 3 - 1 + 2);
        assert_eq!(plan("gunman", &["slow"], MoveContext { starts_in: Terrain::Dense, ..ctx }, &o).dice, 0);
        let hurt = test_character("shootist", &[]).with_wounds(vec![
            Wound::new(Severity::Flesh, Location::Legs),
            Wound::new(Severity::Serious, Location::Chest),
        ]);
        assert_eq!(plan_move(&hurt, &MoveContext::default(), &o).dice, 1);
        let belly = test_character("shootist", &[]).with_wounds(vec![Wound::new(Severity::Flesh, Location::Belly)]);
        let p = plan_move(&belly, &MoveContext::default(), &o);
        assert!(p.cannot_move && p.dice == 0);
    }

    #[test]
    fn falling_over_exactly_and_as_rolled() {
        let o = FateOptions::default();
        let gunman = plan("gunman", &[], MoveContext::default(), &o);
        assert_eq!(fall_chance(&gunman), Fraction::new(1, 216));
        let citizen = plan("citizen", &[], MoveContext::default(), &o);
        assert_eq!(fall_chance(&citizen), Fraction::new(11, 36));
        assert!(falls_over(Fall::ThreeOnes, &[1, 1, 1, 4]) && !falls_over(Fall::ThreeOnes, &[1, 1, 4]));
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let n = 200_000;
        let fell = (0..n).filter(|_| roll_move(&citizen, &mut rng).fell_over).count();
        let p = fall_chance(&citizen).to_f64();
        let sigma = (p * (1.0 - p) / n as f64).sqrt();
        assert!((fell as f64 / n as f64 - p).abs() < 3.0 * sigma);
        let r = roll_move(&gunman, &mut rng);
        assert_eq!(r.inches, r.dice.iter().sum::<u8>());
    }
}
