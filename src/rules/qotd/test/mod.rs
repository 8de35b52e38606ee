//! A test of a character (QOTD Reels 3 to 6): given a character, the chart they roll on and the
//! circumstances, which dice are thrown, which re-rolls their personality and traits grant, and —
//! for a hit — how the target's DV is adjusted, each with its reason in words.
//!
//! [`plan`] decides; `rules::qotd::odds` weighs the plan exactly and rolls it.
//!
//! How the rules are read where they are silent (each is also said where it applies):
//! - A roll is re-rolled at most once, whatever grants it, and the second result stands ("must
//!   keep the second"). Of several grants, the first that covers the result is the one named.
//! - "A failed roll" is a 1 to 4 (Reel 1). A multi-dice throw in which all can score has failed
//!   to hit when no die scored a hit.
//! - "Cut!" and Lucky's re-rolls are the player's to spend: they are counted only when the
//!   circumstances say the player will spend them (`cut`, `lucky`), and then on a failed roll.
//! - Reduced dice are never reduced twice: several reasons to reduce give reduced dice once.
//! - A joker stands in for the roll: no dice are thrown, so none are re-rolled.

mod applies;
mod check;
mod circumstances;
mod error;
mod firing;
mod hit;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use applies::{check_applies, fields_of, set_fields, Asked, FieldUse, FIELDS};
pub use check::{check, check_rules};
pub use circumstances::{Circumstances, Cover, Hidden, TaskKind};
pub use error::TestError;
pub use firing::{fighting_weapon, firing, shooting_form, shooting_weapon, with_options, Firing};
pub use hit::{brawler_weapon, target_adjustments, FLUSTERED_DV};

use crate::dice::{ActionDice, AttackDice, Joker, Reroll};
use crate::rules::qotd::charts::{
    action_chart, recovery_of, ActionChart, Band, RecoverySituation, POST_ACTION_RECOVERY,
};
use crate::rules::qotd::{find_weapon, normalise_id, Character, WeaponChoice};

/// Every chart a character rolls on with their own dice. Ids are the charts' ids. (The beast's
/// reaction is rolled with a beast's attack dice, not a character's, so it is not a test here.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum TestId {
    WantingToMove,
    WantingToEvade,
    WantingToMoveInForestOrJungle,
    WantingToMoveInDeepSnowOrSand,
    WantingToMoveThroughASwamp,
    WantingToMoveThroughRuins,
    WantingToCompleteATask,
    RespondingToAnOpportunity,
    RespondingToAnAttack,
    ReactingToANewEvent,
    LocatingTheEnemy,
    CourageTest,
    WantingToShoot,
    HitFromShooting,
    ReloadOrRestring,
    DrawingAndShooting,
    RespondingToAnOpponentDrawing,
    WantingToAttack,
    BreakingOff,
    HitFromAnAttack,
    ComingRound,
    Healing,
    Poison,
    Entanglement,
    Escape,
    PostActionRecovery,
}

impl TestId {
    pub const ALL: [TestId; 26] = [
        TestId::WantingToMove,
        TestId::WantingToEvade,
        TestId::WantingToMoveInForestOrJungle,
        TestId::WantingToMoveInDeepSnowOrSand,
        TestId::WantingToMoveThroughASwamp,
        TestId::WantingToMoveThroughRuins,
        TestId::WantingToCompleteATask,
        TestId::RespondingToAnOpportunity,
        TestId::RespondingToAnAttack,
        TestId::ReactingToANewEvent,
        TestId::LocatingTheEnemy,
        TestId::CourageTest,
        TestId::WantingToShoot,
        TestId::HitFromShooting,
        TestId::ReloadOrRestring,
        TestId::DrawingAndShooting,
        TestId::RespondingToAnOpponentDrawing,
        TestId::WantingToAttack,
        TestId::BreakingOff,
        TestId::HitFromAnAttack,
        TestId::ComingRound,
        TestId::Healing,
        TestId::Poison,
        TestId::Entanglement,
        TestId::Escape,
        TestId::PostActionRecovery,
    ];

    /// The chart's id: `wanting_to_shoot`.
    pub fn id(self) -> &'static str {
        match self {
            TestId::WantingToMove => "wanting_to_move",
            TestId::WantingToEvade => "wanting_to_evade",
            TestId::WantingToMoveInForestOrJungle => "wanting_to_move_in_forest_or_jungle",
            TestId::WantingToMoveInDeepSnowOrSand => "wanting_to_move_in_deep_snow_or_sand",
            TestId::WantingToMoveThroughASwamp => "wanting_to_move_through_a_swamp",
            TestId::WantingToMoveThroughRuins => "wanting_to_move_through_ruins",
            TestId::WantingToCompleteATask => "wanting_to_complete_a_task",
            TestId::RespondingToAnOpportunity => "responding_to_an_opportunity",
            TestId::RespondingToAnAttack => "responding_to_an_attack",
            TestId::ReactingToANewEvent => "reacting_to_a_new_event",
            TestId::LocatingTheEnemy => "locating_the_enemy",
            TestId::CourageTest => "courage_test",
            TestId::WantingToShoot => "wanting_to_shoot",
            TestId::HitFromShooting => "hit_from_shooting",
            TestId::ReloadOrRestring => "reload_or_restring",
            TestId::DrawingAndShooting => "drawing_and_shooting",
            TestId::RespondingToAnOpponentDrawing => "responding_to_an_opponent_drawing",
            TestId::WantingToAttack => "wanting_to_attack",
            TestId::BreakingOff => "breaking_off",
            TestId::HitFromAnAttack => "hit_from_an_attack",
            TestId::ComingRound => "coming_round",
            TestId::Healing => "healing",
            TestId::Poison => "poison",
            TestId::Entanglement => "entanglement",
            TestId::Escape => "escape",
            TestId::PostActionRecovery => "post_action_recovery",
        }
    }

    /// Reads a test as typed: its id (`wanting_to_shoot`, `qotd.wanting_to_shoot`, `Wanting to
    /// shoot`) or a short name (`move`, `evade`, `task`, `courage`, `shoot`, `hit`, `reload`, `draw`,
    /// `attack`, `strike`, `break_off`, `come_round`, `heal`, `recovery`).
    pub fn from_id(input: &str) -> Option<TestId> {
        let input = input.trim();
        let id = normalise_id(input.strip_prefix("qotd.").unwrap_or(input));
        let short = match id.as_str() {
            "move" => Some(TestId::WantingToMove),
            "evade" => Some(TestId::WantingToEvade),
            "task" => Some(TestId::WantingToCompleteATask),
            "courage" => Some(TestId::CourageTest),
            "shoot" => Some(TestId::WantingToShoot),
            "hit" | "hit_from_shooting_or_throwing" => Some(TestId::HitFromShooting),
            "reload" | "restring" => Some(TestId::ReloadOrRestring),
            "draw" => Some(TestId::DrawingAndShooting),
            "attack" => Some(TestId::WantingToAttack),
            "strike" => Some(TestId::HitFromAnAttack),
            "break_off" => Some(TestId::BreakingOff),
            "come_round" => Some(TestId::ComingRound),
            "heal" => Some(TestId::Healing),
            "recovery" => Some(TestId::PostActionRecovery),
            _ => None,
        };
        short.or_else(|| TestId::ALL.into_iter().find(|t| t.id() == id))
    }

    /// The chart rolled on; `None` for the post action recovery chart, which has rows by situation
    /// ([`POST_ACTION_RECOVERY`]).
    pub fn chart(self) -> Option<&'static ActionChart> {
        action_chart(self.id())
    }

    /// The chart's "Reason for Test".
    pub fn title(self) -> &'static str {
        self.chart().map_or(POST_ACTION_RECOVERY.title, |c| c.title)
    }

    /// Where the chart is in the rule text.
    pub fn source(self) -> &'static str {
        self.chart().map_or(POST_ACTION_RECOVERY.source, |c| c.source)
    }

    /// The chart's headline for a band ("Gotcha!"); for post action recovery, in the situation.
    pub fn headline(self, band: Band, recovery: Option<RecoverySituation>) -> &'static str {
        match self.chart() {
            Some(chart) => chart.outcome(band).headline,
            None => recovery_of(recovery.unwrap_or(RecoverySituation::WithCards), *band.rolls().start()).headline,
        }
    }

    /// Whether the test is of something the character wants to do (Reel 3: actions, tasks, moves,
    /// shooting and attacking), which a Dominant leader's followers may re-roll.
    pub fn is_action(self) -> bool {
        !matches!(
            self,
            TestId::CourageTest
                | TestId::ComingRound
                | TestId::Healing
                | TestId::Poison
                | TestId::Entanglement
                | TestId::PostActionRecovery
                | TestId::HitFromShooting
                | TestId::HitFromAnAttack
        )
    }

    pub(crate) fn is_move(self) -> bool {
        matches!(
            self,
            TestId::WantingToMove
                | TestId::WantingToMoveInForestOrJungle
                | TestId::WantingToMoveInDeepSnowOrSand
                | TestId::WantingToMoveThroughASwamp
                | TestId::WantingToMoveThroughRuins
        )
    }
}

impl std::fmt::Display for TestId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// What a reason does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum ReasonKind {
    /// Which dice are thrown (reduced dice, a leader's dice, the dice of a form of attack).
    Dice,
    /// A re-roll that must keep the second.
    Reroll,
    /// An adjustment to the target's DV.
    Dv,
    /// How the result is read, or something worth knowing that changes no dice.
    Note,
}

/// One reason a test is rolled as it is: "Disciplined: may re-roll, must keep the second".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Reason {
    pub kind: ReasonKind,
    /// What it comes from: a personality or trait id, a circumstance, a weapon (`disciplined`,
    /// `light_cover`, `repeating_rifle`).
    pub source: String,
    /// For a DV adjustment: how much the target's DV moves (negative is worse for the target).
    pub dv: Option<i8>,
    pub text: String,
}

/// How a test is rolled.
#[derive(Debug, Clone, PartialEq)]
pub struct TestPlan {
    pub test: TestId,
    /// The dice thrown: the action dice (reduced or not), or for a hit the dice of the form of
    /// attack.
    pub dice: AttackDice,
    pub reduced: bool,
    /// The re-rolls granted, in the order they are taken (one at most per roll).
    pub rerolls: Vec<Reroll>,
    /// What grants each re-roll, in the same order (`disciplined`, `cut`, `perfect`).
    pub reroll_sources: Vec<String>,
    /// A result of 1 reads as 2–4 (a Fanatic ignores 1s on a Courage Test).
    pub ones_read_as_failure: bool,
    /// No roll is made: the result is this band (a Heroic character needs no Courage Test).
    pub automatic: Option<Band>,
    /// The roll is made twice and the worse result stands (entangled by a 10).
    pub twice_take_worst: bool,
    pub joker: Option<Joker>,
    /// For a hit: the weapon it is made with (`None`: an unnamed single-shot weapon of normal
    /// impact, or fists in a fight).
    pub weapon: Option<WeaponChoice>,
    /// For a shot or a reload: the missile weapon as used (its mode, what the dice do to it).
    pub firing: Option<Firing>,
    /// For a post action recovery roll: the row.
    pub recovery: Option<RecoverySituation>,
    pub reasons: Vec<Reason>,
}

impl TestPlan {
    /// For a hit: how much the reasons move the target's DV.
    pub fn dv_change(&self) -> i8 {
        self.reasons.iter().filter_map(|r| r.dv).sum()
    }

    /// The action dice of a test of one die that counts (every test but a multi-dice hit).
    pub fn action_dice(&self) -> Option<ActionDice> {
        match self.dice {
            AttackDice::One(d) => Some(d),
            AttackDice::Each(_) => None,
        }
    }

    /// The chart's headline for a band.
    pub fn headline(&self, band: Band) -> &'static str {
        self.test.headline(band, self.recovery)
    }

    /// The re-roll taken on a first result of `result`, and what grants it.
    pub fn reroll_for(&self, result: u8) -> Option<(&Reroll, &str)> {
        self.rerolls.iter().zip(&self.reroll_sources).find(|(r, _)| r.may_reroll(result)).map(|(r, s)| (r, s.as_str()))
    }
}

/// Builds a plan, a reason at a time.
pub(super) struct Planner<'a> {
    pub character: &'a Character,
    pub c: &'a Circumstances,
    pub plan: TestPlan,
    base: AttackDice,
}

impl<'a> Planner<'a> {
    fn has(&self, id: &str) -> bool {
        self.character.traits().iter().any(|t| t.id() == id)
    }

    fn is(&self, personality: &str) -> bool {
        self.character.personality().id == personality
    }

    pub(super) fn reason(&mut self, kind: ReasonKind, source: &str, text: impl Into<String>) {
        self.plan.reasons.push(Reason { kind, source: source.to_string(), dv: None, text: text.into() });
    }

    /// Reduced dice, once however many reasons there are.
    pub(super) fn reduce(&mut self, source: &str, text: impl Into<String>) {
        self.plan.reduced = true;
        self.plan.dice = self.base.reduced();
        self.reason(ReasonKind::Dice, source, text);
    }

    pub(super) fn reroll(&mut self, source: &str, text: impl Into<String>) {
        self.reroll_on(1, 4, source, text);
    }

    fn reroll_on(&mut self, from: u8, to: u8, source: &str, text: impl Into<String>) {
        let text = text.into();
        self.plan.rerolls.push(Reroll { from, to, because: text.clone() });
        self.plan.reroll_sources.push(source.to_string());
        self.reason(ReasonKind::Reroll, source, text);
    }

    /// An adjustment to the target's DV, with the amount from the DV adjustments table.
    pub(super) fn dv(&mut self, amount: i8, source: &str, text: impl Into<String>) {
        self.plan.reasons.push(Reason {
            kind: ReasonKind::Dv,
            source: source.to_string(),
            dv: Some(amount),
            text: text.into(),
        });
    }

    pub(super) fn set_dice(&mut self, dice: AttackDice, source: &str, text: impl Into<String>) {
        self.base = dice;
        self.plan.dice = if self.plan.reduced { dice.reduced() } else { dice };
        self.reason(ReasonKind::Dice, source, text);
    }
}

/// Decides how `character` rolls `test` in circumstances `c`. Assumes `c` passed [`check`]; a
/// weapon that cannot be found is left out rather than refused here.
pub fn plan(character: &Character, test: TestId, c: &Circumstances) -> TestPlan {
    let kind = character.kind();
    let base = AttackDice::One(kind.action_dice());
    let mut p = Planner {
        character,
        c,
        base,
        plan: TestPlan {
            test,
            dice: base,
            reduced: false,
            rerolls: Vec::new(),
            reroll_sources: Vec::new(),
            ones_read_as_failure: false,
            automatic: None,
            twice_take_worst: false,
            joker: c.joker,
            weapon: None,
            firing: None,
            recovery: None,
            reasons: Vec::new(),
        },
    };
    p.reason(ReasonKind::Dice, kind.id(), format!("{}: action dice {}", kind.name(), kind.action_dice()));
    if test != TestId::PostActionRecovery {
        playing_reduced(&mut p);
    }
    led_by_a_natural_leader(&mut p, test);
    match test {
        t if t.is_move() || t == TestId::WantingToEvade => moving(&mut p, t),
        TestId::WantingToCompleteATask => task(&mut p),
        TestId::RespondingToAnOpportunity
        | TestId::RespondingToAnAttack
        | TestId::ReactingToANewEvent
        | TestId::RespondingToAnOpponentDrawing => responding(&mut p, test),
        TestId::LocatingTheEnemy => locating(&mut p),
        TestId::CourageTest => courage(&mut p),
        TestId::WantingToShoot if p.is("disciplined") => {
            p.reroll("disciplined", "Disciplined: may re-roll Wanting to shoot, must keep the second")
        }
        TestId::HitFromShooting => hit::shooting(&mut p),
        TestId::ReloadOrRestring => hit::reloading(&mut p),
        TestId::DrawingAndShooting if p.has("quick_draw") => {
            p.reroll("quick_draw", "Quick Draw: may re-roll a failed draw, must keep the second")
        }
        TestId::WantingToAttack => {
            if let Some(who) = hit::must_attack_all_out(character, c.later_round) {
                p.reason(
                    ReasonKind::Note,
                    "first_round",
                    format!("{who}: the attack, in the first round of fighting, must be an All Out Attack"),
                );
            }
            if p.is("disciplined") {
                p.reroll("disciplined", "Disciplined: may re-roll Wanting to attack, must keep the second");
            }
            if p.is("fanatic") {
                p.reroll(
                    "fanatic",
                    "Fanatic: may re-roll a failed attack (it takes them towards the enemy), must keep the second",
                );
            }
        }
        TestId::HitFromAnAttack => hit::fighting(&mut p),
        TestId::ComingRound | TestId::Poison => {
            if p.has("frail") {
                p.reduce("frail", "Frail: reduced dice to come round or resist");
            }
            if p.has("tough") {
                p.reroll("tough", "Tough: may re-roll a failed roll, must keep the second");
            }
        }
        TestId::Healing => healing(&mut p),
        TestId::Entanglement => entanglement(&mut p),
        TestId::Escape => escape(&mut p),
        TestId::PostActionRecovery => {
            let row = c.recovery.unwrap_or(RecoverySituation::WithCards);
            p.plan.recovery = Some(row);
            p.reason(ReasonKind::Note, row.id(), format!("Situation: {}", row.title()));
        }
        _ => {}
    }
    granted_by_anyone(&mut p, test);
    p.plan
}

/// Reduced dice for the whole adventure: after "I'm Exhausted!" a character takes part "with one
/// card less than normal and using their reduced dice" (Reel 6). Said by the campaign for a roster
/// character (with the reason), or by the circumstances.
fn playing_reduced(p: &mut Planner) {
    let why = match (p.character.reduced_dice_because(), p.c.reduced) {
        (Some(why), _) => format!("Reduced dice: {why}"),
        (None, true) => "Plays with reduced dice (as after \"I'm Exhausted!\")".to_string(),
        (None, false) => return,
    };
    p.reduce("reduced_dice", why);
}

/// "His command automatically uses his or her dice when testing for movement, courage or
/// responding to hold actions if within 10 paces."
fn led_by_a_natural_leader(p: &mut Planner, test: TestId) {
    let Some(leader) = p.c.natural_leader_near else { return };
    let applies = test.is_move() || matches!(test, TestId::CourageTest | TestId::RespondingToAnOpportunity);
    if applies {
        let dice = AttackDice::One(leader.action_dice());
        p.set_dice(
            dice,
            "natural_leader",
            format!("Natural Leader ({}) within 10 paces: uses the leader's dice, {dice}", leader.name()),
        );
    }
}

fn moving(p: &mut Planner, test: TestId) {
    let c = p.c;
    if c.second_move_this_phase {
        p.reduce("second_move_this_phase", "A second move this phase: reduced dice");
    }
    let terrain = test.is_move() && test != TestId::WantingToMove;
    if test == TestId::WantingToMove && c.in_bad_going {
        if p.has("surefooted") {
            p.reason(ReasonKind::Dice, "surefooted", "Surefooted: moves through bad going without penalty");
        } else {
            let lumbering = if p.has("lumbering") { " (and Lumbering)" } else { "" };
            p.reduce("in_bad_going", format!("Bad going: moving faster than slowly uses reduced dice{lumbering}"));
        }
    }
    if terrain && p.has("lumbering") {
        p.reduce("lumbering", "Lumbering: reduced dice to move in bad going");
    }
    if (terrain || c.in_bad_going && test == TestId::WantingToMove) && p.has("surefooted") {
        p.reroll("surefooted", "Surefooted: may re-roll Wanting to move in bad going, must keep the second");
    }
    // Disciplined: "May reroll when Wanting to move, Shoot, Attack, Hold or Reload"; Fleet Footed:
    // "Can reroll a failed Wanting to move roll". Decision: "Wanting to move" is the chart's row of
    // that name and its rows in terrain ("Wanting To Move in Forest or Jungle" …); "Wanting to
    // evade" is a row of its own, as is "Wanting to break off from a fight", so neither re-rolls it.
    if test != TestId::WantingToEvade {
        if p.is("disciplined") {
            p.reroll("disciplined", "Disciplined: may re-roll Wanting to move, must keep the second");
        }
        if p.has("fleet_footed") {
            p.reroll("fleet_footed", "Fleet Footed: may re-roll a failed Wanting to move");
        }
    }
    if c.towards_enemy && test != TestId::WantingToEvade {
        for (id, name) in [("rash", "Rash"), ("fanatic", "Fanatic")] {
            if p.is(id) {
                p.reroll(id, format!("{name}: may re-roll a failed move towards the enemy, must keep the second"));
            }
        }
    }
}

fn task(p: &mut Planner) {
    let c = p.c;
    match c.task {
        TaskKind::Athletic if p.has("athletic") => {
            p.reroll("athletic", "Athletic: may re-roll a climbing, jumping or squeezing task, must keep the second")
        }
        TaskKind::Strength if p.has("strong") => p.reroll("strong", "Strong: may re-roll a task of strength"),
        _ => {}
    }
    if let Some(skill) = c.skill.as_deref() {
        let skill = normalise_id(skill);
        let traits: Vec<_> = p
            .character
            .traits()
            .iter()
            .filter(|t| t.param().map(normalise_id).as_deref() == Some(skill.as_str()))
            .map(|t| (t.id(), t.label()))
            .collect();
        for (id, label) in traits {
            match id {
                "good_in_skill" => p.reroll(id, format!("{label}: may re-roll a task using it, must keep the second")),
                "poor_in_skill" => p.reduce(id, format!("{label}: reduced dice for a task using it")),
                _ => {}
            }
        }
    }
    // "If it is a missile weapon then they can reroll a task or reload roll when using that weapon"
    // (Reel 2, Fighter or Expert with a particular weapon).
    if let Some(expert) = hit::expert_with(p) {
        match c.weapon.as_deref().and_then(find_weapon) {
            Some(WeaponChoice::Missile(_)) => {
                p.reroll("expert", format!("{expert}: may re-roll a task with the weapon, must keep the second"))
            }
            _ => p.reason(
                ReasonKind::Note,
                "expert",
                format!("{expert}: no re-roll (the task re-roll is for a missile weapon only)"),
            ),
        }
    }
    if c.difficult {
        p.reduce("difficult", "Adverse circumstances make the task difficult: reduced dice");
    }
}

fn responding(p: &mut Planner, test: TestId) {
    if test == TestId::RespondingToAnOpportunity && p.is("disciplined") {
        p.reroll("disciplined", "Disciplined: may re-roll when responding while holding, must keep the second");
    }
    if test == TestId::RespondingToAnOpponentDrawing && p.has("quick_draw") {
        p.reroll("quick_draw", "Quick Draw: may re-roll a failed draw, must keep the second");
    }
    if p.is("quick_witted") {
        p.reroll(
            "quick_witted",
            "Quick Witted: may re-roll a failed responding or reaction test, must keep the second",
        );
    }
    if p.is("cautious") {
        p.reduce("cautious", "Cautious: reduced dice for responding and reacting tests");
    } else if p.character.cautious_extra() {
        p.reduce(
            "cautious",
            "Cautious since a brush with death (\"gained the Cautious Trait\"): reduced dice for responding and reacting tests",
        );
    }
}

fn locating(p: &mut Planner) {
    match p.c.hidden {
        Hidden::MovingInCover => {
            p.reason(ReasonKind::Note, "moving_in_cover", "Enemy moving in cover or a trap within 6 paces: action dice")
        }
        Hidden::StaticInCover => p.reduce("static_in_cover", "Enemy static in cover: reduced dice"),
        Hidden::Stealthy => p.reduce("stealthy", "Enemy is Stealthy: reduced dice"),
        Hidden::TrapFarOff => p.reduce("trap_far_off", "A trap 6 to 12 paces away: reduced dice"),
    }
}

fn courage(p: &mut Planner) {
    if p.character.skips_courage_tests() {
        p.plan.automatic = Some(Band::FiveToNine);
        p.reason(ReasonKind::Note, "heroic", "Heroic: no need to test for Courage (counts as 5–9, carry on)");
        return;
    }
    if p.is("heroic") {
        p.reason(
            ReasonKind::Note,
            "courage_tests",
            "Heroic, but since a brush with death takes Courage Tests (QOTD Reel 6, Post action rest and recovery)",
        );
    }
    for (id, name) in [("brave", "Brave"), ("proud", "Proud")] {
        if p.is(id) {
            p.reroll(id, format!("{name}: may re-roll a failed Courage Test, must keep the second"));
        }
    }
    if p.is("fanatic") {
        p.plan.ones_read_as_failure = true;
        p.reason(ReasonKind::Note, "fanatic", "Fanatic: ignores 1s on Courage Tests (a 1 reads as 2–4)");
    }
}

fn healing(p: &mut Planner) {
    p.reason(ReasonKind::Note, "healer", "Healer/Saw Bones: \"Can heal wounds and aid recovery\"");
    if p.c.patient_frail {
        p.reduce("patient_frail", "The patient is Frail: reduced dice");
    }
    if p.c.patient_tough {
        p.reroll("patient_tough", "The patient is Tough: may re-roll a failed roll, must keep the second");
    }
}

fn entanglement(p: &mut Planner) {
    let n = p.c.tentacles.min(4);
    if n > 0 {
        let dice = AttackDice::One(ActionDice { dice: n, keep: crate::dice::Keep::Worst });
        p.set_dice(dice, "tentacles", format!("Tentacles: 1D10 for each ({n}), the lowest counts"));
    }
    if p.c.perfect {
        p.plan.twice_take_worst = true;
        p.reason(ReasonKind::Note, "perfect", "The attacker scored a 10: roll twice, the worse result stands");
    }
}

fn escape(p: &mut Planner) {
    if p.c.with_aid {
        p.reroll("with_aid", "A tool, weapon or help: may re-roll, must keep the second");
    }
    if p.has("strong") {
        p.reroll("strong", "Strong: may re-roll an escape, must keep the second");
    }
    if p.c.difficult {
        p.reduce("difficult", "A difficult escape: reduced dice");
    }
    if p.c.restrained_by_several {
        p.reduce("restrained_by_several", "Restrained by two or more: reduced dice");
    }
}

/// Re-rolls that do not depend on the chart: a Dominant leader near, an Academic's own field, Cut!
/// and Lucky; and the joker.
fn granted_by_anyone(p: &mut Planner, test: TestId) {
    let c = p.c;
    if p.plan.automatic.is_some() {
        return;
    }
    if c.dominant_leader_near && test.is_action() {
        p.reroll(
            "dominant_leader_near",
            "A Dominant leader within 10 paces: may re-roll a failed action, must keep the second",
        );
    }
    if c.own_field && p.is("academic") && test.is_action() {
        p.reroll("academic", "Academic: may re-roll an action in their field of study, must keep the second");
    }
    if c.cut && crate::rules::qotd::may_call_cut(p.character.kind(), 1) {
        p.reroll("cut", "Cut!: reshoot the scene, giving up the next card; must abide by the second take");
    }
    if c.lucky && p.is("lucky") {
        p.reroll("lucky", "Lucky: spends one of 4 re-rolls this game, must keep the second");
    }
    if p.plan.rerolls.len() > 1 {
        p.reason(ReasonKind::Note, "one_reroll", "A roll is re-rolled once at most: the second result stands");
    }
    if let Some(joker) = c.joker {
        p.reason(ReasonKind::Note, "joker", format!("{}; no dice are thrown, so none are re-rolled", joker.name()));
    }
}

/// Types used by the tests of this module and of `odds`.
#[cfg(test)]
pub(crate) mod fixtures {
    use crate::rules::qotd::{Character, CharacterSheet, TraitPick};

    /// A character of `kind` with a personality, traits (`"marksman"` or `"expert:winchester"`)
    /// and weapons.
    pub(crate) fn character(kind: &str, personality: &str, traits: &[&str], weapons: &[&str]) -> Character {
        let sheet = CharacterSheet {
            name: "Test".into(),
            kind: kind.into(),
            personality: personality.into(),
            traits: traits
                .iter()
                .map(|t| match t.split_once(':') {
                    Some((id, param)) => TraitPick::with(id, param),
                    None => TraitPick::plain(t),
                })
                .collect(),
            weapons: weapons.iter().map(|w| w.to_string()).collect(),
            armour: "none".into(),
            shield: false,
            notes: String::new(),
            courage_tests: false,
            cautious: false,
        };
        Character::from_sheet(&sheet).unwrap()
    }
}

#[cfg(test)]
mod reading_tests;
#[cfg(test)]
mod tests;
