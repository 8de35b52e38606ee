//! The `--paper` flag every print command takes (`posse print …`, `posse print sheets …`).

use clap::ValueEnum;

use crate::print::Paper;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum PaperArg {
    /// 210 × 297 mm.
    A4,
    /// 8.5 × 11 in.
    Letter,
}

impl From<PaperArg> for Paper {
    fn from(p: PaperArg) -> Paper {
        match p {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        }
    }
}
