//! My Wild West in play: the turn deck ("Gangs will perform actions when their card is drawn" — a
//! card a gang and the civilians' card), each gang's APs for the turn rolled as its card is turned
//! ("The random addition is rolled for at the start of every turn … 1 AP will be deducted for every
//! wound sustained by the gang"), the APs it holds ("All gangs start a game with 4 held AP's. …
//! All held AP's are lost before the group allocates their points for the next turn"), and each
//! figure's wounds, the money he got away with and his horse.
//!
//! Decisions where the text is silent:
//! - Every card is turned once a turn (as the turn deck says: see `rules::mww::deck`); a gang with
//!   no figure left standing (dead, knocked out or out of the game) is left out of the next turn's
//!   shuffle. The civilians' card stays in.
//! - A gang's APs are rolled from its figures standing when its card is turned and the wounds they
//!   carry (from earlier games and this one), with the game's seed: the same seed, the same APs.
//!   APs typed from the table replace them (`aps=21`).
//! - Knocked out follows the campaign's reading (`knocked_out`, [`KnockOut`]). By default ("in a hand
//!   to hand") a figure shot to 3 wounds or more is not knocked out: he stays in the game (he can
//!   only try to get to cover on the next turn), and one knocked out in a fight is marked so
//!   (`knocked_out=on`, refused below 3 wounds, carried and taken). By `at_third_wound` his 3rd
//!   wound knocks him out however it came. A figure knocked out is not standing: his gang's APs
//!   are rolled without him, and a gang with nobody standing leaves the turn deck.
//! - A horse's wounds are counted (`horse_wounds`, a shot at the horse adds them); the wound the
//!   campaign's `horse_killed` reading names kills it (by default the 6th: "Horses can take 5
//!   wounds before being killed"), as does a kill rolled on the wounds table or `horse_killed=on`.
//!   A rider's fall and the rearing test are thrown at the table and marked by hand (`down=on`).
//! - How a figure ended, for the after-action wizard: killed; else knocked out (as above); else
//!   wounded if he took any; else unhurt — what `posse game record` accepts under the same reading.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::change::{Counter, Field, Flag, Flags, StateChange};
use super::family::{member_base, standing_of, Life, Member, Rules};
use super::qotd::{blank, change_field};
use super::{CardView, FieldValue, MemberView, PlayError};
use crate::campaign::games::{GameWounds, ParticipantInput};
use crate::campaign::{Scenario, Sheet};
use crate::rules::mww::action_points::{budget, roll_budget, HELD_AT_START};
use crate::rules::mww::fighting::KNOCKED_OUT_WOUNDS;
use crate::rules::mww::options::KnockOut;
use crate::rules::mww::MwwOptions;

const FIELDS: &[Field] = &[
    Field::counter("wounds", Counter::Wounds, "Wounds taken"),
    Field::counter("aps", Counter::Aps, "Gang's APs left this turn"),
    Field::counter("held", Counter::Held, "Gang's held APs"),
    Field::counter("money", Counter::Money, "Money got away with ($)"),
    Field::flag("down", Flag::Down, "On the ground"),
    Field::flag("knocked_out", Flag::KnockedOut, "Knocked out (in a fight)"),
    Field::flag("out", Flag::Out, "Out of the game"),
    Field::counter("horse_wounds", Counter::HorseWounds, "His horse's wounds"),
    Field::flag("horse_killed", Flag::HorseKilled, "Horse killed"),
];

#[derive(Debug, Clone)]
struct State {
    /// His gang: the scenario part.
    part: usize,
    /// Wounds carried in from earlier games.
    carried: i32,
    mounted: bool,
    wounds: i32,
    money: i32,
    horse_wounds: i32,
    flags: Flags,
}

#[derive(Debug, Clone)]
struct Gang {
    name: String,
    player: String,
    aps: i32,
    held: i32,
}

/// The MWW game: the gangs' APs and each figure's state.
pub struct Table {
    members: Vec<State>,
    gangs: Vec<Gang>,
    civilians: Vec<String>,
    readings: MwwOptions,
}

fn gang_key(part: usize) -> String {
    format!("gang:{}", part + 1)
}

impl Table {
    pub fn new(scenario: &Scenario, cast: &[Member], readings: MwwOptions) -> Result<Table, PlayError> {
        let members = cast
            .iter()
            .map(|m| {
                let (carried, mounted) = match &m.cast.sheet {
                    Some(Sheet::Mww(s)) => (s.wounds, s.mount.is_some()),
                    _ => {
                        return Err(PlayError::field("cast", format!("{} has no My Wild West figure sheet", m.name())))
                    }
                };
                Ok(State {
                    part: m.part,
                    carried,
                    mounted,
                    wounds: 0,
                    money: 0,
                    horse_wounds: 0,
                    flags: Flags::default(),
                })
            })
            .collect::<Result<_, PlayError>>()?;
        let gangs = scenario
            .sides
            .iter()
            .map(|s| Gang {
                name: s.side_name.clone(),
                player: s.script.player.clone(),
                aps: 0,
                held: HELD_AT_START as i32,
            })
            .collect();
        Ok(Table { members, gangs, civilians: scenario.civilians.clone(), readings })
    }

    fn standing(&self, who: usize, life: &[Life]) -> bool {
        !life[who].dead && !self.members[who].flags.has(Flag::Out) && !self.knocked_out(who)
    }

    /// Knocked out, by the campaign's reading: marked so in a hand to hand, or (by
    /// `knocked_out=at_third_wound`) on 3 wounds or more however they came.
    fn knocked_out(&self, who: usize) -> bool {
        let s = &self.members[who];
        let three = s.carried + s.wounds >= i32::from(KNOCKED_OUT_WOUNDS);
        s.flags.has(Flag::KnockedOut) || (three && self.readings.knocked_out == KnockOut::AtThirdWound)
    }

    /// Wounds he has now: carried in and taken.
    pub fn wounds_now(&self, who: usize) -> u8 {
        (self.members[who].carried + self.members[who].wounds).clamp(0, 255) as u8
    }

    pub fn down(&self, who: usize) -> bool {
        self.members[who].flags.has(Flag::Down)
    }

    pub fn mounted(&self, who: usize) -> bool {
        self.members[who].mounted && !self.horse_dead(who)
    }

    /// Wounds his horse has taken in this game.
    pub fn horse_wounds(&self, who: usize) -> u8 {
        self.members[who].horse_wounds.clamp(0, 255) as u8
    }

    /// His horse is dead: marked so, or its wounds reached the one the campaign's reading kills with.
    fn horse_dead(&self, who: usize) -> bool {
        let s = &self.members[who];
        s.flags.has(Flag::HorseKilled) || s.horse_wounds >= i32::from(self.readings.horse_killed.wounds())
    }

    fn gang_of(cast: &[Member], who: usize) -> usize {
        cast[who].part
    }
}

impl Rules for Table {
    fn family(&self) -> &'static str {
        "My Wild West"
    }

    fn round_name(&self) -> &'static str {
        "Turn"
    }

    fn fields(&self) -> &'static [Field] {
        FIELDS
    }

    fn counter(&self, who: usize, counter: Counter) -> i32 {
        let s = &self.members[who];
        match counter {
            Counter::Wounds => s.wounds,
            Counter::Money => s.money,
            Counter::HorseWounds => s.horse_wounds,
            Counter::Aps => self.gangs[s.part].aps,
            Counter::Held => self.gangs[s.part].held,
            _ => 0,
        }
    }

    fn apply(&mut self, cast: &[Member], who: usize, change: StateChange) -> Result<String, PlayError> {
        let name = cast[who].name().to_string();
        let gang = Self::gang_of(cast, who);
        match change {
            StateChange::Count { counter: Counter::Wounds, by } => {
                let s = &mut self.members[who];
                if s.wounds + by < 0 {
                    return Err(PlayError::field(
                        "wounds",
                        format!("{name} has taken {} wounds in this game", s.wounds),
                    ));
                }
                if s.flags.has(Flag::KnockedOut) && s.carried + s.wounds + by < i32::from(KNOCKED_OUT_WOUNDS) {
                    return Err(PlayError::field(
                        "wounds",
                        format!("{name} is marked knocked out, which takes 3 wounds: take knocked_out off first"),
                    ));
                }
                s.wounds += by;
                let out = if self.knocked_out(who) { ": knocked out" } else { "" };
                let s = &self.members[who];
                Ok(format!(
                    "{} wound{} ({} now{out})",
                    super::qotd::signed(by),
                    if by.abs() == 1 { "" } else { "s" },
                    s.carried + s.wounds
                ))
            }
            StateChange::Count { counter: Counter::Money, by } => {
                let s = &mut self.members[who];
                if s.money + by < 0 {
                    return Err(PlayError::field(
                        "money",
                        format!("{name} got away with ${}: not less than nothing", s.money),
                    ));
                }
                s.money += by;
                Ok(format!("got away with ${}", s.money))
            }
            StateChange::Count { counter: Counter::HorseWounds, by } => {
                if !self.members[who].mounted {
                    return Err(PlayError::field("horse_wounds", format!("{name} has no horse on his sheet")));
                }
                if by > 0 && self.horse_dead(who) {
                    return Err(PlayError::field("horse_wounds", format!("{name}'s horse is dead")));
                }
                let s = &mut self.members[who];
                if s.horse_wounds + by < 0 {
                    return Err(PlayError::field(
                        "horse_wounds",
                        format!("{name}'s horse has taken {} wounds in this game", s.horse_wounds),
                    ));
                }
                s.horse_wounds += by;
                let now = s.horse_wounds;
                let killed = if self.horse_dead(who) {
                    format!(
                        ": the {} wound kills it (the campaign's reading horse_killed), and he falls",
                        crate::campaign::ordinal(self.readings.horse_killed.wounds())
                    )
                } else {
                    String::new()
                };
                Ok(format!(
                    "his horse: {} wound{} ({now} now{killed})",
                    super::qotd::signed(by),
                    if by.abs() == 1 { "" } else { "s" }
                ))
            }
            StateChange::Count { counter: Counter::Aps, by } => {
                let g = &mut self.gangs[gang];
                if g.aps + by < 0 {
                    return Err(PlayError::field("aps", format!("{} has {} APs left this turn", g.name, g.aps)));
                }
                g.aps += by;
                Ok(format!("{}: {} APs left this turn", g.name, g.aps))
            }
            StateChange::Count { counter: Counter::Held, by } => {
                let g = &mut self.gangs[gang];
                if g.held + by < 0 {
                    return Err(PlayError::field("held", format!("{} holds {} APs", g.name, g.held)));
                }
                g.held += by;
                Ok(format!("{} holds {} APs", g.name, g.held))
            }
            StateChange::Flag { flag, on } => {
                let s = &mut self.members[who];
                if flag == Flag::HorseKilled && !s.mounted {
                    return Err(PlayError::field("horse_killed", format!("{name} has no horse on his sheet")));
                }
                if flag == Flag::KnockedOut && on && s.carried + s.wounds < i32::from(KNOCKED_OUT_WOUNDS) {
                    return Err(PlayError::field(
                        "knocked_out",
                        format!(
                            "a figure is knocked out at 3 wounds or more: {name} has {} (mark his wounds first)",
                            s.carried + s.wounds
                        ),
                    ));
                }
                s.flags.set(FIELDS, "My Wild West", flag, on)
            }
            other => Err(PlayError::field(change_field(&other), "not something My Wild West keeps for a figure")),
        }
    }

    fn killed(&mut self, _who: usize) {}

    fn pack(&self, cast: &[Member], life: &[Life]) -> Vec<String> {
        let mut cards: Vec<String> = (0..self.gangs.len())
            .filter(|g| cast.iter().any(|m| m.part == *g && self.standing(m.index, life)))
            .map(gang_key)
            .collect();
        cards.push("civilians".into());
        cards
    }

    fn gone(&self, _cast: &[Member], _life: &[Life]) -> Vec<String> {
        Vec::new()
    }

    fn card(&self, _cast: &[Member], key: &str) -> Option<CardView> {
        if key == "civilians" {
            let who =
                if self.civilians.is_empty() { "No civilians cast".to_string() } else { self.civilians.join(", ") };
            return Some(CardView {
                key: key.into(),
                label: "Civilians".into(),
                title: "Civilians".into(),
                text: format!("{who}: moved at random by the players."),
                owner: None,
                kind: "civilians".into(),
                red: false,
                twtw: None,
            });
        }
        let part = key.strip_prefix("gang:")?.parse::<usize>().ok()?.checked_sub(1)?;
        let g = self.gangs.get(part)?;
        Some(CardView {
            key: key.into(),
            label: g.name.clone(),
            title: g.name.clone(),
            text: if g.player.is_empty() { "The gang acts.".into() } else { format!("{}'s gang acts.", g.player) },
            owner: None,
            kind: "gang".into(),
            red: false,
            twtw: None,
        })
    }

    fn read_card(&self, _cast: &[Member], typed: &str) -> Option<String> {
        let t = typed.trim();
        if crate::campaign::same_name(t, "civilians") || crate::campaign::same_name(t, "civilian") {
            return Some("civilians".into());
        }
        self.gangs
            .iter()
            .position(|g| {
                crate::campaign::same_name(&g.name, t)
                    || (!g.player.is_empty() && crate::campaign::same_name(&g.player, t))
            })
            .map(gang_key)
            .or_else(|| (0..self.gangs.len()).map(gang_key).find(|k| k == t))
    }

    fn turned(
        &mut self,
        cast: &[Member],
        life: &[Life],
        key: &str,
        round: u32,
        seed: u64,
    ) -> (Option<usize>, Vec<String>) {
        if key == "civilians" {
            return (None, vec!["The civilians move, at random, by the players' hands.".into()]);
        }
        let Some(part) = key.strip_prefix("gang:").and_then(|n| n.parse::<usize>().ok()).and_then(|n| n.checked_sub(1))
        else {
            return (None, Vec::new());
        };
        let standing: Vec<usize> =
            cast.iter().filter(|m| m.part == part && self.standing(m.index, life)).map(|m| m.index).collect();
        let wounds: u32 = standing.iter().map(|w| u32::from(self.wounds_now(*w))).sum();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream((u64::from(round) << 8) | part as u64);
        let line = match budget(standing.len().min(255) as u8, wounds, 0) {
            Ok(b) => {
                let roll = roll_budget(b, &mut rng);
                self.gangs[part].aps = roll.total as i32;
                let held = self.gangs[part].held;
                let lost = if held > 0 { format!("{held} held APs are lost; ") } else { String::new() };
                format!("{}his turn: {}.", if lost.is_empty() { "T".to_string() } else { format!("{lost}t") }, roll.sum)
            }
            Err(e) => {
                self.gangs[part].aps = 0;
                format!("No APs: {e}.")
            }
        };
        self.gangs[part].held = 0;
        (standing.first().copied(), vec![line])
    }

    fn view(&self, cast: &[Member], life: &[Life], who: usize) -> MemberView {
        let s = &self.members[who];
        let g = &self.gangs[Self::gang_of(cast, who)];
        let mut state = Vec::new();
        if s.carried + s.wounds > 0 {
            let carried = if s.carried > 0 { format!(" ({} carried in)", s.carried) } else { String::new() };
            state.push(format!(
                "{} wound{}{carried}",
                s.carried + s.wounds,
                if s.carried + s.wounds == 1 { "" } else { "s" }
            ));
        }
        let knocked_out = self.knocked_out(who) && !life[who].dead;
        if knocked_out {
            state.push("Knocked out".into());
        }
        if s.money > 0 {
            state.push(format!("Got away with ${}", s.money));
        }
        if s.horse_wounds > 0 {
            let dead = if self.horse_dead(who) && !s.flags.has(Flag::HorseKilled) { ": killed" } else { "" };
            state.push(format!(
                "His horse: {} wound{}{dead}",
                s.horse_wounds,
                if s.horse_wounds == 1 { "" } else { "s" }
            ));
        }
        state.extend(s.flags.labels(FIELDS, &[Flag::KnockedOut]));
        state.push(format!("{}: {} APs left, {} held", g.name, g.aps, g.held));
        let mut values = vec![
            FieldValue { field: "wounds".into(), value: s.wounds },
            FieldValue { field: "aps".into(), value: g.aps },
            FieldValue { field: "held".into(), value: g.held },
            FieldValue { field: "money".into(), value: s.money },
        ];
        if s.mounted {
            values.push(FieldValue { field: "horse_wounds".into(), value: s.horse_wounds });
        }
        values.extend(s.flags.values(FIELDS, if s.mounted { &[] } else { &[Flag::HorseKilled] }));
        let out = s.flags.has(Flag::Out) || knocked_out;
        MemberView {
            standing: standing_of(&life[who], out, s.flags.has(Flag::Down)),
            state,
            values,
            ..member_base(cast, life, who)
        }
    }

    fn participant(&self, cast: &[Member], life: &[Life], who: usize) -> ParticipantInput {
        let s = &self.members[who];
        let dead = life[who].dead;
        let ended = if dead {
            "killed"
        } else if self.knocked_out(who) {
            "knocked_out"
        } else if s.wounds > 0 {
            "wounded"
        } else {
            "unhurt"
        };
        ParticipantInput {
            wounds: GameWounds::Count(if dead { 0 } else { s.wounds.clamp(0, 255) as u8 }),
            money: i64::from(s.money),
            horse_killed: self.horse_dead(who),
            ..blank(cast, who, ended)
        }
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
