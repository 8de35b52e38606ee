//! The West That Wasn't's pieces: its rules in `rules::twtw`, its heroes, its shared action deck.

use serde_json::Value;

use super::{other_family, Family};
use crate::campaign::casting::{CastError, CastSide, Scenario};
use crate::campaign::games::{self, GameError, Participant, ParticipantChoice, ParticipantDice, Worked};
use crate::campaign::options::RulesContext;
use crate::campaign::play::attack_parts::{Attack, Dice};
use crate::campaign::play::family::{Member, Rules as PlayTable};
use crate::campaign::play::game::Action;
use crate::campaign::play::{self, PlayError, PlayOdds};
use crate::campaign::sheet::{Rules, Sheet};
use crate::campaign::{cast_sheet, demo, playsheet, CampaignError};
use crate::print::cast_sheet::PlayerSheet;
use crate::print::playsheet::Playsheet;
use crate::rules::Ruleset;
use crate::store::Store;

/// The West That Wasn't.
pub struct Twtw;

impl Family for Twtw {
    fn ruleset(&self) -> Ruleset {
        Ruleset::Twtw
    }

    fn printables(&self) -> &'static [(&'static str, &'static str)] {
        &[("action-cards", "the action deck"), ("cast-sheet", "a cast's cast sheets")]
    }

    fn extra_sheet(&self, value: Value) -> Result<Sheet, serde_json::Error> {
        serde_json::from_value(value).map(Sheet::Twtw)
    }

    fn game_noun(&self) -> &'static str {
        "adventure"
    }

    fn demo(&self) -> (&'static str, Rules) {
        (demo::TWTW_DEMO, Rules::Twtw)
    }

    /// The chapter has one reading: no options.
    fn context(&self, _: &Store, _: i64) -> Result<RulesContext, CampaignError> {
        Ok(RulesContext::default())
    }

    fn playsheet(&self, title: String, subtitle: String, _: Option<(&Store, i64)>) -> Result<Playsheet, CampaignError> {
        playsheet::twtw_playsheet(title, subtitle)
    }

    fn cast_sheets(&self, store: &Store, _: &Scenario, sides: &[&CastSide]) -> Result<Vec<PlayerSheet>, CastError> {
        cast_sheet::twtw::players(store, sides)
    }

    fn aftermath_work(
        &self,
        p: &Participant,
        sheet: &Sheet,
        _: &RulesContext,
        dice: Option<&ParticipantDice>,
        choice: Option<(&str, &ParticipantChoice)>,
    ) -> Result<Worked, GameError> {
        let Sheet::Twtw(sheet) = sheet else { return Err(other_family(p)) };
        games::twtw::work(p, sheet, dice, choice)
    }

    fn play_table(&self, _: &Store, _: &Scenario, cast: &[Member]) -> Result<Box<dyn PlayTable>, PlayError> {
        Ok(Box::new(play::twtw::Table::new(cast)?))
    }

    fn attack_odds(&self, a: &Attack, _: &RulesContext) -> Result<PlayOdds, PlayError> {
        play::attack_twtw::odds(a.game, a.by, a.target, a.form)
    }

    fn attack_resolve(&self, a: &Attack, _: &RulesContext, dice: Dice) -> Result<Action, PlayError> {
        play::attack_twtw::resolve(a.game, a.by, a.target, a.form, dice)
    }
}
