//! My Wild West's pieces: its rules in `rules::mww`, its readings, its gangs and turn deck.

use serde_json::Value;

use super::{other_family, Family};
use crate::campaign::casting::{CastError, CastSide, Scenario};
use crate::campaign::games::{self, GameError, Participant, ParticipantChoice, ParticipantDice, Worked};
use crate::campaign::options::{mww_options, RulesContext};
use crate::campaign::play::attack_parts::{Attack, Dice};
use crate::campaign::play::family::{Member, Rules as PlayTable};
use crate::campaign::play::game::Action;
use crate::campaign::play::{self, PlayError, PlayOdds};
use crate::campaign::sheet::{Rules, Sheet};
use crate::campaign::{cast_sheet, demo, gang, playsheet, printing, CampaignError, CHANCE_NOTE};
use crate::print::cast_sheet::PlayerSheet;
use crate::print::playsheet::Playsheet;
use crate::rules::Ruleset;
use crate::store::sides::SideRecord;
use crate::store::Store;

/// My Wild West rules, v4.
pub struct Mww;

impl Family for Mww {
    fn ruleset(&self) -> Ruleset {
        Ruleset::Mww
    }

    fn printables(&self) -> &'static [(&'static str, &'static str)] {
        &[("turn-cards", "a cast's turn deck"), ("cast-sheet", "a cast's cast sheets")]
    }

    fn extra_sheet(&self, value: Value) -> Result<Sheet, serde_json::Error> {
        serde_json::from_value(value).map(Sheet::Mww)
    }

    /// An MWW gang's money and AP budget (printed where a QOTD side's suit goes), and once what its
    /// figures' chances to hit count.
    fn roster_side_line(&self, store: &Store, side: &SideRecord) -> Result<Option<String>, CampaignError> {
        Ok(Some(format!("{} · {}", printing::gang_line(&gang(store, side.id)?), CHANCE_NOTE)))
    }

    fn game_noun(&self) -> &'static str {
        "game"
    }

    fn demo(&self) -> (&'static str, Rules) {
        (demo::MWW_DEMO, Rules::Mww)
    }

    fn context(&self, store: &Store, campaign_id: i64) -> Result<RulesContext, CampaignError> {
        Ok(RulesContext { mww: mww_options(store, campaign_id)?, ..RulesContext::default() })
    }

    fn playsheet(&self, title: String, subtitle: String, _: Option<(&Store, i64)>) -> Result<Playsheet, CampaignError> {
        playsheet::mww_playsheet(title, subtitle)
    }

    fn cast_sheets(
        &self,
        store: &Store,
        scenario: &Scenario,
        sides: &[&CastSide],
    ) -> Result<Vec<PlayerSheet>, CastError> {
        cast_sheet::mww::players(store, scenario, sides)
    }

    fn aftermath_work(
        &self,
        p: &Participant,
        sheet: &Sheet,
        _: &RulesContext,
        dice: Option<&ParticipantDice>,
        choice: Option<(&str, &ParticipantChoice)>,
    ) -> Result<Worked, GameError> {
        let Sheet::Mww(sheet) = sheet else { return Err(other_family(p)) };
        games::mww::work(p, sheet, dice, choice)
    }

    /// The table reads the campaign's readings (when a figure is knocked out).
    fn play_table(&self, store: &Store, scenario: &Scenario, cast: &[Member]) -> Result<Box<dyn PlayTable>, PlayError> {
        Ok(Box::new(play::mww::Table::new(scenario, cast, mww_options(store, scenario.campaign_id)?)?))
    }

    fn attack_odds(&self, a: &Attack, context: &RulesContext) -> Result<PlayOdds, PlayError> {
        play::attack_mww::odds(a.game, &context.mww, a.by, a.target, a.form)
    }

    fn attack_resolve(&self, a: &Attack, context: &RulesContext, dice: Dice) -> Result<Action, PlayError> {
        play::attack_mww::resolve(a.game, &context.mww, a.by, a.target, a.form, dice)
    }
}
