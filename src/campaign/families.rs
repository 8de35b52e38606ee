//! What each rule family provides, in one place a fifth family starts from.
//!
//! A family (a [`Ruleset`]) is a rule set Posse keeps campaigns for. Its pieces that the code
//! chooses by family go through one interface, [`Family`]: one zero-sized type per family
//! implements it (`families/{qotd,fate,mww,twtw}.rs`, each naming where its pieces live), and
//! [`family`] picks it from the [`Ruleset`] — the one `match` on the ruleset that dispatches. A
//! fifth family starts by implementing [`Family`] (copy `families/mww.rs`); the compiler then names
//! every `match` on the families' data enums that needs its variant. All it gives, and where:
//!
//! | what | where |
//! | --- | --- |
//! | its name, id and title | a [`Ruleset`] variant (`src/rules/mod.rs`) |
//! | its rules: sheet as typed, its checks, the checked character, tables, odds | `src/rules/<family>/` (pure: no IO), its tables listed in `rules::FAMILY_TABLES` |
//! | its campaign options | `src/rules/<family>/options.rs`, a `RuleOptions` variant (`src/campaign/options.rs`), a `Rules` variant (`src/campaign/sheet.rs`); what its rules read of them: [`Family::context`] |
//! | its roster sheet and its checks | `Sheet`, `Checked` and `Derived` variants (`src/campaign/sheet.rs`: `Rules::check`); its roster's side line: [`Family::roster_side_line`] |
//! | its editor's choices | a catalog (`src/campaign/{fate,mww,twtw}.rs`, `rules::qotd::catalog`) |
//! | its demo campaign | [`Family::demo`] (`src/campaign/demo*.json`) |
//! | how a game's participant is checked | `src/campaign/games/record.rs` (MWW and TWTW have their own checks in `games/{mww,twtw}.rs`); its word for a game: [`Family::game_noun`] |
//! | its aftermath | [`Family::aftermath_roll`], [`Family::aftermath_work`] (`src/campaign/games/<family>.rs`), written in the words of `games/entry.rs` |
//! | its cast list and deck | `src/campaign/casting/script.rs`; its extras: [`Family::extra_sheet`] |
//! | its game in play | [`Family::play_table`] (`src/campaign/play/<family>.rs`), [`Family::attack_odds`], [`Family::attack_resolve`] (`play/attack_<family>.rs`) |
//! | its tables as a campaign plays them | [`Family::tables_played`] |
//! | what it prints | [`Family::printables`] (and the print shop's deck: `print_shop.rs`), [`Family::playsheet`], [`Family::cast_sheets`] |
//! | its odds on the command line | `src/cli/odds.rs` (QOTD), `cli/odds_fate/`, `cli/odds_mww/`, `cli/twtw/` |
//! | its desktop editor | `ui/src/components/` (`CharacterEditor`, `FateCharacterEditor`, `MwwFigureEditor`, `TwtwHeroEditor`) |
//!
//! The measure of what still chooses by family with a `match`: the `match` expressions whose first
//! arm names a `Ruleset`, `Rules` or `RuleOptions` variant, outside this module and
//! `src/rules/mod.rs` (run from the repository; 44 before [`Family`], 28 after):
//!
//! ```sh
//! find src src-tauri/src -name '*.rs' ! -path 'src/campaign/families*' ! -path src/rules/mod.rs | sort \
//!   | xargs awk 'FNR==1{prev=""} prev ~ /(^|[^a-z_])match .*\{$/ && /^[[:space:]]*\(?(Some\()?([a-z_]+ @ )?(Ruleset|Rules|RuleOptions)::/ {print FILENAME ":" FNR-1 ": " prev} {prev=$0}'
//! ```
//!
//! Those left are the data enums' own methods (`Rules::check`, `RuleOptions::from_value`, a sheet
//! read by its family's type: a `match` is how such an enum is built and taken apart); a yes/no
//! about one family inside a function (QOTD deals cards and casts beasts, a fate campaign always
//! stores its options, only the fate family prints a fate deck, only MWW's participants carry
//! readings); and sites in the modules whose types [`Family`] speaks in (`games/mod.rs`,
//! `casting/mod.rs`), which calling it would make import each other in a circle.

mod fate;
mod mww;
mod qotd;
mod twtw;

use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::casting::{CastError, CastSide, Scenario};
use super::games::{GameError, Participant, ParticipantChoice, ParticipantDice, Worked};
use super::options::RulesContext;
use super::play::attack_parts::{Attack, Dice};
use super::play::family::{Member, Rules as PlayTable};
use super::play::game::Action;
use super::play::{PlayError, PlayOdds};
use super::sheet::{Rules, Sheet};
use super::CampaignError;
use crate::print::cast_sheet::PlayerSheet;
use crate::print::playsheet::Playsheet;
use crate::rules::tables::Table;
use crate::rules::Ruleset;
use crate::store::sides::SideRecord;
use crate::store::Store;

/// What a rule family provides, that code choosing by family calls. Each method names where the
/// family's piece lives; [`family`] gives a ruleset's.
pub trait Family: Sync {
    /// Which family this is.
    fn ruleset(&self) -> Ruleset;

    /// What it prints besides the roster, the playsheet and the alignment test: `(print command,
    /// in words)` ([`family_printables`]).
    fn printables(&self) -> &'static [(&'static str, &'static str)];

    /// An extra's sheet as a cast script writes it (`sides[].extras[]`), the family's defaults filled
    /// in; checked by the caller.
    fn extra_sheet(&self, value: Value) -> Result<Sheet, serde_json::Error>;

    /// The line its roster sheet prints beside a side's name: the side's suit where it has one
    /// (QOTD's), unless the family says more of a side.
    fn roster_side_line(&self, _store: &Store, side: &SideRecord) -> Result<Option<String>, CampaignError> {
        Ok(side.suit.map(|s| format!("{} {}", s.symbol(), s.name())))
    }

    /// What its rules call a game, in the campaign's history ("Recorded the gunfight …").
    fn game_noun(&self) -> &'static str;

    /// Its demo campaign as JSON (`src/campaign/demo*.json`), and the rules its sheets are checked by.
    fn demo(&self) -> (&'static str, Rules);

    /// A campaign's options as its rules read them (its attacks in play, its aftermath): its own
    /// (`src/campaign/options.rs`), the defaults for the rest.
    fn context(&self, store: &Store, campaign_id: i64) -> Result<RulesContext, CampaignError>;

    /// The tables a campaign of this family plays, where its options change them (the fate family's
    /// `rules::fate::campaign_tables`); `None` where they are the registry's.
    fn tables_played(&self, _store: &Store, _campaign_id: i64) -> Result<Option<Vec<Table>>, CampaignError> {
        Ok(None)
    }

    /// Its playsheet (`src/campaign/playsheet.rs`), the reference one or a campaign's.
    fn playsheet(
        &self,
        title: String,
        subtitle: String,
        campaign: Option<(&Store, i64)>,
    ) -> Result<Playsheet, CampaignError>;

    /// A scenario's cast sheets, a part per player (`src/campaign/cast_sheet/<family>.rs`).
    fn cast_sheets(
        &self,
        store: &Store,
        scenario: &Scenario,
        sides: &[&CastSide],
    ) -> Result<Vec<PlayerSheet>, CastError>;

    /// A participant's aftermath dice rolled for him (`src/campaign/games/<family>.rs`, `roll`):
    /// from `rng`, and a wound's location from `locations`. By default none: My Wild West and The
    /// West That Wasn't roll no dice after a game.
    fn aftermath_roll(
        &self,
        p: &Participant,
        sheet: &Sheet,
        _context: &RulesContext,
        _rng: &mut ChaCha8Rng,
        _locations: &mut ChaCha8Rng,
    ) -> Result<ParticipantDice, GameError> {
        if sheet.ruleset() != self.ruleset() {
            return Err(other_family(p));
        }
        Ok(ParticipantDice { character_id: p.character_id, ..Default::default() })
    }

    /// A participant's aftermath worked out from his dice and choice: the entry and the new sheet
    /// (`src/campaign/games/<family>.rs`, `work`).
    fn aftermath_work(
        &self,
        p: &Participant,
        sheet: &Sheet,
        context: &RulesContext,
        dice: Option<&ParticipantDice>,
        choice: Option<(&str, &ParticipantChoice)>,
    ) -> Result<Worked, GameError>;

    /// Its game in play: its table (`src/campaign/play/<family>.rs`: its deck, its fields, what a
    /// hit does) for a scenario's `cast`, with what it reads of the campaign's options.
    fn play_table(&self, store: &Store, scenario: &Scenario, cast: &[Member]) -> Result<Box<dyn PlayTable>, PlayError>;

    /// The exact odds of an attack in play (`src/campaign/play/attack_<family>.rs`, `odds`).
    fn attack_odds(&self, attack: &Attack, context: &RulesContext) -> Result<PlayOdds, PlayError>;

    /// An attack resolved on its dice into what it does to both (`attack_<family>.rs`, `resolve`).
    fn attack_resolve(&self, attack: &Attack, context: &RulesContext, dice: Dice) -> Result<Action, PlayError>;
}

/// The family of a rule set.
pub fn family(ruleset: Ruleset) -> &'static dyn Family {
    match ruleset {
        Ruleset::Qotd => &qotd::Qotd,
        Ruleset::Fate => &fate::Fate,
        Ruleset::Mww => &mww::Mww,
        Ruleset::Twtw => &twtw::Twtw,
    }
}

/// What a family prints besides what every family prints (the roster, the playsheet, and the
/// alignment test for any printer): `(print command, in words)`, as the print center offers them
/// and `posse print --help` lists them. Anything else is refused for it (`wrong_ruleset`), with
/// [`prints_instead`].
pub fn family_printables(ruleset: Ruleset) -> &'static [(&'static str, &'static str)] {
    family(ruleset).printables()
}

/// "My Wild West prints a cast's turn deck (print turn-cards) and a cast's cast sheets (print
/// cast-sheet), and every campaign its roster and playsheet": the sentence a refusal ends with.
pub fn prints_instead(ruleset: Ruleset) -> String {
    let items: Vec<String> =
        family_printables(ruleset).iter().map(|(command, words)| format!("{words} (print {command})")).collect();
    let (last, first) = items.split_last().expect("every family prints something of its own");
    let list = if first.is_empty() { last.clone() } else { format!("{} and {last}", first.join(", ")) };
    format!("{} prints {list}, and every campaign its roster and playsheet", ruleset.title())
}

/// The error of a participant whose sheet is of another family than the game's.
fn other_family(p: &Participant) -> GameError {
    GameError::Dice(format!("{}: a sheet of another rule family", p.name))
}
