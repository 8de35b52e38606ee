//! The guide's command line reference (`docs/src/reference/cli.md`), written from clap's own
//! definitions of every command, so that it cannot drift from the program: `tests/posse/docs.rs`
//! compares the committed page with this, and `UPDATE_DOCS=1 cargo test --test posse docs` writes it.

use clap::CommandFactory;

/// The reference page as Markdown: a list of every command, then each command's `--help` (the long
/// help, as `posse … --help` prints it), in the order the commands are defined. Hidden commands and
/// clap's own `help` are left out.
pub fn markdown() -> String {
    // The help shows POSSE_DB's value where it is set: the page must not depend on who writes it.
    let mut root = super::Cli::command().mut_arg("db", |db| db.hide_env_values(true));
    root.build();
    let mut index = String::new();
    let mut pages = String::new();
    walk(&mut root, 0, &mut index, &mut pages);
    format!(
        "# Commands\n\n\
         <!-- Written from the program by tests/posse/docs.rs: do not edit by hand. After changing a command, \
         `UPDATE_DOCS=1 cargo test --test posse docs` writes this page afresh. -->\n\n\
         Every command of `posse`, with what `posse … --help` prints for it. How errors are reported, and what \
         every command shares, is in [The command line](command-line.md).\n\n{index}\n{pages}"
    )
}

fn walk(cmd: &mut clap::Command, depth: usize, index: &mut String, pages: &mut String) {
    let name = cmd.get_bin_name().unwrap_or(cmd.get_name()).to_string();
    let about = cmd.get_about().map(|a| first_sentence(&a.to_string())).unwrap_or_default();
    let anchor = name.replace(' ', "-");
    index.push_str(&format!("{}- [`{name}`](#{anchor}){}\n", "  ".repeat(depth), dash(&about)));
    let help = cmd.render_long_help().to_string();
    pages.push_str(&format!("## `{name}`\n\n```text\n{}\n```\n\n", help.trim_end()));
    for sub in cmd.get_subcommands_mut() {
        if sub.is_hide_set() || sub.get_name() == "help" {
            continue;
        }
        walk(sub, depth + 1, index, pages);
    }
}

fn dash(about: &str) -> String {
    if about.is_empty() {
        String::new()
    } else {
        format!(": {about}")
    }
}

/// The first sentence of a command's description, on one line, for the list of commands.
fn first_sentence(about: &str) -> String {
    let line = about.split_whitespace().collect::<Vec<_>>().join(" ");
    match line.find(". ") {
        Some(end) => line[..=end].to_string(),
        None => line,
    }
}
