//! The fuzzers' corpus replayed on stable: every file under `tests/fuzz-corpus/<target>/` (the seed
//! files, and each input a fuzzer found a problem with, named `finding-…`) goes through the same
//! code as the cargo-fuzz target of that name (`fuzz/src/lib.rs`), which must neither panic nor
//! break a promise it checks.

use std::path::{Path, PathBuf};

#[path = "../../fuzz/src/lib.rs"]
mod targets;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-corpus")
}

fn files_of(target: &str) -> Vec<PathBuf> {
    let dir = corpus_dir().join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    files.sort();
    files
}

/// Runs every file of a target's corpus, naming each one that fails.
fn replay(target: &str) {
    let run = targets::TARGETS.iter().find(|(name, _)| *name == target).expect("a target of that name").1;
    let files = files_of(target);
    assert!(!files.is_empty(), "tests/fuzz-corpus/{target}/ has no inputs");
    let failed: Vec<String> = files
        .iter()
        .filter(|file| {
            let data = std::fs::read(file).expect("a corpus file reads");
            std::panic::catch_unwind(|| run(&data)).is_err()
        })
        .map(|file| file.display().to_string())
        .collect();
    assert!(failed.is_empty(), "{} of {} inputs failed: {failed:#?}", failed.len(), files.len());
}

#[test]
fn every_corpus_folder_is_a_fuzz_target_and_every_target_has_a_corpus() {
    let mut folders: Vec<String> = std::fs::read_dir(corpus_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut names: Vec<String> = targets::TARGETS.iter().map(|(n, _)| n.to_string()).collect();
    names.sort();
    assert_eq!(folders, names);
}

#[test]
fn campaign_files_found_by_the_fuzzer_import_or_are_refused() {
    replay("campaign_import");
}

#[test]
fn character_files_found_by_the_fuzzer_read_back_or_are_refused() {
    replay("character");
}

#[test]
fn game_files_found_by_the_fuzzer_record_and_undo_or_are_refused() {
    replay("game");
}

#[test]
fn rolls_and_choices_found_by_the_fuzzer_apply_and_undo_or_are_refused() {
    replay("aftermath");
}

#[test]
fn scenario_files_found_by_the_fuzzer_cast_again_or_are_refused() {
    replay("scenario");
}

#[test]
fn house_tables_found_by_the_fuzzer_read_the_same_completed_or_are_refused() {
    replay("house_tables");
}

#[test]
fn portraits_found_by_the_fuzzer_give_a_thumbnail_or_are_refused() {
    replay("portrait");
}

#[test]
fn templates_found_by_the_fuzzer_print_whole_or_are_refused() {
    replay("template");
}
