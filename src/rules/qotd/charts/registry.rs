//! QOTD's tables in the registry's generic shape ([`crate::rules::tables`]), each built from the
//! typed data the engine rolls on.

use crate::rules::qotd::{
    Armour, CharacterType, Ignition, MELEE_WEAPONS, MISSILE_WEAPONS, MOVEMENT_RATES, PERSONALITIES, TRAITS,
};
use crate::rules::tables::{Axis, Cell, Clamp, LookupKey, Table};
use crate::rules::Ruleset;

use super::*;

/// Every QOTD table, in the order of the rule text.
pub fn tables() -> Vec<Table> {
    let mut tables = vec![character_types(), personalities(), traits(), armour(), combat_weapons()];
    tables.extend(ACTION_CHARTS[..6].iter().map(chart));
    tables.extend([movement_rates(), going(), random_movement()]);
    tables.extend(ACTION_CHARTS[6..17].iter().map(chart));
    tables.extend([shooting_types(), reloading_weapons(), form_dice_table(), weapons()]);
    tables.extend(ACTION_CHARTS[17..20].iter().map(chart));
    tables.push(forms_of_attack());
    tables.extend([
        dv_adjustments("dv_adjustments", "Adjustments for shooting and fighting to DV", DV_ADJUSTMENTS, SOURCE_DV),
        effects_of_hits(),
        outcomes("hit_outcomes", "Effects of hits: outcomes", SOURCE_EFFECTS, &HIT_OUTCOMES),
        outcomes("hits_on_mounts", "Hits on mounts", "QOTD Reel 6, Hits on mounts", &MOUNT_HIT_OUTCOMES).note(format!(
            "Stamina: {}.",
            MOUNT_STAMINA.iter().map(|(who, hits)| format!("{who} {hits} hits")).collect::<Vec<_>>().join("; ")
        )),
        vehicle_defence_values(),
        dv_adjustments("vdv_adjustments", "Hits on vehicles: adjustments", VDV_ADJUSTMENTS, SOURCE_VEHICLES),
        vehicle_damage_table(),
        outcomes("vehicle_damage_outcomes", "Hits on vehicles: outcomes", SOURCE_VEHICLES, &VEHICLE_DAMAGE_EFFECTS),
    ]);
    tables.extend(ACTION_CHARTS[20..23].iter().map(chart));
    tables.push(post_action_recovery());
    tables.extend(ACTION_CHARTS[23..].iter().map(chart));
    tables.extend([animal_damage_table(), animal_damage_outcomes(), animal_types()]);
    tables
}

const SOURCE_DV: &str = "QOTD Reel 6, Adjustments for shooting and fighting to DV";
const SOURCE_EFFECTS: &str = "QOTD Reel 6, Effects of hit table on characters";
const SOURCE_VEHICLES: &str = "QOTD Reel 6, Hits on vehicles";
const SOURCE_ANIMALS: &str = "QOTD Reel 7, Effect of hits on wild animals";

fn qotd(id: &str, title: &str, source: &str) -> Table {
    Table::new(Ruleset::Qotd, id, title, source)
}

/// A key over the rolls of a D10, each picking `index(roll)`.
fn roll_key(axis: Axis, index: impl Fn(u8) -> usize) -> LookupKey {
    LookupKey::new("roll", "Dice roll", axis, (1..=10).map(|r| (r.to_string(), index(r))))
}

/// A key over ids, each picking the row of the same position (plus one per alias).
fn id_key<'a>(name: &str, title: &str, ids: impl IntoIterator<Item = (&'a str, &'a [&'a str])>) -> LookupKey {
    let mut key = LookupKey::new(name, title, Axis::Row, std::iter::empty());
    for (index, (id, aliases)) in ids.into_iter().enumerate() {
        key.values.push(crate::rules::tables::KeyValue {
            value: id.to_string(),
            index,
            aliases: aliases.iter().map(|a| a.to_string()).collect(),
        });
    }
    key
}

fn signed(n: i8) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A 1 / 2–4 / 5–9 / 10 chart: a row for each band.
fn chart(chart: &ActionChart) -> Table {
    let mut table = qotd(chart.id, chart.title, chart.source).columns([("roll", "Roll"), ("result", "Result")]);
    for band in Band::ALL {
        let outcome = chart.outcome(band);
        table = table.row(vec![Cell::text(band.label()), Cell::with_headline(outcome.headline, outcome.text)]);
    }
    table.key(roll_key(Axis::Row, |r| Band::of(r).index()))
}

fn character_types() -> Table {
    let mut table = qotd("character_types", "Character type/star status", "QOTD Reel 2, Character type/star status")
        .columns([
            ("type", "Type of Character"),
            ("cards", "Number of cards"),
            ("action_dice", "Action Dice"),
            ("reduced_dice", "Reduced Action dice"),
            ("personality", "Personality"),
            ("traits", "Maximum number of Skills/Traits"),
        ]);
    for t in CharacterType::ALL {
        table = table.row(vec![
            Cell::text(t.name()),
            Cell::text(t.cards().to_string()),
            Cell::text(t.action_dice().to_string()),
            Cell::text(t.reduced_dice().to_string()),
            Cell::text("1"),
            Cell::text(t.max_traits().to_string()),
        ]);
    }
    table.key(id_key("type", "Type of character", CharacterType::ALL.map(|t| (t.id(), &[][..]))))
}

fn personalities() -> Table {
    let mut table = qotd("personalities", "Personality", "QOTD Reel 2, Personality")
        .columns([("personality", "Personality"), ("effect", "Effect")]);
    for p in &PERSONALITIES {
        table = table.row(vec![Cell::text(p.name), Cell::with_headline(p.tagline, p.effect)]);
    }
    table.key(id_key("personality", "Personality", PERSONALITIES.iter().map(|p| (p.id, &[][..]))))
}

fn traits() -> Table {
    let mut table = qotd("traits", "Skills and traits", "QOTD Reel 2, Skills and traits").columns([
        ("trait", "Skill or trait"),
        ("group", "Group"),
        ("effect", "Effect"),
    ]);
    for t in &TRAITS {
        let group = match t.group {
            crate::rules::qotd::TraitGroup::General => "General",
            crate::rules::qotd::TraitGroup::Combat => "Specific combat",
        };
        table = table.row(vec![Cell::text(t.name), Cell::text(group), Cell::with_headline(t.tagline, t.effect)]);
    }
    table.key(id_key("trait", "Skill or trait", TRAITS.iter().map(|t| (t.id, t.aliases))))
}

fn armour() -> Table {
    let mut table = qotd("armour", "Protection – armour and shields", "QOTD Props, Protection – armour and shields")
        .columns([("armour", "Armour"), ("dv", "DV"), ("description", "What it is")]);
    for a in Armour::ALL {
        table = table.row(vec![Cell::text(a.name()), Cell::text(a.dv().to_string()), Cell::text(a.description())]);
    }
    table
        .key(id_key("armour", "Armour", Armour::ALL.map(|a| (a.id(), &[][..]))))
        .note(format!(
            "A shield increases the DV by {} if used for protection in close combat or against non-gunpowder missile weapons.",
            crate::rules::qotd::SHIELD_DV_BONUS
        ))
}

fn combat_weapons() -> Table {
    let mut table = qotd("combat_weapons", "Combat weapons", "QOTD Props, Combat weapons").columns([
        ("weapon", "Weapon"),
        ("type", "Type"),
        ("reach", "Reach"),
    ]);
    for w in &MELEE_WEAPONS {
        table = table.row(vec![Cell::text(w.name), Cell::text(w.kind.name()), Cell::text(w.reach.name())]);
    }
    table
        .key(id_key("weapon", "Weapon", MELEE_WEAPONS.iter().map(|w| (w.id, w.aliases))))
        .note("The longer reach lowers the defender's DV by 1, until the shorter-reach fighter scores a hit.")
}

/// Short ids for the rows of [`MOVEMENT_RATES`], in its order.
const MOVEMENT_RATE_IDS: [&str; 7] =
    ["swimming_climbing_crawling", "lumbering", "on_foot", "fleet_footed", "coach", "mounted", "railroad_engine"];

fn movement_rates() -> Table {
    let mut table = qotd("movement_rates", "Wanting to move: move distances", "QOTD Reel 3, Wanting to move")
        .columns([("who", "Who"), ("paces", "Paces")]);
    for rate in &MOVEMENT_RATES {
        table = table.row(vec![Cell::text(rate.who), Cell::text(rate.paces.to_string())]);
    }
    table
        .key(id_key("who", "Who moves", MOVEMENT_RATE_IDS.map(|id| (id, &[][..]))))
        .note("Characters can move these distances on each of their turns; a second or later move in a phase is tested with reduced action dice.")
}

fn going() -> Table {
    let mut table =
        qotd("linear_obstacles_and_bad_going", "Linear obstacles and bad going", "QOTD Reel 3, Wanting to move")
            .columns([("going", "Going"), ("who", "Who"), ("deduction", "Deduct from move"), ("rule", "Rule")]);
    for rule in GOING {
        let deduction = rule.deduction_percent.map_or("Cannot cross".to_string(), |p| format!("{p}%"));
        table = table.row(vec![
            Cell::text(rule.going.name()),
            Cell::text(rule.who),
            Cell::text(deduction),
            Cell::text(rule.text),
        ]);
    }
    table.key(id_key("going", "Ground and who", GOING.iter().map(|g| (g.id, &[][..]))))
}

fn random_movement() -> Table {
    let mut table = qotd("random_movement", "Random movement", "QOTD Reel 3, Random movement")
        .columns([("roll", "Roll 1D10"), ("direction", "Direction")]);
    for d in RandomDirection::ALL {
        let rolls = d.rolls();
        let label = if rolls.end() == &10 {
            format!("{}+", rolls.start())
        } else {
            format!("{}–{}", rolls.start(), rolls.end())
        };
        table = table.row(vec![Cell::text(label), Cell::text(d.label())]);
    }
    table.key(roll_key(Axis::Row, |r| random_direction(r) as usize))
}

fn shooting_types() -> Table {
    let mut table = qotd("shooting_types", "Types of shooting", "QOTD Reel 4, Types of shooting").columns([
        ("type", "Type"),
        ("rule", "Rule"),
        ("dv", "Target's DV"),
    ]);
    for t in ShotType::ALL {
        let dv = match t.dv_adjustment() {
            0 => "—".to_string(),
            n => signed(n),
        };
        table = table.row(vec![Cell::text(t.name()), Cell::text(t.text()), Cell::text(dv)]);
    }
    table.key(id_key("type", "Type of shooting", ShotType::ALL.map(|t| (t.id(), &[][..]))))
}

fn reloading_weapons() -> Table {
    let mut table = qotd("reloading_weapons", "Reloading weapons", "QOTD Reel 4, Reloading weapons")
        .columns([("rule", "Rule"), ("weapons", "Weapons")]);
    for rule in &RELOADING_RULES {
        table = table.row(vec![Cell::text(rule.heading), Cell::text(rule.weapons)]);
    }
    table.key(id_key("rule", "Reloading rule", RELOADING_RULES.iter().map(|r| (r.id, &[][..]))))
}

fn form_dice_table() -> Table {
    let columns: Vec<(String, String)> = std::iter::once(("type".to_string(), "Character Action Dice".to_string()))
        .chain(FiringForm::ALL.map(|f| (f.id().to_string(), format!("{}: {}", f.heading(), f.text()))))
        .collect();
    let mut table =
        qotd("form_of_attack_dice", "Action dice by form of attack", "QOTD Reel 4, Action dice by form of attack")
            .columns(columns.iter().map(|(k, t)| (k.as_str(), t.as_str())));
    for (row, dice) in FORM_DICE.iter().enumerate() {
        let cells = std::iter::once(Cell::text(FORM_DICE_ROWS[row])).chain(dice.iter().map(|d| Cell::text(d.label())));
        table = table.row(cells.collect());
    }
    let types = CharacterType::ALL
        .map(|t| (t.id().to_string(), usize::from(matches!(t, CharacterType::Supporting | CharacterType::Minor))));
    table
        .key(LookupKey::new("type", "Type of character", Axis::Row, types))
        .key(LookupKey::new("form", "Form of attack", Axis::Column, FiringForm::ALL.map(|f| (f.id().to_string(), f as usize + 1))))
        .note("The scan lost the first row's heading; it is the Heroes' and Main Characters' (their action dice are 2D10, take the best).")
        .note("Use reduced action dice if poor shots or poor fighter/brawler or if outnumbered in a fight.")
}

fn weapons() -> Table {
    let mut table = qotd("weapons", "Weapons table", "QOTD Reel 4, Weapons table").columns([
        ("weapon", "Weapon"),
        ("group", "Group"),
        ("range", "Range"),
        ("impact", "Impact"),
        ("ignition", "Ignition"),
        ("reload", "Reload"),
        ("notes", "Notes"),
    ]);
    for w in &MISSILE_WEAPONS {
        let ignition = match w.ignition {
            Ignition::None => "—",
            Ignition::Flintlock => "Flintlock",
            Ignition::Percussion => "Percussion",
            Ignition::Cartridge => "Cartridge",
        };
        table = table.row(vec![
            Cell::text(w.name),
            Cell::text(w.group.name()),
            Cell::text(w.range_text()),
            Cell::text(w.impact_text()),
            Cell::text(ignition),
            Cell::text(w.reload.text()),
            Cell::text(w.notes),
        ]);
    }
    table
        .key(id_key("weapon", "Weapon", MISSILE_WEAPONS.iter().map(|w| (w.id, w.aliases))))
        .note("The range is the effective range. Players can choose to shoot up to twice the effective range but roll reduced dice to hit.")
}

fn forms_of_attack() -> Table {
    let mut table = qotd("forms_of_attack", "Forms of attack", "QOTD Reel 5, Forms of attack").columns([
        ("form", "Form"),
        ("who", "Who"),
        ("rule", "Rule"),
    ]);
    for form in AttackForm::ALL {
        table = table.row(vec![Cell::text(form.name()), Cell::text("Attacker"), Cell::text(form.text())]);
    }
    for form in DefenceForm::ALL {
        let who = if form.needs_response() { "Defender, after responding to the attack" } else { "Defender" };
        table = table.row(vec![Cell::text(form.name()), Cell::text(who), Cell::text(form.text())]);
    }
    let ids = AttackForm::ALL.iter().map(|f| f.id()).chain(DefenceForm::ALL.iter().map(|f| f.id()));
    table
        .key(id_key("form", "Form of attack or defence", ids.map(|id| (id, &[][..]))))
        .note("Making a response (evade, block, hasty shot) uses up a card so when the defender's next card is turned it is forfeited.")
}

fn dv_adjustments(id: &str, title: &str, adjustments: &[DvAdjustment], source: &str) -> Table {
    let mut table = qotd(id, title, source).columns([
        ("adjustment", "Adjustment"),
        ("side", "Side"),
        ("condition", "Circumstance"),
    ]);
    for a in adjustments {
        let adjustment = match a.amount {
            n if n < 0 => format!("Decrease the target's DV by {}", -n),
            n => format!("Increase the target's DV by {n}"),
        };
        table = table.row(vec![Cell::text(adjustment), Cell::text(a.side.name()), Cell::text(a.text)]);
    }
    table.key(id_key("condition", "Circumstance", adjustments.iter().map(|a| (a.condition_id, &[][..]))))
}

/// A key over the columns DV−3 … DV 3, DV 3+ of a (V)DV effects table, clamped beyond.
fn dv_key(name: &str, title: &str) -> LookupKey {
    let mut key = LookupKey::new(name, title, Axis::Column, DvColumn::ALL.map(|c| (c.key(), c.index() + 1)));
    key.clamp = Some(Clamp { min: -3, below: "-3".into(), max: 3, above: "3+".into() });
    key
}

fn dv_grid<T: Copy>(table: Table, prefix: &str, grid: &[[T; 8]; 10], label: impl Fn(T) -> &'static str) -> Table {
    let mut columns = vec![("roll".to_string(), "Dice Roll".to_string())];
    columns.extend(DvColumn::ALL.map(|c| {
        let title = match c.0 {
            4.. => format!("{prefix} 3+"),
            0..=3 => format!("{prefix} {}", c.0),
            _ => format!("{prefix}{}", c.0),
        };
        (format!("{}_{}", prefix.to_lowercase(), c.key().replace('-', "minus_").replace('+', "_plus")), title)
    }));
    let mut table = table.columns(columns.iter().map(|(k, t)| (k.as_str(), t.as_str())));
    for (i, row) in grid.iter().enumerate() {
        let cells = std::iter::once(Cell::text((10 - i).to_string())).chain(row.iter().map(|e| Cell::text(label(*e))));
        table = table.row(cells.collect());
    }
    table
}

fn effects_of_hits() -> Table {
    let table = qotd("effects_of_hits", "Effects of hit table on characters", SOURCE_EFFECTS);
    let who = DvColumn::ALL
        .iter()
        .zip(EFFECTS_OF_HITS_WHO)
        .filter(|(_, who)| !who.is_empty())
        .map(|(c, who)| format!("DV {}: {who}", c.key()))
        .collect::<Vec<_>>()
        .join("; ");
    dv_grid(table, "DV", &EFFECTS_OF_HITS, HitEffect::label)
        .key(dv_key("dv", "Adjusted DV of the target"))
        .key(roll_key(Axis::Row, |r| 10 - usize::from(r)))
        .note(format!("A hit on a character who: {who}."))
        .note("An adjusted DV below −3 reads the DV−3 column; 4 or more reads DV 3+.")
        .note("Roll the action dice for each potential injury.")
}

fn vehicle_defence_values() -> Table {
    let mut table = qotd("vehicle_defence_values", "Hits on vehicles: Vehicle Defence Value", SOURCE_VEHICLES)
        .columns([("construction", "Type of Armour /Construction"), ("vdv", "VDV against most weapons or collisions")]);
    for c in VehicleConstruction::ALL {
        table = table.row(vec![Cell::text(c.name()), Cell::text(c.vdv().to_string())]);
    }
    table.key(id_key("construction", "Construction", VehicleConstruction::ALL.map(|c| (c.id(), &[][..]))))
}

fn vehicle_damage_table() -> Table {
    let table = qotd("vehicle_damage", "Hits on vehicles: damage", SOURCE_VEHICLES);
    dv_grid(table, "VDV", &VEHICLE_DAMAGE, VehicleDamage::label)
        .key(dv_key("vdv", "Adjusted VDV of the vehicle"))
        .key(roll_key(Axis::Row, |r| 10 - usize::from(r)))
        .note("An adjusted VDV below −3 reads the VDV−3 column; 4 or more reads VDV 3+.")
}

fn outcomes(id: &str, title: &str, source: &str, outcomes: &[OutcomeEffect]) -> Table {
    let mut table = qotd(id, title, source).columns([("outcome", "Outcome"), ("effect", "Effect")]);
    for o in outcomes {
        table = table.row(vec![Cell::text(o.outcome), Cell::text(o.effect)]);
    }
    let ids: Vec<String> = outcomes.iter().map(|o| o.outcome.to_lowercase().replace(' ', "_")).collect();
    table.key(LookupKey::new("outcome", "Outcome", Axis::Row, ids.into_iter().enumerate().map(|(i, id)| (id, i))))
}

fn post_action_recovery() -> Table {
    let chart = &POST_ACTION_RECOVERY;
    let mut table = qotd(chart.id, chart.title, chart.source).columns([
        ("situation", "Situation"),
        ("1", RECOVERY_COLUMNS[0]),
        ("2_4", RECOVERY_COLUMNS[1]),
        ("5_9", RECOVERY_COLUMNS[2]),
        ("10", RECOVERY_COLUMNS[3]),
    ]);
    for (situation, outcomes) in &chart.rows {
        let cells = std::iter::once(Cell::text(*situation))
            .chain(outcomes.iter().map(|o| Cell::with_headline(o.headline, o.text)));
        table = table.row(cells.collect());
    }
    table
        .key(id_key("situation", "How the character ended the adventure", RecoverySituation::ALL.map(|s| (s.id(), &[][..]))))
        .key(roll_key(Axis::Column, |r| Band::of(r).index() + 1))
        .note("\"5+\" is 5 to 9; 10 has its own column.")
        .note("He's Going!: a 1 when injured with no cards is the second roll, on the He's Going! row (situation=hes_going).")
}

fn animal_damage_table() -> Table {
    let columns = ["DV -2", "DV -1", "DV0", "DV1", "DV2", "DV3+"];
    let mut table = qotd("animal_damage", "Damage to wild animals", SOURCE_ANIMALS).columns(
        [("roll", "Dice Roll")]
            .into_iter()
            .chain(["dv_minus_2", "dv_minus_1", "dv_0", "dv_1", "dv_2", "dv_3_plus"].into_iter().zip(columns)),
    );
    for (i, row) in ANIMAL_DAMAGE.iter().enumerate() {
        let cells = std::iter::once(Cell::text((10 - i).to_string())).chain(row.iter().map(|d| Cell::text(d.label())));
        table = table.row(cells.collect());
    }
    let mut dv = LookupKey::new("dv", "Adjusted DV of the animal", Axis::Column, std::iter::empty());
    for (i, value) in ["-2", "-1", "0", "1", "2", "3+"].into_iter().enumerate() {
        dv.values.push(crate::rules::tables::KeyValue {
            value: value.to_string(),
            index: i + 1,
            aliases: if value == "3+" { vec!["3".to_string()] } else { Vec::new() },
        });
    }
    dv.clamp = Some(Clamp { min: -2, below: "-2".into(), max: 3, above: "3+".into() });
    table
        .key(dv)
        .key(roll_key(Axis::Row, |r| 10 - usize::from(r)))
        .note("Roll 1D10. Where the adjustments for impact is not possible roll an extra dice and take the lowest result for DV-2 and the highest result for DV+3: an adjusted DV below −2 reads DV −2 with an extra die, the lowest counting; 4 or more reads DV3+ with an extra die, the highest counting.")
}

fn animal_damage_outcomes() -> Table {
    let mut table = qotd("animal_damage_outcomes", "Damage to wild animals: effects", SOURCE_ANIMALS)
        .columns([("damage", "Damage"), ("effect", "Effect")]);
    for (damage, effect) in &ANIMAL_DAMAGE_EFFECTS {
        table = table.row(vec![Cell::text(*damage), Cell::text(*effect)]);
    }
    table.key(id_key("damage", "Damage", [("nick", &[][..]), ("hit", &[][..]), ("slain", &[][..])]))
}

fn animal_types() -> Table {
    let mut table = qotd("animal_types", "Animal types", "QOTD Reel 7, Animal types").columns([
        ("animal", "Animal"),
        ("speed", "Max Speed"),
        ("dv", "DV"),
        ("attack_dice", "Attack Dice"),
        ("attack_type", "Attack Type"),
        ("traits", "Traits and Special Rules"),
    ]);
    for a in &ANIMAL_TYPES {
        table = table.row(vec![
            Cell::text(a.name),
            Cell::text(a.speed_text()),
            Cell::text(a.dv.to_string()),
            Cell::text(a.attack_dice.to_string()),
            Cell::text(a.attack_type),
            Cell::text(a.special_rules),
        ]);
    }
    table
        .key(id_key("animal", "Animal", ANIMAL_TYPES.iter().map(|a| (a.id, &[][..]))))
        .note("When a beast attacks, it rolls the number of attack dice shown and takes the best result; it loses 1 dice for each hit it takes.")
        .note("The chart's horses-and-buffalo row and its reptiles-and-bears row are each split in two, so that each row has one DV, speed and set of traits.")
}
