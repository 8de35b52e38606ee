//! Files written whole or not at all (a printed PDF, an exported campaign or template): the bytes go
//! to a temporary file beside the target, which then takes the target's place in one step, so the
//! target is either the file it was or the whole new one — never a part (a full disk, a killed
//! process). How the temporary file takes that place differs by system, behind [`Replace`]:
//!
//! - Linux and macOS ([`RenameOver`]): `rename(2)` replaces the target in one step even while
//!   another program has it open (a PDF viewer keeps showing the old file).
//! - Windows ([`RenameWhenFree`]): a file another program holds open cannot be renamed over — a PDF
//!   viewer showing the last print, or for a moment an antivirus scanner or the search indexer
//!   reading it. The rename is tried again for a short while (the scanner lets go); if the file
//!   stays held, it is left exactly as it was and the error says it is open in another program.
//!   It is never written in place instead: that is what could leave half a file.
//!
//! Both are plain code that runs anywhere, so both are tested here on Linux; only the choice
//! between them ([`write_whole`]) depends on the system.

use std::io;
use std::path::Path;
use std::time::Duration;

use super::CampaignError;

/// How a finished temporary file takes the place of the file a write is for.
pub(crate) trait Replace {
    /// Puts `temp` (complete and closed) in place of `path`. Afterwards `path` is the new file; on
    /// an error it is the file it was (or still absent), and `temp` is the caller's to remove.
    fn replace(&self, temp: &Path, path: &Path) -> io::Result<()>;
}

/// One `rename`: on Unix it replaces the target atomically whether or not the target is open.
pub(crate) struct RenameOver;

impl Replace for RenameOver {
    fn replace(&self, temp: &Path, path: &Path) -> io::Result<()> {
        std::fs::rename(temp, path)
    }
}

/// A `rename` tried again while the target is held open elsewhere (Windows), after each pause of
/// [`RenameWhenFree::pauses`]; `rename` is the system's (a test gives one that refuses).
pub(crate) struct RenameWhenFree<F = fn(&Path, &Path) -> io::Result<()>> {
    pub pauses: &'static [Duration],
    pub rename: F,
}

/// What Windows answers while another program holds a file: ERROR_ACCESS_DENIED (5; also a
/// read-only file), ERROR_SHARING_VIOLATION (32), ERROR_LOCK_VIOLATION (33).
const HELD_ELSEWHERE: [i32; 3] = [5, 32, 33];

/// About 1.5 s in all: longer than a scanner holds a new file, short enough to wait for.
const WINDOWS_PAUSES: [Duration; 5] = [
    Duration::from_millis(50),
    Duration::from_millis(100),
    Duration::from_millis(200),
    Duration::from_millis(400),
    Duration::from_millis(800),
];

impl Default for RenameWhenFree {
    fn default() -> Self {
        RenameWhenFree { pauses: &WINDOWS_PAUSES, rename: |from, to| std::fs::rename(from, to) }
    }
}

impl<F: Fn(&Path, &Path) -> io::Result<()>> Replace for RenameWhenFree<F> {
    fn replace(&self, temp: &Path, path: &Path) -> io::Result<()> {
        let mut pauses = self.pauses.iter();
        loop {
            let err = match (self.rename)(temp, path) {
                Ok(()) => return Ok(()),
                Err(e) if e.raw_os_error().is_some_and(|code| HELD_ELSEWHERE.contains(&code)) => e,
                Err(e) => return Err(e),
            };
            match pauses.next() {
                Some(pause) => std::thread::sleep(*pause),
                None => {
                    return Err(io::Error::new(
                        err.kind(),
                        format!(
                            "is open in another program (or read-only), so it was left as it was: close it there \
                             and save again, or save under another name ({err})"
                        ),
                    ))
                }
            }
        }
    }
}

/// Writes a whole file at `path` with this system's way of replacing a file (see the module).
pub(crate) fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), CampaignError> {
    let windows = RenameWhenFree::default();
    let replace: &dyn Replace = if cfg!(windows) { &windows } else { &RenameOver };
    write_whole_with(replace, path, bytes)
}

/// Writes `bytes` to a temporary file beside `path`, then has `replace` put it in `path`'s place.
/// A folder at `path` is refused, and the temporary file is removed if anything fails.
pub(crate) fn write_whole_with(replace: &dyn Replace, path: &Path, bytes: &[u8]) -> Result<(), CampaignError> {
    let shown = path.display().to_string();
    let io = |source| CampaignError::Io { path: shown.clone(), source };
    if path.is_dir() {
        return Err(io(io::Error::other("is a folder, not a file")));
    }
    let name = path.file_name().ok_or_else(|| io(io::Error::other("not a file name")))?;
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let temp = dir.join(format!(".{}.{}.tmp", name.to_string_lossy(), std::process::id()));
    let written = std::fs::write(&temp, bytes).and_then(|_| replace.replace(&temp, path));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temp);
        return Err(io(e));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    use std::cell::Cell;

    const NO_PAUSES: [Duration; 3] = [Duration::ZERO; 3];

    /// A Windows rename while another program holds the target: refused `refusals` times with
    /// `code`, then done by the real rename. Counts its calls.
    fn held(
        refusals: u32,
        code: i32,
        calls: &Cell<u32>,
    ) -> RenameWhenFree<impl Fn(&Path, &Path) -> io::Result<()> + '_> {
        RenameWhenFree {
            pauses: &NO_PAUSES,
            rename: move |from: &Path, to: &Path| {
                calls.set(calls.get() + 1);
                match calls.get() <= refusals {
                    true => Err(io::Error::from_raw_os_error(code)),
                    false => std::fs::rename(from, to),
                }
            },
        }
    }

    fn files_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> =
            std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    }

    #[test]
    fn both_ways_write_a_new_file_and_replace_an_old_one_whole_leaving_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let calls = Cell::new(0);
        type Write<'a> = &'a dyn Fn(&Path, &[u8]) -> Result<(), CampaignError>;
        let ways: [(&str, Write); 2] = [
            ("rename over", &|p, b| write_whole_with(&RenameOver, p, b)),
            ("rename when free", &|p, b| write_whole_with(&held(0, 32, &calls), p, b)),
        ];
        for (way, write) in ways {
            let path = dir.path().join(format!("{way}.pdf"));
            write(&path, b"first").unwrap();
            assert_eq!(std::fs::read(&path).unwrap(), b"first", "{way}");
            write(&path, b"the second, longer").unwrap();
            assert_eq!(std::fs::read(&path).unwrap(), b"the second, longer", "{way}");
        }
        assert_eq!(files_in(dir.path()), ["rename over.pdf", "rename when free.pdf"]);
        let folder = dir.path().join("folder.pdf");
        std::fs::create_dir(&folder).unwrap();
        for (way, write) in ways {
            let err = write(&folder, b"x").unwrap_err().to_string();
            assert!(err.ends_with("is a folder, not a file"), "{way}: {err}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn renamed_over_on_unix_a_reader_of_the_old_file_keeps_reading_it_whole() {
        use std::io::Read;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deck.pdf");
        std::fs::write(&path, b"old deck").unwrap();
        let mut viewer = std::fs::File::open(&path).unwrap();
        write_whole_with(&RenameOver, &path, b"new deck").unwrap();
        let mut seen = String::new();
        viewer.read_to_string(&mut seen).unwrap();
        assert_eq!((seen.as_str(), std::fs::read(&path).unwrap()), ("old deck", b"new deck".to_vec()));
    }

    #[test]
    fn a_file_held_for_a_moment_is_replaced_once_it_is_free() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deck.pdf");
        std::fs::write(&path, b"old deck").unwrap();
        // A scanner reads the new file: two sharing violations, then the rename goes through.
        let calls = Cell::new(0);
        write_whole_with(&held(2, 32, &calls), &path, b"new deck").unwrap();
        assert_eq!((calls.get(), std::fs::read(&path).unwrap()), (3, b"new deck".to_vec()));
        assert_eq!(files_in(dir.path()), ["deck.pdf"]);
    }

    #[test]
    fn a_file_held_open_elsewhere_is_left_as_it_was_and_the_error_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deck.pdf");
        std::fs::write(&path, b"old deck").unwrap();
        // A PDF viewer has it open: every try is refused (access denied), one more than the pauses.
        let calls = Cell::new(0);
        let err = write_whole_with(&held(u32::MAX, 5, &calls), &path, b"new deck").unwrap_err();
        assert_eq!(calls.get(), NO_PAUSES.len() as u32 + 1);
        let message = err.to_string();
        assert!(message.starts_with(&format!("{}: is open in another program", path.display())), "{message}");
        assert!(message.contains("left as it was"), "{message}");
        assert_eq!(std::fs::read(&path).unwrap(), b"old deck", "the old file, whole");
        assert_eq!(files_in(dir.path()), ["deck.pdf"], "no temporary file left");
    }

    #[test]
    fn any_other_refusal_fails_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deck.pdf");
        let calls = Cell::new(0);
        // ERROR_PATH_NOT_FOUND is not a file held elsewhere: no second try.
        let err = write_whole_with(&held(u32::MAX, 3, &calls), &path, b"new deck").unwrap_err();
        assert_eq!(calls.get(), 1);
        assert!(!err.to_string().contains("another program"), "{err}");
        assert!(files_in(dir.path()).is_empty(), "neither the file nor a temporary one");
    }

    #[test]
    fn this_systems_way_is_the_one_write_whole_uses() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("campaign.json");
        write_whole(&path, b"{}\n").unwrap();
        write_whole(&path, b"{\"a\": 1}\n").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"{\"a\": 1}\n");
        assert_eq!(files_in(dir.path()), ["campaign.json"]);
    }
}
