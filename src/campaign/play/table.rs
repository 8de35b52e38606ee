//! Where a game in play meets its family ([`Family`](crate::campaign::families::Family)): its
//! table, chosen once as the game begins, and the campaign's options its attacks are weighed by.

use super::game::Game;
use super::PlayError;
use crate::campaign::families::family;
use crate::campaign::options::RulesContext;
use crate::campaign::Scenario;
use crate::rules::Ruleset;
use crate::store::Store;

/// A game of `scenario` before anything happened, dealt with `seed`, at its family's table (which
/// may read the campaign's options: My Wild West's readings, when a figure is knocked out).
pub fn begin(store: &Store, scenario: &Scenario, seed: u64) -> Result<Game, PlayError> {
    let cast = Game::cast_of(scenario)?;
    let table = family(scenario.ruleset).play_table(store, scenario, &cast)?;
    Ok(Game::new(scenario, seed, cast, table))
}

/// The campaign's options its family's attacks are weighed by.
pub fn context(store: &Store, campaign_id: i64, ruleset: Ruleset) -> Result<RulesContext, PlayError> {
    Ok(family(ruleset).context(store, campaign_id)?)
}
