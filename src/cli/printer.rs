//! `posse printer …`: printer profiles, kept by name and chosen with `--printer NAME` on every print.

use clap::Subcommand;

use super::print::{duplex_choice, DuplexArg};
use super::{now, print_json, print_list, CliError};
use crate::campaign::printers::{self, PrinterEdit, PrinterView};
use crate::print::settings::{parse_offset, trim_number, PrinterProfile};
use crate::print::PrintError;
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum PrinterCommand {
    /// Add a printer profile: print `posse print alignment-test`, read the back offset off it and
    /// measure its 100 mm ruler, then keep them here.
    Add {
        /// The profile's name (any case; unique).
        name: String,
        /// The paper it is loaded with: a4 (default), letter, or WxH in millimetres.
        #[arg(long, value_name = "a4|letter|WxH")]
        paper: Option<String>,
        /// The edge it turns a duplex sheet over on (default long), or none for a printer that
        /// prints one side only.
        #[arg(long, value_enum)]
        duplex: Option<DuplexArg>,
        /// Where its backs must move to land on the fronts, X,Y in mm, as the alignment test reads.
        #[arg(long, value_name = "X,Y", allow_hyphen_values = true)]
        back_offset: Option<String>,
        /// How long it prints the 100 mm ruler, in mm (the scale correction is 100 / MM).
        #[arg(long, value_name = "MM")]
        measured_ruler: Option<f32>,
        #[arg(long)]
        json: bool,
    },
    /// Every printer profile.
    List {
        #[arg(long)]
        json: bool,
    },
    /// One printer profile.
    Show {
        name: String,
        #[arg(long)]
        json: bool,
    },
    /// Change a printer profile: only what is given changes.
    Edit {
        name: String,
        /// A new name.
        #[arg(long = "name", value_name = "NEW")]
        rename: Option<String>,
        #[arg(long, value_name = "a4|letter|WxH")]
        paper: Option<String>,
        #[arg(long, value_enum)]
        duplex: Option<DuplexArg>,
        #[arg(long, value_name = "X,Y", allow_hyphen_values = true)]
        back_offset: Option<String>,
        #[arg(long, value_name = "MM")]
        measured_ruler: Option<f32>,
        #[arg(long)]
        json: bool,
    },
    /// Remove a printer profile.
    Remove { name: String },
}

impl PrinterCommand {
    pub fn json(&self) -> bool {
        match self {
            PrinterCommand::Add { json, .. }
            | PrinterCommand::List { json }
            | PrinterCommand::Show { json, .. }
            | PrinterCommand::Edit { json, .. } => *json,
            PrinterCommand::Remove { .. } => false,
        }
    }
}

fn offset(text: Option<&str>) -> Result<Option<(f32, f32)>, PrintError> {
    text.map(parse_offset).transpose()
}

pub fn run(store: &mut Store, command: PrinterCommand) -> Result<(), CliError> {
    match command {
        PrinterCommand::Add { name, paper, duplex, back_offset, measured_ruler, json } => {
            let mut profile = PrinterProfile::new(&name);
            if let Some(paper) = paper {
                profile.paper = paper;
            }
            if let Some(d) = duplex {
                profile.duplex = duplex_choice(d);
            }
            if let Some((x, y)) = offset(back_offset.as_deref()).map_err(printers::PrinterError::from)? {
                (profile.back_offset_x_mm, profile.back_offset_y_mm) = (x, y);
            }
            if let Some(mm) = measured_ruler {
                profile.measured_ruler_mm = mm;
            }
            let view = printers::add_printer(store, profile, now())?;
            show(&view, json);
        }
        PrinterCommand::List { json } => {
            let list = printers::list_printers(store)?;
            print_list(&list, json, "No printer profiles yet: posse printer add NAME", line);
        }
        PrinterCommand::Show { name, json } => show(&printers::printer(store, &name)?, json),
        PrinterCommand::Edit { name, rename, paper, duplex, back_offset, measured_ruler, json } => {
            let edit = PrinterEdit {
                name: rename,
                paper,
                duplex: duplex.map(duplex_choice),
                back_offset_mm: offset(back_offset.as_deref()).map_err(printers::PrinterError::from)?,
                measured_ruler_mm: measured_ruler,
            };
            show(&printers::edit_printer(store, &name, edit, now())?, json);
        }
        PrinterCommand::Remove { name } => {
            printers::remove_printer(store, &name)?;
            eprintln!("Removed the printer profile \"{}\"", name.trim());
        }
    }
    Ok(())
}

/// "Office laser: letter, short-edge duplex, backs moved 0.8, −1.2 mm, ruler 99.2 mm (scale 100.81%)".
fn line(v: &PrinterView) -> String {
    let p = &v.profile;
    let duplex = match p.duplex {
        crate::print::settings::DuplexChoice::None => "fronts only".to_string(),
        d => format!("{}-edge duplex", d.id()),
    };
    let signed = |v: f32| trim_number(v).replace('-', "\u{2212}");
    format!(
        "{}: {}, {duplex}, backs moved {}, {} mm, ruler {} mm (scale {}%)",
        p.name,
        p.paper,
        signed(p.back_offset_x_mm),
        signed(p.back_offset_y_mm),
        trim_number(p.measured_ruler_mm),
        trim_number(v.scale * 100.0)
    )
}

fn show(view: &PrinterView, json: bool) {
    if json {
        print_json(view);
    } else {
        println!("{}", line(view));
    }
}
