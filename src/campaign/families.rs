//! What each rule family provides, in one place a fifth family starts from.

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
