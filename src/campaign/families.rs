//! What each rule family provides, in one place a fifth family starts from.
//!
//! A family (a [`Ruleset`]) is a rule set Posse keeps campaigns for. Adding one means giving each
//! of these, in the place named (the four families do it the same way; follow `mww`):
//!
//! | what | where |
//! | --- | --- |
//! | its name, id and title | a [`Ruleset`] variant (`src/rules/mod.rs`) |
//! | its rules: sheet as typed, its checks, the checked character, tables, odds | `src/rules/<family>/` (pure: no IO), its tables listed in `rules::FAMILY_TABLES` |
//! | its campaign options | `src/rules/<family>/options.rs`, a `RuleOptions` variant (`src/campaign/options.rs`), a `Rules` variant (`src/campaign/sheet.rs`) |
//! | its roster sheet | `Sheet`, `Checked` and `Derived` variants (`src/campaign/sheet.rs`) |
//! | its editor's choices | a catalog (`src/campaign/{fate,mww,twtw}.rs`, `rules::qotd::catalog`) |
//! | its demo campaign | `src/campaign/demo.rs` |
//! | how a game's participant is checked | `src/campaign/games/record.rs` (MWW and TWTW have their own checks in `games/{mww,twtw}.rs`) |
//! | its aftermath | `src/campaign/games/<family>.rs` (`roll`, `work`), dispatched by `games/aftermath.rs`, written in the words of `games/entry.rs` |
//! | its cast list | `src/campaign/casting/script.rs` |
//! | its game in play | `src/campaign/play/<family>.rs`, its attacks `play/attack_<family>.rs` |
//! | what it prints | [`family_printables`] (and the print shop's deck: `print_shop.rs`), its playsheet (`src/campaign/playsheet.rs`), its cast sheet (`src/campaign/cast_sheet/`) |
//! | its odds on the command line | `src/cli/odds.rs` (QOTD), `cli/odds_fate/`, `cli/odds_mww/`, `cli/twtw/` |
//! | its desktop editor | `ui/src/components/` (`CharacterEditor`, `FateCharacterEditor`, `MwwFigureEditor`, `TwtwHeroEditor`) |
//!
//! The sites that still choose by family with a `match` on the ruleset are listed by
//! `grep -rn "Ruleset::\|Rules::" src/campaign src/cli src/print`; the compiler finds every one a
//! new variant must answer.

use crate::rules::Ruleset;

/// What a family prints besides what every family prints (the roster, the playsheet, and the
/// alignment test for any printer): `(print command, in words)`, as the print center offers them
/// and `posse print --help` lists them. Anything else is refused for it (`wrong_ruleset`), with
/// [`prints_instead`].
pub fn family_printables(ruleset: Ruleset) -> &'static [(&'static str, &'static str)] {
    match ruleset {
        Ruleset::Qotd => &[("pack", "a cast's pack of cards"), ("cast-sheet", "a cast's cast sheets")],
        Ruleset::Fate => &[
            ("fate-deck", "the fate deck of a cast or of the roster"),
            ("chits", "the campaign's hit-location chits"),
            ("cast-sheet", "a cast's cast sheets"),
        ],
        Ruleset::Mww => &[("turn-cards", "a cast's turn deck"), ("cast-sheet", "a cast's cast sheets")],
        Ruleset::Twtw => &[("action-cards", "the action deck"), ("cast-sheet", "a cast's cast sheets")],
    }
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
