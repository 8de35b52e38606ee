//! A game in play as the app and `posse play show` show it.

use super::change::FieldKind;
use super::game::Game;
use super::{FieldView, PlayStatus, PlayView};
use crate::rules::fate::hits::{Location as FateLocation, Severity};
use crate::rules::twtw::location::WoundLocation;
use crate::store::plays::PlayRecord;

/// The controls of a family's fields.
fn fields(game: &Game) -> Vec<FieldView> {
    let mut out = Vec::new();
    for f in game.rules.fields() {
        let (kind, choices): (&str, Vec<(String, String)>) = match f.kind {
            FieldKind::Counter(_) => ("counter", Vec::new()),
            FieldKind::Flag(_) => ("flag", Vec::new()),
            FieldKind::Knock => (
                "choice",
                vec![
                    ("down".into(), "Knocked down".into()),
                    ("out".into(), "Knocked out".into()),
                    ("none".into(), "Back on his feet".into()),
                ],
            ),
            FieldKind::FateWound => (
                "choice",
                [Severity::Flesh, Severity::Serious]
                    .iter()
                    .flat_map(|s| {
                        FateLocation::ALL.iter().map(move |l| {
                            (format!("{}:{}", s.id(), l.id()), crate::rules::fate::hits::Wound::new(*s, *l).label())
                        })
                    })
                    .collect(),
            ),
            FieldKind::Location => {
                for at in WoundLocation::ALL {
                    out.push(FieldView {
                        name: format!("{}.{}", f.name, at.id()),
                        label: format!("{}: {}", f.label, at.name().to_lowercase()),
                        kind: "counter".into(),
                        choices: Vec::new(),
                    });
                }
                continue;
            }
        };
        out.push(FieldView { name: f.name.into(), label: f.label.into(), kind: kind.into(), choices });
    }
    out
}

pub fn view(record: &PlayRecord, game: &Game) -> PlayView {
    let rules = &game.rules;
    let current = game.deck.current().and_then(|k| rules.card(&game.cast, k));
    let pack = rules.pack(&game.cast, &game.life);
    let spent = game.deck.spent();
    let deck = pack
        .iter()
        .filter(|k| spent || game.deck.holds(k))
        .filter_map(|k| rules.card(&game.cast, k))
        .map(|c| super::CardView { twtw: None, ..c })
        .collect();
    PlayView {
        id: record.id,
        campaign_id: record.campaign_id,
        scenario_id: record.scenario_id,
        ruleset: game.ruleset,
        title: record.title.clone(),
        seed: game.seed,
        status: PlayStatus::read(&record.status),
        game_id: record.game_id,
        round: game.deck.round,
        round_name: rules.round_name().to_string(),
        current,
        acting: game.acting,
        luck: rules.luck(),
        left: game.deck.remaining().count(),
        deck,
        held: rules.held(&game.cast),
        members: (0..game.cast.len()).map(|i| rules.view(&game.cast, &game.life, i)).collect(),
        fields: fields(game),
        log: game.log.clone(),
    }
}
