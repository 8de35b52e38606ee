//! Quick on the Draw's pieces: its rules in `rules::qotd`, its options, its pack of cards.

use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::{other_family, Family};
use crate::campaign::casting::{CastError, CastSide, Scenario};
use crate::campaign::games::{self, GameError, Participant, ParticipantChoice, ParticipantDice, Worked};
use crate::campaign::options::{qotd_options, RulesContext};
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

/// Quick on the Draw.
pub struct Qotd;

impl Family for Qotd {
    fn ruleset(&self) -> Ruleset {
        Ruleset::Qotd
    }

    fn printables(&self) -> &'static [(&'static str, &'static str)] {
        &[("pack", "a cast's pack of cards"), ("cast-sheet", "a cast's cast sheets")]
    }

    /// A QOTD extra is a minor, ordinary character unless the script says otherwise.
    fn extra_sheet(&self, mut value: Value) -> Result<Sheet, serde_json::Error> {
        if let Value::Object(map) = &mut value {
            map.entry("type").or_insert_with(|| Value::from("minor"));
            map.entry("personality").or_insert_with(|| Value::from("ordinary"));
        }
        serde_json::from_value(value).map(Sheet::Qotd)
    }

    fn game_noun(&self) -> &'static str {
        "adventure"
    }

    fn demo(&self) -> (&'static str, Rules) {
        (demo::DEMO, Rules::Qotd)
    }

    fn context(&self, store: &Store, campaign_id: i64) -> Result<RulesContext, CampaignError> {
        Ok(RulesContext { qotd: qotd_options(store, campaign_id)?, ..RulesContext::default() })
    }

    fn playsheet(&self, title: String, subtitle: String, _: Option<(&Store, i64)>) -> Result<Playsheet, CampaignError> {
        Ok(playsheet::qotd_playsheet(title, subtitle))
    }

    fn cast_sheets(
        &self,
        store: &Store,
        scenario: &Scenario,
        sides: &[&CastSide],
    ) -> Result<Vec<PlayerSheet>, CastError> {
        cast_sheet::qotd::players(store, scenario, sides)
    }

    fn aftermath_roll(
        &self,
        p: &Participant,
        sheet: &Sheet,
        _: &RulesContext,
        rng: &mut ChaCha8Rng,
        _: &mut ChaCha8Rng,
    ) -> Result<ParticipantDice, GameError> {
        let Sheet::Qotd(sheet) = sheet else { return Err(other_family(p)) };
        games::qotd::roll(p, sheet, rng)
    }

    fn aftermath_work(
        &self,
        p: &Participant,
        sheet: &Sheet,
        context: &RulesContext,
        dice: Option<&ParticipantDice>,
        choice: Option<(&str, &ParticipantChoice)>,
    ) -> Result<Worked, GameError> {
        let Sheet::Qotd(sheet) = sheet else { return Err(other_family(p)) };
        games::qotd::work(p, sheet, &context.qotd, dice, choice)
    }

    fn play_table(&self, _: &Store, _: &Scenario, cast: &[Member]) -> Result<Box<dyn PlayTable>, PlayError> {
        Ok(Box::new(play::qotd::Table::new(cast)))
    }

    fn attack_odds(&self, a: &Attack, context: &RulesContext) -> Result<PlayOdds, PlayError> {
        play::attack_qotd::odds(a.game, context, a.by, a.target, a.form)
    }

    fn attack_resolve(&self, a: &Attack, context: &RulesContext, dice: Dice) -> Result<Action, PlayError> {
        play::attack_qotd::resolve(a.game, context, a.by, a.target, a.form, dice)
    }
}
