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

use super::record::{resolve, CharacterRef};
use super::{body_of, game_record, Ended, GameBody, GameError, Participant};
use crate::campaign::sheet::{campaign_rules, Rules};
use crate::campaign::{character_view, AvailabilityStatus, CharacterView, Sheet};
use crate::rules::Ruleset;
use crate::store::{change_log, characters, games, Store};

/// One participant's aftermath dice: QOTD `dice` (the action dice) and `hes_going`; fate
/// `skill_chance` (the D6 for a Shootist's 50% chance, 4–6 gains), `skills` (the skill chits
/// drawn, in order; one that cannot be taken is drawn again) and `location_roll` (the D6 read on
/// the campaign's hit-location chart for where a wounded man was hit, when the game does not say).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct ParticipantDice {
    #[ts(type = "number")]
    pub character_id: i64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<u8>>", optional)]
    pub dice: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub hes_going: Option<Vec<u8>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub skill_chance: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub skills: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub location_roll: Option<u8>,
}

/// The aftermath's dice: the seed they were rolled from (none when entered) and each
/// participant's dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct AftermathDice {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "number")]
    pub seed: Option<u64>,
    pub entries: Vec<ParticipantDice>,
}

/// ROLLS.json: the dice the players rolled at the table, by character id or name:
/// `{"rolls": [{"character": "Wyatt Earp", "dice": [7, 3]}, {"character": "Dusty", "dice": [1],
/// "hes_going": [6]}]}`; fate: `{"character": "Kid Kelly", "skill_chance": 5, "skills": ["strong"]}`,
/// and for a wounded man whose game does not say where he was hit, `"location_roll": 4` (a D6 on
/// the campaign's hit-location chart).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct EnteredRolls {
    pub rolls: Vec<EnteredRoll>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct EnteredRoll {
    pub character: CharacterRef,
    #[serde(default)]
    #[ts(as = "Option<Vec<u8>>", optional)]
    pub dice: Vec<u8>,
    #[serde(default)]
    #[ts(optional)]
    pub hes_going: Option<Vec<u8>>,
    #[serde(default)]
    #[ts(optional)]
    pub skill_chance: Option<u8>,
    #[serde(default)]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub skills: Vec<String>,
    #[serde(default)]
    #[ts(optional)]
    pub location_roll: Option<u8>,
}

/// Where an aftermath's dice come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiceSource {
    /// "Roll for me" with this seed.
    Seed(u64),
    /// The players' own rolls.
    Entered(EnteredRolls),
    /// The dice recorded on the game; `fresh_seed` rolls them if none are (the caller picks it).
    Recorded { fresh_seed: u64 },
}

/// CHOICES.json: what the players choose where the rules let them.
/// `{"choices": [{"character": "Wyatt Earp", "trait": "marksman"}, {"character": "Doc", "trait":
/// {"id": "good_in_skill", "param": "riding"}, "replace": "quick_draw"}, {"character": "Virgil",
/// "skip": true}, {"character": "Kid Kelly", "skills": ["fast_draw"]}]}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct AftermathChoices {
    pub choices: Vec<ParticipantChoice>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct ParticipantChoice {
    pub character: CharacterRef,
    /// QOTD: the new trait, after "Experience is a great Teacher!" or "It's a Miracle!".
    #[serde(default, rename = "trait", skip_serializing_if = "Option::is_none")]
    #[ts(optional, rename = "trait")]
    pub new_trait: Option<crate::rules::qotd::TraitPick>,
    /// QOTD: the held trait it replaces when the character has as many as their type allows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub replace: Option<String>,
    /// QOTD: take no new trait.
    #[serde(default)]
    #[ts(as = "Option<bool>", optional)]
    pub skip: bool,
    /// Fate: the skills chosen instead of those drawn (as many as earned).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub skills: Option<Vec<String>>,
}

/// One roll, as shown: what it was for, the dice, the one that counts and what it means.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RollLine {
    /// "Post action rest and recovery", "He's Going!", "50% chance of a skill", "Skill chit".
    pub what: String,
    pub dice: Vec<u8>,
    pub kept: Option<u8>,
    /// "Fighting Fit!", "Strong".
    pub result: String,
    pub text: String,
}

/// A trait a QOTD character may gain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TraitOptionView {
    pub id: String,
    pub name: String,
    pub effect: String,
    /// `skill` or `weapon` when the trait is about one.
    pub needs_param: Option<String>,
}

/// The choice a new QOTD trait asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TraitChoiceView {
    pub options: Vec<TraitOptionView>,
    /// The traits held now (ids, `id:param` where there is one), any of which may be replaced.
    pub held: Vec<String>,
    pub max: u8,
    /// At the type's maximum: the new trait replaces one, or is skipped.
    pub full: bool,
    /// What was chosen ("" when skipped or not chosen yet).
    pub chosen: String,
    /// The player chose to take no new trait.
    #[serde(default)]
    pub skipped: bool,
}

/// One participant's aftermath.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct AftermathEntry {
    #[ts(type = "number")]
    pub character_id: i64,
    pub name: String,
    #[ts(type = "number")]
    pub side_id: i64,
    pub ended: Ended,
    pub rolls: Vec<RollLine>,
    /// What it comes to, in words: "Must miss the next adventure.", "Promoted to Shootist."
    pub results: Vec<String>,
    /// The standing it gives for the next game.
    pub next: AvailabilityStatus,
    pub cards_lost: u8,
    pub reduced_dice: bool,
    pub may_rest: bool,
    pub dies: bool,
    /// Fate: "Gunman → Shootist".
    pub promotion: Option<String>,
    /// QOTD: a new trait to choose.
    pub trait_choice: Option<TraitChoiceView>,
    /// Fate: the skills earned, as taken ("Very Strong").
    pub skills: Vec<String>,
    /// Fate: how many skills were earned.
    pub skills_earned: u32,
    /// Fate: the skills that may be chosen instead of drawn (ids).
    pub skill_options: Vec<String>,
    /// Fate: armed men killed, added to the career count.
    pub kills_added: u32,
    /// What is written on the sheet, in words.
    pub changes: Vec<String>,
    /// MWW: dollars the figure got away with, added to his gang's money.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[ts(as = "Option<i32>", optional)]
    pub money: i64,
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

impl AftermathEntry {
    /// A participant's entry with nothing earned: the families fill in the rest.
    pub(super) fn of(
        p: &Participant,
        next: AvailabilityStatus,
        rolls: Vec<RollLine>,
        results: Vec<String>,
        changes: Vec<String>,
    ) -> Self {
        AftermathEntry {
            character_id: p.character_id,
            name: p.name.clone(),
            side_id: p.side_id,
            ended: p.ended,
            rolls,
            results,
            next,
            cards_lost: 0,
            reduced_dice: false,
            may_rest: false,
            dies: next == AvailabilityStatus::Dead,
            promotion: None,
            trait_choice: None,
            skills: Vec::new(),
            skills_earned: 0,
            skill_options: Vec::new(),
            kills_added: 0,
            changes,
            money: 0,
        }
    }
}

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

/// One participant worked out: the entry, and the sheet to write (if it changes).
pub(super) struct Worked {
    pub entry: AftermathEntry,
    pub sheet: Option<Sheet>,
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
    /// A QOTD campaign's options (how a brush with death reads); the defaults for the fate family.
    qotd: crate::rules::qotd::QotdOptions,
    /// A fate campaign's hit-location chart (where a wound's location roll is read).
    hit_location: Option<crate::rules::fate::house::HouseGrid>,
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

/// A participant's choice and the field its errors name (`choices[2]`, or the participant's name
/// when they have none).
pub(super) fn choice_parts<'a>(
    p: &Participant,
    choice: Option<(&str, &'a ParticipantChoice)>,
) -> (String, Option<&'a ParticipantChoice>) {
    match choice {
        Some((field, c)) => (field.to_string(), Some(c)),
        None => (format!("choices ({})", p.name), None),
    }
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
    let qotd = match rules {
        Rules::Qotd => crate::campaign::qotd_options(store, game.campaign_id)?,
        Rules::Fate(_) | Rules::Mww | Rules::Twtw => Default::default(),
    };
    let hit_location = match rules {
        Rules::Fate(_) => Some(crate::campaign::house_tables(store, game.campaign_id)?.hit_location),
        Rules::Qotd | Rules::Mww | Rules::Twtw => None,
    };
    Ok(Context { game, body, rules, qotd, hit_location, roster })
}

impl Context {
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
            entries.push(match (&self.rules, &c.sheet) {
                (Rules::Qotd, Sheet::Qotd(sheet)) => super::qotd::roll(p, sheet, &mut rng)?,
                (Rules::Fate(options), Sheet::Fate(sheet)) => {
                    super::fate::roll(p, sheet, options, &mut rng, &mut locations)?
                }
                (Rules::Mww, Sheet::Mww(_)) => super::mww::roll(p),
                (Rules::Twtw, Sheet::Twtw(_)) => super::twtw::roll(p),
                _ => return Err(GameError::Dice(format!("{}: a sheet of another rule family", p.name))),
            });
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
            worked.push(match (&self.rules, &c.sheet) {
                (Rules::Qotd, Sheet::Qotd(sheet)) => super::qotd::work(p, sheet, &self.qotd, d, choice)?,
                (Rules::Fate(options), Sheet::Fate(sheet)) => {
                    let grid = self.hit_location.as_ref().expect("a fate campaign's chart is read with its rules");
                    super::fate::work(p, sheet, options, grid, d, choice)?
                }
                (Rules::Mww, Sheet::Mww(sheet)) => super::mww::work(p, sheet, d, choice)?,
                (Rules::Twtw, Sheet::Twtw(sheet)) => super::twtw::work(p, sheet, d, choice)?,
                _ => return Err(GameError::Dice(format!("{}: a sheet of another rule family", p.name))),
            });
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
