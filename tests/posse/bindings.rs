//! The TypeScript types in `ui/src/bindings` are generated from the Rust types with ts-rs and
//! committed. This test fails when they are stale; `UPDATE_BINDINGS=1 cargo test --test posse bindings`
//! writes them afresh.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use posse::campaign::{
    CampaignDetail, CampaignOptions, CampaignSummary, CharacterView, Derived, FateCatalog, FateDerived, OptionView,
    PrintOutcome, Sheet, SheetCheck,
};
use posse::error::ErrorBody;
use posse::print::Paper;
use posse::rules::fate;
use posse::rules::qotd::odds::{ChainInfo, ChainOdds, CharacterRef, RolledTest, TestInfo, TestOdds};
use posse::rules::qotd::recovery;
use posse::rules::qotd::test::{Circumstances, TestId};
use posse::rules::qotd::{Catalog, CharacterSheet};
use posse::rules::tables::{LookupResult, Table, TableInfo};
use posse::rules::Ruleset;
use posse::store::change_log::Change;
use ts_rs::TS;

use posse::campaign::games;

fn generate(dir: &Path) {
    CampaignDetail::export_all_to(dir).unwrap();
    posse::campaign::Scenario::export_all_to(dir).unwrap();
    posse::campaign::ScenarioScript::export_all_to(dir).unwrap();
    posse::campaign::ScenarioSummary::export_all_to(dir).unwrap();
    posse::campaign::CastingBoard::export_all_to(dir).unwrap();
    CampaignSummary::export_all_to(dir).unwrap();
    CharacterView::export_all_to(dir).unwrap();
    CharacterSheet::export_all_to(dir).unwrap();
    SheetCheck::export_all_to(dir).unwrap();
    PrintOutcome::export_all_to(dir).unwrap();
    ErrorBody::export_all_to(dir).unwrap();
    Paper::export_all_to(dir).unwrap();
    Ruleset::export_all_to(dir).unwrap();
    Catalog::export_all_to(dir).unwrap();
    Change::export_all_to(dir).unwrap();
    TableInfo::export_all_to(dir).unwrap();
    Table::export_all_to(dir).unwrap();
    LookupResult::export_all_to(dir).unwrap();
    TestId::export_all_to(dir).unwrap();
    TestInfo::export_all_to(dir).unwrap();
    ChainInfo::export_all_to(dir).unwrap();
    Circumstances::export_all_to(dir).unwrap();
    CharacterRef::export_all_to(dir).unwrap();
    TestOdds::export_all_to(dir).unwrap();
    ChainOdds::export_all_to(dir).unwrap();
    RolledTest::export_all_to(dir).unwrap();
    Sheet::export_all_to(dir).unwrap();
    Derived::export_all_to(dir).unwrap();
    FateDerived::export_all_to(dir).unwrap();
    fate::CharacterSheet::export_all_to(dir).unwrap();
    fate::FateOptions::export_all_to(dir).unwrap();
    fate::Deck::export_all_to(dir).unwrap();
    CampaignOptions::export_all_to(dir).unwrap();
    OptionView::export_all_to(dir).unwrap();
    FateCatalog::export_all_to(dir).unwrap();
    fate::odds::FireComparison::export_all_to(dir).unwrap();
    fate::odds::NerveOdds::export_all_to(dir).unwrap();
    fate::throw::ShotThrow::export_all_to(dir).unwrap();
    fate::throw::NerveThrow::export_all_to(dir).unwrap();
    fate::throw::DuelThrow::export_all_to(dir).unwrap();
    fate::duel::DuelOdds::export_all_to(dir).unwrap();
    fate::fighting::FightOdds::export_all_to(dir).unwrap();
    fate::shooting::ShotContext::export_all_to(dir).unwrap();
    fate::nerve::NerveContext::export_all_to(dir).unwrap();
    fate::duel::Facing::export_all_to(dir).unwrap();
    fate::fighting::Fighter::export_all_to(dir).unwrap();
    posse::campaign::HistoryState::export_all_to(dir).unwrap();
    posse::campaign::HistoryOutcome::export_all_to(dir).unwrap();
    posse::campaign::HistoryEntry::export_all_to(dir).unwrap();
    posse::campaign::BackupInfo::export_all_to(dir).unwrap();
    // A game in play (issue 25).
    posse::campaign::play::PlayView::export_all_to(dir).unwrap();
    posse::campaign::play::PlaySummary::export_all_to(dir).unwrap();
    posse::campaign::play::PlayInput::export_all_to(dir).unwrap();
    posse::campaign::play::PlayOdds::export_all_to(dir).unwrap();
    posse::campaign::play::PlayFinished::export_all_to(dir).unwrap();
    posse::campaign::play::QotdAttack::export_all_to(dir).unwrap();
    posse::campaign::play::FateAttack::export_all_to(dir).unwrap();
    posse::campaign::play::MwwAttack::export_all_to(dir).unwrap();
    posse::campaign::play::TwtwAttack::export_all_to(dir).unwrap();
    // The West That Wasn't: the catalog, the deck and its stats, the odds.
    posse::campaign::TwtwCatalog::export_all_to(dir).unwrap();
    posse::rules::twtw::Deck::export_all_to(dir).unwrap();
    posse::rules::twtw::stats::DeckStats::export_all_to(dir).unwrap();
    posse::rules::twtw::odds::CheckOdds::export_all_to(dir).unwrap();
    posse::rules::twtw::odds::DamageOdds::export_all_to(dir).unwrap();
    posse::rules::twtw::odds::InitiativeOdds::export_all_to(dir).unwrap();
    fate::experience::GunfightRecord::export_all_to(dir).unwrap();
    fate::experience::Experience::export_all_to(dir).unwrap();
    fate::experience::SkillDraw::export_all_to(dir).unwrap();
    recovery::Ending::export_all_to(dir).unwrap();
    recovery::RecoveryRoll::export_all_to(dir).unwrap();
    recovery::Recovery::export_all_to(dir).unwrap();
    recovery::TraitChoiceInput::export_all_to(dir).unwrap();
    recovery::TraitOptions::export_all_to(dir).unwrap();
    games::GameView::export_all_to(dir).unwrap();
    games::GameInput::export_all_to(dir).unwrap();
    games::Aftermath::export_all_to(dir).unwrap();
    games::AftermathChoices::export_all_to(dir).unwrap();
    games::EnteredRolls::export_all_to(dir).unwrap();
    posse::campaign::Availability::export_all_to(dir).unwrap();
    posse::campaign::chronicle::Chronicle::export_all_to(dir).unwrap();
    posse::campaign::RemovedCampaign::export_all_to(dir).unwrap();
    posse::campaign::ExportInfo::export_all_to(dir).unwrap();
    posse::campaign::ImportProgress::export_all_to(dir).unwrap();
    // My Wild West: the gang editor, a gang's money and APs, the odds panel.
    posse::campaign::MwwCatalog::export_all_to(dir).unwrap();
    posse::campaign::GangView::export_all_to(dir).unwrap();
    posse::rules::mww::shooting::Shot::export_all_to(dir).unwrap();
    posse::rules::mww::shooting::HitOdds::export_all_to(dir).unwrap();
    posse::rules::mww::shooting::RangeChance::export_all_to(dir).unwrap();
    posse::rules::mww::action_points::ApBudget::export_all_to(dir).unwrap();
    posse::rules::mww::shooting::BandChance::export_all_to(dir).unwrap();
    posse::rules::mww::throws::ThrowOdds::export_all_to(dir).unwrap();
    posse::rules::mww::throws::ThrowRoll::export_all_to(dir).unwrap();
    posse::rules::mww::MwwOptions::export_all_to(dir).unwrap();
    posse::campaign::RosterOptions::export_all_to(dir).unwrap();
    posse::campaign::print_shop::PrintShopOutcome::export_all_to(dir).unwrap();
    posse::campaign::print_shop::DeckSource::export_all_to(dir).unwrap();
    posse::campaign::printers::PrinterView::export_all_to(dir).unwrap();
    posse::campaign::printers::PrinterEdit::export_all_to(dir).unwrap();
    posse::print::settings::PrintSettings::export_all_to(dir).unwrap();
    posse::print::settings::PrinterProfile::export_all_to(dir).unwrap();
    posse::print::template::TemplateInfo::export_all_to(dir).unwrap();
    posse::campaign::print_center::PrintJob::export_all_to(dir).unwrap();
    posse::campaign::print_center::Preview::export_all_to(dir).unwrap();
}

fn files(dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "ts"))
                .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read_to_string(e.path()).unwrap()))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn committed_typescript_bindings_match_the_rust_types() {
    let committed_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("ui/src/bindings");
    let fresh_dir = tempfile::tempdir().unwrap();
    generate(fresh_dir.path());
    let fresh = files(fresh_dir.path());
    assert!(
        fresh.contains_key("CharacterSheet.ts") && fresh.contains_key("ErrorBody.ts"),
        "generated: {:?}",
        fresh.keys()
    );

    if std::env::var_os("UPDATE_BINDINGS").is_some() {
        std::fs::create_dir_all(&committed_dir).unwrap();
        for stale in files(&committed_dir).keys().filter(|k| !fresh.contains_key(*k)) {
            std::fs::remove_file(committed_dir.join(stale)).unwrap();
        }
        for (name, text) in &fresh {
            std::fs::write(committed_dir.join(name), text).unwrap();
        }
    }

    let committed = files(&committed_dir);
    let stale: Vec<_> = fresh.iter().filter(|(k, v)| committed.get(*k) != Some(v)).map(|(k, _)| k.as_str()).collect();
    let extra: Vec<_> = committed.keys().filter(|k| !fresh.contains_key(*k)).map(String::as_str).collect();
    assert!(
        stale.is_empty() && extra.is_empty(),
        "ui/src/bindings is stale (changed or missing: {stale:?}; no longer generated: {extra:?}); \
         run `UPDATE_BINDINGS=1 cargo test --test posse bindings` and commit the result"
    );
}
