//! The aftermath of a game for the whole posse at once: QOTD post action rest and recovery, or the
//! fate family's experience, promotion and skills.
//!
//! The dice are either rolled by Posse from a seed ("roll for me": the seed and the dice are
//! kept) or entered as the players rolled them at the table. They are recorded on the game before
//! the players confirm ([`record_aftermath_dice`]); a recorded game's dice are the ones its
//! aftermath uses — a different seed is refused (undoing the recording is the honest way to roll
//! again, and the log shows it). [`aftermath_preview`] changes nothing; [`apply_aftermath`]
//! writes every sheet and the aftermath in one transaction. The same seed gives the same dice.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::entry::Worked;
pub use super::entry::{
    AftermathChoices, AftermathDice, AftermathEntry, DiceSource, EnteredRoll, EnteredRolls, ParticipantChoice,
    ParticipantDice, RollLine, TraitChoiceView, TraitOptionView,
};
use super::input::CharacterRef;
use super::record::resolve;
use super::{body_of, game_record, GameBody, GameError, Participant};
use crate::campaign::families::{family, Family};
use crate::campaign::options::RulesContext;
use crate::campaign::sheet::{campaign_rules, Rules};
use crate::campaign::{character_view, AvailabilityStatus, CharacterView};
use crate::rules::Ruleset;
use crate::store::{change_log, characters, games, Store};

/// The aftermath of one game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Aftermath {
    #[ts(type = "number")]
    pub game_id: i64,
    pub title: String,
    pub ruleset: Ruleset,
    pub dice: AftermathDice,
    pub entries: Vec<AftermathEntry>,
    /// Whether it is applied (then `entries` are what was applied).
    pub applied: bool,
    /// Whether the dice are recorded on the game.
    pub dice_recorded: bool,
    /// MWW: each gang as it starts the next game (its money, figures, wounds and APs).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<super::mww::GangAfter>>")]
    pub gangs: Vec<super::mww::GangAfter>,
}

/// The entries of an applied aftermath.
pub(crate) fn stored_entries(a: &games::AftermathRecord) -> Result<Vec<AftermathEntry>, GameError> {
    serde_json::from_value(a.results.clone()).map_err(|e| super::corrupt(format!("aftermath {}", a.id), e))
}

fn stored_dice(game: &games::GameRecord) -> Result<Option<AftermathDice>, GameError> {
    game.dice
        .clone()
        .map(|d| {
            serde_json::from_value(d)
                .map_err(|e| GameError::Dice(format!("game {}: its recorded dice cannot be read: {e}", game.id)))
        })
        .transpose()
}

fn named(who: &CharacterRef) -> String {
    match who {
        CharacterRef::Id(id) => format!("character {id}"),
        CharacterRef::Name(name) => name.clone(),
    }
}

struct Context {
    game: games::GameRecord,
    body: GameBody,
    rules: Rules,
    /// The campaign's options its family's aftermath reads (a QOTD campaign's brush with death, a
    /// fate campaign's hit-location chart).
    context: RulesContext,
    roster: Vec<CharacterView>,
}

/// The game's context, refusing a game whose aftermath is already applied.
fn unapplied(store: &Store, game_id: i64) -> Result<Context, GameError> {
    let ctx = context(store, game_id)?;
    if games::aftermath_of(store.conn(), game_id)?.is_some() {
        return Err(GameError::AlreadyApplied(ctx.game.title.clone()));
    }
    Ok(ctx)
}

fn context(store: &Store, game_id: i64) -> Result<Context, GameError> {
    let game = game_record(store, game_id)?;
    let body = body_of(&game)?;
    let rules = campaign_rules(store, game.campaign_id)?;
    // Only the participants: the rolls and choices may name nobody else.
    let mut roster = Vec::with_capacity(body.participants.len());
    for p in &body.participants {
        if let Some(record) = characters::get(store.conn(), p.character_id)? {
            roster.push(character_view(&rules, record)?);
        }
    }
    let context = family(rules.ruleset()).context(store, game.campaign_id)?;
    Ok(Context { game, body, rules, context, roster })
}

impl Context {
    /// The family whose aftermath this is.
    fn family(&self) -> &'static dyn Family {
        family(self.rules.ruleset())
    }

    /// The participant's character now; `None` for one killed in the game and since removed from
    /// the roster (the dead need no sheet). Anyone else removed stops the aftermath.
    fn character(&self, index: usize, p: &Participant) -> Result<Option<&CharacterView>, GameError> {
        match self.roster.iter().find(|c| c.id == p.character_id) {
            Some(c) => Ok(Some(c)),
            None if p.ended.died() => Ok(None),
            None => Err(super::invalid(
                format!("participants[{index}]"),
                format!(
                    "{} was removed from the roster after this game; bring them back (Undo) to apply its aftermath",
                    p.name
                ),
            )),
        }
    }

    /// Rolls every participant's dice from a seed, in the order they were recorded.
    fn roll(&self, seed: u64) -> Result<AftermathDice, GameError> {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        // Wound locations come from a stream of their own, so that the same seed rolls the same
        // recovery dice and skill chits whoever was wounded.
        let mut locations = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        locations.set_stream(1);
        let mut entries = Vec::new();
        for (i, p) in self.body.participants.iter().enumerate() {
            let Some(c) = self.character(i, p)? else { continue };
            entries.push(self.family().aftermath_roll(p, &c.sheet, &self.context, &mut rng, &mut locations)?);
        }
        // An MWW aftermath rolls nothing: no seed to keep.
        let seed = (self.rules != Rules::Mww).then_some(seed);
        Ok(AftermathDice { seed, entries })
    }

    /// The players' dice, matched to the participants.
    fn entered(&self, rolls: &EnteredRolls) -> Result<AftermathDice, GameError> {
        let mut entries: Vec<ParticipantDice> = self
            .body
            .participants
            .iter()
            .map(|p| ParticipantDice { character_id: p.character_id, ..Default::default() })
            .collect();
        let mut seen = Vec::new();
        for (i, r) in rolls.rolls.iter().enumerate() {
            let field = format!("rolls[{i}].character");
            let who = resolve(&self.roster, &r.character, &field).map_err(|_| {
                GameError::Dice(format!("{field}: {} did not take part in this game", named(&r.character)))
            })?;
            let Some(slot) = entries.iter_mut().find(|e| e.character_id == who.id) else {
                return Err(GameError::Dice(format!("{field}: {} did not take part in this game", who.sheet.name())));
            };
            if seen.contains(&who.id) {
                return Err(GameError::Dice(format!("{field}: {} has two rolls", who.sheet.name())));
            }
            seen.push(who.id);
            *slot = ParticipantDice {
                character_id: who.id,
                dice: r.dice.clone(),
                hes_going: r.hes_going.clone(),
                skill_chance: r.skill_chance,
                skills: r.skills.clone(),
                location_roll: r.location_roll,
            };
        }
        Ok(AftermathDice { seed: None, entries })
    }

    fn dice(&self, source: &DiceSource) -> Result<AftermathDice, GameError> {
        // Anyone who lived and has left the roster stops the aftermath: say so before the dice.
        for (i, p) in self.body.participants.iter().enumerate() {
            self.character(i, p)?;
        }
        let recorded = stored_dice(&self.game)?;
        match (source, recorded) {
            (DiceSource::Recorded { .. }, Some(dice)) => Ok(dice),
            (DiceSource::Recorded { fresh_seed }, None) => self.roll(*fresh_seed),
            (DiceSource::Seed(seed), Some(dice)) if dice.seed == Some(*seed) => Ok(dice),
            (DiceSource::Entered(rolls), Some(dice)) if self.entered(rolls)? == dice => Ok(dice),
            (_, Some(dice)) => Err(GameError::Dice(format!(
                "dice: this game's aftermath dice are already recorded ({}); use them (give no --seed or --rolls), or undo their recording to roll again",
                match dice.seed {
                    Some(seed) => format!("seed {seed}"),
                    None => "entered by the players".to_string(),
                }
            ))),
            (DiceSource::Seed(seed), None) => self.roll(*seed),
            (DiceSource::Entered(rolls), None) => self.entered(rolls),
        }
    }

    /// Works out every participant's aftermath from the dice and the choices.
    fn work(&self, dice: &AftermathDice, choices: Option<&AftermathChoices>) -> Result<Vec<Worked>, GameError> {
        let mut picked: Vec<(i64, String, &ParticipantChoice)> = Vec::new();
        for (i, choice) in choices.map(|c| c.choices.as_slice()).unwrap_or_default().iter().enumerate() {
            let field = format!("choices[{i}].character");
            let who = resolve(&self.roster, &choice.character, &field).map_err(|_| GameError::Choice {
                field: field.clone(),
                reason: format!("{} did not take part in this game", named(&choice.character)),
            })?;
            if !self.body.participants.iter().any(|p| p.character_id == who.id) {
                return Err(super::invalid(field, format!("{} did not take part in this game", who.sheet.name())));
            }
            if picked.iter().any(|(id, _, _)| *id == who.id) {
                return Err(super::invalid(field, format!("{} has two choices", who.sheet.name())));
            }
            picked.push((who.id, format!("choices[{i}]"), choice));
        }
        let mut worked = Vec::new();
        for (i, p) in self.body.participants.iter().enumerate() {
            let Some(c) = self.character(i, p)? else {
                let results = vec!["Killed in the game.".to_string()];
                worked.push(Worked {
                    entry: AftermathEntry::of(p, AvailabilityStatus::Dead, vec![], results, vec![]),
                    sheet: None,
                });
                continue;
            };
            let d = dice.entries.iter().find(|d| d.character_id == p.character_id);
            let choice =
                picked.iter().find(|(id, _, _)| *id == p.character_id).map(|(_, field, c)| (field.as_str(), *c));
            worked.push(self.family().aftermath_work(p, &c.sheet, &self.context, d, choice)?);
        }
        Ok(worked)
    }

    fn aftermath(&self, dice: AftermathDice, entries: Vec<AftermathEntry>, applied: bool) -> Aftermath {
        Aftermath {
            gangs: Vec::new(),
            game_id: self.game.id,
            title: self.game.title.clone(),
            ruleset: self.rules.ruleset(),
            dice_recorded: self.game.dice.is_some(),
            dice,
            entries,
            applied,
        }
    }
}

/// The rolls and results of a game's aftermath, changing nothing. An applied aftermath is shown
/// as it was applied.
pub fn aftermath_preview(
    store: &Store,
    game_id: i64,
    source: &DiceSource,
    choices: Option<&AftermathChoices>,
) -> Result<Aftermath, GameError> {
    let ctx = context(store, game_id)?;
    if let Some(applied) = games::aftermath_of(store.conn(), game_id)? {
        let dice = serde_json::from_value(applied.dice.clone())
            .map_err(|e| GameError::Dice(format!("aftermath {}: {e}", applied.id)))?;
        let gangs = super::mww::gangs_after(store, &ctx.rules, ctx.game.campaign_id, &[], true)?;
        return Ok(Aftermath { gangs, ..ctx.aftermath(dice, stored_entries(&applied)?, true) });
    }
    let dice = ctx.dice(source)?;
    let worked = ctx.work(&dice, choices)?;
    let gangs = super::mww::gangs_after(store, &ctx.rules, ctx.game.campaign_id, &worked, false)?;
    let entries = worked.into_iter().map(|w| w.entry).collect();
    Ok(Aftermath { gangs, ..ctx.aftermath(dice, entries, false) })
}

/// Rolls ("roll for me") or takes the players' dice and records them on the game before anyone
/// confirms; returns the aftermath they give.
pub fn record_aftermath_dice(
    store: &mut Store,
    game_id: i64,
    source: &DiceSource,
    at: i64,
) -> Result<Aftermath, GameError> {
    let ctx = unapplied(store, game_id)?;
    if ctx.rules == Rules::Mww {
        return Err(GameError::Dice(format!(
            "dice: a My Wild West aftermath has no dice; apply it (`posse game apply {game_id}`)"
        )));
    }
    let dice = ctx.dice(source)?;
    // Works them out, which checks them (counts, ranges), before they are kept.
    let entries = ctx.work(&dice, None)?.into_iter().map(|w| w.entry).collect();
    if ctx.game.dice.is_none() {
        write_dice(store, &ctx.game, &dice, at)?;
    }
    Ok(Aftermath { dice_recorded: true, ..ctx.aftermath(dice, entries, false) })
}

fn dice_words(dice: &AftermathDice) -> String {
    match dice.seed {
        Some(seed) => format!("rolled from seed {seed}"),
        None => "entered by the players".to_string(),
    }
}

fn write_dice(store: &mut Store, game: &games::GameRecord, dice: &AftermathDice, at: i64) -> Result<(), GameError> {
    store.write(|tx| keep_dice(tx, game, dice, at))
}

/// Keeps the dice on the game, with its change-log row.
fn keep_dice(
    tx: &rusqlite::Connection,
    game: &games::GameRecord,
    dice: &AftermathDice,
    at: i64,
) -> Result<(), GameError> {
    games::set_dice(tx, game.id, Some(&serde_json::to_value(dice).expect("dice serialize")))?;
    let after = games::get(tx, game.id)?.expect("the game exists");
    change_log::append(
        tx,
        change_log::NewChange {
            campaign_id: game.campaign_id,
            at,
            action: "game.dice",
            entity: "game",
            entity_id: game.id,
            before: Some(games::game_snapshot(game)),
            after: Some(games::game_snapshot(&after)),
            summary: format!("Recorded the aftermath dice of \"{}\" ({})", game.title, dice_words(dice)),
        },
    )?;
    Ok(())
}

/// Applies a game's aftermath to the roster: every changed sheet, the dice (if not recorded yet)
/// and the aftermath itself, in one transaction.
pub fn apply_aftermath(
    store: &mut Store,
    game_id: i64,
    source: &DiceSource,
    choices: Option<&AftermathChoices>,
    at: i64,
) -> Result<Aftermath, GameError> {
    let ctx = unapplied(store, game_id)?;
    let dice = ctx.dice(source)?;
    let worked = ctx.work(&dice, choices)?;
    // A new trait is the player's to choose: it is never dropped for want of a choice.
    if let Some(open) =
        worked.iter().find(|w| w.entry.trait_choice.as_ref().is_some_and(|t| t.chosen.is_empty() && !t.skipped))
    {
        return Err(GameError::Choice {
            field: "choices".to_string(),
            reason: format!(
                "{} gains a new trait: choose it ({{\"character\": {}, \"trait\": …}}) or skip it (\"skip\": true)",
                open.entry.name, open.entry.character_id
            ),
        });
    }
    let mut writes = Vec::new();
    for w in &worked {
        if let Some(sheet) = &w.sheet {
            let checked = ctx.rules.check(sheet)?;
            // A sheet is only worked out for a character on the roster.
            let character = ctx.roster.iter().find(|c| c.id == w.entry.character_id).expect("worked from the roster");
            let before = characters::snapshot(store.conn(), character.id)?;
            writes.push((character, before, checked));
        }
    }
    let gangs = super::mww::gangs_after(store, &ctx.rules, ctx.game.campaign_id, &worked, false)?;
    let entries: Vec<AftermathEntry> = worked.into_iter().map(|w| w.entry).collect();
    let dice_value = serde_json::to_value(&dice).expect("dice serialize");
    let results = serde_json::to_value(&entries).expect("entries serialize");
    let game = &ctx.game;
    let summary = format!("Applied the aftermath of \"{}\"", game.title);
    store.write_named(&summary, |tx| {
        // An MWW aftermath rolls nothing: there are no dice to keep.
        if game.dice.is_none() && ctx.rules != Rules::Mww {
            keep_dice(tx, game, &dice, at)?;
        }
        for (character, before, checked) in &writes {
            // What was read before the write must still hold (another window may have written).
            if characters::snapshot(tx, character.id)? != *before {
                return Err(GameError::Choice {
                    field: "roster".to_string(),
                    reason: format!(
                        "{} was changed meanwhile; look at the aftermath again and apply it",
                        character.sheet.name()
                    ),
                });
            }
            let (canonical, name, kind) = checked.row_parts();
            characters::update_sheet(
                tx,
                character.id,
                &characters::SheetRow { name: &name, kind, sheet: &canonical },
                at,
            )?;
            let entry = entries.iter().find(|e| e.character_id == character.id).expect("worked out");
            change_log::append(
                tx,
                change_log::NewChange {
                    campaign_id: game.campaign_id,
                    at,
                    action: "character.aftermath",
                    entity: "character",
                    entity_id: character.id,
                    before: before.clone(),
                    after: characters::snapshot(tx, character.id)?,
                    summary: format!("{}: {}", name, entry.changes.join(" ")),
                },
            )?;
        }
        super::mww::add_money(tx, game.campaign_id, &entries, at)?;
        let id = games::insert_aftermath(tx, game.id, game.campaign_id, &dice_value, &results, at)?;
        let stored = games::get_aftermath(tx, id)?.expect("just inserted");
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: game.campaign_id,
                at,
                action: "aftermath.apply",
                entity: "aftermath",
                entity_id: id,
                before: None,
                after: Some(games::aftermath_snapshot(&stored)),
                summary: format!("Applied the aftermath of \"{}\"", game.title),
            },
        )?;
        Ok::<_, GameError>(())
    })?;
    // What was applied, as it is stored.
    Ok(Aftermath { dice_recorded: true, gangs, ..ctx.aftermath(dice, entries, true) })
}

/// Reads ROLLS.json.
pub fn parse_rolls(text: &str) -> Result<EnteredRolls, GameError> {
    rolls_from_value(super::json_text("rolls", text)?)
}

/// Reads the dice as the app sends them (ROLLS.json's shape), naming the field at fault.
pub fn rolls_from_value(value: serde_json::Value) -> Result<EnteredRolls, GameError> {
    super::json_object("rolls", value, "the dice rolled")
}

/// Reads CHOICES.json.
pub fn parse_choices(text: &str) -> Result<AftermathChoices, GameError> {
    choices_from_value(super::json_text("choices", text)?)
}

/// Reads the players' choices as the app sends them (CHOICES.json's shape), naming the field at fault.
pub fn choices_from_value(value: serde_json::Value) -> Result<AftermathChoices, GameError> {
    super::json_object("choices", value, "the players' choices")
}
