//! `posse print …`: the roster sheet, and the print shop's decks, chits, pack, turn deck and alignment
//! test.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use super::paper::PaperArg;
use super::{print_json, CliError};
use crate::campaign::print_shop::{self, DeckSource, PrintShopOutcome};
use crate::campaign::{self, RosterOptions};
use crate::print::layout::FontFace;
use crate::print::settings::{parse_offset, ChitShape, DuplexChoice, MarksChoice, PrintSettings};
use crate::store::{Store, StoreError};

/// What each family prints, under `posse print --help` (as `print_center::family_printables` has
/// it: a test keeps the two alike).
pub const PRINT_MENU: &str =
    "What each family prints (any other print is refused for it, saying what it prints instead):
  Quick on the Draw             pack, cast-sheet
  Western Gunfight (fate deck)  fate-deck, chits, cast-sheet
  My Wild West                  turn-cards, cast-sheet
  The West That Wasn't          action-cards, cast-sheet
  Every family                  roster, playsheet; and alignment-test for any printer";

#[cfg(test)]
mod tests {
    use crate::campaign::print_center::family_printables;
    use crate::rules::Ruleset;

    #[test]
    fn the_print_menu_in_help_lists_what_each_family_prints() {
        for ruleset in [Ruleset::Qotd, Ruleset::Fate, Ruleset::Mww, Ruleset::Twtw] {
            let line = super::PRINT_MENU.lines().find(|l| l.trim_start().starts_with(ruleset.title())).unwrap();
            let listed: Vec<&str> = line.trim_start()[ruleset.title().len()..].trim().split(", ").collect();
            let printables: Vec<&str> = family_printables(ruleset).iter().map(|(command, _)| *command).collect();
            assert_eq!(listed, printables, "{line}");
        }
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum DuplexArg {
    /// Backs for a printer that turns the sheet over on its long edge.
    Long,
    /// Backs for a printer that turns the sheet over on its short edge.
    Short,
    /// Fronts only.
    None,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ChitArg {
    Round,
    Square,
}

/// The options every sheet of cards shares, flattened into each print command (and into any
/// printable that comes later). A flag that does not apply to what is printed is refused.
#[derive(Debug, Clone, Args)]
pub struct SheetArgs {
    /// The PDF to write.
    #[arg(short, long, value_name = "FILE.pdf")]
    pub output: PathBuf,
    /// A printer profile (`posse printer list`): its paper, duplex edge, back offset and scale
    /// correction, unless the flags below say otherwise.
    #[arg(long, value_name = "NAME")]
    pub printer: Option<String>,
    /// The paper: a4, letter, or WxH in millimetres (148x210). Default: the printer's, else a4.
    #[arg(long, value_name = "a4|letter|WxH")]
    pub paper: Option<String>,
    /// Turn the paper on its side.
    #[arg(long)]
    pub landscape: bool,
    /// The card size: poker (63.5 × 88.9 mm, the default), bridge, mini, tarot, or WxH in millimetres.
    #[arg(long, value_name = "poker|bridge|mini|tarot|WxH")]
    pub card: Option<String>,
    /// Chits only: round (the default) or square.
    #[arg(long, value_enum)]
    pub chit: Option<ChitArg>,
    /// Chits only: a round chit's diameter or a square one's side, in mm (default 30).
    #[arg(long, value_name = "MM")]
    pub chit_size: Option<f32>,
    /// Art printed past the cut line, 0 to 3 mm (default 0).
    #[arg(long, value_name = "MM")]
    pub bleed: Option<f32>,
    /// Crop marks at every card corner (the default).
    #[arg(long, group = "marks")]
    pub crop_marks: bool,
    /// Every cut line drawn across the sheet, instead of crop marks.
    #[arg(long, group = "marks")]
    pub cut_guides: bool,
    /// No cut marks at all.
    #[arg(long, group = "marks")]
    pub no_marks: bool,
    /// Backs for long- or short-edge duplex, or none (fronts only). Default: the printer's, else long.
    #[arg(long, value_enum)]
    pub duplex: Option<DuplexArg>,
    /// Move every back by X,Y mm (x right, y down), as the alignment test reads it. Default: the
    /// printer's, else 0,0.
    #[arg(long, value_name = "X,Y", allow_hyphen_values = true)]
    pub back_offset: Option<String>,
    /// How long the 100 mm calibration ruler printed, in mm: every page is scaled by 100 / MM.
    /// Default: the printer's, else none.
    #[arg(long, value_name = "MM")]
    pub measured_ruler: Option<f32>,
    /// A template file to print with (`posse print template export NAME -o FILE` writes one to
    /// change); it must be of this printable. Default: the template Posse ships.
    #[arg(long, value_name = "FILE")]
    pub template: Option<PathBuf>,
    /// Print what was written (sheets, warnings) as JSON.
    #[arg(long)]
    pub json: bool,
}

impl SheetArgs {
    /// The flags as print settings; what was not given stays unset.
    pub fn settings(&self) -> Result<PrintSettings, CliError> {
        let marks = if self.crop_marks {
            Some(MarksChoice::CropMarks)
        } else if self.cut_guides {
            Some(MarksChoice::CutGuides)
        } else if self.no_marks {
            Some(MarksChoice::None)
        } else {
            None
        };
        Ok(PrintSettings {
            printer: self.printer.clone(),
            paper: self.paper.clone(),
            landscape: self.landscape,
            card: self.card.clone(),
            chit_shape: self.chit.map(|c| match c {
                ChitArg::Round => ChitShape::Round,
                ChitArg::Square => ChitShape::Square,
            }),
            chit_size_mm: self.chit_size,
            bleed_mm: self.bleed,
            marks,
            duplex: self.duplex.map(duplex_choice),
            back_offset_mm: self
                .back_offset
                .as_deref()
                .map(parse_offset)
                .transpose()
                .map_err(print_shop::PrintShopError::from)?,
            measured_ruler_mm: self.measured_ruler,
            template: self.template.as_ref().map(|p| p.display().to_string()),
        })
    }
}

pub fn duplex_choice(d: DuplexArg) -> DuplexChoice {
    match d {
        DuplexArg::Long => DuplexChoice::Long,
        DuplexArg::Short => DuplexChoice::Short,
        DuplexArg::None => DuplexChoice::None,
    }
}

#[derive(Debug, Subcommand)]
pub enum PrintCommand {
    /// Print a campaign's roster sheet (every side, or one) as a PDF at true paper size, with each
    /// character's standing (dead struck through, resting or playing short marked).
    Roster {
        /// The campaign's id.
        #[arg(long)]
        campaign: i64,
        /// Only this side.
        #[arg(long)]
        side: Option<i64>,
        /// The PDF to write.
        #[arg(short, long, value_name = "FILE.pdf")]
        output: PathBuf,
        /// The paper size.
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperArg,
        /// Leave the dead out instead of printing them struck through.
        #[arg(long)]
        leave_out_dead: bool,
        /// A roster template file (`posse print template export roster -o FILE`).
        #[arg(long, value_name = "FILE")]
        template: Option<PathBuf>,
    },
    /// Print the fate deck of a cast, or of a fate campaign's roster (or one side's): a card per
    /// character, the Citizen, Gunman, Shootist and Legend action cards, the Joker, the Muzzleloader
    /// Fire cards, and blank character cards; with backs.
    FateDeck {
        /// A saved fate scenario's id (`posse cast list`): its cast.
        #[arg(long, conflicts_with_all = ["campaign", "side"], required_unless_present = "campaign")]
        cast: Option<i64>,
        /// A fate campaign's id: its roster, less the dead and those who miss the next game.
        #[arg(long)]
        campaign: Option<i64>,
        /// With --campaign: only this side.
        #[arg(long, requires = "campaign")]
        side: Option<i64>,
        /// Blank character cards to add. Default: as many as fill the last sheet.
        #[arg(long, value_name = "N")]
        blanks: Option<u32>,
        #[command(flatten)]
        sheet: SheetArgs,
    },
    /// Print the 36 hit-location chits of a fate campaign's hit-location table (its option
    /// `hit_location`: the TRWNN chart, or the house table), round or square, with backs.
    Chits {
        /// A fate campaign's id.
        #[arg(long)]
        campaign: i64,
        #[command(flatten)]
        sheet: SheetArgs,
    },
    /// Print the pack of a QOTD cast: the 52 cards and two jokers, each card dealt to someone
    /// showing who acts on it; with backs.
    Pack {
        /// A saved QOTD scenario's id (`posse cast list`).
        #[arg(long)]
        cast: i64,
        #[command(flatten)]
        sheet: SheetArgs,
    },
    /// Print the turn deck of a My Wild West cast: a card for each gang (its APs a turn, the
    /// figures cast) and the civilians' card; with backs.
    #[command(name = "turn-cards")]
    TurnCards {
        /// A saved MWW scenario's id (`posse cast list`).
        #[arg(long)]
        cast: i64,
        #[command(flatten)]
        sheet: SheetArgs,
    },
    /// Print the duplex alignment test: a front with crosshairs and scales, a back with pointers.
    /// Held to the light, the back's lines read the printer's back offset off the front's scales.
    AlignmentTest {
        #[command(flatten)]
        sheet: SheetArgs,
    },
    /// Print The West That Wasn't's 54-card action deck on poker cards: every front, then its
    /// sheet of backs. Needs no campaign (a printer profile is read from the database).
    #[command(name = "action-cards")]
    ActionCards {
        /// The deck of this seed (`posse deck twtw --seed N`); default: the deck Posse ships.
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        sheet: SheetArgs,
    },
    #[command(flatten)]
    Sheets(super::print_sheets::SheetCommand),
    /// List the templates Posse ships: one per printable, and the print commands that use it.
    Templates {
        #[arg(long)]
        json: bool,
    },
    /// A shipped template: `export NAME -o FILE` writes a copy to change and print with
    /// (`--template FILE`).
    #[command(subcommand)]
    Template(TemplateCommand),
}

#[derive(Debug, Subcommand)]
pub enum TemplateCommand {
    /// Write a copy of the shipped template NAME (`posse print templates`) to FILE.
    Export {
        /// roster, booklet, fate-deck, chits, pack or action-cards.
        name: String,
        /// The TOML file to write.
        #[arg(short, long, value_name = "FILE.toml")]
        output: PathBuf,
    },
}

impl PrintCommand {
    pub fn json(&self) -> bool {
        match self {
            PrintCommand::Roster { .. } | PrintCommand::Sheets(_) | PrintCommand::Template(_) => false,
            PrintCommand::Templates { json } => *json,
            PrintCommand::FateDeck { sheet, .. }
            | PrintCommand::Chits { sheet, .. }
            | PrintCommand::Pack { sheet, .. }
            | PrintCommand::TurnCards { sheet, .. }
            | PrintCommand::AlignmentTest { sheet }
            | PrintCommand::ActionCards { sheet, .. } => sheet.json,
        }
    }
}

/// `open_store` opens (and creates) the database: only what reads a campaign or a printer profile
/// needs it (a playsheet and the action deck without `--printer` do not).
pub fn run(open_store: impl Fn() -> Result<Store, StoreError>, command: PrintCommand) -> Result<(), CliError> {
    let faces: &'static [FontFace] = match &command {
        PrintCommand::ActionCards { .. } => &crate::print::action_cards::FACES,
        _ => &FontFace::ALL,
    };
    crate::print::pdf::prepare_fonts(faces);
    let (outcome, json) = match command {
        PrintCommand::Sheets(c) => return super::print_sheets::run(open_store, c),
        PrintCommand::Templates { json } => {
            let templates = crate::print::template::list();
            if json {
                print_json(&templates);
            } else {
                for t in templates {
                    println!("{:<13} {} ({})", t.name, t.description, t.used_by.join(", "));
                }
            }
            return Ok(());
        }
        PrintCommand::Template(TemplateCommand::Export { name, output }) => {
            let kind = crate::campaign::templates::export_template(&name, &output)?;
            eprintln!(
                "Wrote {}: the {name} template ({}); print with it: --template {}",
                output.display(),
                kind.what(),
                output.display()
            );
            return Ok(());
        }
        PrintCommand::ActionCards { seed, sheet } => {
            let settings = sheet.settings()?;
            let store = if settings.printer.is_some() { Some(open_store()?) } else { None };
            (print_shop::print_action_cards(store.as_ref(), seed, &settings, &sheet.output)?, sheet.json)
        }
        PrintCommand::Roster { campaign: campaign_id, side, output, paper, leave_out_dead, template } => {
            let options = RosterOptions { side_id: side, leave_out_dead };
            let template = template.map(|p| p.display().to_string());
            let outcome = campaign::print_roster(
                &open_store()?,
                campaign_id,
                &options,
                paper.into(),
                template.as_deref(),
                &output,
            )?;
            let pages = if outcome.pages == 1 { "1 page".to_string() } else { format!("{} pages", outcome.pages) };
            eprintln!("Wrote {} ({pages}, {} bytes)", outcome.path, outcome.bytes);
            return Ok(());
        }
        PrintCommand::FateDeck { cast, campaign, side, blanks, sheet } => {
            let source = match (cast, campaign) {
                (Some(id), _) => DeckSource::Cast { cast_id: id },
                (None, Some(campaign_id)) => DeckSource::Campaign { campaign_id, side_id: side },
                // clap requires one of them.
                (None, None) => unreachable!("--cast or --campaign"),
            };
            let settings = sheet.settings()?;
            (print_shop::print_fate_deck(&open_store()?, source, blanks, &settings, &sheet.output)?, sheet.json)
        }
        PrintCommand::Chits { campaign, sheet } => {
            (print_shop::print_chits(&open_store()?, campaign, &sheet.settings()?, &sheet.output)?, sheet.json)
        }
        PrintCommand::Pack { cast, sheet } => {
            (print_shop::print_pack(&open_store()?, cast, &sheet.settings()?, &sheet.output)?, sheet.json)
        }
        PrintCommand::TurnCards { cast, sheet } => {
            (print_shop::print_turn_cards(&open_store()?, cast, &sheet.settings()?, &sheet.output)?, sheet.json)
        }
        PrintCommand::AlignmentTest { sheet } => {
            (print_shop::print_alignment_test(&open_store()?, &sheet.settings()?, &sheet.output)?, sheet.json)
        }
    };
    report(&outcome, json);
    Ok(())
}

/// What was written: the sheets, the settings, the notes; every warning on standard error.
fn report(outcome: &PrintShopOutcome, json: bool) {
    if json {
        print_json(outcome);
        return;
    }
    println!("Wrote {}: {}, {}", outcome.path, outcome.printable, outcome.sheets());
    let printer = outcome.printer.as_deref().map(|p| format!(" (printer \"{p}\")")).unwrap_or_default();
    println!("  {}{printer}", outcome.settings);
    for note in &outcome.notes {
        println!("  {note}");
    }
    for warning in &outcome.warnings {
        eprintln!("warning: {warning}");
    }
}
