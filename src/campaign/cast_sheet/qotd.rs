//! A QOTD player's cast sheet: each member's cards, dice, defence, move, personality, traits and
//! props (a beast its line of the animal table), and the charts the cast rolls most.
//!
//! - The cards, dice and standing are what the member plays this scenario with (the cast list as
//!   it was cast), with the normal figures beside them when the last aftermath changed them.
//! - The quick reference, chosen from the cast's weapons, traits and personalities, in the order a
//!   player reaches for them: Effects of hits (narrowed to the DVs of the other players' cast,
//!   before adjustments; all of it when there is no other player), Wanting to Shoot and the hit
//!   chart for anyone with a missile weapon, Wanting to make an attack and its hit chart for anyone
//!   with a combat weapon or a beast, Courage unless every character is Heroic (who never tests),
//!   DV adjustments, reloading for missile weapons, Drawing and shooting for handguns or Quick
//!   Draw, Wanting to Move, and the Beast's Reaction for a beast.

use super::{corrupt, heading, kind, portrait};
use crate::campaign::casting::{plural, CastError, CastMember, CastSide, Scenario};
use crate::campaign::{CampaignError, Derived, Sheet};
use crate::print::cast_sheet::{MemberSheet, PlayerSheet};
use crate::print::layout::booklet::{TableBlock, TableCell};
use crate::rules::qotd::{self, WeaponChoice};
use crate::rules::tables::Table;
use crate::store::Store;

/// Every chosen player's sheet.
pub(crate) fn players(store: &Store, scenario: &Scenario, sides: &[&CastSide]) -> Result<Vec<PlayerSheet>, CastError> {
    // Built once: the quick references pick from them.
    let charts = qotd::charts::tables();
    let mut players = Vec::new();
    for side in sides {
        let members =
            side.cast.iter().map(|m| qotd_member(m, portrait(store, m)?)).collect::<Result<Vec<_>, CastError>>()?;
        players.push(PlayerSheet {
            heading: heading(side),
            facts: Vec::new(),
            members,
            remarks: Vec::new(),
            reference: qotd_reference(scenario, side, &charts),
        });
    }
    Ok(players)
}

fn qotd_member(m: &CastMember, portrait_png: Option<Vec<u8>>) -> Result<MemberSheet, CastError> {
    let cards = match m.cards.as_slice() {
        [] => "none dealt".to_string(),
        cards => cards.iter().map(|c| c.label()).collect::<Vec<_>>().join(" "),
    };
    let cards = match m.cards_lost {
        0 => cards,
        n => {
            format!("{cards} ({} less than normal, after the last aftermath)", plural(n.into(), "card"))
        }
    };
    if let Some(beast) = &m.beast {
        let facts = vec![
            ("Speed".to_string(), format!("{} paces", beast.speed)),
            ("DV".to_string(), beast.dv.to_string()),
            ("Attack type".to_string(), beast.attack_type.clone()),
            ("Impact".to_string(), if beast.high_impact { "High" } else { "Normal" }.to_string()),
        ];
        let mut wide_facts = vec![
            ("Card".to_string(), format!("{cards} (goes into the pack once the beast is activated)")),
            ("Attack".to_string(), format!("{} dice, the best counting; one lost for each hit", beast.attack_dice)),
        ];
        if !beast.traits.is_empty() {
            wide_facts.push((
                "Traits".to_string(),
                beast.traits.iter().map(|t| qotd::trait_label(t)).collect::<Vec<_>>().join(", "),
            ));
        }
        if !beast.special_rules.is_empty() {
            wide_facts.push(("Special rules".to_string(), beast.special_rules.clone()));
        }
        return Ok(MemberSheet {
            name: m.name.clone(),
            kind: kind(m),
            facts,
            wide_facts,
            portrait_png: None,
            tables: Vec::new(),
            remarks: Vec::new(),
        });
    }
    let Some(Sheet::Qotd(sheet)) = &m.sheet else {
        return Err(corrupt(m, "QOTD sheet"));
    };
    let character = qotd::Character::from_sheet(sheet).map_err(CampaignError::from)?;
    let Some(Derived::Qotd(normal)) = &m.derived else {
        return Err(corrupt(m, "derived figures"));
    };
    let plays = m.action_dice.unwrap_or(normal.action_dice);
    let action = if m.plays_reduced {
        format!("{plays} (the reduced dice, after the last aftermath; normally {})", normal.action_dice)
    } else {
        plays.to_string()
    };
    let armour = character.armour();
    let mut defence = format!("DV {}: {} ({:+})", normal.dv, armour.name(), armour.dv());
    if character.shield() {
        defence.push_str(&format!(
            "; shield +{} in close combat and against non-gunpowder missiles",
            qotd::SHIELD_DV_BONUS
        ));
    }
    let facts = vec![
        ("Cards".to_string(), cards),
        ("Action dice".to_string(), action),
        ("Move".to_string(), format!("{} paces", normal.move_paces)),
        ("Reduced dice".to_string(), m.reduced_dice.unwrap_or(normal.reduced_dice).to_string()),
        ("Defence".to_string(), defence),
    ];
    let mut wide_facts = Vec::new();
    if let Some(standing) = &m.standing {
        wide_facts.push(("Standing".to_string(), standing.clone()));
    }
    if !character.notes().is_empty() {
        wide_facts.push(("Notes".to_string(), character.notes().to_string()));
    }
    let personality = character.personality();
    let mut traits =
        vec![vec![TableCell::text(format!("{} (personality)", personality.name)), TableCell::text(personality.effect)]];
    traits.extend(
        character.traits().iter().map(|t| vec![TableCell::text(t.label()), TableCell::text(t.definition.effect)]),
    );
    let mut tables = vec![TableBlock {
        title: "Personality and traits".to_string(),
        source: "QOTD Reel 2".to_string(),
        columns: vec!["Name".to_string(), "Effect".to_string()],
        rows: traits,
        notes: Vec::new(),
    }];
    if !character.weapons().is_empty() {
        tables.push(TableBlock {
            title: "Props".to_string(),
            source: "QOTD Reel 4, Weapons table; Props, Combat weapons".to_string(),
            columns: ["Prop", "Range", "Impact", "Notes"].map(String::from).to_vec(),
            rows: character.weapons().iter().map(prop_row).collect(),
            notes: Vec::new(),
        });
    }
    Ok(MemberSheet {
        name: m.name.clone(),
        kind: kind(m),
        facts,
        wide_facts,
        portrait_png,
        tables,
        remarks: Vec::new(),
    })
}

fn prop_row(weapon: &WeaponChoice) -> Vec<TableCell> {
    match weapon {
        WeaponChoice::Missile(w) => vec![
            TableCell::text(w.name),
            TableCell::text(w.range_text()),
            TableCell::text(w.impact_text()),
            TableCell::text(w.notes),
        ],
        WeaponChoice::Melee(w) => vec![
            TableCell::text(w.name),
            TableCell::text(format!("{} reach", w.reach.name())),
            TableCell::text(match w.kind {
                qotd::MeleeKind::Fighting => "Normal",
                qotd::MeleeKind::Improvised => "Light",
                qotd::MeleeKind::Fists => "Blunt (stuns)",
            }),
            TableCell::text(w.kind.name()),
        ],
    }
}

/// The charts a QOTD player's cast rolls most (see the module's decisions).
fn qotd_reference(scenario: &Scenario, side: &CastSide, charts: &[Table]) -> Vec<Table> {
    let characters: Vec<qotd::Character> = side
        .cast
        .iter()
        .filter_map(|m| match &m.sheet {
            Some(Sheet::Qotd(s)) => qotd::Character::from_sheet(s).ok(),
            _ => None,
        })
        .collect();
    let weapons = || characters.iter().flat_map(|c| c.weapons().iter());
    let missile = weapons().any(|w| matches!(w, WeaponChoice::Missile(_)));
    let beast = side.cast.iter().any(|m| m.beast.is_some());
    let melee = beast || weapons().any(|w| matches!(w, WeaponChoice::Melee(_)));
    let handgun = weapons().any(|w| matches!(w, WeaponChoice::Missile(m) if m.group == qotd::MissileGroup::Handgun))
        || characters.iter().any(|c| c.traits().iter().any(|t| t.id() == "quick_draw"));
    let courage = characters.iter().any(|c| !c.skips_courage_tests());
    let chosen = [
        ("wanting_to_shoot", missile),
        ("hit_from_shooting", missile),
        ("wanting_to_attack", melee),
        ("hit_from_an_attack", melee),
        ("courage_test", courage),
        ("dv_adjustments", true),
        ("reload_or_restring", missile),
        ("drawing_and_shooting", handgun),
        ("wanting_to_move", !characters.is_empty()),
        ("beasts_reaction", beast),
    ];
    let chart = |name: &str| charts.iter().find(|t| t.info.id.strip_prefix("qotd.") == Some(name));
    let mut out: Vec<Table> =
        chart("effects_of_hits").map(|full| effects_for_targets(scenario, side, full)).into_iter().collect();
    out.extend(chosen.iter().filter(|(_, wanted)| *wanted).filter_map(|(name, _)| chart(name).cloned()));
    out
}

/// Effects of hits (`full`), narrowed to the columns of the other players' cast's DVs.
fn effects_for_targets(scenario: &Scenario, side: &CastSide, full: &Table) -> Table {
    let mut dvs: Vec<i8> = scenario
        .sides
        .iter()
        .filter(|s| !std::ptr::eq(*s, side))
        .flat_map(|s| &s.cast)
        .filter_map(|m| match (&m.derived, &m.beast) {
            (Some(Derived::Qotd(d)), _) => Some(d.dv),
            (_, Some(b)) => Some(b.dv),
            _ => None,
        })
        .collect();
    dvs.sort_unstable();
    dvs.dedup();
    let Some(dv_key) = full.keys.iter().find(|k| k.name == "dv") else {
        return full.clone();
    };
    // A DV the table has is its column; one beyond its ends reads the first or last (the key's clamp).
    let mut columns: Vec<usize> = dvs
        .iter()
        .filter_map(|dv| {
            let value = match (&dv_key.clamp, dv.to_string()) {
                (Some(c), _) if i32::from(*dv) < c.min => c.below.clone(),
                (Some(c), _) if i32::from(*dv) > c.max => c.above.clone(),
                (_, value) => value,
            };
            dv_key.values.iter().find(|v| v.value == value).map(|v| v.index)
        })
        .collect();
    columns.dedup();
    if columns.is_empty() {
        return full.clone();
    }
    let keep: Vec<usize> = std::iter::once(0).chain(columns).collect();
    let listed: Vec<String> = dvs.iter().map(|d| d.to_string()).collect();
    let mut table = full.clone();
    table.info.title = format!("{} \u{2014} your targets' DVs", full.info.title);
    table.columns = keep.iter().map(|&i| full.columns[i].clone()).collect();
    for (row, full_row) in table.rows.iter_mut().zip(&full.rows) {
        row.cells = keep.iter().map(|&i| full_row.cells[i].clone()).collect();
    }
    table.notes.insert(
        0,
        format!(
            "The columns of the DVs of the other players' cast ({}), before adjustments: an adjusted DV reads its own \
             column (the playsheet has them all).",
            listed.join(", ")
        ),
    );
    table
}
