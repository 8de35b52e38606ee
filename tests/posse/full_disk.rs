//! A full disk (issue 16, section 2): each write of the crash tests, and the commands that write
//! files (export, print, backup), run on a small filesystem filled to the edge and then given back
//! a few pages at a time — from none (the database cannot even be opened) to enough — so that the
//! disk runs out at every stage of the write. At every level the command either succeeds whole or
//! is refused with `error[disk_full]` naming the file it could not write, the database file
//! byte-identical to what it was, and no part of an output file left behind.
//!
//! The filesystem: a tmpfs of its own, mounted in a private mount namespace (`unshare --mount`, as
//! root; `unshare --user --map-root-user --mount` otherwise), so nothing outside the test sees it.
//! Where that is refused, the fallback is a file-size limit (`RLIMIT_FSIZE`, set in the child
//! before exec, SIGXFSZ ignored): writes past the limit fail with EFBIG, which Posse reports as
//! `database_write_failed` ("File too large"). `POSSE_FULL_DISK=rlimit` picks the fallback.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::crash::Operation;
use super::dump;

/// How the disk is made full.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Mechanism {
    /// A tmpfs in a private mount namespace, filled with a file and then given back `free` pages.
    Tmpfs,
    /// `RLIMIT_FSIZE` of `free` pages on the process.
    FileSizeLimit,
}

const PAGE: u64 = 4096;

/// Free pages given back, from none upwards; the sweep stops two levels after the first success.
const LEVELS: [u64; 34] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 20, 24, 28, 32, 40, 48, 64, 80, 96, 128, 160, 192, 256,
    384, 512, 768, 1024,
];

fn unshare_args() -> Vec<&'static str> {
    // SAFETY: geteuid only reads the process's effective user id.
    let root = unsafe { libc::geteuid() } == 0;
    let mut args = vec!["--mount", "--propagation", "private"];
    if !root {
        args.splice(0..0, ["--user", "--map-root-user"]);
    }
    args
}

/// Which mechanism this machine allows (a tmpfs is tried first).
fn mechanism() -> Mechanism {
    if std::env::var("POSSE_FULL_DISK").as_deref() == Ok("rlimit") {
        return Mechanism::FileSizeLimit;
    }
    let dir = tempfile::tempdir().unwrap();
    let mounted = Command::new("unshare")
        .args(unshare_args())
        .args(["sh", "-c", "mount -t tmpfs -o size=64k posse-probe \"$0\"", dir.path().to_str().unwrap()])
        .output();
    match mounted {
        Ok(out) if out.status.success() => Mechanism::Tmpfs,
        other => {
            let why = match other {
                Ok(out) => String::from_utf8_lossy(&out.stderr).trim().to_string(),
                Err(e) => format!("unshare: {e}"),
            };
            let _ = writeln!(
                std::io::stderr(),
                "full disk: a private tmpfs cannot be mounted here ({why}); using RLIMIT_FSIZE instead"
            );
            Mechanism::FileSizeLimit
        }
    }
}

/// What one run on the full disk left: its exit status and standard error, and a copy of every
/// file that was on the disk (the database, what SQLite left beside it, the outputs; not the filler).
struct Run {
    success: bool,
    stderr: String,
    /// Where the disk's files were, as the command saw them.
    disk: PathBuf,
    /// The copy of the disk's files.
    left: PathBuf,
    _dir: tempfile::TempDir,
}

impl Run {
    fn database(&self) -> PathBuf {
        self.left.join("posse.sqlite")
    }
}

/// Runs `posse --db DISK/posse.sqlite ARGS` with the database `before` on a disk with `free` pages
/// left. `args` gets the disk's folder, for outputs written there.
fn run_full(mechanism: Mechanism, before: &Path, free: u64, args: &dyn Fn(&Path) -> Vec<String>) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let (disk, left) = (dir.path().join("disk"), dir.path().join("left"));
    std::fs::create_dir_all(&disk).unwrap();
    std::fs::create_dir_all(&left).unwrap();
    let db = disk.join("posse.sqlite");
    let posse = env!("CARGO_BIN_EXE_posse");
    let (success, stderr) = match mechanism {
        Mechanism::Tmpfs => {
            // Room for the database, and a few megabytes the filler takes and gives back.
            let size = (std::fs::metadata(before).unwrap().len() / PAGE + 2048) * PAGE;
            let script = r#"set -e
disk=$1; before=$2; left=$3; free=$4; size=$5; shift 5
mount -t tmpfs -o "size=$size" posse-full "$disk"
cp "$before" "$disk/posse.sqlite"
dd if=/dev/zero of="$disk/filler" bs=4096 2>/dev/null || true
truncate -s "-$((free * 4096))" "$disk/filler"
set +e
"$@" >"$left/.stdout" 2>"$left/.stderr"
echo $? >"$left/.status"
rm -f "$disk/filler"
cp -a "$disk/." "$left/"
"#;
            let out = Command::new("unshare")
                .args(unshare_args())
                .args(["sh", "-c", script, "sh"])
                .arg(&disk)
                .arg(before)
                .arg(&left)
                .arg(free.to_string())
                .arg(size.to_string())
                .arg(posse)
                .arg("--db")
                .arg(&db)
                .args(args(&disk))
                .env_remove("POSSE_DB")
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "the full disk could not be set up: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let status = std::fs::read_to_string(left.join(".status")).unwrap();
            let stderr = std::fs::read_to_string(left.join(".stderr")).unwrap();
            for file in [".status", ".stderr", ".stdout"] {
                std::fs::remove_file(left.join(file)).unwrap();
            }
            (status.trim() == "0", stderr)
        }
        Mechanism::FileSizeLimit => {
            std::fs::copy(before, &db).unwrap();
            let limit = free * PAGE;
            let mut command = Command::new(posse);
            command.arg("--db").arg(&db).args(args(&disk)).env_remove("POSSE_DB");
            // SAFETY: signal and setrlimit are async-signal-safe; the closure allocates nothing.
            unsafe {
                std::os::unix::process::CommandExt::pre_exec(&mut command, move || {
                    libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
                    let rlimit = libc::rlimit { rlim_cur: limit, rlim_max: limit };
                    if libc::setrlimit(libc::RLIMIT_FSIZE, &rlimit) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                    Ok(())
                });
            }
            let out = command.output().unwrap();
            for entry in std::fs::read_dir(&disk).unwrap() {
                let entry = entry.unwrap();
                std::fs::copy(entry.path(), left.join(entry.file_name())).unwrap();
            }
            (out.status.success(), String::from_utf8_lossy(&out.stderr).to_string())
        }
    };
    Run { success, stderr, disk, left, _dir: dir }
}

/// How a sweep went.
#[derive(Debug, Default)]
struct Sweep {
    refused: usize,
    whole: usize,
    levels: Vec<u64>,
}

impl Sweep {
    fn report(&self, mechanism: Mechanism, what: &str) {
        let _ = writeln!(
            std::io::stderr(),
            "full disk ({mechanism:?}): {what}: {} levels of free space ({:?} pages): refused {}, whole {}, half 0",
            self.levels.len(),
            self.levels,
            self.refused,
            self.whole
        );
    }
}

/// The refusal must be `error[disk_full]` (or, under a file-size limit, `database_write_failed`)
/// and name one of `files`.
fn assert_refused_clearly(mechanism: Mechanism, what: &str, stderr: &str, files: &[PathBuf]) {
    let codes: &[&str] = match mechanism {
        Mechanism::Tmpfs => &["error[disk_full]: "],
        Mechanism::FileSizeLimit => &["error[disk_full]: ", "error[database_write_failed]: ", "error[io_error]: "],
    };
    assert!(codes.iter().any(|c| stderr.starts_with(c)), "{what}: refused unclearly: {stderr}");
    assert!(
        files.iter().any(|f| stderr.contains(&f.display().to_string())),
        "{what}: the error names none of {files:?}: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
}

fn sweep_write(mechanism: Mechanism, write: Operation) {
    let (db, args) = write.prepare();
    let before_bytes = std::fs::read(&db.path).unwrap();
    let before = dump::checked(&db.path, "before");
    let mut sweep = Sweep::default();
    let mut after = None;
    for free in LEVELS {
        let run = run_full(mechanism, &db.path, free, &|_| args.clone());
        let what = format!("{} with {free} pages free", write.name());
        sweep.levels.push(free);
        if run.success {
            let state = dump::checked(&run.database(), &what);
            assert_ne!(state, before, "{what}: succeeded and changed nothing");
            if let Some(first) = &after {
                assert_eq!(&state, first, "{what}: a different after state");
            }
            after = Some(state);
            sweep.whole += 1;
            if sweep.whole == 2 {
                break;
            }
        } else {
            assert!(after.is_none(), "{what}: refused after it succeeded with less room");
            let names = [run.disk.join("posse.sqlite")];
            assert_refused_clearly(mechanism, &what, &run.stderr, &names);
            assert!(std::fs::read(run.database()).unwrap() == before_bytes, "{what}: the database file changed");
            assert_eq!(dump::checked(&run.database(), &what), before, "{what}: the database reads differently");
            sweep.refused += 1;
        }
    }
    sweep.report(mechanism, write.name());
    assert!(sweep.refused > 0 && sweep.whole > 0, "{}: {sweep:?}", write.name());
}

#[test]
fn every_write_on_a_full_disk_is_refused_clearly_or_made_whole() {
    let mechanism = mechanism();
    for write in Operation::ALL {
        sweep_write(mechanism, write);
    }
}

/// A file a command writes on the full disk: the whole file, or none of it (no part, no temporary).
fn sweep_output(mechanism: Mechanism, name: &str, file: &str, args: &dyn Fn(&Path) -> Vec<String>) {
    let db = super::support::Db::new();
    db.ok(&["demo"]);
    let before_bytes = std::fs::read(&db.path).unwrap();
    let mut sweep = Sweep::default();
    for free in LEVELS {
        let run = run_full(mechanism, &db.path, free, args);
        let what = format!("{name} with {free} pages free");
        sweep.levels.push(free);
        let out = run.left.join(file);
        let others: Vec<String> = std::fs::read_dir(&run.left)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .filter(|n| !n.starts_with("posse.sqlite") && n != file)
            .collect();
        assert!(others.is_empty(), "{what}: left {others:?} behind");
        assert!(std::fs::read(run.database()).unwrap() == before_bytes, "{what}: the database file changed");
        if run.success {
            let bytes = std::fs::read(&out).unwrap_or_else(|e| panic!("{what}: succeeded without {file}: {e}"));
            match file.rsplit('.').next() {
                Some("json") => drop(serde_json::from_slice::<serde_json::Value>(&bytes).unwrap()),
                Some("pdf") => assert!(bytes.trim_ascii_end().ends_with(b"%%EOF"), "{what}: a cut PDF"),
                _ => assert_eq!(dump::integrity_problems(&dump::open_raw(&out)), Vec::<String>::new()),
            }
            sweep.whole += 1;
            if sweep.whole == 2 {
                break;
            }
        } else {
            assert!(!out.exists(), "{what}: refused, but left part of {file}");
            assert_refused_clearly(
                mechanism,
                &what,
                &run.stderr,
                &[run.disk.join(file), run.disk.join("posse.sqlite")],
            );
            sweep.refused += 1;
        }
    }
    sweep.report(mechanism, name);
    assert!(sweep.refused > 0 && sweep.whole > 0, "{name}: {sweep:?}");
}

#[test]
fn a_file_written_on_a_full_disk_is_whole_or_not_there() {
    let mechanism = mechanism();
    let out = |disk: &Path, file: &str| disk.join(file).to_str().unwrap().to_string();
    sweep_output(mechanism, "export a campaign", "dry-gulch.json", &|d| {
        vec!["campaign".into(), "export".into(), "1".into(), "-o".into(), out(d, "dry-gulch.json")]
    });
    sweep_output(mechanism, "print a roster", "roster.pdf", &|d| {
        vec!["print".into(), "roster".into(), "--campaign".into(), "1".into(), "-o".into(), out(d, "roster.pdf")]
    });
    sweep_output(mechanism, "back up", "backup.sqlite", &|d| {
        vec!["backup".into(), "-o".into(), out(d, "backup.sqlite")]
    });
}
