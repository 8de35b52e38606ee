//! The print shop: the fate deck, the hit-location chits and the QOTD pack of a campaign or a cast
//! (and an MWW cast's turn deck: [`turn_cards_pdf`]), worded from the rules data and printed
//! through [`crate::print`], and the duplex alignment test.
//!
//! Each printable is asked for with [`PrintSettings`] (perhaps naming a printer profile), resolved
//! by [`crate::print::settings::resolve`]; the PDF is written where asked, and the outcome says how
//! the cards went onto the paper and what did not fit.
//!
//! Decisions where the rule texts are silent:
//! - A fate deck printed from a campaign (or a side) leaves out the dead and those who must miss the
//!   next game, and says so; one printed from a cast has exactly the cast.
//! - Blank character cards: unless a number is asked for, as many as fill the last sheet (none when
//!   it is full), so no card stock is wasted.
//! - Character cards carry tally boxes for this gunfight's wounds and kills, six of each: a man
//!   rarely takes more wounds and live, and three kills in one gunfight already make a Legend.
//! - The QOTD pack is all 52 cards and both jokers, suits in the order hearts, diamonds, clubs,
//!   spades and ranks Ace high; the cards no one holds print plain.

use std::path::Path;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::availability::{availability, AvailabilityStatus};
use super::printers::{self, PrinterError};
use super::printing::fate_weapon_line;
use super::sheet::{campaign_rules, wound_effects, Checked, Rules, Sheet};
use super::templates::template_for;
use super::{get_scenario, summary, CampaignError, CastError, Scenario, Suit};
use crate::dice::Joker;
use crate::error::ErrorCode;
use crate::print::decks::chits::{ChitDoc, ChitsDoc};
use crate::print::decks::fate::{ActionCardDoc, BlankCardDoc, CharacterCardDoc, FateCardDoc, FateDeckDoc};
use crate::print::decks::pack::{Holder, PackCardDoc, PackDoc};
use crate::print::layout::sheet::impose;
use crate::print::settings::{card_label, resolve, trim_number, PrintSettings, Resolved, Stock};
use crate::print::{self, decks, CardJob, PrintError, PrintWarning, PrintedCards, SheetReport};
use crate::rules::fate::card_words::{action_card_words, skill_card_text};
use crate::rules::fate::hits::HitResult;
use crate::rules::fate::{self, CardKind, Class, FateOptions, HitTable, RuleText, HOUSE_TABLE};
use crate::rules::qotd::pack::{jokers, Rank};
use crate::rules::Ruleset;
use crate::store::{characters, sides, Store};

mod turn_cards;

pub use turn_cards::{print_turn_cards, turn_cards_doc, turn_cards_pdf};

#[derive(Debug, thiserror::Error)]
pub enum PrintShopError {
    #[error(transparent)]
    Campaign(#[from] CampaignError),
    #[error(transparent)]
    Cast(#[from] CastError),
    #[error(transparent)]
    Printer(#[from] PrinterError),
    #[error(transparent)]
    Print(#[from] PrintError),
    /// A printable of another family: says whose it is, and what this family prints instead.
    #[error("{what}: {id} is a {thing} of {}; {printable}. {}", .ruleset.title(), super::families::prints_instead(*.ruleset))]
    WrongRuleset { what: &'static str, id: i64, ruleset: Ruleset, thing: &'static str, printable: &'static str },
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
}

impl ErrorCode for PrintShopError {
    fn code(&self) -> &'static str {
        match self {
            PrintShopError::Campaign(e) => e.code(),
            PrintShopError::Cast(e) => e.code(),
            PrintShopError::Printer(e) => e.code(),
            PrintShopError::Print(e) => e.code(),
            PrintShopError::WrongRuleset { .. } => "wrong_ruleset",
            PrintShopError::Io { .. } => "io_error",
        }
    }
}

/// Where a fate deck's characters come from: `{"from": "cast", "cast_id": 2}` or `{"from":
/// "campaign", "campaign_id": 4, "side_id": null}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "from")]
#[ts(export)]
pub enum DeckSource {
    /// A saved scenario's cast.
    Cast {
        #[ts(type = "number")]
        cast_id: i64,
    },
    /// A campaign's roster, or one side's.
    Campaign {
        #[ts(type = "number")]
        campaign_id: i64,
        #[ts(type = "number | null")]
        side_id: Option<i64>,
    },
}

/// What printing wrote, and how.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PrintShopOutcome {
    pub path: String,
    #[ts(type = "number")]
    pub bytes: u64,
    /// "fate deck", "hit-location chits", "pack", "turn deck", "alignment test".
    pub printable: String,
    pub report: SheetReport,
    /// Text that did not fit its box, by card and field.
    pub warnings: Vec<PrintWarning>,
    /// Things to know: who was left out, blank cards added.
    pub notes: Vec<String>,
    /// The settings in words: "Letter, poker 63.5 × 88.9 mm, 3 mm bleed, crop marks, long-edge backs".
    pub settings: String,
    pub printer: Option<String>,
}

impl PrintShopOutcome {
    /// "23 cards on 3 sheets (6 pages), 9 to a sheet".
    pub fn sheets(&self) -> String {
        let r = &self.report;
        let plural = |n: u32, one: &str, many: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {many}") };
        if r.cards == 0 {
            return format!(
                "{} ({}), {} to a sheet",
                plural(r.sheets, "sheet", "sheets"),
                plural(r.pages, "page", "pages"),
                r.per_sheet
            );
        }
        format!(
            "{} on {} ({}), {} to a sheet",
            plural(r.cards, "card", "cards"),
            plural(r.sheets, "sheet", "sheets"),
            plural(r.pages, "page", "pages"),
            r.per_sheet
        )
    }
}

/// A printable laid out and rendered, before it is written anywhere.
pub struct Rendered {
    pub printed: PrintedCards,
    pub resolved: Resolved,
    pub printable: &'static str,
    pub notes: Vec<String>,
}

impl Rendered {
    /// The settings as a sentence: "Letter, poker 63.5 × 88.9 mm, 3 mm bleed, crop marks, long-edge backs".
    pub fn settings_words(&self) -> String {
        settings_words(&self.resolved, self.printable)
    }

    /// Writes the PDF to `path`.
    pub fn write(self, path: &Path) -> Result<PrintShopOutcome, PrintShopError> {
        // Whole or not at all: a full disk never leaves part of a PDF.
        super::write_whole(path, &self.printed.pdf)?;
        Ok(PrintShopOutcome {
            path: path.display().to_string(),
            bytes: self.printed.pdf.len() as u64,
            printable: self.printable.to_string(),
            report: self.printed.report,
            warnings: self.printed.warnings,
            notes: self.notes,
            settings: settings_words(&self.resolved, self.printable),
            printer: self.resolved.printer,
        })
    }
}

/// The settings as a sentence; the alignment test's without cut marks (it draws its outlines).
fn settings_words(r: &Resolved, printable: &str) -> String {
    let s = &r.options.sheet;
    let mut words = vec![r.paper.label(), card_label(&s.card)];
    if s.bleed_mm > 0.0 {
        words.push(format!("{} mm bleed", trim_number(s.bleed_mm)));
    }
    if printable != "alignment test" {
        words.push(
            match s.marks {
                print::layout::sheet::Marks::Crop(_) => "crop marks",
                print::layout::sheet::Marks::CutGuides { .. } => "cut guides",
                print::layout::sheet::Marks::None => "no cut marks",
            }
            .to_string(),
        );
    }
    match &r.options.duplex {
        None => words.push("fronts only".to_string()),
        Some(d) => {
            let edge = match d.edge {
                print::layout::sheet::DuplexEdge::Long => "long-edge backs",
                print::layout::sheet::DuplexEdge::Short => "short-edge backs",
            };
            if d.offset_x_mm == 0.0 && d.offset_y_mm == 0.0 {
                words.push(edge.to_string());
            } else {
                words.push(format!(
                    "{edge} moved {}, {} mm",
                    trim_number(d.offset_x_mm).replace('-', "\u{2212}"),
                    trim_number(d.offset_y_mm).replace('-', "\u{2212}")
                ));
            }
        }
    }
    if (r.options.scale - 1.0).abs() > 1e-6 {
        words.push(format!("scaled {}%", trim_number(r.options.scale * 100.0)));
    }
    words.join(", ")
}

/// Resolves the settings, looking up the printer profile they name.
pub(super) fn resolved(
    store: &Store,
    settings: &PrintSettings,
    stock: Stock,
    printable: &str,
) -> Result<Resolved, PrintShopError> {
    let profile = match &settings.printer {
        Some(name) => Some(printers::profile(store, name)?),
        None => None,
    };
    Ok(resolve(settings, profile.as_ref(), stock, printable)?)
}

pub(super) fn render(
    job: &CardJob,
    resolved: Resolved,
    printable: &'static str,
    mut notes: Vec<String>,
) -> Result<Rendered, PrintShopError> {
    let printed = print::cards_pdf(job, &resolved.options)?;
    notes.extend(turned_hint(&resolved, job.fronts.len()));
    Ok(Rendered { printed, resolved, printable, notes })
}

/// A note when the paper turned the other way would take the cards on fewer sheets.
fn turned_hint(resolved: &Resolved, cards: usize) -> Option<String> {
    let sheet = resolved.options.sheet;
    let turned =
        print::layout::sheet::SheetSpec { paper_w_mm: sheet.paper_h_mm, paper_h_mm: sheet.paper_w_mm, ..sheet };
    let (now, other) = (impose(&sheet).ok()?.per_sheet(), impose(&turned).ok()?.per_sheet());
    if cards.div_ceil(other) >= cards.div_ceil(now) {
        return None;
    }
    // Plain words: the command line's flag and the print center's box are both "landscape".
    let way = if turned.paper_w_mm > turned.paper_h_mm { "landscape" } else { "portrait" };
    Some(format!(
        "Turned {way}, the paper takes {other} cards to a sheet instead of {now}: {} sheets instead of {}",
        cards.div_ceil(other),
        cards.div_ceil(now)
    ))
}

// --- The fate deck ------------------------------------------------------------------------------

/// The fate deck of a cast or a campaign (see the module's decisions), laid out and rendered.
/// `blanks`: blank character cards; `None` fills the last sheet.
pub fn fate_deck_pdf(
    store: &Store,
    source: DeckSource,
    blanks: Option<u32>,
    settings: &PrintSettings,
) -> Result<Rendered, PrintShopError> {
    let resolved = resolved(store, settings, Stock::Cards, "the fate deck")?;
    let (mut doc, mut notes) = fate_deck_doc(store, source)?;
    let per_sheet = impose(&resolved.options.sheet)?.per_sheet();
    let blanks = match blanks {
        Some(n) => n as usize,
        None => (per_sheet - doc.cards.len() % per_sheet) % per_sheet,
    };
    if blanks > 0 {
        notes.push(format!("{blanks} blank character card{} to write in", if blanks == 1 { "" } else { "s" }));
    }
    doc.cards.extend((0..blanks).map(|_| FateCardDoc::Blank(blank_card())));
    let look = template_for(settings.template.as_deref())?;
    let job = decks::fate::job(&doc, &resolved.options.sheet.card, &look);
    render(&job, resolved, "fate deck", notes)
}

/// [`fate_deck_pdf`], written to `path`.
pub fn print_fate_deck(
    store: &Store,
    source: DeckSource,
    blanks: Option<u32>,
    settings: &PrintSettings,
    path: &Path,
) -> Result<PrintShopOutcome, PrintShopError> {
    fate_deck_pdf(store, source, blanks, settings)?.write(path)
}

/// One character of the deck, with his portrait.
struct DeckCharacter {
    character: fate::Character,
    portrait: Option<Arc<Vec<u8>>>,
}

/// The fate deck's words: a card per character (from the cast or the roster), the action cards,
/// the Joker and the Muzzleloader Fire cards; and notes on who was left out.
pub fn fate_deck_doc(store: &Store, source: DeckSource) -> Result<(FateDeckDoc, Vec<String>), PrintShopError> {
    let mut notes = Vec::new();
    let (campaign_id, title) = match source {
        DeckSource::Cast { cast_id: id } => {
            let scenario = get_scenario(store, id)?;
            (scenario.campaign_id, scenario.title)
        }
        DeckSource::Campaign { campaign_id, .. } => (campaign_id, String::new()),
    };
    let campaign = summary(store, campaign_id)?;
    let options = match campaign_rules(store, campaign_id)? {
        Rules::Fate(options) => options,
        other => {
            let (what, id, thing) = match source {
                DeckSource::Cast { cast_id: id } => ("cast", id, "cast"),
                DeckSource::Campaign { campaign_id, .. } => ("campaign", campaign_id, "campaign"),
            };
            return Err(PrintShopError::WrongRuleset {
                what,
                id,
                ruleset: other.ruleset(),
                thing,
                printable: "the fate deck is the fate family's",
            });
        }
    };
    let roster = match source {
        DeckSource::Cast { cast_id: id } => cast_characters(store, &get_scenario(store, id)?, &options)?,
        DeckSource::Campaign { campaign_id, side_id } => {
            roster_characters(store, campaign_id, side_id, &options, &mut notes)?
        }
    };
    let deck = fate::fate_deck(roster.iter().map(|c| &c.character));
    let classes: Vec<Class> =
        Class::ALL.into_iter().filter(|c| !c.is_indian() || options.indian_classes == RuleText::Playsheet).collect();
    let mut cards = Vec::new();
    for card in &deck.cards {
        cards.push(match &card.kind {
            CardKind::Character { index, .. } => FateCardDoc::Character(character_card(&roster[*index])),
            CardKind::Action { card } => {
                let words = action_card_words(*card, &classes);
                FateCardDoc::Action(ActionCardDoc {
                    class: words.class.to_string(),
                    kind: "Action Card".to_string(),
                    tier: card.rank(),
                    taken_by: ("Taken up by".to_string(), words.taken_by.join(", ")),
                    allows: ("Allows".to_string(), words.allows),
                    when_drawn: words.when_drawn.to_string(),
                })
            }
            CardKind::Joker => FateCardDoc::Rule {
                title: card.title.clone(),
                subtitle: String::new(),
                text: card.text.clone(),
                tier: 1,
            },
            CardKind::MuzzleloaderFire { index } => FateCardDoc::Rule {
                title: "Muzzleloader Fire".to_string(),
                subtitle: roster[*index].character.name().to_string(),
                text: card.text.clone(),
                tier: 0,
            },
        });
    }
    let source_words =
        if title.is_empty() { campaign.name.clone() } else { format!("{} — {}", campaign.name, title) };
    let doc = FateDeckDoc {
        title: format!("Fate deck — {source_words}"),
        caption: format!("Fate deck — {source_words}"),
        cards,
        back_title: "FATE".to_string(),
        back_subtitle: "DECK".to_string(),
    };
    Ok((doc, notes))
}

fn cast_characters(
    store: &Store,
    scenario: &Scenario,
    options: &FateOptions,
) -> Result<Vec<DeckCharacter>, PrintShopError> {
    let mut out = Vec::new();
    for member in scenario.members() {
        let Some(Sheet::Fate(sheet)) = &member.sheet else { continue };
        let character = fate::Character::from_sheet(&sheet.clone().upgraded().0, options)
            .map_err(CampaignError::InvalidFateSheet)?;
        let portrait = match member.character_id {
            Some(id) => characters::portrait(store.conn(), id).map_err(CampaignError::Store)?.map(Arc::new),
            None => None,
        };
        out.push(DeckCharacter { character, portrait });
    }
    Ok(out)
}

fn roster_characters(
    store: &Store,
    campaign_id: i64,
    side_id: Option<i64>,
    options: &FateOptions,
    notes: &mut Vec<String>,
) -> Result<Vec<DeckCharacter>, PrintShopError> {
    let records = match side_id {
        Some(id) => {
            let side =
                sides::get(store.conn(), id).map_err(CampaignError::Store)?.filter(|s| s.campaign_id == campaign_id);
            side.ok_or(CampaignError::NotFound { what: "side", id })?;
            characters::of_side(store.conn(), id).map_err(CampaignError::Store)?
        }
        None => characters::of_campaign(store.conn(), campaign_id).map_err(CampaignError::Store)?,
    };
    let standing = availability(store, campaign_id)?;
    let rules = Rules::Fate(*options);
    let mut out = Vec::new();
    let mut left_out = Vec::new();
    for record in &records {
        let a = standing.iter().find(|a| a.character_id == record.id);
        if let Some(a) = a.filter(|a| matches!(a.status, AvailabilityStatus::Dead | AvailabilityStatus::Missing)) {
            let why = if a.status == AvailabilityStatus::Dead { "dead" } else { "misses the next game" };
            left_out.push(format!("{} ({why})", a.name));
            continue;
        }
        if let Checked::Fate(character) = rules.read(record)? {
            let portrait = characters::portrait(store.conn(), record.id).map_err(CampaignError::Store)?.map(Arc::new);
            out.push(DeckCharacter { character, portrait });
        }
    }
    if !left_out.is_empty() {
        notes.push(format!("Left out: {}", left_out.join(", ")));
    }
    Ok(out)
}

const TALLIES: [(&str, u8); 2] = [("Wounds", 6), ("Kills", 6)];

fn character_card(c: &DeckCharacter) -> CharacterCardDoc {
    let ch = &c.character;
    let info = ch.class().info();
    let hand = match ch.hand() {
        fate::Hand::Right => "Right",
        fate::Hand::Left => "Left",
        fate::Hand::Ambidextrous => "Ambidextrous",
    };
    let mut figures = vec![
        ("Nerve".to_string(), format!("{} dice (fast draw the same)", info.nerve_dice)),
        ("Firing".to_string(), format!("{} for the class", fate::signed_dice(info.firing_dice))),
        ("Hand".to_string(), hand.to_string()),
        ("Kills".to_string(), ch.kills().to_string()),
    ];
    if !ch.wounds().is_empty() {
        let mut wounds: Vec<String> = ch.wounds().iter().map(|w| w.label()).collect();
        wounds.extend(wound_effects(ch));
        figures.push(("Wounds".to_string(), wounds.join("; ")));
    }
    let skills = ch
        .skills()
        .into_iter()
        .map(|h| {
            let name = if h.implied_by.is_empty() {
                h.label.clone()
            } else {
                let by: Vec<&str> = h.implied_by.iter().map(|s| s.name()).collect();
                format!("{} (from {})", h.label, by.join(", "))
            };
            (name, skill_card_text(h.skill, h.level))
        })
        .collect();
    let weapons = ch
        .weapons()
        .iter()
        .map(|w| {
            let line = fate_weapon_line(*w);
            (line.name, format!("{} · {}", line.range, line.impact))
        })
        .collect();
    CharacterCardDoc {
        name: ch.name().to_string(),
        class: info.name.to_string(),
        tier: info.rank,
        figures,
        skills,
        weapons,
        tallies: TALLIES.iter().map(|(n, c)| (n.to_string(), *c)).collect(),
        skills_label: "Skills".to_string(),
        weapons_label: "Weapons".to_string(),
        portrait: c.portrait.clone(),
    }
}

fn blank_card() -> BlankCardDoc {
    BlankCardDoc {
        name_label: "Name".to_string(),
        class_label: "Class".to_string(),
        figures: ["Nerve", "Firing", "Hand", "Kills"].into_iter().map(String::from).collect(),
        skills_label: "Skills".to_string(),
        weapons_label: "Weapons".to_string(),
        tallies: TALLIES.iter().map(|(n, c)| (n.to_string(), *c)).collect(),
    }
}

// --- The hit-location chits ---------------------------------------------------------------------

/// The 36 chits of a fate campaign's hit-location table, laid out and rendered.
pub fn chits_pdf(store: &Store, campaign_id: i64, settings: &PrintSettings) -> Result<Rendered, PrintShopError> {
    let resolved = resolved(store, settings, Stock::Chits, "the hit-location chits")?;
    let doc = chits_doc(store, campaign_id)?;
    let look = template_for(settings.template.as_deref())?;
    let job = decks::chits::job(&doc, &resolved.options.sheet.card, &look);
    render(&job, resolved, "hit-location chits", Vec::new())
}

/// [`chits_pdf`], written to `path`.
pub fn print_chits(
    store: &Store,
    campaign_id: i64,
    settings: &PrintSettings,
    path: &Path,
) -> Result<PrintShopOutcome, PrintShopError> {
    chits_pdf(store, campaign_id, settings)?.write(path)
}

/// The chits' words: the campaign's hit-location grid (its option `hit_location`), location roll
/// by effect roll.
pub fn chits_doc(store: &Store, campaign_id: i64) -> Result<ChitsDoc, PrintShopError> {
    let campaign = summary(store, campaign_id)?;
    if campaign.ruleset != Ruleset::Fate {
        return Err(PrintShopError::WrongRuleset {
            what: "campaign",
            id: campaign_id,
            ruleset: campaign.ruleset,
            thing: "campaign",
            printable: "hit-location chits are the fate family's",
        });
    }
    let grid = super::house_tables(store, campaign_id)?.hit_location;
    let label = grid.table.label();
    let chits = grid
        .chits()
        .into_iter()
        .map(|chit| ChitDoc {
            location: chit.location.name().to_string(),
            text: chit.text,
            code: format!("{} \u{b7} {}", chit.location_roll, chit.effect_roll),
            tone: match chit.result {
                HitResult::Graze => 0,
                HitResult::Dead => 3,
                r if r.severity() == Some(fate::hits::Severity::Serious) => 2,
                _ => 1,
            },
        })
        .collect();
    let back_subtitle = match grid.table {
        HitTable::House => HOUSE_TABLE.to_string(),
        HitTable::Trwnn2003 => "TRWNN 2003".to_string(),
    };
    Ok(ChitsDoc {
        title: format!("Hit-location chits — {}", campaign.name),
        caption: format!("Hit-location chits — {label} — {}", campaign.name),
        chits,
        back_title: "HIT".to_string(),
        back_subtitle,
    })
}

// --- The QOTD pack ------------------------------------------------------------------------------

/// The pack of a QOTD cast, laid out and rendered.
pub fn pack_pdf(store: &Store, cast_id: i64, settings: &PrintSettings) -> Result<Rendered, PrintShopError> {
    let resolved = resolved(store, settings, Stock::Cards, "the pack")?;
    let doc = pack_doc(store, cast_id)?;
    let look = template_for(settings.template.as_deref())?;
    let job = decks::pack::job(&doc, &resolved.options.sheet.card, &look);
    render(&job, resolved, "pack", Vec::new())
}

/// [`pack_pdf`], written to `path`.
pub fn print_pack(
    store: &Store,
    cast_id: i64,
    settings: &PrintSettings,
    path: &Path,
) -> Result<PrintShopOutcome, PrintShopError> {
    pack_pdf(store, cast_id, settings)?.write(path)
}

/// The pack's words: every card of the four suits, with who acts on it, and the two jokers.
pub fn pack_doc(store: &Store, cast_id: i64) -> Result<PackDoc, PrintShopError> {
    let scenario = get_scenario(store, cast_id)?;
    if scenario.ruleset != Ruleset::Qotd {
        return Err(PrintShopError::WrongRuleset {
            what: "cast",
            id: cast_id,
            ruleset: scenario.ruleset,
            thing: "cast",
            printable: "a pack of playing cards is QOTD's",
        });
    }
    let campaign = summary(store, scenario.campaign_id)?;
    let mut holders: Vec<(Suit, Rank, Holder)> = Vec::new();
    for side in &scenario.sides {
        let side_words = if side.script.player.trim().is_empty() {
            side.side_name.clone()
        } else {
            format!("{} ({})", side.side_name, side.script.player.trim())
        };
        for member in &side.cast {
            let portrait = match member.character_id {
                Some(id) => characters::portrait(store.conn(), id).map_err(CampaignError::Store)?.map(Arc::new),
                None => None,
            };
            for card in &member.cards {
                let holder = Holder {
                    name: member.name.clone(),
                    kind: member.kind_name.clone(),
                    side: side_words.clone(),
                    portrait: portrait.clone(),
                };
                holders.push((card.suit, card.rank, holder));
            }
        }
    }
    let mut cards = Vec::new();
    for suit in Suit::ALL {
        for rank in Rank::ALL {
            let holder = holders.iter().find(|(s, r, _)| *s == suit && *r == rank).map(|(_, _, h)| h.clone());
            cards.push(PackCardDoc::Suited {
                rank: rank.label().to_string(),
                suit: suit.symbol(),
                red: matches!(suit, Suit::Hearts | Suit::Diamonds),
                holder,
            });
        }
    }
    let pack_jokers = if scenario.jokers.is_empty() { jokers() } else { scenario.jokers.clone() };
    for joker in pack_jokers {
        cards.push(PackCardDoc::Joker {
            title: joker.title,
            effect: format!("{}.", joker.effect.trim_end_matches('.')),
            red: joker.joker == Joker::Red,
        });
    }
    Ok(PackDoc {
        title: format!("Pack — {} — {}", campaign.name, scenario.title),
        caption: format!("Pack — {}", scenario.title),
        cards,
        back_title: "QOTD".to_string(),
        back_subtitle: "QUICK ON THE DRAW".to_string(),
    })
}

// --- The West That Wasn't's action deck --------------------------------------------------------

/// The West That Wasn't's 54-card action deck: the deck of `seed`, or the one Posse ships. Its
/// faces are laid out for poker cards (every section readable at 63.5 × 88.9 mm), so another card
/// size is refused. `store` is needed only to read the printer profile `settings` name.
pub fn action_cards_pdf(
    store: Option<&Store>,
    seed: Option<u64>,
    settings: &PrintSettings,
) -> Result<Rendered, PrintShopError> {
    let printable = "the action deck";
    if settings.card.as_deref().is_some_and(|c| !c.trim().eq_ignore_ascii_case("poker")) {
        return Err(PrintError::NotApplicable {
            field: "card".to_string(),
            printable: printable.to_string(),
            reason: "its cards are laid out for poker size (63.5 × 88.9 mm)".to_string(),
        }
        .into());
    }
    let profile = match (&settings.printer, store) {
        (Some(name), Some(store)) => Some(printers::profile(store, name)?),
        _ => None,
    };
    let resolved = resolve(settings, profile.as_ref(), Stock::Cards, printable)?;
    let deck = crate::rules::twtw::deck::deck(seed);
    let look = template_for(settings.template.as_deref())?;
    let job = print::action_cards::action_deck_job(&deck, &look);
    render(&job, resolved, "action deck", Vec::new())
}

/// [`action_cards_pdf`], written to `path`.
pub fn print_action_cards(
    store: Option<&Store>,
    seed: Option<u64>,
    settings: &PrintSettings,
    path: &Path,
) -> Result<PrintShopOutcome, PrintShopError> {
    action_cards_pdf(store, seed, settings)?.write(path)
}

// --- The alignment test -------------------------------------------------------------------------

/// The duplex alignment test for the cards `settings` ask for, on the printer they name.
pub fn alignment_test_pdf(store: &Store, settings: &PrintSettings) -> Result<Rendered, PrintShopError> {
    if settings.template.is_some() {
        return Err(PrintError::NotApplicable {
            field: "template".to_string(),
            printable: "the alignment test".to_string(),
            reason: "it has no template: its marks are measures, not a look".to_string(),
        }
        .into());
    }
    let resolved = resolved(store, settings, Stock::AlignmentTest, "the alignment test")?;
    let printer = resolved.printer.clone().unwrap_or_else(|| "no printer profile".to_string());
    let printed = print::alignment_pdf(&resolved.options, &printer)?;
    Ok(Rendered { printed, resolved, printable: "alignment test", notes: Vec::new() })
}

/// [`alignment_test_pdf`], written to `path`.
pub fn print_alignment_test(
    store: &Store,
    settings: &PrintSettings,
    path: &Path,
) -> Result<PrintShopOutcome, PrintShopError> {
    alignment_test_pdf(store, settings)?.write(path)
}
