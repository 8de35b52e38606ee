//! My Wild West's tables in the registry's generic shape ([`crate::rules::tables`]), each built
//! from the typed data the engine rolls on. Sources name the part of the text: "MWW rules" (the
//! rules part) or "MWW tables v4" (the later tables), and Posse's own tables say so.

use crate::rules::tables::{Axis, Cell, KeyValue, LookupKey, Table};
use crate::rules::Ruleset;

use super::action_points::{AP_COSTS, PASSENGERS, RANDOM_ADDITION};
use super::fighting::{FIGHT_MODIFIERS, MOUNTED_RULES_PART};
use super::horses::STOP_BOLTING;
use super::jumping::{FAILED_JUMP, HEIGHTS};
use super::normalise_id;
use super::reactions::{REACTION_MODIFIERS, TARGET_MODIFIERS};
use super::robbery::ALARM_MODIFIERS;
use super::shooting::SHOOTING_MODIFIERS;
use super::spotting::{SEEN_AFTER_FIRING, SPOTTING, SPOT_DISTANCES};
use super::texts::RULES;
use super::weapons::{RangeBand, Shooting, WoundRow, CHANCE_OF_HIT, FIGHT_WEAPONS, WEAPONS, WOUNDS, WOUNDS_RULES_PART};
use super::wounds::FALL_OFF_HORSE;

/// Every MWW table, in the order of the text: action points, spotting, shooting, wounds, hand to
/// hand, jumping, horses, robbing banks, reactions; then the rules in words and Posse's weapons.
pub fn tables() -> Vec<Table> {
    vec![
        random_die_rolls(),
        ap_costs(),
        spotting(),
        chance_of_hit(),
        shooting_modifiers(),
        wounds(),
        fall_off_horse(),
        hand_to_hand_modifiers(),
        hand_to_hand_weapons(),
        jumping_from_height(),
        jumping_gaps(),
        mounted_failed_jump(),
        stop_bolting_horse(),
        robbing_banks(),
        alarm_modifiers(),
        reaction_test(),
        reaction_target_selection(),
        rules(),
        weapons(),
    ]
}

fn mww(id: &str, title: &str, source: &str) -> Table {
    Table::new(Ruleset::Mww, id, title, source)
}

/// A key whose values pick the rows in order, each with its aliases.
fn row_key(name: &str, title: &str, values: impl IntoIterator<Item = (String, Vec<String>)>) -> LookupKey {
    let mut key = LookupKey::new(name, title, Axis::Row, std::iter::empty());
    key.values =
        values.into_iter().enumerate().map(|(index, (value, aliases))| KeyValue { value, index, aliases }).collect();
    key
}

/// A key over ids made from the rows' first cells.
fn named_rows(table: Table, name: &str, title: &str) -> Table {
    let ids: Vec<(String, Vec<String>)> = table
        .rows
        .iter()
        .map(|r| {
            (normalise_id(&r.cells[0].text.replace(['(', ')', ',', '*', '–', '+', '\'', '"', '.'], " ")), Vec::new())
        })
        .collect();
    table.key(row_key(name, title, ids))
}

fn text_row(cells: &[&str]) -> Vec<Cell> {
    cells.iter().map(|c| Cell::text(*c)).collect()
}

fn random_die_rolls() -> Table {
    let mut table =
        mww("random_die_rolls", "Random die rolls (action points)", "MWW rules, Action points and Random die rolls")
            .columns([("figures", "Figures"), ("dice", "Dice")]);
    let mut values = Vec::new();
    for r in &RANDOM_ADDITION {
        table = table.row(text_row(&[&r.figures_text(), r.dice_text]));
        let to = r.to.unwrap_or(super::action_points::MAX_FIGURES);
        values.push((
            normalise_id(&r.figures_text().replace('–', " ")),
            (r.from..=to).map(|n| n.to_string()).filter(|n| *n != r.figures_text()).collect::<Vec<_>>(),
        ));
    }
    table
        .key(row_key("figures", "Figures in the gang", values))
        .note("A gang's APs are 6 times its figures plus this random addition, rolled at the start of every turn; 1 AP less for every wound in the gang, every turn.")
        .note("All gangs start a game with 4 held APs. At most 12 APs a figure in a turn, not counting opportunity fire or defending.")
        .note("Example: 3 figures with no wounds roll 3 on 1 d3: 21 APs.")
        .note("The average die is a D6 marked 2, 3, 3, 4, 4, 5 (Posse's reading of \"1 average\").")
        .note("Civilians allocated to a gang get 5 APs a figure and no roll, for the civilians only.")
}

fn ap_costs() -> Table {
    let mut table =
        mww("ap_costs", "Action point costs", "MWW rules, Action Point Costs; MWW tables v4, Action Point Costs v4")
            .columns([("section", "Section"), ("action", "Action"), ("cost", "APs"), ("note", "Note")]);
    for c in &AP_COSTS {
        table =
            table.row(text_row(&[c.section.name(), c.action, c.cost, if c.note.is_empty() { "—" } else { c.note }]));
    }
    table
        .key(row_key("action", "Action", AP_COSTS.iter().map(|c| (c.id.to_string(), Vec::new()))))
        .note(PASSENGERS)
        .note("Aim + Shoot costs 7 in both tables; the worked example's \"aims and shoots once, costing 6\" was worked with an older cost (Posse uses 7).")
        .note("Posse's reading: a part inch costs as a whole one, and a mounted move's part of 2\" as a whole 2\"; a passenger's half distance is rounded up.")
}

fn spotting() -> Table {
    let mut table = mww("spotting", "Spotting targets", "MWW rules, Spotting Targets").columns([
        ("place", "Roll 1 d10"),
        ("0_2", SPOT_DISTANCES[0].0),
        ("2_6", SPOT_DISTANCES[1].0),
        ("6_12", SPOT_DISTANCES[2].0),
        ("12_plus", SPOT_DISTANCES[3].0),
    ]);
    for (place, cells) in &SPOTTING {
        let mut row = vec![Cell::text(place.name())];
        row.extend(cells.iter().map(|c| Cell::text(c.text())));
        table = table.row(row);
    }
    let places = SPOTTING.iter().map(|(p, _)| (p.id().to_string(), vec![normalise_id(p.name())]));
    let distance = LookupKey::new(
        "distance",
        "Distance",
        Axis::Column,
        ["0_2", "2_6", "6_12", "12+"].iter().enumerate().map(|(i, v)| (v.to_string(), i + 1)),
    );
    table
        .key(row_key("place", "Where the target is", places))
        .key(distance)
        .note(SEEN_AFTER_FIRING)
        .note("A column reaches its upper distance inclusive (Posse's reading). Spotting is in the rules part only.")
}

fn chance_of_hit() -> Table {
    let mut columns = vec![("range", "Range".to_string())];
    columns.extend(Shooting::ALL.iter().map(|s| (s.id(), s.name().to_string())));
    let mut table = mww(
        "chance_of_hit",
        "Chance of hit table",
        "MWW rules, Chance of hit table; MWW tables v4, Chance of hit table Shooting",
    );
    table = table.columns(columns.iter().map(|(k, t)| (*k, t.as_str())));
    for (band, row) in RangeBand::ALL.iter().zip(&CHANCE_OF_HIT) {
        let mut cells = vec![Cell::text(band.name())];
        cells.extend(row.iter().map(|c| Cell::text(c.text())));
        table = table.row(cells);
    }
    let ranges = RangeBand::ALL.iter().map(|b| (b.id().to_string(), Vec::new()));
    let mut weapon = LookupKey::new(
        "weapon",
        "Weapon",
        Axis::Column,
        Shooting::ALL.iter().enumerate().map(|(i, s)| (s.id().to_string(), i + 1)),
    );
    for v in &mut weapon.values {
        // What a figure carries, read as its column (a knife is a thrown weapon).
        v.aliases = WEAPONS
            .iter()
            .filter(|w| w.shoots_as.is_some_and(|s| s.id() == v.value))
            .flat_map(|w| std::iter::once(w.id).chain(w.aliases.iter().copied()))
            .filter(|a| *a != v.value)
            .map(str::to_string)
            .collect();
    }
    table
        .key(row_key("range", "Range band", ranges))
        .key(weapon)
        .note("0,0 is always a hit unless N/A.")
        .note("\"To close\" (too close to throw) is read as N/A. A band reaches its upper figure inclusive: 2\" is 0\" – 2\" (Posse's reading).")
        .note("Beyond 36\" nothing can be hit. A final figure of 0 or less hits only on 00; of 99 or more on every roll.")
        .note("The chance to hit is the final figure and 00: a final figure of 70 hits on 01–70 and 00, a 71% chance. Posse's gang sheets, figure cards and odds show that chance.")
}

fn shooting_modifiers() -> Table {
    let mut table = mww(
        "shooting_modifiers",
        "Shooting modifiers",
        "MWW rules, Shooting Modifiers; MWW tables v4, Shooting Modifiers",
    )
    .columns([("modifier", "Modifier"), ("amount", "Chance")]);
    for m in &SHOOTING_MODIFIERS {
        table = table.row(text_row(&[m.text, m.amount_text]));
    }
    table
        .key(row_key("modifier", "Modifier", SHOOTING_MODIFIERS.iter().map(|m| (m.id.to_string(), Vec::new()))))
        .note("*Do not count prone if the target is in cover.")
        .note("Firing while moving, the text's example: 8\" moved and opportunity fire: shooting skill, firer moved −10, opportunity fire −15. \"Firer moved\" and \"Per inch firer moved\" count the same move two ways; Posse takes one or the other, never both.")
        .note("Aim + Shoot and opportunity fire are different actions, not taken together; a wounded figure cannot aim.")
        .note("Opportunity fire only if the target moved or fired, at most 1 shot a figure, and never at a target outside the firer's forward arc (AP costs and Figure facing).")
        .note("A prone target lower than the firer counts no prone modifier (\"only if target is level and over 2\" away or higher than firer\").")
        .note("Posse's reading (a campaign option, moving_mount): firing from a moving horse (or stage/wagon) is the firer's move, so \"Firer moved\" is not taken as well; the other reading counts both.")
}

fn wounds() -> Table {
    let mut table = mww("wounds", "Wounds table", "MWW tables v4, Wounds Table; MWW rules, Wounds Table").columns([
        ("weapon", "Weapon"),
        ("one", "1 wound"),
        ("two", "2 wounds"),
        ("three", "3 wounds"),
        ("kill", "0 – 0"),
    ]);
    for (row, b) in &WOUNDS {
        table = table.row(text_row(&[
            row.name(),
            &format!("1 – {}", b.one),
            &format!("{} – {}", b.one + 1, b.two),
            &format!("{} – 99", b.two + 1),
            "Kill",
        ]));
    }
    let rules_part: Vec<String> = WOUNDS_RULES_PART
        .iter()
        .filter(|(row, b)| WOUNDS.iter().any(|(r, v4)| r == row && v4 != b))
        .map(|(row, b)| format!("{} 1 – {} / {} – {} / {} – 99", row.name(), b.one, b.one + 1, b.two, b.two + 1))
        .collect();
    let aliases = |row: WoundRow| -> Vec<String> {
        let mut a: Vec<String> = WEAPONS
            .iter()
            .filter(|w| w.shoots_as.and_then(Shooting::wounds) == Some(row))
            .flat_map(|w| std::iter::once(w.id).chain(w.aliases.iter().copied()))
            .filter(|a| *a != row.id())
            .map(str::to_string)
            .collect();
        if row == WoundRow::Knife {
            a.push("thrown_weapon".to_string());
        }
        a
    };
    table
        .key(row_key("weapon", "Weapon", WOUNDS.iter().map(|(row, _)| (row.id().to_string(), aliases(*row)))))
        .note("0 – 0 is always a kill. If a figure is standing when hit it must fall to the ground.")
        .note("Hand to Hand: the loser takes the wounds of the winner's weapon (hand-to-hand weapons table).")
        .note(format!(
            "The v4 table wins where the rules part differs: {} in the rules part. The Repeating Rifle is v4's.",
            rules_part.join("; ")
        ))
        .note("A thrown knife, axe or spear wounds as the Knife (Posse's reading); a lasso does not wound.")
}

fn fall_off_horse() -> Table {
    let b = FALL_OFF_HORSE;
    let rows = [
        (format!("1 – {}", b.one), "OK"),
        (format!("{} – {}", b.one + 1, b.two), "1 wound"),
        (format!("{} – 99", b.two + 1), "2 wounds"),
        ("0 – 0".to_string(), "Kill"),
    ];
    let mut table = mww("fall_off_horse", "Fall off horse", "MWW rules, Wounds Table (Fall off Horse)")
        .columns([("roll", "% chance"), ("wound", "Wound")]);
    for (rolls, result) in &rows {
        table = table.row(text_row(&[rolls, result]));
    }
    let values = (0..100u8).map(|r| {
        let index = match r {
            0 => 3,
            r if r <= b.one => 0,
            r if r <= b.two => 1,
            _ => 2,
        };
        (format!("{r:02}"), index)
    });
    let mut key = LookupKey::new("roll", "Percentile roll (00 to 99)", Axis::Row, values);
    for v in &mut key.values {
        let plain = v.value.trim_start_matches('0');
        if !plain.is_empty() && plain != v.value {
            v.aliases.push(plain.to_string());
        }
    }
    table
        .key(key)
        .note("A rider who is hit falls off on 10% times the wounds he has; so does one thrown when his horse rears up (10% times the horse's and the rider's wounds, on a turn the horse or the rider is hit: a campaign option, rearing, makes it the horse only).")
        .note("Horses can take 5 wounds before being killed: the 6th kills (a campaign option, horse_killed, makes it the 5th).")
        .note("The v4 table leaves this row out; the rules part's stands. 0 – 0 follows the whole wounds table (Posse's reading).")
}

fn hand_to_hand_modifiers() -> Table {
    let mut table = mww(
        "hand_to_hand_modifiers",
        "Hand to hand modifiers",
        "MWW tables v4, Hand to Hand Modifiers; MWW rules, Hand to Hand Modifiers",
    )
    .columns([("modifier", "Modifier"), ("amount", "D6")]);
    for m in &FIGHT_MODIFIERS {
        table = table.row(text_row(&[m.text, m.amount_text]));
    }
    table
        .key(row_key("modifier", "Modifier", FIGHT_MODIFIERS.iter().map(|m| (m.id.to_string(), Vec::new()))))
        .note("Roll 1 d6 and apply modifiers. Posse's reading: both fighters roll; the higher total wins and the loser takes the winner's weapon's wounds; equal totals settle nothing this turn.")
        .note(format!(
            "The v4 \"Mounted +2\" replaces the rules part's \"{} {}\"; it counts for a mounted figure fighting one on foot.",
            MOUNTED_RULES_PART.0, MOUNTED_RULES_PART.1
        ))
        .note("An attacker uses 1 to 3 APs (at least 1); a defender may add up to 3 held APs. 3 or more wounds in a fight: knocked out. A figure on 3 or more wounds cannot start a fight.")
        .note("Posse's reading (a campaign option, knocked_out): \"Once a figure has reached 3 or more wounds and still in a hand to hand he will be knocked out\", so a defender already on 3 whose fight goes on after the round is knocked out too; a figure shot to 3 is not knocked out. The other reading: the 3rd wound knocks out, however it came.")
}

fn hand_to_hand_weapons() -> Table {
    let mut table =
        mww("hand_to_hand_weapons", "Hand to hand weapons", "MWW rules and tables v4, Weapons (H to H Pts, Wounds)")
            .columns([("weapon", "Weapons"), ("points", "H to H Pts"), ("wounds", "Wounds")]);
    for w in &FIGHT_WEAPONS {
        let points = if w.points == 0 { "0".to_string() } else { format!("+{}", w.points) };
        table = table.row(text_row(&[w.name, &points, &w.wounds.to_string()]));
    }
    let values = FIGHT_WEAPONS.iter().map(|f| {
        let aliases = WEAPONS
            .iter()
            .filter(|w| w.fights_as == f.weapon)
            .flat_map(|w| std::iter::once(w.id).chain(w.aliases.iter().copied()))
            .filter(|a| *a != f.id)
            .map(str::to_string)
            .collect();
        (f.id.to_string(), aliases)
    });
    table
        .key(row_key("weapon", "Weapon", values))
        .note("Posse's reading: a pistol is the \"Hand gun\", a long gun \"Rifle/Shoot gun\"; a bow or lasso in a fight is \"No weapon\".")
}

fn jumping_from_height() -> Table {
    let mut table = mww(
        "jumping_from_height",
        "Jumping from height",
        "MWW rules, Jumping from height; MWW tables v4, Jumping from height",
    )
    .columns([("height", "Chance of injury"), ("chance", "%"), ("wounds", "Wounds")]);
    for r in &HEIGHTS {
        let (chance, wounds) = match r.percent {
            None => ("OK".to_string(), "—".to_string()),
            Some(p) => (format!("1% - {p}%"), format!("{} wound{}", r.wounds, if r.wounds == 1 { "" } else { "s" })),
        };
        table = table.row(text_row(&[r.height, &chance, &wounds]));
    }
    let values = HEIGHTS.iter().map(|r| (r.up_to.to_string(), vec![normalise_id(&r.height.replace(['"', '–'], " "))]));
    table.key(row_key("height", "Height (inches, the row's upper figure)", values)).note(
        "A row reaches its upper height inclusive; jumps higher than 4\" are not in the table and Posse refuses them.",
    )
}

fn jumping_gaps() -> Table {
    let rows: [(&str, &str); 7] = [
        ("Same height", "Gaps up to 2\""),
        (
            "To a lower level",
            "Gaps up to 3\"; more than 2\" down: 1 d6 for injury, 1 and 2 no injury, 3 and 4 1 wound, 5 and 6 2 wounds",
        ),
        ("To a higher level", "Gaps up to 1\"; not possible when the higher level is more than 1\" up"),
        ("The roll", "From stationary, 1 d6 needing more than the distance jumped"),
        ("Moved more than 1\" and then jumped", "+1"),
        ("Jumping from a higher level", "+1"),
        ("Jumping from a lower level", "−1"),
    ];
    let mut table =
        mww("jumping_gaps", "Jumping gaps", "MWW rules, Jumping Gaps").columns([("what", "Jump"), ("rule", "Rule")]);
    for (what, rule) in &rows {
        table = table.row(text_row(&[what, rule]));
    }
    named_rows(table, "jump", "Jump").note("The distance jumped counts as walking for AP cost.").note(
        "The text does not say what a failed jump means; Posse reports the failure and leaves the rest to the players.",
    )
}

fn mounted_failed_jump() -> Table {
    let mut table = mww(
        "mounted_failed_jump",
        "Mounted failed to jump table",
        "MWW rules, Jumping horses and Mounted failed to jump table; MWW tables v4",
    )
    .columns([("roll", "%"), ("result", "Result")]);
    for r in &FAILED_JUMP {
        table = table.row(text_row(&[r.rolls, r.text]));
    }
    let values = [("00", vec!["100".to_string()]), ("1_5", vec![]), ("6_25", vec![])]
        .into_iter()
        .map(|(v, a)| (v.to_string(), a));
    table
        .key(row_key("roll", "Percentile roll", values))
        .note("Horses jump fences and walls with a 25% chance of failing (15% for figures with riding skill); the horse must move at least 1\" first.")
        .note("Posse's reading (a campaign option, horse_jump_00): the jump's roll is read here; 00 is the 100% (so a jump fails on 01–25 and 00, 26%), 06 up to the rider's failure chance refuses, anything above clears. The other reading keeps the 25% exactly: 00 clears.")
}

fn stop_bolting_horse() -> Table {
    let mut table = mww(
        "stop_bolting_horse",
        "Stop bolting horse table",
        "MWW rules, Un-tethered horses and Stop Bolting horse table; MWW tables v4",
    )
    .columns([("roll", "%"), ("result", "Result")]);
    for r in &STOP_BOLTING {
        table = table.row(text_row(&[r.rolls, r.text]));
    }
    let values = [("00", vec!["0_0".to_string()]), ("1_20", vec![]), ("21_99", vec![])]
        .into_iter()
        .map(|(v, a)| (v.to_string(), a));
    table
        .key(row_key("roll", "Percentile roll", values))
        .note("A shot within 10\" of an un-tethered horse sends it running directly away at 12\" a turn until stopped or off the table; a figure moved into its path rolls here.")
}

fn robbing_banks() -> Table {
    let rows: [(&str, &str); 7] = [
        ("Handing over the money", "1 d3 turns from the request; 3 d6 × 100 handed over"),
        ("The safe", "2 d3 turns before it is opened; 3 d6 × 1000 in the safe"),
        ("Shooting one of the staff", "Halves the time to get the money (Posse rounds up); alienates the locals when discovered: locals are added to the opposing gangs"),
        ("The alarm", "Each turn the robbers are in the bank, roll the chance of alarm (the alarm modifiers) or less on % dice"),
        ("A heroic civilian", "When the civilian move card is drawn, 10% or less: a civilian tries to grab a gun and you shoot him"),
        ("Seen", "Any figure that fires can be seen for opportunity fire and during the following turn"),
        ("The money (Posse)", "What the gang gets away with is added to its money in the game's aftermath"),
    ];
    let mut table =
        mww("robbing_banks", "Robbing banks", "MWW rules, Robbing banks").columns([("what", "What"), ("rule", "Rule")]);
    for (what, rule) in &rows {
        table = table.row(text_row(&[what, rule]));
    }
    named_rows(table, "rule", "Rule")
}

fn alarm_modifiers() -> Table {
    let mut table = mww("alarm_modifiers", "Alarm modifiers", "MWW rules, Robbing banks, Alarm modifiers")
        .columns([("modifier", "Modifier"), ("chance", "Chance")]);
    for m in &ALARM_MODIFIERS {
        table = table.row(text_row(&[m.text, &format!("+{}%", m.percent)]));
    }
    table.key(row_key("modifier", "Modifier", ALARM_MODIFIERS.iter().map(|m| (m.id.to_string(), Vec::new()))))
}

fn reaction_test() -> Table {
    let mut table = mww("reaction_test", "Reaction test", "MWW rules, Reaction tests; MWW tables v4, Reaction Test")
        .columns([("modifier", "Roll 1 d6 and apply modifiers"), ("amount", "D6")]);
    for (_, text, amount) in &REACTION_MODIFIERS {
        table = table.row(text_row(&[text, &super::signed(*amount, "").replace('−', "-")]));
    }
    table
        .key(row_key("modifier", "Modifier", REACTION_MODIFIERS.iter().map(|(id, _, _)| (id.to_string(), Vec::new()))))
        .note("When two opposing figures meet unexpectedly and both are able to shoot, roll to see who fires first.")
        .note("Posse's reading: both roll; the higher fires first; a tie is rolled again.")
}

fn reaction_target_selection() -> Table {
    let mut table = mww(
        "reaction_target_selection",
        "Reaction target selection",
        "MWW rules, Reaction Target Selection; MWW tables v4",
    )
    .columns([("line", "Roll 1 d10 and apply modifiers"), ("result", "Result")]);
    let mut ids: Vec<(String, Vec<String>)> = Vec::new();
    for (id, roll, result) in
        [("1_5", "1 – 5", "Shoot at enemy figure"), ("6_10", "6 – 10", "Shoot at friendly figure")]
    {
        table = table.row(text_row(&[roll, result]));
        ids.push((id.to_string(), Vec::new()));
    }
    for (id, text, amount) in &TARGET_MODIFIERS {
        table = table.row(text_row(&[text, amount]));
        ids.push((id.to_string(), Vec::new()));
    }
    for (id, roll, result) in [
        ("reroll_1_5", "Re-roll 1 – 5", "Shoot the enemy figure"),
        ("reroll_6_10", "Re-roll 6 – 10", "Shoot the civilian"),
    ] {
        table = table.row(text_row(&[roll, result]));
        ids.push((id.to_string(), Vec::new()));
    }
    table
        .key(row_key("line", "Line", ids))
        .note("When a figure busts into a room with an enemy and a friendly figure in it, roll to see whom he shoots at.")
        .note("* If the first result is to shoot the enemy, re-roll with no modifiers (with a civilian in the room).")
        .note("Posse's reading: \"No. of friendly figures from your gang −1\" is taken once (it says −1, not −1 per); a modified roll below 1 reads 1 – 5, above 10 reads 6 – 10.")
}

fn rules() -> Table {
    let mut table = mww("rules", "Rules in words", "MWW rules, Basic outline to Civilians")
        .columns([("what", "What"), ("rule", "Rule")]);
    for (_, what, rule) in &RULES {
        table = table.row(text_row(&[what, rule]));
    }
    table.key(row_key("rule", "Rule", RULES.iter().map(|(id, _, _)| (id.to_string(), Vec::new()))))
}

fn weapons() -> Table {
    let mut table = mww(
        "weapons",
        "Weapons a figure carries (Posse)",
        "Posse, from MWW's chance of hit, wounds and hand-to-hand weapons tables",
    )
    .columns([
        ("weapon", "Weapon"),
        ("shoots", "Chance of hit column"),
        ("wounds", "Wounds row"),
        ("fights", "Hand to hand"),
    ]);
    for w in &WEAPONS {
        let shoots = w.shoots_as.map_or("—".to_string(), |s| s.name().to_string());
        let wounds = match w.shoots_as {
            Some(s) => s.wounds().map_or("None (catches)".to_string(), |r| r.name().to_string()),
            None => "—".to_string(),
        };
        let f = w.fights_as.info();
        table = table.row(text_row(&[
            w.name,
            &shoots,
            &wounds,
            &format!("{} (+{}, {} wound{})", f.name, f.points, f.wounds, if f.wounds == 1 { "" } else { "s" }),
        ]));
    }
    table
        .key(row_key(
            "weapon",
            "Weapon",
            WEAPONS.iter().map(|w| (w.id.to_string(), w.aliases.iter().map(|a| a.to_string()).collect())),
        ))
        .note("The text lists the tables, not the weapons: this is Posse's list of what a figure may carry, and how each is read on the tables.")
}

#[cfg(test)]
#[path = "registry_tests.rs"]
mod tests;
