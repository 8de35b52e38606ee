//! A My Wild West player's cast sheet: the gang (its player, money, APs a turn with the figures
//! cast, the held APs, its card in the turn deck, the civilians of the scene), then each figure —
//! on foot or mounted, skills, every weapon with his chance to hit at each range band and the
//! wounds it deals, how he fights, the wounds he carries with boxes to tick new ones, kills — and a
//! quick reference of the charts the gang rolls most.
//!
//! Decisions where the issue and the text are silent:
//! - A figure's chance to hit at a band is the odds of his shot at the band's far end with his
//!   shooting skill and the wounds he carries, before any other modifier: the figure
//!   [`figure_chance`] gives, as for a roster figure's shot (`posse odds mww hit --shooter`). Within
//!   a band it does not change with the distance. N/A (and the thrown weapon's "To close") is
//!   printed as the table has it.
//! - His hand to hand is the D6's modifier his sheet gives (weapon, fighting skill, wounds), the
//!   situation's modifiers (APs, rear, mounted against a figure on foot, …) on the reference.
//! - Five boxes to tick the wounds and the kills of this game, after those carried.
//! - The quick reference: the shooting modifiers, the wounds table, the AP costs, hand-to-hand
//!   modifiers, the reaction test and target selection; the fall off a horse for a gang with a
//!   mounted figure; for a bank job (a scenario whose title, plot or set notes speak of a bank)
//!   the alarm modifiers (the robbing rules, rolled once a robbery, are on the playsheet).

use super::{boxes, corrupt, heading, kind, pick, portrait};
use crate::campaign::casting::{CastError, CastMember, CastSide, Scenario};
use crate::campaign::printing::{ordinal, thousands};
use crate::campaign::{CampaignError, Sheet};
use crate::print::cast_sheet::{MemberSheet, PlayerSheet};
use crate::print::layout::booklet::{TableBlock, TableCell};
use crate::rules::mww::action_points::budget;
use crate::rules::mww::fighting::{self, Fight, Fighter};
use crate::rules::mww::shooting::figure_chance;
use crate::rules::mww::weapons::{FightWeapon, RangeBand, Shooting, Weapon};
use crate::rules::mww::MwwOptions;
use crate::rules::mww::{self, Figure, Skill};
use crate::store::{sides, Store};

/// Boxes to tick for the wounds, and for the kills, of this game.
const NEW_BOXES: usize = 5;

/// Every chosen player's sheet.
pub(crate) fn players(store: &Store, scenario: &Scenario, sides: &[&CastSide]) -> Result<Vec<PlayerSheet>, CastError> {
    let all = mww::tables();
    let readings = crate::campaign::options::mww_options(store, scenario.campaign_id)?;
    let bank_job = [&scenario.title, &scenario.plot, &scenario.set_notes]
        .iter()
        .any(|t| t.to_lowercase().split(|c: char| !c.is_alphanumeric()).any(|w| w == "bank"));
    let mut players = Vec::new();
    for side in sides {
        let mut figures = Vec::new();
        for m in &side.cast {
            let Some(Sheet::Mww(sheet)) = &m.sheet else {
                return Err(corrupt(m, "My Wild West figure sheet"));
            };
            figures.push((m, Figure::from_sheet(sheet).map_err(CampaignError::from)?));
        }
        let members = figures
            .iter()
            .map(|(m, f)| Ok(figure_sheet(m, f, portrait(store, m)?, &readings)))
            .collect::<Result<Vec<_>, CastError>>()?;
        let mounted = figures.iter().any(|(_, f)| f.mount().is_some());
        let mut wanted = vec![
            "mww.shooting_modifiers",
            "mww.wounds",
            "mww.ap_costs",
            "mww.hand_to_hand_modifiers",
            "mww.reaction_test",
            "mww.reaction_target_selection",
        ];
        if mounted {
            wanted.push("mww.fall_off_horse");
        }
        if bank_job {
            wanted.push("mww.alarm_modifiers");
        }
        players.push(PlayerSheet {
            heading: heading(side),
            facts: gang_facts(store, scenario, side, &figures)?,
            members,
            remarks: vec![
                "To hit: each figure's chance at each range band with his shooting skill and the wounds he carries, \
                 before the shot's other modifiers (the quick reference); 00 always hits unless N/A, and cover halves \
                 the final figure."
                    .to_string(),
            ],
            reference: pick(&all, &wanted),
        });
    }
    Ok(players)
}

/// The gang's lines: its player, money, APs a turn for the figures cast, held APs, its card of the
/// turn deck and the civilians.
fn gang_facts(
    store: &Store,
    scenario: &Scenario,
    side: &CastSide,
    figures: &[(&CastMember, Figure)],
) -> Result<Vec<(String, String)>, CastError> {
    let money = sides::get(store.conn(), side.script.side).map_err(CampaignError::from)?.map_or(0, |s| s.money);
    let wounds: u32 = figures.iter().map(|(_, f)| u32::from(f.wounds())).sum();
    let count = u8::try_from(figures.len()).unwrap_or(u8::MAX);
    let mut facts = vec![("Gang".to_string(), side.side_name.clone())];
    if !side.script.player.trim().is_empty() {
        facts.push(("Player".to_string(), side.script.player.trim().to_string()));
    }
    facts.push(("Money".to_string(), format!("${}", thousands(money))));
    if let Ok(b) = budget(count, wounds, 0) {
        let less = if wounds > 0 { format!(" \u{2212} {wounds} for wounds") } else { String::new() };
        facts.push((
            "APs a turn".to_string(),
            format!(
                "{}\u{2013}{} ({} \u{d7} {} figure{} + {}{less}; the random addition rolled at the start of every turn)",
                b.least,
                b.most,
                mww::action_points::AP_PER_FIGURE,
                count,
                if count == 1 { "" } else { "s" },
                b.dice
            ),
        ));
        facts.push((
            "At most".to_string(),
            format!("{} APs a figure a turn (opportunity fire and defending aside)", b.max_per_figure),
        ));
        facts.push((
            "Held APs".to_string(),
            format!(
                "{} at the start of the game; held APs are lost when the next turn's are allocated",
                b.held_at_start
            ),
        ));
    }
    let place = scenario.sides.iter().position(|s| std::ptr::eq(s, side)).unwrap_or(0);
    let cards = scenario.sides.len() + 1;
    facts.push((
        "Turn deck".to_string(),
        format!(
            "Your card: \u{201c}{}\u{201d} (card {} of {cards}; the last is the civilians'). The deck is shuffled \
             every turn; the gang acts when its card is drawn.",
            side.side_name,
            place + 1
        ),
    ));
    facts.push((
        "Civilians".to_string(),
        if scenario.civilians.is_empty() { "None cast".to_string() } else { scenario.civilians.join(", ") },
    ));
    Ok(facts)
}

/// One figure: how he moves, his skills, hand to hand, wounds and kills beside his portrait; his
/// weapons as a table.
fn figure_sheet(m: &CastMember, f: &Figure, portrait_png: Option<Vec<u8>>, readings: &MwwOptions) -> MemberSheet {
    let skills = if f.skills().is_empty() {
        "None".to_string()
    } else {
        f.skills().iter().map(|s| format!("{} ({})", s.name(), s.effect())).collect::<Vec<_>>().join("; ")
    };
    let mount = match f.mount() {
        Some(m) => format!("{} (the {} wound kills it)", m.name(), ordinal(readings.horse_killed.wounds())),
        None => "On foot".to_string(),
    };
    let carried = usize::from(f.wounds());
    let mut wounds = format!("{carried} carried {}", boxes(carried, NEW_BOXES));
    let effects = f.wound_effects();
    if !effects.is_empty() {
        wounds.push_str(&format!(" \u{2014} {}", effects.join("; ")));
    }
    let facts = vec![
        ("Mount".to_string(), mount),
        ("Kills".to_string(), format!("{}; this game {}", f.kills(), boxes(0, NEW_BOXES))),
    ];
    let mut wide_facts = vec![
        ("Skills".to_string(), skills),
        ("Hand to hand".to_string(), hand_to_hand(f)),
        ("Wounds".to_string(), wounds),
    ];
    if let Some(standing) = &m.standing {
        wide_facts.push(("Standing".to_string(), standing.clone()));
    }
    if !f.notes().is_empty() {
        wide_facts.push(("Notes".to_string(), f.notes().to_string()));
    }
    let tables = if f.weapons().is_empty() { Vec::new() } else { vec![weapons_table(f)] };
    MemberSheet { name: m.name.clone(), kind: kind(m), facts, wide_facts, portrait_png, tables, remarks: Vec::new() }
}

/// "D6 +2 (Knife +1, Fighting skill +2, 1 wound −1); +1 to +3 for the APs put in; the loser takes
/// 2 wounds from him": his own modifier as the fight's plan adds it up, the situation's at the table.
fn hand_to_hand(f: &Figure) -> String {
    let weapon = f.fight_weapon().info();
    // His own modifiers are those of a defender putting in no AP.
    let me = Fighter { skill: f.has(Skill::Fighting), wounds: f.wounds(), ..Fighter::new(weapon.weapon, 0) };
    let fight = Fight {
        attacker: Fighter::new(FightWeapon::NoWeapon, 1),
        defender: me,
        from_rear: false,
        multiple: false,
        behind_obstacle: false,
    };
    let Ok(plan) = fighting::plan(&fight) else {
        return weapon.name.to_string();
    };
    let mut parts = vec![format!("{} +{}", weapon.name, weapon.points)];
    if f.has(Skill::Fighting) {
        parts.push(format!("{} +2", Skill::Fighting.name()));
    }
    if f.wounds() > 0 {
        parts.push(format!("{} \u{2212}{}", plural(f.wounds(), "wound"), f.wounds()));
    }
    let modifier = plan.defender_modifier;
    let sign = if modifier < 0 { format!("\u{2212}{}", modifier.unsigned_abs()) } else { format!("+{modifier}") };
    let mut text = format!(
        "D6 {sign} ({}); +1 to +3 for the APs put in; the loser takes {} from him",
        parts.join(", "),
        plural(weapon.wounds, "wound")
    );
    if f.wounds() >= fighting::KNOCKED_OUT_WOUNDS {
        text.push_str("; on 3 wounds or more he cannot start a fight (he may defend)");
    }
    text
}

fn plural(n: u8, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// Each weapon (once, "×2" when carried twice): his chance to hit at each band, the wounds a hit
/// deals, and what it is in hand to hand.
fn weapons_table(f: &Figure) -> TableBlock {
    let mut seen: Vec<(Weapon, usize)> = Vec::new();
    for w in f.weapons() {
        match seen.iter_mut().find(|(s, _)| s == w) {
            Some((_, n)) => *n += 1,
            None => seen.push((*w, 1)),
        }
    }
    let rows = seen
        .iter()
        .map(|(w, n)| {
            let info = w.info();
            let name = if *n > 1 { format!("{} \u{d7}{n}", info.name) } else { info.name.to_string() };
            let mut row = vec![TableCell::text(name)];
            match info.shoots_as {
                Some(column) => {
                    row.extend(RangeBand::ALL.iter().map(|b| TableCell::text(chance_to_hit(f, column, *b))))
                }
                None => row.extend(RangeBand::ALL.iter().map(|_| TableCell::text("\u{2014}"))),
            }
            row.push(TableCell::text(wounds_dealt(info.shoots_as)));
            let fights = info.fights_as.info();
            row.push(TableCell::text(format!(
                "{} +{}, {}",
                fights.name,
                fights.points,
                plural(fights.wounds, "wound")
            )));
            row
        })
        .collect();
    let mut columns = vec!["Weapon".to_string()];
    columns.extend(RangeBand::ALL.iter().map(|b| b.name().to_string()));
    columns.push("A hit's wounds (d100)".to_string());
    columns.push("Hand to hand".to_string());
    TableBlock {
        title: "Weapons".to_string(),
        source: "MWW, Chance of hit table, Wounds Table, Weapons (H to H)".to_string(),
        columns,
        rows,
        notes: Vec::new(),
    }
}

/// His chance to hit with `column` at the far end of `band`: the chance the dice give, as
/// [`figure_chance`] gives it to the roster, the odds and the playsheet (his skill and wounds
/// applied); the table's word where it gives none.
fn chance_to_hit(f: &Figure, column: Shooting, band: RangeBand) -> String {
    let c = figure_chance(f, column, band);
    match c.chance {
        Some(chance) => chance.probability.percent(),
        None => c.cell.text(),
    }
}

/// "1–50: 1 · 51–80: 2 · 81–99: 3 · 00: kill"; a lasso catches.
fn wounds_dealt(column: Option<Shooting>) -> String {
    match column.map(|c| (c, c.wounds())) {
        None => "\u{2014}".to_string(),
        Some((_, None)) => "Catches: no wound".to_string(),
        Some((_, Some(row))) => {
            let b = row.bands();
            format!(
                "1\u{2013}{}: 1 \u{b7} {}\u{2013}{}: 2 \u{b7} {}\u{2013}99: 3 \u{b7} 00: kill",
                b.one,
                b.one + 1,
                b.two,
                b.two + 1
            )
        }
    }
}
