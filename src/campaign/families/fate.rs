//! The fate family's pieces: its rules in `rules::fate`, its options and house tables, its fate
//! deck and hit-location chits.

use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::{other_family, Family};
use crate::campaign::casting::{CastError, CastSide, Scenario};
use crate::campaign::games::{self, GameError, Participant, ParticipantChoice, ParticipantDice, Worked};
use crate::campaign::options::{house_tables, RulesContext};
use crate::campaign::play::attack_parts::{Attack, Dice};
use crate::campaign::play::family::{Member, Rules as PlayTable};
use crate::campaign::play::game::Action;
use crate::campaign::play::{self, PlayError, PlayOdds};
use crate::campaign::sheet::{fate_options, Rules, Sheet};
use crate::campaign::{cast_sheet, demo, options, playsheet, CampaignError};
use crate::print::cast_sheet::PlayerSheet;
use crate::print::playsheet::Playsheet;
use crate::rules::fate::{FateOptions, HouseTables};
use crate::rules::tables::Table;
use crate::rules::Ruleset;
use crate::store::Store;

/// The fate-deck family: Ansell's western gunfight rules and The Rules With No Name.
pub struct Fate;

/// A fate campaign's options and house tables, which its context always has.
fn fate_of(context: &RulesContext) -> &(FateOptions, HouseTables) {
    context.fate.as_ref().expect("a fate campaign's context has its options and house tables")
}

impl Family for Fate {
    fn ruleset(&self) -> Ruleset {
        Ruleset::Fate
    }

    fn printables(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("fate-deck", "the fate deck of a cast or of the roster"),
            ("chits", "the campaign's hit-location chits"),
            ("cast-sheet", "a cast's cast sheets"),
        ]
    }

    /// A fate extra is a citizen unless the script says otherwise.
    fn extra_sheet(&self, mut value: Value) -> Result<Sheet, serde_json::Error> {
        if let Value::Object(map) = &mut value {
            map.entry("class").or_insert_with(|| Value::from("citizen"));
        }
        serde_json::from_value(value).map(Sheet::Fate)
    }

    fn game_noun(&self) -> &'static str {
        "gunfight"
    }

    fn demo(&self) -> (&'static str, Rules) {
        (demo::FATE_DEMO, Rules::Fate(FateOptions::default()))
    }

    fn context(&self, store: &Store, campaign_id: i64) -> Result<RulesContext, CampaignError> {
        let fate = Some((fate_options(store, campaign_id)?, house_tables(store, campaign_id)?));
        Ok(RulesContext { fate, ..RulesContext::default() })
    }

    fn tables_played(&self, store: &Store, campaign_id: i64) -> Result<Option<Vec<Table>>, CampaignError> {
        let options = options::options(store, campaign_id)?.options.fate().unwrap_or_default();
        let house = house_tables(store, campaign_id)?;
        Ok(Some(crate::rules::fate::campaign_tables(&options, &house)))
    }

    fn playsheet(
        &self,
        title: String,
        subtitle: String,
        campaign: Option<(&Store, i64)>,
    ) -> Result<Playsheet, CampaignError> {
        playsheet::fate_campaign_playsheet(title, subtitle, campaign)
    }

    fn cast_sheets(
        &self,
        store: &Store,
        scenario: &Scenario,
        sides: &[&CastSide],
    ) -> Result<Vec<PlayerSheet>, CastError> {
        cast_sheet::fate::players(store, scenario, sides)
    }

    fn aftermath_roll(
        &self,
        p: &Participant,
        sheet: &Sheet,
        context: &RulesContext,
        rng: &mut ChaCha8Rng,
        locations: &mut ChaCha8Rng,
    ) -> Result<ParticipantDice, GameError> {
        let Sheet::Fate(sheet) = sheet else { return Err(other_family(p)) };
        games::fate::roll(p, sheet, &fate_of(context).0, rng, locations)
    }

    fn aftermath_work(
        &self,
        p: &Participant,
        sheet: &Sheet,
        context: &RulesContext,
        dice: Option<&ParticipantDice>,
        choice: Option<(&str, &ParticipantChoice)>,
    ) -> Result<Worked, GameError> {
        let Sheet::Fate(sheet) = sheet else { return Err(other_family(p)) };
        let (options, house) = fate_of(context);
        games::fate::work(p, sheet, options, &house.hit_location, dice, choice)
    }

    fn play_table(&self, _: &Store, _: &Scenario, cast: &[Member]) -> Result<Box<dyn PlayTable>, PlayError> {
        Ok(Box::new(play::fate::Table::new(cast)?))
    }

    fn attack_odds(&self, a: &Attack, context: &RulesContext) -> Result<PlayOdds, PlayError> {
        play::attack_fate::odds(a.game, context, a.by, a.target, a.form)
    }

    fn attack_resolve(&self, a: &Attack, context: &RulesContext, dice: Dice) -> Result<Action, PlayError> {
        play::attack_fate::resolve(a.game, context, a.by, a.target, a.form, dice)
    }
}
