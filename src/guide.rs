//! The guide (`docs/`, an mdBook) as the desktop app opens it: Help and F1 open the built page for
//! the screen in view. The app ships the built book in its resources (`guide/`); a development build
//! reads `target/book/` (`make docs`). Only the pages listed here can be asked for, so the page cannot
//! open any other file through this.

use std::path::{Path, PathBuf};

use crate::error::ErrorCode;

/// The guide's pages the app opens, as their paths under `docs/src` without `.md`
/// (`tests/posse/docs.rs` checks each is a page of the book).
pub const PAGES: &[&str] = &[
    "introduction",
    "getting-started",
    "campaign",
    "casting",
    "games",
    "playing",
    "printing",
    "odds",
    "rules/qotd",
    "rules/fate",
    "rules/mww",
    "rules/twtw",
];

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum GuideError {
    #[error("page: {0:?} is not a page of the guide")]
    UnknownPage(String),
    #[error("the guide is not in this build of Posse (looked in {0}): `make docs` builds it into target/book/")]
    NotBuilt(String),
}

impl ErrorCode for GuideError {
    fn code(&self) -> &'static str {
        match self {
            GuideError::UnknownPage(_) => "unknown_page",
            GuideError::NotBuilt(_) => "guide_missing",
        }
    }
}

/// The built HTML file of `page` in the first of `folders` that holds the built guide.
pub fn page_file(page: &str, folders: &[PathBuf]) -> Result<PathBuf, GuideError> {
    if !PAGES.contains(&page) {
        return Err(GuideError::UnknownPage(page.to_string()));
    }
    let html: PathBuf = page.split('/').collect::<PathBuf>().with_extension("html");
    folders.iter().map(|folder| folder.join(&html)).find(|file| file.is_file()).ok_or_else(|| {
        GuideError::NotBuilt(folders.iter().map(|f| f.display().to_string()).collect::<Vec<_>>().join(", "))
    })
}

/// Where a development build finds the guide `make docs` built: `target/book/`, beside the folder of
/// the executable (`target/debug/posse-desktop`).
pub fn development_folder(executable: &Path) -> Option<PathBuf> {
    Some(executable.parent()?.parent()?.join("book"))
}
