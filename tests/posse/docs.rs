//! The guide (`docs/`, an mdBook) and the README: every internal link and picture resolves, every
//! page is in the book's table of contents, the command line reference is what the program says, and
//! every console example of the guide runs, as rustdoc runs doc examples.
//!
//! `UPDATE_DOCS=1 cargo test --test posse docs` writes `docs/src/reference/cli.md` afresh.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

const MAX_PICTURE_BYTES: u64 = 150 * 1024;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn book() -> PathBuf {
    root().join("docs/src")
}

/// Every Markdown page of the book, by its path under docs/src ("rules/qotd.md").
fn pages() -> BTreeMap<String, String> {
    fn walk(dir: &Path, base: &Path, out: &mut BTreeMap<String, String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, base, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                let name = path.strip_prefix(base).unwrap().to_str().unwrap().replace('\\', "/");
                out.insert(name, std::fs::read_to_string(&path).unwrap().replace("\r\n", "\n"));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(&book(), &book(), &mut out);
    out
}

/// The page's text outside fenced code blocks and inline code, where links are links.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced {
            let mut code = false;
            for part in line.split('`') {
                if !code {
                    out.push_str(part);
                }
                code = !code;
            }
            out.push('\n');
        }
    }
    out
}

/// The `](target)` of every Markdown link and picture, and whether it is a picture.
fn links(text: &str) -> Vec<(String, bool)> {
    let prose = prose(text);
    let mut out = Vec::new();
    let mut rest = prose.as_str();
    while let Some(at) = rest.find("](") {
        let before = &rest[..at];
        let picture = before.rfind('[').is_some_and(|open| before[..open].ends_with('!'));
        let after = &rest[at + 2..];
        let end = after.find(')').expect("a link's target ends with )");
        out.push((after[..end].trim().to_string(), picture));
        rest = &after[end..];
    }
    out
}

/// The ids mdBook gives a page's headings: the heading's words in lower case, spaces as `-`, every
/// other character that is not a letter, digit, `-` or `_` left out; a second same id gets `-1`.
fn heading_ids(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let words = line.trim_start_matches('#').trim();
        let id: String = words
            .chars()
            .filter_map(|c| match c {
                c if c.is_whitespace() => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c.to_lowercase().next().unwrap()),
                _ => None,
            })
            .collect();
        let mut unique = id.clone();
        let mut n = 1;
        while ids.contains(&unique) {
            unique = format!("{id}-{n}");
            n += 1;
        }
        ids.insert(unique);
    }
    ids
}

/// Checks each link of `text` (a file in `dir`); returns what is wrong, one line each.
fn broken_links(name: &str, text: &str, dir: &Path, pages: &BTreeMap<PathBuf, String>) -> Vec<String> {
    let mut wrong = Vec::new();
    for (target, picture) in links(text) {
        if target.starts_with("http://") || target.starts_with("https://") || target.starts_with("mailto:") {
            continue;
        }
        let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
        let path = if file.is_empty() { dir.join(name) } else { dir.join(file) };
        let path = normalize(&path);
        if !path.exists() {
            wrong.push(format!("{name}: {target}: no such file"));
            continue;
        }
        if picture {
            let bytes = std::fs::metadata(&path).unwrap().len();
            if bytes > MAX_PICTURE_BYTES {
                wrong.push(format!("{name}: {target}: {bytes} bytes, over 150 KB"));
            }
        }
        if !anchor.is_empty() {
            let text = match pages.get(&path) {
                Some(text) => text.clone(),
                None => std::fs::read_to_string(&path).unwrap_or_default(),
            };
            if !heading_ids(&text).contains(anchor) {
                wrong.push(format!("{name}: {target}: no heading #{anchor} there"));
            }
        }
    }
    wrong
}

/// `a/b/../c` as `a/c`, without touching the file system (so a link to a missing file is reported).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[test]
fn every_link_and_picture_of_the_guide_and_the_readme_resolves() {
    let pages = pages();
    let by_path: BTreeMap<PathBuf, String> =
        pages.iter().map(|(name, text)| (normalize(&book().join(name)), text.clone())).collect();
    let mut wrong = Vec::new();
    for (name, text) in &pages {
        let file = book().join(name);
        let dir = file.parent().unwrap();
        let base = Path::new(name).file_name().unwrap().to_str().unwrap();
        wrong.extend(
            broken_links(base, text, dir, &by_path).into_iter().map(|w| format!("docs/src/{}/{w}", dirname(name))),
        );
    }
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    wrong.extend(broken_links("README.md", &readme, &root(), &by_path));
    assert!(wrong.is_empty(), "broken links and pictures:\n{}", wrong.join("\n"));
}

fn dirname(name: &str) -> &str {
    name.rsplit_once('/').map(|(d, _)| d).unwrap_or(".")
}

#[test]
fn every_page_is_in_the_table_of_contents_and_every_picture_is_used() {
    let pages = pages();
    let summary = &pages["SUMMARY.md"];
    let listed: BTreeSet<String> = links(summary).into_iter().map(|(t, _)| t).collect();
    let unlisted: Vec<_> = pages.keys().filter(|p| *p != "SUMMARY.md" && !listed.contains(*p)).collect();
    assert!(unlisted.is_empty(), "pages the book leaves out of SUMMARY.md: {unlisted:?}");

    let used: BTreeSet<String> = pages
        .iter()
        .flat_map(|(name, text)| {
            links(text).into_iter().filter(|(_, picture)| *picture).map(move |(t, _)| {
                let path = normalize(&book().join(dirname(name)).join(t));
                path.file_name().unwrap().to_str().unwrap().to_string()
            })
        })
        .collect();
    let images = book().join("images");
    for entry in std::fs::read_dir(&images).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        assert!(used.contains(&name), "docs/src/images/{name} is shown on no page");
        // A printable's picture is the one `make print-references` made: the same bytes.
        let reference = root().join("tests/print/references").join(&name);
        if reference.exists() {
            assert!(
                std::fs::read(&reference).unwrap() == std::fs::read(&path).unwrap(),
                "docs/src/images/{name} differs from tests/print/references/{name}: run `make print-references`"
            );
        }
    }
}

#[test]
fn the_command_line_reference_is_what_the_program_says() {
    let path = book().join("reference/cli.md");
    let generated = posse::cli::reference::markdown();
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&path, &generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default().replace("\r\n", "\n");
    assert!(
        committed == generated,
        "docs/src/reference/cli.md is not what the program's commands say: run `UPDATE_DOCS=1 cargo test --test posse docs`"
    );
}

/// A console example: the files the page gives before it (`<!-- file: NAME -->` over a code block),
/// then each `$ posse …` line with the output written under it (if any, compared line by line).
struct Example {
    page: String,
    command: String,
    expected: Vec<String>,
}

enum Step {
    File(String, String),
    Run(Example),
}

fn steps(page: &str, text: &str) -> Vec<Step> {
    let mut out = Vec::new();
    let mut lines = text.lines().peekable();
    let mut file_next: Option<String> = None;
    while let Some(line) = lines.next() {
        if let Some(name) = line.trim().strip_prefix("<!-- file: ").and_then(|l| l.strip_suffix(" -->")) {
            file_next = Some(name.trim().to_string());
            continue;
        }
        let Some(info) = line.trim_start().strip_prefix("```") else { continue };
        let mut block = Vec::new();
        for inner in lines.by_ref() {
            if inner.trim_start().starts_with("```") {
                break;
            }
            block.push(inner);
        }
        if let Some(name) = file_next.take() {
            out.push(Step::File(name, block.join("\n") + "\n"));
        } else if info.trim() == "console" {
            let mut current: Option<Example> = None;
            for line in block {
                if let Some(command) = line.strip_prefix("$ ") {
                    out.extend(current.take().map(Step::Run));
                    current = Some(Example { page: page.to_string(), command: command.to_string(), expected: vec![] });
                } else if let Some(example) = current.as_mut() {
                    example.expected.push(line.to_string());
                }
            }
            out.extend(current.take().map(Step::Run));
        }
    }
    out
}

/// The words of a command as a POSIX shell splits them (spaces, single and double quotes).
fn words(command: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => out.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    assert!(quote.is_none(), "an unclosed quote in `{command}`");
    out.extend(word);
    out
}

#[test]
fn every_console_example_of_the_guide_runs() {
    let mut ran = 0;
    for (page, text) in pages() {
        let steps = steps(&page, &text);
        if steps.is_empty() {
            continue;
        }
        // Each page's examples run in order in a folder of their own, on a database of their own.
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("posse.sqlite");
        for step in steps {
            match step {
                Step::File(name, text) => std::fs::write(dir.path().join(name), text).unwrap(),
                Step::Run(example) => {
                    let words = words(&example.command);
                    assert_eq!(
                        words[0], "posse",
                        "{}: a console example runs posse: `{}`",
                        example.page, example.command
                    );
                    let out = Command::new(env!("CARGO_BIN_EXE_posse"))
                        .args(&words[1..])
                        .env("POSSE_DB", &db)
                        .current_dir(dir.path())
                        .output()
                        .unwrap();
                    let stdout = String::from_utf8_lossy(&out.stdout).replace("\r\n", "\n");
                    assert!(
                        out.status.success(),
                        "docs/src/{}: `{}` failed: {}{}",
                        example.page,
                        example.command,
                        String::from_utf8_lossy(&out.stderr),
                        stdout
                    );
                    if !example.expected.is_empty() {
                        let got: Vec<&str> = stdout.lines().map(str::trim_end).collect();
                        let want: Vec<&str> = example.expected.iter().map(|l| l.trim_end()).collect();
                        assert_eq!(got, want, "docs/src/{}: `{}` printed otherwise", example.page, example.command);
                    }
                    ran += 1;
                }
            }
        }
    }
    assert!(ran >= 10, "the guide has only {ran} console examples");
}

#[test]
fn console_examples_are_split_as_a_shell_splits_them() {
    assert_eq!(
        words(r#"posse campaign new "Tin Cup" --ruleset fate"#),
        ["posse", "campaign", "new", "Tin Cup", "--ruleset", "fate"]
    );
    assert_eq!(
        words("posse play mark 1 'Ike Clanton' hits=+1"),
        ["posse", "play", "mark", "1", "Ike Clanton", "hits=+1"]
    );
    assert_eq!(words(r#"posse x """#), ["posse", "x", ""]);
}

#[test]
fn heading_ids_are_mdbooks() {
    let ids = heading_ids(
        "# The fate family's odds\n## A hero: The West That Wasn't\n## `posse campaign new`\n## Options\n## Options\n",
    );
    assert_eq!(
        ids,
        ["a-hero-the-west-that-wasnt", "options", "options-1", "posse-campaign-new", "the-fate-familys-odds"]
            .map(String::from)
            .into_iter()
            .collect()
    );
}

/// The pages Help and F1 open (src/guide.rs) are pages of the book, and the UI asks for no other
/// (ui/src/lib/help.ts: its GuidePage type and its screens).
#[test]
fn help_opens_pages_of_the_guide() {
    let pages = pages();
    for page in posse::guide::PAGES {
        assert!(pages.contains_key(&format!("{page}.md")), "src/guide.rs: {page} is not a page of docs/src");
    }
    let ui = std::fs::read_to_string(root().join("ui/src/lib/help.ts")).unwrap();
    let asked: BTreeSet<&str> =
        ui.split('\'').skip(1).step_by(2).filter(|word| pages.contains_key(&format!("{word}.md"))).collect();
    let listed: BTreeSet<&str> = posse::guide::PAGES.iter().copied().collect();
    assert_eq!(asked, listed, "ui/src/lib/help.ts names the pages src/guide.rs lets the app open");
}

#[test]
fn the_guide_file_of_a_page_is_found_and_nothing_else_is() {
    let dir = tempfile::tempdir().unwrap();
    let built = dir.path().join("book");
    std::fs::create_dir_all(built.join("rules")).unwrap();
    std::fs::write(built.join("rules/fate.html"), "<html>").unwrap();
    let folders = [dir.path().join("guide"), built.clone()];
    assert_eq!(posse::guide::page_file("rules/fate", &folders).unwrap(), built.join("rules").join("fate.html"));
    let missing = posse::guide::page_file("printing", &folders).unwrap_err();
    assert_eq!(posse::error::ErrorCode::code(&missing), "guide_missing");
    assert!(missing.to_string().contains("make docs"), "{missing}");
    for page in ["../secrets", "rules/../../x", "/etc/passwd", "index", ""] {
        let refused = posse::guide::page_file(page, &folders).unwrap_err();
        assert_eq!(posse::error::ErrorCode::code(&refused), "unknown_page", "{page}");
    }
    assert_eq!(
        posse::guide::development_folder(std::path::Path::new("/x/target/debug/posse-desktop")),
        Some(PathBuf::from("/x/target/book"))
    );
}
